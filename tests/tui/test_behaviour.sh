#!/bin/sh
# What the lab does, checked on headless screens: the slider drives the
# diagram, the mouse drives the slider, resizing re-lays out, the quiz scores
# and saves, and bad terminals or arguments fail cleanly with status 2.
# Mechanics: it runs on the fixture course (tests/course), so sections added
# to the shipped course change nothing here.
. "$(dirname "$0")/screen.sh"
on_fixture_course

# The basics lesson's prompt (section 2) holds the strides it asks about in
# every section of its lesson (wl_app_guard.c) until it is guessed; these
# mechanics want them shown, so they start from a guess saved.
guessed() {
    screen 100x30 "e 8 Space 1 6 Space 3 2 Space 3 2 Enter" --section doubles-at-stride-one
}
guessed

# The stride section: stride 1 is 4 sectors per request, stride 8 is 32.
screen 100x30 "" --section 1
expect_screen "stride     1"
expect_screen "load  4 sectors/req, 1 line, 100.0% used"
screen 100x30 "l l l l l l l" --section 1
expect_screen "= 8"
expect_screen "load  32 sectors/req, 8 lines, 12.5% used"
# with room for every line each gets its row; without, alike lines fold
expect_screen "L7  █░░░░░░░│█░░░░░░░│█░░░░░░░│█░░░░░░░"
screen 80x24 "l l l l l l l" --section 1
expect_screen "L0  █░░░░░░░│█░░░░░░░"
expect_screen "6 more like L1"
screen 100x30 "l l l l l l l h" --section 1
expect_screen "load  28 sectors/req, 7 lines, 14.3% used"

# End jumps the focused slider to its maximum; Home back to the minimum.
screen 100x30 "Tab End" --section 1
expect_screen "= 32"
screen 100x30 "Tab End Home" --section 1
expect_screen "= 1"

# A click at the right end of the slider, then a drag back to the left end.
screen 100x30 "click:83,3 release:83,3" --section 1
expect_screen "= 32"
screen 100x30 "click:83,3 drag:55,3 release:55,3" --section 1
expect_screen "= 1"

# Resizing re-lays out; below 80x24 the lab says so instead of drawing.
screen 100x30 "resize:70x20" --section 1
expect_screen "terminal too small: need 80x24, have 70x20"
# Narrower than the whole message, it drops the size it has rather than
# cutting it ("have 41x1" of 41x10).
screen 100x30 "resize:41x10" --section 1
expect_screen "terminal too small: need 80x24"
expect_screen_not "have"
screen 100x30 "resize:70x20 resize:120x40" --section 1
expect_screen "load  4 sectors/request, 1 line, 128 B used of 128 B fetched (100.0%)"
expect_screen_not "terminal too small"

# Sections: n, p and : with a number typed then Enter (past 9 too); the
# contents list every section under its lesson.
screen 100x30 "n n p" --section 1
expect_screen " 2/"
screen 100x30 ": 3 Enter" --section 1
expect_screen " 3/"
screen 100x30 ": 1 1 Enter" --section 1
expect_screen " 11/"
# Lessons as the texts number them: a digit goes there at once, N and P
# step; the title names the lesson and the section.
screen 100x30 "3" --section 1
expect_screen "warplab  Lesson 3 · 10/12 Which half costs more"
screen 100x30 "N" --section 5
expect_screen "Lesson 2 · 7/12"
screen 100x30 "P" --section 5
expect_screen "Lesson 1 · 4/12"
screen 100x30 "0" --section 5
expect_screen "Lesson 0 · 1/12"
screen 100x30 "t" --section 5
expect_screen "Lesson 1  Fixture: columns"
screen 100x30 ": 1 2" --section 1
expect_screen "go to: 12_"
screen 100x30 "t 2 j Enter" --section 1
expect_screen " 8/"
screen 100x30 "t End Enter" --section 1
expect_screen " 12/"
screen 100x30 "t G Home Enter" --section 6
expect_screen " 1/"
screen 100x30 "t" --section 1
expect_screen "Contents (Enter goes, a digit picks a lesson, Esc closes)"
expect_screen "quiz: not taken yet"

# Kernel source: the real kernel file, opened at the running kernel.
screen 120x40 "x" --section 1
expect_screen ">kernels/wl_linear.cu"
expect_screen ">        v[u] = a[wl_index<U>(u) * s];"

# The glossary: a opens and closes it; F2 opens it while a question waits
# for its answer, and Esc goes back to the question.
screen 100x30 "a" --section 1
expect_screen "Glossary (Esc or F2 closes)"
expect_screen "Access model"
screen 100x30 "a End" --section 1
expect_screen "(end)"
screen 100x30 "a a" --section 1
expect_screen_not "Glossary (Esc"
screen 100x30 "y F2" --section 1
expect_screen "Glossary (Esc or F2 closes)"
screen 100x30 "y F2 Esc 4" --section 1
expect_screen "Your answer: 4_"

# A section that names its own source file (the seed program) shows it.
screen 120x40 "x" --section the-seed-program
expect_screen "Kernel source: kernels/wl_seed.cu"
expect_screen "BUG 6: 1.0 is a double"

# Code wider than the lesson pane wraps at a space, its rest on a row that
# starts with the continuation mark; a name wider than the pane breaks with
# the mark on both sides. The kernel source scrolls sideways instead: a
# marker says more lies to the right, > scrolls it, and the bar names the keys.
screen 80x24 "" --section a-column-walk
expect_screen "   int row = blockIdx.y *  "
expect_screen "   ↪ blockDim.y + threadIdx.y;"
expect_screen "   out[row * N + col] = in[col *"
expect_screen "   ↪ N + row];"
expect_screen_not "</>:sideways"
# A counter name wider than the pane is never broken inside: it stays whole
# on its row, which scrolls sideways like code (issue 30, item 6).
screen 80x24 "End" --section counter-names
expect_screen " l1tex__t_sectors_pipe_lsu_mem_›" # its end between two parts of it
expect_screen_not "↪global_op_ld.sum"
expect_screen "</>:sideways"
screen 80x24 "End > > > >" --section counter-names
expect_screen "global_op_ld.sum"
screen 80x24 "x" --section a-column-walk
expect_screen "›"
expect_screen "</>:sideways"
screen 80x24 "x > >" --section a-column-walk
expect_screen "‹"

# ASCII: by option, and by itself when the locale is not UTF-8.
screen 80x24 "l" --section 1 --ascii
expect 1 "ASCII only with --ascii" -- env LC_ALL=C grep '[^ -~]' "$SCREEN"
expect_screen "stride"
LC_ALL=C screen 80x24 "l" --section 1
expect 1 "ASCII only with LC_ALL=C" -- env LC_ALL=C grep '[^ -~]' "$SCREEN"

# An answer asked again (bytes where sectors are asked) leaves the field
# empty: the next try is typed afresh, not appended to the refused text.
screen 100x30 "y 1 2 8 Space b y t e s Enter 3 2" --section 1
expect_screen "Your answer: 32_"
expect_screen_not "bytes32"

# The quiz: a right answer, then a wrong one twice; score and saved best.
# Each run stops where the student left: the next one resumes there.
screen 100x30 "y 4 Enter" --section 1
expect_screen "Right."
expect_screen "Accepted: 4 sectors"
screen 100x30 "y" --section 1
expect_screen "Question 2 of 3   (1 / 3 correct)"
screen 100x30 "y 1 2 8 Enter 1 2 8 Enter Enter" --section 1
expect_screen "Question 3 of 3   (1 / 3 correct)"
expect 0 "answers saved" -- grep -q "column = wrong 2 [0-9]* 128" "$TMP/state/progress.ini"
# Question 3 allows two letters: typed letters wait for Enter. Nothing is
# highlighted before a pick: the first Down lights A, the third C.
screen 100x30 "y a" --section 1
expect_screen "Your answer: a_"
expect_screen_not "You answered"
screen 100x30 "y Down Down Down Enter Enter" --section 1
expect_screen "Finished: 2 / 3 correct."
expect_screen "Best so far: 2 / 3 correct."
expect_in "$TMP/state/progress.ini" "best = 2 / 3"
screen 100x30 "t" --section 1
expect_screen "best quiz score 2 / 3"
# A finished quiz starts afresh; a right answer on the second try says so.
screen 100x30 "y 5 Space s e c t o r s Enter 4 Enter" --section 1
expect_screen "Question 1 of 3"
expect_screen "You answered 4. Right."
screen 100x30 "y" --section 1
expect_screen "Question 2 of 3   (1 / 3 correct)"
screen 100x30 "y 1 2 8 Enter 1 2 8 Enter Enter a Space c Enter Enter" --section 1
expect_screen "Finished: 2 / 3 correct, 1 of them on"
expect_screen " the second try."
expect_screen "your answer: 4 (right on the"
expect_screen "your answer: a c (right)"

# A question opens at its first line at 80x24, and after the answer the
# question scrolls back with Home and says where more lies.
at_question_3() {
    rm -rf "$TMP/state"
    screen 80x24 "y 4 Enter Enter 1 2 8 Enter 1 2 8 Enter Enter" --section 1
}
at_question_3
expect_screen "Question 3 of 3   (1 / 3 correct)"
screen 80x24 "y c Enter" --section 1
expect_screen "You answered c. Right."
expect_screen "↑ "
at_question_3
screen 80x24 "y c Enter Home" --section 1
expect_screen "Question 3 of 3"
expect_screen "PgDn"
at_question_3
screen 80x24 "y c Enter Home PgDn" --section 1
expect_screen_not "Question 3 of 3"
rm -rf "$TMP/state"

# Typed lines scroll sideways with the cursor in view: the expression line
# at 80x24 past its width shows its end (the limit is 256 characters), and
# Left moves the cursor to insert inside the line.
long=$(printf ' i'; for n in $(seq 1 41); do printf ' + %s' "$n" | sed 's/ //g; s/./ &/g'; done)
screen 80x24 "i$long" --section 1
expect_screen "+39+40+41_"
expect_screen_not "> i+1+2+3"
screen 80x24 "i i Space + Space 1 Left Left Left Left Left 2 * Enter" --section 1
expect_screen "2*i + 1"
# The quiz's answer field at 80x24 shows a long answer whole.
screen 80x24 "y 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 Space b y t e s" --section 1
expect_screen "Your answer: 123456789012345678901234567890 bytes_"

# Opening and closing the quiz leaves the section's experiment as it was,
# the student's own expression included.
screen 100x30 "i i Space * Space 3 Enter y 4 Enter Esc" --section 1
expect_screen "i * 3"
screen 100x30 "t" --section 5
expect_screen "5. Thirty-two offsets"

# Progress: the first run welcomes, once; the lab opens where the student
# left off; R asks for the word reset before forgetting.
rm -rf "$TMP/state"
screen 100x30 ""
expect_screen "Welcome to warplab"
expect_screen "any key: start"
rm -rf "$TMP/state"
screen 100x30 "l"
expect_screen_not "Welcome"
expect_screen "= 1"
screen 100x30 ": 5 Enter"
expect_screen_not "Welcome"
expect_screen " 5/"
screen 100x30 ""
expect_screen " 5/"
screen 100x30 "R y Enter"
expect_screen "type the word reset"
screen 100x30 "R Esc"
expect_screen "reset cancelled: progress kept"
expect 0 "progress kept without the word reset" -- test -f "$TMP/state/progress.ini"
screen 100x30 "R r e s e t Enter"
expect_screen "progress forgotten"

# The script's dump event writes each screen it is given, numbered, so one run
# checks many screens (check_screens.py walks the course so).
expect 0 "the key script's dump event" -- draw 100x30 "dump n dump" --section 1
expect_in "$SCREEN.1" "Lesson 0 · 1/12"
expect_in "$SCREEN.2" "Lesson 0 · 2/12"
expect 2 "dump without --dump" -- "$WARPLAB" tui --headless 80x24 --cpu --data-dir "$COURSE" \
    --state-dir "$TMP/state" --keys "dump"
expect_in "$HARNESS_DIR/err" "the key script's 'dump' needs --dump FILE"

# Bad input: exit 2 with one clear line, never a hang.
expect 2 "an unknown script key" -- draw 100x30 "l nonsense-key" --section 1
expect_in "$HARNESS_DIR/err" "unknown key or event 'nonsense-key'"
expect 2 "section 999" -- draw 100x30 "" --section 999
expect_in "$HARNESS_DIR/err" "There is no section 999: the sections are 1 to 12."
expect 2 "an unknown section id" -- draw 100x30 "" --section no-such-section
expect_in "$HARNESS_DIR/err" "No section matches 'no-such-section'. Give a number or the start of a name"
expect 2 "tui --bogus" -- "$WARPLAB" tui --bogus
expect 2 "tui --headless 100" -- "$WARPLAB" tui --headless 100

# Not a terminal, TERM unset, TERM=dumb: the plain commands instead, exit 2.
for term in xterm-256color "" dumb; do
    expect 2 "TERM='$term' without a terminal" -- \
        env TERM="$term" timeout 10 "$WARPLAB" --cpu --data-dir "$COURSE"
    expect_in "$HARNESS_DIR/err" "warplab quiz --plain"
done

# The expression edit line: Up brings back the expression used before, Esc
# leaves the experiment as it was, Backspace erases, and the slider moves s.
# (In lesson 2, which asks no count: lesson 1's count prompt, unanswered,
# holds a typed expression's counts, tui.prompts.)
screen 100x30 "i i Space * Space s Enter i Up" --section 1
expect_screen "> i * s_"
screen 100x30 "i i Space * Space s Enter i Esc" --section 4
expect_screen "yours a[i * s] += 1"
expect_screen "load  4 sectors/req, 1 line, 100.0% used"
screen 100x30 "i i Space * Space s Enter l l l" --section 4
expect_screen "load  16 sectors/req, 4 lines, 25.0% used"
screen 100x30 "i i Space + Space 7 BS 1 Enter" --section 1
expect_screen "yours a[i + 1] += 1"
# ... and says so only where it does: an expression without s has no slider.
expect_screen "your expression: it does not use s, so no slider moves"
expect_screen_not "the slider moves s"
screen 100x30 "i i Enter i q Esc" --section 1
expect_screen "yours a[i] += 1"
# A custom experiment unrolls as sweep, model, verify and run-one do: u
# changes the readout and the generated kernel's loop.
screen 160x44 "i i Enter u x" --section 1
expect_screen "unroll 4"
expect_screen "for (int u = 0; u < 4; u++)"
expect_screen_not "one element per thread"
# With an expression the source pane shows the CUDA generated for it.
screen 160x44 "i ( i Space * Space 3 3 ) Space % Space n Enter x" --section 1
expect_screen "generated for your expression"
expect_screen "const i64 load = wl_mod(wl_mul(i, 33ll), n);"
# Without a GPU, s says at once that the chart's curve is the model's; the
# slider stays where it was.
screen 100x30 "l l s" --section stride-two
expect_screen "chart: the model's curve over stride 1-32 in front (no GPU here to measure)"
expect_screen "= 4"

guessed
# The readout is never cut: a short form that fits, the whole chain one key
# away (d), which d or Esc closes.
screen 100x30 "d" --section stride-two
expect_screen "The readout in full (Esc or d closes)"
expect_screen "DRAM traffic binds: every element costs DRAM the time of"
expect_screen "binds"
# Writes that dirty part of a 64-byte granule: the bytes written and the
# time they cost, each said (f64 at a stride writes 32 bytes of a granule,
# timed as more).
screen 100x30 "f l l l l d" --section stride-two
expect_screen "32 written,"
expect_screen "timed as the 48 bytes of the whole 64-byte granules"
screen 100x30 "d End" --section stride-two
expect_screen "Bytes per element"
screen 100x30 "d d" --section stride-two
expect_screen_not "The readout in full"
expect_screen "limit: DRAM traffic"
screen 100x30 "d Esc" --section stride-two
expect_screen_not "The readout in full"

# A message too long for the bar shows whole on the row above it, the keys
# still on the bar.
screen 80x24 "w" --section doubles-at-stride-one
expect_screen " 4 MiB: the reference is the H200's own 4 MiB run; a point whose data fits in"
expect_screen " L2 costs the model no DRAM time"
expect_screen "?:help q:quit"

# A transpose's working set is its N x N matrix (the registry's sized_by):
# w leaves it, says why, and the label never claims the seed's 4 MiB.
screen 100x30 "w" --section a-column-walk
expect_screen "w does nothing here: this kernel's working set is its N x N matrix"
expect_screen "matrix 64 MiB"
expect_screen_not "4 MiB (the seed's)"
screen 100x30 "w w" --section a-column-walk
expect_screen_not "4 MiB (the seed's)"

# Help taller than its keys: scrolling keys leave it whole, from its first line.
screen 100x120 "? Down Down End" --section 1
expect_screen "lines 1-"
expect_screen_not "lines -"

finish
