#!/bin/sh
# warplab check-content: exit codes and file:line messages.
# usage: test_check_content.sh WARPLAB SOURCE_DIR DATA_DIR
. "$(dirname "$0")/../lib.sh"
warplab=$1 src=$2 data=$3
tmp=$HARNESS_DIR
# expect_line STREAM REGEX: the last command's stdout or stderr (out, err)
# has a line matching REGEX (grep's basic syntax).
expect_line() {
    grep -q -- "$2" "$HARNESS_DIR/$1" && pass || fail "$1 has no line like '$2': $(cat "$HARNESS_DIR/$1")"
}

expect 0 "real data dir" -- "$warplab" check-content --data-dir "$src"
expect_line out '^ok: .* sections in .* lessons'
expect_line out '^ok: .* terms in the glossary'
expect 0 "real lessons and quizzes as paths" -- "$warplab" check-content "$src/lessons" "$src/quizzes"
expect_line out '^ok: .* terms in the glossary'
expect_line out '^ok: .* steps in 2 demo scripts'
# The fixture course the mechanics tests run on (tests/course) is content too.
expect 0 "the fixture course" -- "$warplab" check-content --data-dir "$src/tests/course"
expect_line out '^ok: 12 sections in 4 lessons'
expect 0 "one good file" -- "$warplab" check-content "$data/good.md"
# The figure examples of lessons/README.md are figures like any other: each
# indented example line with a link, gathered into a lesson, must check.
{
    printf '# Examples\n\n## Figures\n\n'
    grep '^    .*](' "$src/lessons/README.md" | sed 's/^ *//'
} >"$tmp/readme-figures.md"
expect 0 "lessons/README.md's figure examples" -- \
    "$warplab" check-content --data-dir "$src" "$tmp/readme-figures.md"
expect_line out '(5 figures checked)'
expect 0 "help" -- "$warplab" check-content --help
expect_line out 'usage: warplab check-content'

expect 1 "wrong figure" -- "$warplab" check-content "$data/bad_figure.md"
expect_line err "bad_figure.md:8: figure 4 does not match"
expect 1 "not UTF-8" -- "$warplab" check-content "$data/not_utf8.md" "$data/good.md"
expect_line err "not_utf8.md:5: not UTF-8"
expect_line err "1 problem"

printf '[quiz]\nid = x\n' >"$tmp/broken.ini"
expect 1 "broken quiz" -- "$warplab" check-content "$tmp/broken.ini"
expect_line err "broken.ini:[0-9]*: "

# A doctored copy of a real lesson: one measured figure changed.
mkdir -p "$tmp/data/lessons"
sed 's|\[558\](ref:transpose-readco|[600](ref:transpose-readco|' "$src/lessons/07-real-gpu.md" \
    >"$tmp/data/lessons/07-real-gpu.md"
ln -s "$src/reference" "$tmp/data/reference"
line=$(grep -n '\[600\](ref:transpose-readco' "$tmp/data/lessons/07-real-gpu.md" | cut -d: -f1)
expect 1 "doctored reference figure" -- "$warplab" check-content --data-dir "$tmp/data"
expect_line err "07-real-gpu.md:$line: figure 600 does not match"

# A byte-order mark some editors write: accepted by check-content and the lab.
mkdir -p "$tmp/bom/lessons" "$tmp/bom/quizzes"
ln -s "$src/reference" "$src/kernels" "$tmp/bom/"
cp "$src/lessons/"*.md "$tmp/bom/lessons/"
printf '\357\273\277' | cat - "$src/lessons/04-fix.md" >"$tmp/bom/lessons/04-fix.md"
printf '\357\273\277' | cat - "$src/quizzes/coalescing.ini" >"$tmp/bom/quizzes/coalescing.ini"
expect 0 "lesson and quiz with a byte-order mark" -- "$warplab" check-content --data-dir "$tmp/bom"
expect 0 "the lab over a lesson with a byte-order mark" -- "$warplab" tui --headless 100x30 \
    --data-dir "$tmp/bom" --state-dir "$tmp/bom-state" --keys q --dump "$tmp/bom-screen"

# source= names a file of kernels/ beside the lessons: a missing one is
# reported at the binding's line, a name with a path refused when loading.
mkdir -p "$tmp/src/lessons" "$tmp/src/kernels"
ln -s "$src/reference" "$tmp/src/reference"
ln -s "$src/quizzes" "$tmp/src/quizzes" # a data directory needs a quiz too
printf '# T\n\n## S\n\n<!-- warplab: kernel=offset source=gone.cu -->\n\nText.\n' \
    >"$tmp/src/lessons/01-s.md"
expect 1 "source file missing" -- "$warplab" check-content --data-dir "$tmp/src"
expect_line err "01-s.md:5: source: kernels/gone.cu not found"
touch "$tmp/src/kernels/gone.cu"
expect 0 "source file present" -- "$warplab" check-content --data-dir "$tmp/src"
sed -i 's|source=gone.cu|source=../gone.cu|' "$tmp/src/lessons/01-s.md"
expect 1 "source with a path" -- "$warplab" check-content --data-dir "$tmp/src"
expect_line err "01-s.md:5: binding: source '../gone.cu' is not the name of a .cu file"

# The glossary (lessons/glossary/glossary.md) is checked too: text only.
mkdir -p "$tmp/src/lessons/glossary"
printf '# Glossary\n\n## Warp\n\n<!-- warplab: kernel=stride -->\n\nText.\n' \
    >"$tmp/src/lessons/glossary/glossary.md"
expect 1 "a glossary term with a binding" -- "$warplab" check-content "$tmp/src/lessons/glossary/glossary.md"
expect_line err "glossary.md:5: glossary term 'Warp': a term is text only"

# A lessons folder named alone is checked with what the lab reads beside it:
# its demo scripts and its glossary, each problem at its line.
mkdir -p "$tmp/whole"
cp -r "$src/lessons" "$src/quizzes" "$src/reference" "$src/kernels" "$tmp/whole/"
printf '[step]\nsection = no-such-section\n' >"$tmp/whole/lessons/demos/broken.ini"
expect 1 "a lessons folder with a broken demo script" -- "$warplab" check-content "$tmp/whole/lessons"
expect_line err "demos/broken.ini:2: no section 'no-such-section'"
rm "$tmp/whole/lessons/demos/broken.ini"
printf 'A term with \033[2J an escape.\n' >>"$tmp/whole/lessons/glossary/glossary.md"
line=$(grep -n "$(printf '\033')" "$tmp/whole/lessons/glossary/glossary.md" | cut -d: -f1)
expect 1 "a lessons folder whose glossary holds an ESC" -- \
    "$warplab" check-content "$tmp/whole/lessons"
expect_line err "glossary.md:$line: a control character"

# The validation table of published GPU figures is content too: a bad line
# is a problem at its line.
cp "$src/reference/gpu-validation.txt" "$tmp/table.txt"
sed -i 's/^\(t4 copy \)[0-9.]*/\1fast/' "$tmp/whole/reference/gpu-validation.txt"
line=$(grep -n '^t4 copy fast' "$tmp/whole/reference/gpu-validation.txt" | cut -d: -f1)
expect 1 "a validation table with a figure that is no number" -- \
    "$warplab" check-content --data-dir "$tmp/whole"
expect_line err "gpu-validation.txt:$line: 'fast' is not a finite positive GB/s"
cp "$tmp/table.txt" "$tmp/whole/reference/gpu-validation.txt"
# A profile and kind given twice, a row of no shipped profile, a carriage
# return inside a line, a figure no memory reaches: each at its line.
for bad in 't4 copy 100.0 a second copy row' 't5 copy 100.0 no such profile' \
    "$(printf 't4 l2 100.0 src\rJUNK')" 't4 l2 1e308 too fast' 't4 l2 1e-300 too slow' \
    '..\/gpus\/t4 l2 100.0 a path, not a name' '..\/nvidia-h200-calibration copy 4000 x'; do
    sed -i "s/^end\$/$bad\nend/" "$tmp/whole/reference/gpu-validation.txt"
    line=$(grep -n '^end$' "$tmp/whole/reference/gpu-validation.txt" | cut -d: -f1)
    expect 1 "a table row '$bad'" -- "$warplab" check-content --data-dir "$tmp/whole"
    expect_line err "gpu-validation.txt:$((line - 1)): "
    cp "$tmp/table.txt" "$tmp/whole/reference/gpu-validation.txt"
done
# The profiles themselves load, and the one the L2 rows are checked through
# holds the H200; a table that is a link to nothing is refused.
cp "$tmp/whole/reference/gpus/t4.txt" "$tmp/t4.txt"
echo garbage >"$tmp/whole/reference/gpus/t4.txt"
expect 1 "a profile that does not load" -- "$warplab" check-content --data-dir "$tmp/whole"
expect_line err "gpus/t4.txt:1: not a warplab calibration file"
cp "$tmp/t4.txt" "$tmp/whole/reference/gpus/t4.txt"
cp "$tmp/whole/reference/gpus/h200-datasheet.txt" "$tmp/h200.txt"
cp "$tmp/whole/reference/gpus/a100-80gb.txt" "$tmp/whole/reference/gpus/h200-datasheet.txt"
expect 1 "the anchor profile holding another GPU" -- "$warplab" check-content --data-dir "$tmp/whole"
expect_line err "gpu-validation.txt:[0-9]*: the h200-datasheet profile, which it is checked through, holds the NVIDIA A100 80GB PCIe, not the NVIDIA H200"
cp "$tmp/h200.txt" "$tmp/whole/reference/gpus/h200-datasheet.txt"
# More profiles than the lab can offer are said, not passed over.
i=0
while [ $i -lt 32 ]; do
    cp "$tmp/t4.txt" "$tmp/whole/reference/gpus/zz-copy-$i.txt"
    i=$((i + 1))
done
expect 1 "more profiles than the lab offers" -- "$warplab" check-content --data-dir "$tmp/whole"
expect_line err "reference/gpus: 8 profiles the lab cannot offer"
rm "$tmp/whole/reference/gpus/zz-copy-"*.txt
rm "$tmp/whole/reference/gpu-validation.txt"
ln -s "$tmp/nothing-here" "$tmp/whole/reference/gpu-validation.txt"
expect 1 "a table that links to nothing" -- "$warplab" check-content --data-dir "$tmp/whole"
expect_line err "gpu-validation.txt"
rm "$tmp/whole/reference/gpu-validation.txt"
cp "$tmp/table.txt" "$tmp/whole/reference/gpu-validation.txt"
expect 1 "the table and profiles restored (the glossary still holds its ESC)" -- \
    "$warplab" check-content --data-dir "$tmp/whole"
expect_not_in "$HARNESS_DIR/err" "gpu-validation.txt"
expect_not_in "$HARNESS_DIR/err" "reference/gpus/"

# Quiz text: a figure the reference data does not give is found by
# check-content (the quiz loads it: the reference is not at hand there); an
# unmarked one is refused by both, at its line; the student reads the number.
mkdir -p "$tmp/qz/lessons" "$tmp/qz/quizzes"
cp "$src"/lessons/*.md "$tmp/qz/lessons/"
ln -s "$src/reference" "$tmp/qz/reference"
ln -s "$src/kernels" "$tmp/qz/kernels"
printf '[quiz]\nid = q\ntitle = Q\n[question one]\nprompt = How many?\nkind = number\n%s\n%s\n' \
    'bare = sectors' 'answer = 4 sectors' >"$tmp/qz/quizzes/q.ini"
cp "$tmp/qz/quizzes/q.ini" "$tmp/q-unmarked.ini"
printf 'hint = Count.\nexplanation = It ran at [2751](ref:stride?stride=1&field=gbps)\n  GB/s.\nkernel = stride\n' \
    >>"$tmp/qz/quizzes/q.ini"
expect 1 "a quiz figure the reference does not give" -- "$warplab" check-content --data-dir "$tmp/qz"
expect_line err "q.ini:10: figure 2751 does not match ref:stride?stride=1&field=gbps, which gives 2750"
expect_line err "check-content: 1 problem"
feed '4\n'
expect 0 "the quiz loads it and shows the number alone" -- "$warplab" quiz --plain \
    --quiz "$tmp/qz/quizzes/q.ini" --state-dir "$tmp/qz-state"
expect_line out "It ran at 2751 GB/s."
printf 'hint = Count.\nexplanation = A line is\n  128 bytes.\nkernel = stride\n' >>"$tmp/q-unmarked.ini"
expect 1 "an unmarked quiz figure: check-content" -- "$warplab" check-content "$tmp/q-unmarked.ini"
expect_line err "q-unmarked.ini:11: '128 bytes' (in the explanation) states a figure without a link"
expect 1 "an unmarked quiz figure: the quiz" -- "$warplab" quiz --plain --quiz "$tmp/q-unmarked.ini" \
    --state-dir "$tmp/qz-state"
expect_line err "q-unmarked.ini:11: '128 bytes' (in the explanation)"

# A lesson's problem with demos/ beside it: said once and counted once (the
# demos are checked against the course those lessons make).
mkdir -p "$tmp/twice"
cp -r "$src/lessons" "$src/kernels" "$tmp/twice/"
printf '[5](model:stride?stride=1&field=load.sectors)\n' >>"$tmp/twice/lessons/02-strided.md"
expect 1 "a lesson's problem beside demos/" -- "$warplab" check-content "$tmp/twice/lessons"
expect_line err "check-content: 1 problem$"
[ "$(grep -c 'figure 5 does not match' "$HARNESS_DIR/err")" = 1 ] && pass ||
    fail "the problem is not said once: $(cat "$HARNESS_DIR/err")"
# A figure that does not match leaves the lessons loadable: the demos beside
# them are checked all the same, and their own problem said.
printf '\n[step]\nsection = no-such-slug\n' >>"$tmp/twice/lessons/demos/offset-stride.ini"
expect 1 "a lesson's figure problem and a demo's problem" -- "$warplab" check-content \
    "$tmp/twice/lessons"
expect_line err "check-content: 2 problems$"
expect_line err "offset-stride.ini:.*no-such-slug"
grep -q "not checked until" "$HARNESS_DIR/err" && fail "the demos were not checked" || pass
# A demo named alone: its lessons load as the lab loads them, and what
# stops that (the figure) is said, as the lab would refuse the course.
expect 1 "a demo beside a lesson the lab refuses" -- "$warplab" check-content \
    "$tmp/twice/lessons/demos/offset-stride.ini"
[ "$(grep -c 'figure 5 does not match' "$HARNESS_DIR/err")" = 1 ] && pass ||
    fail "the lesson's problem is not said once: $(cat "$HARNESS_DIR/err")"
# Another lesson named beside the demo does not stand for the folder: the
# lesson with the figure problem, not named, loads as the lab loads it.
expect 1 "a demo and another lesson, beside a lesson the lab refuses" -- "$warplab" \
    check-content "$tmp/twice/lessons/01-warp.md" "$tmp/twice/lessons/demos/offset-stride.ini"
expect_line err "figure 5 does not match"
# A lesson that does not load, named by one spelling and reached through
# its demos by another: its problem said once, the demos not checked.
mkdir -p "$tmp/spell"
cp -r "$src/lessons" "$src/kernels" "$tmp/spell/"
printf '<!-- warplab: kernel=stride foo=1 -->\n' >>"$tmp/spell/lessons/02-strided.md"
for order in first last; do
    if [ $order = first ]; then
        set -- "$tmp/spell/lessons/demos" "$tmp/spell/lessons/../lessons/02-strided.md"
    else
        set -- "$tmp/spell/lessons/02-strided.md" "$tmp/spell/./lessons/demos/offset-stride.ini"
    fi
    expect 1 "a lesson that does not load, and its demos ($order)" -- "$warplab" check-content "$@"
    expect_line err "check-content: 1 problem$"
    [ "$(grep -c "unknown key 'foo'" "$HARNESS_DIR/err")" = 1 ] && pass ||
        fail "the problem is not said once: $(cat "$HARNESS_DIR/err")"
    expect_line err "demos: not checked until the lessons beside it load"
done

# Every problem of a lesson file is said with its line, not only its first:
# two figure fields, two bindings and two keys of one binding it does not know.
cat >"$tmp/many.md" <<'MD'
# Many problems

## One

Text [4](model:stride?stride=1&field=nosuch) and [5](model:stride?stride=1&field=other).

<!-- warplab: kernel=stride foo=1 -->

## Two

More text.

<!-- warplab: kernel=stride bar=1 baz=2 -->

## Three

A warp of stride 1 loads [5](model:stride?stride=1&field=load.sectors) sectors, 12 bytes each.
MD
expect 1 "a lesson with six unknown fields" -- "$warplab" check-content "$tmp/many.md"
expect_line err "many.md:5: figure .*unknown field 'nosuch'"
expect_line err "many.md:5: figure .*unknown field 'other'"
expect_line err "many.md:7: binding: unknown key 'foo'"
expect_line err "many.md:13: binding: unknown keys 'bar', 'baz'"
# ...and, in the same run, what the refused parts leave readable: a wrong
# figure and a number stated without a figure link.
expect_line err "many.md:17: figure 5 does not match"
expect_line err "many.md:17: .*12 bytes"
expect_line err "check-content: 6 problems$"

expect 2 "unknown option" -- "$warplab" check-content --frobnicate
expect 2 "missing option value" -- "$warplab" check-content --data-dir
expect 2 "not a content file" -- "$warplab" check-content "$src/CMakeLists.txt"
expect 2 "data dir without lessons" -- "$warplab" check-content --data-dir "$tmp"
finish
