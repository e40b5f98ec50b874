#!/bin/sh
# Calibrate on first use: with an empty state directory, the first sweep on a
# GPU calibrates it (one line on stderr) and caches the constants; the second
# reads the cache and calibrates nothing; info lists it; the lab calibrates
# on first use too; --cpu never calibrates. Exit 77 without a GPU.
# usage: gpu_first_use.sh WARPLAB
. "$(dirname "$0")/../lib.sh"
W="$1"
"$W" info | grep -q "cuda: available" || skip "no CUDA device answers"
STATE="$HARNESS_DIR/state"

expect 0 "sweep with no calibration cached" -- "$W" sweep --kernel offset --reps 3 --state-dir "$STATE"
expect_in "$HARNESS_DIR/err" "calibrating the model"
expect_output "# model column: calibrated on"
ls "$STATE"/calibration-*.txt >/dev/null 2>&1 && pass || fail "no calibration cached in $STATE"
expect 0 "sweep again" -- "$W" sweep --kernel offset --reps 3 --state-dir "$STATE"
expect_not_in "$HARNESS_DIR/err" "calibrating"
expect_output "# model column: calibrated on"
expect 0 "info" -- "$W" info --state-dir "$STATE"
expect_output "cached calibrations ($STATE):"
expect_output ".txt: calibrated on"
# XDG_STATE_HOME is the default state directory.
expect 0 "sweep with XDG_STATE_HOME" -- env XDG_STATE_HOME="$HARNESS_DIR/xdg" "$W" sweep --kernel offset --reps 3
expect_in "$HARNESS_DIR/err" "calibrating the model"
ls "$HARNESS_DIR"/xdg/warplab/calibration-*.txt >/dev/null 2>&1 && pass || fail "nothing cached under XDG_STATE_HOME"
# The lab calibrates on first use too (in its worker, before measuring).
expect 0 "the lab" -- "$W" --headless 80x24 --section thirty-two-lanes-one-instruction --keys q --dump "$HARNESS_DIR/lab.txt" \
    --state-dir "$HARNESS_DIR/lab"
ls "$HARNESS_DIR"/lab/calibration-*.txt >/dev/null 2>&1 && pass || fail "the lab cached nothing"
# The model (--cpu) and an explicit calibration never calibrate.
expect 0 "--cpu" -- "$W" sweep --cpu --kernel offset --state-dir "$HARNESS_DIR/cpu"
expect_not_in "$HARNESS_DIR/err" "calibrating"
finish
