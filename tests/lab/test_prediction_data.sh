#!/bin/sh
# Predictions come from the performance model and the calibration alone:
#  1. removing the reference measurements changes no prediction;
#  2. --data-dir picks the calibration (its DRAM rate is the copy ceiling the
#     predictions are given against) and the reference data shown beside them;
#  3. --calibration overrides the data directory's.
# usage: test_prediction_data.sh WARPLAB SRCDIR
W="$1"
SRC="$2"
fails=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() {
    echo "FAIL: $*"
    fails=$((fails + 1))
}

sweep() { # sweep DATADIR OUT [OPTIONS...]
    d=$1 o=$2
    shift 2
    "$W" sweep --cpu --kernel every --type all --unroll 1,4 --csv --data-dir "$d" "$@" \
        >"$o" 2>"$tmp/err" || fail "sweep --data-dir $d exited $?: $(cat "$tmp/err")"
}
# kernel,type,param,unroll,gbps_median of every row
gbps() { cut -d, -f1-4,6 "$1"; }

# 1. The same predictions with and without reference points.
# A data directory holds lessons/; these borrow the real ones.
mkdir -p "$tmp/noref/reference" "$tmp/slow/reference"
ln -s "$SRC/lessons" "$tmp/noref/lessons"
ln -s "$SRC/lessons" "$tmp/slow/lessons"
cp "$SRC/reference/nvidia-h200-calibration.txt" "$tmp/noref/reference/"
sweep "$SRC" "$tmp/with.csv"
sweep "$tmp/noref" "$tmp/without.csv"
rows=$(($(wc -l <"$tmp/with.csv") - 1))
[ "$rows" -ge 292 ] || fail "expected at least 292 predictions, got $rows"
gbps "$tmp/with.csv" >"$tmp/a"
gbps "$tmp/without.csv" >"$tmp/b"
cmp -s "$tmp/a" "$tmp/b" || fail "predictions change when the reference points are removed"

# 2. A data directory whose calibration says 1000 GB/s of DRAM and whose
#    reference says a copy ceiling of 1000 GB/s: both are the ones shown.
sed 's/^dram_bytes_per_s .*/dram_bytes_per_s 1e12/' \
    "$SRC/reference/nvidia-h200-calibration.txt" >"$tmp/slow/reference/nvidia-h200-calibration.txt"
sed 's/^copy_ceiling_gbps .*/copy_ceiling_gbps 1000/' \
    "$SRC/reference/nvidia-h200.txt" >"$tmp/slow/reference/nvidia-h200.txt"
sweep "$tmp/slow" "$tmp/slow.csv"
awk -F, 'NR > 1 && $13 != "1000.0" { bad = 1 } END { exit bad }' "$tmp/slow.csv" ||
    fail "the copy ceiling of predictions is not the data directory's calibration (1000 GB/s)"
# offset 0 f32 unroll 4 is DRAM-bound: at most the 1000 GB/s the calibration allows.
awk -F, '$1 == "offset" && $2 == "f32" && $3 == 0 && $4 == 4 && !($6 <= 1000 && $6 > 900) {
    print "offset 0 predicted at " $6; exit 1 }' "$tmp/slow.csv" ||
    fail "a DRAM-bound prediction ignores the data directory's calibration"
"$W" info --data-dir "$tmp/slow" >"$tmp/info" 2>&1
grep -q "copy ceiling 1000 GB/s" "$tmp/info" || fail "info shows another reference: $(cat "$tmp/info")"
grep -q "DRAM 1000 GB/s" "$tmp/info" || fail "info shows another calibration: $(cat "$tmp/info")"

# 3. --calibration wins over the data directory.
sweep "$tmp/slow" "$tmp/override.csv" --calibration "$SRC/reference/nvidia-h200-calibration.txt"
gbps "$tmp/override.csv" >"$tmp/c"
cmp -s "$tmp/a" "$tmp/c" || fail "--calibration does not replace the data directory's"
"$W" sweep --cpu --calibration "$tmp/missing.txt" >/dev/null 2>"$tmp/err"
[ $? -eq 1 ] && grep -q "missing.txt" "$tmp/err" || fail "a missing --calibration file is not an error"

# 4. model --json carries the prediction: under a calibration where only DRAM
#    takes time (1000 GB/s), stride 32 f32 reads a 64-byte granule and
#    dirties one per 8 bytes asked: 1000 x 8 / 128 = 62.5 GB/s, worked by hand.
sed -e 's/^dram_bytes_per_s .*/dram_bytes_per_s 1e12/' -e 's/^latency_s .*/latency_s 1e-15/' \
    -e 's/^\(l1_lines_per_s\|l2_partial_per_s\|l2_fills_per_s\|dram_pages_per_s\) .*/\1 1e30/' \
    -e 's/^launch_s .*/launch_s 1e-18/' \
    "$SRC/reference/nvidia-h200-calibration.txt" >"$tmp/dram-only.txt"
"$W" model --kernel stride --param 32 --json --calibration "$tmp/dram-only.txt" >"$tmp/m.json" ||
    fail "model --json exited $?"
python3 - "$tmp/m.json" <<'PY' || fail "model --json: the prediction object is wrong"
import json, sys
d = json.load(open(sys.argv[1]))
p = d["prediction"]
assert p["binding_limit"] == "dram", p["binding_limit"]
assert abs(p["gbps"] - 62.5) < 1e-3, p["gbps"]
assert p["load_sectors_per_request"] == 32 and p["store_sectors_per_request"] == 32
assert set(p["limits_s"]) == {"dram", "in_flight", "l1_lines", "l2_partial_stores", "l2_fills", "dram_pages"}
PY
"$W" model --kernel stride --param 32 --calibration "$tmp/missing.txt" >/dev/null 2>"$tmp/err"
[ $? -eq 1 ] && grep -q "missing.txt" "$tmp/err" || fail "model: a missing --calibration is not an error"
mkdir -p "$tmp/nocal/reference"
ln -s "$SRC/lessons" "$tmp/nocal/lessons"
"$W" model --kernel stride --param 32 --json --data-dir "$tmp/nocal" >"$tmp/m.json" ||
    fail "model --json without any calibration exited $?"
grep -q '"prediction": null' "$tmp/m.json" || fail "model --json without a calibration has a prediction"

[ "$fails" -eq 0 ] && echo "prediction data: all checks passed"
exit $((fails > 0))
