#!/bin/sh
# What the room sees says what it is: the big figure is the chosen GPU
# profile's, a slider's header names the experiment's fixed parameter, the
# compare key keeps the slider's value, a zoomed held point keeps its header,
# the title bar cuts only what does not fit, and the chart's legend names
# what is drawn. Shipped course, by id.
. "$(dirname "$0")/screen.sh"

# 1. On a projector, another GPU profile (m) makes the big figure that
# GPU's model figure; the H200's measurement stays beside it, named as the
# H200's.
big_rows() {
    sed -n '/Readout/{n;p;n;p;n;p;}' "$SCREEN" | sed 's/^[^│]*│//'
}
screen 80x24 "m m m m m m m m" --section where-the-time-goes --projector
expect_screen "model: Tesla T4 (est.)"
big=$(big_rows)
case $big in
*"model: Tesla T4"*"H200 measured: "*) pass ;;
*) fail "the big figure for the T4 profile is not the T4's model figure:
$big" ;;
esac
if printf '%s\n' "$big" | grep -q "H200 measured *$"; then
    fail "the H200's measurement is still the big figure for the T4:
$big"
else pass; fi

# 2. Two unroll-slider sections that differ only in their stride say which
# stride each holds fixed.
screen 80x24 "" --section more-loads-per-thread
expect_screen "a[i * s] += 1 at stride 1"
screen 80x24 "" --section unrolling-at-a-stride
expect_screen "a[i * s] += 1 at stride 8"
# A slider that is the family's own parameter needs no such note.
screen 80x24 "" --section the-stride-slider
expect_screen_not "at stride"

# 3. Compare (c) keeps the slider's N, and so does coming back (the
# section's prompt answered first: until then it owns the lab).
screen 100x30 "e b Enter Enter l l c" --section a-coalesced-read-is-only-half-the-job
expect_screen "transpose-naive out"
expect_screen "16384 = 16384"
screen 100x30 "e b Enter Enter l l c c" --section a-coalesced-read-is-only-half-the-job
expect_screen "transpose-readco out"
expect_screen "16384 = 16384"

# 4. Zoomed on a point held for another section's prompt, the header keeps
# the slider's value with the figure as "?", and on a projector the banner
# says the same in block digits (stride 2's speed, which the stride
# slider's section asks, in a section whose text does not state it).
screen 80x24 "h h h h h h z" --section the-timing-decides-the-figure
expect_screen "stride = 2 · ? GB/s · Warp 0"
screen 80x24 "h h h h h h z" --section the-timing-decides-the-figure --projector
expect_screen "GB/s  stride = 2"
expect_screen "hidden until section 8's guess: e answers it here"

# 5. On a projector at 80x24 the verdict of the section 6 prompt comes into
# view without scrolling the question's first line away.
screen 80x24 "e 2 Space 4 Space 8 Space 1 6 Enter" --section coalescing-belongs-to-one-instruction \
    --projector
expect_screen "You guessed 2 4 8 16"
expect_screen "Sectors per request of a float"

# 6. The title bar cuts a section's title only when it does not fit: the
# program's name gives way first.
screen 80x24 "" --section coalescing-belongs-to-one-instruction
title=$(sed -n 1p "$SCREEN")
case $title in
*"Coalescing belongs to one instruction "*"model: predictions") pass ;;
*) fail "the title bar cut a title that fits: $title" ;;
esac
screen 100x30 "" --section a-gpu-for-c-programmers
expect_screen " warplab  Lesson 0 · 1/"

# 7. s without a GPU brings the model's curve in front: the legend says so,
# and where the model's marks land on the reference's they still say both
# (in colour, in ASCII and without colour), so in front hides no kind of
# mark.
screen 100x30 "" --section float-against-double
expect_screen "⊕ both"
both_marks() { sed -n '/GB\/s vs/,$p' "$SCREEN" | sed 's/^[^│|]*[│|]//' | grep -c "$1"; }
screen 100x30 "s" --section float-against-double
expect_screen "∙model in front"
expect_screen "⊕both"
if [ "$(both_marks ⊕)" -ge 3 ]; then pass; else fail "s hid the chart's both-marks"; fi
screen 100x30 "s" --section float-against-double --ascii --no-color
expect_screen "o model in front"
expect_screen "@both"
if [ "$(both_marks @)" -ge 3 ]; then pass; else fail "s hid the chart's both-marks (ASCII)"; fi
# README's key list says what s does without a GPU.
expect_in "$SRC/README.md" "| \`s\` | measure the range (Esc stops); no GPU: model in front |"

# 8. The bank section's reference line: the H200 run never measured the
# banks kernel, so it says that, with no dates of other points.
screen 160x44 "e 2 Enter Enter l" --section why-the-tile-has-33-columns
expect_screen "reference: the H200 run has no banks f32 points"
expect_screen_not "no point here (measured"

# An expression the section gives is the lesson's; one typed is yours, its
# load and store shown without the blanks typed around the semicolon.
screen 80x24 "" --section what-the-probes-do-not-explain
expect_screen "the lesson's a[i] = a[i+s] + 1"
screen 100x30 "i i * s Space ; Space i Enter" --section a-gpu-for-c-programmers
expect_screen "yours a[i] = a[i*s] + 1"

# The comparison kernel takes its own slider where the section's does not
# move it: the padded tile's pad in the bank-conflict section ("Press c for
# the tile, its slider the padding").
screen 100x30 "c l" --section a-32-way-conflict-and-the-padding-that-ends-it
expect_screen "pad     0"
expect_screen "= 1"
expect_screen_not "no slider in this section"

# Two copy figures, each named where it is shown: the reference sweep's
# copy ceiling (the lesson's 4243 GB/s) and the calibrated DRAM rate the
# model's share is of (4232 GB/s), which the readout marks "% of DRAM".
screen 80x24 "" --section bandwidth-and-the-seed
expect_screen "4243 GB/s in the"
expect_screen "4232 GB/s"
expect_screen "64% of DRAM"
expect_screen_not "64% of copy"
screen 100x30 "e 2 Enter Enter l l l l d" --section the-stride-slider
expect_screen "12.4% of the calibrated DRAM rate, "
expect_screen "At the calibrated DRAM rate,"
expect_screen_not "copy rate"
finish
