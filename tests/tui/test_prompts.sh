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
# Five screens in three runs: a screen whose keys are a prefix of another's
# is that run's "dump" (view N), the same keys from the same fresh state.
check() {
    slug=$1
    before=$2
    lab=$3
    type=$4
    fresh 100x30 "$before dump d" --section "$slug"
    view 1
    section_rows=$(experiment_rows)
    expect_screen "hidden until you predict: press e"
    expect_screen "e:predict"
    expect_screen_not "GB/s vs"
    view last
    expect_screen "the details wait for your prediction: press e first"
    expect_screen_not "The readout in full"
    # Zoomed: a prompt that asks a count hides the diagram; one that asks a
    # bandwidth shows the sectors, and the bandwidth is "?" (below, one of
    # each by name).
    fresh 100x30 "$before z" --section "$slug"
    if grep -q "hidden until you predict: press e" "$SCREEN"; then pass; else
        expect_screen " ? GB/s "
    fi
    expect 1 "$slug: no bandwidth in the zoom" -- grep -q "[0-9] GB/s" "$SCREEN"
    fresh 100x30 "$before e dump Esc" --section "$slug"
    view 1
    if [ -n "$lab" ]; then expect_screen "In the lab: $lab"; else expect_screen_not "In the lab:"; fi
    view last
    if [ "$(experiment_rows)" = "$section_rows" ]; then pass; else
        fail "$slug: Esc did not bring the section's experiment back:
$(experiment_rows)
instead of
$section_rows"
    fi
    expect_screen "hidden until you predict: press e"
}

check coalescing-belongs-to-one-instruction "" "the stride kernel, stride 2, f32, unroll 1" f32
# A count prompt's section hides the diagram at every slider position (stride
# 3's 12 sectors tell stride 2's 8); a bandwidth prompt's section draws the
# sectors its text speaks of ("slide the unroll count ... the sectors do not
# move") and hides the figures.
fresh 100x30 "l z" --section coalescing-belongs-to-one-instruction
expect_screen "hidden until you predict: press e"
expect_screen_not "sectors/request"
fresh 100x30 "l l" --section four-elements-per-thread-at-stride-8
expect_screen "load  32 sectors/req"
expect_screen "hidden until you predict: press e"
expect 1 "four-elements-per-thread-at-stride-8: no bandwidth" -- grep -q "[0-9] GB/s" "$SCREEN"
check four-elements-per-thread-at-stride-8 "" "the stride kernel, stride 8, f32, unroll 1" f32
# Little's law from the calibrated constants: no experiment of its own.
check one-float-per-thread-on-the-h200 "" "" f32
check wider-loads-float2-and-float4 "" "the vector kernel, width 2, f32" f32
check measure-do-not-guess "" "the offset kernel, offset 0, f32" f32
# The section's second prompt, offset 8's speed, once the first is answered.
check measure-do-not-guess "e 0 Space 3 2 Enter Enter" "the offset kernel, offset 8, f32, unroll 1, working set 256 MiB" f32
check shifted-by-whole-sectors "" "the offset kernel, offset 8, f64" f64
check store-data-the-way-it-is-read "" "the soa kernel, f32, unroll 1" f32
check what-the-program-measures "" "the offset kernel, offset 0, f32, unroll 1, working set 256 MiB" f32
check what-the-program-measures "e a Enter Enter" "the stride kernel, stride 8, f32, unroll 1, working set 256 MiB" f32
check the-stride-slider "" "the stride kernel, stride 1, f32" f32
# A comparison of two kernels shows the one its section is about (readco),
# at the size it asks about, and so does the section once it is answered.
check a-coalesced-read-is-only-half-the-job "" "the transpose-readco kernel, N 8192, f32" f32
expect_in_rows() {
    if experiment_rows | grep -q "$1"; then pass; else fail "$2: $(experiment_rows)"; fi
}
fresh 100x30 "e b Enter dump Enter" --section a-coalesced-read-is-only-half-the-job
for v in 1 last; do
    view $v
    expect_in_rows "transpose-readco" "the answered transpose prompt left readco"
    expect_in_rows "= 8192" "the answered transpose prompt left N = 8192"
done

# Section 6's text is about double; its prompt asks about a float warp: the
# answered prompt shows the float warp at stride 2 (8 sectors), and Enter
# goes back to the section's double.
fresh 100x30 "e 8 Space 1 6 Space 3 2 Space 3 2 Enter dump Enter" --section coalescing-belongs-to-one-instruction
view 1
expect_screen "type f32"
expect_screen "load  8 sectors/req"
view last
expect_screen "type f64"
# The same screen: Enter after the verdict goes back to where the student
# was reading (item 5 of the review), the prompt's text in view with what
# follows it.
expect_screen "Before you go on: how many sectors"
expect_screen "lesson 2 explains them."

# No section answers its own prompt before asking it (review item 2): the
# unroll prompt's section, found by the prompt's id, says neither in its
# heading nor in its text before the prompt that unrolling does not help.
before_prompt() {
    awk -v id="$1" '/^## / { text = "" } { text = text "\n" $0 }
        index($0, "id=" id " ") { print text; exit }' "$SRC"/lessons/[0-9]*.md
}
if before_prompt unroll-stride8 | grep -qiE "(not|n.t|no) (help|faster|speed)|does nothing"; then
    fail "the unroll prompt's section answers it before asking:
$(before_prompt unroll-stride8 | grep -iE "(not|n.t|no) (help|faster|speed)|does nothing")"
else
    pass
fi

# Space on the verdict goes on as Enter does, as it goes on at the end of
# the text everywhere else (it did nothing here): back to the section.
fresh 100x30 "e 8 Space 1 6 Space 3 2 Space 3 2 Enter Space" --section coalescing-belongs-to-one-instruction
expect_screen "type f64"
expect_screen "Before you go on: how many sectors"
expect_screen_not "Enter:lesson"

# After the verdict at 80x24 too: the prompt's text and what follows it,
# not a pane of blank rows past the section's end.
fresh 80x24 "e 1 Enter Enter" --section the-stride-slider
expect_screen "will stride 2 run on the H200"
expect_screen "Measured, 2750 against 1959"

# Results in the question's unit, named by the slider's own name; the
# lessons' rate units are understood.
fresh 100x30 "e 2 Space 3 Enter" --section store-data-the-way-it-is-read
expect_screen "unroll 1: you 2, the H200 reference"
expect_screen "measured 2.03 times (separate array /"
expect_screen "records): right"
expect_screen_not "times GB/s"
fresh 100x30 "e 8 Space 1 6 Enter" --section wider-loads-float2-and-float4
expect_screen "width 2: you 8"
expect_screen_not "param 2"
fresh 100x30 "e 1 . 4 Space T B / s Enter" --section one-float-per-thread-on-the-h200
expect_screen "You guessed 1.4 TB/s: right (right"
expect_screen "means within 5% of the lab's)."
fresh 100x30 "e 1 3 0 0 G i B / s Enter" --section one-float-per-thread-on-the-h200
expect_screen "You guessed 1300GiB/s: right"
fresh 100x30 "e 2 Enter" --section the-stride-slider
expect_screen "you 2, the H200 reference measured"
expect_screen "1.40 times (stride 2's time / stride"
expect_screen "1's): off by 42%"

# Every prompt of the course (issue 30 review, item 1): the panes show the
# prompt's experiment as soon as the section shows the prompt, before e, the
# same rows as once e has opened it. A section's later prompt is reached by
# answering the ones before it. Each line: slug, then the keys that answer
# each earlier prompt of its section.
prompts() {
    awk '
    function slug(t) { t = tolower(t); gsub(/[^a-z0-9]+/, "-", t); sub(/^-/, "", t); sub(/-$/, "", t); return t }
    /^## / { sec = slug(substr($0, 4)); keys = ""; next }
    /<!-- warplab-predict:/ { inp = 1; kind = ""; n = 0 }
    inp && match($0, /kind=[a-z]+/) { kind = substr($0, RSTART + 5, RLENGTH - 5) }
    inp && /(^| )(answer|choice)=/ { n++ }
    inp { if (index($0, "-->")) { inp = 0; print sec "|" keys
        a = kind == "choice" ? "a" : "1"; for (i = 1; kind == "number" && i < n; i++) a = a " 1"
        gsub(/ /, " Space ", a); keys = keys " e " a " Enter Enter" } }
    ' "$SRC"/lessons/[0-9]*.md
}
count=0
# The experiment the pane shows, in the words of the prompt's "In the lab:"
# line: "the stride kernel, stride 2, f32, unroll 1, working set 256 MiB".
pane_experiment() {
    experiment_rows | awk '
    NR == 1 { k = $1 }
    NR == 2 { p = (index($0, "= ") && $NF !~ /[a-z]/) ? ", " $1 " " $NF : "" }
    NR == 3 { w = $0; sub(/^ *type [^ ]+ +unroll [^ ]+ +/, "", w)
              printf "the %s kernel%s, %s, unroll %s, %s\n", k, p, $2, $4, w }'
}
for line in $(prompts | tr ' ' '~'); do
    slug=${line%%|*}
    keys=$(echo "${line#*|}" | tr '~' ' ')
    fresh 100x30 "$keys dump e" --section "$slug"
    view 1
    shown=$(pane_experiment)
    view last
    # A pane on the unroll slider names no stride: compare without it.
    inlab=$(tr '\n' ' ' <"$SCREEN" | tr -s ' ')
    if ! echo "$shown" | grep -q "kernel, [a-zA-Z]* [0-9]"; then
        inlab=$(echo "$inlab" | sed 's/kernel, stride [0-9]*,/kernel,/')
    fi
    if ! echo "$inlab" | grep -q "In the lab:"; then
        pass # a prompt on the calibrated constants alone has no experiment
    elif echo "$inlab" | grep -qF "In the lab: $shown."; then pass; else
        fail "$slug (after '$keys'): before e the panes showed
$shown
and once e opened the prompt
$(grep -A1 'In the lab' "$SCREEN")"
    fi
    count=$((count + 1))
done
if [ "$count" -eq 13 ]; then pass; else fail "$count prompts found in the lessons, not 13"; fi

# A figure that an unanswered prompt asks for waits (review item 3,
# wl_app_guard.c). A bandwidth, in every section: off by one float, slid to
# offset 8, whose speed the last section of lesson 4 asks about; the
# diagram (counts) stays, the readout, the projector's big figure, the
# details and the zoom wait; answered, it shows.
# One run, three screens: the section as it opens, offset 8, then d.
# The chart, with offset 8 on its track, waits whole (its neighbours at 16
# and 24 would tell offset 8's speed).
pane_says() { # the first row of a lab pane, by its title
    sed -n "/│ $1/{n;p;}" "$SCREEN" | sed 's/^[^│]*│//' | sed 's/^ *//'
}
chart_waits() { pane_says Chart | grep -q "e answers it here" && ! grep -q "GB/s vs" "$SCREEN"; }
readout_shown() { ! pane_says Readout | grep -q "hidden"; }
fresh 100x30 "dump l l l l l l l dump d dump e" --section off-by-one-float
view 1
if chart_waits; then pass; else fail "a chart with offset 8 held is drawn: $(cat "$SCREEN")"; fi
view 2
expect_screen "= 8"
expect_screen "load  4 sectors/req, 2 lines"
expect_screen "e answers it here"
expect_screen_not "2596"
# d says why the details wait in the panes' words, e included, and e
# there opens the prompt that holds them.
view 3
expect_screen "details: hidden until section 21's guess: e answers it here"
view last
expect_screen "Predict, then measure: section 21"
fresh 120x34 "l l l l l l l" --section off-by-one-float --projector
expect_screen "e answers it here"
expect_screen_not "2596"
expect_screen_not "H200 measured"
fresh 100x30 "l l l l l l l z z" --section off-by-one-float --projector
expect_screen_not "2596"
# Beside the first prompt's verdict, a pane the section's second prompt
# holds says how to reach it.
fresh 100x30 "e 0 Space 3 2 Enter" --section measure-do-not-guess
expect_screen "You guessed 0 32: right."
expect_screen "hidden until the next question: Enter, then e"
expect_screen_not "hidden until you predict: press e"
fresh 100x30 "e 0 Space 3 2 Enter Enter e a Enter" --section measure-do-not-guess
screen 100x30 "l l l l l l l" --section off-by-one-float
expect_screen "2596"
screen 100x30 "" --section off-by-one-float
if chart_waits; then fail "the chart waits after offset 8 was guessed"; else pass; fi
expect_screen "GB/s vs offset"
# A count, in the prompt's lesson: the section after the bank prompt hides
# the diagram too, at the stride it asks about and at every other (stride 6
# draws stride 2's two passes); once guessed, all shows.
fresh 100x30 "l dump l dump l l l" --section a-32-way-conflict-and-the-padding-that-ends-it
for v in 1 2 last; do
    view $v
    expect_screen "e answers it here"
    expect_screen_not "sectors/req"
    expect_screen_not "wavefront"
done
fresh 100x30 "l e 2 Enter Enter l" --section a-32-way-conflict-and-the-padding-that-ends-it
expect_screen "shared load: 1 wavefront per request"
if readout_shown; then pass; else fail "stride 3's readout waits: $(cat "$SCREEN")"; fi
# A comparison: its first side (warplab's 256 MiB at offset 0) stays in
# view, the other (the seed's 4 MiB) waits, in the section after its
# prompt, whose text does not state it.
fresh 100x30 "dump w" --section the-seed-on-its-author-s-gpu
view 1
expect_screen "= 0"
if readout_shown; then pass; else fail "offset 0's readout waits: $(cat "$SCREEN")"; fi
view last
expect_screen "e answers it here"
# A side that differs from the first in the working set alone waits at every
# slider value of that working set: offset 1 or 8 at 4 MiB, beside offset
# 1 at 256 MiB, would tell which working set runs offset 0 faster.
fresh 100x30 "w l dump l l l l l l l" --section the-seed-on-its-author-s-gpu
view 1
expect_screen "= 1"
expect_screen "e answers it here"
view last
expect_screen "= 8"
expect_screen "e answers it here"
# So does a side at another unrolling: stride 7 at four elements per
# thread, beside stride 7 at one, tells stride 8 (section 9's question);
# stride 1 at four, which section 9's text gives as its premise, shows.
fresh 100x30 "e 2 Enter Enter Tab l l l u" --section the-stride-slider
expect_screen "= 7"
expect_screen "hidden until section 9's guess: e answers it here"
fresh 100x30 "" --section more-loads-per-thread
expect_screen "= x4"
if readout_shown; then pass; else fail "stride 1's readout at unroll 4 waits: $(cat "$SCREEN")"; fi
# A section with no slider holds its chart's one point too (the seed's 4
# MiB in lesson 1 tells section 29's answer).
fresh 100x30 "w" --section 5
if chart_waits; then pass; else fail "the 4 MiB chart of section 5 is drawn: $(cat "$SCREEN")"; fi
# c while the section's prompt has the lab says the comparison waits.
fresh 100x30 "c" --section why-the-tile-has-33-columns
expect_screen "the comparison kernel waits for your guess: press e"
# The section before the banks prompt shows the padded tile with no slider:
# pad 2's column read (stride 34, as stride 2) would tell its passes.
fresh 100x30 "l l" --section the-tile-in-code
expect_screen "no slider in this section"
expect_screen_not "2 wavefronts"

# An expression the student types can draw any count a prompt asks for
# (i * s at s = 2 is a float warp at stride 2): while a count prompt of the
# lesson waits, a typed experiment waits at every s, the diagram, readout
# and chart alike; the prompt answered, it shows.
fresh 100x30 "i i * s Enter dump l" --section thirty-two-lanes-one-instruction
for v in 1 last; do
    view $v
    expect_screen "hidden until section 6's guess: e answers it here"
    expect_screen_not "sectors/req"
    if chart_waits; then pass; else fail "a typed experiment's chart is drawn: $(cat "$SCREEN")"; fi
done
fresh 100x30 "e 8 Space 1 6 Space 3 2 Space 3 2 Enter" --section coalescing-belongs-to-one-instruction
screen 100x30 "i i * s Enter l" --section thirty-two-lanes-one-instruction
expect_screen "load  8 sectors/req, 2 lines"
# Lesson 4's offsets prompt (lines per offset) holds i + s in the sections
# before it, the banks prompt answered.
fresh 100x30 "e 2 Enter Enter" --section why-the-tile-has-33-columns
screen 100x30 "i i + s Enter l" --section stage-it-through-shared-memory
expect_screen "hidden until section 21's guess: e answers it here"
expect_screen_not "sectors/req"

# A comparison's later side waits in other lessons too, where a student
# slides onto it; no section opens on one (the seed's size, on stride 1,
# one step below stride 2, a side of the stride slider's slowdown).
fresh 100x30 "" --section the-seed-s-size-on-an-h200
if readout_shown; then pass; else fail "stride 1's readout waits: $(cat "$SCREEN")"; fi
expect_screen_not "1959"
fresh 100x30 "l" --section the-seed-s-size-on-an-h200
expect_screen "hidden until section 8's guess: e answers it here"
expect_screen_not "1959"
if chart_waits; then pass; else fail "a chart with stride 2 held is drawn: $(cat "$SCREEN")"; fi
# Answered, the side shows.
fresh 100x30 "e 1 . 4 Enter" --section the-stride-slider
screen 100x30 "l" --section the-seed-s-size-on-an-h200
expect_screen "1959"
expect_screen_not "e answers it here"

# Once the text states a held figure, it shows: the section after lesson 4's
# offset-8 prompt prints offset 8's measured speed, so a student who went
# on unanswered finds the readout and chart there beside that sentence (its
# own prompt answered, then f for float: the section itself is on double);
# back before the prompt, offset 8 waits again.
fresh 100x30 "e b Enter Enter Enter dump f" --section shifted-by-whole-sectors
view 1
expect_screen "type f64"
expect_screen "reference: 3532 GB/s"
view last
if readout_shown; then pass; else fail "offset 8's readout waits beside its stated speed: $(cat "$SCREEN")"; fi
expect_screen "reference: 2596 GB/s"
expect_screen "GB/s vs offset"
screen 100x30 "l l l l l l l" --section off-by-one-float
expect_screen "e answers it here"
expect_screen_not "2596"

# A guess longer than an answer may be is said, not cut unseen and judged.
long="e"
for i in $(seq 1 26); do long="$long 0 Space"; done
fresh 100x30 "$long" --section measure-do-not-guess
expect_screen "An answer is at most 48 characters."

# The 4 MiB working set (w) belongs to the section where it was pressed.
screen 100x30 "w n" --section the-seed-s-size-on-an-h200
expect_screen "working set 256 MiB"
# A chart with a held point waits whole: its neighbours (offsets 16 and 24
# beside 8, the model's point at stride 2) would tell the held figure. A
# stride chart waits for the stride slider's prompt (stride 2's speed), an
# offset chart for lesson 4's (offset 8); answered, the chart comes back.
for slug in the-timing-decides-the-figure off-by-one-float; do
    fresh 100x30 "" --section "$slug"
    if chart_waits; then pass; else fail "$slug: a chart with a held point: $(cat "$SCREEN")"; fi
done
fresh 100x30 "e 1 . 4 Enter Enter" --section the-stride-slider
screen 100x30 "" --section the-timing-decides-the-figure
expect_screen "GB/s vs stride"
# The section after it states stride 2's speed in its text: there the
# chart is drawn, unanswered.
fresh 100x30 "" --section the-same-sweep-at-dram-scale
expect_screen "GB/s vs stride"

# Panes that wait for another section's prompt say that e answers it here,
# in the pane's width; the bar offers e, and e opens that prompt, named by
# its section, on its own experiment; answered, the section's experiment
# comes back and the chart is drawn.
fresh 80x24 "" --section the-timing-decides-the-figure
expect_screen "section $(section_number the-stride-slider) asks first: e answers it here"
expect_screen "e:predict"
fresh 100x30 "e dump 1 . 4 Enter Enter" --section the-timing-decides-the-figure
view 1
expect_screen "Predict, then measure: section 8"
expect_screen "Stride 2 moves twice the DRAM bytes"
view last
expect_screen "= 8"
expect_screen "GB/s vs stride"
fresh 100x30 "e dump a Enter Enter" --section off-by-one-float
view 1
expect_screen "Predict, then measure: section 21"
view last
expect_screen "GB/s vs offset"
# A section with a prompt of its own opens its own, though another
# section's prompt holds its panes too.
fresh 100x30 "e" --section what-the-program-measures
expect_screen "Predict, then measure"
expect_screen_not "Predict, then measure: section"

# Zoomed, the diagram's header keeps the slider's value but not a held
# figure, nor under the projector's "?".
fresh 80x24 "l l l l l l l z" --section off-by-one-float
expect_screen "offset = 8 · ? GB/s"
expect_screen_not "GB/s (model)"
fresh 100x30 "l l l l l l l z" --section off-by-one-float --projector
expect_screen "offset = 8 · ? GB/s"
expect_screen_not "GB/s (model)"
fresh 80x24 "h h h h h h z" --section the-timing-decides-the-figure
expect_screen "stride = 2 · ? GB/s"
expect_screen_not "GB/s (model)"

# A chart waits for a held count too: the model's GB/s at the banks
# kernel's stride 2 tells its passes, which section 19 asks for.
fresh 100x30 "" --section a-32-way-conflict-and-the-padding-that-ends-it
if chart_waits; then pass; else fail "a chart with stride 2's passes held is drawn: $(cat "$SCREEN")"; fi
fresh 100x30 "e 2 Enter Enter" --section a-32-way-conflict-and-the-padding-that-ends-it
expect_screen "GB/s vs stride"

# A comparison is told by its sides' pair at another setting too. Offset 8
# against 16 in double (shifted-by-whole-sectors) is the same order at four
# elements per thread: off-by-one-float, in double at unroll 4, holds offset
# 16 (readout) and the chart whose track has it.
fresh 100x30 "f u h h l l l l l l l l l l l l l l l l" --section off-by-one-float
expect_screen "type f64   unroll 4"
expect_screen "= 16"
expect_screen "hidden until section $(section_number shifted-by-whole-sectors)'s guess"
expect 1 "off-by-one-float: offset 16 in double at unroll 4 held" -- grep -q "reference: [0-9]" "$SCREEN"
# ... and at every offset whose warp draws the held side's pattern: in
# double, offsets 0 and 32 start on a line as offset 16 does (8 sectors, 2
# lines) and tell its speed; offset 8, the first side, shows.
fresh 100x30 "f h h dump l l l l l l l l" --section off-by-one-float
view 1
expect_screen "= 0"
expect_screen "hidden until section $(section_number shifted-by-whole-sectors)'s guess"
expect 1 "off-by-one-float: double offset 0 held" -- grep -q "reference: [0-9]" "$SCREEN"
view last
expect_screen "= 8"
expect_screen "reference: 3532"
# The seed's 4 MiB against warplab's size (what-the-program-measures's
# prompts): any measured point at 4 MiB tells which size is faster (stride
# 1 there is offset 0 there), so every one waits, at every unrolling.
seed_section=$(section_number what-the-program-measures)
for slug in more-loads-per-thread unrolling-at-a-stride off-by-one-float; do
    fresh 100x30 "w" --section $slug
    expect_screen "working set 4 MiB"
    expect_screen "hidden until section $seed_section's guess"
    expect 1 "$slug: no 4 MiB reference before its prompt" -- grep -q "reference: [0-9]" "$SCREEN"
done

# A reset in the lab asks the section's prompt again on its own experiment:
# answered, the section shows four elements per thread; reset, the prompt's
# one element per thread is back beside "press e".
fresh 100x30 "e a Enter Enter dump R r e s e t Enter" --section four-elements-per-thread-at-stride-8
view 1
expect_screen "type f32   unroll 4"
view last
expect_screen "progress forgotten"
expect_screen "type f32   unroll 1"
expect_screen "hidden until you predict: press e"

# A prompt without an experiment of its own (Little's law from the
# constants) sits beside its section's experiment as declared, not one the
# student moved to double at 4 MiB; closed, the student's is back.
fresh 100x30 "w f e 1 3 9 3 Enter dump Enter" --section one-float-per-thread-on-the-h200
view 1
expect_screen "type f32   unroll 1   working set 256 MiB"
view last
expect_screen "type f64   unroll 1   working set 4 MiB"
finish
