#!/bin/sh
# The fixed cost of a launch as the lab times it, on the H200: three
# `calibrate` runs (launch_s, launch_gpu_s), custom experiments of one to a
# few thousand blocks timed the lab's way (back-to-back launches, an event
# between each), the seed-size sweep twice and the one-dimensional kernels
# at 8 MiB, which L2 holds.
# usage: bench/launch-cost-h200.sh BUILD_DIR OUT_DIR
B=${1:?usage: bench/launch-cost-h200.sh BUILD_DIR OUT_DIR}
OUT=${2:?usage: bench/launch-cost-h200.sh BUILD_DIR OUT_DIR}
W=$B/warplab
mkdir -p "$OUT" || exit 1
for r in 1 2 3; do
    "$W" calibrate --output "$OUT/cal$r.txt" --state-dir "$OUT/state$r" >/dev/null 2>&1 || exit 1
    grep -E '^(launch_s|launch_gpu_s|latency_s|dram_bytes_per_s|l2_bytes_per_s) ' "$OUT/cal$r.txt" |
        sed "s/^/calibrate $r: /"
done
# a[i] += 1 from 64 KiB (64 blocks) to 64 MiB, unroll 1 and 4: the launch and its body
for u in 1 4; do
    for size in 64K 256K 1M 4M 8M 16M 32M 64M; do
        "$W" sweep --expr "i" --range 0..0 --unroll "$u" --size "$size" --csv --no-reference 2>/dev/null |
            awk -F, -v size="$size" -v u="$u" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
                { printf "expr i, unroll %s, %s: %s ms, %s GB/s (median of %s)\n", u, size, $c["ms_median"], $c["gbps_median"], $c["reps"] }'
    done
done
for r in a b; do
    "$W" sweep --kernel every --type all --unroll 1,4 --seed-size --csv --no-reference \
        >"$OUT/4mib-$r.csv" || exit 1
done
"$W" sweep --kernel offset,stride,vector,aos,soa --type all --unroll 1,2,4 --size 8M --csv \
    --no-reference >"$OUT/8mib.csv" || exit 1
echo done
