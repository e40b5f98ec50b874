#!/bin/sh
# Content from an untrusted source: lesson and quiz files written to attack
# the loaders and whoever reads their text (paths, shell metacharacters,
# terminal escapes, huge lines, NUL bytes, deep nesting, bytes that are not
# UTF-8, a file that is a directory, a FIFO that never ends). Each goes
# through every command that reads content: check-content, the plain quiz and
# the lab itself (on a headless screen). Every run must end by itself with
# exit 0 or 1 (never a signal, never a hang), and afterwards nothing may have
# been written anywhere but the state directory and nothing may have run.
# Usage: test_untrusted.sh WARPLAB SRCDIR
. "$(dirname "$0")/../lib.sh"
set -u
WARPLAB=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
SRC=$(cd "$2" && pwd)
T=$HARNESS_DIR/t
export HOME="$T/home" XDG_STATE_HOME="$T/xdg" TERM=xterm-256color LC_ALL=C.UTF-8
mkdir -p "$HOME" "$T/cwd" "$T/out"
PWNED="$T/pwned"

# ---- the hostile files -------------------------------------------------------
H="$T/hostile"
mkdir -p "$H"
lesson_head='# Hostile lesson

## A section
'
bind='<!-- warplab: kernel=stride type=f32 param=1 slider=stride -->'
w() { printf '%s' "$2" >"$H/$1"; }

w shell-binding.md "$lesson_head<!-- warplab: kernel=\$(touch $PWNED) type=f32 -->
text
"
w shell-backtick.md "$lesson_head$bind
Run \`touch $PWNED\` and ; touch $PWNED | touch $PWNED && touch $PWNED
"
w shell-figure.md "$lesson_head$bind
A figure [4](model:stride?stride=1;touch $PWNED&field=load.sectors).
"
w path-figure.md "$lesson_head$bind
A figure [4](model:../../../../etc/passwd) and [5](ref:../../etc/shadow?field=x).
"
w path-links.md "$lesson_head$bind
A [link](file:///etc/passwd), an image ![x](/etc/passwd) and <$T/autolink>.
"
w path-binding.md "$lesson_head<!-- warplab: kernel=../../../../bin/sh type=f32 -->
text
"
w html-block.md "$lesson_head$bind
<script>alert(1)</script>

<iframe src=\"file:///etc/passwd\"></iframe>
"
w escapes.md "$(printf '%s%s\nTitle \033]0;owned\007 \033[2J\033[31mred\033[0m bell\007\n' "$lesson_head" "$bind")"
w c1-control.md "$(printf '%s%s\nAn 8-bit CSI \302\2332J as UTF-8\n' "$lesson_head" "$bind")"
w escape-title.md "$(printf '# \033]2;owned\007Title\n\n## \033[2J Section\n\n%s\nText\n' "$bind")"
awk 'BEGIN { printf "# Long\n\n## Line\n\n"; for (i = 0; i < 200000; i++) printf "a"; printf "\n" }' >"$H/huge-line.md"
awk 'BEGIN { printf "# Big\n\n## Big\n\n"; for (i = 0; i < 300000; i++) printf "word "; printf "\n" }' >"$H/too-large.md"
{ printf '%s%s\nbefore' "$lesson_head" "$bind"; printf '\000after\000\n'; } >"$H/nul-bytes.md"
awk 'BEGIN { printf "# Deep\n\n## Quotes\n\n"; for (i = 0; i < 5000; i++) printf ">"; printf " deep\n" }' >"$H/deep-quotes.md"
awk 'BEGIN { printf "# Deep\n\n## Lists\n\n"; for (i = 0; i < 400; i++) { for (j = 0; j < i; j++) printf "  "; printf "- item\n" } }' >"$H/deep-lists.md"
awk 'BEGIN { printf "# Deep\n\n## Brackets\n\n"; for (i = 0; i < 50000; i++) printf "["; for (i = 0; i < 50000; i++) printf "*_"; printf "\n" }' >"$H/deep-brackets.md"
{ printf '# Bad \377\376 bytes\n\n## Section \300\257\n\n%s\n' "$bind"; printf 'over\340\200\257long \355\240\200 surrogate \364\220\200\200 too big\n'; } >"$H/not-utf8.md"
awk 'BEGIN { printf "# Many\n\n"; for (i = 0; i < 2500; i++) printf "## S%d\n\n<!-- warplab: kernel=stride type=f32 param=1 slider=stride -->\nx\n\n", i }' >"$H/many-sections.md"

quiz_head='[quiz]
id = hostile
title = Hostile
'
question='[question q1]
prompt = How many?
kind = number
bare = sectors
answer = 4 sectors
hint = Count them.
explanation = Four.
kernel = stride
type = f32
param = 1
'
w shell-quiz.ini "$quiz_head$question"'[question q2]
prompt = $(touch '"$PWNED"')
kind = number
bare = sectors
answer = 4 sectors
hint = `touch '"$PWNED"'`
explanation = ; touch '"$PWNED"'
kernel = $(touch '"$PWNED"')
type = f32
param = 1
'
w path-quiz.ini "[quiz]
id = ../../../../tmp/escape
title = Paths
$question"
w path-question.ini "$quiz_head[question ../../etc/passwd]
prompt = x
kind = number
answer = 4 sectors
explanation = x
kernel = stride
type = f32
param = 1
"
w escapes-quiz.ini "$(printf '%s[question q1]\nprompt = \033]0;owned\007\033[2J clear?\nkind = number\nbare = sectors\nanswer = 4 sectors\nhint = \033[31m\nexplanation = \233 x\nkernel = stride\ntype = f32\nparam = 1\n' "$quiz_head")"
awk -v head="$quiz_head" 'BEGIN { printf "%s[question q1]\nprompt = ", head; for (i = 0; i < 100000; i++) printf "x"; printf "\nkind = number\n" }' >"$H/huge-line.ini"
{ printf '%s' "$quiz_head$question"; printf 'hint = a\000b\n'; } >"$H/nul-bytes.ini"
awk -v head="$quiz_head" 'BEGIN { printf "%s", head; for (i = 0; i < 5000; i++) printf "[question q%d]\nprompt = p\nkind = number\nbare = sectors\nanswer = 4 sectors\nhint = h\nexplanation = e\nkernel = stride\ntype = f32\nparam = 1\n", i }' >"$H/many-questions.ini"
awk -v head="$quiz_head" 'BEGIN { printf "%s[question q1]\nkind = number\nbare = sectors\nanswer = 4 sectors\nkernel = stride\ntype = f32\nparam = 1\nhint = h\nexplanation = e\nprompt = p\n", head; for (i = 0; i < 20000; i++) printf "  continued line %d\n", i }' >"$H/deep-continuation.ini"
{ printf '[quiz]\nid = hostile\ntitle = \377\376 bad\n'; printf '%s' "$question"; } >"$H/not-utf8.ini"
mkdir -p "$H/directory.md" "$H/directory.ini"
mkfifo "$H/fifo.md" "$H/fifo.ini"

# A data directory per hostile lesson, whose only lesson it is.
for f in "$H"/*.md; do
    base=$(basename "$f")
    d="$T/data-$base"
    mkdir -p "$d/lessons" "$d/quizzes"
    cp -r "$f" "$d/lessons/$base" 2>/dev/null
    cp "$SRC/quizzes/coalescing.ini" "$d/quizzes/"
    for sub in reference kernels; do
        [ -d "$SRC/$sub" ] && cp -r "$SRC/$sub" "$d/"
    done
done
# A data directory that holds FIFOs among its real lessons and quizzes.
d="$T/data-fifo"
mkdir -p "$d/lessons" "$d/quizzes"
cp "$SRC"/lessons/*.md "$d/lessons/"
cp "$SRC/quizzes/coalescing.ini" "$d/quizzes/"
mkfifo "$d/lessons/99-fifo.md" "$d/quizzes/zz-fifo.ini"

# Reference data whose device name would drive the terminal.
d="$T/data-ref-escape"
mkdir -p "$d/reference"
cp -r "$SRC/lessons" "$SRC/quizzes" "$d/"
sed "s/^device .*/device NVIDIA $(printf '\033]0;owned\007\033[2J') H200/" \
    "$SRC/reference/nvidia-h200.txt" >"$d/reference/nvidia-h200.txt"

# ---- running them ------------------------------------------------------------
# Files written from here on must be newer than the marker, and the ones
# written so far older, whatever the timestamps' granularity: the marker is
# dated a second back, everything so far two.
now=$(date +%s)
find "$T" -exec touch -h -d "@$((now - 2))" {} +
touch -d "@$((now - 1))" "$T/before"
# run NAME CMD...: must end within 20 s with status 0 or 1, or 2 where the
# file named on the command line is no file to read (a folder, a FIFO: a bad
# argument, refused before anything is read).
run() {
    name=$1
    shift
    (cd "$T/cwd" && timeout -k 5 20 "$@") >"$T/out/$name.out" 2>"$T/out/$name.err" </dev/null
    rc=$?
    printf '%-32s exit %-3s %s\n' "$name" "$rc" "$(head -n 1 "$T/out/$name.err" | cut -c1-110)"
    case $rc in
    0 | 1) pass ;;
    2) grep -q "cannot read it: " "$T/out/$name.err" && pass || fail "$name: exit 2 ($(head -c 300 "$T/out/$name.err"))" ;;
    124 | 137) fail "$name: did not end within 20 s" ;;
    *) fail "$name: exit $rc ($(head -c 300 "$T/out/$name.err"))" ;;
    esac
    return 0
}

for f in "$H"/*; do
    base=$(basename "$f")
    run "check-$base" "$WARPLAB" check-content "$f"
    case $base in
    *.md)
        run "lab-$base" "$WARPLAB" tui --headless 100x30 --cpu --data-dir "$T/data-$base" \
            --state-dir "$T/state" --keys "n n Down Down PgDn l ? q" --dump "$T/out/$base.screen"
        ;;
    *.ini)
        run "quiz-$base" "$WARPLAB" quiz --plain --quiz "$f" --state-dir "$T/state"
        ;;
    esac
done

run info-ref-escape "$WARPLAB" info --data-dir "$T/data-ref-escape"
run sweep-ref-escape "$WARPLAB" sweep --kernel stride --cpu --data-dir "$T/data-ref-escape"
expect 0 "info: a reference file with escapes is refused" -- \
    grep -q "not printable ASCII" "$T/out/info-ref-escape.out" "$T/out/info-ref-escape.err"

# A data directory that holds FIFOs among its lessons and quizzes must not
# block the loader forever.
run check-fifo-dir "$WARPLAB" check-content --data-dir "$T/data-fifo"
run quiz-fifo-dir "$WARPLAB" quiz --plain --data-dir "$T/data-fifo" --state-dir "$T/state"
run lab-fifo-dir "$WARPLAB" tui --headless 100x30 --cpu --data-dir "$T/data-fifo" \
    --state-dir "$T/state" --keys "q" --dump "$T/out/fifo-dir.screen"

# Rejected files are named: with a line number when one line is at fault,
# with the reason alone when the whole file is (too large, not a regular file).
# refused BASE REGEX: check-content's stderr for BASE has a line like REGEX.
refused() {
    grep -q -- "$2" "$T/out/check-$1.err" && pass ||
        fail "check-content $1: no line like '$2': $(head -c 300 "$T/out/check-$1.err")"
}
refused too-large.md "too-large.md: the lesson file is [0-9]* bytes"
refused fifo.md "fifo.md: cannot read: not a regular file (a FIFO)"
for base in shell-binding.md path-binding.md path-quiz.ini shell-quiz.ini; do
    refused $base "$base:[0-9]*:"
done
for base in escapes.md escape-title.md c1-control.md escapes-quiz.ini; do
    refused $base "control character"
done
for base in not-utf8.md not-utf8.ini; do
    refused $base "not UTF-8"
done
for base in fifo.md fifo.ini; do
    refused $base "not a regular file"
done

# ---- what must not have happened --------------------------------------------
expect 1 "content ran no command ($PWNED)" -- test -e "$PWNED"
# Where a GPU answers, the NVIDIA driver keeps its compiled-kernel cache in
# $HOME/.nv: the driver's, not warplab's, so it is the one path let through.
written=$(find "$T/cwd" "$HOME" -mindepth 1 ! -path "$HOME/.nv" ! -path "$HOME/.nv/*")
[ -z "$written" ] && pass || fail "files written outside the state directory: $written"
stray=$(find "$T" -newer "$T/before" -type f ! -path "$T/out/*" ! -path "$T/state/*" ! -path "$T/xdg/*" \
    ! -path "$HOME/.nv/*" | head -5)
[ -z "$stray" ] && pass || fail "files written outside the state directory: $stray"
expect 1 "a quiz id never escapes the state directory" -- test -e /tmp/escape
# Terminal escapes in content never reach a terminal: no output of any run
# (screens, messages, the plain quiz) holds an ESC byte.
escaped=$(grep -l "$(printf '\033')" "$T"/out/* 2>/dev/null)
[ -z "$escaped" ] && pass || fail "escape bytes from content were printed: $escaped"
echo "untrusted content: $(ls "$H" | wc -l) hostile files, every run ended"
finish
