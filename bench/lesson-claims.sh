#!/bin/sh
# GPU checks behind claims the lessons make but no counter has tested yet.
# usage: bench/lesson-claims.sh [WARPLAB] [NCU]   (on a machine with a GPU)
#
# 1. The transposes at the N the lessons use (lesson 10 says they were only
#    compared with the counters at N = 64, 1024 and 2048): sectors per
#    request of load and store at N = 8192, f32 and f64.
# 2. Lesson 7's account of stride 16: the performance model counts a partly
#    written 64-byte piece as a whole DRAM write. dram__bytes_write.sum on a
#    working set far larger than the L2 says whether DRAM writes 32 or 64
#    bytes per element at strides 8, 16 and 32.
# 3. Lesson 7's account of the transposes: strided writes do not cost DRAM
#    bytes beyond what is asked (the L2 merges partial sectors). dram__bytes_read.sum and
#    dram__bytes_write.sum of readco against naive at N = 8192.
set -eu
WARPLAB=${1:-build/warplab}
NCU=${2:-ncu}
METRICS=l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum
METRICS=$METRICS,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum
METRICS=$METRICS,dram__bytes_read.sum,dram__bytes_write.sum

profile() { # profile LABEL RUN-ONE-ARGS...
    label=$1
    shift
    echo "== $label"
    "$NCU" --clock-control none --metrics "$METRICS" "$WARPLAB" run-one "$@" |
        grep -E 'wl_|l1tex__|dram__'
}

for t in f32 f64; do
    for k in transpose-naive transpose-readco transpose-tiled; do
        profile "$k $t N=8192 (N*N elements)" "$k:$t:8192:1"
    done
done
# 64 Mi floats = 256 MiB, the reference run's working set (4x the L2).
for s in 8 16 32; do
    profile "stride $s f32, 256 MiB (divide DRAM bytes by 67108864 elements)" \
        --elements 67108864 "stride:f32:$s:1"
done
