#!/bin/sh
# Every figure that once slipped past the checker (issue 33) is refused at
# its file:line by check-content AND by the lab's own loader: a lesson that
# check-content refuses never opens in the lab; a glossary it refuses is
# refused when the lab opens it.
# usage: test_slipped_figures.sh WARPLAB SOURCE_DIR
. "$(dirname "$0")/../lib.sh"
warplab=$1 src=$2
tmp=$HARNESS_DIR
expect_line() {
    grep -q -- "$2" "$HARNESS_DIR/$1" && pass || fail "$1 has no line like '$2': $(cat "$HARNESS_DIR/$1")"
}

# slip NAME TEXT EXPECTED: a one-section lesson whose line 7 is TEXT.
slip() {
    d="$tmp/$1"
    mkdir -p "$d/lessons"
    ln -s "$src/reference" "$src/quizzes" "$d/"
    printf '# T\n\n## S\n\n<!-- warplab: kernel=offset -->\n\n%s\n' "$2" >"$d/lessons/01-s.md"
    expect 1 "check-content refuses $1" -- "$warplab" check-content --data-dir "$d"
    expect_line err "01-s.md:7: .*$3"
    expect 1 "the lab refuses $1" -- "$warplab" tui --headless 80x24 --data-dir "$d" \
        --state-dir "$tmp/state" --keys q --dump "$tmp/screen"
    expect_line err "01-s.md:7: .*$3"
}

slip emphasis 'Offset 0 ran at *2750* GB/s.' "'2750 GB/s' states a figure"
slip strong-unit 'It ran at 2750 **GB/s**.' "'2750 GB/s' states a figure"
slip entity 'A warp costs 32&nbsp;sectors.' "'32.*sectors' states a figure"
slip case 'A warp costs 32 Sectors.' "'32 Sectors' states a figure"
slip ratio 'It ran 1.4x faster.' "'1.4x' states a figure"
slip hyphen 'Each lane loads a 4-byte float.' "'4-byte' states a figure"
slip microseconds 'A launch costs 5.3 us.' "'5.3 us' states a figure"
slip percent-of-count '[3200%](model:stride?stride=8&field=load.sectors) sectors' \
    "figure '3200%' is written as a percentage"
slip literal-without-reason 'In [2009](literal:) it changed.' "literal '2009'"

# A prompt's question and its choices take no figure links: no figure there.
d="$tmp/prompt"
mkdir -p "$d/lessons"
ln -s "$src/reference" "$src/quizzes" "$d/"
cat >"$d/lessons/01-s.md" <<'MD'
# T

## S

<!-- warplab: kernel=offset -->

<!-- warplab-predict: id=p kind=number unit=GB/s
ask="Offset 0 ran at 9999 GB/s. Offset 1?"
answer=ref:offset?offset=1&field=gbps -->

Text.
MD
expect 1 "check-content refuses a figure in ask=" -- "$warplab" check-content --data-dir "$d"
expect_line err "01-s.md:7: '9999 GB/s' (in the prompt's ask=)"
expect 1 "the lab refuses a figure in ask=" -- "$warplab" tui --headless 80x24 --data-dir "$d" \
    --state-dir "$tmp/state" --keys q --dump "$tmp/screen"
expect_line err "01-s.md:7: '9999 GB/s' (in the prompt's ask=)"

cat >"$d/lessons/01-s.md" <<'MD'
# T

## S

<!-- warplab: kernel=offset -->

<!-- warplab-predict: id=p kind=choice pick=highest
ask="Which is faster?"
choice="offset 1" value=model:offset?offset=1&field=load.sectors
choice="Offset 1" value=model:offset?offset=2&field=load.sectors -->

Text.
MD
expect 1 "check-content refuses two choices alike" -- "$warplab" check-content --data-dir "$d"
expect_line err "01-s.md:7: prediction prompt: two choices read 'offset 1'"
expect 1 "the lab refuses two choices alike" -- "$warplab" tui --headless 80x24 --data-dir "$d" \
    --state-dir "$tmp/state" --keys q --dump "$tmp/screen"
expect_line err "01-s.md:7: prediction prompt: two choices read"

# The glossary: refused by check-content, and by the loader the lab uses.
d="$tmp/glossary"
mkdir -p "$d/lessons/glossary"
printf '# Glossary\n\n## Sector\n\nA *32*-byte piece of memory.\n' >"$d/lessons/glossary/glossary.md"
expect 1 "check-content refuses a glossary figure" -- "$warplab" check-content \
    "$d/lessons/glossary/glossary.md"
expect_line err "glossary.md:5: '32-byte' states a figure"

# A figure of the data (ref:, perf:) that check-content refuses, the lab
# refuses too: in a lesson when it opens, in the glossary when it is shown.
d="$tmp/data"
mkdir -p "$d/lessons/glossary"
ln -s "$src/reference" "$src/quizzes" "$src/kernels" "$d/"
cp "$src/lessons/"*.md "$d/lessons/"
sed 's|\[558\](ref:transpose-readco|[600](ref:transpose-readco|' "$src/lessons/07-real-gpu.md" \
    >"$d/lessons/07-real-gpu.md"
line=$(grep -n '\[600\](ref:transpose-readco' "$d/lessons/07-real-gpu.md" | cut -d: -f1)
expect 1 "check-content refuses a wrong measured figure" -- "$warplab" check-content --data-dir "$d"
expect_line err "07-real-gpu.md:$line: figure 600 does not match"
expect 1 "the lab refuses a wrong measured figure" -- "$warplab" tui --headless 80x24 \
    --data-dir "$d" --state-dir "$tmp/state" --keys q --dump "$tmp/screen"
expect_line err "07-real-gpu.md:$line: figure 600 does not match"
cp "$src/lessons/07-real-gpu.md" "$d/lessons/"
sed 's|\[132\](perf:sms)|[133](perf:sms)|' "$src/lessons/glossary/glossary.md" \
    >"$d/lessons/glossary/glossary.md"
expect 0 "the lab opens with a good course" -- "$warplab" tui --headless 100x30 \
    --data-dir "$d" --state-dir "$tmp/state" --keys "a" --dump "$tmp/screen" --section 1
grep -q "no glossary: .*glossary.md:[0-9]*: figure 133 does not match" "$tmp/screen" && pass ||
    fail "the lab showed a glossary check-content refuses: $(cat "$tmp/screen")"

# What is marked as a plain fact passes, and reads as the number alone.
d="$tmp/good"
mkdir -p "$d/lessons"
ln -s "$src/reference" "$src/quizzes" "$d/"
printf '# T\n\n## S\n\n<!-- warplab: kernel=offset -->\n\n%s\n' \
    'Fermi (CUDA [2010](literal:year)) cached [128](literal:cuda-guide-compute-capability-2)-byte lines.' \
    >"$d/lessons/01-s.md"
expect 0 "literal figures pass" -- "$warplab" check-content --data-dir "$d"
finish
