#!/bin/sh
# `reset --section S` while a lab is open on S forgets S's visit and, S being
# the current section, the current section too. The lab has nothing unsaved
# when it quits, yet the store no longer says where it is: it writes its
# section back, so the next start resumes there. Drives the real lab in tmux
# on a socket of its own.
. "$(dirname "$0")/../lib.sh"
WARPLAB=$1
SRC=$2
tmux_lab reset-section
SEC=where-the-time-goes

tmux -L "$SOCK" new-session -d -s lab -x 100 -y 30 \
    "'$WARPLAB' --cpu --data-dir '$SRC' --state-dir '$S' --section $SEC; echo LAB-ENDED \$?; sleep 30"
wait_for "Where the time goes" && pass || die "the lab did not start"
i=0
until grep -q "^current = $SEC" "$S/progress.ini" 2>/dev/null; do # the lab's first save
    i=$((i + 1))
    [ $i -lt 100 ] || die "the lab did not save where it is"
    sleep 0.1
done

expect 0 "reset --section $SEC" -- "$WARPLAB" reset --section $SEC --yes --state-dir "$S"
expect 1 "the reset took the current section" -- grep -q "^current = " "$S/progress.ini"

tmux -L "$SOCK" send-keys -t lab:0 q
wait_for "LAB-ENDED 0" && pass || fail "the lab did not end with 0"
expect 0 "the lab wrote where it is back" -- grep -q "^current = $SEC\$" "$S/progress.ini"

# The next start, given no section, opens the one the lab was on.
expect 0 "the next start" -- "$WARPLAB" tui --headless 100x30 --cpu --data-dir "$SRC" \
    --state-dir "$S" --keys "" --dump "$HARNESS_DIR/screen"
expect 0 "it resumes on $SEC" -- grep -q "Where the time goes" "$HARNESS_DIR/screen"
finish
