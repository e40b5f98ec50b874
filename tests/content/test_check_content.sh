#!/bin/sh
# warplab check-content: exit codes and file:line messages.
# usage: test_check_content.sh WARPLAB SOURCE_DIR DATA_DIR
set -u
warplab=$1 src=$2 data=$3
tmp=${TMPDIR:-/tmp}/wl-check-content.$$
mkdir -p "$tmp" && trap 'rm -rf "$tmp"' EXIT
fail=0

expect() { # expect CODE DESCRIPTION -- COMMAND...
    code=$1 what=$2
    shift 3
    "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    if [ "$got" -ne "$code" ]; then
        echo "FAIL: $what: exit $got, expected $code"
        cat "$tmp/out" "$tmp/err"
        fail=1
    fi
}

expect 0 "real data dir" -- "$warplab" check-content --data-dir "$src"
grep -q '^ok: .* sections in .* lessons' "$tmp/out" || { echo "FAIL: no ok summary"; fail=1; }
expect 0 "real lessons and quizzes as paths" -- "$warplab" check-content "$src/lessons" "$src/quizzes"
expect 0 "one good file" -- "$warplab" check-content "$data/good.md"
expect 0 "help" -- "$warplab" check-content --help
grep -q 'usage: warplab check-content' "$tmp/out" || { echo "FAIL: no usage"; fail=1; }

expect 1 "wrong figure" -- "$warplab" check-content "$data/bad_figure.md"
grep -q "bad_figure.md:8: figure 4 does not match" "$tmp/err" || { echo "FAIL: message"; cat "$tmp/err"; fail=1; }
expect 1 "not UTF-8" -- "$warplab" check-content "$data/not_utf8.md" "$data/good.md"
grep -q "not_utf8.md:5: not UTF-8" "$tmp/err" || { echo "FAIL: utf8 message"; fail=1; }
grep -q "1 problem" "$tmp/err" || { echo "FAIL: problem count"; fail=1; }

printf '[quiz]\nid = x\n' >"$tmp/broken.ini"
expect 1 "broken quiz" -- "$warplab" check-content "$tmp/broken.ini"
grep -q "broken.ini:[0-9]*: " "$tmp/err" || { echo "FAIL: quiz message"; cat "$tmp/err"; fail=1; }

# A doctored copy of a real lesson: one measured figure changed.
mkdir -p "$tmp/data/lessons"
sed 's|\[558\](ref:transpose-readco|[600](ref:transpose-readco|' "$src/lessons/06-real-gpu.md" \
    >"$tmp/data/lessons/06-real-gpu.md"
mkdir -p "$tmp/data/reference" && cp "$src/reference/"*.txt "$tmp/data/reference/"
line=$(grep -n '\[600\](ref:transpose-readco' "$tmp/data/lessons/06-real-gpu.md" | cut -d: -f1)
expect 1 "doctored reference figure" -- "$warplab" check-content --data-dir "$tmp/data"
grep -q "06-real-gpu.md:$line: figure 600 does not match" "$tmp/err" ||
    { echo "FAIL: doctored message (line $line)"; cat "$tmp/err"; fail=1; }

# A byte-order mark some editors write: accepted by check-content and the lab.
mkdir -p "$tmp/bom/lessons" "$tmp/bom/quizzes" "$tmp/bom/reference"
cp "$src/lessons/"*.md "$tmp/bom/lessons/" && cp "$src/reference/"*.txt "$tmp/bom/reference/"
printf '\357\273\277' | cat - "$src/lessons/03-fix.md" >"$tmp/bom/lessons/03-fix.md"
printf '\357\273\277' | cat - "$src/quizzes/coalescing.ini" >"$tmp/bom/quizzes/coalescing.ini"
expect 0 "lesson and quiz with a byte-order mark" -- "$warplab" check-content --data-dir "$tmp/bom"
expect 0 "the lab over a lesson with a byte-order mark" -- "$warplab" tui --headless 100x30 \
    --data-dir "$tmp/bom" --state-dir "$tmp/bom-state" --keys q --dump "$tmp/bom-screen"

expect 2 "unknown option" -- "$warplab" check-content --frobnicate
expect 2 "missing option value" -- "$warplab" check-content --data-dir
expect 2 "not a content file" -- "$warplab" check-content "$src/CMakeLists.txt"
expect 2 "data dir without lessons" -- "$warplab" check-content --data-dir "$tmp"
exit $fail
