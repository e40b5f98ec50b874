# Headless screens for the TUI's shell tests, on the one harness (tests/lib.sh):
# a pinned terminal, locale and state so screens come out the same on every
# machine. Source it with the test's arguments: . screen.sh WARPLAB SRCDIR
#   draw SIZE KEYS [OPTIONS...]    the lab on a headless screen of SIZE after
#                                  KEYS; returns the lab's exit status
#   screen SIZE KEYS [OPTIONS...]  draw, which must exit 0 (a check)
#   expect_screen TEXT             the last screen shows TEXT
#   expect_screen_not TEXT         the last screen does not show TEXT
#   on_fixture_course              draw the fixture course from here on
#   view N | view last             the checks that follow read the screen of
#                                  the last run's Nth "dump" event (KEYS may
#                                  hold "dump": one run gives the screen after
#                                  each prefix of its keys, as a run ending
#                                  there draws it), or its final screen
# The screen checked is the file $SCREEN; the state folder $TMP/state.
#
# Two courses: the shipped one ($SRC, the default) and the fixture course
# ($SRC/tests/course: 12 sections in 4 lessons, a 3-question quiz, a short
# glossary; reference/ and kernels/ are the shipped ones). Mechanics tests
# (keys, navigation, quiz, predict, resize) run on the fixture: its numbers
# and ids stay put however the shipped course grows. A test of the shipped
# course names a section by its id, never by its number:
#   screen 100x30 "" --section the-stride-slider
. "$(dirname "$0")/../lib.sh"
WARPLAB=$1
SRC=$2
shift 2
TMP=$HARNESS_DIR/tui
DUMP=$TMP/screen.txt
SCREEN=$DUMP
COURSE=$SRC
mkdir -p "$TMP"
export TERM=xterm-256color LC_ALL=C.UTF-8 LANG=C.UTF-8 XDG_STATE_HOME="$TMP/xdg"
unset NO_COLOR LINES COLUMNS || true

draws=0
draw() {
    size=$1
    keys=$2
    shift 2
    # A name of its own for each run, so a lab that dumps nothing leaves no
    # earlier screen to check, without an rm process a run (one only where a
    # run in a subshell, which counted apart, took the name before).
    draws=$((draws + 1))
    DUMP=$TMP/screen$draws.txt
    SCREEN=$DUMP
    for stale in "$DUMP" "$DUMP".*; do
        [ -e "$stale" ] && rm -f "$DUMP" "$DUMP".* && break
    done
    "$WARPLAB" tui --headless "$size" --cpu --data-dir "$COURSE" --state-dir "$TMP/state" \
        --calibration "$SRC/tests/tui/calibration.txt" --keys "$keys" --dump "$DUMP" "$@"
}

view() {
    if [ "$1" = last ]; then SCREEN=$DUMP; else SCREEN=$DUMP.$1; fi
    [ -f "$SCREEN" ] || fail "no screen $1 from the last run"
}

screen() {
    expect 0 "the lab at $1 after keys '$2'" -- draw "$@"
}

expect_screen() {
    expect_in "$SCREEN" "$1"
}

expect_screen_not() {
    expect_not_in "$SCREEN" "$1"
}

# section_number SLUG: the section's number in the course (its header's
# "k/N"), so that a test names sections by slug and survives a new one.
section_number() {
    "$WARPLAB" tui --headless 80x24 --cpu --data-dir "$COURSE" --state-dir "$TMP/number-state" \
        --calibration "$SRC/tests/tui/calibration.txt" --keys "" --dump "$TMP/number" --section "$1" &&
        sed -n 1p "$TMP/number" | grep -o '[0-9]*/[0-9]*' | head -n 1 | cut -d/ -f1
}

on_fixture_course() {
    COURSE=$SRC/tests/course
}
