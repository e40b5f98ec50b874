#!/bin/sh
# The lab's m key with the first GPU profile (alphabetically) broken: a FIFO,
# then a file that is no profile. m skips it with a message naming it and
# reaches every readable profile, then the lab's own calibration, in turn;
# it used to repeat the broken one's error for ever.
# Usage: test_profile_key.sh WARPLAB SRCDIR
. "$(dirname "$0")/../lib.sh"
set -u
WARPLAB=$1
SRC=$2
T=$HARNESS_DIR
mkdir -p "$T/data"
cp -R "$SRC/lessons" "$SRC/quizzes" "$SRC/reference" "$SRC/kernels" "$T/data/"
G=$T/data/reference/gpus
count=$(ls "$G" | wc -l)
first=$(ls "$G" | head -n 1)

# The "model: now ..." message after pressing m $1 times.
after_m() {
    keys=
    i=0
    while [ $i -lt "$1" ]; do
        keys="$keys m"
        i=$((i + 1))
    done
    timeout 10 "$WARPLAB" tui --headless 220x40 --cpu --data-dir "$T/data" --state-dir "$T/state" \
        --section 1 --keys "$keys" --dump "$T/screen" </dev/null >/dev/null 2>&1 ||
        fail "m x $1: the lab did not end well"
    grep -a -o 'model: now [^?]*' "$T/screen" | sed 's/ *$//'
}

for broken in fifo garbage; do
    rm -f "$G/$first"
    case $broken in
    fifo) mkfifo "$G/$first" ;;
    garbage) printf 'not a profile\n' >"$G/$first" ;;
    esac
    : >"$T/seen"
    # count presses: count - 1 readable profiles, then the lab's own one
    n=1
    while [ $n -le "$count" ]; do
        after_m $n >"$T/msg"
        cat "$T/msg" >>"$T/seen"
        n=$((n + 1))
    done
    grep -q "skipped ${first%.txt}" "$T/seen" && pass ||
        fail "$broken: no message names the skipped profile ${first%.txt}: $(head -n 1 "$T/seen")"
    distinct=$(sed 's/ (skipped.*//' "$T/seen" | sort -u | wc -l)
    [ "$distinct" -eq "$count" ] && pass ||
        fail "$broken: $count presses of m reached $distinct profiles, expected $count: $(cat "$T/seen")"
    grep -q "calibrated on" "$T/seen" && pass || fail "$broken: m never came back to the lab's own"
done
finish
