#!/bin/sh
# warplab progress and warplab class: one student's progress out (text, strict
# JSON, CSV) without changing the state directory; --name; the JSON export
# read back by class exactly as the progress file it came from; a class of
# 200 generated files (some corrupt, one a folder, one empty) summed up in
# under a second, the bad ones named on stderr, one CSV row per readable one.
. "$(dirname "$0")/../lib.sh"
WARPLAB=$1
SRC=$2
export XDG_STATE_HOME="$HARNESS_DIR/xdg"
ST=$HARNESS_DIR/alice
now=$(date +%s)

expect 0 "progress with nothing saved" -- "$WARPLAB" progress --state-dir "$ST" --data-dir "$SRC"
expect_output "sections visited: 0"
[ ! -e "$ST" ] && pass || fail "progress created the state directory"

# A student's state: visits, a finished quiz, answers, a prediction.
mkdir -p "$ST"
cat >"$ST/progress.ini" <<INI
[warplab]
format = warplab-progress 3
current = the-stride-slider
when = $now

[visited]
a-gpu-for-c-programmers = yes
the-stride-slider = yes

[quiz coalescing]
last = 2 / 3
best = 3 / 3
when = $now

[answers coalescing]
sectors = correct 1 $now 4
column = wrong 2 $now 8%20sectors

[guesses shifted-by-whole-sectors]
f64-line-shift = right $now 5

[end]
INI
snapshot() { (cd "$ST" && ls -lA --time-style=full-iso . && cat progress.ini) | md5sum; }
before=$(snapshot)
expect 0 "progress as text" -- "$WARPLAB" progress --state-dir "$ST" --data-dir "$SRC"
expect_output "the-stride-slider                        The stride slider"
expect_output "last 2 / 3, best 3 / 3"
expect_output "coalescing/column: wrong after 2 tries, \"8 sectors\""
expect_output "shifted-by-whole-sectors/f64-line-shift: right, guessed \"5\""
expect 0 "progress --json" -- "$WARPLAB" progress --json --state-dir "$ST" --data-dir "$SRC"
expect_output '"title": "The stride slider"'
expect_output '"last": 2, "best": 3, "total": 3'
cp "$HARNESS_DIR/out" "$HARNESS_DIR/alice.json"
expect 0 "progress --csv" -- "$WARPLAB" progress --csv --state-dir "$ST" --data-dir "$SRC"
expect_output "student,source,sections reached,score,out of,coalescing best,coalescing out of,coalescing/column,coalescing/sectors,predict shifted-by-whole-sectors/f64-line-shift"
expect_output ",2,3,3,3,3,0,1,1"
[ "$(snapshot)" = "$before" ] && pass || fail "progress changed the state directory"

expect 2 "--json and --csv together" -- "$WARPLAB" progress --json --csv --state-dir "$ST"
expect 2 "a name with a control character" -- "$WARPLAB" progress --name "$(printf 'a\033b')" --state-dir "$ST"
expect 2 "an empty name" -- "$WARPLAB" progress --name "" --state-dir "$ST"
# A name that would look like another in the class list: zero-width or
# no-break characters are refused; other letters are names.
expect 2 "a name with zero-width spaces" -- "$WARPLAB" progress --name "$(printf 'a\342\200\213\342\200\213b')" --state-dir "$ST"
expect_in "$HARNESS_DIR/err" "show as nothing or as a space"
expect 2 "a name ending in a no-break space" -- "$WARPLAB" progress --name "$(printf 'Ann\302\240')" --state-dir "$ST"
# A combining accent typed apart: alone it shows as nothing, after a letter
# it looks like the precomposed letter (e + U+0301 beside U+00E9); refused
# with a word on how to type it. The precomposed letter is a name.
expect 2 "a name that is a lone combining accent" -- "$WARPLAB" progress --name "$(printf '\314\201')" --state-dir "$ST"
expect_in "$HARNESS_DIR/err" "character 1 is a combining accent (U+0301)"
expect 2 "a name with e and a combining accent" -- "$WARPLAB" progress --name "$(printf 'Jose\314\201')" --state-dir "$ST"
expect_in "$HARNESS_DIR/err" "type the accented letter as one character"
expect 0 "a name with the precomposed letter" -- "$WARPLAB" progress --name "$(printf 'Jos\303\251')" --state-dir "$ST"
# A file saved with such a name before is still read: nothing saved is lost.
mkdir -p "$HARNESS_DIR/old-name"
sed "s/^name = .*/name = Jose%CC%81/" "$ST/progress.ini" >"$HARNESS_DIR/old-name/progress.ini"
expect 0 "class reads a file whose name holds a combining accent" -- "$WARPLAB" class "$HARNESS_DIR/old-name/progress.ini"
expect 0 "--name sets the name" -- "$WARPLAB" progress --name "Alice = Smith; 1" --state-dir "$ST"
expect_in "$ST/progress.ini" "name = Alice %3D Smith%3B 1"
expect 0 "the name shows" -- "$WARPLAB" progress --json --state-dir "$ST" --data-dir "$SRC"
expect_output '"student": "Alice = Smith; 1", "name": "Alice = Smith; 1"'
cp "$HARNESS_DIR/out" "$HARNESS_DIR/alice.json"
expect_in "$ST/progress.ini" "best = 3 / 3" # the rest kept

# The export round-trips: class reads it as it reads the file it came from.
expect 0 "class over the file" -- "$WARPLAB" class --json --data-dir "$SRC" "$ST/progress.ini"
cp "$HARNESS_DIR/out" "$HARNESS_DIR/from-ini.json"
expect 0 "class over the export" -- "$WARPLAB" class --json --data-dir "$SRC" "$HARNESS_DIR/alice.json"
cp "$HARNESS_DIR/out" "$HARNESS_DIR/from-json.json"
python3 - "$HARNESS_DIR/from-ini.json" "$HARNESS_DIR/from-json.json" <<'PY' && pass || fail "class differs between the file and its export"
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:])
for x in (a, b):
    for s in x["students"]:
        s.pop("source")
sys.exit(0 if a == b else 1)
PY
expect 0 "class over the state directory itself" -- "$WARPLAB" class "$ST"
expect_output "Alice = Smith; 1"
expect_no_output "skipped"

# A class of 200: mostly good, some corrupt, one a folder, one empty.
C=$HARNESS_DIR/class
mkdir -p "$C"
i=0
while [ $i -lt 200 ]; do
    f=$C/student$i.ini
    case $i in
    7 | 77 | 177) printf '[warplab]\nformat = warplab-progress 3\n[visited]\nx = maybe\n[end]\n' >"$f" ;;
    13) printf 'not progress at all\n' >"$f" ;;
    42) : >"$f" ;;
    99) rm -f "$f" && mkdir -p "$f/nothing-here" ;;
    *) printf '[warplab]\nformat = warplab-progress 3\n\n[visited]\na-gpu-for-c-programmers = yes\n%s\n[quiz coalescing]\nlast = %d / 3\nbest = %d / 3\nwhen = %d\n\n[answers coalescing]\nsectors = %s %d %d 4\n\n[end]\n' \
        "$([ $((i % 2)) = 0 ] && echo 'the-stride-slider = yes')" $((i % 4)) $((i % 4)) "$now" \
        "$([ $((i % 5)) = 0 ] && echo wrong || echo correct)" $((i % 2 + 1)) "$now" >"$f" ;;
    esac
    i=$((i + 1))
done
start=$(date +%s%N)
expect 0 "class over 200 files" -- "$WARPLAB" class --data-dir "$SRC" "$C"
end=$(date +%s%N)
ms=$(((end - start) / 1000000))
[ $ms -lt 1000 ] && pass || fail "class over 200 files took $ms ms"
echo "class over 200 files: $ms ms"
expect_output "class: 194 students"
expect_output "skipped $C/student7.ini:4: expected 'SECTION = yes'"
expect_output "skipped $C/student13.ini:1: expected '[section]' or 'name = value'"
expect_output "skipped $C/student42.ini"
expect_output "skipped $C/student99.ini: a folder without a progress.ini"
# 194 answered; wrong for i % 5 == 0 (40 of the good ones), first try for even i.
right=0
i=0
while [ $i -lt 200 ]; do
    case $i in 7 | 77 | 177 | 13 | 42 | 99) ;; *) [ $((i % 5)) != 0 ] && [ $((i % 2)) = 0 ] && right=$((right + 1)) ;; esac
    i=$((i + 1))
done
expect_output "coalescing/sectors                 $right of 194"
grep -Eq "8 The stride slider +99 of 194" "$HARNESS_DIR/out" && pass || fail "the stride slider reached by 99 of 194: $(grep "stride slider" "$HARNESS_DIR/out")"
expect 0 "class --csv over 200 files" -- "$WARPLAB" class --csv --data-dir "$SRC" "$C"
rows=$(wc -l <"$HARNESS_DIR/out")
[ "$rows" = 195 ] && pass || fail "CSV: $rows lines, expected a header and 194 rows"
expect_output "student0,$C/student0.ini,2,0,3,0,3,0"
expect 0 "class --json over 200 files" -- "$WARPLAB" class --json --data-dir "$SRC" "$C"
expect_output '"count": 194'
expect 1 "class with nothing readable" -- "$WARPLAB" class "$C/student13.ini" "$C/student42.ini"
expect_output "no student's progress could be read"
expect 2 "class without a path" -- "$WARPLAB" class
expect 2 "class --json --csv" -- "$WARPLAB" class --json --csv "$C"
# One file reached three ways (named twice, through its folder, through a
# link) is one student; two files giving one name are two, and said.
D=$HARNESS_DIR/dup
mkdir -p "$D/one" "$D/two"
cp "$C/student0.ini" "$D/one/ann.ini"
cp "$C/student1.ini" "$D/two/ann.ini"
ln -s "$D/one/ann.ini" "$D/link.ini"
expect 0 "class, one file reached four ways" -- "$WARPLAB" class --csv "$D/one/ann.ini" "$D/one" \
    "$D/one/ann.ini" "$D/link.ini"
rows=$(wc -l <"$HARNESS_DIR/out")
[ "$rows" = 2 ] && pass || fail "CSV: $rows lines for one file named four ways, expected 2"
expect_in "$HARNESS_DIR/err" "$D/link.ini: already read as $D/one/ann.ini; counted once"
expect 0 "class, two files with one name" -- "$WARPLAB" class --json "$D/one" "$D/two"
expect_output '"count": 2'
expect_in "$HARNESS_DIR/err" "$D/one/ann.ini and $D/two/ann.ini both give the student name 'ann'"
# JSON of the wrong shape is said to be JSON, with the shape expected (an
# array used to read as an INI section: "not a warplab progress file").
J=$HARNESS_DIR/json
mkdir -p "$J"
printf '[]\n' >"$J/empty.json"
printf '[{"format": "warplab-progress-export 1"}]\n' >"$J/list.ini"
printf '"alice"\n' >"$J/string.json"
"$WARPLAB" class --json "$D/one" >"$J/class.json"
expect 1 "class over JSON that is no export" -- "$WARPLAB" class "$J/empty.json" "$J/list.ini" \
    "$J/string.json" "$J/class.json"
expect_output "skipped $J/empty.json: not a warplab progress export (a JSON array; an export is the one object warplab progress --json writes, one student per file)"
expect_output "skipped $J/list.ini: not a warplab progress export (a JSON array"
expect_output "skipped $J/string.json: not a warplab progress export (JSON, but not an object"
expect_output "skipped $J/class.json: not a warplab progress export (a class summary (warplab class --json)"
expect_no_output "not a warplab progress file"
# JSON that does not parse, opening with '[' as an INI section would, is
# still JSON to the reader: where (file:line) and what the file should be,
# not an INI complaint ("expected '[section]' or 'name = value'").
printf '[{"format": "warplab-progress-export 1"},\n oops]\n' >"$J/broken.json"
printf '[warplab]\nformat = other\n' >"$J/other.ini"
expect 1 "class over a broken JSON array" -- "$WARPLAB" class "$J/broken.json" "$J/other.ini"
expect_output "skipped $J/broken.json:2: column 2: not a JSON value; a file that starts with '[' is read as a progress export, the one JSON object warplab progress --json writes (a progress file starts with the line [warplab])"
expect_output "skipped $J/other.ini:2: not a warplab progress file, which starts with the line [warplab] and then format = warplab-progress N"
# Records that contradict the quiz files, or say one thing twice. A score
# whose total is not its quiz's number of questions (coalescing has 3) is
# left out and said with the file's name, the rest of the student kept; an
# export naming a member twice in one object, or a quiz twice, is skipped.
Q=$HARNESS_DIR/totals
mkdir -p "$Q"
printf '[warplab]\nformat = warplab-progress 3\n\n[visited]\nthe-stride-slider = yes\n\n[quiz coalescing]\nlast = 9 / 9\nbest = 9 / 9\nwhen = %s\n\n[end]\n' \
    "$now" >"$Q/nine.ini"
printf '[warplab]\nformat = warplab-progress 3\n\n[visited]\n\n[quiz coalescing]\nlast = 2 / 5\nbest = 2 / 5\nwhen = %s\n\n[end]\n' \
    "$now" >"$Q/five.ini"
sed 's/"last": 2, "best": 3, "total": 3/"last": 2, "best": 3, "best": 0, "total": 3/' \
    "$HARNESS_DIR/alice.json" >"$Q/twice-member.json"
sed 's/"quizzes": \[/"quizzes": [{"quiz": "coalescing", "last": 0, "best": 0, "total": 3, "when": 1},/' \
    "$HARNESS_DIR/alice.json" >"$Q/twice-quiz.json"
sed 's/"last": 2, "best": 3, "total": 3/"last": 2, "best": 3, "total": 4/' \
    "$HARNESS_DIR/alice.json" >"$Q/four.json"
# A time after today, which the progress file's reader refuses, is refused
# in an export too (it would win every merge by time).
sed -E '0,/"when": [0-9]+/s//"when": 9999999999/' "$HARNESS_DIR/alice.json" >"$Q/future.json"
python3 - "$HARNESS_DIR/alice.json" "$Q/future-answer.json" <<'PY' || fail "could not write the export"
import json, sys
j = json.load(open(sys.argv[1]))
j["answers"][1]["when"] = 1e300
json.dump(j, open(sys.argv[2], "w"))
PY
grep -q '"best": 0' "$Q/twice-member.json" && grep -q '"total": 4' "$Q/four.json" && pass ||
    fail "the export's quiz line is not where the test edits it"
expect 0 "class over records that contradict the quizzes" -- "$WARPLAB" class --csv \
    --data-dir "$SRC" "$Q"
expect_in "$HARNESS_DIR/err" "class: $Q/nine.ini: quiz coalescing: a score out of 9, but the quiz has 3 questions"
expect_in "$HARNESS_DIR/err" "class: $Q/five.ini: quiz coalescing: a score out of 5, but the quiz has 3 questions"
expect_in "$HARNESS_DIR/err" "class: $Q/four.json: quiz coalescing: a score out of 4"
twice_line=$(grep -n '"best": 0' "$Q/twice-member.json" | cut -d: -f1)
expect_in "$HARNESS_DIR/err" "skipped $Q/twice-member.json:$twice_line: column "
expect_in "$HARNESS_DIR/err" "the member \"best\" is given twice in one object"
expect_in "$HARNESS_DIR/err" "skipped $Q/twice-quiz.json: not a warplab progress export (a quiz listed twice)"
expect_in "$HARNESS_DIR/err" "skipped $Q/future.json: not a warplab progress export (quizzes[0].when: a time after today, 9999999999 (2286-11-20 17:46 UTC): warplab writes the time it saves)"
expect_in "$HARNESS_DIR/err" "skipped $Q/future-answer.json: not a warplab progress export (answers[1].when: a time after today, 1e+300: "
rows=$(wc -l <"$HARNESS_DIR/out")
[ "$rows" = 4 ] && pass || fail "CSV: $rows lines, expected a header and 3 students (the scores left out)"
expect_no_output ",9,"
# JSON text is UTF-8 (RFC 8259) and warplab writes no other: a string holding
# a byte that is not, in any field or member name, makes the file not an
# export, named with where. C1 controls and bidirectional overrides are
# UTF-8: read as they are (the table and CSV show them escaped).
U=$HARNESS_DIR/utf8
mkdir -p "$U"
python3 - "$HARNESS_DIR/alice.json" "$U" <<'PY' || fail "could not write the exports"
import json, sys
def put(name, edit, raw):
    j = json.load(open(sys.argv[1]))
    edit(j)
    text = json.dumps(j, ensure_ascii=False).replace("@@", raw)
    open(sys.argv[2] + "/" + name, "wb").write(text.encode("utf-8", "surrogateescape"))
put("answer.json", lambda j: j["answers"][0].update(answer="4@@"), "\udcff")
put("title.json", lambda j: j["sections"][0].update(title="T@@"), "\udcff")
put("student.json", lambda j: j.update(student="bob@@"), "\udcff")
put("member.json", lambda j: j.update({"x@@": 1}), "\udcff")
put("cut.json", lambda j: j["answers"][0].update(answer="4@@"), "\udcc3")
put("bidi.json", lambda j: (j.update(student="eve@@", name=None),
                            j["answers"][0].update(answer="4@@")), "\u202e\u009b")
PY
expect 0 "class over exports holding bytes that are not UTF-8" -- "$WARPLAB" class --csv "$U"
for f in answer title student member cut; do
    expect_in "$HARNESS_DIR/err" "skipped $U/$f.json:1: column "
done
expect_in "$HARNESS_DIR/err" "byte 0xff in a string is not UTF-8"
expect_in "$HARNESS_DIR/err" "byte 0xc3 in a string is not UTF-8"
rows=$(wc -l <"$HARNESS_DIR/out")
[ "$rows" = 2 ] && pass || fail "CSV: $rows lines, expected a header and the one UTF-8 export"
expect_output "bidi,$U/bidi.json,2,3,3,"
mkdir -p "$Q/p" && cp "$Q/five.ini" "$Q/p/progress.ini"
expect 0 "progress over a score out of 5" -- "$WARPLAB" progress --state-dir "$Q/p" --data-dir "$SRC"
expect_in "$HARNESS_DIR/err" "$Q/p/progress.ini: quiz coalescing: a score out of 5, but the quiz has 3"
expect_no_output "2 / 5"
# Sections the --data-dir course does not have are not counted as reached:
# they are left out and named once on stderr. An export listing more
# sections than warplab keeps is counted, as such a progress file is: what
# fits is kept (the course's own first), the cap and the count said.
F=$HARNESS_DIR/fake
mkdir -p "$F"
python3 - "$HARNESS_DIR/alice.json" "$F" <<'PY' || fail "could not write the padded exports"
import json, sys
for n in (20, 300):
    j = json.load(open(sys.argv[1]))
    j["sections"] += [{"slug": "fake-%d" % i, "title": None} for i in range(n)]
    json.dump(j, open("%s/pad%d.json" % (sys.argv[2], n), "w"))
j["sections"].append({"slug": "fake-0", "title": None})
json.dump(j, open("%s/pad300-twice.json" % sys.argv[2], "w"))
PY
expect 0 "class over sections the course does not have" -- "$WARPLAB" class --csv \
    --data-dir "$SRC" "$F/pad20.json"
expect_output ",2,3,3,"
expect_no_output ",22,"
expect_in "$HARNESS_DIR/err" "class: $F/pad20.json: 20 sections the course does not have, left out: fake-0, fake-1"
[ "$(grep -c 'does not have' "$HARNESS_DIR/err")" = 1 ] && pass || fail "the sections not said once"
expect 0 "class table over sections the course does not have" -- "$WARPLAB" class \
    --data-dir "$SRC" "$F/pad20.json"
expect_not_in "$HARNESS_DIR/out" "fake-"
expect 0 "class over more sections than warplab keeps" -- "$WARPLAB" class --csv \
    --data-dir "$SRC" "$F/pad300.json"
expect_output ",2,3,3,"
expect_in "$HARNESS_DIR/err" "class: $F/pad300.json: the progress file lists 302 visited sections, more than the 128 warplab keeps: 174 left out"
expect_not_in "$HARNESS_DIR/err" "skipped"
# a slug given twice is still refused when its first visit was left out
expect 1 "class over a long list naming a section twice" -- "$WARPLAB" class \
    --data-dir "$SRC" "$F/pad300-twice.json"
expect_in "$HARNESS_DIR/err" "skipped $F/pad300-twice.json: not a warplab progress export (a section listed twice)"
mkdir -p "$F/p" && sed 's/^the-stride-slider = yes$/the-stride-slider = yes\nfake-one = yes/' \
    "$ST/progress.ini" >"$F/p/progress.ini"
expect_in "$F/p/progress.ini" "fake-one = yes"
expect 0 "progress over a section the course does not have" -- "$WARPLAB" progress --csv \
    --state-dir "$F/p" --data-dir "$SRC"
expect_in "$HARNESS_DIR/err" "$F/p/progress.ini: 1 section the course does not have, left out: fake-one"
expect_output ",2,3,3,"
# A file that was counted is not skipped: what was left out of it is listed
# apart, under left_out.
expect 0 "class --json over sections the course does not have" -- "$WARPLAB" class --json \
    --data-dir "$SRC" "$F/pad20.json"
python3 - "$HARNESS_DIR/out" "$F/pad20.json" <<'PY' && pass || fail "a file counted is listed as skipped"
import json, sys
j = json.load(open(sys.argv[1]))
assert j["count"] == 1 and j["skipped"] == [], j["skipped"]
assert len(j["left_out"]) == 1 and j["left_out"][0].startswith(sys.argv[2] + ": 20 sections"), j["left_out"]
PY
expect_no_in_err() { grep -q "$1" "$HARNESS_DIR/err" && fail "stderr says '$1'" || pass; }
expect_no_in_err "skipped"
# Predictions at a prompt, and answers to a question, the course does not
# have are left out as its missing sections are, and named once: they count
# neither in progress nor in class.
U=$HARNESS_DIR/unknown
mkdir -p "$U"
cat >"$U/progress.ini" <<INI
[warplab]
format = warplab-progress 4
generation = 0

[visited]
shifted-by-whole-sectors = yes

[answers coalescing]
sectors = correct 1 $now 4
no-such-question = correct 1 $now 4

[answers no-such-quiz]
q = correct 1 $now 4

[guesses no-such-section]
p = right $now 5

[guesses shifted-by-whole-sectors]
no-such-prompt = right $now 5
f64-line-shift = wrong $now a

[end]
INI
expect 0 "progress over predictions the course does not have" -- "$WARPLAB" progress \
    --state-dir "$U" --data-dir "$SRC"
expect_output "predictions: 1"
expect_output "answers: 1"
expect_not_in "$HARNESS_DIR/out" "no-such"
expect_in "$HARNESS_DIR/err" "$U/progress.ini: 2 predictions the course does not have, left out: no-such-section/p, shifted-by-whole-sectors/no-such-prompt"
expect_in "$HARNESS_DIR/err" "$U/progress.ini: 2 quiz answers the course does not have, left out: coalescing/no-such-question, no-such-quiz/q"
[ "$(grep -c 'predictions the course' "$HARNESS_DIR/err")" = 1 ] && pass || fail "the predictions not said once"
expect 0 "class over predictions the course does not have" -- "$WARPLAB" class \
    --data-dir "$SRC" "$U"
expect_output "unknown                  0/0       0/1         1"
expect_not_in "$HARNESS_DIR/out" "no-such"
expect 0 "class --json over predictions the course does not have" -- "$WARPLAB" class --json \
    --data-dir "$SRC" "$U"
python3 - "$HARNESS_DIR/out" <<'PY' && pass || fail "class counts what the course does not have"
import json, sys
j = json.load(open(sys.argv[1]))
s = j["students"][0]
assert (s["predictions"], s["predictions_right"]) == (1, 0), s
assert [q["question"] for q in j["questions"]] == ["sectors"], j["questions"]
assert j["skipped"] == [] and len(j["left_out"]) == 2, j
PY
# --data-dir is the course checked against: quizzes there that do not load
# are said (1), not skipped over.
mkdir -p "$Q/course/lessons" "$Q/course/quizzes"
cp "$SRC"/lessons/*.md "$Q/course/lessons/"
printf 'not a quiz\n' >"$Q/course/quizzes/broken.ini"
expect 1 "class with a --data-dir whose quizzes do not load" -- "$WARPLAB" class \
    --data-dir "$Q/course" "$Q/five.ini"
expect_in "$HARNESS_DIR/err" "broken.ini"
# Names are counted in characters, not bytes, and the class table lines its
# columns up by the width a terminal gives each name (wcwidth): Latin with
# accents one column a letter, CJK two.
N=$HARNESS_DIR/names
cjk64=$(python3 -c 'print("\u674e" * 64)')
# 25 accented letters fill a saved line (150 escaped): the space opens the next
accents=$(python3 -c 'print("\u00e9" * 25 + " " + "\u00c5" * 38)')
expect 0 "a name of 64 CJK characters (192 bytes)" -- "$WARPLAB" progress --name "$cjk64" \
    --state-dir "$N/cjk"
expect 2 "a name of 65 characters" -- "$WARPLAB" progress --name "${cjk64}x" --state-dir "$N/cjk"
expect_output "a name is 1 to 64 characters"
expect 0 "a name of 64 accented characters, a space where a line may break" -- \
    "$WARPLAB" progress --name "$accents" --state-dir "$N/accents"
for who in cjk:"$cjk64" accents:"$accents"; do
    dir=${who%%:*} name=${who#*:}
    expect 0 "the $dir name read back" -- "$WARPLAB" progress --json --state-dir "$N/$dir"
    python3 -c 'import json, sys; sys.exit(json.load(open(sys.argv[1]))["name"] != sys.argv[2])' \
        "$HARNESS_DIR/out" "$name" && pass || fail "the $dir name did not come back whole"
done
expect 0 "Zoë's name" -- "$WARPLAB" progress --name "Zoë Ångström" --state-dir "$N/zoe"
expect 0 "a CJK name" -- "$WARPLAB" progress --name "李小龍" --state-dir "$N/li"
expect 0 "an ASCII name" -- "$WARPLAB" progress --name "Bob" --state-dir "$N/bob"
expect 0 "class table of the three" -- env LC_ALL=C.UTF-8 "$WARPLAB" class "$N/zoe" "$N/li" "$N/bob"
python3 - "$HARNESS_DIR/out" <<'PY' && pass || fail "the class table's columns do not line up by display width"
import sys, unicodedata
def width(t):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in t)
rows = [l for l in open(sys.argv[1], encoding="utf-8") if l.startswith(("  Zo", "  \u674e", "  Bob"))]
cols = {width(l[: l.index("0/0")]) for l in rows}
print("score column at", cols, "in", len(rows), "rows")
sys.exit(0 if len(rows) == 3 and len(cols) == 1 else 1)
PY
# The sections' counts stay in one column past a title of 46 columns.
python3 - "$HARNESS_DIR/out" <<'PY' && pass || fail "the section counts do not line up"
import re, sys
rows = [l for l in open(sys.argv[1], encoding="utf-8") if re.match(r"^ +[0-9]+ .* [0-9]+ of [0-9]+$", l.rstrip())]
cols = {l.rstrip().rindex(" of ") for l in rows}
print("section counts at", cols, "in", len(rows), "rows")
sys.exit(0 if len(rows) >= 40 and len(cols) == 1 else 1)
PY
# Section ids saved cut to 40 characters, before an id was the heading's
# slug whole, still name their section: read as the whole id by progress,
# class and the lab, which saves the whole id in their stead.
O=$HARNESS_DIR/old-ids
mkdir -p "$O"
old=which-half-of-a-naive-transpose-costs-mo
whole=which-half-of-a-naive-transpose-costs-more
cat >"$O/progress.ini" <<INI
[warplab]
format = warplab-progress 3
current = $old
when = $now

[visited]
$old = yes

[guesses $old]
transpose-slower = right $now b

[end]
INI
expect 0 "progress over ids saved cut short" -- "$WARPLAB" progress --json --state-dir "$O" \
    --data-dir "$SRC"
expect_output "\"current\": \"$whole\""
expect_output "\"slug\": \"$whole\""
# (that section asks no transpose-slower: the prediction is left out, under
# the whole id)
expect_in "$HARNESS_DIR/err" "1 prediction the course does not have, left out: $whole/transpose-slower"
expect_no_output "$old\""
expect 0 "class over ids saved cut short" -- "$WARPLAB" class --json --data-dir "$SRC" "$O"
expect_output "\"slug\": \"$whole\", \"title\": \"Which half of a naive transpose costs more\", \"reached\": 1"
expect_no_output "\"slug\": \"$old\""
expect 0 "the lab over ids saved cut short" -- "$WARPLAB" tui --headless 100x30 --cpu \
    --data-dir "$SRC" --state-dir "$O" --keys q
expect_in "$O/progress.ini" "$whole = yes"
expect_in "$O/progress.ini" "[guesses $whole]"
grep -q "^$old =\|guesses $old\]\|current = $old\$" "$O/progress.ini" &&
    fail "the lab kept the cut id: $(cat "$O/progress.ini")" || pass
# A narrow reset of the section reaches its entries saved cut short.
O2=$HARNESS_DIR/old-ids-reset
mkdir -p "$O2"
printf '[warplab]\nformat = warplab-progress 3\ncurrent = %s\nwhen = %s\n\n[visited]\n%s = yes\n\n[guesses %s]\ntranspose-slower = right %s b\n\n[end]\n' \
    "$old" "$now" "$old" "$old" "$now" >"$O2/progress.ini"
expect 0 "reset --section over an id saved cut short" -- sh -c \
    "echo reset | \"$WARPLAB\" reset --section $whole --state-dir \"$O2\" --data-dir \"$SRC\""
grep -q "$old" "$O2/progress.ini" && fail "the cut id outlived the reset: $(cat "$O2/progress.ini")" || pass
# A section whose whole id is 40 characters long is not a cut of a longer
# one: its visit stays its own.
C=$HARNESS_DIR/course40
mkdir -p "$C/lessons" "$O/../s40"
cp -R "$SRC/quizzes" "$SRC/reference" "$C/" 2>/dev/null
cp "$SRC"/lessons/*.md "$C/lessons/"
cp -R "$SRC/lessons/glossary" "$C/lessons/"
printf '\n## Coalescing is a warp-wide matter, reallyx\n\nText.\n\n## Coalescing is a warp-wide matter, reallyx and more\n\nText.\n' >>"$C/lessons/10-sources.md"
id40=coalescing-is-a-warp-wide-matter-reallyx
S40=$HARNESS_DIR/s40
mkdir -p "$S40"
printf '[warplab]\nformat = warplab-progress 4\ncurrent = %s\nwhen = %s\n\n[visited]\n%s = yes\n\n[end]\n' \
    "$id40" "$now" "$id40" >"$S40/progress.ini"
expect 0 "progress with a 40-character id" -- "$WARPLAB" progress --json --state-dir "$S40" \
    --data-dir "$C"
expect_output "\"current\": \"$id40\""
expect_no_output "$id40-and-more"

# A quiz section given twice would let the last one win without a word.
Q2=$HARNESS_DIR/quiz-twice
mkdir -p "$Q2"
printf '[warplab]\nformat = warplab-progress 3\nwhen = %s\n\n[quiz coalescing]\nlast = 3 / 3\nbest = 3 / 3\nwhen = %s\n\n[quiz coalescing]\nlast = 0 / 3\nbest = 0 / 3\nwhen = %s\n\n[end]\n' \
    "$now" "$now" "$now" >"$Q2/progress.ini"
expect 1 "progress refuses a quiz given twice" -- "$WARPLAB" progress --state-dir "$Q2"
expect_output "progress.ini:10: [quiz coalescing] given twice"

# A folder named with terminal escapes (the student's name and the source):
# CSV shows them escaped as the table does (\x1b), never raw, and a byte
# that is not UTF-8 as \xff.
E=$HARNESS_DIR/esc
EST="$E/esc$(printf '\033')[2Jx$(printf '\007\377')"
mkdir -p "$EST"
printf '[warplab]\nformat = warplab-progress 4\n\n[end]\n' >"$EST/progress.ini"
csv_escaped() { # csv_escaped WHAT: the last CSV holds no raw control or stray byte
    tr -d '\r\n' <"$HARNESS_DIR/out" | LC_ALL=C grep -q '[[:cntrl:]]' &&
        fail "$1 printed a control character: $out" || pass
    LC_ALL=C grep -q "$(printf '\377')" "$HARNESS_DIR/out" && fail "$1 printed a raw byte" || pass
    expect_output 'esc\x1b[2Jx\x07\xff/progress.ini,'
}
expect 0 "class --csv over a folder named with escapes" -- "$WARPLAB" class --csv "$E"
csv_escaped "class --csv"
sed -n 2p "$HARNESS_DIR/out" | grep -q '^esc\\x1b\[2Jx\\x07\\xff,/' && pass ||
    fail "class --csv: the student is not the folder's name, escaped: $out"
expect 0 "progress --csv over a folder named with escapes" -- "$WARPLAB" progress --csv \
    --state-dir "$EST"
csv_escaped "progress --csv"

expect 0 "class --help" -- "$WARPLAB" class --help
expect 0 "progress --help" -- "$WARPLAB" progress --help
# A folder whose progress.ini links to nothing is named as such, as every
# reader names it, not as a folder without one.
mkdir -p "$HARNESS_DIR/gone/s3"
ln -s "$HARNESS_DIR/nowhere" "$HARNESS_DIR/gone/s3/progress.ini"
expect 1 "class over a link to nothing" -- "$WARPLAB" class --data-dir "$SRC" "$HARNESS_DIR/gone"
expect_output "it is a symbolic link (to $HARNESS_DIR/nowhere), which points at nothing"
finish
