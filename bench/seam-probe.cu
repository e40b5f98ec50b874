// Where the in-place offset kernel's loss lives when DRAM binds: in the SM
// (its L1, which the neighbouring warps of one block share) or beyond it. The
// kernel is the offset kernel, a[i + s] += 1, all loads then all stores, run
// five ways (256 MiB, each point the median of 9 launches between two events):
//   lab       block 256, block b's instruction u at (b * U + u) * 256 + thread:
//             the lab's layout; the warp beside a warp's seam is mostly in its
//             own block, so on its own SM
//   lab-cg    the same, loads through ld.global.cg (cached in L2, not in L1)
//   umaj256   block 256, instruction u at (u * blocks + b) * 256 + thread:
//             the same neighbours, another order of the launch
//   umaj32    block 32, instruction u at (u * blocks + b) * 32 + thread: the
//             warp beside a seam is another block, mostly on another SM
//   umaj32-cg the same, loads through ld.global.cg
//   lab-sync  lab with __syncthreads() between the loads and the stores: no
//             store of a block leaves before every load of its block is back
//   umaj256-sync  umaj256 with the same barrier
//   split-st  lab, each store in two instructions (lanes 0-15, then 16-31):
//             two store requests into each line, from the warp that loaded it
//   split-ld  lab, each load in two instructions the same way
//   apart32   umaj32 with the blocks' order changed: the first half of the
//             launch takes the even runs of 32 lanes, the second half the odd
//             ones, so the two warps that share a seam's line run half a
//             launch apart (never both resident); every line is still
//             loaded and stored by the same two warps as in umaj32
//   pairs32   the same by pairs of runs: the seam inside a pair is shared by
//             blocks launched together, the seam between pairs by blocks
//             half a launch apart
// Output: variant,type,unroll,s,gbps; with the argument "barrier", lab,
// lab-sync, umaj256 and umaj256-sync only; with "split", lab, split-st and
// split-ld; with "apart", umaj32, apart32 and pairs32 (f32 unroll 16, f64
// unroll 4 and 16: 32-thread blocks at lower unrolls are bound by block
// launches). With arguments VARIANT TYPE UNROLL S it
// launches that one point twice (for a profiler: profile the second launch).
// Build: nvcc -O3 -arch=sm_90 -o seam-probe bench/seam-probe.cu
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>
#include <cuda_runtime.h>

#include "probe.cuh"

enum {
    LAB,
    LAB_CG,
    UMAJ256,
    UMAJ32,
    UMAJ32_CG,
    LAB_SYNC,
    UMAJ256_SYNC,
    SPLIT_ST,
    SPLIT_LD,
    APART32,
    PAIRS32,
    VARIANTS
};
static const char *names[VARIANTS] = {"lab",       "lab-cg",   "umaj256",      "umaj32",
                                      "umaj32-cg", "lab-sync", "umaj256-sync", "split-st",
                                      "split-ld",  "apart32",  "pairs32"};

/* The run of 32 lanes block b of nb takes in apart32 (V == APART32) or
 * pairs32: even runs (or pairs) in the launch's first half, odd in its
 * second. nb is a multiple of 4. */
template <int V> __device__ __forceinline__ size_t run_of(size_t b, size_t nb)
{
    if (V == APART32)
        return b < nb / 2 ? 2 * b : 2 * (b - nb / 2) + 1;
    size_t pair = b / 2, pairs = nb / 2;
    size_t moved = pair < pairs / 2 ? 2 * pair : 2 * (pair - pairs / 2) + 1;
    return 2 * moved + b % 2;
}
static bool w32(int v)
{
    return v == UMAJ32 || v == UMAJ32_CG || v == APART32 || v == PAIRS32;
}

template <typename T, int U, int V> __global__ void probe(T *a, long s)
{
    T v[U];
    size_t at[U];
    const size_t run =
        (V == APART32 || V == PAIRS32) ? run_of<V>(blockIdx.x, gridDim.x) : (size_t)blockIdx.x;
#pragma unroll
    for (int u = 0; u < U; u++)
        at[u] = (V == LAB || V == LAB_CG || V == LAB_SYNC || V == SPLIT_ST || V == SPLIT_LD)
                    ? ((size_t)blockIdx.x * U + u) * blockDim.x + threadIdx.x + s
                    : ((size_t)u * gridDim.x + run) * blockDim.x + threadIdx.x + s;
#pragma unroll
    for (int u = 0; u < U; u++)
        v[u] = (V == LAB_CG || V == UMAJ32_CG) ? __ldcg(a + at[u]) : T(0);
    const bool low = (threadIdx.x & 31) < 16;
    if (V == SPLIT_LD) {
        /* volatile: two load instructions, not one the compiler merges */
#pragma unroll
        for (int u = 0; u < U; u++)
            if (low)
                v[u] = ((volatile T *)a)[at[u]];
#pragma unroll
        for (int u = 0; u < U; u++)
            if (!low)
                v[u] = ((volatile T *)a)[at[u]];
    } else if (V != LAB_CG && V != UMAJ32_CG) {
#pragma unroll
        for (int u = 0; u < U; u++)
            v[u] = a[at[u]];
    }
    if (V == LAB_SYNC || V == UMAJ256_SYNC)
        __syncthreads();
    if (V == SPLIT_ST) {
#pragma unroll
        for (int u = 0; u < U; u++)
            if (low)
                ((volatile T *)a)[at[u]] = v[u] + T(1);
#pragma unroll
        for (int u = 0; u < U; u++)
            if (!low)
                ((volatile T *)a)[at[u]] = v[u] + T(1);
        return;
    }
#pragma unroll
    for (int u = 0; u < U; u++)
        a[at[u]] = v[u] + T(1);
}

/* One launch of variant V over n elements shifted by s: block 32 or 256. */
template <typename T, int U, int V> static void launch(T *a, long n, long s)
{
    int block = w32(V) ? 32 : 256;
    probe<T, U, V><<<(int)(n / ((long)block * U)), block>>>(a, s);
}

template <typename T, int U, int V> static double gbps(T *a, long n, long s)
{
    float ms = median_ms([&] { launch<T, U, V>(a, n, s); }, 9, true);
    return 2.0 * n * sizeof(T) / (ms * 1e6);
}

template <typename T, int U, int V> static void shifts(T *a, long n, const char *type)
{
    const long line = 128 / sizeof(T);
    const long s[4] = {0, 1, line / 2, line};
    for (int k = 0; k < 4; k++)
        printf("%s,%s,%d,%ld,%.1f\n", names[V], type, U, s[k], gbps<T, U, V>(a, n, s[k]));
    fflush(stdout);
}

template <typename T, int U> static void variants(T *a, long n, const char *type)
{
    shifts<T, U, LAB>(a, n, type);
    shifts<T, U, LAB_CG>(a, n, type);
    shifts<T, U, UMAJ256>(a, n, type);
    shifts<T, U, UMAJ32>(a, n, type);
    shifts<T, U, UMAJ32_CG>(a, n, type);
}

/* One line's requests in two instructions, against the lab's layout. */
template <typename T, int U> static void split_variants(T *a, long n, const char *type)
{
    shifts<T, U, LAB>(a, n, type);
    shifts<T, U, SPLIT_ST>(a, n, type);
    shifts<T, U, SPLIT_LD>(a, n, type);
}

/* Whether the two warps of a seam run together: umaj32 beside the same
 * pattern launched in another order. */
template <typename T, int U> static void apart_variants(T *a, long n, const char *type)
{
    shifts<T, U, UMAJ32>(a, n, type);
    shifts<T, U, APART32>(a, n, type);
    shifts<T, U, PAIRS32>(a, n, type);
}

/* The barrier's run: each layout beside itself with the barrier. */
template <typename T, int U> static void barrier_variants(T *a, long n, const char *type)
{
    shifts<T, U, LAB>(a, n, type);
    shifts<T, U, LAB_SYNC>(a, n, type);
    shifts<T, U, UMAJ256>(a, n, type);
    shifts<T, U, UMAJ256_SYNC>(a, n, type);
}

template <typename T> static void type_rows(const char *type, int run)
{
    long n = (256L << 20) / sizeof(T);
    T *a;
    CK(cudaMalloc(&a, (n + 4096) * sizeof(T)));
    CK(cudaMemset(a, 0, (n + 4096) * sizeof(T)));
    if (run == 3) {
        if (sizeof(T) == 4)
            apart_variants<T, 16>(a, n, type);
        else {
            apart_variants<T, 4>(a, n, type);
            apart_variants<T, 16>(a, n, type);
        }
    } else if (run == 2) {
        split_variants<T, 1>(a, n, type);
        split_variants<T, 4>(a, n, type);
        split_variants<T, 16>(a, n, type);
    } else if (run == 1) {
        barrier_variants<T, 1>(a, n, type);
        barrier_variants<T, 4>(a, n, type);
        barrier_variants<T, 16>(a, n, type);
    } else {
        variants<T, 1>(a, n, type);
        variants<T, 4>(a, n, type);
        variants<T, 16>(a, n, type);
    }
    CK(cudaFree(a));
}

/* Variant v's launch, from a table of every variant's. */
template <typename T, int U, int... V>
static void launch_variant(int v, T *a, long n, long s, std::integer_sequence<int, V...>)
{
    static void (*const table[])(T *, long, long) = {launch<T, U, V>...};
    table[v](a, n, s);
}

template <typename T, int U> static void one(int v, long s)
{
    long n = (256L << 20) / sizeof(T);
    T *a;
    CK(cudaMalloc(&a, (n + 4096) * sizeof(T)));
    CK(cudaMemset(a, 0, (n + 4096) * sizeof(T)));
    for (int k = 0; k < 2; k++)
        launch_variant<T, U>(v, a, n, s, std::make_integer_sequence<int, VARIANTS>{});
    CK(cudaDeviceSynchronize());
    CK(cudaFree(a));
}

template <typename T> static void one_unroll(int v, int u, long s)
{
    if (u == 1)
        one<T, 1>(v, s);
    else if (u == 4)
        one<T, 4>(v, s);
    else
        one<T, 16>(v, s);
}

int main(int argc, char **argv)
{
    if (argc == 5) {
        int v = 0;
        while (v < VARIANTS && strcmp(names[v], argv[1]) != 0)
            v++;
        if (v == VARIANTS) {
            fprintf(stderr, "no variant %s\n", argv[1]);
            return 2;
        }
        if (strcmp(argv[2], "f64") == 0)
            one_unroll<double>(v, atoi(argv[3]), atol(argv[4]));
        else
            one_unroll<float>(v, atoi(argv[3]), atol(argv[4]));
        return 0;
    }
    int run = argc == 2 && strcmp(argv[1], "barrier") == 0 ? 1
              : argc == 2 && strcmp(argv[1], "split") == 0 ? 2
              : argc == 2 && strcmp(argv[1], "apart") == 0 ? 3
                                                           : 0;
    printf("variant,type,unroll,s,gbps\n");
    type_rows<float>("f32", run);
    type_rows<double>("f64", run);
    return 0;
}
