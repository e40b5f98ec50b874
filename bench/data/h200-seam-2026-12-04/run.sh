#!/bin/sh
# The runs behind this folder, on the H200 (each writes its CSV to stdout):
#   nvcc -O3 -arch=sm_90 -o seam-probe bench/seam-probe.cu
#   ./seam-probe > seam.csv            lab, lab-cg, umaj256, umaj32, umaj32-cg
#   ./seam-probe barrier > barrier.csv lab, lab-sync, umaj256, umaj256-sync
#   ./seam-probe split > split.csv     lab, split-st, split-ld
#   sh run.sh ./seam-probe "CONFIG..." > ncu-seam.csv
# Below: Nsight Compute over single points, the second of two launches
# (ncu flushes the caches before it), one "# VARIANT TYPE UNROLL S" line each.
P=${1:-./seam-probe}
shift
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_requests.sum,lts__t_tag_requests.sum,lts__t_tag_requests_miss.sum,lts__t_requests_srcunit_ltcfabric_lookup_hit.sum,lts__t_requests_srcunit_ltcfabric_lookup_miss.sum,lts__t_sectors_srcunit_ltcfabric_lookup_hit.sum,lts__t_sectors_srcunit_ltcfabric_lookup_miss.sum,lts__ltcfabric2lts_cycles_stalled.sum,lts__ltcfabric2lts_cycles_active.sum,lts__d_sectors_fill_device.sum,lts__t_sectors_lookup_miss_data_promoted.sum,lts__cycles_active.avg,dram__cycles_active.avg,lts__t_requests_srcunit_tex_op_read_lookup_miss.sum,lts__t_requests_srcunit_tex_op_write_lookup_miss.sum,lts__t_requests_srcunit_tex_op_read_lookup_hit.sum,lts__t_requests_srcunit_tex_op_write_lookup_hit.sum,lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum,lts__t_sectors_srcunit_tex_op_write_lookup_miss.sum,lts__xbar2lts_cycles_active.sum,lts__lts2xbar_cycles_active.sum
for cfg in "$@"; do
    echo "# $cfg"
    # shellcheck disable=SC2086
    ncu --clock-control none --launch-skip 1 --launch-count 1 --metrics $M --csv "$P" $cfg 2>&1 |
        grep -v "^==PROF=="
done
