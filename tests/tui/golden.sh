#!/bin/sh
# Compares a headless screen with its reviewed golden file.
# usage: golden.sh WARPLAB SRCDIR NAME SIZE KEYS [OPTIONS...]
# A mismatch writes the new screen beside the golden file as NAME.txt.new for
# review; golden files are only ever replaced by hand, after reading the diff.
. "$(dirname "$0")/screen.sh"
name=$1
size=$2
keys=$3
shift 3
golden="$SRC/tests/tui/golden/$name.txt"
screen "$size" "$keys" "$@"
if diff -u "$golden" "$SCREEN"; then
    pass
else
    cp "$SCREEN" "$golden.new" 2>/dev/null || true
    fail "$name: the screen differs from $golden (new screen in $golden.new)"
fi
finish
