#!/bin/sh
# The estimated GPU profile the model predicts for is named by every label
# of its figures, however it was chosen: --gpu, the m key (back round to the
# profile the lab started on), a demo step's gpu. The title bar, the
# backend line and the chart's legend name it beside the readout; the
# reference's points stay named as the H200's. The lab's own calibration is
# still "predictions". Shipped course, by id.
# Usage: test_gpu_labels.sh WARPLAB SRCDIR
. "$(dirname "$0")/../lib.sh"
set -u
WARPLAB=$1
SRC=$2
T=$HARNESS_DIR
export TERM=xterm-256color LC_ALL=C.UTF-8 LANG=C.UTF-8
unset NO_COLOR LINES COLUMNS || true

# lab KEYS OPTIONS...: the lab's final screen into $T/screen.
lab() {
    keys=$1
    shift
    rm -f "$T/screen"
    expect 0 "the lab with $* after '$keys'" -- "$WARPLAB" tui --headless 100x30 --cpu \
        --data-dir "$SRC" --state-dir "$T/state" --keys "$keys" --dump "$T/screen" "$@"
}

# named HOW GPU: every label on the screen names GPU, an estimate.
named() {
    how=$1
    gpu=$2
    title=$(sed -n 1p "$T/screen")
    case $title in
    *"model: $gpu (est.)"*) pass ;;
    *) fail "$how: the title bar does not name $gpu: $title" ;;
    esac
    grep -q "backend: model: $gpu (est.)" "$T/screen" && pass ||
        fail "$how: the backend line does not name $gpu: $(grep -a 'backend:' "$T/screen")"
    grep -q "∙ \?model: $gpu (est\.) *+ \?H200" "$T/screen" && pass ||
        fail "$how: the legend does not name $gpu beside the H200's points: $(grep -a 'GB/s vs' "$T/screen")"
    grep -A1 Readout "$T/screen" | grep -q "$gpu (est" && pass ||
        fail "$how: the readout does not name $gpu: $(grep -a -A1 'Readout' "$T/screen")"
    grep -q "model: predictions" "$T/screen" && fail "$how: a label still says predictions only" ||
        pass
}

# 1. On the command line.
lab q --gpu l4 --section float-against-double
named "--gpu l4" L4

# 2. The m key, all the way round back to the profile --gpu chose.
profiles=$(ls "$SRC/reference/gpus" | wc -l)
keys=
i=0
while [ $i -le "$profiles" ]; do
    keys="$keys m"
    i=$((i + 1))
done
lab "$keys q" --gpu l4 --section float-against-double
named "m round to --gpu l4" L4
# and once, from the lab's own calibration, to the first profile
lab "m q" --section float-against-double
grep -q "model: .* (est.)" "$T/screen" && pass || fail "m: no label names the first profile"

# 3. A demo step's gpu.
printf '[step]\nsection = float-against-double\nstride = 2\ngpu = t4\n' >"$T/demo.ini"
lab q --demo "$T/demo.ini"
named "a demo step's gpu = t4" "Tesla T4"

# 4. The lab's own calibration is no estimate: nothing names a profile.
lab q --section float-against-double
title=$(sed -n 1p "$T/screen")
case $title in
*"model: predictions"*) pass ;;
*) fail "the lab's own calibration: the title bar says $title" ;;
esac
grep -q "(est.)" "$T/screen" && fail "the lab's own calibration is named an estimate" || pass

finish
