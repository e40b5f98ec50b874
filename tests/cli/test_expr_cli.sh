#!/bin/sh
# Custom experiments on the command line: model, sweep, run-one and verify
# with --expr; errors with the column and a caret; the expression form of a
# built-in kernel giving the built-in's sectors and prediction.
. "$(dirname "$0")/../lib.sh"
W=${WARPLAB:?set WARPLAB to the binary}

expect 0 "warplab model --expr 'i * s' --param 8" -- "$W" model --expr 'i * s' --param 8
expect_output "a[i * s] += 1   s = 8"
expect_says "whole kernel: 32.00 sectors/request on loads, 32.00 on stores" -- "$W" model --expr 'i*s' --param 8
expect_says "a[i ^ 1] = a[(i * 33) % n] + 1" -- "$W" model --expr '(i * 33) % n' --store-expr 'i ^ 1'

# Whole-launch figures, in text and JSON alike: odd warps use 8 sectors and
# even ones 4 (6.00, not a sample's 4.00); stride 2 from warp 2048 on moves
# the DRAM bytes of stride 2 and is predicted like it, not like a[i].
M1='i * (1 + warp % 2)' M2='i * (1 + min(warp / 2048, 1))'
expect_says "whole kernel: 6.00 sectors/request on loads, 6.00 on stores (524288 warps)" -- \
    "$W" model --expr "$M1" --size 64M
expect_says "DRAM estimate per element: 7.996 bytes read, 7.996 written" -- "$W" model --expr "$M2"
"$W" model --expr "$M1" --size 64M --json >"$HARNESS_DIR/m1.json"
"$W" model --expr "$M2" --json >"$HARNESS_DIR/m2.json"
"$W" model --expr 'i * 2' --json >"$HARNESS_DIR/stride2.json"
harness_checks=$((harness_checks + 1))
python3 -c '
import json, sys
m1, m2, s2 = (json.load(open("%s/%s.json" % (sys.argv[1], k))) for k in ("m1", "m2", "stride2"))
assert m1["load"]["sectors_per_request"] == 6 and m1["store"]["sectors_per_request"] == 6, m1["load"]
assert abs(m2["dram_read_bytes_per_element"] - 8) < 0.01, m2["dram_read_bytes_per_element"]
p, q = m2["prediction"], s2["prediction"]
if p and q:
    assert abs(p["gbps"] - q["gbps"]) < 0.01 * q["gbps"], (p["gbps"], q["gbps"])
' "$HARNESS_DIR" || fail "whole-launch figures in JSON differ from the text"

# One JSON for every family: an expression's object carries every field a
# built-in kernel's does (requests, lines per request, sector addresses, the
# granules, shared), and the same figures where the two are one experiment.
"$W" model --kernel stride --param 2 --json >"$HARNESS_DIR/kstride2.json"
harness_checks=$((harness_checks + 1))
python3 - "$HARNESS_DIR" <<'PY' || fail "model --expr --json lacks fields of model --kernel --json"
import json, sys
k, e = (json.load(open("%s/%s.json" % (sys.argv[1], n))) for n in ("kstride2", "stride2"))
missing = sorted(set(k) - set(e))
assert not missing, "top level: %s" % missing
for op in ("load", "store"):
    assert set(k[op]) == set(e[op]), (op, sorted(set(k[op]) ^ set(e[op])))
    assert k[op] == e[op], (op, k[op], e[op])
for f in ("dram_read_granule", "dram_write_granule", "shared", "instructions_per_warp"):
    assert k[f] == e[f], (f, k[f], e[f])
assert e["index_expression"] == "a[i * 2] += 1", e["index_expression"]
PY

# Where L2 holds the launch each piece is fetched once over the whole of it:
# i % 65536 over 4 MiB reads its 256 KiB once, 0.25 B per element, in the
# analysis and the prediction alike (windows of 65536 threads each fetched
# it again: 4 B).
# i numbers elements: unrolled, a launch over 1 MiB of floats is 65536
# threads of 4 (it printed 262144 threads beside 2048 warps).
expect 0 "model --expr i --unroll 4" -- "$W" model --expr i --unroll 4 --size 1M
expect_output "65536 threads x 4 elements"
expect_output "(2048 warps)"
expect 0 "model --expr i --unroll 4 --json" -- "$W" model --expr i --unroll 4 --size 1M --json
expect_output '"threads": 65536,'
expect 0 "model of a small array L2 holds" -- "$W" model --expr 'i % 65536' --size 4M
expect_output "DRAM estimate per element: 0.25 bytes read, 0.25 written"
expect_output "DRAM 0.25 rd + 0.25 wr B"
# A pattern and its mirror image move the same bytes: L2 holds neither at
# 1 GiB (a last warp that touches low addresses said nothing of the span);
# the distinct bytes are at most 100% of the DRAM bytes, and a launch that
# asks for elements reads some (i / 64 over 16 GiB read nothing in the
# prediction before, 200% used; a gather wrapped twice used 3212%).
"$W" model --expr '(i * 33) % n' --size 1G --json >"$HARNESS_DIR/fwd.json"
"$W" model --expr '((n - 1 - i) * 33) % n' --size 1G --json >"$HARNESS_DIR/mirror.json"
"$W" model --expr 'i / 64' --size 16G --json >"$HARNESS_DIR/div64.json"
"$W" model --expr '32 * n - 1 - block' --size 1M --json >"$HARNESS_DIR/blk.json"
"$W" model --expr '(((min(i / 5, tid + tid)) << 1) % (32 * n) + 32 * n) % (32 * n)' --size 64M \
    --type f64 --block 1024 --json >"$HARNESS_DIR/wrap.json"
harness_checks=$((harness_checks + 1))
python3 - "$HARNESS_DIR" <<'PY' || fail "the mirror's bytes, at most 100% used, some bytes read"
import json, sys
d = {k: json.load(open("%s/%s.json" % (sys.argv[1], k))) for k in ("fwd", "mirror", "div64", "blk", "wrap")}
f, m = d["fwd"]["prediction"], d["mirror"]["prediction"]
assert not m["fits_in_l2"] and f["per_element"]["dram_read_bytes"] == m["per_element"]["dram_read_bytes"], (f, m)
for k, j in d.items():
    p = j["prediction"]["per_element"]
    assert p["dram_used_pct"] <= 100, (k, p["dram_used_pct"])
    assert p["dram_read_bytes"] > 0 and p["dram_write_bytes"] > 0, (k, p)
PY
# A shift by 63 is no power of two an int64_t holds: counted, not proven.
expect 0 "a shift by 63" -- "$W" model --expr '(i >> 63) + i' --size 1M
# A launch no repeating pattern covers is counted thread by thread: past the
# budget it is refused at once, with the working set that fits.
expect 1 "model of 256 Mi threads counted one by one" -- "$W" model --expr '(i * i) % n' --size 1G
expect_output "use a working set of at most about"
# One whose pattern repeats still walks every DRAM window: the largest
# launch is refused before the walk, not answered after it.
expect 1 "model of 2^40 threads walked window by window" -- "$W" model --expr '(i*33)%n' --size 4T
expect_output "use a working set of at most about"

# Errors: exit 2, the message, the text and the caret under the column.
expect 2 "warplab model --expr 'i * (s + 1'" -- "$W" model --expr 'i * (s + 1'
want="warplab model: --expr: column 11: expected ')' to close the '(' at column 5
  i * (s + 1
            ^"
[ -z "$out" ] && [ "$err" = "$want" ] || fail "the caret message is: $out$err"
expect_says "--store-expr: column 3: the divisor 's' can be 0 (it ranges over 0..8)" -- "$W" \
    model --expr i --store-expr 'i / s' --range 0..8
expect_says "unknown name 'x'; names are i, lane, warp, block, tid, s, n" -- "$W" model --expr 'x'
expect_says "write only the index" -- "$W" model --expr 'a[i]'
expect_says "column 3: the shift count 's' ranges over 0..64" -- "$W" model --expr '1 << s' --range 0..64
expect_says "block size 48 is not allowed" -- "$W" model --expr i --block 48
expect_says "--expr replaces --kernel" -- "$W" model --expr i --kernel offset
expect_says "go with --expr" -- "$W" model --store-expr i

# A store into a line another warp's load fills is flagged as a pattern the
# model adds no time for, not as slower: on the H200 a[i + 32] = a[i] + 1 ran
# at 37% of copy, not 64%, but the offset kernel at shift 1 ran faster than
# predicted. A store that writes only what its own load read is not flagged.
expect 0 "model of a store shifted by a line" -- "$W" model --expr i --store-expr 'i + s' --param 32
expect_output "stores meet other loads' fills: untimed"
expect_no_output "slower:"
expect 0 "model of a load shifted by one" -- "$W" model --expr 'i + s' --store-expr i --param 1
expect_no_output "stores meet"
expect_says "--param 9 is outside --range 0..8" -- "$W" model --expr i --param 9 --range 0..8
expect_says "--range '8..1': write LOW..HIGH" -- "$W" model --expr i --range 8..1
# A lane outside the array: refused with lane and warp, exit 2.
expect 2 "warplab model --expr 'i - 1'" -- "$W" model --expr 'i - 1'
expect_output "the load of lane 0 in warp 0 touches element -1"

# The expression form of a built-in kernel: the same sectors (JSON), every
# pair compared by one python.
for s in 0 1 5 8 31 32; do
    "$W" model --kernel offset --param $s --json >"$HARNESS_DIR/offset-$s.json"
    "$W" model --expr 'i + s' --param $s --json >"$HARNESS_DIR/expr-$s.json"
done
python3 - "$HARNESS_DIR" 0 1 5 8 31 32 <<'PY' && pass || fail "offset s and i + s differ"
import json, sys
keys = ("sectors", "lines", "sectors_per_request", "useful_bytes", "lane_addresses")
differ = []
for s in sys.argv[2:]:
    a, b = (json.load(open("%s/%s-%s.json" % (sys.argv[1], k, s))) for k in ("offset", "expr"))
    if not all(a[op][k] == b[op][k] for op in ("load", "store") for k in keys):
        differ.append(s)
sys.exit("offset and i + s differ at s = %s" % ", ".join(differ) if differ else 0)
PY

# sweep --expr: predictions without a GPU, labelled, the built-in's figures.
expect_says "# expression: a[i * s] += 1 (block 256)" -- "$W" sweep --expr 'i * s' --range 1..4 --cpu
a=$("$W" sweep --kernel stride --cpu --csv 2>/dev/null | sed -n '2,5p' | cut -d, -f3,6,14,15)
b=$("$W" sweep --expr 'i * s' --range 1..4 --cpu --csv 2>/dev/null | sed -n '2,5p' | cut -d, -f3,6,14,15)
[ -n "$a" ] && [ "$a" = "$b" ] || fail "stride and i * s sweeps differ: $a / $b"
expect_says "compile_ms,wall_ms" -- "$W" sweep --expr 'i' --range 0..0 --cpu --csv
expect_says "--expr sweeps one type at a time" -- "$W" sweep --expr i --type all --cpu
expect_says "not reference data" -- "$W" sweep --expr i --save x.txt --cpu
expect_says "--range '1..200': at most 128 points" -- "$W" sweep --expr i --range 1..200 --cpu

# Stores on the pieces the loads already hold take no more L2: the same
# accesses written with and without --store-expr predict alike, in text and
# JSON, on either side of the L2 line; a store elsewhere still takes room.
same_store() { # load store size
    for fmt in "" --json; do
        "$W" model --expr "$1" --size "$3" $fmt | sed 1d | grep -v '_expression"' >"$HARNESS_DIR/alone"
        "$W" model --expr "$1" --store-expr "$2" --size "$3" $fmt | sed 1d |
            grep -v '_expression"' >"$HARNESS_DIR/both"
        harness_checks=$((harness_checks + 1))
        cmp -s "$HARNESS_DIR/alone" "$HARNESS_DIR/both" ||
            fail "--expr '$1' --store-expr '$2' --size $3 $fmt differs from the load alone"
    done
}
for size in 12M 24M 28M 30M; do
    same_store 'i*2' 'i*2' $size
    same_store i i $size
    same_store i 'i+0' $size
done
expect_says '"fits_in_l2": true' -- "$W" model --expr 'i % (n/2)' --size 32M --json
expect_says '"fits_in_l2": false' -- "$W" model --expr 'i % (n/2)' --store-expr 'i + n/2' --size 32M --json

# The DRAM bytes the prediction uses print as the prediction prints them
# (17.2101 here: six figures, where four would print 17.21).
"$W" model --expr '(i*4097)%n' --size 80M --json >"$HARNESS_DIR/far.json"
harness_checks=$((harness_checks + 1))
python3 -c '
import re, sys
text = open(sys.argv[1]).read()
top = re.search(r"\"dram_read_bytes_per_element\": ([^,]*),", text).group(1)
inner = re.search(r"\"dram_read_bytes\": ([^,]*),", text).group(1)
assert top == inner, (top, inner)
' "$HARNESS_DIR/far.json" || fail "dram_read_bytes_per_element and per_element.dram_read_bytes print apart"

# run-one and verify: argument errors before any GPU is looked for.
expect 2 "warplab run-one --expr 'i / s'" -- "$W" run-one --expr 'i / s'
expect_says "--expr runs alone" -- "$W" run-one --expr i --all
expect_says "--unroll '17': unroll must be 1..16" -- "$W" run-one --expr i --unroll 17
expect_says "go with --expr" -- "$W" verify --store-expr i
expect_says "--expr replaces --kernel" -- "$W" verify --expr i --kernel offset
# The most nodes an expression may have, under a small stack (a worker
# thread's may be): its evaluation keeps to 64 KiB of stack, the same count
# as under the default.
big="($(i=1; t=i; while [ $i -lt 63 ]; do t="$t+i"; i=$((i + 1)); done; echo "$t")) % n"
expect 0 "127 nodes under the default stack" -- sh -c '"$1" model --expr "$2" --size 1M --json >"$3"' - "$W" "$big" "$HARNESS_DIR/big-default.json"
expect 0 "127 nodes under a 512 KiB stack" -- sh -c 'ulimit -s 512 && "$1" model --expr "$2" --size 1M --json >"$3"' - "$W" "$big" "$HARNESS_DIR/big-small.json"
expect 0 "the same count on a small stack" -- cmp -s "$HARNESS_DIR/big-default.json" "$HARNESS_DIR/big-small.json"
finish
