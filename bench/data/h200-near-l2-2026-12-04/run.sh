#!/bin/sh
# The runs behind this folder, on the H200 (WARPLAB: a CUDA build).
W=${1:-build/warplab}
S=$(mktemp -d)
# first run: the in-place offset kernel at working sets around L2's size, and
# the 24 MiB hold-out (a build whose calibrate had no copies past L2)
for size in 16M 24M 28M 30M 32M 34M 36M 40M 44M 48M 56M 64M 80M 96M 128M 192M; do
    "$W" sweep --kernel offset --type f32,f64 --unroll 1,4 --size $size --csv --no-reference |
        awk -F, -v s=$size 'NR == 1 && s == "16M" { print "size," $0 }
                            NR > 1 && ($3 == 0 || $3 == 16 || $3 == 1) { print s "," $0 }'
done >offset-sizes.csv
"$W" sweep --kernel every --type all --unroll 1,4 --size 24M --csv --no-reference >h24m.csv
# second run: two calibrations, then the other hold-out sets
"$W" calibrate --output calibrate-1.txt --state-dir "$S"
"$W" calibrate --output calibrate-2.txt --state-dir "$S"
for size in 40M 56M; do
    "$W" sweep --kernel every --type all --unroll 1,4 --size $size --csv --no-reference \
        --state-dir "$S" >h$(echo $size | tr M m).csv
done
"$W" sweep --kernel stride,offset --type all --unroll 1,4 --size 8M --csv --no-reference \
    --state-dir "$S" >h8m.csv
