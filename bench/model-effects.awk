# The effects the lessons teach, predicted against measured (bench/model-accuracy.sh).
# Input: a predicted sweep CSV, then the measured one, both keyed by their first
# four columns (kernel,type,param,unroll); `col` names the measured column.
# A point's effect is its bandwidth over its family's baseline in the same run:
# offset 0 for the offset kernel, stride 1 for stride, and the coalesced copy
# (offset 0) of the same type and unroll for every other family. A change of
# 5% or more is a taught effect; the model shows it when its own ratio moves
# the same way by at least half as much. Output: one line per family and one
# for the set, "SET FAMILY SHOWN EFFECTS MEAN_RATIO_ERROR_POINTS". With
# -v classes=1, first the missed effects by class: "SET missed COUNT FAMILY
# TYPE unroll U: measured slower|faster, predicted flat|opposite|too small"
# (flat: the model's ratio within 1% of 1).
BEGIN { FS = "," }
FNR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
/^#/ { next }
NR == FNR { pred[$1 "," $2 "," $3 "," $4] = $c["gbps_median"]; next }
{
    k = $1 "," $2 "," $3 "," $4
    m = $c[col]
    if (m == "" || !(k in pred)) next
    meas[k] = m; fam[k] = $1; typ[k] = $2; prm[k] = $3; unr[k] = $4
}
function base(k) {
    if (fam[k] == "stride") return "stride," typ[k] ",1," unr[k]
    return "offset," typ[k] ",0," unr[k]
}
END {
    for (k in meas) {
        b = base(k)
        if (!(b in meas) || b == k) continue
        rm = meas[k] / meas[b]; rp = pred[k] / pred[b]
        f = fam[k]
        err = rm - rp; if (err < 0) err = -err
        n[f]++; sumerr[f] += err; N++; SUM += err
        if (rm >= 0.95 && rm <= 1.05) continue
        eff[f]++; E++
        dm = rm - 1; dp = rp - 1
        if (dm * dp > 0 && (dp / dm) >= 0.5) { shown[f]++; S++; continue }
        if (verbose) printf "  missed %-28s measured x%.3f predicted x%.3f\n", k, rm, rp
        how = dp * dm > 0 ? "too small" : (dp > -0.01 && dp < 0.01 ? "flat" : "opposite")
        missed[f " " typ[k] " unroll " unr[k] ": measured " (dm < 0 ? "slower" : "faster") ", predicted " how]++
    }
    if (classes)
        for (m in missed)
            printf "%s missed %d %s\n", set, missed[m], m
    for (f in n)
        printf "%s %s %d %d %.1f\n", set, f, shown[f], eff[f], 100 * sumerr[f] / n[f]
    printf "%s all %d %d %.1f\n", set, S, E, N ? 100 * SUM / N : 0
}
