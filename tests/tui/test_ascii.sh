#!/bin/sh
# ASCII mode under LANG=C (a terminal whose locale is not UTF-8): every
# section and every page over the lab draws ASCII only, each character
# outside ASCII by its stand-in, never "?" for it (nor "??", one per byte).
# Shipped course: every section in turn, by the n key from the first.
. "$(dirname "$0")/screen.sh"
export LC_ALL=C LANG=C

nsections=$(cat "$SRC"/lessons/[0-9]*.md | grep -c '^## ')
walk=""
i=0
while [ $i -lt "$nsections" ]; do
    walk="$walk dump n"
    i=$((i + 1))
done

# Each screen of the last run (its dumps, then its final screen): ASCII only.
check_ascii() {
    what=$1
    for f in "$DUMP" "$DUMP".*; do
        [ -f "$f" ] || continue
        if LC_ALL=C grep -n '??' "$f" >/dev/null; then
            fail "$what: '??' on $(basename "$f"): $(grep -n '??' "$f" | head -3)"
        elif LC_ALL=C grep -n "$(printf '[\200-\377]')" "$f" >/dev/null; then
            fail "$what: a byte outside ASCII on $(basename "$f"): $(LC_ALL=C grep -n "$(printf '[\200-\377]')" "$f" | head -3)"
        else pass; fi
    done
}

# One walk (each section's experiment is evaluated once: that is what
# costs); the projector's own glyphs, its block digits, are checked below.
screen 80x24 "$walk" --section 1
check_ascii "every section"
# The pages over the lab, and the lab's own prompts.
first=a-gpu-for-c-programmers
for keys in "?" "? PgDn PgDn" "a" "a PgDn" "a / c o a l" "t" "t End" "d" "d PgDn" "x" "y" \
    "y 4 Enter" ": f o o" "i" "s" "z" "z z" "R" "e"; do
    screen 80x24 "$keys" --section $first
    check_ascii "keys '$keys'"
done
for keys in "d" "d PgDn PgDn" "e" "z" "u" "w" "m"; do
    screen 80x24 "$keys" --section what-the-program-measures
    check_ascii "keys '$keys' on what-the-program-measures"
done
screen 80x24 "e 2 Enter Enter l z" --section why-the-tile-has-33-columns
check_ascii "the bank diagram"
screen 80x24 "" --section where-the-time-goes --projector
check_ascii "the big figure"
screen 80x24 "" --present
check_ascii "the questions for a room"
rm -rf "$TMP/state"
screen 80x24 ""
check_ascii "the welcome"
finish
