#!/bin/sh
# The lab's performance figures on one GPU at the default working set:
#  1. offset 0 / stride 1, f32, unroll 1 and 4, against the copy ceiling of the
#     same run;
#  2. wall time of a full offset + stride sweep (65 points, f32), process start
#     to exit, twice;
#  3. run-to-run difference of every point between those two runs.
# usage: bench/run.sh [WARPLAB]   (default build-gpu/warplab)
W=${1:-build-gpu/warplab}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "== device"
"$W" info | sed -n '/^devices/,/^reference/p'
echo "== date: $(date -u +%Y-%m-%d)"

echo "== 1. coalesced access against the copy ceiling (f32, default size)"
"$W" sweep --kernel offset,stride --unroll 1,4 --csv --no-reference >"$tmp/u.csv" || exit 1
awk -F, 'NR > 1 && (($1 == "offset" && $3 == 0) || ($1 == "stride" && $3 == 1)) {
    printf "%-7s param %d unroll %d: %7.1f GB/s = %5.1f%% of copy %6.1f GB/s (min %.1f max %.1f, %d reps)\n",
           $1, $3, $4, $6, $9, $13, $7, $8, $11 }' "$tmp/u.csv"

echo "== 2. full offset + stride sweep, f32, 65 points: wall time"
for run in 1 2; do
    t0=$(date +%s.%N)
    "$W" sweep --kernel all --type f32 --csv --no-reference >"$tmp/run$run.csv" || exit 1
    t1=$(date +%s.%N)
    rows=$(($(wc -l <"$tmp/run$run.csv") - 1))
    echo "run $run: $rows points in $(echo "$t0 $t1" | awk '{ printf "%.2f", $2 - $1 }') s"
done

echo "== 3. run-to-run difference (run 1 against run 2, median GB/s)"
paste -d, "$tmp/run1.csv" "$tmp/run2.csv" | awk -F, 'NR > 1 {
    a = $6; b = $(6 + NF / 2); d = (a > b ? a - b : b - a) / (a < b ? a : b) * 100
    if (d > worst) { worst = d; at = $1 " " $3 }
    if ($1 == "offset" && $3 == 0) printf "offset 0: %.1f vs %.1f GB/s (%.2f%%)\n", a, b, d
    sum += d; n++ }
    END { printf "largest difference %.2f%% (%s); mean %.2f%% over %d points\n", worst, at, sum / n, n }'
"$W" sweep --kernel offset --unroll 4 --csv --no-reference >"$tmp/o4a.csv"
"$W" sweep --kernel offset --unroll 4 --csv --no-reference >"$tmp/o4b.csv"
paste -d, "$tmp/o4a.csv" "$tmp/o4b.csv" | awk -F, 'NR == 2 {
    a = $6; b = $(6 + NF / 2); d = (a > b ? a - b : b - a) / (a < b ? a : b) * 100
    printf "offset 0 unroll 4, two processes: %.1f vs %.1f GB/s (%.2f%%)\n", a, b, d }'
