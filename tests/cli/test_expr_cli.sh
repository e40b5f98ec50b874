#!/bin/sh
# Custom experiments on the command line: model, sweep, run-one and verify
# with --expr; errors with the column and a caret; the expression form of a
# built-in kernel giving the built-in's sectors and prediction.
. "$(dirname "$0")/lib.sh"

expect_rc 0 model --expr 'i * s' --param 8
expect_out "a[i * s] += 1   s = 8" model --expr 'i * s' --param 8
expect_out "whole kernel: 32.00 sectors/request on loads, 32.00 on stores" model --expr 'i*s' --param 8
expect_out "a[i ^ 1] = a[(i * 33) % n] + 1" model --expr '(i * 33) % n' --store-expr 'i ^ 1'

# Errors: exit 2, the message, the text and the caret under the column.
expect_rc 2 model --expr 'i * (s + 1'
out=$("$WARPLAB" model --expr 'i * (s + 1' 2>&1)
want="warplab model: --expr: column 11: expected ')' to close the '(' at column 5
  i * (s + 1
            ^"
[ "$out" = "$want" ] || { echo "FAIL: caret message is: $out" >&2; fails=$((fails + 1)); }
expect_out "--store-expr: column 3: the divisor 's' can be 0 (it ranges over 0..8)" \
    model --expr i --store-expr 'i / s' --range 0..8
expect_out "unknown name 'x'; names are i, lane, warp, block, tid, s, n" model --expr 'x'
expect_out "write only the index" model --expr 'a[i]'
expect_out "column 3: the shift count 's' ranges over 0..64" model --expr '1 << s' --range 0..64
expect_out "block size 48 is not allowed" model --expr i --block 48
expect_out "--expr replaces --kernel" model --expr i --kernel offset
expect_out "go with --expr" model --store-expr i
expect_out "--param 9 is outside --range 0..8" model --expr i --param 9 --range 0..8
expect_out "--range '8..1': write LOW..HIGH" model --expr i --range 8..1
# A lane outside the array: reported with lane and warp, exit 1.
expect_rc 1 model --expr 'i - 1'
expect_out "the load of lane 0 in warp 0 touches element -1" model --expr 'i - 1'

# The expression form of a built-in kernel: the same sectors (JSON).
for s in 0 1 5 8 31 32; do
    a=$("$WARPLAB" model --kernel offset --param $s --json)
    b=$("$WARPLAB" model --expr 'i + s' --param $s --json)
    same=$(printf '%s\n%s' "$a" "$b" | python3 -c '
import json, sys
text = sys.stdin.read()
dec = json.JSONDecoder()
a, end = dec.raw_decode(text)
b, _ = dec.raw_decode(text[end:].lstrip())
keys = ("sectors", "lines", "sectors_per_request", "useful_bytes", "lane_addresses")
print(all(a[op][k] == b[op][k] for op in ("load", "store") for k in keys))')
    [ "$same" = True ] || { echo "FAIL: offset $s and i + s differ" >&2; fails=$((fails + 1)); }
done

# sweep --expr: predictions without a GPU, labelled, the built-in's figures.
expect_out "# expression: a[i * s] += 1 (block 256)" sweep --expr 'i * s' --range 1..4 --cpu
a=$("$WARPLAB" sweep --kernel stride --cpu --csv 2>/dev/null | sed -n '2,5p' | cut -d, -f3,6,14,15)
b=$("$WARPLAB" sweep --expr 'i * s' --range 1..4 --cpu --csv 2>/dev/null | sed -n '2,5p' | cut -d, -f3,6,14,15)
[ -n "$a" ] && [ "$a" = "$b" ] || { echo "FAIL: stride and i * s sweeps differ: $a / $b" >&2; fails=$((fails + 1)); }
expect_out "compile_ms,wall_ms" sweep --expr 'i' --range 0..0 --cpu --csv
expect_out "--expr sweeps one type at a time" sweep --expr i --type all --cpu
expect_out "not reference data" sweep --expr i --save x.txt --cpu
expect_out "--range '1..200': at most 128 points" sweep --expr i --range 1..200 --cpu

# run-one and verify: argument errors before any GPU is looked for.
expect_rc 2 run-one --expr 'i / s'
expect_out "--expr runs alone" run-one --expr i --all
expect_out "--unroll '17': unroll must be 1..16" run-one --expr i --unroll 17
expect_out "go with --expr" verify --store-expr i
expect_out "--expr replaces --kernel" verify --expr i --kernel offset
finish
