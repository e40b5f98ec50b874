#!/bin/sh
# Presenting without a GPU, the big figure keeps one source along a slider,
# so it draws no trend of its own: the H200's measurement ("H200 measured")
# only where the reference has every point of the slider, else the model's
# ("model prediction") at every point, the H200's figure beside it where the
# reference has that point. The unrolling's reference has 1 and 4 only, the
# naive transpose's N >= 2048 only: the model's all along both, the H200's
# 504 and 451 beside it at 1 and 4. Every section with a slider, at its
# opening value and one step on, keeps its source, and says "H200 measured"
# only where its readout names the reference's figure.
. "$(dirname "$0")/screen.sh"

source_line() { # what the big figure says it is: the text beside its second row
    sed -n '/Readout/{n;n;p;}' "$SCREEN" | sed 's/^[^│]*│//' | sed -E 's/^[ ▀█▄]+//'
}
beside_line() { # what the big figure has beside its third row
    sed -n '/Readout/{n;n;n;p;}' "$SCREEN" | sed 's/^[^│]*│//' | sed -E 's/^[ ▀█▄]+//'
}

# The section in projector mode, after keys, at each of the n positions from
# its slider's low end, each screen dumped (numbered 1 to n).
walk() { # n section keys
    keys="$3 h h h h h h h h h h h h h h h h dump"
    i=1
    while [ $i -lt "$1" ]; do keys="$keys l dump" && i=$((i + 1)); done
    screen 100x30 "$keys" --projector --section "$2"
}
# The sources the big figure names on the walk's n screens, one a line.
sources_of() { # n
    i=1
    while [ $i -le "$1" ]; do
        SCREEN=$DUMP.$i source_line
        i=$((i + 1))
    done
}

# The unrolling at stride 8: x1, x2, x4, x8, x16.
walk 5 four-elements-per-thread-at-stride-8 "e a Enter Enter" # its prediction first
sources=$(sources_of 5 | tr '\n' '|')
harness_checks=$((harness_checks + 1))
[ "$sources" = "model prediction|model prediction|model prediction|model prediction|model prediction|" ] ||
    fail "along the unrolling the big figure's source changes: $sources"
view 1
expect_screen "= x1"
harness_checks=$((harness_checks + 1))
[ "$(beside_line)" = "H200 measured: 504" ] ||
    fail "at unroll 1 the H200's 504 is not beside the model's figure: '$(beside_line)'"
view 2
expect_screen "the H200 run has no point at unroll = x2"
view 3
harness_checks=$((harness_checks + 1))
[ "$(beside_line)" = "H200 measured: 451" ] ||
    fail "at unroll 4 the H200's 451 is not beside the model's figure: '$(beside_line)'"

# The naive transpose's N, 32 to 16384: ten positions.
walk 10 lanes-that-walk-a-column ""
sources=$(sources_of 10 | sort -u | tr '\n' '|')
harness_checks=$((harness_checks + 1))
[ "$sources" = "model prediction|" ] ||
    fail "along the transpose's N the big figure's source changes: $sources"
view 10
expect_screen "= 16384"
expect_screen "H200 measured: "

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
plain_walk=${DUMP##*/}
screen 100x30 "$walk" --projector --section 1
while read -r k slug; do
    first=""
    for step in 1 2; do
        at=$((2 * k - 2 + step))
        plain=$TMP/plain/$plain_walk.$at
        keys=$([ $step -eq 1 ] && echo "" || echo "l")
        [ -f "$plain" ] || { fail "$slug: no screen $at from the plain walk"; continue; }
        head -n 1 "$plain" | grep -q " $k/$sections " ||
            fail "$slug: screen $at is not section $k"
        grep -q "hidden" "$plain" && continue # a prompt waits: no figure to compare
        view $at
        says=$(source_line)
        harness_checks=$((harness_checks + 1))
        [ -z "$first" ] || [ "$says" = "$first" ] ||
            fail "$slug: the big figure says '$first', then '$says' after '$keys'"
        first=$says
        [ "$says" = "H200 measured" ] || continue
        harness_checks=$((harness_checks + 1))
        grep -q "reference: [0-9]" "$plain" ||
            fail "$slug after '$keys': the big figure says '$says' where the readout has no reference figure"
    done
done <<EOF
$sliders
EOF
finish
