#!/bin/sh
# What a screen says is true of the screen it is on: a refusal names this
# section's experiment, a key is offered only where it does something, an
# unknown name gets an answer, and the chart says what its axis and marks
# are. Shipped course, by id.
. "$(dirname "$0")/screen.sh"

# u where the kernel cannot unroll names that kernel, not another one.
screen 80x24 "u" --section why-the-tile-has-33-columns
expect_screen "banks has no unrolling"
expect_screen_not "transpose"
screen 80x24 "u" --section lanes-that-walk-a-column
expect_screen "transpose-naive has no unrolling"

# : with a name no section has says so in a whole sentence, with the
# sections whose names are near it.
screen 80x24 ": l i t l e Enter" --section the-stride-slider
expect_screen "No section matches 'litle'; near it: little-s-law."
screen 80x24 ": q w e r t y Enter" --section the-stride-slider
expect_screen "No section matches 'qwerty'. Give a number or the start of a name (Tab"
expect_screen "completes it)."
finish
