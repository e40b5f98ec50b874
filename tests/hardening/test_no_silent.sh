#!/bin/sh
# Issue 25: no silent wrong answers. Each numbered item of the issue has its
# checks here (README.md, "Issue 25", has the table): a custom experiment
# refused wherever it enters, options honoured or refused, exit statuses,
# JSON any parser reads, content errors that name the right line.
# Usage: test_no_silent.sh WARPLAB SRCDIR
. "$(dirname "$0")/../lib.sh"
set -u
W=$1
SRC=$2
T=$HARNESS_DIR
export HOME="$T" XDG_STATE_HOME="$T/xdg" TERM=xterm-256color LC_ALL=C.UTF-8 LANG=C.UTF-8
unset NO_COLOR LINES COLUMNS || true
SCREEN=$T/screen.txt

lab() { # lab SIZE KEYS [OPTIONS...]: the lab on a headless screen
    size=$1
    keys=$2
    shift 2
    rm -f "$SCREEN"
    "$W" tui --headless "$size" --cpu --data-dir "$SRC" --state-dir "$T/state" \
        --calibration "$SRC/tests/tui/calibration.txt" --keys "$keys" --dump "$SCREEN" "$@"
}

typed() { # the keys that type TEXT (no spaces) into an editor
    printf '%s' "$1" | sed 's/./& /g'
}

lesson() { # lesson BINDING: a one-section lesson bound to BINDING
    mkdir -p "$T/l/lessons"
    printf '# T\n\n## One\n\n<!-- warplab: %s -->\n\nText.\n' "$1" >"$T/l/lessons/01-x.md"
}

# --- 1. A custom experiment outside the array is refused where it enters ---
# The lab's editor: refused on the spot, the built-in experiment stays, and
# the readout never waits for a measurement nobody asked for.
expect 0 "the lab, i then i*2147483647" -- lab 100x30 "i $(typed 'i*2147483647') Enter" --section a-gpu-for-c-programmers
expect_in "$SCREEN" "touches element 68719476704, outside 0..2147483647"
expect 0 "the lab, i*2147483647 then Esc" -- lab 100x30 "i $(typed 'i*2147483647') Enter Esc" --section a-gpu-for-c-programmers
expect_not_in "$SCREEN" "yours a[i*2147483647]"
expect_not_in "$SCREEN" "measuring..."
# A working set w switches to later: refused at the editor, naming it.
expect 0 "the lab, i%(n-1048576)" -- lab 100x30 "i $(typed 'i%(n-1048576)') Enter" --section a-gpu-for-c-programmers
expect_in "$SCREEN" "(at the seed's 4 MiB"
expect 0 "the lab, i%(n-1048576), Esc, w" -- lab 100x30 "i $(typed 'i%(n-1048576)') Enter Esc w" --section a-gpu-for-c-programmers
expect_not_in "$SCREEN" "measuring..."
expect_not_in "$SCREEN" "0.0 ld + 0.0 st"
# Lesson bindings: check-content refuses what the lab and model --expr refuse.
for b in 'expr=n*32 range=1..1' 'expr=i*s range=30..40' 'expr=i*s range=-1..3' \
    'expr=i%(n-1048576)' 'expr=i-(1-min(warp^1,1))*100 range=0..0'; do
    lesson "$b"
    expect 1 "check-content, binding $b" -- "$W" check-content "$T/l/lessons/01-x.md"
    expect_output "01-x.md:5: "
    expect 1 "the lab, binding $b" -- "$W" tui --headless 80x24 --cpu --data-dir "$T/l" \
        --state-dir "$T/state" --keys "" --dump "$SCREEN"
done
# What the lessons, the bench corpus and these tests use is still accepted.
expect 0 "check-content of the shipped lessons" -- "$W" check-content --data-dir "$SRC"
# The store is the load's copy where the corpus names none (as
# cli.expr_corpus runs it at 16 MiB; here at the default working set): the
# same range check, without counting a second side that is the first.
. "$SRC/bench/expr-lib.sh"
tab=$(printf '\t')
expr_corpus "$SRC/bench/expr-corpus.txt" | while IFS="$tab" read -r type s load store; do
    "$W" model --type "$type" --param "$s" --expr "$load" ${store:+--store-expr "$store"} \
        >/dev/null 2>&1 || echo "$type $s $load ; $store"
done >"$T/refused"
[ -s "$T/refused" ] && fail "corpus expressions refused: $(cat "$T/refused")" || pass

# --- 2. The whole launch, not a sample: lane 0 of warp 1 touches -68 ---
expr='i - (1 - min(warp ^ 1, 1)) * 100'
expect 2 "model --expr '$expr'" -- "$W" model --expr "$expr"
expect_output "the load of lane 0 in warp 1 touches element -68"
expect 2 "model --expr '$expr' --size 512K" -- "$W" model --expr "$expr" --size 512K
expect 2 "sweep --cpu --expr '$expr'" -- "$W" sweep --cpu --expr "$expr" --range 0..0
# The last warp of a large launch, which no sample of 4096 warps reached.
expect 2 "model --expr 'i + (warp / (n / 32 - 1)) * n * 32'" -- \
    "$W" model --expr 'i + (warp / (n / 32 - 1)) * n * 32'
expect_output "outside 0.."
# Proofs the plain intervals could not give: a name used twice.
for e in 'i - lane' 'i - i % 32' 'warp * 32 + 31 - lane' 'i - i / 2' 'i ^ (warp % 32)'; do
    expect 0 "model --expr '$e'" -- "$W" model --expr "$e"
done

# --- 3. Given means used: --calibration and --data-dir with --expr too ---
for k in "--kernel offset" "--expr i"; do
    # shellcheck disable=SC2086
    expect 2 "model $k --calibration /nonexistent" -- "$W" model $k --calibration /nonexistent
    expect_output "--calibration '/nonexistent': cannot read it"
done
for cmd in "sweep --cpu" "info" "tui --headless 80x24 --keys q"; do
    # shellcheck disable=SC2086
    expect 2 "$cmd --calibration /nonexistent" -- "$W" $cmd --calibration /nonexistent
done
mkdir -p "$T/nodata/lessons"
cp "$SRC/lessons/01-warp.md" "$T/nodata/lessons/"
expect 0 "model --expr i --data-dir without reference/" -- "$W" model --expr i --data-dir "$T/nodata"
expect_output "no prediction: $T/nodata/reference/"
expect_no_output "predicted"
"$W" model --expr i --calibration "$SRC/tests/tui/calibration.txt" >"$T/a.txt" 2>&1
"$W" model --expr i --calibration "$SRC/reference/nvidia-h200-calibration.txt" >"$T/b.txt" 2>&1
cmp -s "$T/a.txt" "$T/b.txt" && fail "model --expr ignores --calibration" || pass

# --- 5 (and 4's half). JSON any parser reads: one escaper, no inf or nan ---
# harness_run (tests/lib.sh) parses every --json output strictly; these add
# the hostile strings and figures.
expect 0 "model --expr TAB --json" -- "$W" model --expr "$(printf 'i\t+1')" --json
expect 0 "sweep --cpu --expr TAB --json" -- "$W" sweep --cpu --expr "$(printf 'i\t+1')" --range 0..1 --json
# A file name that is not UTF-8 (any byte sequence is a name on Linux): its
# bytes that are not UTF-8 become U+FFFD, so the whole output stays UTF-8.
mkdir -p "$T/up/$(printf '\377\376')" "$T/up/$(printf 'ok\303')"
printf '[warplab]\nformat = warplab-progress 4\n\n[end]\n' >"$T/up/$(printf '\377\376')/progress.ini"
cp "$T/up/$(printf '\377\376')/progress.ini" "$T/up/$(printf 'ok\303')/"
expect 0 "class --json, folders not named in UTF-8" -- "$W" class --json --data-dir "$SRC" "$T/up"
expect_output '/up/\ufffd\ufffd/progress.ini'
expect_output '/up/ok\ufffd/progress.ini'
odd="$T/a \"quoted\" \\ dir"
mkdir -p "$odd/lessons"
cp "$SRC/lessons/01-warp.md" "$odd/lessons/"
cp "$SRC/reference/nvidia-h200-calibration.txt" "$odd/cal.txt"
expect 0 "model --json, a calibration path with quotes" -- \
    "$W" model --kernel offset --json --calibration "$odd/cal.txt"
expect 0 "model --json, no calibration in a quoted data dir" -- \
    "$W" model --kernel offset --json --data-dir "$odd"
expect_output "prediction_unavailable"
for k in offset stride aos soa transpose-naive transpose-readco transpose-tiled; do
    for t in f32 f64; do
        expect 0 "model --kernel $k --type $t --json" -- "$W" model --kernel "$k" --type "$t" --json
    done
done
expect 0 "sweep --cpu --kernel every --type all --json" -- "$W" sweep --cpu --kernel every --type all --json
# A calibration whose figures come out infinite: refused, nothing printed
# (the calibration check may refuse it first; either way no "inf").
sed 's/^dram_bytes_per_s .*/dram_bytes_per_s 1e-300/' "$SRC/reference/nvidia-h200-calibration.txt" \
    >"$T/tiny-dram.txt"
for cmd in "model --kernel offset" "model --expr i" "sweep --cpu"; do
    # shellcheck disable=SC2086
    expect 1 "$cmd --json, DRAM at 1e-300 B/s" -- "$W" $cmd --json --calibration "$T/tiny-dram.txt"
    [ -z "$out" ] && pass || fail "$cmd --json printed: $out"
done

# --- 6. Expression sweeps carry the model's limit and optimistic flag ---
expect 0 "sweep --cpu --expr i --store-expr 'i+s' --json" -- \
    "$W" sweep --cpu --expr i --store-expr 'i+s' --range 32..32 --json
printf '%s' "$out" >"$T/sweep.json"
expect 0 "model --expr i --store-expr 'i+s' --json" -- \
    "$W" model --expr i --store-expr 'i+s' --param 32 --json
printf '%s' "$out" >"$T/model.json"
python3 - "$T/sweep.json" "$T/model.json" <<'PY' && pass || fail "sweep and model --expr disagree"
import json, sys
point = json.load(open(sys.argv[1]))["points"][0]
pred = json.load(open(sys.argv[2]))["prediction"]
assert point["model_limit"] == pred["binding_limit"], (point, pred)
assert point["model_optimistic"] is True and pred["optimistic"] is True, (point, pred)
assert abs(point["model_gbps"] - pred["gbps"]) < 0.1, (point, pred)
PY
expect 0 "sweep --cpu --expr text" -- "$W" sweep --cpu --expr i --store-expr 'i+s' --range 32..32
expect_output "bytes in flight *"

# Predictions beside --timing seed say they are for launches timed back to
# back: the model predicts no other timing (offset 0 at 4 MiB: 1285 GB/s
# either way, beside 957 timed the seed way).
expect 0 "sweep --cpu --timing seed" -- "$W" sweep --cpu --seed-size --timing seed --kernel offset
expect_output "the model predicts launches timed back to back"
expect 0 "sweep --cpu --timing seed --json" -- "$W" sweep --cpu --seed-size --timing seed --kernel offset --json
printf '%s' "$out" | grep -q '"predictions_timing": "warplab"' && pass || fail "sweep --json --timing seed does not say what timing its predictions are for"

# JSON says where its figures come from, as the text header does: the GPU the
# predictions are for, and a custom experiment's expressions and block.
expect 0 "sweep --cpu --gpu t4 --json" -- "$W" sweep --cpu --kernel stride --gpu t4 --json
printf '%s' "$out" >"$T/t4.json"
python3 - "$T/t4.json" "$T/sweep.json" <<'PY' && pass || fail "sweep --json leaves out its sources"
import json, sys
t4 = json.load(open(sys.argv[1]))
assert "T4" in t4["predictions"], t4["predictions"]
x = json.load(open(sys.argv[2]))
assert (x["expr"], x["store_expr"], x["block"]) == ("i", "i+s", 256), x
assert "H200" in x["predictions"], x["predictions"]
PY

# --- Issue 33: one DRAM figure for an expression L2 holds, a sane share used ---
for e in 'i % 1024' 'i % 640' 'i % 256' 'i / 4' 'i / 32' '(i % 1024) * 4' lane; do
    expect 0 "model --expr '$e' --json" -- "$W" model --expr "$e" --json
    printf '%s' "$out" >"$T/dram.json"
    python3 - "$T/dram.json" <<'PY' && pass || fail "model --expr '$e': two DRAM figures or over 100% used"
import json, sys
m = json.load(open(sys.argv[1]))
per = m["prediction"]["per_element"]
# one figure, written to 6 and 4 significant digits
def same(a, b):
    return abs(a - b) <= 1e-3 * max(abs(a), abs(b))
assert same(per["dram_read_bytes"], m["dram_read_bytes_per_element"]), m
assert same(per["dram_write_bytes"], m["dram_write_bytes_per_element"]), m
assert 0 < per["dram_used_pct"] <= 100, per
PY
    expect 0 "model --expr '$e' (text)" -- "$W" model --expr "$e"
    printf '%s\n' "$out" | grep -q '([0-9.]*% of DRAM bytes used)' || fail "'$e': no share used"
    printf '%s\n' "$out" | grep -Eq '\((1[0-9][0-9]\.[0-9]*[1-9]|[2-9][0-9][0-9]|[0-9]{4,})[0-9.]*% of DRAM bytes used\)' &&
        fail "'$e': more than 100% used: $out" || pass
done

# --- 7. A save that fails is a failure: exit 1, after saying so ---
: >"$T/state-file"
mkdir -p "$T/lock-link" "$T/ro" "$T/file-link"
ln -s "$T/elsewhere" "$T/lock-link/progress.ini.lock"
# A progress file that is a link: a save replaces the file whole, so it
# would replace the link with a file and leave the file it names behind.
printf '[warplab]\nformat = warplab-progress 4\ngeneration = 0\n\n[end]\n' >"$T/real.ini"
cp "$T/real.ini" "$T/real.ini.before"
ln -s ../real.ini "$T/file-link/progress.ini"
chmod 555 "$T/ro"
answers='4 sectors\n32 sectors\nA, C\n'
# A state directory that is a file: named with --state-dir it is a bad
# argument (2, before anything runs); reached through XDG_STATE_HOME the run
# cannot keep progress (1).
expect 2 "the lab, --state-dir a file" -- "$W" tui --headless 80x24 --cpu --data-dir "$SRC" \
    --state-dir "$T/state-file" --keys "l q" --dump "$SCREEN"
expect_output "state-file is not a directory (a file)"
expect 1 "the lab, XDG_STATE_HOME a file" -- env XDG_STATE_HOME="$T/state-file" "$W" tui \
    --headless 80x24 --cpu --data-dir "$SRC" --keys "l q" --dump "$SCREEN"
expect_output "progress not saved"
feed "$answers"
expect 1 "quiz --plain, XDG_STATE_HOME a file" -- env XDG_STATE_HOME="$T/state-file" "$W" quiz \
    --plain --data-dir "$SRC"
expect_output "a part of its path is not a directory"
for st in lock-link ro file-link; do
    [ "$st" = ro ] && [ "$(id -u)" = 0 ] && continue # root writes anyway
    expect 1 "the lab, state dir $st" -- "$W" tui --headless 80x24 --cpu --data-dir "$SRC" \
        --state-dir "$T/$st" --keys "l q" --dump "$SCREEN"
    expect_output "progress not saved"
    feed "$answers"
    expect 1 "quiz --plain, state dir $st" -- "$W" quiz --plain --data-dir "$SRC" --state-dir "$T/$st"
    expect_output "progress"
done
expect_output "cannot write $T/file-link/progress.ini: it is a symbolic link (to ../real.ini)"
[ -L "$T/file-link/progress.ini" ] && pass || fail "the link to the progress file was replaced"
cmp -s "$T/real.ini" "$T/real.ini.before" && pass ||
    fail "the file the link names was changed: $(cat "$T/real.ini")"
# A reset through the link would remove or replace the link and leave the
# file it names, progress and all: every reset, whole or narrow, refuses it.
for r in "--yes" "--quiz coalescing --yes" "--section the-stride-slider --yes"; do
    expect 1 "reset $r, the progress file a link" -- "$W" reset $r --data-dir "$SRC" \
        --state-dir "$T/file-link"
    expect_output "cannot reset $T/file-link/progress.ini: it is a symbolic link (to ../real.ini)"
done
[ -L "$T/file-link/progress.ini" ] && pass || fail "a reset removed the link to the progress file"
cmp -s "$T/real.ini" "$T/real.ini.before" && pass || fail "a reset changed the file the link names"
# A progress file that is a link to nothing is not "nothing saved": the
# report refuses it as the quiz and the lab do, naming the link.
mkdir -p "$T/gone-link"
ln -s "$T/gone" "$T/gone-link/progress.ini"
for f in "" --json --csv; do
    expect 1 "progress $f, the progress file a link to nothing" -- "$W" progress $f \
        --state-dir "$T/gone-link"
    expect_output "cannot read $T/gone-link/progress.ini: it is a symbolic link (to $T/gone), which points at nothing"
    [ -z "$out" ] && pass || fail "progress $f printed a report of nothing: $out"
done
expect 1 "reset --yes, the progress file a link to nothing" -- "$W" reset --yes \
    --state-dir "$T/gone-link"
[ -L "$T/gone-link/progress.ini" ] && pass || fail "reset removed the link to nothing"
expect 0 "the lab, a state dir that works" -- "$W" tui --headless 80x24 --cpu --data-dir "$SRC" \
    --state-dir "$T/fine" --keys "l q" --dump "$SCREEN"
[ -f "$T/fine/progress.ini" ] && pass || fail "the lab saved nothing"
feed "$answers"
expect 0 "quiz --plain, a state dir that works" -- "$W" quiz --plain --data-dir "$SRC" --state-dir "$T/fine"

# --- 13. Exit statuses as documented ---
if ! "$W" info --require-gpu >/dev/null 2>&1; then # no GPU here: unavailable, as calibrate says
    expect 3 "run-one without a GPU" -- "$W" run-one stride:f32:1:1
    expect 3 "run-one --expr without a GPU" -- "$W" run-one --expr i
    expect 3 "calibrate without a GPU" -- "$W" calibrate --output "$T/cal.txt"
fi
if command -v script >/dev/null 2>&1; then
    TERM=unknownterm script -qec "$W --cpu --data-dir $SRC --state-dir $T/state" /dev/null \
        </dev/null >"$T/script.out" 2>&1
    expect_in "$T/script.out" "the terminal type 'unknownterm' is unknown here"
    TERM=unknownterm script -qec "$W --cpu --data-dir $SRC --state-dir $T/state" /dev/null \
        </dev/null >/dev/null 2>&1
    [ $? = 2 ] && pass || fail "TERM=unknownterm on a terminal does not exit 2"
fi

# --- 10. check-content refuses the data directories the lab and quiz refuse ---
mkdir -p "$T/d1/lessons" "$T/d1/quizzes" "$T/d2/lessons"
cp "$SRC/lessons/README.md" "$T/d1/lessons/"
cp "$SRC/quizzes/"*.ini "$T/d1/quizzes/"
cp "$SRC/lessons/01-warp.md" "$T/d2/lessons/"
expect 1 "check-content, lessons/ with only README.md" -- "$W" check-content --data-dir "$T/d1"
expect_output "no lessons (*.md files other than README.md)"
expect_no_output "ok: 0 sections"
expect 1 "the lab on the same directory" -- "$W" tui --headless 80x24 --cpu --data-dir "$T/d1" \
    --state-dir "$T/state" --keys q --dump "$SCREEN"
expect 1 "check-content, no quizzes/" -- "$W" check-content --data-dir "$T/d2"
expect_output "no quiz files (*.ini) there"
expect 1 "quiz --plain on the same directory" -- "$W" quiz --plain --data-dir "$T/d2"

# --- 11. A quiz error names the mistake's own line and key ---
mkdir -p "$T/q"
cat >"$T/q/x.ini" <<'INI'
[quiz]
id = t
title = T

[question one]
prompt = How many sectors?
kind = number
bare = sectors
answer = 4 sectors
wrong = 1 sector | No.
hint = Count.
explanation = Four.
unclear = 4 sectors | Which unit?
kernel = stride
type = f32
param = 1
INI
expect 1 "check-content, an unclear answer that is also right" -- "$W" check-content "$T/q/x.ini"
expect_output "x.ini:13: unclear answer '4 sectors' is also an accepted answer"

# --- 12. A wide slider range opens at its value, its labels apart ---
lesson 'expr=(i+s+1000000)%n range=-1000000..1000000'
for size in 80x24 100x30; do
    expect 0 "the lab at $size, s over -1000000..1000000" -- "$W" tui --headless "$size" --cpu \
        --data-dir "$T/l" --state-dir "$T/state" --calibration "$SRC/tests/tui/calibration.txt" \
        --keys "" --dump "$SCREEN"
    expect_no_output "overlapping fields"
    expect_in "$SCREEN" "s -1000000 "
    expect_in "$SCREEN" " 1000000 = 1"
done
expect 0 "the lab, one step right of 1" -- "$W" tui --headless 100x30 --cpu --data-dir "$T/l" \
    --state-dir "$T/state" --calibration "$SRC/tests/tui/calibration.txt" --keys "l" --dump "$SCREEN"
expect_in "$SCREEN" "1000000 = 100000"

# --- 13/14. Options: each given once, each value honoured or refused ---
expect 2 "model --kernel offset --kernel stride" -- "$W" model --kernel offset --kernel stride
expect_output "--kernel given twice"
expect 2 "sweep --cpu --unroll 4,4" -- "$W" sweep --cpu --unroll 4,4
expect_output "'4' is listed twice"
expect 2 "model --expr i --store-expr ''" -- "$W" model --expr i --store-expr ''
expect 2 "warplab --help extra" -- "$W" --help extra
expect 2 "warplab --version extra" -- "$W" --version extra
expect 2 "warplab model --help extra" -- "$W" model --help extra
expect 2 "warplab check-content --help extra" -- "$W" check-content --help extra
expect 2 "model --expr i --size 1P" -- "$W" model --expr i --size 1P
expect_output "not a byte count; units are K, M, G, T"
expect_no_output "at least 64K"
expect 0 "model --expr i --range 1..63 (s from the range)" -- "$W" model --expr i --range 1..63
expect_output "s = 1"
# Item 14: a duplicate reference point, figure key, a param where none
# applies, a calibration date that is no date, progress beyond what warplab
# writes: each refused with the line and the reason.
mkdir -p "$T/dup/reference"
ln -s "$SRC/lessons" "$T/dup/lessons"
ln -s "$SRC/quizzes" "$T/dup/quizzes"
awk '{print} /^offset f32 1 1 / && !done {$6 /= 2; $7 /= 2; $8 /= 2; print; done = 1}' \
    "$SRC/reference/nvidia-h200.txt" >"$T/dup/reference/nvidia-h200.txt"
expect 1 "check-content, a reference point given twice" -- "$W" check-content --data-dir "$T/dup"
expect_output "offset f32 1 unroll 1 is given twice"
for fig in 'model:stride?stride=8&stride=9&field=load.sectors' 'perf:aos?param=3&field=gbps'; do
    printf '# T\n\n## One\n\n<!-- warplab: kernel=stride -->\n\nSee [4](%s).\n' "$fig" \
        >"$T/l/lessons/01-x.md"
    expect 1 "check-content, figure $fig" -- "$W" check-content "$T/l/lessons/01-x.md"
    expect_output "01-x.md:7: figure $fig: "
done
sed 's/^date .*/date yesterday/' "$SRC/reference/nvidia-h200-calibration.txt" >"$T/cal-date.txt"
expect 1 "model with a calibration dated 'yesterday'" -- \
    "$W" model --kernel offset --calibration "$T/cal-date.txt"
expect_output "date: 'yesterday' is not a day written YYYY-MM-DD"
mkdir -p "$T/p-future" "$T/p-visited"
{
    printf '[warplab]\nformat = warplab-progress 3\n\n[visited]\n\n'
    printf '[answers coalescing]\nsectors = correct 1 9223372036854775807 4 sectors\n\n[end]\n'
} >"$T/p-future/progress.ini"
{
    printf '[warplab]\nformat = warplab-progress 3\n\n[visited]\n'
    i=0
    while [ $i -lt 20000 ]; do
        echo "s$i = yes"
        i=$((i + 1))
    done
    printf '\n[end]\n'
} >"$T/p-visited/progress.ini"
feed "$answers"
expect 0 "quiz --plain, an answer dated INT64_MAX" -- \
    "$W" quiz --plain --data-dir "$SRC" --state-dir "$T/p-future"
expect_output "progress.ini:7: a time after today, 9.22337e+18: warplab writes the time it saves"
grep -q 9223372036854775807 "$T/p-future/progress.ini" && fail "the far-future time was kept" || pass
feed "$answers"
expect 0 "quiz --plain, 20,000 visited sections" -- \
    "$W" quiz --plain --data-dir "$SRC" --state-dir "$T/p-visited"
# a long file is no damaged one: what fits is kept, the rest said
expect_output "lists 20000 visited sections, more than the 128 warplab keeps: 19872 left out"
ls "$T/p-visited" | grep -q corrupt && fail "a file only long was moved aside" || pass
grep -q '^s19999 = yes' "$T/p-visited/progress.ini" && pass || fail "the latest visit was not kept"

finish
