#!/bin/sh
# Compares a headless screen with its reviewed golden file.
# usage: golden.sh WARPLAB SRCDIR NAME SIZE KEYS [--fixture] [OPTIONS...]
# --fixture draws the fixture course (tests/course) instead of the shipped one.
# A mismatch writes the new screen beside the golden file as NAME.txt.new for
# review; golden files are only ever replaced by hand, after reading the diff.
# The section's place in the course is left out of the comparison: the
# header's "25/40" and the number before the section's heading in the lesson
# pane ("25. The seed's size"). A section added elsewhere in the course moves
# them without changing this screen (the behaviour test checks them on the
# fixture course). Name the section by its id (--section the-stride-slider).
. "$(dirname "$0")/screen.sh"
name=$1
size=$2
keys=$3
shift 3
if [ "${1:-}" = --fixture ]; then
    on_fixture_course
    shift
fi
golden="$SRC/tests/tui/golden/$name.txt"
# The screen with its place as "k/N" on the first row (runs of spaces there as
# one) and "k." for the heading's number (a row that starts with it).
unplaced() {
    awk 'NR == 1 && match($0, /[0-9]+\/[0-9]+/) {
             k = substr($0, RSTART, RLENGTH); sub(/\/.*/, "", k)
             sub(/[0-9]+\/[0-9]+/, "k/N"); gsub(/ +/, " ")
         }
         NR > 1 && k != "" && index($0, " " k ". ") == 1 { $0 = " k. " substr($0, length(k) + 4) }
         { print }' "$1"
}
screen "$size" "$keys" "$@"
unplaced "$golden" >"$TMP/golden"
unplaced "$SCREEN" >"$TMP/screen"
if diff -u "$TMP/golden" "$TMP/screen"; then
    pass
else
    cp "$SCREEN" "$golden.new" 2>/dev/null || true
    fail "$name: the screen differs from $golden (new screen in $golden.new)"
fi
finish
