#!/bin/sh
# Fresh clone to the first screen, and the test suite's time (issue 28 item 8).
#
# usage: bench/start-and-suite.sh [REF [OUTDIR [MAKE_ARGS...]]]
#   REF        the commit to measure (default HEAD), cloned afresh from this
#              repository into a temporary folder
#   OUTDIR     where the detail files go (default: a temporary folder, kept)
#   MAKE_ARGS  passed to make, e.g. CMAKE_FLAGS=-DWARPLAB_CUDA=OFF
#
# Measures, with /usr/bin/time (wall, user and system seconds of the command
# and every process it waited for):
#   start   `make build` from the fresh clone (configure and the lab; what
#           `make run` does before it draws), then the first screen drawn
#           headless (warplab tui --headless 80x24);
#   suite   `make build-all` (the rest of what `make test` builds, not timed
#           against the goal), then ctest as the tree's `make test` runs it.
# The load average is read before and after each step: on a shared machine the
# wall time stretches with it, the CPU time (user + sys) much less. Prints one
# table row per step. Needs git, make, cmake and GNU time (/usr/bin/time).
set -eu
REPO=$(cd "$(dirname "$0")/.." && pwd)
REF=${1:-HEAD}
OUT=${2:-$(mktemp -d)}
[ $# -gt 2 ] && shift 2 || set --
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export PATH="/usr/local/cuda/bin:$PATH" # as the Makefile does, so nvcc counts when installed

load() { cut -d' ' -f1 /proc/loadavg; }

# timed NAME COMMAND...: run it in the clone, its output in OUT/NAME.log;
# prints "wall cpu user sys load_before load_after".
timed() {
    name=$1
    shift
    before=$(load)
    /usr/bin/time -f "%e %U %S" -o "$OUT/$name.time" "$@" >"$OUT/$name.log" 2>&1 ||
        { echo "$name failed: see $OUT/$name.log" >&2; exit 1; }
    awk -v b="$before" -v a="$(load)" '{ printf "%.1f %.1f %.1f %.1f %s %s\n", $1, $2 + $3, $2, $3, b, a }' \
        "$OUT/$name.time"
}

row() { # row STEP "wall cpu user sys lb la"
    set -- "$1" $2
    printf '| %-12s | %6s | %6s (%s + %s) | %s -> %s |\n' "$1" "$2" "$3" "$4" "$5" "$6" "$7"
}

git clone -q "$REPO" "$WORK/clone"
cd "$WORK/clone"
git checkout -q "$REF"
commit=$(git rev-parse --short HEAD)
export TERM=xterm-256color LC_ALL=C.UTF-8 XDG_STATE_HOME="$WORK/xdg"

echo "commit $commit, $(nproc) cores, make args: ${*:-none}"
echo "| step         | wall s | CPU s (user + sys) | load before -> after |"
echo "|---|---|---|---|"
build=$(timed build make build "$@")
row "make build" "$build"
first=$(timed first-screen ./build/warplab tui --headless 80x24 --keys "" --dump "$OUT/first-screen.txt")
row "first screen" "$first"
echo "$build $first" | awk '{ printf "| %-12s | %6.1f | %6.1f | |\n", "start total", $1 + $7, $2 + $8 }'
grep -q . "$OUT/first-screen.txt" || { echo "no first screen drawn" >&2; exit 1; }
grep -i 'CUDA' "$OUT/build.log" | grep 'warplab:' | sed 's/^-- /  configure: /' >&2 || true
timed build-all make build-all "$@" >/dev/null
# ctest as this tree's `make test` runs it (its own -j).
ctest_cmd=$(make -s -n test "$@" | grep '^ctest')
suite=$(timed ctest sh -c "$ctest_cmd")
row "ctest" "$suite"
echo "ctest line: $ctest_cmd" >&2
tail -n 3 "$OUT/ctest.log" | grep -E 'tests passed|failed' >&2 || true
# The ten slowest tests, for the detail file.
sed -nE 's/.*Test +#[0-9]+: ([^ ]+) .* ([0-9.]+) sec$/\2 \1/p' "$OUT/ctest.log" | sort -rn |
    head -n 10 >"$OUT/slowest.txt"
echo "details in $OUT" >&2
