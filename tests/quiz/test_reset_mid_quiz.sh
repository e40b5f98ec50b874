#!/bin/sh
# warplab reset while a quiz --plain is half way: the quiz says so, keeps
# the answers given after the reset, nothing given before it, and no score
# for the run (it began before the reset). Exit 0: nothing was lost that the
# student did not ask to forget.
# Usage: test_reset_mid_quiz.sh WARPLAB SRCDIR
. "$(dirname "$0")/../lib.sh"
set -u
W=$1
SRC=$2
S=$HARNESS_DIR/state
export HOME="$HARNESS_DIR/home"
answers() {
    printf '4\n\n'
    sleep 1 # the first answer is saved before the reset
    "$W" reset --yes --state-dir "$S" >/dev/null
    printf '1024\n\nA, C\n\n'
}
answers | "$W" quiz --plain --data-dir "$SRC" --state-dir "$S" --quiz "$SRC/quizzes/coalescing.ini" \
    >"$HARNESS_DIR/out" 2>&1
rc=$?
[ "$rc" = 0 ] && pass || fail "quiz exit $rc: $(tail -n 3 "$HARNESS_DIR/out")"
grep -q "progress was reset by another warplab" "$HARNESS_DIR/out" && pass ||
    fail "the quiz does not say progress was reset"
P=$S/progress.ini
grep -q "^column = correct" "$P" && grep -q "^fix = correct" "$P" && pass ||
    fail "answers after the reset not kept: $(cat "$P")"
grep -q "^sectors = " "$P" && fail "the answer before the reset came back: $(cat "$P")" || pass
grep -q "^\[quiz coalescing\]" "$P" && fail "a score of a run begun before the reset" || pass
grep -q "^generation = 1" "$P" && pass || fail "not of the reset's generation: $(cat "$P")"
finish
