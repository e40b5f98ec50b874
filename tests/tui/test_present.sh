#!/bin/sh
# The questions for a room: warplab quiz --present shows a question large at
# 80x24 and 100x30 in projector mode, r or Enter reveals the right answer and
# the explanation, n and p step between questions, and the state directory
# stays byte-identical (nothing scored, nothing saved, no lock made); the
# lab's Y opens the same page and Esc comes back.
. "$(dirname "$0")/screen.sh"
S=$TMP/state

# present SIZE KEYS [OPTIONS...]: the page after KEYS in $SCREEN; the key
# script's "dump" writes the page as it stands to $SCREEN.1, $SCREEN.2...
# (the same page a run ending there draws: a page whose keys prefix
# another's comes from that run).
present() {
    size=$1 keys=$2
    shift 2
    rm -f "$SCREEN" "$SCREEN".*
    "$WARPLAB" quiz --present --headless "$size" --cpu --data-dir "$SRC" --state-dir "$S" \
        --calibration "$SRC/tests/tui/calibration.txt" --keys "$keys" --dump "$SCREEN" "$@"
}

# A state directory with progress in it, then its exact listing and bytes.
printf '4\n1 KiB\nc\n' | "$WARPLAB" quiz --plain --data-dir "$SRC" --state-dir "$S" >/dev/null ||
    die "the quiz did not run"
snapshot() { (cd "$S" && ls -lA --time-style=full-iso . && cat ./*) | md5sum; }
before=$(snapshot)

for size in 80x24 100x30; do
    expect 0 "present at $size, then r" -- present $size "dump r" --projector
    expect_screen "Answer: 4 sectors"
    expect_screen "Esc:close r:reveal Space:next p:back"
    cp "$SCREEN.1" "$SCREEN" # before r
    expect_screen "Question 1 of 3"
    expect_screen "32-byte sectors does that one"
    expect_screen "r or Enter: the answer"
    expect_screen_not "Answer:"
    # Large for the room at every size (review item 10): the question in a
    # band of its own, each row centred in the box; the bar names Space,
    # the key a presenter's clicker sends to go on.
    centred=$(awk -F'│' '/touch\?/ { l = match($2, /[^ ]/) - 1; s = $2; sub(/ +$/, "", s)
        r = length($2) - length(s); print (l - r <= 1 && r - l <= 1 && l > 2) ? "yes" : l " " r }' "$SCREEN")
    [ "$centred" = yes ] && pass || fail "at $size the question's last row is not centred ($centred)"
    expect_screen "Space:next p:back"
    expect_screen "Space or n: the next question"
done
# Every choice of the longest question and its whole explanation can be
# reached at every size: j walks the page down from its top until the
# position row says (end); the position row is never cut, j moves the page,
# and the right choices are listed one a row, never joined into one line.
reach() {
    size=$1
    shift
    seen=$TMP/seen
    : >"$seen"
    # One run: the page after "n n r g" and after each of 59 j's, each dumped.
    js=""
    i=1
    while [ $i -lt 60 ]; do
        js="$js j dump"
        i=$((i + 1))
    done
    present $size "n n r g dump$js" "$@" || die "present $size failed"
    i=1
    while [ -f "$SCREEN.$i" ]; do
        cp "$SCREEN.$i" "$SCREEN"
        cat "$SCREEN" >>"$seen"
        grep -q "(end)" "$SCREEN" && break
        grep -Eq "(↓|v) more below: PgDn" "$SCREEN" ||
            fail "at $size $* the page is cut without an uncut more-below row"
        i=$((i + 1))
    done
    grep -q "(end)" "$SCREEN" && pass || fail "at $size $* j never reached the end of question 3"
    for letter in A B C D E; do
        grep -q "│  $letter) " "$seen" && pass || fail "at $size $* choice $letter is never shown"
    done
    grep -q "Answer: A and C" "$seen" && pass || fail "at $size $* the answer is never shown"
    # The last row of text before the position row ends the explanation.
    last=$(grep -B1 "(end)" "$SCREEN" | head -1 | sed 's/[│ ]*$//')
    case $last in
    *.) pass ;;
    *) fail "at $size $* the text's last row is not the end of a sentence: $last" ;;
    esac
    ! grep -q '\.;' "$seen" && pass || fail "at $size $* two answers joined with .;"
}
for size in 80x24 100x30; do
    reach $size
    reach $size --projector
done
# Down scrolls, Up comes back; PgDn at the end of a question goes on to the next.
expect 0 "Down moves the page, Up comes back" -- present 80x24 "n n Down Down dump Up Up" --projector
expect_screen "Question 3 of 3"
expect_in "$SCREEN.1" "↑ lines 3-"
# Question 2 fits the box: PgDn goes on; question 3 does not: PgDn pages to
# its end, then goes on to the next quiz's first question.
expect 0 "PgDn: the next, then pages, then the next" -- \
    present 80x24 "n PgDn dump PgDn dump PgDn" --projector
expect_in "$SCREEN.1" "Question 3 of 3" # a question that fits: the next
expect_in "$SCREEN.2" "(end)"            # a longer one: paged
expect_screen "Question 1 of"            # at its end: the next question
expect 0 "PgUp at the top: the question before" -- present 80x24 "n n PgUp" --projector
expect_screen "Question 2 of 3"
expect 0 "Enter reveals too, then the next question starts hidden" -- present 100x30 "Enter n" --projector
expect_screen "Question 2 of 3"
expect_screen_not "Answer:"
# Revealing scrolls the answer and the explanation into view together.
expect 0 "the explanation after the answer" -- present 100x30 "n Right r" --projector
expect_screen "Answer: A and C"
expect_screen "(end)"
expect 0 "back with p and Left" -- present 100x30 "n n p" --projector
expect_screen "Question 2 of 3"
expect 0 "past the first question" -- present 100x30 "p"
expect_screen "the first question"
expect 0 "q ends" -- present 80x24 "q"
[ "$(snapshot)" = "$before" ] && pass || fail "quiz --present changed the state directory"
# A state directory that does not exist stays that way.
S=$TMP/none
expect 0 "present with no state yet" -- present 80x24 "r n r q"
[ ! -e "$S" ] && pass || fail "quiz --present created $S"

# The lab's key, and back.
S=$TMP/state
expect 0 "Y in the lab" -- draw 100x30 "Y r" --section 1 --projector
expect_screen "Check yourself · for the room"
expect_screen "Answer: 4 sectors"
expect 0 "Y in the lab at 80x24 scrolls too" -- draw 80x24 "Y n n r G" --section 1
expect_screen "(end)"
expect 0 "Esc back to the lab" -- draw 100x30 "Y Esc" --section 1
expect_screen_not "for the room"
expect_screen "A GPU for C programmers"
# The room's screen draws no diagram: no explanation points at one "here".
for keys in "r" "n r" "n n r"; do
    expect 0 "reveal after '$keys'" -- present 100x40 "$keys"
    expect_screen "Answer:"
    expect_screen_not "drawn here"
done

expect 0 "quiz --help names --present" -- "$WARPLAB" quiz --help
expect_output "--present"
finish
