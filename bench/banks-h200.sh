#!/bin/sh
# Shared-memory banks on this machine's GPU (a benchmark, not a test):
#   1. verify: the model's shared wavefronts and bank conflicts against
#      Nsight Compute for banks and banks-write at every stride 0..33, f32
#      and f64, and for the tiled transpose at every pad 0..4 (and the fixed
#      pad of transpose-tiled);
#   2. calibrate: the shared-memory rate (shared_wavefronts_per_s) with the
#      rest of the model's constants;
#   3. sweep: banks, banks-write and transpose-pad measured, with the model's
#      prediction under that calibration beside each point, saved as
#      reference data.
# Prints a short table; the detail files go into OUT_DIR.
# usage: bench/banks-h200.sh CUDA_BUILD_DIR OUT_DIR
set -u
[ $# -eq 2 ] || { echo "usage: $0 CUDA_BUILD_DIR OUT_DIR" >&2; exit 2; }
W=$1/warplab
OUT=$2
[ -x "$W" ] || { echo "$0: no warplab in $1 (a CUDA build folder)" >&2; exit 2; }
mkdir -p "$OUT" || exit 1
state=$OUT/state
mkdir -p "$state"

"$W" info >"$OUT/info.txt" 2>&1
"$W" verify --kernel banks,banks-write --type all --log "$OUT/ncu-banks.log" \
    >"$OUT/verify-banks.txt" 2>&1
vb=$?
"$W" verify --kernel transpose-pad,transpose-tiled --type all --log "$OUT/ncu-tile.log" \
    >"$OUT/verify-tile.txt" 2>&1
vt=$?
"$W" calibrate --output "$OUT/calibration.txt" --state-dir "$state" >"$OUT/calibrate.txt" 2>&1
cal=$?
"$W" sweep --kernel banks,banks-write,transpose-pad --type all --csv \
    --calibration "$OUT/calibration.txt" --state-dir "$state" \
    --save "$OUT/banks-reference.txt" >"$OUT/sweep.csv" 2>"$OUT/sweep.err"
sw=$?

echo "step                          exit  result"
printf "%-29s %4d  %s\n" "verify banks, banks-write" "$vb" "$(tail -n 3 "$OUT/verify-banks.txt" | head -n 1)"
printf "%-29s %4d  %s\n" "verify transpose-pad, -tiled" "$vt" "$(tail -n 3 "$OUT/verify-tile.txt" | head -n 1)"
printf "%-29s %4d  %s\n" "calibrate" "$cal" "$(grep -m1 '^shared_wavefronts_per_s' "$OUT/calibration.txt" 2>/dev/null)"
printf "%-29s %4d  %s points\n" "sweep (with predictions)" "$sw" "$(($(wc -l <"$OUT/sweep.csv") - 1))"
# The model within 20% of each measured point (sweep's CSV: gbps, model_gbps).
if [ "$sw" -eq 0 ]; then
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
        { k = $col["kernel"] " " $col["type"]; g = $col["gbps_median"]; m = $col["model_gbps"]
          n[k]++; if (g > 0 && m / g >= 0.8 && m / g <= 1.2) ok[k]++ }
        END { for (k in n) printf "model within 20%%: %-22s %d of %d\n", k, ok[k], n[k] }' \
        "$OUT/sweep.csv" | sort
fi
echo "details: $OUT"
[ "$vb" -eq 0 ] && [ "$vt" -eq 0 ] && [ "$cal" -eq 0 ] && [ "$sw" -eq 0 ]
