#!/bin/sh
# L2 counters of the in-place offset kernel, aligned against misaligned, where DRAM binds.
# run from the source tree with a CUDA build in build-gpu; OUT: where the CSV goes
export PATH=/usr/local/cuda/bin:$PATH
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read_lookup_hit.sum,lts__t_sectors_op_read_lookup_miss.sum,lts__t_sectors_op_write_lookup_hit.sum,lts__t_sectors_op_write_lookup_miss.sum,lts__t_requests_op_read.sum,lts__t_requests_op_write.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,lts__average_t_sector_hit_rate_realtime.pct,lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum,lts__d_sectors_fill_device.sum,lts__t_sector_op_write_hit_rate.pct
for cfg in offset:f64:0:8 offset:f64:8:8 offset:f64:16:8 offset:f64:1:8 offset:f32:0:16 offset:f32:16:16 offset:f32:1:16 offset:f32:32:16 offset:f64:0:1 offset:f64:8:1; do
  ncu --clock-control none --metrics $M --csv ./build-gpu/warplab run-one --elements 33554432 $cfg >> $OUT/ncu-inplace.csv 2>>$OUT/ncu.err
done
ncu --query-metrics 2>/dev/null | grep -E "^lts__" | head -300 > $OUT/lts-metrics.txt
