#!/bin/sh
# The model against Nsight Compute on this machine's GPU: every offset 0..32
# and stride 1..32, aos, soa and the three transposes (N = 64, 1024, 2048),
# f32 and f64, at unroll 1, then the one-dimensional kernels at unroll 4.
# Exit 1 on any mismatch of sectors per request, 3 when ncu or the counters
# are unavailable.
# usage: tools/verify-model.sh [WARPLAB]
W=${1:-build-gpu/warplab}
"$W" verify --kernel all --type all --unroll 1 || exit $?
"$W" verify --kernel offset,stride,aos,soa --type all --unroll 4
