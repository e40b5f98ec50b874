#!/bin/sh
# Custom experiments on one GPU (a benchmark, not a test):
#  1. latency: an expression never compiled before, typed to its first
#     measurement, NVRTC compile included (goal <= 1000 ms), then the same
#     kernel again from the session's cache at other slider values (goal
#     <= 100 ms each); the wall time of each request as warplab records it
#     (the copy ceiling, measured once per session, comes before it);
#  2. parity: every built-in one-dimensional kernel against its expression
#     form (offset = i + s, stride = i * s, soa = i, aos = i * 3), f32 and
#     f64, unroll 1 and 4, same working set: bandwidth within 3%, same
#     sectors per request; the transposes against theirs at N = 8192 (a
#     256 MiB f32 working set is 8192 x 8192), reported, not judged: the
#     expression form runs in place on one array with a 1-D grid.
# Needs NVRTC (libnvrtc.so.13 or .12). Exit 1 when a goal is missed.
# usage: bench/expr-bench.sh [WARPLAB]   (default build-gpu/warplab)
W=${1:-build-gpu/warplab}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0

echo "== device"
"$W" info | sed -n '/^devices/,/^reference/p'
echo "== date: $(date -u +%Y-%m-%d)"

echo "== 1. latency: typed to first measurement, then cached"
# A constant no earlier run used, so the first request compiles.
salt=$(( $(date +%s) % 100000 + 1 ))
"$W" sweep --expr "i * s + $salt" --range 1..6 --csv --no-reference >"$tmp/lat.csv" || exit 1
grep '^#' "$tmp/lat.csv"
python3 - "$tmp/lat.csv" <<'PY' || failed=1
import csv, sys
rows = [r for r in csv.DictReader(l for l in open(sys.argv[1]) if not l.startswith("#"))]
if not rows or rows[0]["predicted"] == "true":
    print("no measurement (NVRTC or GPU missing?)"); sys.exit(1)
first = rows[0]
print(f"first: compile {float(first['compile_ms']):.0f} ms, typed to measured "
      f"{float(first['wall_ms']):.0f} ms (goal <= 1000)")
bad = float(first["wall_ms"]) > 1000
for r in rows[1:]:
    w = float(r["wall_ms"])
    print(f"cached s={r['param']}: compile {float(r['compile_ms']):.0f} ms, {w:.0f} ms "
          f"(goal <= 100), {float(r['gbps_median']):.0f} GB/s")
    bad = bad or w > 100 or float(r["compile_ms"]) != 0
sys.exit(1 if bad else 0)
PY

echo "== 2. parity: built-in kernels against their expression form"
for t in f32 f64; do
    "$W" sweep --kernel offset,stride,soa,aos --type $t --unroll 1,4 --csv --no-reference \
        >"$tmp/builtin-$t.csv" 2>/dev/null || exit 1
    "$W" sweep --kernel transpose-naive,transpose-readco --type $t --csv --no-reference \
        >"$tmp/transpose-$t.csv" 2>/dev/null || exit 1
    "$W" sweep --expr 'i + s' --range 0..32 --type $t --unroll 1,4 --csv >"$tmp/offset-$t.csv" || exit 1
    "$W" sweep --expr 'i * s' --range 1..32 --type $t --unroll 1,4 --csv >"$tmp/stride-$t.csv" || exit 1
    "$W" sweep --expr 'i' --range 0..0 --type $t --unroll 1,4 --csv >"$tmp/soa-$t.csv" || exit 1
    "$W" sweep --expr 'i * 3' --range 0..0 --type $t --unroll 1,4 --csv >"$tmp/aos-$t.csv" || exit 1
    # 8192 x 8192 elements: --size gives exactly N*N of them.
    size=$([ $t = f32 ] && echo 256M || echo 512M)
    "$W" sweep --expr '(i % 8192) * 8192 + i / 8192' --store-expr i --range 0..0 --type $t \
        --size $size --csv >"$tmp/transpose-naive-$t.csv" || exit 1
    "$W" sweep --expr i --store-expr '(i % 8192) * 8192 + i / 8192' --range 0..0 --type $t \
        --size $size --csv >"$tmp/transpose-readco-$t.csv" || exit 1
done
python3 - "$tmp" <<'PY' || failed=1
import csv, os, sys
d = sys.argv[1]
def rows(name):
    return [r for r in csv.DictReader(l for l in open(os.path.join(d, name)) if not l.startswith("#"))]
worst, bad = 0.0, 0
print(f"{'kernel':16} {'type':4} {'param':>5} {'u':>2} {'built-in':>9} {'expr':>9} {'diff':>7}  sectors ld/st")
for t in ("f32", "f64"):
    builtin = rows(f"builtin-{t}.csv") + rows(f"transpose-{t}.csv")
    for k in ("offset", "stride", "soa", "aos", "transpose-naive", "transpose-readco"):
        for e in rows(f"{k}-{t}.csv"):
            if e["predicted"] == "true":
                print("expression measured by the model: NVRTC missing?"); sys.exit(1)
            param = "8192" if k.startswith("transpose") else ("0" if k in ("soa", "aos") else e["param"])
            b = [r for r in builtin if r["kernel"] == k and r["param"] == param and r["unroll"] == e["unroll"]]
            if not b:
                continue
            b = b[0]
            gb, ge = float(b["gbps_median"]), float(e["gbps_median"])
            diff = 100.0 * (ge - gb) / gb
            same = (b["load_sectors_per_request"], b["store_sectors_per_request"]) == \
                   (e["load_sectors_per_request"], e["store_sectors_per_request"])
            judged = not k.startswith("transpose")
            off = judged and (abs(diff) > 3.0 or not same)
            if judged:
                worst = max(worst, abs(diff))
            bad += off
            print(f"{k:16} {t:4} {param:>5} {e['unroll']:>2} {gb:9.1f} {ge:9.1f} {diff:+6.1f}%  "
                  f"{e['load_sectors_per_request']}/{e['store_sectors_per_request']}"
                  f"{'' if same else ' (built-in ' + b['load_sectors_per_request'] + '/' + b['store_sectors_per_request'] + ')'}"
                  f"{'  OUTSIDE 3%' if off else ('' if judged else '  (not judged)')}")
print(f"largest difference (one-dimensional kernels): {worst:.1f}% (goal <= 3%); {bad} point(s) off")
sys.exit(1 if bad else 0)
PY
exit $failed
