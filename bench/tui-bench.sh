#!/bin/sh
# TUI performance in model mode (a benchmark, not a test):
#   start-up: a whole headless run that draws its first frame and quits
#             (an upper bound on time to first frame; target 100 ms);
#   slider:   CPU seconds per slider step (analysis, redraw of every pane,
#             the screen update), from runs with 0 and with STEPS steps;
#             target 5 ms;
#   memory:   peak resident set of a run through every section (target 30 MB).
# usage: bench/tui-bench.sh [BUILD_DIR]   (default: build)
set -eu
BUILD=${1:-build}
WARPLAB="$BUILD/warplab"
SRC=$(cd "$(dirname "$0")/.." && pwd)
STEPS=400
RUNS=15
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
export TERM=xterm-256color LC_ALL=C.UTF-8 XDG_STATE_HOME="$TMP/xdg"

run() { # keys size -> prints "elapsed_s cpu_s maxrss_kb"
    /usr/bin/time -f "%e %U %S %M" -o "$TMP/t" "$WARPLAB" tui --headless "$2" --cpu \
        --data-dir "$SRC" --state-dir "$TMP/state" --section 1 --keys "$1" >/dev/null
    awk '{ printf "%s %.3f %s\n", $1, $2 + $3, $4 }' "$TMP/t"
}

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

steps=""
i=0
while [ $i -lt $((STEPS / 2)) ]; do
    steps="$steps l h"
    i=$((i + 1))
done

: >"$TMP/start"
: >"$TMP/base"
: >"$TMP/slide"
i=0
while [ $i -lt $RUNS ]; do
    run "" 100x30 | awk '{ print $1 }' >>"$TMP/start"
    run "" 100x30 | awk '{ print $2 }' >>"$TMP/base"
    run "$steps" 100x30 | awk '{ print $2 }' >>"$TMP/slide"
    i=$((i + 1))
done
start=$(median <"$TMP/start")
base=$(median <"$TMP/base")
slide=$(median <"$TMP/slide")
per_step=$(awk -v a="$slide" -v b="$base" -v n="$STEPS" 'BEGIN { printf "%.3f", (a - b) * 1000 / n }')
# Every section (n steps through them), then the slider, the sweep, the
# source, the zoom and the quiz.
all_sections="1 5 Enter 9 Enter"
i=0
while [ $i -lt 40 ]; do
    all_sections="$all_sections n"
    i=$((i + 1))
done
all_sections="$all_sections l l l s x z z z y"
rss=$(run "$all_sections" 200x60 | awk '{ print $3 }')

echo "date:            $(date -u +%Y-%m-%d)"
echo "machine:         $(uname -m), $(nproc) cores"
echo "start to quit:   ${start} s (median of $RUNS headless runs, 100x30, first frame drawn)"
echo "slider step:     ${per_step} ms CPU (($slide - $base) s / $STEPS steps, medians of $RUNS)"
echo "peak memory:     $((rss / 1024)) MiB resident (${rss} KiB, 200x60, every section)"
