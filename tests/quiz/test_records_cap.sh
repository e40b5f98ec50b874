#!/bin/sh
# Guesses, answers and quiz scores past their caps are kept as visits are:
# those of sections and quizzes the course does not have go first, then the
# oldest, and what was left out is said. A file (or a class export) whose
# first records are the course's and whose many later ones are not keeps
# the course's; a file with 17 quiz scores is read, not moved aside; a quiz
# given twice is still caught when the first of the two was left out.
. "$(dirname "$0")/../lib.sh"
WARPLAB=$1
SRC=$2
export XDG_STATE_HOME="$HARNESS_DIR/xdg"
T=$(($(date +%s) - 60))
S=$HARNESS_DIR/long
mkdir -p "$S"
{
    printf '[warplab]\nformat = warplab-progress 4\ngeneration = 0\n\n[visited]\n\n'
    printf '[guesses coalescing-belongs-to-one-instruction]\nstride-sectors = right %d 8,16,32,32\n\n' $T
    printf '[guesses old-section]\n'
    for i in $(seq 0 127); do echo "p$i = wrong $T 1"; done
    printf '\n[answers coalescing]\nsectors = correct 1 %d 4\n\n[answers oldquiz]\n' $T
    for i in $(seq 0 255); do echo "q$i = wrong 1 $T 1"; done
    printf '\n[end]\n'
} >"$S/progress.ini"
cp "$S/progress.ini" "$S/progress.ini.orig"
expect 0 "progress over 129 guesses and 257 answers" -- \
    "$WARPLAB" progress --data-dir "$SRC" --state-dir "$S"
expect_output "predictions: 1"
expect_output "answers: 1"
expect_output "129 predictions, more than the 128 warplab keeps: 1 left out"
expect 0 "a name saved over them" -- "$WARPLAB" progress --name Bob --state-dir "$S"
expect_in "$S/progress.ini" "stride-sectors = right"
expect_in "$S/progress.ini" "sectors = correct 1"

# 17 quiz scores, the course's first: read, the course's kept.
Q=$HARNESS_DIR/quizzes
mkdir -p "$Q"
{
    printf '[warplab]\nformat = warplab-progress 4\ngeneration = 0\n\n[visited]\n\n'
    printf '[quiz coalescing]\nlast = 2 / 3\nbest = 2 / 3\nwhen = %d\n\n' $T
    for i in $(seq 0 15); do printf '[quiz old%d]\nlast = 1 / 2\nbest = 1 / 2\nwhen = %d\n\n' $i $T; done
    printf '[end]\n'
} >"$Q/progress.ini"
cp "$Q/progress.ini" "$HARNESS_DIR/seventeen.ini"
expect 0 "progress over 17 quiz scores" -- "$WARPLAB" progress --data-dir "$SRC" --state-dir "$Q"
expect_output "last 2 / 3, best 2 / 3"
expect_output "17 quiz scores, more than the 16 warplab keeps: 1 left out"
feed ""
expect 1 "quiz over 17 quiz scores, no answers given" -- "$WARPLAB" quiz --plain --data-dir "$SRC" --state-dir "$Q"
ls "$Q" | grep -q corrupt && fail "a file only long was moved aside: $(ls "$Q")" || pass

# A quiz given twice, the first left out at the cap: still refused.
D=$HARNESS_DIR/twice
mkdir -p "$D"
sed 's/^\[end\]$/[quiz old0]\nlast = 1 \/ 2\nbest = 1 \/ 2\n\n[end]/' "$HARNESS_DIR/seventeen.ini" >"$D/progress.ini"
expect 1 "progress over a quiz given twice" -- "$WARPLAB" progress --data-dir "$SRC" --state-dir "$D"
expect_output "[quiz old0] given twice"

# A class export alike: the course's prediction and answer are kept.
python3 - "$HARNESS_DIR/export.json" $T <<'PY'
import json, sys
t = int(sys.argv[2])
guess = lambda s, p: {"section": s, "prompt": p, "right": False, "when": t, "guess": "1"}
answer = lambda q, n: {"quiz": q, "question": n, "right": False, "tries": 1, "when": t, "answer": "1"}
score = lambda q: {"quiz": q, "last": 1, "best": 1, "total": 2, "when": t, "when_utc": None}
doc = {"format": "warplab-progress-export 1", "student": "ann", "name": "Ann", "current": None,
       "sections": [],
       "quizzes": [score("coalescing")] + [score("old%d" % i) for i in range(16)],
       "answers": [answer("coalescing", "sectors")] + [answer("oldquiz", "q%d" % i) for i in range(256)],
       "predictions": [guess("coalescing-belongs-to-one-instruction", "stride-sectors")]
                      + [guess("old-section", "p%d" % i) for i in range(128)]}
open(sys.argv[1], "w").write(json.dumps(doc))
PY
expect 0 "class over a long export" -- "$WARPLAB" class --json --data-dir "$SRC" "$HARNESS_DIR/export.json"
expect_output '"stride-sectors"'
expect_output '"sectors"'
expect_output '"coalescing"'

# Every save keeps them so: the line quiz (which saves a new answer) and the
# lab (which saves its visit) read the long file against the course too.
for who in quiz lab; do
    D=$HARNESS_DIR/save-$who
    mkdir -p "$D"
    cp "$S/progress.ini.orig" "$D/progress.ini"
    if [ $who = quiz ]; then
        printf '4\nq\n' | "$WARPLAB" quiz --plain --data-dir "$SRC" --state-dir "$D" >/dev/null 2>&1
    else
        "$WARPLAB" tui --cpu --headless 80x24 --data-dir "$SRC" --state-dir "$D" --keys "n q" \
            --dump "$D/screen" >/dev/null 2>&1
    fi
    expect_in "$D/progress.ini" "stride-sectors = right"
    expect_in "$D/progress.ini" "sectors = correct"
done
finish
