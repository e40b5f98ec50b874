#!/bin/sh
# Several sessions on one state directory at once lose nothing: four plain
# quizzes (each its own quiz id) and three labs walking their own sections
# all start from the same saved progress, and their saves overlap: the
# quizzes answer after a pause, while the labs keep saving the snapshot they
# loaded at their start. Afterwards every quiz's answers and best score and
# every lab's sections are in the file.
# Usage: test_concurrent.sh WARPLAB SRCDIR
WARPLAB=$1
SRC=$2
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
export LC_ALL=C TERM=xterm
S="$T/state"
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }

mkdir -p "$T/quizzes"
for k in 1 2 3 4; do
    sed "s/^id = coalescing/id = quiz-$k/" "$SRC/quizzes/coalescing.ini" >"$T/quizzes/q$k.ini"
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
    grep -q "3 / 3 correct" "$T/quiz$k.out" || fail "quiz $k did not finish: $(cat "$T/quiz$k.out")"
    grep -q "warning\\|not saved\\|not kept" "$T/quiz$k.out" && fail "quiz $k: $(cat "$T/quiz$k.out")"
    awk -v q="[quiz quiz-$k]" '$0 == q { on = 1; next } /^\[/ { on = 0 } on && /^best = 3 \/ 3$/ { found = 1 }
        END { exit !found }' "$S/progress.ini" || fail "quiz $k: best score 3 / 3 lost"
    n=$(awk -v a="[answers quiz-$k]" '$0 == a { on = 1; next } /^\[/ { on = 0 } on && NF { n++ }
        END { print n + 0 }' "$S/progress.ini")
    [ "$n" -eq 3 ] || fail "quiz $k: $n of 3 answers kept"
done
visited=$(awk '/^\[visited\]/ { on = 1; next } /^\[/ { on = 0 } on && / = yes$/ { n++ }
    END { print n + 0 }' "$S/progress.ini")
[ "$visited" -ge 6 ] || fail "$visited sections visited kept; the labs visited 6"
for section in 1 4 7; do
    [ -s "$T/lab$section.screen" ] || fail "lab at section $section did not finish"
done

[ $fails -eq 0 ] || { cat "$S/progress.ini" >&2; echo "$fails failure(s)" >&2; exit 1; }
exit 0
