#!/bin/sh
# Reading at 80x24 (issue 30, item 6): counter names and commands are never
# broken inside (they stay whole and scroll sideways); code wraps at a space
# or punctuation with a mark that is no C operator, in ASCII too; ASCII
# block digits are seven-segment digits one can read. Shipped course, by id.
. "$(dirname "$0")/screen.sh"

# A counter name wider than the pane: whole on its row, the header says the
# row scrolls sideways, > shows its end.
# The row's ends fall between the parts of the name, never inside one (review
# item 8): "mem_›", not "mem_gl›"; scrolled, "‹pipe_", not "‹e_lsu".
for slug in names-move-between-releases measure-do-not-guess; do
    screen 80x24 "" --section $slug
    expect_screen " l1tex__t_sectors_pipe_lsu_mem_›"
    expect_screen_not "_gl›"
    expect_screen_not "mem_↪"
    expect_screen "</>"
    screen 80x24 "> > > >" --section $slug
    expect_screen "‹pipe_lsu_mem_global_op_ld.sum"
done
# The chart's legend at 80x24 names every mark it can draw, the both-mark
# and the mark of points that share a cell and differ too, closing up its
# spaces (and dropping the slider's, which the axis row carries) to keep
# them.
screen 80x24 "" --section float-against-double
expect_screen "∙model +H200 ⊕both ≠differ"
screen 80x24 "" --section float-against-double --ascii
expect_screen "o model +H200 @both &differ"
# A command in a code block: whole, never "kernels/wl_↪"; a row that
# scrolls ends between its tokens, never inside a name that fits whole
# ("kernels/wl_›", "transpose-›").
screen 80x24 "" --section start-from-the-repaired-seed
expect_screen_not "wl_↪"
expect_screen_not "wl_›"
expect_screen "nvcc -O2 -o seed ›"
screen 100x30 "" --section write-the-tiled-transpose --projector
expect_screen "warplab sweep --kernel transpose-naive›"
# The kernel's source (x) alike: "// sm_90 SASS of ›", never "wl_transpose_›".
screen 80x24 "x" --section which-half-of-a-naive-transpose-costs-more
expect_screen "// sm_90 SASS of ›"
expect_screen_not "_›"

# A (the glossary from the text): the glossary opens at the first of its
# terms that the lesson rows on screen use; scrolled on, at the next one.
screen 80x24 "A" --section a-gpu-for-c-programmers
expect_screen "glossary: Kernel, the first term shown"
sed -n 3p "$SCREEN" | grep -q "^ │ Kernel  " && pass || fail "A: the glossary does not start at Kernel"
screen 80x24 "j j j j j j j j j A" --section a-gpu-for-c-programmers
expect_screen "glossary: Thread, the first term shown"
sed -n 3p "$SCREEN" | grep -q "^ │ Thread  " && pass || fail "A: the glossary does not start at Thread"

# The banks under a warp diagram leave the global side the rows it needs:
# at 100x29 (a demo's caption takes the 30th) a double tile at N = 8192
# shows the store's two lines, not the first one under the banks' readout.
screen 100x29 "f l" --section stage-it-through-shared-memory
expect_screen "store 8 sectors/req, 2 lines"
expect_screen "shared ld: 2 wavefronts/req"
[ "$(grep -c "│L1  ████████│" "$SCREEN")" = 2 ] && pass || fail "100x29: a line of the double tile is drawn over"

# ASCII: the wrap mark in code is C's line-continuation sign, never ~ (C's
# bitwise not), and | does not separate parts of a line (it divides panes).
# It ends the broken row and starts none, where C and the shell splice a
# copied line back together ("\\ threadIdx.x;" would not compile).
screen 80x24 "" --section the-tile-in-code --ascii
expect_screen "int x = blockIdx.x * 32 + \\ "
expect_screen "     threadIdx.x;"
expect 1 "ASCII: no row starts with the wrap mark" -- grep -q '^ *\\ ' "$SCREEN"
expect_not_in "$SCREEN" "   ~ "
expect_screen "Lesson 4 - "

# ASCII block digits on a projector: seven segments, as a calculator.
screen 80x24 "" --section where-the-time-goes --projector --ascii
expect_screen " _   _       _  GB/s"
expect_screen " _| |_    | |_| H200 measured"
# The expression editor opens with the expression on screen: the stride
# family's index, or the student's own; typing replaces it, Left edits it.
screen 80x24 "i" --section the-stride-slider
expect_screen "> i * s_"
expect_screen "typing replaces it"
screen 80x24 "i Left Left BS + Enter i" --section the-stride-slider
expect_screen "> i + s_"
# The help lists the keys of the screen it is opened over, with the ranges
# this screen has: section 9's slider is the unroll count, 1 to 16.
screen 80x24 "?" --section four-elements-per-thread-at-stride-8
expect_screen "here: h and l move the unroll slider, from x1 to x16"
expect_screen "In the lab"
expect_screen_not "In the contents"
screen 100x30 "t ?" --section four-elements-per-thread-at-stride-8
expect_screen "In the contents"
expect_screen_not "In the lab"
# The glossary: / finds a term as it is typed, its name before the
# definitions that mention it; Enter the next place; Esc ends the search.
screen 80x24 "a / c o a l" --section the-stride-slider
expect_screen "find: coal_"
sed -n 3p "$SCREEN" | grep -q "Coalesced" && pass || fail "the term Coalesced is not the first row"
screen 80x24 "a / c o a l Enter" --section the-stride-slider
sed -n 3p "$SCREEN" | grep -q "│ Coalesced  " && fail "Enter did not move on" || pass
# The best name first: the term that is the text, before one that holds it
# ("sector" is Sector, not Partial-sector stores, which comes first).
screen 80x24 "a / s e c t o r" --section the-stride-slider
sed -n 3p "$SCREEN" | grep -q "│ Sector  " && pass || fail "/sector: $(sed -n 3p "$SCREEN")"
screen 80x24 "a / z z z" --section the-stride-slider
expect_screen "no term says 'zzz'"
screen 80x24 "a / c o a l Esc" --section the-stride-slider
expect_screen "Glossary"
expect_screen "/:find"
screen 80x24 "a / c o a l Esc q" --section the-stride-slider
expect_screen_not "Glossary"
# A name wider than the bar's half is typed whole and scrolls there, its
# cursor end in view, never cut away: a profiler counter looked up, a
# section's id to go to.
spaced() { printf %s "$1" | sed 's/./& /g'; }
bar() { tail -n 1 "$SCREEN"; }
counter=l1tex__average_t_sectors_per_request_pipe_lsu_mem_global_op_ld.ratio
screen 80x24 "a / $(spaced $counter)" --section the-stride-slider
if bar | grep -q "global_op_ld.ratio_ "; then pass; else fail "the bar cut the name: $(bar)"; fi
sed -n 3p "$SCREEN" | grep -q "$counter" && pass || fail "the glossary did not find $counter"
screen 80x24 ": $(spaced a-32-way-conflict-and-the-padding-that-ends-it)" --section the-stride-slider
if bar | grep -q "padding-that-ends-it_ "; then pass; else fail "the bar cut the id: $(bar)"; fi
# The contents box pages as a list box does: PgDn chooses the last row in
# view, then a box of rows on; counted in rows, lesson headings too, so no
# row is skipped on the way down or up (sections 27 and 28 were).
screen 100x30 "t dump PgDn dump PgDn dump PgDn dump PgDn dump PgUp dump PgUp dump PgUp dump PgUp" --section 1 --projector
prev_last=0
for i in 1 2 3 4 5 6 7 8 last; do
    view $i
    range=$(grep -o 'rows [0-9]*-[0-9]* of' "$SCREEN" | head -n 1 | tr -dc '0-9-')
    first=${range%-*}
    last=${range#*-}
    if [ "$i" != 1 ] && { [ "$first" -gt $((prev_last + 1)) ] || [ "$last" -lt $((prev_first - 1)) ]; }; then
        fail "contents: rows $prev_first-$prev_last, then $first-$last: rows skipped"
    else
        pass
    fi
    prev_first=$first
    prev_last=$last
done

finish
