#!/bin/sh
# Presenting without a GPU, the big figure follows one rule in every section:
# the H200's measurement where the reference has the point (labelled "H200
# measured"), else the model's ("model prediction"). The unrolling's slider
# has H200 reference points at 1 and 4 only, so its figure is measured there
# and predicted at 2, 8 and 16, each labelled; every section with a slider,
# at its opening value and one step on, agrees with its readout (which names
# the reference's figure wherever the reference has the point).
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
[ "$sources" = "H200 measured|model prediction|H200 measured|model prediction|model prediction|" ] ||
    fail "along the unrolling the big figure's source changes: $sources"

screen 100x30 "" --projector --section off-by-one-float
harness_checks=$((harness_checks + 1))
[ "$(source_line)" = "H200 measured" ] ||
    fail "the offset slider's big figure is '$(source_line)', not the H200's measurement"
# Every section with a slider (its slug from its heading, as --section takes).
slugs=$(awk '/^## / { t = substr($0, 4) } /<!-- warplab: kernel=.* slider=/ && !/slider=none/ {
    s = tolower(t); gsub(/[^a-z0-9]+/, "-", s); gsub(/^-|-$/, "", s); print s }' \
    "$SRC"/lessons/[0-9]*.md)
for slug in $slugs; do
    for keys in "" "l"; do
        screen 100x30 "$keys" --section "$slug"
        grep -q "hidden" "$SCREEN" && continue # a prompt waits: no figure to compare
        if grep -q "reference: [0-9]" "$SCREEN"; then says="H200 measured"; else
            says="model prediction"
        fi
        screen 100x30 "$keys" --projector --section "$slug"
        harness_checks=$((harness_checks + 1))
        [ "$(source_line)" = "$says" ] ||
            fail "$slug after '$keys': the big figure says '$(source_line)', not '$says'"
    done
done
finish
