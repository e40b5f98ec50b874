#!/bin/sh
# The runs behind this folder, on the H200:
#   nvcc -O3 -arch=sm_90 -o seam-probe bench/seam-probe.cu
#   ./seam-probe apart > apart.csv; ./seam-probe apart > apart2.csv
#   sh bench/data/h200-seam-2026-12-04/run.sh ./seam-probe "umaj32 f32 16 0" \
#       "umaj32 f32 16 16" "apart32 f32 16 0" "apart32 f32 16 16" "pairs32 f32 16 16" > ncu-apart.csv
# (the metrics are that folder's; each point the second of two launches,
# after Nsight Compute's cache flush)
