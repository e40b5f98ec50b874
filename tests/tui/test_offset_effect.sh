#!/bin/sh
# Without a GPU the model is the lab: a warp shifted off its line by one float
# must cost bandwidth on screen too (the H200 loses 6-8% at unroll 1). The
# offset section's readout gives offset 1 a lower predicted figure than
# offset 0 (the chart's model curve is drawn from the same predictions), and
# a whole line's shift (32 floats) the same as none.
. "$(dirname "$0")/screen.sh"

figure() { # the readout's predicted GB/s on the last screen
    grep -a -oE "model: predicts [0-9]+ GB/s" "$SCREEN" | head -1 | grep -oE "[0-9]+"
}

# The section opens at offset 1; h steps back to 0.
screen 160x50 "h" --section off-by-one-float
expect_screen "= 0"
at0=$(figure)
screen 160x50 "" --section off-by-one-float
expect_screen "= 1"
at1=$(figure)
screen 160x50 "$(printf 'l %.0s' $(seq 31))" --section off-by-one-float
expect_screen "= 32"
at32=$(figure)
harness_checks=$((harness_checks + 1))
[ -n "$at0" ] && [ -n "$at1" ] && [ "$at1" -lt "$at0" ] ||
    fail "offset 1 is predicted at '$at1' GB/s, offset 0 at '$at0': no cost shown"
harness_checks=$((harness_checks + 1))
[ "$at32" = "$at0" ] || fail "a whole line's shift is predicted at '$at32' GB/s, offset 0 at '$at0'"
finish
