#!/bin/sh
# Narrow resets: warplab reset --quiz NAME, --predictions, --section SLUG each
# forget only their part (checked on the whole progress export before and
# after), ask for the same word as a whole reset, and refuse bad arguments.
. "$(dirname "$0")/../lib.sh"
WARPLAB=$1
SRC=$2
export TERM=xterm-256color LC_ALL=C.UTF-8 XDG_STATE_HOME="$HARNESS_DIR/xdg"
S=$HARNESS_DIR/base

# A student's state: a finished quiz, a prediction in the offset-8 section, visits.
printf '4\n1 KiB\nc\n' | "$WARPLAB" quiz --plain --data-dir "$SRC" --state-dir "$S" >/dev/null ||
    die "the quiz did not run"
"$WARPLAB" tui --headless 100x30 --cpu --data-dir "$SRC" --state-dir "$S" \
    --section shifted-by-whole-sectors --keys "e a Enter Enter n" --dump "$HARNESS_DIR/screen" ||
    die "the lab did not run"
"$WARPLAB" progress --name "Ada" --state-dir "$S" >/dev/null || die "no name set"

export_of() { "$WARPLAB" progress --json --data-dir "$SRC" --state-dir "$1" >"$2"; }

# reset_part NAME WHAT-IS-DROPPED OPTIONS...: on a copy of the state, the
# reset succeeds and the export differs from before only by WHAT-IS-DROPPED
# (a Python expression that takes the record and drops the part).
reset_part() {
    name=$1 drop=$2
    shift 2
    rm -rf "$HARNESS_DIR/$name" && cp -r "$S" "$HARNESS_DIR/$name"
    export_of "$HARNESS_DIR/$name" "$HARNESS_DIR/$name.before"
    expect 0 "reset $*" -- "$WARPLAB" reset "$@" --yes --state-dir "$HARNESS_DIR/$name"
    expect_output "the rest is kept"
    export_of "$HARNESS_DIR/$name" "$HARNESS_DIR/$name.after"
    python3 - "$HARNESS_DIR/$name.before" "$HARNESS_DIR/$name.after" "$drop" <<'PY' &&
import json, sys
before, after = (json.load(open(p)) for p in sys.argv[1:3])
expected = before
exec(sys.argv[3])
if expected != after:
    sys.exit("expected %s\ngot %s" % (json.dumps(expected), json.dumps(after)))
PY
        pass || fail "reset $*: more or less than its part changed"
}

reset_part quiz 'expected["quizzes"] = [q for q in expected["quizzes"] if q["quiz"] != "coalescing"]
expected["answers"] = [a for a in expected["answers"] if a["quiz"] != "coalescing"]' --quiz coalescing
reset_part predictions 'expected["predictions"] = []' --predictions
reset_part section 'expected["sections"] = [s for s in expected["sections"] if s["slug"] != "shifted-by-whole-sectors"]
expected["predictions"] = [p for p in expected["predictions"] if p["section"] != "shifted-by-whole-sectors"]' \
    --section shifted-by-whole-sectors
reset_part both 'expected["quizzes"] = []
expected["answers"] = []
expected["predictions"] = []' --quiz coalescing --predictions

# The state had all three parts to lose.
export_of "$S" "$HARNESS_DIR/base.json"
expect_in "$HARNESS_DIR/base.json" '"quiz": "coalescing"'
expect_in "$HARNESS_DIR/base.json" '"section": "shifted-by-whole-sectors"'
expect_in "$HARNESS_DIR/base.json" '"slug": "where-the-time-goes"'

# Nothing of that part: said, nothing written.
cp -r "$S" "$HARNESS_DIR/none"
expect 0 "a quiz never taken" -- "$WARPLAB" reset --quiz second-half --yes --state-dir "$HARNESS_DIR/none"
expect_output "nothing to reset"
cmp -s "$S/progress.ini" "$HARNESS_DIR/none/progress.ini" && pass || fail "a reset of nothing wrote"

# The same question as a whole reset: without a terminal the word comes on
# standard input; none there is not confirmed (1), and nothing changes.
expect 1 "--quiz without a terminal, no word, no --yes" -- "$WARPLAB" reset --quiz coalescing \
    --state-dir "$S"
expect_output "or --yes"
expect 2 "--quiz with a bad id" -- "$WARPLAB" reset --quiz "a/b" --yes --state-dir "$S"
expect 2 "--section with nothing" -- "$WARPLAB" reset --section "" --yes --state-dir "$S"
# The lab's section number is not an id: reset names the section it stands
# for and forgets nothing.
cp "$S/progress.ini" "$HARNESS_DIR/before-number.ini"
expect 2 "--section given as a number" -- "$WARPLAB" reset --section 2 --yes --data-dir "$SRC" \
    --state-dir "$S"
expect_output "reset takes a section's id (as warplab progress lists them), not its number; section 2 is 'memory-in-layers': warplab reset --section memory-in-layers"
cmp -s "$S/progress.ini" "$HARNESS_DIR/before-number.ini" && pass || fail "the number reset something"
expect 0 "reset --help names the narrow resets" -- "$WARPLAB" reset --help
expect_output "--predictions"
cmp -s "$S/progress.ini" "$HARNESS_DIR/none/progress.ini" && pass || fail "a refused reset wrote"
# A file this warplab cannot read (a newer format) is refused in place: a
# narrow reset keeps "the rest", so it must not move the file aside.
mkdir -p "$HARNESS_DIR/newer"
sed 's/^format = warplab-progress 4$/format = warplab-progress 5/' "$S/progress.ini" >"$HARNESS_DIR/newer/progress.ini"
cp "$HARNESS_DIR/newer/progress.ini" "$HARNESS_DIR/newer.before"
expect 1 "--section on a newer file" -- "$WARPLAB" reset --section where-the-time-goes --yes --state-dir "$HARNESS_DIR/newer"
expect_output "warplab-progress 5"
cmp -s "$HARNESS_DIR/newer/progress.ini" "$HARNESS_DIR/newer.before" && pass || fail "a refused reset moved or changed the file"
finish
