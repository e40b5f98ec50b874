#!/bin/sh
# The lab's commands without a GPU: argument errors exit 2, the model answers
# and says so, verify without ncu exits 3, info always exits 0.
# usage: cli_lab.sh WARPLAB
W="$1"
fails=0
out=$(mktemp) err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

expect() { # expect STATUS DESCRIPTION -- command...
    want=$1 what=$2
    shift 3
    "$@" >"$out" 2>"$err"
    got=$?
    if [ "$got" -ne "$want" ]; then
        echo "FAIL: $what: exit $got, wanted $want: $*"
        sed 's/^/  stderr: /' "$err" | head -5
        fails=$((fails + 1))
    fi
}
expect_text() { # expect_text FILE PATTERN DESCRIPTION
    if ! grep -q -- "$2" "$1"; then
        echo "FAIL: $3: no '$2' in:"
        head -5 "$1" | sed 's/^/  /'
        fails=$((fails + 1))
    fi
}

# Bad arguments: exit 2 and one line naming the value.
for args in "--kernel nope" "--type f16" "--unroll 0" "--unroll 17" "--unroll x" "--size 12Q" \
    "--size 1K" "--reps 0" "--reps 1001" "--device -1" "--device x" "--csv --json" \
    "--size 1G --seed-size" "--bogus" "extra"; do
    # shellcheck disable=SC2086
    expect 2 "sweep $args" -- "$W" sweep $args
    [ "$(wc -l <"$err")" -eq 1 ] || { echo "FAIL: sweep $args: not one line"; fails=$((fails + 1)); }
done
expect 2 "sweep --save with --cpu" -- "$W" sweep --cpu --save /tmp/never.txt
for args in "--kernel nope" "--type x" "--unroll 99" "--device z" "--bogus"; do
    # shellcheck disable=SC2086
    expect 2 "verify $args" -- "$W" verify $args
done
expect 2 "info extra" -- "$W" info extra
expect 2 "run-one bad config" -- "$W" run-one stride:f32:0:1

# Model mode: every figure labelled as a prediction, 65 points for all.
expect 0 "sweep --cpu" -- "$W" sweep --cpu --no-reference
expect_text "$out" "PREDICTED" "sweep --cpu labels predictions"
expect_text "$err" "PREDICTIONS from the access model.*--cpu" "sweep --cpu says why"
[ "$(grep -c '^offset\|^stride' "$out")" -eq 65 ] || { echo "FAIL: 65 rows"; fails=$((fails + 1)); }
expect_text "$out" "pred GB/s" "model column is named a prediction"
expect 0 "sweep --cpu --csv" -- "$W" sweep --cpu --kernel stride --type f64 --csv --no-reference
[ "$(wc -l <"$out")" -eq 33 ] || { echo "FAIL: csv rows"; fails=$((fails + 1)); }
expect_text "$out" "^stride,f64,32,1,true," "csv marks predicted=true"
expect 0 "sweep --cpu --json" -- "$W" sweep --cpu --kernel aos --json --no-reference
expect_text "$out" '"predicted": true' "json marks predictions"
expect 0 "seed size" -- "$W" sweep --cpu --kernel soa --seed-size --csv --no-reference
expect_text "$out" ",4194304," "seed size is 4 MiB"

# Fallback messages.
if "$W" info | grep -q "cuda: unavailable: built without CUDA"; then
    expect 0 "sweep without CUDA" -- "$W" sweep --kernel soa --no-reference
    expect_text "$err" "built without CUDA" "fallback names the reason"
fi
expect 0 "sweep --device 99" -- "$W" sweep --kernel soa --device 99 --no-reference
expect_text "$err" "PREDICTIONS" "absent device falls back to the model"

# verify without ncu: exit 3, plainly said.
expect 3 "verify --ncu /nonexistent" -- "$W" verify --ncu /nonexistent
expect_text "$err" "not an executable" "verify names the missing ncu"
expect 3 "verify with empty PATH" -- env PATH= "$W" verify
expect_text "$err" "ncu" "verify says ncu is missing"

expect 0 "info" -- "$W" info
expect_text "$out" "model: available" "info lists the model"

[ "$fails" -eq 0 ] || { echo "$fails failure(s)"; exit 1; }
echo "all lab CLI checks passed"
