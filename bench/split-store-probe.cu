// Where the offset kernel's misaligned time goes when DRAM binds, behind
// bench/data/h200-split-store-2026-12-03.txt. The offset kernel's layout
// (block b, instruction u: indices (b * U + u) * 256 + thread; all loads, then
// all stores), with the load shifted by L and the store by S elements:
//   copy     L = 0, S = n        stores into a second region no warp loads
//   ld-mis   L = s, S = n        the loads split over two lines
//   st-mis   L = 0, S = n + s    the stores split over two lines
//   both-mis L = s, S = n + s    both, still into the second region
//   inplace0 L = 0, S = 0        a[i] += 1
//   inplace  L = s, S = s        a[i + s] += 1: the offset kernel, whose
//                                stores write into lines neighbouring warps load
// 256 MiB per point, block 256, each point the median of 9 single launches
// between two events. Build: nvcc -O3 -arch=sm_90 -o split-store-probe
// bench/split-store-probe.cu
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#include "probe.cuh"

template <typename T, int U> __global__ void shifted(T *a, long load_shift, long store_shift)
{
    T v[U];
    size_t base = (size_t)blockIdx.x * U * 256 + threadIdx.x;
#pragma unroll
    for (int u = 0; u < U; u++)
        v[u] = a[base + u * 256 + load_shift];
#pragma unroll
    for (int u = 0; u < U; u++)
        a[base + u * 256 + store_shift] = v[u] + T(1);
}

template <typename T, int U> static double gbps(T *a, long n, long load_shift, long store_shift)
{
    int blocks = (int)(n / (256 * U));
    float ms =
        median_ms([&] { shifted<T, U><<<blocks, 256>>>(a, load_shift, store_shift); }, 9, true);
    return 2.0 * n * sizeof(T) / (ms * 1e6);
}

template <typename T, int U> static void row(const char *type, long s)
{
    long n = (256L << 20) / sizeof(T);
    size_t bytes = (2 * n + 4096) * sizeof(T);
    T *a;
    CK(cudaMalloc(&a, bytes));
    CK(cudaMemset(a, 0, bytes));
    const long load[6] = {0, s, 0, s, 0, s}, store[6] = {n, n, n + s, n + s, 0, s};
    printf("%s,%d,%ld", type, U, s);
    for (int p = 0; p < 6; p++)
        printf(",%.1f", gbps<T, U>(a, n, load[p], store[p]));
    printf("\n");
    CK(cudaFree(a));
}

template <typename T> static void unrolls(const char *type, long s)
{
    row<T, 1>(type, s);
    row<T, 2>(type, s);
    row<T, 4>(type, s);
    row<T, 8>(type, s);
    row<T, 16>(type, s);
}

int main()
{
    printf("type,unroll,s,copy,ld_mis,st_mis,both_mis,inplace0,inplace\n");
    unrolls<float>("f32", 1);  /* 4 B: partial sectors */
    unrolls<float>("f32", 16); /* 64 B: whole sectors, half lines */
    unrolls<float>("f32", 32); /* a whole line: no split */
    unrolls<double>("f64", 1);
    unrolls<double>("f64", 8);
    unrolls<double>("f64", 16);
    return 0;
}
