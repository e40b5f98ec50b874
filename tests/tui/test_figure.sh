#!/bin/sh
# What the room sees moves (issue 30, item 2): on a projector the big figure
# changes with the offset (without a GPU: the reference's measurement, the
# model's figure beside it), zoomed too; the chart's y axis fits the data so
# offsets 0 and 8 land on different rows at 80x24; a model mark and a
# reference mark on one cell show as one mark that says both; s without a
# GPU visibly brings the model's curve forward. Shipped course, by id.
. "$(dirname "$0")/screen.sh"
SEC=where-the-time-goes

# The three rows under the readout's header (the block digits).
big_rows() {
    sed -n '/Readout/{n;p;n;p;n;p;}' "$SCREEN" | sed 's/^[^│]*│//'
}

screen 80x24 "" --section $SEC --projector
at0=$(big_rows)
expect_screen "H200 measured"
expect_screen "model: "
screen 80x24 "l" --section $SEC --projector
at1=$(big_rows)
if [ -n "$at0" ] && [ "$at0" != "$at1" ]; then pass; else
    fail "the big figure is the same at offsets 0 and 1:
$at0"
fi

# Zoomed on a projector the figure stays large, above the pane.
screen 100x30 "z" --section $SEC --projector
z0=$(sed -n '2,4p' "$SCREEN")
expect_screen "GB/s  offset = 16"
screen 100x30 "l z z" --section $SEC --projector
z1=$(sed -n '2,4p' "$SCREEN")
expect_screen "GB/s  offset = 17"
if [ "$z0" != "$z1" ]; then pass; else fail "the zoomed big figure does not move"; fi

# The row of the chart's reference mark at the slider (found under ^VALUE
# in the axis row), counted from the chart's header.
mark_row() {
    python3 - "$SCREEN" "^$1" <<'PY'
import sys
rows = open(sys.argv[1], encoding="utf-8").read().split("\n")
top = next(i for i, r in enumerate(rows) if "GB/s vs" in r)
axis = next(i for i, r in enumerate(rows) if i > top and sys.argv[2] in r)
col = rows[axis].index(sys.argv[2])
for i in range(top + 1, axis):
    if len(rows[i]) > col and rows[i][col] in "+\u2295":
        print(i - top)
        break
else:
    print("none")
PY
}
# The section starts at offset 16: h sixteen times is offset 0, eight is 8.
# Offset 8 waits for lesson 4's prompt about it (after the one about lines):
# answered first.
screen 80x24 "e 0 Space 3 2 Enter Enter e a Enter" --section measure-do-not-guess
h8="h h h h h h h h"
screen 80x24 "$h8 $h8" --section $SEC
r0=$(mark_row 0)
screen 80x24 "$h8" --section $SEC
r8=$(mark_row 8)
if [ "$r0" != none ] && [ "$r8" != none ] && [ "$r0" != "$r8" ]; then pass; else
    fail "offsets 0 and 8 on the same chart row at 80x24 (rows $r0 and $r8)"
fi
# The axis is labelled at both ends, and here does not start at 0.
expect_screen_not "    0 │"

# Where the model's curve meets a reference point, one mark says both.
screen 100x30 "" --section $SEC
expect_screen "⊕ both"
screen 100x30 "" --section $SEC --ascii
expect_screen "@ both"

# s without a GPU: the model's curve comes forward, visibly.
screen 100x30 "z z" --section $SEC --projector
before=$(cat "$SCREEN")
screen 100x30 "z z s" --section $SEC --projector
expect_screen "the model's curve over offset 0-32 in front"
if [ "$before" != "$(cat "$SCREEN")" ]; then pass; else fail "s changed nothing on the chart"; fi

# The lesson, and the source view, over the whole width: v, then Esc.
screen 80x24 "v" --section the-tile-in-code
expect_screen "The textbook version uses a block of 32 x 32 threads, one element each:"
expect_screen_not "Experiment"
screen 80x24 "x v" --section the-tile-in-code
expect_screen "__shared__ T tile[WL_TILE_DIM * (WL_TILE_DIM + WL_PAD_MAX)];"
screen 80x24 "v Esc" --section the-tile-in-code
expect_screen "Experiment"
finish
