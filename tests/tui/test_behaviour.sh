#!/bin/sh
# What the lab does, checked on headless screens: the slider drives the
# diagram, the mouse drives the slider, resizing re-lays out, the quiz scores
# and saves, and bad terminals or arguments fail cleanly with status 2.
. "$(dirname "$0")/lib.sh"

# The stride section: stride 1 is 4 sectors per request, stride 8 is 32.
screen 100x30 "" --section 1
expect "stride     1"
expect "load  4 sectors/req, 1 line, 100.0% used"
screen 100x30 "l l l l l l l" --section 1
expect "= 8"
expect "load  32 sectors/req, 8 lines, 12.5% used"
# with room for every line each gets its row; without, alike lines fold
expect "L7  █░░░░░░░│█░░░░░░░│█░░░░░░░│█░░░░░░░"
screen 80x24 "l l l l l l l" --section 1
expect "7 more lines like L0"
screen 100x30 "l l l l l l l h" --section 1
expect "load  28 sectors/req, 7 lines, 14.3% used"

# End jumps the focused slider to its maximum; Home back to the minimum.
screen 100x30 "Tab End" --section 1
expect "= 32"
screen 100x30 "Tab End Home" --section 1
expect "= 1"

# A click at the right end of the slider, then a drag back to the left end.
screen 100x30 "click:83,3 release:83,3" --section 1
expect "= 32"
screen 100x30 "click:83,3 drag:55,3 release:55,3" --section 1
expect "= 1"

# Resizing re-lays out; below 80x24 the lab says so instead of drawing.
screen 100x30 "resize:70x20" --section 1
expect "terminal too small: need 80x24, have 70x20"
screen 100x30 "resize:70x20 resize:120x40" --section 1
expect "load  4 sectors/request, 1 line, 128 B used of 128 B fetched (100.0%)"
expect_not "terminal too small"

# Sections: n, p and numbers typed then Enter (past 9 too); the contents
# list every section.
screen 100x30 "n n p" --section 1
expect " 2/"
screen 100x30 "3 Enter" --section 1
expect " 3/"
screen 100x30 "1 5 Enter" --section 1
expect " 15/"
screen 100x30 ": 1 2" --section 1
expect "go to section (1-29): 12_"
screen 100x30 "t 1 8 Enter" --section 1
expect " 18/"
screen 100x30 "t End Enter" --section 1
expect " 29/"
screen 100x30 "t G Home Enter" --section 4
expect " 1/"
screen 100x30 "t" --section 1
expect "Contents (Enter goes, a number picks, Esc closes)"
expect "quiz: not taken yet"

# Kernel source: the real kernel file, opened at the running kernel.
screen 120x40 "x" --section 1
expect ">kernels/wl_linear.cu"
expect ">        v[u] = a[wl_index<U>(u) * s];"

# Code wider than the lesson pane is never cut silently: a marker says more
# lies to the right, > scrolls it, and the header names the keys.
screen 80x24 "" --section 4
expect "int row = blockIdx.y * blockDi›"
expect "</>"
screen 80x24 "> >" --section 4
expect "‹kIdx.y * blockDim.y + threadIdx›"

# ASCII: by option, and by itself when the locale is not UTF-8.
screen 80x24 "l" --section 1 --ascii
if LC_ALL=C grep -q '[^ -~]' "$TMP/screen.txt"; then
    fail "non-ASCII output with --ascii"
fi
expect "stride"
LC_ALL=C screen 80x24 "l" --section 1
if LC_ALL=C grep -q '[^ -~]' "$TMP/screen.txt"; then
    fail "non-ASCII output with LC_ALL=C"
fi

# The quiz: a right answer, then a wrong one twice; score and saved best.
screen 100x30 "y 4 Enter" --section 1
expect "Right."
expect "Accepted: 4 sectors"
screen 100x30 "y 4 Enter Enter 1 2 8 Enter 1 2 8 Enter Enter" --section 1
expect "Question 3 of 3   (1 / 3 correct)"
grep -q "column = wrong 2 [0-9]* 128" "$TMP/state/progress.ini" || fail "answers not saved"
screen 100x30 "y 4 Enter Enter 1 2 8 Enter 1 2 8 Enter Enter Down Down Enter Enter" --section 1
expect "Finished: 2 / 3 correct."
expect "Best so far: 2 / 3 correct."
grep -q "best = 2 / 3" "$TMP/state/progress.ini" || fail "best score not saved"
screen 100x30 "t" --section 1
expect "best quiz score 2 / 3"
screen 100x30 "t" --section 2
expect "2. Thirty-two"

# Progress: the first run welcomes, once; the lab opens where the student
# left off; R asks for the word reset before forgetting.
rm -rf "$TMP/state"
screen 100x30 ""
expect "Welcome to warplab"
expect "any key: start"
rm -rf "$TMP/state"
screen 100x30 "l"
expect_not "Welcome"
expect "= 1"
screen 100x30 "5 Enter"
expect_not "Welcome"
expect " 5/"
screen 100x30 ""
expect " 5/"
screen 100x30 "R y Enter"
expect "type the word reset"
screen 100x30 "R Esc"
expect "reset cancelled: progress kept"
[ -f "$TMP/state/progress.ini" ] || fail "progress removed without the word reset"
screen 100x30 "R r e s e t Enter"
expect "progress forgotten"

# Bad input: exit 2 with one clear line, never a hang.
status=0
screen 100x30 "l nonsense-key" --section 1 2>"$TMP/err" || status=$?
[ "$status" = 2 ] || fail "unknown script key gave $status"
grep -q "unknown key or event 'nonsense-key'" "$TMP/err" || fail "no message for a bad key"
status=0
screen 100x30 "" --section 999 2>"$TMP/err" || status=$?
[ "$status" = 2 ] && grep -q "section 999 does not exist" "$TMP/err" || fail "section 999: $status"
status=0
"$WARPLAB" tui --bogus 2>"$TMP/err" || status=$?
[ "$status" = 2 ] || fail "--bogus gave $status"
status=0
"$WARPLAB" tui --headless 100 2>"$TMP/err" || status=$?
[ "$status" = 2 ] || fail "--headless 100 gave $status"

# Not a terminal, TERM unset, TERM=dumb: the plain commands instead, exit 2.
for term in xterm-256color "" dumb; do
    status=0
    TERM=$term timeout 10 "$WARPLAB" --cpu --data-dir "$SRC" </dev/null >"$TMP/out" 2>"$TMP/err" ||
        status=$?
    [ "$status" = 2 ] || fail "TERM='$term' without a terminal gave $status"
    grep -q "warplab quiz --plain" "$TMP/err" || fail "TERM='$term': no pointer to the plain commands"
done

# The expression edit line: Up brings back the expression used before, Esc
# leaves the experiment as it was, Backspace erases, and the slider moves s.
screen 100x30 "i i Space * Space s Enter i Up" --section 1
expect "> i * s_"
screen 100x30 "i i Space * Space s Enter i Esc" --section 1
expect "yours a[i * s] += 1"
expect "load  4 sectors/req, 1 line, 100.0% used"
screen 100x30 "i i Space * Space s Enter l l l" --section 1
expect "load  16 sectors/req, 4 lines, 25.0% used"
screen 100x30 "i i Space + Space 7 BS 1 Enter" --section 1
expect "yours a[i + 1] += 1"
screen 100x30 "i i Enter i q Esc" --section 1
expect "yours a[i] += 1"
# With an expression the source pane shows the CUDA generated for it.
screen 160x44 "i ( i Space * Space 3 3 ) Space % Space n Enter x" --section 1
expect "generated for your expression"
expect "const i64 load = wl_mod(wl_mul(i, 33ll), n);"
echo "all behaviour checks passed"
