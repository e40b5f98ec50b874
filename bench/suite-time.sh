#!/bin/sh
# The test suite's time, builds side by side: ctest -jJOBS over each build in
# turn, ROUNDS rounds (before, after, before, after... so that a change in the
# machine's load falls on both alike), each with /usr/bin/time (wall, user and
# system seconds of ctest and every test it ran) and the load average before
# and after. Each run starts as `make test` on a fresh clone does: without
# ctest's record of earlier test times, so the order is the tests' COST.
#
# usage: bench/suite-time.sh JOBS ROUNDS BUILD_DIR...
# Prints one row per run: build, round, wall s, CPU s (user + sys), load
# before -> after, and ctest's summary line.
set -eu
JOBS=$1
ROUNDS=$2
shift 2
load() { cut -d' ' -f1 /proc/loadavg; }
log=$(mktemp)
trap 'rm -f "$log" "$log.time"' EXIT
echo "| build | round | wall s | CPU s (user + sys) | load before -> after | result |"
echo "|---|---|---|---|---|---|"
r=1
while [ "$r" -le "$ROUNDS" ]; do
    for b in "$@"; do
        rm -f "$b/Testing/Temporary/CTestCostData.txt"
        before=$(load)
        /usr/bin/time -f "%e %U %S" -o "$log.time" ctest --test-dir "$b" -j "$JOBS" >"$log" 2>&1 || true
        result=$(grep -E 'tests passed' "$log" | tail -n 1)
        awk -v b="$b" -v r="$r" -v lb="$before" -v la="$(load)" -v res="$result" \
            '{ printf "| %s | %d | %.1f | %.1f (%.1f + %.1f) | %s -> %s | %s |\n", b, r, $1, $2 + $3, $2, $3, lb, la, res }' \
            "$log.time" | tail -n 1
    done
    r=$((r + 1))
done
