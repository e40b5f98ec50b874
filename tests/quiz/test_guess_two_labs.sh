#!/bin/sh
# Two labs on one state directory guess the same prompt: progress keeps the
# first guess saved, so the lab that saves second says that its own guess
# is practice and shows the one kept, and screen and file agree. The first
# lab is the real one in tmux on a socket of its own, its prompt open while
# a second lab guesses and saves.
. "$(dirname "$0")/../lib.sh"
WARPLAB=$1
SRC=$2
tmux_lab guess
SECTION=shifted-by-whole-sectors

tmux -L "$SOCK" new-session -d -s lab -x 200 -y 50 \
    "'$WARPLAB' --cpu --data-dir '$SRC' --state-dir '$S' --section $SECTION; echo LAB-ENDED \$?; sleep 30"
wait_for "Shifted by whole sectors" && pass || die "the lab did not start"
tmux -L "$SOCK" send-keys -t lab e
wait_for "which shift runs faster?" && pass || die "e did not open the prompt"

# The second lab guesses A (wrong) and saves it while the first one asks.
expect 0 "the second lab guesses A" -- "$WARPLAB" tui --headless 100x30 --cpu --data-dir "$SRC" \
    --state-dir "$S" --section $SECTION --keys "e A Enter" --dump "$HARNESS_DIR/second"
expect_in "$HARNESS_DIR/second" "You guessed A: not what the lab finds."
expect_in "$S/progress.ini" "f64-line-shift = wrong"

# The first lab now guesses B (right): its save keeps A, and it says so.
tmux -L "$SOCK" send-keys -t lab B Enter
wait_for "You guessed B" && pass || fail "the first lab did not judge its guess"
wait_for "Another warplab saved a guess here first, A" && pass ||
    fail "the first lab does not show the guess kept: $(tmux -L "$SOCK" capture-pane -p -t lab)"
wait_for "this one is practice" && pass || fail "the first lab does not call its guess practice"
expect_in "$S/progress.ini" "f64-line-shift = wrong"
tmux -L "$SOCK" send-keys -t lab Escape
sleep 0.3
tmux -L "$SOCK" send-keys -t lab q
wait_for "LAB-ENDED" && pass || fail "the lab did not end"
expect_in "$S/progress.ini" "f64-line-shift = wrong"
finish
