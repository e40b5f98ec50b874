// Shared-memory bank probe behind bench/data/h200-banks-{ncu.csv,time.txt}:
// each warp reads (or writes) shared word lane*s, s = 0..33, f32 and f64, many
// times; then the 32x32 tiled transpose with pad 0 and 1. Events time it;
// `ncu --clock-control none` on `banks-probe p` (16 iterations, 132 blocks)
// gives the wavefront and bank-conflict counters.
// Build: nvcc -O2 -arch=sm_90 -std=c++17 -o banks-probe bench/banks-probe.cu
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#include "probe.cuh"

template <typename T> __global__ void bank_read(const T *in, T *out, int s, int iters)
{
    __shared__ T tile[1088];
    for (int t = threadIdx.x; t < 1088; t += blockDim.x)
        tile[t] = in[(size_t)blockIdx.x * 1088 + t];
    __syncthreads();
    volatile T *v = tile;
    int lane = threadIdx.x & 31;
    int idx = (lane * s) % 1088;
    T acc = 0;
    for (int k = 0; k < iters; ++k)
        acc += v[idx];
    out[(size_t)blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
template <typename T> __global__ void bank_write(const T *in, T *out, int s, int iters)
{
    __shared__ T tile[1088];
    volatile T *v = tile;
    int lane = threadIdx.x & 31;
    int idx = (lane * s) % 1088;
    T x = in[(size_t)blockIdx.x * blockDim.x + threadIdx.x];
    for (int k = 0; k < iters; ++k)
        v[idx] = x + (T)k;
    __syncthreads();
    out[(size_t)blockIdx.x * blockDim.x + threadIdx.x] = v[(threadIdx.x * 7) % 1088];
}
template <typename T, int PAD> __global__ void tposed(const T *in, T *out, int n)
{
    __shared__ T tile[32][32 + PAD];
    int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8)
        tile[threadIdx.y + j][threadIdx.x] = in[(size_t)(y + j) * n + x];
    __syncthreads();
    x = blockIdx.y * 32 + threadIdx.x;
    y = blockIdx.x * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8)
        out[(size_t)(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}
template <typename T>
static void banks(const char *tname, int blocks, int iters, int reps, bool profile)
{
    T *in, *out;
    size_t ne = (size_t)blocks * 1088;
    CK(cudaMalloc(&in, ne * sizeof(T)));
    CK(cudaMalloc(&out, (size_t)blocks * 256 * sizeof(T)));
    CK(cudaMemset(in, 0, ne * sizeof(T)));
    for (int s = 0; s <= 33; ++s) {
        if (profile) {
            bank_read<T><<<blocks, 256>>>(in, out, s, iters);
            bank_write<T><<<blocks, 256>>>(in, out, s, iters);
            CK(cudaDeviceSynchronize());
            continue;
        }
        float r = median_ms([&] { bank_read<T><<<blocks, 256>>>(in, out, s, iters); }, reps, false);
        float w =
            median_ms([&] { bank_write<T><<<blocks, 256>>>(in, out, s, iters); }, reps, false);
        double req = (double)blocks * 8 * iters; // warp requests
        printf("banks %s s=%2d read %.4f ms %.3f ns/req-per-SM  write %.4f ms\n", tname, s, r,
               r * 1e6 / req * 132, w);
    }
    CK(cudaFree(in));
    CK(cudaFree(out));
}
template <typename T> static void tp(const char *tname, int n, int reps, bool profile)
{
    T *in, *out;
    size_t ne = (size_t)n * n;
    CK(cudaMalloc(&in, ne * sizeof(T)));
    CK(cudaMalloc(&out, ne * sizeof(T)));
    CK(cudaMemset(in, 0, ne * sizeof(T)));
    dim3 g(n / 32, n / 32), b(32, 8);
    if (profile) {
        tposed<T, 0><<<g, b>>>(in, out, n);
        tposed<T, 1><<<g, b>>>(in, out, n);
        CK(cudaDeviceSynchronize());
    } else {
        float p0 = median_ms([&] { tposed<T, 0><<<g, b>>>(in, out, n); }, reps, false);
        float p1 = median_ms([&] { tposed<T, 1><<<g, b>>>(in, out, n); }, reps, false);
        double gb = 2.0 * ne * sizeof(T) / 1e9;
        printf("tiled %s N=%d pad0 %.4f ms %.1f GB/s  pad1 %.4f ms %.1f GB/s\n", tname, n, p0,
               gb / p0 * 1e3, p1, gb / p1 * 1e3);
    }
    CK(cudaFree(in));
    CK(cudaFree(out));
}
int main(int argc, char **argv)
{
    bool profile = argc > 1 && argv[1][0] == 'p';
    int blocks = profile ? 132 : 132 * 16, iters = profile ? 16 : 4096, reps = profile ? 1 : 15;
    banks<float>("f32", blocks, iters, reps, profile);
    banks<double>("f64", blocks, iters, reps, profile);
    for (int n : {4096, 8192, 16384}) {
        if (profile && n != 4096)
            continue;
        tp<float>("f32", n, reps, profile);
        tp<double>("f64", n, reps, profile);
    }
    return 0;
}
