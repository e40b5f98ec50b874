#!/bin/sh
# One validator: check-content runs the loaders the lab and the quiz run, with
# the same limits, so whatever it passes they accept, and whatever they refuse
# it refuses. Each case is a whole data directory; each goes through all
# three, and the three must agree with each other and with the case.
# Usage: test_one_validator.sh WARPLAB SRCDIR
. "$(dirname "$0")/../lib.sh"
WARPLAB=$1
SRC=$2
T=$HARNESS_DIR
export LC_ALL=C.UTF-8 TERM=xterm

# A data directory holding the real lessons, quiz and reference data.
base() {
    mkdir -p "$T/$1/lessons" "$T/$1/quizzes" "$T/$1/reference" "$T/$1/kernels"
    cp "$SRC/lessons/"*.md "$T/$1/lessons/"
    cp "$SRC/kernels/"*.cu "$T/$1/kernels/"
    cp "$SRC/quizzes/"*.ini "$T/$1/quizzes/"
    cp -r "$SRC/reference/"*.txt "$SRC/reference/gpus" "$T/$1/reference/"
}
# lesson NSECTIONS TITLE FILE...: each FILE a lesson of NSECTIONS sections,
# titled TITLE 1, TITLE 2, ... (one awk for any number of files)
lesson() {
    n=$1 title=$2
    shift 2
    awk -v n="$n" -v title="$title" 'BEGIN {
        for (a = 1; a < ARGC; a++) {
            printf "# A lesson\n" >ARGV[a]
            for (s = 1; s <= n; s++) printf "\n## %s %d\n\nText.\n", title, s >ARGV[a]
            close(ARGV[a])
        }
    }' "$@"
}

# more lesson files than a course holds (one past the limit besides the real
# ones), the last one bad
max=$(sed -n 's/^#define WL_COURSE_MAX_LESSONS \([0-9]*\).*/\1/p' "$SRC/src/content/wl_lesson.h")
[ -n "$max" ] || die "no WL_COURSE_MAX_LESSONS in src/content/wl_lesson.h"
base many-files
lesson 1 Section $(seq -f "$T/many-files/lessons/x%04g.md" 0 "$max")
printf 'no title here\n' >"$T/many-files/lessons/x9999.md"
base many-sections # one lesson past the sections progress keeps
lesson 200 Section "$T/many-sections/lessons/99-long.md"
base sections-in-all # each file fine, the course together too long
for k in 1 2 3; do lesson 45 "Part $k" "$T/sections-in-all/lessons/9$k-part.md"; done
base same-quiz-id
cp "$SRC/quizzes/coalescing.ini" "$T/same-quiz-id/quizzes/again.ini"
base many-quizzes
for k in $(seq 1 17); do
    sed "s/^id = coalescing/id = q$k/" "$SRC/quizzes/coalescing.ini" >"$T/many-quizzes/quizzes/q$k.ini"
done
rm "$T/many-quizzes/quizzes/coalescing.ini"
base bad-figure
cp "$SRC/tests/content/data/bad_figure.md" "$T/bad-figure/lessons/99-bad.md"
base not-utf8
cp "$SRC/tests/content/data/not_utf8.md" "$T/not-utf8/lessons/99-bad.md"
base too-large
head -c 300000 /dev/zero | tr '\0' 'a' >"$T/too-large/lessons/99-big.md"
base fifo
mkfifo "$T/fifo/lessons/99-fifo.md"
base bad-quiz
printf '[quiz]\nid = x\n' >"$T/bad-quiz/quizzes/broken.ini"
# Good: repeated titles (ids kept apart, a warning) and a byte-order mark.
base same-titles
lesson 2 Same "$T/same-titles/lessons/99-twice.md"
sed 's/^## Same 2$/## Same 1/' "$T/same-titles/lessons/99-twice.md" >"$T/x" &&
    mv "$T/x" "$T/same-titles/lessons/99-twice.md"
base bom
printf '\357\273\277' | cat - "$SRC/lessons/04-fix.md" >"$T/bom/lessons/04-fix.md"

run() { # run CASE EXPECT: good, bad, or figure (only check-content recomputes figures)
    d="$T/$1"
    timeout 60 "$WARPLAB" check-content --data-dir "$d" >"$T/$1.check" 2>&1
    check=$?
    timeout 60 "$WARPLAB" tui --headless 100x30 --cpu --data-dir "$d" --state-dir "$T/state-$1" \
        --keys q --dump "$T/$1.screen" >"$T/$1.lab" 2>&1
    lab=$?
    printf '4\n1024\na\n' | timeout 60 "$WARPLAB" quiz --plain --data-dir "$d" \
        --state-dir "$T/state-$1" >"$T/$1.quiz" 2>&1
    quiz=1
    grep -q "Question 1 of" "$T/$1.quiz" && quiz=0
    echo "$1: check-content $check, lab $lab, quiz $quiz"
    if [ "$2" = good ]; then
        [ $check -eq 0 ] && [ $lab -eq 0 ] && [ $quiz -eq 0 ] && pass ||
            fail "$1 is good, yet: $(head -c 300 "$T/$1.check" "$T/$1.lab" "$T/$1.quiz")"
    elif [ "$2" = figure ]; then
        [ $check -eq 1 ] && pass || fail "$1: a wrong figure passed check-content"
    else
        [ $check -eq 1 ] && pass || fail "$1: check-content passed what the program refuses"
        { [ $lab -ne 0 ] || [ $quiz -ne 0 ]; } && pass ||
            fail "$1: check-content refused what the program accepts: $(head -c 300 "$T/$1.check")"
    fi
}

for c in many-files many-sections sections-in-all same-quiz-id many-quizzes not-utf8 too-large \
    fifo bad-quiz; do
    run $c bad
done
run bad-figure figure
run same-titles good
expect 0 "repeated titles reported" -- \
    grep "99-twice.md:[0-9]*: warning: section title 'Same 1' is also used at" "$T/same-titles.check"
run bom good
finish
