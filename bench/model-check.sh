#!/bin/sh
# The performance model against one measured sweep it has never seen (a
# hold-out): the model predicts the same points from a calibration alone and
# the figures are compared as bench/model-accuracy.sh does (within 20%, mean
# error, worst ratio, taught effects shown, mean ratio error).
# usage: bench/model-check.sh WARPLAB MEASURED.CSV "SWEEP OPTIONS" [CALIBRATION]
#   MEASURED.CSV   a `warplab sweep --csv` on the GPU (gbps_median per point)
#   SWEEP OPTIONS  the options it was measured with, e.g.
#                  "--kernel every --type all --unroll 1,2,4,8"
# Example (the H200 hold-out at 4 MiB):
#   bench/model-check.sh build/warplab 4mib.csv "--kernel every --type all --unroll 1,4 --seed-size"
W=$1
MEAS=$2
OPTS=$3
SRC=$(cd "$(dirname "$0")/.." && pwd)
CAL=${4:-$SRC/reference/nvidia-h200-calibration.txt}
[ -n "$W" ] && [ -f "$MEAS" ] && [ -n "$OPTS" ] || {
    echo "usage: bench/model-check.sh WARPLAB MEASURED.CSV \"SWEEP OPTIONS\" [CALIBRATION]" >&2
    exit 2
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck disable=SC2086
"$W" sweep --cpu --calibration "$CAL" --data-dir "$SRC" $OPTS --csv --no-reference \
    >"$tmp/pred.csv" 2>/dev/null || exit 1
awk -F, '
    FNR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    NR == FNR { p[$1 "," $2 "," $3 "," $4] = $c["gbps_median"]; next }
    {
        k = $1 "," $2 "," $3 "," $4; m = $c["gbps_median"]
        if (!(k in p) || m == "") next
        r = p[k] / m; w = r > 1 ? r : 1 / r; n++; mae += r > 1 ? r - 1 : 1 - r
        if (w <= 1.2) ok++
        if (w > worst) { worst = w; at = k }
    }
    END { printf "points %d, within 20%% %d (%.1f%%), mean error %.1f%%, worst x%.2f (%s)\n", n, ok, 100 * ok / n, 100 * mae / n, worst, at }' \
    "$tmp/pred.csv" "$MEAS"
awk -v set=check -v col=gbps_median -f "$SRC/bench/model-effects.awk" "$tmp/pred.csv" "$MEAS" |
    sort | awk '{ printf "  %-17s taught effects shown %d of %d, mean ratio error %.1f points\n", $2, $3, $4, $5 }'
