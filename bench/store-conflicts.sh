#!/bin/sh
# Where misaligned access loses its time, measured on this machine's GPU with
# custom experiments (a benchmark, not a test): the offset kernel's shift on
# both sides, on the load alone and on the store alone, at several block
# sizes and unrolls, strided access by block size, and a scatter of 4- and
# 8-byte stores into data L2 holds. Writes the CSV of
# bench/data/h200-store-conflicts.csv on stdout; with --ncu it also writes the
# Nsight Compute counters of bench/data/ncu-h200-store-conflicts.csv to FILE.
# usage: bench/store-conflicts.sh [WARPLAB] [--ncu FILE]
W=${1:-build/warplab}
NCU_OUT=""
if [ "${2:-}" = "--ncu" ]; then
    [ -n "${3:-}" ] || { echo "usage: $0 [WARPLAB] [--ncu FILE]" >&2; exit 2; }
    NCU_OUT=$3
elif [ -n "${2:-}" ]; then
    echo "usage: $0 [WARPLAB] [--ncu FILE]" >&2
    exit 2
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# A scatter into 32 MiB, which L2 holds: each lane stores into its own line
# (8192 x 32 lines, the word moving on every 2^18 elements), 4 or 8 bytes.
line='((i%32)*8192+(i/32)%8192)'

# probe block type range size load-expr store-expr (no spaces inside one)
probes() {
    for t in f32 f64; do
        for b in 32 256 1024; do
            echo "both $b $t 0..1 256M i+s i+s"
            echo "both $b $t 16..16 256M i+s i+s"
        done
        echo "load 256 $t 0..32 256M i+s i"
        echo "store 256 $t 0..32 256M i i+s"
    done
    for b in 32 256; do
        echo "stride $b f32 4..8 256M i*s i*s"
        echo "stride $b f64 16..32 256M i*s i*s"
    done
    echo "scatter 256 f32 0..0 32M i $line*32+(i/262144)%32"
    echo "scatter 256 f64 0..0 32M i $line*16+(i/262144)%16"
}

echo "probe,block,type,s,unroll,gbps_median,copy_ceiling_gbps,pct_of_copy"
# A loop fed by a file, not a pipe, runs in this shell: its exit ends the script.
probes >"$tmp/probes"
while read -r probe block type range size ld st; do
    "$W" sweep --expr "$ld" --store-expr "$st" --range "$range" --block "$block" --type "$type" \
        --size "$size" --unroll 1,4,16 --csv --no-reference >"$tmp/p.csv" || exit 1
    awk -F, -v p="$probe" -v b="$block" '
        FNR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        { printf "%s,%s,%s,%s,%s,%s,%s,%.2f\n", p, b, $c["type"], $c["param"], $c["unroll"],
                 $c["gbps_median"], $c["copy_ceiling_gbps"], 100 * $c["gbps_median"] / $c["copy_ceiling_gbps"] }' \
        "$tmp/p.csv"
done <"$tmp/probes"

[ -n "$NCU_OUT" ] || exit 0
metrics=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum
metrics=$metrics,dram__throughput.avg.pct_of_peak_sustained_elapsed
metrics=$metrics,lts__t_requests_srcunit_tex_op_read.sum,lts__t_requests_srcunit_tex_op_write.sum
metrics=$metrics,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum
metrics=$metrics,lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum
metrics=$metrics,lts__t_sectors_srcunit_tex_op_write_lookup_hit.sum
metrics=$metrics,lts__t_sectors_srcunit_tex_op_write_lookup_miss.sum
metrics=$metrics,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum
metrics=$metrics,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active
# probe block s unroll load-expr store-expr (f32, 256 MiB)
cat >"$tmp/ncu.txt" <<'RUNS'
both 256 0 1 i+s i+s
both 256 1 1 i+s i+s
both 256 0 16 i+s i+s
both 256 1 16 i+s i+s
store 256 1 1 i i+s
store 256 1 16 i i+s
load 256 1 16 i+s i
both 32 0 16 i+s i+s
both 32 1 16 i+s i+s
RUNS
echo "probe,block,s,unroll,metric,value" >"$NCU_OUT"
while read -r probe block s unroll ld st; do
    ncu --clock-control none --metrics "$metrics" --csv "$W" run-one --elements 67108864 \
        --expr "$ld" --store-expr "$st" --param "$s" --unroll "$unroll" --block "$block" \
        >"$tmp/ncu.csv" 2>"$tmp/ncu.err" || { cat "$tmp/ncu.err" >&2; exit 1; }
    awk -F'","' -v k="$probe,$block,$s,$unroll" \
        '/^"[0-9]/ { v = $NF; sub(/"$/, "", v); gsub(/,/, "", v); print k "," $(NF-2) "," v }' \
        "$tmp/ncu.csv" >>"$NCU_OUT"
done <"$tmp/ncu.txt"
