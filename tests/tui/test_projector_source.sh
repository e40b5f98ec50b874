#!/bin/sh
# Presenting without a GPU, the big figure keeps one source along a slider
# (issue 30): the room compares like with like. The unrolling's slider has
# H200 reference points at 1 and 4 only, so its figure is the model's at every
# value, the reference beside it where there is one; the offset slider has a
# reference at every value, so there the figure is the H200's measurement.
. "$(dirname "$0")/screen.sh"

source_line() { # what the big figure says it is: the text beside its second row
    sed -n '/Readout/{n;n;p;}' "$SCREEN" | sed 's/^[^│]*│//' | sed -E 's/^[ ▀█▄]+//'
}

steps="h h h h" # from the section's unroll 4 down to 1
sources=""
for at in x1 x2 x4 x8 x16; do
    screen 100x30 "$steps" --projector --section more-loads-per-thread
    expect_screen "= $at"
    sources="$sources$(source_line)|"
    steps="$steps l"
done
harness_checks=$((harness_checks + 1))
[ "$sources" = "model prediction|model prediction|model prediction|model prediction|model prediction|" ] ||
    fail "along the unrolling the big figure's source changes: $sources"

screen 100x30 "" --projector --section off-by-one-float
harness_checks=$((harness_checks + 1))
[ "$(source_line)" = "H200 measured" ] ||
    fail "the offset slider's big figure is '$(source_line)', not the H200's measurement"
finish
