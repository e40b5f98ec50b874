#!/bin/sh
# Compares a headless screen with its reviewed golden file.
# usage: golden.sh WARPLAB SRCDIR NAME SIZE KEYS [OPTIONS...]
# A mismatch writes the new screen beside the golden file as NAME.txt.new for
# review; golden files are only ever replaced by hand, after reading the diff.
# The header's place in the course ("Lesson 6 · 25/40") is left out of the
# comparison: a section added elsewhere in the course moves it without
# changing this screen (the behaviour test checks the place on the fixture
# course). Name the section by its id (--section the-stride-slider).
. "$(dirname "$0")/screen.sh"
name=$1
size=$2
keys=$3
shift 3
golden="$SRC/tests/tui/golden/$name.txt"
# The first row with "k/N" as the place and runs of spaces as one.
unplaced() { sed -E '1{s#[0-9]+/[0-9]+#k/N#; s/ +/ /g}' "$1"; }
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
