#!/bin/sh
# A prompt owns its experiment (issue 30, item 1): opening it sets the lab
# to what it asks about (kernel, slider value, type, unroll, working set) and
# says so; until it is answered no page shows the answer (the panes say how
# to answer, d refuses, the zoom stays hidden); closing it brings the
# section's own experiment back. Every prompt of the course, named by its
# section's slug.
. "$(dirname "$0")/screen.sh"

# Every screen starts from no saved guess (progress would keep one).
fresh() {
    rm -rf "$TMP/state"
    screen "$@"
}

# The Experiment pane's rows (kernel, slider, type/unroll/working set).
experiment_rows() {
    sed -n '3,5p' "$SCREEN" | sed 's/^[^│]*│//'
}

# check SLUG KEYS-BEFORE-e "IN THE LAB" TYPE
check() {
    slug=$1
    before=$2
    lab=$3
    type=$4
    fresh 100x30 "$before" --section "$slug"
    section_rows=$(experiment_rows)
    expect_screen "hidden until you predict: press e"
    expect_screen "e:predict"
    expect_screen_not "GB/s vs"
    fresh 100x30 "$before d" --section "$slug"
    expect_screen "the details wait for your prediction: press e first"
    expect_screen_not "The readout in full"
    fresh 100x30 "$before z" --section "$slug"
    expect_screen "hidden until you predict: press e"
    fresh 100x30 "$before e" --section "$slug"
    expect_screen "In the lab: $lab"
    fresh 100x30 "$before e Esc" --section "$slug"
    if [ "$(experiment_rows)" = "$section_rows" ]; then pass; else
        fail "$slug: Esc did not bring the section's experiment back:
$(experiment_rows)
instead of
$section_rows"
    fi
    expect_screen "hidden until you predict: press e"
}

check coalescing-belongs-to-one-instruction "" "the stride kernel, stride 2, f32, unroll 1" f32
check unrolling-does-not-help "" "the stride kernel, stride 8, f32, unroll 1" f32
check one-float-per-thread-on-the-h200 "" "the stride kernel, stride 1, f32, unroll 1" f32
check what-a-float4-load-costs-and-buys "" "the vector kernel, width 2, f32" f32
check measure-do-not-guess "" "the offset kernel, offset 0, f32" f32
check whole-sectors-are-not-enough "" "the offset kernel, offset 8, f32, unroll 1, working set 256 MiB" f32
# The section's second prompt, about double, once the first is answered.
check whole-sectors-are-not-enough "e 2 6 0 0 Enter Enter" "the offset kernel, offset 8, f64" f64
check records-of-twelve-bytes "" "the soa kernel, f32, unroll 1" f32
check what-the-program-measures "" "the offset kernel, offset 0, f32, unroll 1, working set 4 MiB" f32
check what-the-program-measures "e Enter Enter" "the stride kernel, stride 8, f32, unroll 1, working set 4 MiB" f32
check the-same-sweep-at-dram-scale "" "the stride kernel, stride 1, f32" f32
check which-half-of-a-naive-transpose-costs-more "" "the transpose-naive kernel, N 8192, f32" f32

# Section 6's text is about double; its prompt asks about a float warp: the
# answered prompt shows the float warp at stride 2 (8 sectors), and Enter
# goes back to the section's double.
fresh 100x30 "e 8 Space 1 6 Space 3 2 Space 3 2 Enter" --section coalescing-belongs-to-one-instruction
expect_screen "type f32"
expect_screen "load  8 sectors/req"
fresh 100x30 "e 8 Space 1 6 Space 3 2 Space 3 2 Enter Enter" --section coalescing-belongs-to-one-instruction
expect_screen "type f64"

# Results in the question's unit, named by the slider's own name; the
# lessons' rate units are understood.
fresh 100x30 "e 2 Space 3 Enter" --section records-of-twelve-bytes
expect_screen "unroll 1: you 2, the H200 reference"
expect_screen "measured 2.03 times: right"
expect_screen_not "times GB/s"
fresh 100x30 "e 8 Space 1 6 Enter" --section what-a-float4-load-costs-and-buys
expect_screen "width 2: you 8"
expect_screen_not "param 2"
fresh 100x30 "e 2 . 6 Space T B / s Enter" --section whole-sectors-are-not-enough
expect_screen "You guessed 2.6 TB/s: right"
fresh 100x30 "e 2 4 0 0 G i B / s Enter" --section whole-sectors-are-not-enough
expect_screen "You guessed 2400GiB/s: right"
fresh 100x30 "e 2 Enter" --section the-same-sweep-at-dram-scale
expect_screen "you 2, the H200 reference measured"
expect_screen "1.40 times: off by 42%"

# The 4 MiB working set (w) belongs to the section where it was pressed.
screen 100x30 "w n" --section the-seed-s-size-on-an-h200
expect_screen "working set 256 MiB"
finish
