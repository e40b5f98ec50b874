#!/bin/sh
# The lab's commands without a GPU: argument errors exit 2, the model answers
# and says so, verify without ncu exits 3, info always exits 0.
# usage: cli_lab.sh WARPLAB HAVE_CUDA (ON or OFF: how it was built)
. "$(dirname "$0")/../lib.sh"
W="$1" HAVE_CUDA="$2"

# Bad arguments: exit 2 and one line naming the value.
for args in "--kernel nope" "--type f16" "--unroll 0" "--unroll 17" "--unroll x" "--size 12Q" \
    "--size 1K" "--reps 0" "--reps 1001" "--device -1" "--device x" "--csv --json" \
    "--size 1G --seed-size" "--bogus" "extra"; do
    # shellcheck disable=SC2086
    expect 2 "sweep $args" -- "$W" sweep $args
    [ "$(wc -l <"$HARNESS_DIR/err")" -eq 1 ] || fail "sweep $args: not one line: $err"
done
expect 2 "sweep --save with --cpu" -- "$W" sweep --cpu --save /tmp/never.txt
for args in "--kernel nope" "--type x" "--unroll 99" "--device z" "--bogus"; do
    # shellcheck disable=SC2086
    expect 2 "verify $args" -- "$W" verify $args
done
expect 2 "info extra" -- "$W" info extra
expect 2 "run-one bad config" -- "$W" run-one stride:f32:0:1

# Model mode: every figure labelled as a prediction, 65 points for all.
expect 0 "sweep --cpu" -- "$W" sweep --cpu --no-reference
expect_output "PREDICTED"
expect_output "PREDICTIONS from the performance model, not measurements: --cpu"
[ "$(grep -c '^offset\|^stride' "$HARNESS_DIR/out")" -eq 65 ] || fail "sweep --cpu: not 65 rows"
expect_output "pred GB/s"
expect 0 "sweep --cpu --csv" -- "$W" sweep --cpu --kernel stride --type f64 --csv --no-reference
[ "$(wc -l <"$HARNESS_DIR/out")" -eq 33 ] || fail "sweep --csv: not 33 lines"
grep -q "^stride,f64,32,1,true," "$HARNESS_DIR/out" || fail "csv does not mark predicted=true"
expect 0 "sweep --cpu --json" -- "$W" sweep --cpu --kernel aos --json --no-reference
expect_output '"predicted": true'
expect 0 "seed size" -- "$W" sweep --cpu --kernel soa --seed-size --csv --no-reference
expect_output ",4194304,"

# --timing: the seed's method brings the 4 MiB run timed that way beside the
# points, warplab's (the default) the other; no run was timed the seed's way
# at the default size; a method that is neither is refused.
expect 0 "sweep --timing seed" -- "$W" sweep --cpu --kernel offset --seed-size --timing seed
expect_output "timed the seed way"
grep -q "^offset  *f32  *0  *1 .* 956\.7 " "$HARNESS_DIR/out" || fail "--timing seed: offset 0 not beside 956.7"
expect 0 "sweep --timing warplab" -- "$W" sweep --cpu --kernel offset --seed-size --timing warplab
expect_output "timed the warplab way"
grep -q "^offset  *f32  *0  *1 .* 1330\.7 " "$HARNESS_DIR/out" || fail "--timing warplab: offset 0 not beside 1330.7"
expect 0 "sweep --timing seed --json" -- "$W" sweep --cpu --kernel offset --seed-size --timing seed --json
expect_output '"timing": "seed"'
expect 0 "sweep --timing seed at the default size" -- "$W" sweep --cpu --kernel offset --timing seed
grep -q "^# ref:" "$HARNESS_DIR/out" && fail "--timing seed at 256 MiB shows a run timed otherwise"
expect 2 "sweep --timing bogus" -- "$W" sweep --cpu --timing bogus
expect_output "timings are warplab, seed"

# Fallback messages.
if [ "$HAVE_CUDA" = OFF ]; then
    expect 3 "info --require-gpu without CUDA" -- "$W" info --require-gpu
    expect 0 "sweep without CUDA" -- "$W" sweep --kernel soa --no-reference
    expect_output "built without CUDA"
fi
expect 0 "sweep --device 99" -- "$W" sweep --kernel soa --device 99 --no-reference
expect_output "PREDICTIONS"

# verify without ncu: exit 3, plainly said.
expect 3 "verify --ncu /nonexistent" -- "$W" verify --ncu /nonexistent
expect_output "not an executable"
expect 3 "verify with empty PATH" -- env PATH= "$W" verify
expect_output "ncu"

expect 0 "info" -- "$W" info
expect_output "model: available"
finish
