#!/bin/sh
# Demo scripts (lessons/README.md, "Demo scripts"): a script played with the
# step keys shows each step's section, slider value and caption; lab keys
# work between steps and the next step comes from the script again; a
# malformed script is refused with its file:line before anything is drawn;
# the shipped demos pass check-content.
. "$(dirname "$0")/screen.sh"
# A demo saves nothing (checked at the end), so a screen whose keys prefix
# another's is that run's "dump" (view N): the same keys from the same state.

DEMO=$TMP/three.ini
cat >"$DEMO" <<'INI'
; three steps
[step]
section = off-by-one-float
offset = 0
caption = First: offset zero

[step]
section = the-same-sweep-at-dram-scale
stride = 4
caption = Second: stride four

[step]
section = lanes-that-walk-a-column
N = 1024
type = f64
caption = Third: a column of doubles
INI

expect 0 "a three-step demo, two steps on, then past the last" -- \
    draw 100x30 "Space Space dump Space" --demo "$DEMO"
expect_screen "the demo's last step (3); q ends"
view 1
expect_screen "Lanes that walk a column"
expect_screen "= 1024"
expect_screen "type f64"
expect_screen "Third: a column of doubles"
expect_screen "demo step 3 of 3  "
expect_screen_not "Second: stride four"

expect 0 "Right and PgDn advance, Left and PgUp go back" -- draw 100x30 "Right PgDn Left" --demo "$DEMO"
expect_screen "The same sweep at DRAM scale"
expect_screen "= 4"
expect_screen "Second: stride four"
expect 0 "PgUp back to the first step" -- draw 100x30 "Space PgUp" --demo "$DEMO"
expect_screen "Off by one float"
expect_screen "First: offset zero"
expect_screen_not "hidden until you answer" # the demo shows its experiment

# A lab key between steps (the slider, here l) changes the lab; the next step
# is the script's again.
expect 0 "a lab key between steps, then the next step" -- draw 100x30 "l l dump Space" --demo "$DEMO"
expect_screen "= 4"
expect_screen "Second: stride four"
view 1
expect_screen "= 2"
expect_screen "First: offset zero"

# The command form, in presenter mode at 80x24: the caption is shown large.
expect 0 "warplab demo FILE --projector" -- "$WARPLAB" demo "$DEMO" --headless 80x24 --cpu \
    --data-dir "$SRC" --state-dir "$TMP/state" --projector --keys "Space" --dump "$SCREEN"
expect_screen "Second: stride four"

# A step moves its section's slider and toggles the unrolling (u) at once,
# in either order.
for order in 'stride = 8\nunroll = 4' 'unroll = 4\nstride = 8'; do
    printf "[step]\nsection = the-same-sweep-at-dram-scale\n$order\n" >"$TMP/both.ini"
    expect 0 "stride and unroll in one step ($order)" -- draw 100x30 "" --demo "$TMP/both.ini"
    expect_screen "= 8"
    expect_screen "unroll 4"
done

# Malformed scripts: refused with file:line, nothing drawn (no dump).
bad() {
    printf "$1" >"$TMP/bad.ini"
    rm -f "$SCREEN"
    expect 1 "$2" -- draw 80x24 "" --demo "$TMP/bad.ini"
    expect_output "$TMP/bad.ini:$3: $4"
    [ ! -e "$SCREEN" ] && pass || fail "$2: a screen was drawn"
}
bad '[step]\nsection = off-by-one-float\noffset = 33\n' "an offset off the slider" 3 \
    "offset '33' is not on the slider of off-by-one-float (0 to 32)"
bad '[step]\nsection = off-by-one-float\noffset = 4294967297\n' "an offset past 2^32 (no wrap to 1)" 3 \
    "offset '4294967297' is not on the slider of off-by-one-float (0 to 32)"
bad '[step]\nsection = off-by-one-float\n\n[step]\nsection = no-such-slug\n' "an unknown slug" 5 \
    "no section 'no-such-slug'"
bad '[step]\nsection = off-by-one-float\nspeed = 2\n' "an unknown key" 3 "unknown key 'speed'"
bad '[step]\nsection = off-by-one-float\nstride = 2\n' "another section's slider" 3 \
    "section off-by-one-float has the slider offset, not stride"
bad '[step]\nsection = off-by-one-float\noffset = 1\noffset = 2\n' "a key twice" 4 \
    "'offset' given twice"
bad '[step]\nsection = off-by-one-float\ntype = f16\n' "a bad type" 3 "type must be f32 or f64"
bad '[step]\nsection = off-by-one-float\nsize = 8M\n' "a size the lab does not run" 3 "size '8M'"
bad '[step]\nsection = off-by-one-float\ngpu = nope\n' "an unknown GPU profile" 3 "gpu 'nope'"
bad '[step]\nsection = lanes-that-walk-a-column\nunroll = 4\n' "unrolling a transpose" 3 \
    "section lanes-that-walk-a-column cannot unroll to 4"
bad '[step]\nsection = lanes-that-walk-a-column\nsize = 4M\n' "the seed's size on a transpose" 3 \
    "section lanes-that-walk-a-column: size has no effect on transpose-naive"
bad '[step]\nsection = lanes-that-walk-a-column\ncaption = x\nsize = default\n' \
    "any size on a transpose" 4 "section lanes-that-walk-a-column: size has no effect"
bad '[step]\nsection = the-stride-slider\nstride = 8\noffset = 4\n' "two sliders in one step" 4 \
    "a step moves one slider: 'stride' and 'offset' both given"
bad '[step]\nsection = four-elements-per-thread-at-stride-8\nstride = 16\nunroll = 16\n' \
    "a slider beside the unrolling slider" 3 \
    "section four-elements-per-thread-at-stride-8's slider is the unrolling: stride cannot be set here"
bad '[step]\ncaption = no section\n' "a step without a section" 1 "a step needs section = SLUG"
bad '; nothing\n' "no steps" 1 "no [step] sections"
bad '[scene]\nsection = off-by-one-float\n' "another section name" 1 "unknown section [scene]"
# The INI reader's rules, as for quiz files: text after a header is not
# dropped, and a key takes '=' (inih would also take ':').
bad '[step] 2\nsection = off-by-one-float\n' "text after [step]" 1 "text after the [section] header"
bad '[step]\nsection = off-by-one-float\noffset: 8\n' "':' for '='" 3 \
    "expected 'name = value': a key is followed by '=', not ':'"
# One number rule, wl_parse_int's, as a lesson's binding reads param: base
# 10, no sign games ("08" is 8).
for v in +3 0x8 -0 " 8x"; do
    bad "[step]\nsection = off-by-one-float\noffset = $v\n" "offset '$v'" 3 \
        "offset '${v# }' is not on the slider"
done
printf '[step]\nsection = off-by-one-float\noffset = 08\n' >"$TMP/zero.ini"
printf '[step]\nsection = off-by-one-float\noffset = 8\n' >"$TMP/plain.ini"
expect 0 "offset = 08 plays" -- draw 80x24 "" --demo "$TMP/zero.ini"
cp "$SCREEN" "$TMP/zero.screen"
expect 0 "offset = 8 plays" -- draw 80x24 "" --demo "$TMP/plain.ini"
cmp -s "$SCREEN" "$TMP/zero.screen" && pass || fail "offset = 08 is not offset = 8"
expect 2 "demo without a file" -- "$WARPLAB" demo
expect 2 "a demo and the room's questions at once" -- "$WARPLAB" demo "$SRC/lessons/demos/transpose.ini" --present --headless 80x24 --keys q --dump "$TMP/both"
expect_output "one at a time"
expect 0 "demo --help" -- "$WARPLAB" demo --help
expect_output "usage: warplab demo FILE"

# The shipped demos: checked by check-content, and every step plays.
expect 0 "check-content checks the shipped demos" -- "$WARPLAB" check-content --data-dir "$SRC"
expect_output "steps in 2 demo scripts"
for d in "$SRC"/lessons/demos/*.ini; do
    expect 0 "check-content $d" -- "$WARPLAB" check-content --data-dir "$SRC" "$d"
done
# The walk opens on the section that asks which offsets keep one line, then
# offset 8's speed, before any step shows offsets 0, 1 and 32 or a text that
# answers it: the panes wait for the room's guesses (review item 4), and so
# does the next step, whose text would give the answer away.
rm -rf "$TMP/state"
expect 0 "the offset/stride walk, first step, then its second" -- \
    draw 100x30 "dump Space" --demo "$SRC/lessons/demos/offset-stride.ini"
view 1
expect_screen "Guess (e): which offsets fit one line?"
expect_screen "hidden until you predict: press e"
view last
expect_screen "the room's guess first: press e"
expect_screen_not "Only offsets 0 and 32"
expect_screen_not "2596"
# The room guesses: the offsets in one line and offset 8's speed (first
# step), double's shift (fourth), stride 2's slowdown (sixth).
GUESSED="e 0 Space 3 2 Enter Enter e a Enter Enter Space Space Space e a Enter Enter Space Space e 2 Enter Enter"
# The caption has rows of its own: the chart's axis row stays above it, at
# 100x30 and in presenter mode at 80x24.
for size in 100x30 80x24; do
    rm -rf "$TMP/state"
    expect 0 "the walk's last step at $size" -- draw $size \
        "$GUESSED Space Space Space" \
        --demo "$SRC/lessons/demos/offset-stride.ini" $([ $size = 80x24 ] && echo --projector)
    expect_screen "small enough for an H200's L2"
    # the last row of the lab column: the chart's axis, or the readout's limit
    # where presenter mode at 80x24 gives the chart no room
    # (the section's text states stride 8's speed at 4 MiB, which section
    # 29 asks about, so the chart is drawn though that prompt waits)
    if [ $size = 80x24 ]; then expect_screen "limit: bytes in flight"; else
        expect_screen "│       ^1 "
    fi
done
# The third step's section asks which transpose is slower: the room answers.
expect 0 "the transpose demo, last step" -- draw 100x30 "Space Space e b Enter Enter Space Space" \
    --demo "$SRC/lessons/demos/transpose.ini" --projector
expect_screen "transpose-tiled"
expect_screen "type f64"
cp "$SRC/lessons/demos/transpose.ini" "$TMP/demos-copy.ini"
mkdir -p "$TMP/data/lessons/demos"
printf '[step]\nsection = nowhere\n' >"$TMP/data/lessons/demos/broken.ini"
cp "$SRC"/lessons/*.md "$TMP/data/lessons/"
expect 1 "check-content refuses a broken demo beside the lessons" -- \
    "$WARPLAB" check-content "$TMP/data/lessons/demos/broken.ini"
expect_output "broken.ini:2: no section 'nowhere'"

# A step names its section by the heading's slug whole, however long the
# lessons make it: the longest slug of lessons/ plays, and is what saved
# progress, reset --section and --section use too.
longest=$(cat "$SRC"/lessons/[0-9]*.md | sed -n 's/^## //p' | tr 'A-Z' 'a-z' |
    sed 's/[^a-z0-9]\{1,\}/-/g; s/^-//; s/-$//' | awk '{ print length, $0 }' | sort -n | tail -1 |
    cut -d' ' -f2)
echo "the longest slug: $longest (${#longest} characters)"
[ ${#longest} -gt 40 ] && pass || fail "the longest slug '$longest' is no longer a long one"
printf '[step]\nsection = %s\ncaption = The longest name\n' "$longest" >"$TMP/long.ini"
expect 0 "a step on the longest slug" -- draw 100x30 "" --demo "$TMP/long.ini"
expect_screen "The longest name"
expect 0 "--section with the longest slug" -- "$WARPLAB" tui --headless 100x30 --cpu \
    --data-dir "$SRC" --state-dir "$TMP/long-state" --section "$longest" --keys q
expect_in "$TMP/long-state/progress.ini" "$longest = yes"
expect_in "$TMP/long-state/progress.ini" "current = $longest"
expect 0 "reset --section with the longest slug" -- sh -c "echo reset | '$WARPLAB' reset \
    --data-dir '$SRC' --state-dir '$TMP/long-state' --section '$longest'"
grep -q "$longest" "$TMP/long-state/progress.ini" && fail "reset --section left $longest" || pass

# Every control the lab's keys set for a section, a step sets by name, on
# the slider's own range: the padded tile's pad, the unrolling slider's
# whole track (x16), the comparison kernel (c) and the curve in front (s
# without a GPU), each drawn as the key would leave it.
keys_screen() { # SECTION KEYS: the screen the keys leave, its key bar line dropped
    printf '[step]\nsection = %s\n' "$1" >"$TMP/keys.ini"
    draw 100x30 "$2" --demo "$TMP/keys.ini" && head -n 29 "$SCREEN"
}
step_screen() { # SECTION KEY = VALUE: the screen the step leaves, likewise
    printf '[step]\nsection = %s\n%s\n' "$1" "$2" >"$TMP/keys.ini"
    draw 100x30 "" --demo "$TMP/keys.ini" && head -n 29 "$SCREEN"
}
same_as_keys() { # SECTION KEYS STEP-LINE
    want=$(keys_screen "$1" "$2")
    got=$(step_screen "$1" "$3")
    [ -n "$got" ] && [ "$got" = "$want" ] && pass ||
        fail "$1: '$3' does not draw what the keys '$2' do"
}
same_as_keys a-32-way-conflict-and-the-padding-that-ends-it "c l l l" "compare = yes
pad = 3"
same_as_keys more-loads-per-thread "l l l l" "unroll = 16"
same_as_keys stage-it-through-shared-memory "c" "compare = yes"
same_as_keys off-by-one-float "s" "curve = model"
same_as_keys lanes-that-walk-a-column "] ] ]" "warp = 3"
bad '[step]\nsection = a-32-way-conflict-and-the-padding-that-ends-it\ncompare = yes\npad = 5\n' \
    "a pad off the slider" 4 "pad '5' is not on the slider of a-32-way-conflict-and-the-padding-that-ends-it (0 to 4)"
bad '[step]\nsection = four-elements-per-thread-at-stride-8\nunroll = 3\n' \
    "an unrolling off the slider" 3 \
    "unroll '3' is not on the slider of four-elements-per-thread-at-stride-8 (x1 to x16)"
bad '[step]\nsection = off-by-one-float\nunroll = 16\n' "an unrolling the u key cannot set" 3 \
    "unroll must be 1 or 4 in section off-by-one-float"
bad '[step]\nsection = off-by-one-float\ncompare = yes\n' "a comparison the section lacks" 3 \
    "section off-by-one-float: this section has no comparison kernel"
bad '[step]\nsection = off-by-one-float\ncurve = measured\n' "a curve that is no state" 3 \
    "curve must be model or reference"
bad '[step]\nsection = lanes-that-walk-a-column\nwarp = 99999999\nN = 32\n' \
    "a warp past the launch's last" 3 "warp 99999999: section lanes-that-walk-a-column has warps 0 to 7"
bad '[step]\nsection = off-by-one-float\nwarp = -1\n' "a warp that is no number" 3 \
    "warp must be a warp's number"

# A step's GPU profile is loaded as the lab loads it: one that is malformed or
# cannot be read is refused at its line by check-content and by the lab,
# never skipped in front of the room.
G=$TMP/gpudata
mkdir -p "$G/lessons/demos"
cp "$SRC"/lessons/*.md "$G/lessons/"
cp -r "$SRC/reference" "$SRC/quizzes" "$G/"
printf 'not a profile\n' >"$G/reference/gpus/zz-broken.txt"
mkfifo "$G/reference/gpus/zz-fifo.txt"
for p in zz-broken zz-fifo; do
    printf '[step]\nsection = off-by-one-float\ngpu = %s\n' $p >"$G/lessons/demos/$p.ini"
    expect 1 "check-content, a demo on the $p profile" -- \
        "$WARPLAB" check-content --data-dir "$G" "$G/lessons/demos/$p.ini"
    expect_output "$p.ini:3: gpu '$p' cannot be used"
    expect 1 "the lab, a demo on the $p profile" -- "$WARPLAB" tui --headless 80x24 --cpu \
        --data-dir "$G" --state-dir "$TMP/state" --keys q --demo "$G/lessons/demos/$p.ini"
    expect_output "$p.ini:3: gpu '$p' cannot be used"
done
rm -f "$G"/lessons/demos/zz-*.ini
printf '[step]\nsection = off-by-one-float\ngpu = t4\n' >"$G/lessons/demos/t4.ini"
expect 0 "a demo on a good profile beside broken ones" -- \
    "$WARPLAB" check-content --data-dir "$G" "$G/lessons/demos/t4.ini"

# A demo is the presenter's, not the student's: played with steps, lab keys,
# a quiz answered and R with the word typed, it leaves the state directory
# byte for byte as it was (no visit, no current section, no score, no reset).
rm -rf "$TMP/state"
screen 100x30 "" --section 2 # a student's own visit, saved
[ -f "$TMP/state/progress.ini" ] || fail "the lab saved no progress to start from"
state() { (cd "$TMP/state" && ls -lA --time-style=full-iso . && cat ./*) | md5sum; }
before=$(state)
expect 0 "a demo's steps and lab keys" -- draw 100x30 "Space Space l Left Space Space" \
    --demo "$DEMO"
expect 0 "a quiz answered in a demo" -- draw 100x30 "Space c 4 Space s e c t o r s Enter" \
    --demo "$DEMO"
expect 0 "R, then the word, in a demo" -- draw 100x30 "R dump r e s e t Enter" --demo "$DEMO"
view 1
expect_screen "a demo leaves saved progress as it is"
[ "$(state)" = "$before" ] && pass || fail "a demo changed the state directory: $(cat "$TMP/state/progress.ini")"
finish
