#!/bin/sh
# The compiler claims the lessons make, checked in PTX (no GPU needed):
#  - the seed's `a[i] += 1.0` on a float: add.f32 when optimised (a host -O0
#    does not reach device code), add.f64 in an unoptimised device build,
#    -G or -Xcicc -O0 (lesson 6, bug 6);
#  - `a[i] *= 0.1` on a float stays in double (mul.f64);
#  - a `const float * __restrict__` load takes the read-only path
#    (ld.global.nc), a plain pointer does not (glossary, "Read-only path").
# usage: bench/ptx-claims.sh [NVCC]   (default: nvcc on PATH, then /usr/local/cuda/bin/nvcc)
NVCC=${1:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
HERE=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$NVCC" --version | tail -n 1
echo "== kernels/wl_seed.cu, default optimisation"
"$NVCC" -arch=sm_90 -ptx "$HERE/../kernels/wl_seed.cu" -o "$tmp/o.ptx" && grep -E 'add\.(rn\.)?f(32|64)' "$tmp/o.ptx"
echo "== kernels/wl_seed.cu, host -O0"
"$NVCC" -arch=sm_90 -ptx -O0 "$HERE/../kernels/wl_seed.cu" -o "$tmp/h.ptx" && grep -E 'add\.(rn\.)?f(32|64)' "$tmp/h.ptx"
echo "== kernels/wl_seed.cu, -Xcicc -O0"
"$NVCC" -arch=sm_90 -ptx -Xcicc -O0 "$HERE/../kernels/wl_seed.cu" -o "$tmp/x.ptx" && grep -E 'add\.(rn\.)?f(32|64)|cvt\.' "$tmp/x.ptx"
echo "== kernels/wl_seed.cu, -G"
"$NVCC" -arch=sm_90 -ptx -G "$HERE/../kernels/wl_seed.cu" -o "$tmp/g.ptx" && grep -E 'add\.(rn\.)?f(32|64)|cvt\.' "$tmp/g.ptx"
cat >"$tmp/k.cu" <<'CU'
__global__ void tenth(float *a) { a[threadIdx.x] *= 0.1; }
__global__ void restricted(const float *__restrict__ a, float *__restrict__ b)
{
    b[threadIdx.x] = a[threadIdx.x] + 1.0f;
}
__global__ void plain(const float *a, float *b) { b[threadIdx.x] = a[threadIdx.x] + 1.0f; }
CU
"$NVCC" -arch=sm_90 -ptx "$tmp/k.cu" -o "$tmp/k.ptx" || exit 1
for k in tenth restricted plain; do
    echo "== $k"
    awk "/.entry .*$k/,/^}/" "$tmp/k.ptx" | grep -E 'mul\.f|ld\.global'
done
