#!/bin/sh
# At the cap on visited sections the visits of the course studied now are
# kept first: slugs the course does not have (another course's, an old
# lesson's) go before them. A file of 126 such slugs and one visit, then four
# sections read in the lab: all five visits are saved, the oldest foreign
# slugs make room.
. "$(dirname "$0")/../lib.sh"
WARPLAB=$1
SRC=$2
export XDG_STATE_HOME="$HARNESS_DIR/xdg"
S=$HARNESS_DIR/state
mkdir -p "$S"
{
    printf '[warplab]\nformat = warplab-progress 3\ncurrent = a-gpu-for-c-programmers\nwhen = 1\n\n[visited]\n'
    i=1
    while [ $i -le 126 ]; do
        echo "old-slug-$i = yes"
        i=$((i + 1))
    done
    printf 'a-gpu-for-c-programmers = yes\n\n[end]\n'
} >"$S/progress.ini"
expect 0 "four sections read at the cap" -- "$WARPLAB" tui --headless 100x30 --data-dir "$SRC" \
    --state-dir "$S" --keys "Enter n n n n q" --dump "$HARNESS_DIR/screen"
for slug in a-gpu-for-c-programmers memory-in-layers models-and-measurements \
    bandwidth-and-the-seed thirty-two-lanes-one-instruction; do
    expect_in "$S/progress.ini" "$slug = yes"
done
old=$(grep -c '^old-slug-' "$S/progress.ini")
[ "$old" = 123 ] && pass || fail "$old foreign slugs kept, expected 123 (128 less the 5 visits)"
# A file made by hand with more visits than the cap is no damaged one: it
# is not moved aside. The slugs the course does not have go first, this
# course's visits are all kept, and the lab says what was left out.
L=$HARNESS_DIR/long
mkdir -p "$L"
{
    printf '[warplab]\nformat = warplab-progress 3\ncurrent = memory-in-layers\nwhen = 1\n\n[visited]\n'
    printf 'a-gpu-for-c-programmers = yes\n'
    i=1
    while [ $i -le 200 ]; do
        echo "old-slug-$i = yes"
        i=$((i + 1))
    done
    printf 'memory-in-layers = yes\n\n[end]\n'
} >"$L/progress.ini"
expect 0 "the lab over 202 visits" -- "$WARPLAB" tui --headless 100x30 --data-dir "$SRC" \
    --state-dir "$L" --keys "q" --dump "$HARNESS_DIR/screen"
ls "$L" | grep -q corrupt && fail "a file only long was moved aside: $(ls "$L")" || pass
expect_in "$HARNESS_DIR/screen" "lists 202 visited sections, more than the 128 warplab keeps: 74"
expect_in "$L/progress.ini" "a-gpu-for-c-programmers = yes"
expect_in "$L/progress.ini" "memory-in-layers = yes"
old=$(grep -c '^old-slug-' "$L/progress.ini")
[ "$old" = 126 ] && pass || fail "$old foreign slugs kept, expected 126 (128 less the 2 visits)"
expect 0 "progress over 202 visits" -- "$WARPLAB" progress --data-dir "$SRC" --state-dir "$L"
expect_output "sections visited: 2"
finish
