#!/bin/sh
# A student whose locale writes a decimal comma (de_DE.UTF-8) gets the same
# lab: the lab takes only the character set from the locale, so every figure
# in the calibration, the lessons and the reference is read, and every figure
# shown is written, with a decimal point. Skipped where no German locale can
# be built (localedef and its sources are not installed).
. "$(dirname "$0")/screen.sh"

locales=$TMP/locales
mkdir -p "$locales"
command -v localedef >/dev/null 2>&1 || skip "localedef is not installed"
localedef -i de_DE -f UTF-8 "$locales/de_DE.UTF-8" >/dev/null 2>&1 ||
    skip "no de_DE locale source to build a decimal-comma locale from"
export LOCPATH="$locales" LC_ALL=de_DE.UTF-8 LANG=de_DE.UTF-8
[ "$(LC_ALL=de_DE.UTF-8 awk 'BEGIN { printf "%.1f", 1.5 }' 2>/dev/null)" = "1,5" ] ||
    [ "$(LC_ALL=de_DE.UTF-8 printf '%.1f' 1.5 2>/dev/null)" = "1,5" ] ||
    skip "the built locale does not write a decimal comma here"

# The shipped course opens, and a section whose text checks its figures
# against the model (12.5% in the strided lesson) is drawn with a point.
screen 100x30 "" --section 1
expect_screen "warplab"
screen 100x30 "e 2 Enter Enter l" --section the-stride-slider
expect_screen " GB/s"
if grep -q '[0-9],[0-9][0-9]* *GB/s' "$SCREEN"; then
    fail "a figure written with a decimal comma: $(grep -o '[0-9]*,[0-9]* *GB/s' "$SCREEN" | head -1)"
else pass; fi
finish
