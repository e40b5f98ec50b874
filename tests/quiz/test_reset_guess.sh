#!/bin/sh
# A lab open across a reset made by another warplab: the guess it held from
# before the reset is no prediction of the store now, so the next guess is
# the prediction, saved, and not called practice; the section open now is
# kept, as the lab says. Once with the prompt closed and opened again after
# `reset --predictions`, once with it open and `r` after a whole reset. The
# lab is the real one in tmux on a socket of its own.
. "$(dirname "$0")/../lib.sh"
WARPLAB=$1
SRC=$2
command -v tmux >/dev/null 2>&1 || skip "tmux is not installed"
export TERM=xterm-256color LC_ALL=C.UTF-8 XDG_STATE_HOME="$HARNESS_DIR/xdg"
SOCK="warplab-reset-guess-$$"
SECTION=coalescing-belongs-to-one-instruction
trap 'tmux -L "$SOCK" kill-server 2>/dev/null; rm -rf "$HARNESS_DIR"' EXIT

# one_round NAME RESET-ARGS CLOSE: guess 1,1,1,1, reset elsewhere, guess again.
one_round() {
    S=$HARNESS_DIR/$1
    tmux -L "$SOCK" new-session -d -s lab -x 200 -y 50 \
        "'$WARPLAB' tui --cpu --data-dir '$SRC' --state-dir '$S' --section $SECTION; echo LAB-ENDED \$?; sleep 30"
    wait_for "Coalescing belongs to one instruction" && pass || die "the lab did not start"
    tmux -L "$SOCK" send-keys -t lab e
    wait_for "Your guess:" && pass || die "e did not open the prompt"
    tmux -L "$SOCK" send-keys -t lab 1,1,1,1 Enter
    wait_for "You guessed 1,1,1,1" && pass || die "the first guess was not judged"
    expect_in "$S/progress.ini" "stride-sectors = wrong"
    expect 0 "reset $2 elsewhere" -- "$WARPLAB" reset $2 --yes --state-dir "$S"
    if [ "$3" = close ]; then
        tmux -L "$SOCK" send-keys -t lab Escape
        sleep 0.3
        tmux -L "$SOCK" send-keys -t lab e
        wait_for "Your guess:" && pass || fail "$1: e after the reset shows a guess it took"
    else
        tmux -L "$SOCK" send-keys -t lab r
        wait_for "Your guess:" && pass || fail "$1: r did not ask again"
    fi
    tmux -L "$SOCK" send-keys -t lab 8,16,32,32 Enter
    wait_for "You guessed 8,16,32,32" && pass || fail "$1: the second guess was not judged"
    tmux -L "$SOCK" capture-pane -p -t lab >"$HARNESS_DIR/$1.screen"
    expect_not_in "$HARNESS_DIR/$1.screen" "this one is practice"
    tmux -L "$SOCK" send-keys -t lab Escape
    sleep 0.3
    tmux -L "$SOCK" send-keys -t lab q
    wait_for "LAB-ENDED" && pass || fail "$1: the lab did not end"
    tmux -L "$SOCK" kill-server 2>/dev/null
    expect 0 "$1: progress after the reset" -- "$WARPLAB" progress --data-dir "$SRC" --state-dir "$S"
    expect_output "predictions: 1"
    expect_output "stride-sectors: right, guessed \"8,16,32,32\""
    expect_output "sections visited: 1"
}

one_round predictions --predictions close
one_round whole "" open
finish
