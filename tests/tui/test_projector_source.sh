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

# One start: from the section's unroll 4 down to 1, then up step by step,
# each step's screen dumped (the last one is the final screen).
screen 100x30 "h h h h dump l dump l dump l dump l" --projector --section more-loads-per-thread
sources=""
n=1
for at in x1 x2 x4 x8 x16; do
    if [ $n -eq 5 ]; then view last; else view $n; fi
    expect_screen "= $at"
    sources="$sources$(source_line)|"
    n=$((n + 1))
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
# Each section at its opening value (the run's dump) and one step on (its
# final screen), plain and in projector mode: two starts, not four.
for slug in $slugs; do
    screen 100x30 "dump l" --section "$slug"
    cp "$DUMP.1" "$TMP/plain.1"
    cp "$DUMP" "$TMP/plain.2"
    screen 100x30 "dump l" --projector --section "$slug"
    for step in 1 2; do
        plain=$TMP/plain.$step
        keys=$([ $step -eq 1 ] && echo "" || echo "l")
        grep -q "hidden" "$plain" && continue # a prompt waits: no figure to compare
        if grep -q "reference: [0-9]" "$plain"; then says="H200 measured"; else
            says="model prediction"
        fi
        if [ $step -eq 1 ]; then view 1; else view last; fi
        harness_checks=$((harness_checks + 1))
        [ "$(source_line)" = "$says" ] ||
            fail "$slug after '$keys': the big figure says '$(source_line)', not '$says'"
    done
done
finish
