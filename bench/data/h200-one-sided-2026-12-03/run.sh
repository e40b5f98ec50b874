#!/bin/sh
# Where misalignment costs time when DRAM binds: the load shifted, the store shifted, or both (H200).
# run from the source tree with a CUDA build in build-gpu; OUT: where the CSVs go
export PATH=/usr/local/cuda/bin:$PATH
W=./build-gpu/warplab
nvidia-smi --query-gpu=name,driver_version,clocks.mem,clocks.sm --format=csv,noheader > $OUT/gpu.txt 2>&1
for T in f32 f64; do for U in 1 4; do
  for v in both load store; do
    case $v in both) L='(i+s)%n'; S='(i+s)%n';; load) L='(i+s)%n'; S='i';; store) L='i'; S='(i+s)%n';; esac
    $W sweep --expr "$L" --store-expr "$S" --range 0..32 --type $T --unroll $U --csv --no-reference 2>>$OUT/sweep.err | sed "s/^/$v,/" >> $OUT/split.csv
  done
  $W sweep --kernel offset --type $T --unroll $U --csv --no-reference 2>>$OUT/sweep.err | sed "s/^/builtin,/" >> $OUT/split.csv
done; done
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_requests_op_read.sum,lts__t_requests_op_write.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,lts__t_sectors_op_read_lookup_miss.sum,lts__t_sectors_op_write_lookup_miss.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,lts__t_sectors.avg.pct_of_peak_sustained_elapsed,lts__throughput.avg.pct_of_peak_sustained_elapsed,l1tex__m_xbar2l1tex_read_bytes.sum,l1tex__m_l1tex2xbar_write_bytes.sum
for cfg in "0 (i+s)%n (i+s)%n" "8 (i+s)%n (i+s)%n" "8 (i+s)%n i" "8 i (i+s)%n" "16 (i+s)%n (i+s)%n" "1 (i+s)%n (i+s)%n"; do
  set -- $cfg
  echo "# f64 u4 s=$1 load=$2 store=$3" >> $OUT/ncu.csv
  ncu --clock-control none --metrics $M --csv $W run-one --elements 33554432 --expr "$2" --store-expr "$3" --type f64 --unroll 4 --param $1 >> $OUT/ncu.csv 2>>$OUT/ncu.err
done
