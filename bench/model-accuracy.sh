#!/bin/sh
# The performance model against measurements on an NVIDIA H200 (a benchmark,
# not a test): for each set, how many points the prediction puts within 20%
# of the measurement, the worst ratio, and every point off by more.
#   reference  the 292 points of reference/nvidia-h200.txt (unroll 1 and 4)
#   unroll     every kernel at unroll 1, 2, 4, 8, 16 (256 MiB)  \  configurations
#   f64-1g     f64 at a 1 GiB working set, unroll 1 and 4       |  the reference
#   512m       everything at 512 MiB, unroll 1 and 4            /  does not hold
# The last three are measured CSVs in bench/data/ (warplab sweep --csv).
# Predictions read only the calibration, never the measurements.
# usage: bench/model-accuracy.sh [WARPLAB] [CALIBRATION] [--measure]
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
    awk -F, -v col="$3" -v name="$4" '
        FNR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        NR == FNR { pred[$1 "," $2 "," $3 "," $4] = $c["gbps_median"]; next }
        {
            k = $1 "," $2 "," $3 "," $4
            m = $c[col]
            if (m == "" || !(k in pred)) next
            r = pred[k] / m; worse = r > 1 ? r : 1 / r
            n++; fam[$1]++
            if (worse <= 1.2) { ok++; famok[$1]++ } else off[++noff] = sprintf("  %-24s measured %7.1f predicted %7.1f  x%.2f", k, m, pred[k], r)
            if (worse > worst) { worst = worse; at = k }
            if (worse > famworst[$1]) famworst[$1] = worse
        }
        END {
            printf "%-9s %4d points, %4d within 20%% (%.1f%%), worst x%.2f (%s)\n", name, n, ok, 100 * ok / n, worst, at
            for (f in fam) printf "    %-17s %4d points, %4d within 20%%, worst x%.2f\n", f, fam[f], famok[f], famworst[f]
            for (i = 1; i <= noff; i++) print off[i]
        }' "$1" "$2"
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
