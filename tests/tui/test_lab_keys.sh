#!/bin/sh
# Keys act only where they can: a section without a slider offers no sweep,
# an expression without s has no slider, and a screen too small to draw on
# takes only quit and resize. On the shipped course, sections by their id.
. "$(dirname "$0")/screen.sh"

# The primer's sections have no slider: the bar offers no s:sweep there,
# and still does where a slider is (a wide screen has room for every key).
for id in a-gpu-for-c-programmers memory-in-layers models-and-measurements \
    bandwidth-and-the-seed; do
    screen 120x30 "" --section $id
    expect_screen "(no slider in this section)"
    expect_screen_not "s:sweep"
done
screen 120x30 "" --section the-stride-slider
expect_screen "s:sweep"

# An expression without s has no slider: nothing for h/l to move, the bar
# offers neither, and the slider's line says why.
for id in design-your-own-gather any-order-inside-the-run; do
    screen 80x24 "l l l l" --section $id
    expect_screen "(no slider: the expression does not use s)"
    expect_screen_not "h/l:slider"
    expect_screen_not "= 5"
    expect_screen_not "^5"
    expect_screen "GB/s (no slider here)"
done

# While the screen is too small only quit and resize act: n does not move
# on behind the message, and q still quits (the keys after it never come).
screen 80x24 "resize:60x20 n n resize:80x24" --section the-stride-slider
expect_screen "The stride slider"
screen 80x24 "resize:60x20 n" --section the-stride-slider
expect_screen "terminal too small"
expect_screen "only q and a larger window act here"
screen 80x24 "resize:60x20 q resize:80x24 n" --section the-stride-slider
expect_screen "terminal too small"
# Esc and C-c are not q: the screen names q alone, so they do nothing there
# (the lab goes on, and n moves it once the screen is large again).
for key in Esc C-c; do
    screen 80x24 "resize:60x20 $key resize:80x24 n" --section the-stride-slider
    expect_screen_not "terminal too small"
    expect_screen "Four elements per thread at stride 8"
done
finish
