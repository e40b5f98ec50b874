#!/bin/sh
# The quiz and reset commands through the real binary: a piped --plain quiz
# end to end, saved progress, input that ends early, bad arguments, reset's
# confirmation, and a corrupt progress file moved aside.
# Usage: test_quiz_cli.sh WARPLAB QUIZZES_DIR
WARPLAB=$1
QUIZZES=$2
QUIZ="$QUIZZES/coalescing.ini"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
export LC_ALL=C
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }
has() { grep -qF -- "$2" "$1" || fail "$1 lacks '$2'"; }
has_re() { grep -q -- "$2" "$1" || fail "$1 lacks a line like '$2'"; }
lacks() { ! grep -qF -- "$2" "$1" || fail "$1 says '$2'"; }

# Every answer right, first try; no --plain either (no terminal: plain).
printf '4 sectors\n1 KiB\nc\n' | "$WARPLAB" quiz --quiz "$QUIZ" --state-dir "$T/s" >"$T/out" 2>"$T/err"
rc=$?
[ $rc -eq 0 ] || fail "a finished quiz exits $rc"
has "$T/out" "Question 1 of 3"
has "$T/out" "Question 3 of 3"
has "$T/out" "  C) Load a tile into shared memory"
has "$T/out" "3 / 3 correct (best 3 / 3)"
# each explanation and the warp diagram of its own access pattern
has "$T/out" "That is what a coalesced access looks like."
has "$T/out" "(warplab model --kernel transpose-naive --type f32 --param 4096)"
has "$T/out" "load : 32 sectors in 32 lines, 128 of 1024 bytes used"
has "$T/out" "load : 4 sectors in 1 line, 128 of 128 bytes used"
[ -s "$T/err" ] && fail "stderr not empty: $(cat "$T/err")"
mode=$(stat -c %a "$T/s/progress.ini" 2>/dev/null)
[ "$mode" = 600 ] || fail "progress.ini has mode '$mode', not 600"
has "$T/s/progress.ini" "best = 3 / 3"
has_re "$T/s/progress.ini" "column = correct 1 [0-9]* 1 KiB"

# Wrong, hint, retry; wrong twice; unclear answers cost nothing.
printf '128 bytes\n4\n1 KB\n4 sectors\n128 bytes\nb\na\n' |
    "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/s" >"$T/out" 2>&1
rc=$?
[ $rc -eq 0 ] || fail "second run exits $rc"
has "$T/out" "Not quite."
has "$T/out" "Hint: 128 bytes is how much the warp reads."
has "$T/out" "ambiguous"
has "$T/out" "Not this time."
has "$T/out" "The answer: 1024 bytes or 32 sectors."
has "$T/out" "Hint: Unrolling changes how many loads"
has "$T/out" "2 / 3 correct (best 3 / 3)"
has "$T/s/progress.ini" "last = 2 / 3"
has_re "$T/s/progress.ini" "column = wrong 2 [0-9]* 128 bytes"
has_re "$T/s/progress.ini" "sectors = correct 2 [0-9]* 4"

# Input that ends mid-quiz: exit 1, answers so far kept, best untouched.
printf '4\n' | "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/s" >"$T/out" 2>&1
rc=$?
[ $rc -eq 1 ] || fail "quiz cut short exits $rc, not 1"
has "$T/out" "The input ended before the quiz did"
has_re "$T/s/progress.ini" "sectors = correct 1 [0-9]* 4"
has "$T/s/progress.ini" "best = 3 / 3"
"$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/s" </dev/null >"$T/out" 2>&1
[ $? -eq 1 ] || fail "quiz on empty input does not exit 1"

# Quizzes found in the data directory; progress in $XDG_STATE_HOME/warplab.
printf '4\n1024\na\n' | XDG_STATE_HOME="$T/xdg" "$WARPLAB" quiz --plain \
    --data-dir "$QUIZZES/.." >"$T/out" 2>&1 || fail "quiz from the data directory: $(cat "$T/out")"
[ -f "$T/xdg/warplab/progress.ini" ] || fail "no progress in XDG_STATE_HOME/warplab"

# Bad arguments exit 2; --help exits 0.
for args in "quiz --bogus" "quiz --state-dir" "quiz extra" "quiz --state-dir=" \
    "reset --bogus" "reset now" "reset --state-dir"; do
    $WARPLAB $args </dev/null >"$T/out" 2>&1
    rc=$?
    [ $rc -eq 2 ] || fail "warplab $args exits $rc, not 2"
done
"$WARPLAB" quiz --help >"$T/out" 2>&1 || fail "quiz --help fails"
has "$T/out" "usage: warplab quiz"
"$WARPLAB" reset --help >"$T/out" 2>&1 || fail "reset --help fails"

# A bad quiz file: file:line and exit 1.
printf '[quiz]\nid = x\ntitle = X\n[question q]\nkind = essay\n' >"$T/bad.ini"
"$WARPLAB" quiz --plain --quiz "$T/bad.ini" --state-dir "$T/s" </dev/null >"$T/out" 2>&1
rc=$?
[ $rc -eq 1 ] || fail "bad quiz file exits $rc, not 1"
has "$T/out" "$T/bad.ini:5: kind 'essay'"

# A corrupt progress file is moved aside with a warning, never wiped.
printf 'this is not progress\n' >"$T/s/progress.ini"
printf '4\n1024\na\n' | "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/s" >"$T/out" 2>"$T/err"
[ $? -eq 0 ] || fail "quiz over a corrupt progress file fails"
has "$T/err" "warning: saved progress could not be read"
aside=$(ls "$T/s" | grep -c '^progress.ini.corrupt-')
[ "$aside" = 1 ] || fail "$aside files moved aside, not 1"
has "$T/s/$(ls "$T/s" | grep '^progress.ini.corrupt-')" "this is not progress"
has "$T/s/progress.ini" "best = 3 / 3"

# Reset: refuses without a terminal and without --yes; --yes resets.
"$WARPLAB" reset --state-dir "$T/s" </dev/null >"$T/out" 2>&1
rc=$?
[ $rc -eq 2 ] || fail "reset without a terminal exits $rc, not 2"
has "$T/out" "--yes"
[ -f "$T/s/progress.ini" ] || fail "reset without confirmation removed progress"
"$WARPLAB" reset --state-dir "$T/s" --yes >"$T/out" 2>&1 || fail "reset --yes fails"
[ -f "$T/s/progress.ini" ] && fail "reset --yes left progress.ini"
has "$T/out" "Progress reset"
[ -f "$T/s/$(ls "$T/s" | grep '^progress.ini.corrupt-')" ] || fail "reset removed the kept file"
"$WARPLAB" reset --state-dir "$T/s" --yes >"$T/out" 2>&1 || fail "second reset fails"
has "$T/out" "nothing to reset"

# At a terminal (script(1) lends one) reset asks: only "yes" resets.
if command -v script >/dev/null 2>&1; then
    printf '4\n' | "$WARPLAB" quiz --plain --quiz "$QUIZ" --state-dir "$T/t" >/dev/null 2>&1
    printf 'no\n' | script -qec "'$WARPLAB' reset --state-dir '$T/t'" /dev/null >"$T/out" 2>&1
    has "$T/out" "Type yes to reset"
    has "$T/out" "Nothing was changed."
    [ -f "$T/t/progress.ini" ] || fail "reset answered 'no' removed progress"
    printf 'yes\n' | script -qec "'$WARPLAB' reset --state-dir '$T/t'" /dev/null >"$T/out" 2>&1
    has "$T/out" "Progress reset"
    [ -f "$T/t/progress.ini" ] && fail "reset answered 'yes' kept progress"
fi

# A progress file that is no file, or far too large: the quiz says so and
# goes on without saving, at once (a FIFO used to hang it, a 3 GB file was
# read whole before its size was looked at).
mkdir -p "$T/fifo" "$T/huge"
mkfifo "$T/fifo/progress.ini"
printf '4\n1024\na\n' | timeout 10 "$WARPLAB" quiz --plain --quiz "$QUIZ" \
    --state-dir "$T/fifo" >"$T/out" 2>&1
rc=$?
[ $rc -eq 0 ] || fail "quiz over a FIFO progress file exits $rc (124: it hung)"
has "$T/out" "not a regular file (a FIFO); progress will not be saved"
truncate -s 3G "$T/huge/progress.ini"
printf '4\n1024\na\n' | timeout 10 "$WARPLAB" quiz --plain --quiz "$QUIZ" \
    --state-dir "$T/huge" >"$T/out" 2>&1
rc=$?
[ $rc -eq 0 ] || fail "quiz over a 3 GB progress file exits $rc"
has "$T/out" "the progress file is 3221225472 bytes; a progress file may have at most"
[ "$(stat -c %s "$T/huge/progress.ini")" = 3221225472 ] || fail "the 3 GB file was changed"

[ $fails -eq 0 ] || { echo "$fails failure(s)" >&2; exit 1; }
exit 0
