#!/bin/sh
# Several sessions on one state directory at once lose nothing: four plain
# quizzes (each its own quiz id) and three labs walking their own sections
# all start from the same saved progress, and their saves overlap: the
# quizzes answer after a pause, while the labs keep saving the snapshot they
# loaded at their start. Afterwards every quiz's answers and best score and
# every lab's sections are in the file.
# Mechanics: on the fixture course (tests/course).
# Usage: test_concurrent.sh WARPLAB SRCDIR
. "$(dirname "$0")/../lib.sh"
WARPLAB=$1
SRC=$2/tests/course
T=$HARNESS_DIR
export LC_ALL=C TERM=xterm
S="$T/state"

mkdir -p "$T/quizzes"
for k in 1 2 3 4; do
    sed "s/^id = fixture/id = quiz-$k/" "$SRC/quizzes/fixture.ini" >"$T/quizzes/q$k.ini"
done
moves=$(for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do printf 'n p '; done)

for k in 1 2 3 4; do
    (sleep 1; printf '4 sectors\n1 KiB\nc\n') |
        "$WARPLAB" quiz --plain --quiz "$T/quizzes/q$k.ini" --state-dir "$S" \
            >"$T/quiz$k.out" 2>&1 &
done
for section in 1 4 7; do
    "$WARPLAB" tui --headless 100x30 --cpu --data-dir "$SRC" --state-dir "$S" \
        --section $section --keys "$moves q" --dump "$T/lab$section.screen" \
        >"$T/lab$section.out" 2>&1 &
done
wait

for k in 1 2 3 4; do
    expect_in "$T/quiz$k.out" "3 / 3 correct"
    expect 1 "quiz $k saved without a warning" -- grep "warning\\|not saved\\|not kept" "$T/quiz$k.out"
    expect 0 "quiz $k: best score 3 / 3 kept" -- awk -v q="[quiz quiz-$k]" \
        '$0 == q { on = 1; next } /^\[/ { on = 0 } on && /^best = 3 \/ 3$/ { found = 1 } END { exit !found }' \
        "$S/progress.ini"
    n=$(awk -v a="[answers quiz-$k]" '$0 == a { on = 1; next } /^\[/ { on = 0 } on && NF { n++ }
        END { print n + 0 }' "$S/progress.ini")
    [ "$n" -eq 3 ] || fail "quiz $k: $n of 3 answers kept"
done
visited=$(awk '/^\[visited\]/ { on = 1; next } /^\[/ { on = 0 } on && / = yes$/ { n++ }
    END { print n + 0 }' "$S/progress.ini")
[ "$visited" -ge 6 ] || fail "$visited sections visited kept; the labs visited 6"
for section in 1 4 7; do
    expect 0 "the lab at section $section finished" -- test -s "$T/lab$section.screen"
done
[ "$harness_failures" -eq 0 ] || cat "$S/progress.ini" >&2
finish
