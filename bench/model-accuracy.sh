#!/bin/sh
# The performance model against measurements on an NVIDIA H200 (a benchmark,
# not a test): for each set, how many points the prediction puts within 20%
# of the measurement, the worst ratio, and every point off by more.
#   reference  the 292 points of reference/nvidia-h200.txt (unroll 1 and 4)
#   unroll     every kernel at unroll 1, 2, 4, 8, 16 (256 MiB)  \  configurations
#   f64-1g     f64 at a 1 GiB working set, unroll 1 and 4       |  the reference
#   512m       everything at 512 MiB, unroll 1 and 4            /  does not hold
#   4mib       offset and stride f32 at the seed's 4 MiB, unroll 1 (launch cost and L2)
#   hold-*     the 2026-12-03 H200 hold-out (bench/data/h200-holdout-2026-12-03/), measured after the model was built
#   near-*     working sets whose footprints lie around L2's size (8, 24, 40, 56 MiB;
#              bench/data/h200-near-l2-2026-12-04/), measured before any of it was
#              compared with a prediction (its README says what overlaps)
# The last seven are measured CSVs in bench/data/ (warplab sweep --csv).
# Predictions read only the calibration, never the measurements.
#   custom     the custom experiments of bench/custom-set.txt (block sizes,
#              broadcasts, permutations, hot lines, transposed reads, one-sided
#              shifts), measured in bench/data/h200-custom.csv; per family of the set
# Each set: points within 20%, mean absolute error, worst ratio, per kernel
# family, and the effects the lessons teach (bench/model-effects.awk): of the
# points 5% or more off their family's baseline in the same run, how many the
# model shows (same direction, at least half the size), and the mean error of
# that ratio in points. With LEDGER=FILE in the environment, the per-family
# lines are also appended to FILE ("SET FAMILY WITHIN POINTS MAE% WORST SHOWN
# EFFECTS RATIO_ERROR"). With CLASSES=1, each set also lists the effects it
# misses by family, type, unroll and direction, most first.
# usage: bench/model-accuracy.sh [WARPLAB] [CALIBRATION] [--measure]
#   CALIBRATION  e.g. reference/gpus/h200-datasheet.txt: the method's check
#   --measure  first measure the three extra sets again on this machine's GPU
#              (rewrites bench/data/h200-*.csv)
W=${1:-build/warplab}
SRC=$(cd "$(dirname "$0")/.." && pwd)
CAL=${2:-$SRC/reference/nvidia-h200-calibration.txt}
DATA=$SRC/bench/data
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# name | sweep options | measured CSV
sets() {
    cat <<SETS
unroll|--kernel every --type all --unroll 1,2,4,8,16|h200-unroll-1-16.csv
f64-1g|--kernel every --type f64 --unroll 1,4 --size 1G|h200-f64-1g.csv
512m|--kernel every --type all --unroll 1,4 --size 512M|h200-512m.csv
4mib|--kernel offset,stride --type f32 --unroll 1 --seed-size|h200-seedsize-repeat-2026-12-02.csv
hold-192m|--kernel every --type all --unroll 1,2,3,4,8 --size 192M|h200-holdout-2026-12-03/h192m.csv
hold-6m|--kernel offset,stride,vector,aos,soa --type all --unroll 1,2,4 --size 6M|h200-holdout-2026-12-03/h6m.csv
hold-4m|--kernel every --type all --unroll 1,4 --seed-size|h200-holdout-2026-12-03/h4m.csv
near-8m|--kernel stride,offset --type all --unroll 1,4 --size 8M|h200-near-l2-2026-12-04/h8m.csv
near-24m|--kernel every --type all --unroll 1,4 --size 24M|h200-near-l2-2026-12-04/h24m.csv
near-40m|--kernel every --type all --unroll 1,4 --size 40M|h200-near-l2-2026-12-04/h40m.csv
near-56m|--kernel every --type all --unroll 1,4 --size 56M|h200-near-l2-2026-12-04/h56m.csv
SETS
}

if [ "$3" = "--measure" ]; then
    sets | while IFS='|' read -r name opts file; do
        # shellcheck disable=SC2086
        "$W" sweep $opts --csv --no-reference >"$DATA/$file" || exit 1
    done
fi

# compare PREDICTED.CSV MEASURED.CSV COLUMN NAME: the measured figure is in
# COLUMN of MEASURED.CSV (ref_gbps_median of a prediction sweep for the
# reference, gbps_median of a measured sweep otherwise).
compare() {
    rm -f "$tmp/within"
    awk -v set="$4" -v col="$3" -v classes="${CLASSES:-0}" -f "$SRC/bench/model-effects.awk" \
        "$1" "$2" >"$tmp/effects.all"
    grep -v '^[^ ]* missed ' "$tmp/effects.all" >"$tmp/effects"
    awk -F, -v col="$3" -v name="$4" -v ledger="$tmp/within" '
        FNR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        NR == FNR { pred[$1 "," $2 "," $3 "," $4] = $c["gbps_median"]; next }
        {
            k = $1 "," $2 "," $3 "," $4
            m = $c[col]
            if (m == "" || !(k in pred)) next
            r = pred[k] / m; worse = r > 1 ? r : 1 / r
            err = r > 1 ? r - 1 : 1 - r; mae += err; fammae[$1] += err
            n++; fam[$1]++
            if (worse <= 1.2) { ok++; famok[$1]++ } else off[++noff] = sprintf("  %-24s measured %7.1f predicted %7.1f  x%.2f", k, m, pred[k], r)
            if (worse > worst) { worst = worse; at = k }
            if (worse > famworst[$1]) famworst[$1] = worse
        }
        END {
            printf "%-9s %4d points, %4d within 20%% (%.1f%%), mean abs error %.1f%%, worst x%.2f (%s)\n", name, n, ok, 100 * ok / n, 100 * mae / n, worst, at
            if (ledger != "") printf "%s all %d %d %.1f %.2f\n", name, ok, n, 100 * mae / n, worst >> ledger
            for (f in fam) {
                printf "    %-17s %4d points, %4d within 20%%, mean abs error %.1f%%, worst x%.2f\n", f, fam[f], famok[f], 100 * fammae[f] / fam[f], famworst[f]
                if (ledger != "") printf "%s %s %d %d %.1f %.2f\n", name, f, famok[f], fam[f], 100 * fammae[f] / fam[f], famworst[f] >> ledger
            }
            for (i = 1; i <= noff; i++) print off[i]
        }' "$1" "$2"
    awk '$4 > 0 { printf "    %-17s taught effects shown %d of %d, mean ratio error %.1f points\n", $2, $3, $4, $5 }' "$tmp/effects"
    grep '^[^ ]* missed ' "$tmp/effects.all" | sort -k3,3nr | sed 's/^[^ ]* missed /    missed /'
    # the ledger line of each family with its effects (0 0 0.0: none measured)
    [ -n "$LEDGER" ] && awk 'NR == FNR { e[$1 " " $2] = $3 " " $4 " " $5; next }
        { k = $1 " " $2; print $0, (k in e ? e[k] : "0 0 0.0") }' "$tmp/effects" "$tmp/within" >>"$LEDGER"
    return 0
}

echo "== calibration: $CAL"
grep -v '^#' "$CAL" | sed 's/^/  /'
echo "== date: $(date -u +%Y-%m-%d)"
"$W" sweep --cpu --calibration "$CAL" --data-dir "$SRC" --kernel every --type all --unroll 1,4 \
    --csv >"$tmp/ref.csv" 2>/dev/null || exit 1
compare "$tmp/ref.csv" "$tmp/ref.csv" ref_gbps_median reference
sets | while IFS='|' read -r name opts file; do
    # shellcheck disable=SC2086
    "$W" sweep --cpu --calibration "$CAL" --data-dir "$SRC" $opts --csv --no-reference \
        >"$tmp/$name.csv" 2>/dev/null || exit 1
    compare "$tmp/$name.csv" "$DATA/$file" gbps_median "$name"
done

# The custom set: predicted row by row in the order of the measured file.
"$SRC/bench/custom-measure.sh" "$W" --cpu --calibration "$CAL" --data-dir "$SRC" \
    >"$tmp/custom.csv" 2>/dev/null || exit 1
keyed() { # the family first and the row number second: compare's key
    grep -v '^#' "$1" | awk -F, 'NR == 1 { print "kernel,key," $0; next } { print $1 ",row" NR "," $0 }'
}
keyed "$tmp/custom.csv" >"$tmp/custom-pred.csv"
keyed "$DATA/h200-custom.csv" >"$tmp/custom-meas.csv"
compare "$tmp/custom-pred.csv" "$tmp/custom-meas.csv" gbps_median custom

# The estimated profiles against published measurements of those GPUs.
echo "== GPU profiles against published measurements (reference/gpu-validation.txt)"
"$W" info --data-dir "$SRC" | sed -n '/^GPU profiles/,/^cached/p' | grep -v '^cached'
