#!/bin/sh
# A narrow reset while a lab is open on the same state directory stays: the
# lab loaded the quiz's answers at its start, the reset forgets them, and the
# lab's later saves (a move, then q) bring none of it back, while the lab's
# own visit is kept. The reset's confirmation is typed at a terminal too.
# Drives the real lab in tmux on a socket of its own.
. "$(dirname "$0")/../lib.sh"
WARPLAB=$1
SRC=$2
tmux_lab reset

printf '4\n1 KiB\nc\n' | "$WARPLAB" quiz --plain --data-dir "$SRC" --state-dir "$S" >/dev/null ||
    die "the quiz did not run"
grep -q '^\[quiz coalescing\]' "$S/progress.ini" || die "the quiz saved no score"

tmux -L "$SOCK" new-session -d -s lab -x 100 -y 30 \
    "'$WARPLAB' --cpu --data-dir '$SRC' --state-dir '$S' --section where-the-time-goes; echo LAB-ENDED \$?; sleep 30"
wait_for "Where the time goes" && pass || die "the lab did not start"
i=0
until grep -q '^where-the-time-goes = yes' "$S/progress.ini"; do # the lab's first save
    i=$((i + 1))
    [ $i -lt 100 ] || die "the lab did not save its visit"
    sleep 0.1
done

# The reset, confirmed by typing the word at a terminal (a second window).
tmux -L "$SOCK" new-window -d -t lab -n reset \
    "'$WARPLAB' reset --quiz coalescing --state-dir '$S'; echo RESET-ENDED \$?; sleep 30"
i=0
until tmux -L "$SOCK" capture-pane -p -t lab:reset | grep -q "Type reset to reset"; do
    i=$((i + 1))
    [ $i -lt 100 ] || die "the reset did not ask"
    sleep 0.1
done
tmux -L "$SOCK" send-keys -t lab:reset "reset" Enter
i=0
until tmux -L "$SOCK" capture-pane -p -t lab:reset | grep -q "RESET-ENDED 0"; do
    i=$((i + 1))
    [ $i -lt 100 ] || die "the reset did not end with 0"
    sleep 0.1
done
pass
expect 1 "the quiz is forgotten" -- grep -q '^\[quiz coalescing\]' "$S/progress.ini"

# The lab, which read the quiz before the reset, moves on and quits.
tmux -L "$SOCK" send-keys -t lab:0 n
wait_for "What the probes do not explain" && pass || fail "n did not move the lab"
sleep 1.5 # the lab saves a visit when the keys pause for a second
# It says what stayed: the visit saved before the reset (a narrow one keeps
# it), and of its own only the section it opened since (it used to say it
# kept only that section).
wait_for "what it left stays saved" && pass || fail "the lab did not say what the reset left"
wait_for "since its last save: the section open now" && pass ||
    fail "the lab did not say what it kept of its own"
tmux -L "$SOCK" send-keys -t lab:0 q
wait_for "LAB-ENDED" && pass || fail "the lab did not end"
expect 1 "the quiz stays forgotten after the lab's saves" -- grep -q '^\[quiz coalescing\]' "$S/progress.ini"
expect 1 "no answer of it came back" -- grep -q '^\[answers coalescing\]' "$S/progress.ini"
expect 0 "the lab's own visit is kept" -- grep -q '^what-the-probes-do-not-explain = yes' "$S/progress.ini"
expect 0 "the visit the reset left is kept" -- grep -q '^where-the-time-goes = yes' "$S/progress.ini"
finish
