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
    first=""
    for step in 1 2; do
        plain=$TMP/plain.$step
        keys=$([ $step -eq 1 ] && echo "" || echo "l")
        grep -q "hidden" "$plain" && continue # a prompt waits: no figure to compare
        if [ $step -eq 1 ]; then view 1; else view last; fi
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
done
finish
