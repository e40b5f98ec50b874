#!/bin/sh
# Predictions come from the performance model and the calibration alone:
#  1. removing the reference measurements changes no prediction;
#  2. --data-dir picks the calibration (its DRAM rate is the copy ceiling the
#     predictions are given against) and the reference data shown beside them;
#  3. --calibration overrides the data directory's;
#  4. model --json carries the prediction object;
#  5. the reference beside a point comes from a run at its working set;
#  6. a figure the kernel will not reach is marked.
# usage: test_prediction_data.sh WARPLAB SRCDIR
. "$(dirname "$0")/../lib.sh"
W="$1"
SRC="$2"
tmp=$HARNESS_DIR

sweep() { # sweep DATADIR OUT [OPTIONS...]: every prediction, as CSV, into OUT
    d=$1 o=$2
    shift 2
    expect 0 "sweep --data-dir $d $*" -- \
        "$W" sweep --cpu --kernel every --type all --unroll 1,4 --csv --data-dir "$d" "$@"
    cp "$HARNESS_DIR/out" "$o"
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
[ "$rows" -ge 292 ] && pass || fail "expected at least 292 predictions, got $rows"
gbps "$tmp/with.csv" >"$tmp/a"
gbps "$tmp/without.csv" >"$tmp/b"
expect 0 "predictions do not change when the reference points are removed" -- cmp "$tmp/a" "$tmp/b"

# 2. A data directory whose calibration says 1000 GB/s of DRAM and whose
#    reference says a copy ceiling of 1000 GB/s: both are the ones shown.
sed 's/^dram_bytes_per_s .*/dram_bytes_per_s 1e12/' \
    "$SRC/reference/nvidia-h200-calibration.txt" >"$tmp/slow/reference/nvidia-h200-calibration.txt"
sed 's/^copy_ceiling_gbps .*/copy_ceiling_gbps 1000/' \
    "$SRC/reference/nvidia-h200.txt" >"$tmp/slow/reference/nvidia-h200.txt"
sweep "$tmp/slow" "$tmp/slow.csv"
expect 0 "the copy ceiling of predictions is the data directory's calibration (1000 GB/s)" -- \
    awk -F, 'NR > 1 && $13 != "1000.0" { bad = 1 } END { exit bad }' "$tmp/slow.csv"
# offset 0 f32 unroll 4 is DRAM-bound: at most the 1000 GB/s the calibration allows.
expect 0 "a DRAM-bound prediction follows the data directory's calibration" -- \
    awk -F, '$1 == "offset" && $2 == "f32" && $3 == 0 && $4 == 4 && !($6 <= 1000 && $6 > 900) {
    print "offset 0 predicted at " $6; exit 1 }' "$tmp/slow.csv"
expect 0 "info --data-dir" -- "$W" info --data-dir "$tmp/slow"
expect_output "copy ceiling 1000 GB/s"
expect_output "DRAM 1000 GB/s"

# 3. --calibration wins over the data directory.
sweep "$tmp/slow" "$tmp/override.csv" --calibration "$SRC/reference/nvidia-h200-calibration.txt"
gbps "$tmp/override.csv" >"$tmp/c"
expect 0 "--calibration replaces the data directory's" -- cmp "$tmp/a" "$tmp/c"
expect 2 "sweep with a missing --calibration file" -- "$W" sweep --cpu --calibration "$tmp/missing.txt"
expect_in "$HARNESS_DIR/err" "missing.txt"

# 4. model --json carries the prediction: under a calibration where only DRAM
#    takes time (1000 GB/s), stride 32 f32 reads a 64-byte granule and
#    dirties one per 8 bytes asked: 1000 x 8 / 128 = 62.5 GB/s, worked by hand.
#    Every other constant sits at the top of its physical range.
sed -e 's/^dram_bytes_per_s .*/dram_bytes_per_s 1e12/' -e 's/^latency_s .*/latency_s 1e-8/' \
    -e 's/^\(l2_fills_per_s\|dram_pages_per_s\|warps_per_s\|hot32_per_s\) .*/\1 1e12/' \
    -e 's/^\(l1_lines_per_s\|blocks_per_s\) .*/\1 1e11/' \
    -e 's/^\(l2_partial_per_s\|hot2048_per_s\) .*/\1 1e13/' -e 's/^l2_bytes_per_s .*/l2_bytes_per_s 1e15/' \
    -e 's/^shared_wavefronts_per_s .*/shared_wavefronts_per_s 1e10/' \
    -e 's/^launch_s .*/launch_s 1e-7/' -e 's/^launch_fixed_s .*/launch_fixed_s 1e-7/' \
    -e 's/^latency_l2_s .*/latency_l2_s 1e-8/' \
    "$SRC/reference/nvidia-h200-calibration.txt" >"$tmp/dram-only.txt"
expect 0 "model --json under a DRAM-only calibration" -- \
    "$W" model --kernel stride --param 32 --json --calibration "$tmp/dram-only.txt"
cp "$HARNESS_DIR/out" "$tmp/m.json"
python3 - "$tmp/m.json" <<'PY' && pass || fail "model --json: the prediction object is wrong"
import json, sys
d = json.load(open(sys.argv[1]))
p = d["prediction"]
assert p["binding_limit"] == "dram", p["binding_limit"]
assert abs(p["gbps"] - 62.5) < 1e-3, p["gbps"]
assert p["load_sectors_per_request"] == 32 and p["store_sectors_per_request"] == 32
assert set(p["limits_s"]) == {"dram", "in_flight", "l1_lines", "l2_partial_stores", "l2_fills", "dram_pages", "blocks", "hot_lines", "l2_bytes", "shared"}
PY
expect 2 "model with a missing --calibration" -- \
    "$W" model --kernel stride --param 32 --calibration "$tmp/missing.txt"
expect_in "$HARNESS_DIR/err" "missing.txt"
mkdir -p "$tmp/nocal/reference"
ln -s "$SRC/lessons" "$tmp/nocal/lessons"
expect 0 "model --json without any calibration" -- \
    "$W" model --kernel stride --param 32 --json --data-dir "$tmp/nocal"
expect_in "$HARNESS_DIR/out" '"prediction": null'

# 5. The reference beside a point is one measured at the same working set:
#    the seed's 4 MiB run at --seed-size, none at a size no run measured, the
#    default run otherwise; a transpose's size is its N, so it keeps its own.
refcol() { # refcol KERNEL TYPE PARAM: the ref_gbps_median of that row
    awk -F, -v k="$1" -v t="$2" -v p="$3" '
        NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        $1 == k && $2 == t && $3 == p && $4 == 1 { print $c["ref_gbps_median"] }' "$HARNESS_DIR/out"
}
refpoint() { # refpoint FILE KERNEL TYPE PARAM: the median GB/s the file holds
    awk -v k="$2" -v t="$3" -v p="$4" '$1 == k && $2 == t && $3 == p && $4 == 1 { print $6 }' "$1"
}
big=$(refpoint "$SRC/reference/nvidia-h200.txt" offset f32 0)
seed=$(refpoint "$SRC/reference/nvidia-h200-4mib.txt" offset f32 0)
naive=$(refpoint "$SRC/reference/nvidia-h200.txt" transpose-naive f32 2048)
[ -n "$big" ] && [ -n "$seed" ] && [ "$big" != "$seed" ] && pass || fail "reference points: '$big' '$seed'"
for size in default --seed-size 512M; do
    case $size in
    default) opts="" ref=$big ;;
    --seed-size) opts="--seed-size" ref=$seed ;;
    *) opts="--size $size" ref="" ;;
    esac
    # shellcheck disable=SC2086
    expect 0 "sweep $size beside the reference" -- \
        "$W" sweep --cpu --kernel offset,transpose-naive --csv $opts
    got=$(refcol offset f32 0)
    [ "$got" = "$ref" ] && pass || fail "sweep $size: offset 0 beside reference '$got', want '$ref'"
    got=$(refcol transpose-naive f32 2048)
    [ "$got" = "$naive" ] && pass || fail "sweep $size: transpose-naive 2048 beside '$got', want '$naive'"
done
# A broken 4 MiB run costs only itself: the default run still stands, and
# info says what is wrong with the other, file and line.
mkdir -p "$tmp/badseed/reference"
ln -s "$SRC/lessons" "$tmp/badseed/lessons"
cp "$SRC/reference/nvidia-h200.txt" "$SRC/reference/nvidia-h200-calibration.txt" "$tmp/badseed/reference/"
echo "warplab-reference 9" >"$tmp/badseed/reference/nvidia-h200-4mib.txt"
expect 0 "info with a broken 4 MiB run" -- "$W" info --data-dir "$tmp/badseed"
expect_output "working set 256 MiB"
expect_output "nvidia-h200-4mib.txt:1:"
expect 0 "sweep with a broken 4 MiB run" -- "$W" sweep --cpu --kernel offset --csv --data-dir "$tmp/badseed"
[ "$(refcol offset f32 0)" = "$big" ] && pass || fail "the default run is lost with a broken 4 MiB one"

# 6. A figure the kernel will not reach is marked: offsets that are not a
#    whole line make stores meet other loads' fills (model_optimistic).
expect 0 "sweep --cpu offsets as CSV" -- "$W" sweep --cpu --kernel offset --type all --csv
cp "$HARNESS_DIR/out" "$tmp/offsets.csv"
expect 0 "model_optimistic exactly where the shift is not a whole line" -- awk -F, '
    NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    { line = ($2 == "f32" ? 32 : 16); want = ($3 % line != 0) ? "true" : "false"
      if ($c["model_optimistic"] != want) { print $1, $2, $3, $c["model_optimistic"]; bad = 1 }; n++ }
    END { exit bad || n != 66 }' "$tmp/offsets.csv"
expect 0 "sweep --cpu offsets as text" -- "$W" sweep --cpu --kernel offset
expect_output "* stores meet other loads' fills"
expect_no_output "runs slower than its figure"
# At 4 MiB the data stays in L2: there is no fill to meet, nothing is marked.
expect 0 "sweep --cpu offsets at the seed's 4 MiB" -- "$W" sweep --cpu --kernel offset --seed-size
expect_no_output "stores meet"

# 7. --gpu NAME picks an estimated profile, labelled so in --json and text;
expect 0 "model --gpu gtx1650 --json" -- "$W" model --kernel stride --param 8 --gpu gtx1650 --json
python3 - "$HARNESS_DIR/out" <<'PY' && pass || fail "model --gpu: not labelled estimated"
import json, sys
p = json.load(open(sys.argv[1]))["prediction"]
assert p["constants"] == "estimated" and p["gpu"] == "NVIDIA GeForce GTX 1650", p
assert "estimated" in p["calibration"], p["calibration"]
PY
expect 0 "model --gpu h200 text" -- "$W" model --kernel stride --param 8
expect_in "$HARNESS_DIR/out" "calibrated on NVIDIA H200"
expect 2 "an unknown --gpu" -- "$W" model --kernel stride --gpu nosuchgpu
expect_in "$HARNESS_DIR/err" "no GPU profile"
expect 2 "--gpu and --calibration together" -- \
    "$W" model --kernel stride --gpu t4 --calibration "$SRC/reference/gpus/t4.txt"
expect 0 "info lists the profiles" -- "$W" info
expect_in "$HARNESS_DIR/out" "gtx1650"
# 8. model names how often it was within 20% for the family shown, from the
#    shipped ledger; a data directory without the ledger shows no such line.
expect 0 "model shows the ledger's line" -- "$W" model --kernel offset --param 1
expect_in "$HARNESS_DIR/out" "offset points measured, mean error"
mkdir -p "$tmp/noledger/reference"
ln -s "$SRC/lessons" "$tmp/noledger/lessons"
cp "$SRC/reference/nvidia-h200-calibration.txt" "$tmp/noledger/reference/"
expect 0 "model without a ledger" -- "$W" model --kernel offset --data-dir "$tmp/noledger"
if grep -q "ledger:" "$HARNESS_DIR/out"; then fail "a ledger line without a ledger"; else pass; fi
finish
