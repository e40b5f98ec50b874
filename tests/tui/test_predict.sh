#!/bin/sh
# Predict, then measure: a section with a prompt stops its text at the
# prompt and says so; e asks; a guess is judged against the model and the
# H200 reference; progress keeps it, so the next session shows the earlier
# guess instead of asking again, and r asks again.
. "$(dirname "$0")/lib.sh"

# Section 20 asks which transpose is slower; its answer waits for the guess.
screen 100x30 "" --section 20
expect "Predict first: press e to commit to a"
expect_not "The scattered write is the"
screen 100x30 "e" --section 20
expect "At N = 8192, which transpose is"
expect "> A) strided reads (transpose-naive)"
expect "hidden until you answer"
expect "Enter:guess"

# A letter outside the choices is not a guess and is not saved.
screen 100x30 "e z" --section 20
expect "pick a letter from A to B"
screen 100x30 "" --section 20
expect "Predict first"

# The wrong pick: judged, both values labelled, saved.
screen 100x30 "e Enter" --section 20
expect "You guessed A: not what the lab finds."
expect "the H200 reference measured 1892"
expect "(the answer)"
# The next session shows it instead of asking, and the text goes on.
screen 100x30 "" --section 20
expect_not "Predict first"
screen 100x30 "e" --section 20
expect "Your earlier guess, A: not what the"
expect "r:again"
# r asks again; the right pick replaces the earlier guess.
screen 100x30 "e r Down Enter" --section 20
expect "You guessed B: right."
screen 100x30 "e" --section 20
expect "Your earlier guess, B: right."
# Enter goes back to the lesson at the prompt, where the reason follows.
screen 100x30 "e Enter" --section 20
expect "same way, so only the GPU can answer."
expect "The scattered write is the"
grep -q "transpose-slower = right" "$TMP/state/progress.ini" || fail "guess not saved"

# Numbers: typed, erased, judged one by one against the model.
screen 100x30 "e 2 Space 4 Space 9 BS 8 Space 1 6 Enter" --section 3
expect "You guessed 2 4 8 16: not what the"
expect "1. you 2; the model predicts 8 sectors"
screen 100x30 "e r 8 Space 1 6 Space 3 2 Space 3 2 Enter" --section 3
expect "You guessed 8 16 32 32: right"
# Text that is no guess says how to write one and is not judged.
screen 100x30 "e r 4 Enter" --section 3
expect "Your guess: 4_"
screen 100x30 "e" --section 3
expect "Your earlier guess, 8 16 32 32:"

# A section without a prompt says so.
screen 100x30 "e" --section 1
expect "this section asks for no prediction"

# Without the reference data a prompt about the H200 has no answer to judge
# against: the text is not held back, and e says why.
mkdir -p "$TMP/noref"
cp -r "$SRC/lessons" "$SRC/quizzes" "$TMP/noref/"
"$WARPLAB" tui --headless 100x30 --cpu --data-dir "$TMP/noref" --state-dir "$TMP/state2" \
    --keys "" --dump "$TMP/screen.txt" --section 20 || fail "warplab exited with $?"
expect_not "Predict first"
"$WARPLAB" tui --headless 100x30 --cpu --data-dir "$TMP/noref" --state-dir "$TMP/state2" \
    --keys "e" --dump "$TMP/screen.txt" --section 20 || fail "warplab exited with $?"
expect "no answer to compare with"
