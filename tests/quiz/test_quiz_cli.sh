#!/bin/sh
# The quiz and reset commands through the real binary: a piped --plain quiz
# end to end, saved progress, input that ends early, bad arguments, reset's
# confirmation, and a corrupt progress file moved aside.
# Usage: test_quiz_cli.sh WARPLAB QUIZZES_DIR
. "$(dirname "$0")/../lib.sh"
WARPLAB=$1
QUIZZES=$2
QUIZ="$QUIZZES/coalescing.ini"
T=$HARNESS_DIR
export LC_ALL=C
# expect_line FILE REGEX: FILE has a line matching REGEX (grep's basic syntax).
expect_line() {
    expect 0 "$1 has a line like '$2'" -- grep -q -- "$2" "$1"
}
# the one file the corrupt progress was moved aside to
aside() { ls "$T/s" | grep '^progress.ini.corrupt-'; }

# Every answer right, first try; no --plain either (no terminal: plain).
feed '4 sectors\n1 KiB\nc\n'
expect 0 "a finished quiz" -- "$WARPLAB" quiz --quiz "$QUIZ" --state-dir "$T/s"
expect_in "$HARNESS_DIR/out" "Question 1 of 3"
expect_in "$HARNESS_DIR/out" "Question 3 of 3"
expect_in "$HARNESS_DIR/out" "  C) Load the block's tile into shared memory"
expect_in "$HARNESS_DIR/out" "3 / 3 correct (best 3 / 3)"
# each explanation and the warp diagram of its own access pattern
expect_in "$HARNESS_DIR/out" "That is what a coalesced access looks like."
expect_in "$HARNESS_DIR/out" "(warplab model --kernel transpose-naive --type f32 --param 4096)"
expect_in "$HARNESS_DIR/out" "load : 32 sectors in 32 lines, 128 of 1024 bytes used"
expect_in "$HARNESS_DIR/out" "load : 4 sectors in 1 line, 128 of 128 bytes used"
[ -s "$HARNESS_DIR/err" ] && fail "stderr not empty: $err"
expect 0 "the mode of progress.ini" -- stat -c %a "$T/s/progress.ini"
[ "$out" = 600 ] || fail "progress.ini has mode '$out', not 600"
expect_in "$T/s/progress.ini" "best = 3 / 3"
expect_line "$T/s/progress.ini" "column = correct 1 [0-9]* 1 KiB"

# An answer longer than is kept is refused whole, never judged cut short.
feed "4 $(printf 'x%.0s' $(seq 1 60))\n4\n1 KiB\nA\n"
expect 0 "an over-long answer" -- "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/long"
expect_output "an answer is at most 48 characters; try again"
expect_output "3 / 3 correct"

# Another unit than the question's is asked again with its hint; wrong,
# hint, retry; wrong twice; unclear answers cost nothing.
feed '128 bytes\n5\n4\n1 KB\n4 sectors\n128 bytes\nb\na\n'
expect 0 "a second run" -- "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/s"
expect_output "(128 bytes is how much the warp reads."
expect_output "Not quite."
expect_output "ambiguous"
expect_output "Not this time."
expect_output "The answer: 1024 bytes or 32 sectors."
expect_output "Hint: Unrolling changes how many loads"
expect_output "2 / 3 correct (best 3 / 3)"
expect_in "$T/s/progress.ini" "last = 2 / 3"
expect_line "$T/s/progress.ini" "column = wrong 2 [0-9]* 128 bytes"
expect_line "$T/s/progress.ini" "sectors = correct 2 [0-9]* 4"

# 288 bytes are exactly the nine sectors the second half's first question
# counts: asked again in sectors, no try used, 9 then right at once.
feed '288 bytes\n9\nq\n'
expect 0 "an answer in bytes to a count of sectors" -- "$WARPLAB" quiz --plain \
    --quiz "$QUIZZES/second-half.ini" --state-dir "$T/bytes"
expect_output "(288 bytes is what the sectors hold"
expect_no_output "Not quite."
expect_line "$T/bytes/progress.ini" "double-offset = correct 1 [0-9]* 9"

# Input that ends mid-quiz: exit 1, answers so far kept, best untouched.
feed '4\n'
expect 1 "a quiz cut short" -- "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/s"
expect_output "The input ended before the quiz did"
expect_line "$T/s/progress.ini" "sectors = correct 1 [0-9]* 4"
expect_in "$T/s/progress.ini" "best = 3 / 3"
expect 1 "a quiz on empty input" -- "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/s"

# q or quit ends the quiz early, exit 0, the answer before it saved.
feed '4\nq\n'
expect 0 "a quiz ended with q" -- "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/s"
expect_output "Quiz ended as asked"
expect_no_output "Question 3 of 3"
# A count takes a whole number: near it is wrong, not "Correct."
for near in 3.999999 4.000001; do
    feed "$near\nq\n"
    expect 0 "a count answered $near" -- "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/near"
    expect_no_output "Correct."
done
feed 'QUIT\n'
expect 0 "a quiz ended with QUIT" -- "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/s"

# A piped answer is echoed as text: an escape sequence never reaches the
# terminal raw (it would retitle the window and clear the screen).
feed '\033]0;PWNED\007\033[2J4 sectors\nq\n'
expect 0 "a quiz fed escape sequences" -- "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/s"
expect_output '\x1b]0;PWNED\x07\x1b[2J4 sectors'
expect_no_output "$(printf '\033')"

# Quizzes found in the data directory; progress in $XDG_STATE_HOME/warplab.
feed '4\n1024\na\n'
expect 0 "a quiz from the data directory" -- \
    env XDG_STATE_HOME="$T/xdg" "$WARPLAB" quiz --plain --data-dir "$QUIZZES/.."
# An optional set (optional = yes) follows while answers keep coming; input
# that ends before it is a normal end.
expect_output "Optional, next: More questions"
expect 0 "progress in XDG_STATE_HOME/warplab" -- test -f "$T/xdg/warplab/progress.ini"
expect_in "$T/xdg/warplab/progress.ini" "best = 3 / 3"
sed 's/^optional = yes$/optional = maybe/' "$QUIZZES/second-half.ini" >"$T/opt.ini"
line=$(grep -n '^optional = maybe' "$T/opt.ini" | cut -d: -f1)
expect 1 "optional takes yes or no" -- "$WARPLAB" quiz --plain --quiz "$T/opt.ini"
expect_output "opt.ini:$line: optional 'maybe': write yes or no"

# Bad arguments exit 2; --help exits 0.
for args in "quiz --bogus" "quiz --state-dir" "quiz extra" "quiz --state-dir=" \
    "reset --bogus" "reset now" "reset --state-dir"; do
    # shellcheck disable=SC2086
    expect 2 "warplab $args" -- "$WARPLAB" $args
done
expect 0 "quiz --help" -- "$WARPLAB" quiz --help
expect_output "usage: warplab quiz"
expect 0 "reset --help" -- "$WARPLAB" reset --help

# A bad quiz file: file:line and exit 1.
printf '[quiz]\nid = x\ntitle = X\n[question q]\nkind = essay\n' >"$T/bad.ini"
expect 1 "a bad quiz file" -- "$WARPLAB" quiz --plain --quiz "$T/bad.ini" --state-dir "$T/s"
expect_output "$T/bad.ini:5: kind 'essay'"

# A corrupt progress file is moved aside with a warning, never wiped.
printf 'this is not progress\n' >"$T/s/progress.ini"
feed '4\n1024\na\n'
expect 0 "a quiz over a corrupt progress file" -- \
    "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/s"
expect_in "$HARNESS_DIR/err" "warning: saved progress could not be read"
count=$(aside | wc -l)
[ "$count" = 1 ] || fail "$count files moved aside, not 1"
expect_in "$T/s/$(aside)" "this is not progress"
expect_in "$T/s/progress.ini" "best = 3 / 3"

# Reset without a terminal reads the word from standard input: nothing
# there (or another word) is not confirmed, 1, nothing changed; the word
# resets, as --yes does (a lab machine's script: echo reset | warplab reset).
expect 1 "reset without a terminal, no input" -- "$WARPLAB" reset --state-dir "$T/s"
expect_output "--yes"
expect_output "Nothing was changed."
expect 0 "progress kept without confirmation" -- test -f "$T/s/progress.ini"
feed 'yes\n'
expect 1 "reset without a terminal, another word" -- "$WARPLAB" reset --state-dir "$T/s"
expect 0 "progress kept after another word" -- test -f "$T/s/progress.ini"
# The word with a NUL byte or another control character after it on the
# line is another answer (the line used to be cut at the NUL: reset); an
# endless line is read no further than the word's room.
for answer in 'reset\0junk\n:a NUL byte' 'reset\033[2J\n:ESC' 'reset\tx\n:a TAB' \
    're\010set\n:a backspace'; do
    feed "${answer%%:*}"
    what=${answer#*:}
    expect 1 "reset without a terminal, the word with $what" -- "$WARPLAB" reset --state-dir "$T/s"
    expect_output "Nothing was changed."
    expect 0 "progress kept after the word with $what" -- test -f "$T/s/progress.ini"
done
expect 1 "reset reading /dev/zero" -- timeout 5 sh -c '"$1" reset --state-dir "$2" </dev/zero' \
    - "$WARPLAB" "$T/s"
expect 0 "progress kept after /dev/zero" -- test -f "$T/s/progress.ini"
cp -p "$T/s/progress.ini" "$T/s-progress.ini"
feed 'reset\n'
expect 0 "echo reset | warplab reset" -- "$WARPLAB" reset --state-dir "$T/s"
expect_output "Progress reset"
expect 1 "progress.ini gone after the word on stdin" -- test -f "$T/s/progress.ini"
cp -p "$T/s-progress.ini" "$T/s/progress.ini"
# An id nothing knows is a bad argument that names the known ones; one the
# saved progress alone knows (its quiz since removed) can still be reset.
expect 2 "reset --quiz nosuch" -- "$WARPLAB" reset --yes --quiz nosuch --state-dir "$T/s" \
    --data-dir "$QUIZZES/.."
expect_output "--quiz 'nosuch': no quiz has that id; the quizzes known are: coalescing, second-half"
expect 2 "reset --section nosuch" -- "$WARPLAB" reset --yes --section nosuch --state-dir "$T/s" \
    --data-dir "$QUIZZES/.."
expect_output "--section 'nosuch': no section has that id; the sections known are: a-gpu-for-c-programmers,"
expect 0 "progress kept after an unknown id" -- test -f "$T/s/progress.ini"
mkdir -p "$T/no-course/lessons"
expect 0 "reset --quiz known to the progress alone" -- "$WARPLAB" reset --yes --quiz coalescing \
    --state-dir "$T/s" --data-dir "$T/no-course"
expect_output "Forgotten: quiz coalescing"
# Several parts at once: only what was saved is said to be forgotten.
cp -p "$T/s-progress.ini" "$T/s/progress.ini"
grep -q '^guess\|^\[prediction' "$T/s/progress.ini" && fail "the fixture progress has predictions"
expect 0 "reset --quiz with --predictions, none saved" -- "$WARPLAB" reset --yes \
    --quiz coalescing --predictions --state-dir "$T/s" --data-dir "$T/no-course"
expect_output "Forgotten: quiz coalescing ("
expect_output "Nothing was saved of the rest of quiz coalescing, every prediction."
expect 0 "reset --yes" -- "$WARPLAB" reset --state-dir "$T/s" --yes
expect_output "Progress reset"
expect_output "the saved progress in $T/s is removed"
expect 1 "progress.ini gone after reset --yes" -- test -f "$T/s/progress.ini"
# ... and the copy a damaged file was moved aside to: it holds the former
# student's answers, and a whole reset forgets every one.
expect 1 "reset removes the file moved aside" -- test -f "$T/s/$(aside)"
expect 0 "a second reset" -- "$WARPLAB" reset --state-dir "$T/s" --yes
expect_output "nothing to reset"

# At a terminal (script(1) lends one) reset asks for the lab's word: only
# "reset" resets ("yes", the word it once wanted, does not).
if command -v script >/dev/null 2>&1; then
    feed '4\n'
    expect 1 "a quiz cut short, for progress to reset" -- "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/t"
    feed 'no\n'
    expect_says "Type reset to reset" -- script -qec "'$WARPLAB' reset --state-dir '$T/t'" /dev/null
    expect_output "Nothing was changed."
    expect 0 "progress kept when reset is answered 'no'" -- test -f "$T/t/progress.ini"
    feed 'yes\n'
    expect_says "Nothing was changed." -- script -qec "'$WARPLAB' reset --state-dir '$T/t'" /dev/null
    expect 0 "progress kept when reset is answered 'yes'" -- test -f "$T/t/progress.ini"
    feed 'reset\n'
    expect_says "Progress reset" -- script -qec "'$WARPLAB' reset --state-dir '$T/t'" /dev/null
    expect 1 "progress gone when reset is answered 'reset'" -- test -f "$T/t/progress.ini"
fi

# A progress file that is no file, or far too large: the quiz says so and
# goes on without saving, at once (a FIFO used to hang it, a 3 GB file was
# read whole before its size was looked at).
mkdir -p "$T/fifo" "$T/huge"
mkfifo "$T/fifo/progress.ini"
feed '4\n1024\na\n'
expect 1 "a quiz over a FIFO progress file (124: it hung; 1: nothing saved)" -- \
    timeout 10 "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/fifo"
expect_output "not a regular file (a FIFO); progress will not be saved"
truncate -s 3G "$T/huge/progress.ini"
feed '4\n1024\na\n'
expect 1 "a quiz over a 3 GB progress file (nothing saved)" -- \
    timeout 10 "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/huge"
expect_output "the progress file is 3221225472 bytes; a progress file may have at most"
expect 0 "the size of the 3 GB file" -- stat -c %s "$T/huge/progress.ini"
[ "$out" = 3221225472 ] || fail "the 3 GB file was changed: $out bytes"
finish
