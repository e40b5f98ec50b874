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
# A heading typed as the contents show it, spaces and all, goes there.
screen 80x24 ": T h e Space s t r i d e Space s l i d e r Enter" --section little-s-law
expect_screen "Lesson 2 ·"
expect_screen "The stride slider"
screen 80x24 ": t h e Space s t r i d e Tab" --section little-s-law
expect_screen "go to: the-stride-slider"

# Space at the end of a text that stops at a prompt asks the prompt (a room
# paging through is asked the question, not led past it).
screen 100x30 "Space" --section the-stride-slider --projector
expect_screen "Predict, then measure"
expect_screen "The stride slider"
# Closed unanswered, the next Space goes on: asked once a visit.
screen 100x30 "Space Esc Space" --section the-stride-slider --projector
expect_screen "Four elements per thread at stride 8"
expect_screen_not "Predict, then measure"

# The key bar offers e only where the section has a prompt, or where
# another section's prompt holds its panes (the stride slider's chart waits
# for the DRAM-scale prompt, answered there), and h/l only where a slider
# moves.
screen 160x44 "" --section lanes-that-walk-a-column
expect_screen "h/l:slider"
expect_screen_not "e:predict"
screen 160x44 "" --section the-stride-slider
expect_screen "e:predict"
# Esc is offered where it closes something: the source view, not the lab
# (wide enough for every key).
screen 250x50 "" --section the-stride-slider
expect_screen "i:expr"
expect_screen_not "Esc:close"
screen 250x50 "x" --section the-stride-slider
expect_screen "Esc:close"
screen 160x44 "" --section a-coalesced-read-is-only-half-the-job
expect_screen "e:predict"
screen 160x44 "e b Enter Enter" --section a-coalesced-read-is-only-half-the-job
expect_screen "e:predict" # guessed: e shows the guess again

# A section without a slider: no slider keys, and a chart caption that
# plots against nothing (never "vs (fixed)") with no slider mark.
screen 160x44 "" --section a-gpu-for-c-programmers
expect_screen_not "h/l:slider"
expect_screen_not "(fixed)"
expect_screen "GB/s (no slider here)"
expect_screen_not "^ slider"

# The chart's y axis: both ends labelled, and one that does not start at 0
# ends in a break mark at its foot; at 80x24, zoomed, and in ASCII.
axis_foot() { # the row of the chart's lowest tick: value, then the axis' foot
    grep -E "^$1 +[0-9]+ $2" "$SCREEN" >/dev/null && pass || fail "no foot '$2' on the axis: $(cat "$SCREEN")"
}
screen 80x24 "" --section a-gpu-for-c-programmers
axis_foot ".*│" "≈"
screen 80x24 "z z" --section a-gpu-for-c-programmers
axis_foot "" "≈"
screen 80x24 "" --section a-gpu-for-c-programmers --ascii
axis_foot ".*\\|" "~"
# An axis from 0 is labelled 0 and has no break.
screen 80x24 "" --section float-against-double
axis_foot ".*│" "│"
expect_screen "    0 │"

# The legend names only marks the chart can draw: no reference's + (nor a
# both-mark) where the experiment has no reference points.
screen 80x24 "" --section design-your-own-gather
expect_screen "reference: none for this experiment"
grep "GB/s vs" "$SCREEN" | grep -q "H200\|both" && fail "a legend names the reference's marks on a chart without them: $(grep "GB/s vs" "$SCREEN")" || pass

# The projector's chart, four rows high, puts the tiled transpose's model
# and H200 on one row at N = 8192 and 16384, 13 and 14% apart (4062 and
# 4188 against 3601 and 3593): "both" would say they agree. Those two H200
# points, and 4096's, keep their own mark; only 2048's (within 5% of the
# model here) may share one.
screen 100x30 "" --projector --section stage-it-through-shared-memory
chart_marks() { sed -n '/GB\/s vs/,$p' "$SCREEN" | sed '1d;$d' | grep -o "$1" | wc -l; }
[ "$(chart_marks +)" -ge 3 ] && [ $(($(chart_marks +) + $(chart_marks ⊕))) -eq 4 ] && pass ||
    fail "the chart marks points over 5% apart as both: $(sed -n '/GB\/s vs/,$p' "$SCREEN")"

# A mark is drawn at its own value or not at all: the model's figure that
# shares a cell with the H200's and differs by over 5% gives way to the +
# (moving it a row drew stride 17 to 28's falling model curve rising back
# up, 264 GB/s on the row of 917). On the stride chart both series only
# fall as the stride grows, so no mark may sit above one to its left.
screen 80x24 "" --section the-same-sweep-at-dram-scale
python3 - "$SCREEN" <<'PY' && pass || fail "a chart mark rises along a falling curve: $(sed -n '/GB\/s vs/,$p' "$SCREEN")"
import sys
rows = open(sys.argv[1], encoding="utf-8").read().split("\n")
top = next(i for i, r in enumerate(rows) if "GB/s vs" in r) + 1
plot = []
for r in rows[top:]:
    if r.count("│") < 2:
        break
    plot.append(r.split("│")[2])
lowest = {"∙": -1, "+": -1}
for col in range(max(len(r) for r in plot)):
    for y, r in enumerate(plot):
        ch = r[col] if col < len(r) else " "
        for s in ("∙", "+"):
            if ch == s or ch == "⊕":
                assert y >= lowest[s], (s, col, y, plot)
                lowest[s] = y
PY

# A prediction for another GPU agrees with no H200 measurement, however
# near: no both-mark with an estimated profile (the RTX 4090's 3832 at N =
# 2048 beside the H200's 3758).
screen 100x30 "m m m m m m m" --section stage-it-through-shared-memory
expect_screen "RTX 4090"
[ "$(chart_marks ⊕)" -eq 0 ] && pass || fail "a both-mark joins another GPU's model to the H200: $(sed -n '/GB\/s vs/,$p' "$SCREEN")"
grep "GB/s vs" "$SCREEN" | grep -q "both" && fail "the legend promises a both-mark no point can have: $(grep "GB/s vs" "$SCREEN")" || pass

# The contents, longer than its box, say where the list stands, so the
# course is not read as ending at the last row shown.
expect_row() { # a row of the last screen matches the extended regex $1
    grep -Eq "$1" "$SCREEN" && pass || fail "no row matches '$1': $(cat "$SCREEN")"
}
screen 80x24 "t" --section a-gpu-for-c-programmers
expect_row "rows 1-20 of [0-9]+, ↓ more below"
screen 80x24 "t End" --section a-gpu-for-c-programmers
expect_row "rows [0-9]+-([0-9]+) of \\1 ─"
# Where the model's point and the H200's share a cell and disagree, a sparse
# chart draws the one that gives way in the next column, at its own row:
# both figures stay in view ("+∙"); with s the model's stands and the H200's
# moves ("∙+"). The column-walk chart (N = 32..16384, five columns apart).
screen 80x24 "" --section lanes-that-walk-a-column
expect_row "1926 │ +\+∙ +\+∙"
screen 80x24 "s" --section lanes-that-walk-a-column
expect_row "1926 │ +∙\+ +∙\+"
# The slider's ^ stays under its point at the axis's end: the value goes
# before it ("16384^"), not shifted left under another point.
screen 100x30 "l l l l l l l l l" --section lanes-that-walk-a-column --projector
python3 - "$SCREEN" <<'PY' && pass || fail "the ^ is not under the last point: $(sed -n '/GB\/s vs/,$p' "$SCREEN")"
import sys
rows = open(sys.argv[1], encoding="utf-8").read().split("\n")
axis = [r for r in rows if "16384^" in r][0]
marks = [r for r in rows if "1926 │" in r][0].rstrip()
sys.exit(0 if axis.index("^") == len(marks) - 1 else 1)
PY
# On a crowded chart (33 points in 36 columns) a model's point that shares a
# cell with the H200's and differs by over 5% has no column beside: the cell
# says both are there and differ ("≠"), and the legend names it; a lone +
# at the top row read as the H200 at the axis's 4103 (it measured 3880).
screen 80x24 "" --section float-against-double
expect_row "41[0-9][0-9] │≠"
expect_row "≠differ"
finish
