#!/bin/sh
# CPU seconds of the lab's start, one headless start per section of the
# course (each on a fresh state directory, opened at that section, drawn at
# 80x24 and left), for one or more warplab binaries in turn; the screens of
# every binary after the first are compared with the first's, so a faster
# start that draws anything differently shows.
#
# usage: bench/start-cpu.sh DATA_DIR WARPLAB...
# Prints per binary: starts, CPU s in all (user + sys) and per start, and
# the sections whose screen differs from the first binary's.
set -eu
data=$1
shift
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
n=$(grep -h '^## ' "$data"/lessons/[0-9]*.md | wc -l) # a section is a level-2 heading
b=0
for w in "$@"; do
    b=$((b + 1))
    mkdir -p "$out/$b"
    /usr/bin/time -f "%U %S" -o "$out/$b.time" sh -c '
        w=$1 data=$2 dir=$3 n=$4
        for s in $(seq 1 "$n"); do
            "$w" --data-dir "$data" --state-dir "$dir/state$s" --section "$s" \
                --headless 80x24 --keys q --dump "$dir/$s.txt" >/dev/null 2>&1
        done' sh "$w" "$data" "$out/$b" "$n"
    differ=""
    for s in $(seq 1 "$n"); do
        cmp -s "$out/1/$s.txt" "$out/$b/$s.txt" || differ="$differ $s"
    done
    awk -v w="$w" -v n="$n" -v d="${differ:- none}" \
        '{ printf "%s: %d starts, %.2f CPU s (%.2f + %.2f), %.3f per start; screens differing:%s\n", w, n, $1 + $2, $1, $2, ($1 + $2) / n, d }' \
        "$out/$b.time"
done
