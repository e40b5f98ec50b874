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
# Every section with a slider: its number (sections count the level-2
# headings of the lessons in order, as --section N and n do) and its slug.
sliders=$(awk '/^## / { i++; t = substr($0, 4) }
    /<!-- warplab: kernel=.* slider=/ && !/slider=none/ {
    s = tolower(t); gsub(/[^a-z0-9]+/, "-", s); gsub(/^-|-$/, "", s); print i, s }' \
    "$SRC"/lessons/[0-9]*.md)
sections=$(grep -h '^## ' "$SRC"/lessons/[0-9]*.md | wc -l)
# Each section at its opening value and one step on, plain and in projector
# mode: one start for each, walking every section with n and dumping both
# screens of each (dumps 2k - 1 and 2k of section k); a section reached by n
# opens as --section opens it, the same screens byte for byte.
walk=""
k=1
while [ $k -le "$sections" ]; do
    walk="$walk dump l dump"
    [ $k -lt "$sections" ] && walk="$walk n"
    k=$((k + 1))
done
screen 100x30 "$walk" --section 1
mkdir -p "$TMP/plain"
cp "$DUMP".* "$TMP/plain/"
screen 100x30 "$walk" --projector --section 1
while read -r k slug; do
    for step in 1 2; do
        at=$((2 * k - 2 + step))
        plain=$TMP/plain/screen.txt.$at
        keys=$([ $step -eq 1 ] && echo "" || echo "l")
        [ -f "$plain" ] || { fail "$slug: no screen $at from the plain walk"; continue; }
        head -n 1 "$plain" | grep -q " $k/$sections " ||
            fail "$slug: screen $at is not section $k"
        grep -q "hidden" "$plain" && continue # a prompt waits: no figure to compare
        if grep -q "reference: [0-9]" "$plain"; then says="H200 measured"; else
            says="model prediction"
        fi
        view $at
        harness_checks=$((harness_checks + 1))
        [ "$(source_line)" = "$says" ] ||
            fail "$slug after '$keys': the big figure says '$(source_line)', not '$says'"
    done
done <<EOF
$sliders
EOF
finish
