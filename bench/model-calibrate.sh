#!/bin/sh
# On the H200: calibrate the model again (now with launch_gpu_s, the GPU's
# own cost of a launch from a CUDA graph, and blocks_per_sm from the device),
# measure the seed-size and 256 MiB sweeps, and check the model with the new
# calibration against them and against the project's sets.
# usage: bench/model-calibrate.sh BUILD_DIR OUT_DIR
#   BUILD_DIR  a CUDA build (BUILD_DIR/warplab)
#   OUT_DIR    gets calibration.txt, 4mib.csv, 256mib.csv, accuracy.txt
# Prints the new launch constants and the checks; reference/ is not touched
# (copy OUT_DIR/calibration.txt to reference/nvidia-h200-calibration.txt on
# purpose, then regenerate the ledger and tools/gpu-profiles.sh).
B=${1:?usage: bench/model-calibrate.sh BUILD_DIR OUT_DIR}
OUT=${2:?usage: bench/model-calibrate.sh BUILD_DIR OUT_DIR}
SRC=$(cd "$(dirname "$0")/.." && pwd)
W=$B/warplab
mkdir -p "$OUT" || exit 1
"$W" calibrate --output "$OUT/calibration.txt" --state-dir "$OUT/state" >"$OUT/calibrate.log" 2>&1 ||
    { cat "$OUT/calibrate.log"; exit 1; }
echo "== new constants"
grep -E '^(launch_s|launch_gpu_s|blocks_per_sm|l2_read_copies|latency_s|dram_bytes_per_s) ' \
    "$OUT/calibration.txt"
SEED="--kernel every --type all --unroll 1,4 --seed-size"
FULL="--kernel every --type all --unroll 1,2,4,8"
# shellcheck disable=SC2086
"$W" sweep $SEED --csv --no-reference --calibration "$OUT/calibration.txt" >"$OUT/4mib.csv" || exit 1
# shellcheck disable=SC2086
"$W" sweep $FULL --csv --no-reference --calibration "$OUT/calibration.txt" >"$OUT/256mib.csv" || exit 1
echo "== the model with the new calibration, 4 MiB measured now"
"$SRC/bench/model-check.sh" "$W" "$OUT/4mib.csv" "$SEED" "$OUT/calibration.txt"
echo "== the same, 256 MiB, unroll 1, 2, 4, 8"
"$SRC/bench/model-check.sh" "$W" "$OUT/256mib.csv" "$FULL" "$OUT/calibration.txt"
echo "== the project's sets with the new calibration ($OUT/accuracy.txt)"
"$SRC/bench/model-accuracy.sh" "$W" "$OUT/calibration.txt" >"$OUT/accuracy.txt" 2>&1
grep -E ' points, ' "$OUT/accuracy.txt" | grep -v '^    '
