#!/bin/sh
# Whole-launch counting of custom experiments (a benchmark, not a test): how
# long one slider position takes, `warplab model --expr E --param S` at the
# default working set (64 Mi threads of floats), best of three wall times,
# for expressions whose pattern changes from warp to warp; and a sweep of
# nine slider values of the first one (what dragging the slider asks for).
# Then the lab itself: a section of the fixture course bound to that
# expression, drawn headless, opened and after eight slider moves (the
# moves cost the difference). The goal is a slider move within 0.3 s. The machine's load average is
# printed beside each figure: on a shared machine the times are upper
# bounds. With a second binary (an older build) both are timed.
# usage: bench/expr-whole-bench.sh [WARPLAB [OLD_WARPLAB]]
W=${1:-build/warplab}
OLD=${2:-}
SRC=$(cd "$(dirname "$0")/.." && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# Seconds of the fastest of three runs of a command.
best_of_three() {
    best=
    for _ in 1 2 3; do
        t0=$(date +%s%N)
        "$@" >/dev/null 2>&1 || return 1
        t=$((($(date +%s%N) - t0) / 1000000))
        [ -z "$best" ] || [ "$t" -lt "$best" ] && best=$t
    done
    printf '%d.%03d' $((best / 1000)) $((best % 1000))
}

load() {
    cut -d' ' -f1 /proc/loadavg
}

time_one() {
    bin=$1
    shift
    printf '  %-24s %7s s  (load %s)  %s\n' "$bin" \
        "$(best_of_three "$bin" "$@")" "$(load)" "$*"
}

echo "== $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, $(uname -m)"
echo "== one slider position: model --expr"
while IFS='|' read -r s e; do
    [ -n "$e" ] || continue
    "$W" model --expr "$e" --param "$s" | grep -E 'whole kernel|DRAM estimate' | sed 's/^/  /'
    time_one "$W" model --expr "$e" --param "$s"
    [ -z "$OLD" ] || time_one "$OLD" model --expr "$e" --param "$s"
done <<'EOF'
0|i * (1 + warp % 2)
0|i * (1 + min(warp / 2048, 1))
1|(i ^ 1) * (1 + block % 3) + s
1|i * (1 + (i / 64) % 2)
1|(n - 1 - i) * (2 + (tid / 32) % 4)
1|lane * 64 + warp * (1 + warp % 2)
3|i * s + (warp % 7) * 32
1|i * (1 + (i / 2) % 3)
EOF
echo "== nine slider values: sweep --cpu --expr 'i * (1 + warp % 2) + s' --range 0..8"
time_one "$W" sweep --cpu --expr 'i * (1 + warp % 2) + s' --range 0..8 --csv
[ -z "$OLD" ] || time_one "$OLD" sweep --cpu --expr 'i * (1 + warp % 2) + s' --range 0..8 --csv

# The fixture course with one section appended, bound to the expression.
mkdir -p "$TMP/course"
cp -R "$SRC/tests/course/lessons" "$SRC/tests/course/quizzes" "$TMP/course/"
ln -s "$SRC/kernels" "$TMP/course/kernels"
ln -s "$SRC/reference" "$TMP/course/reference"
cat >>"$TMP/course/lessons/03-transpose.md" <<'EOF'

## Odd warps twice as far

<!-- warplab: expr=i*(1+warp%2)+s range=0..8 param=0 -->

Every odd warp strides by two.
EOF
# lab BINARY KEYS: the lab at that section after KEYS.
lab() {
    TERM=xterm-256color LC_ALL=C.UTF-8 "$1" tui --headless 100x30 --cpu \
        --data-dir "$TMP/course" --state-dir "$TMP/state" \
        --calibration "$SRC/tests/tui/calibration.txt" --keys "$2" \
        --dump "$TMP/screen.txt" --section odd-warps-twice-as-far
}
echo "== the lab at a section bound to 'i * (1 + warp % 2) + s': opened, and after 8 slider moves"
for bin in "$W" $OLD; do
    for keys in "" "l l l l l l l l"; do
        printf '  %-24s %7s s  (load %s)  keys "%s"\n' "$bin" "$(best_of_three lab "$bin" "$keys")" \
            "$(load)" "$keys"
    done
done
