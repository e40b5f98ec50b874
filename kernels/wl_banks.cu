/* Shared-memory banks. Each block of WL_BLOCK_THREADS threads fills a tile of
 * WL_BANKS_TILE elements with coalesced loads, then each warp reads (or
 * writes) element lane * s of the tile WL_BANKS_ITERS times through a
 * volatile pointer, so every access is issued and the banks, not DRAM, set
 * the time; then each thread stores its own elements plus one. The access
 * model's side is src/model/wl_family_banks.c. */
#include "wl_launchers.h"
#include "wl_model.h"

/* The integer of a type's size, to fold the reads together exactly. */
__device__ __forceinline__ unsigned wl_bits(float v)
{
    return __float_as_uint(v);
}
__device__ __forceinline__ unsigned long long wl_bits(double v)
{
    return (unsigned long long)__double_as_longlong(v);
}

template <typename T>
__device__ __forceinline__ void wl_banks_fill(T *tile, const T *in, size_t base)
{
#pragma unroll
    for (int u = 0; u < WL_BANKS_FILL; u++)
        tile[u * WL_BLOCK_THREADS + threadIdx.x] = in[base + u * WL_BLOCK_THREADS + threadIdx.x];
}

/* Each thread stores its own elements plus `add`. */
template <typename T>
__device__ __forceinline__ void wl_banks_store(const T *tile, T *out, size_t base, T add)
{
#pragma unroll
    for (int u = 0; u < WL_BANKS_FILL; u++)
        out[base + u * WL_BLOCK_THREADS + threadIdx.x] =
            tile[u * WL_BLOCK_THREADS + threadIdx.x] + add;
}

/* Reads: the reads are folded with xor, and an even number of equal reads
 * folds to 0, so out = in + 1 whatever the values; the compiler cannot know
 * that and must issue every read. */
template <typename T>
__global__ void __launch_bounds__(WL_BLOCK_THREADS) wl_banks_read(const T *in, T *out, int s)
{
    static_assert(WL_BANKS_ITERS % 2 == 0, "the xor of the reads must fold to 0");
    __shared__ T tile[WL_BANKS_TILE];
    size_t base = (size_t)blockIdx.x * WL_BANKS_TILE;
    wl_banks_fill(tile, in, base);
    __syncthreads();
    const volatile T *v = tile;
    int word = (int)(threadIdx.x % WL_WARP_SIZE) * s; /* s <= 33: within the tile */
    decltype(wl_bits(T(0))) acc = 0;
    for (int k = 0; k < WL_BANKS_ITERS; k++)
        acc ^= wl_bits(v[word]);
    wl_banks_store(tile, out, base, acc == 0 ? T(1) : T(0));
}

/* Writes: every warp writes element lane * s of the tile, then the fill
 * replaces the whole tile, so out = in + 1. The warps of a block write the
 * same words, each its own loop count, with no barrier between them:
 * compute-sanitizer's racecheck reports these as write-after-write hazards
 * (bench/data/h200-racecheck-banks-write.txt). They are deliberate and
 * harmless: no thread reads those values, and the barrier before the fill
 * orders every one of them before the tile is written again. */
template <typename T>
__global__ void __launch_bounds__(WL_BLOCK_THREADS) wl_banks_write(const T *in, T *out, int s)
{
    __shared__ T tile[WL_BANKS_TILE];
    size_t base = (size_t)blockIdx.x * WL_BANKS_TILE;
    volatile T *v = tile;
    int word = (int)(threadIdx.x % WL_WARP_SIZE) * s;
    for (int k = 0; k < WL_BANKS_ITERS; k++)
        v[word] = T(k);
    __syncthreads();
    wl_banks_fill(tile, in, base);
    __syncthreads();
    wl_banks_store(tile, out, base, T(1));
}

#define WL_BANKS_LAUNCHER(name)                                                                    \
    void wl_launch_##name(const wl_launch_args *args, dim3 grid, dim3 block)                       \
    {                                                                                              \
        if (args->type == WL_TYPE_F64)                                                             \
            wl_##name<double><<<grid, block, 0, args->stream>>>((const double *)args->a,           \
                                                                (double *)args->b, args->param);   \
        else                                                                                       \
            wl_##name<float><<<grid, block, 0, args->stream>>>((const float *)args->a,             \
                                                               (float *)args->b, args->param);     \
    }

WL_BANKS_LAUNCHER(banks_read)
WL_BANKS_LAUNCHER(banks_write)
