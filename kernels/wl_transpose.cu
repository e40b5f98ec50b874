/* The three transposes of an N x N matrix. A grid of (N/32) x (N/32) blocks of
 * 32 x 8 threads; block (bx, by) moves tile (bx, by) and thread (tx, ty)
 * handles rows ty, ty+8, ty+16 and ty+24 of it: four loads, then four stores.
 * Lanes of a warp share ty and differ in tx, so tx is what a warp walks. */
#include "wl_launchers.h"
#include "wl_model.h"

#define WL_TILE_THREADS (WL_TILE_DIM * WL_TILE_ROWS)
#define WL_ROWS_PER_THREAD (WL_TILE_DIM / WL_TILE_ROWS)

/* Reads a column of `in` (lanes N elements apart), writes a row of `out`. */
template <typename T>
__global__ void __launch_bounds__(WL_TILE_THREADS) wl_transpose_naive(const T *in, T *out, int n)
{
    size_t x = (size_t)blockIdx.x * WL_TILE_DIM + threadIdx.x;
    size_t y = (size_t)blockIdx.y * WL_TILE_DIM + threadIdx.y;
    T v[WL_ROWS_PER_THREAD];
#pragma unroll
    for (int r = 0; r < WL_ROWS_PER_THREAD; r++)
        v[r] = in[x * n + y + r * WL_TILE_ROWS];
#pragma unroll
    for (int r = 0; r < WL_ROWS_PER_THREAD; r++)
        out[(y + r * WL_TILE_ROWS) * n + x] = v[r];
}

/* Reads a row of `in` (coalesced), writes a column of `out`: half a fix. */
template <typename T>
__global__ void __launch_bounds__(WL_TILE_THREADS) wl_transpose_readco(const T *in, T *out, int n)
{
    size_t x = (size_t)blockIdx.x * WL_TILE_DIM + threadIdx.x;
    size_t y = (size_t)blockIdx.y * WL_TILE_DIM + threadIdx.y;
    T v[WL_ROWS_PER_THREAD];
#pragma unroll
    for (int r = 0; r < WL_ROWS_PER_THREAD; r++)
        v[r] = in[(y + r * WL_TILE_ROWS) * n + x];
#pragma unroll
    for (int r = 0; r < WL_ROWS_PER_THREAD; r++)
        out[x * n + y + r * WL_TILE_ROWS] = v[r];
}

/* Reads a row into shared memory, writes a row of the transposed tile: both
 * global sides coalesced. The +1 column keeps a column of the tile spread
 * over all 32 banks instead of one. */
template <typename T>
__global__ void __launch_bounds__(WL_TILE_THREADS) wl_transpose_tiled(const T *in, T *out, int n)
{
    __shared__ T tile[WL_TILE_DIM][WL_TILE_DIM + 1];
    size_t x = (size_t)blockIdx.x * WL_TILE_DIM + threadIdx.x;
    size_t y = (size_t)blockIdx.y * WL_TILE_DIM + threadIdx.y;
#pragma unroll
    for (int r = 0; r < WL_ROWS_PER_THREAD; r++)
        tile[threadIdx.y + r * WL_TILE_ROWS][threadIdx.x] = in[(y + r * WL_TILE_ROWS) * n + x];
    __syncthreads();
    /* The block's roles swap: it writes tile (by, bx) of out. */
    size_t x2 = (size_t)blockIdx.y * WL_TILE_DIM + threadIdx.x;
    size_t y2 = (size_t)blockIdx.x * WL_TILE_DIM + threadIdx.y;
#pragma unroll
    for (int r = 0; r < WL_ROWS_PER_THREAD; r++)
        out[(y2 + r * WL_TILE_ROWS) * n + x2] = tile[threadIdx.x][threadIdx.y + r * WL_TILE_ROWS];
}

/* transpose-tiled with the tile's row `pad` elements longer than 32 (the
 * slider; N = WL_PAD_MATRIX): at pad 0 a column of the tile lies in one
 * bank, a 32-way conflict on every read of it. */
template <typename T>
__global__ void __launch_bounds__(WL_TILE_THREADS)
    wl_transpose_pad(const T *in, T *out, int n, int pad)
{
    __shared__ T tile[WL_TILE_DIM * (WL_TILE_DIM + WL_PAD_MAX)];
    size_t width = WL_TILE_DIM + pad;
    size_t x = (size_t)blockIdx.x * WL_TILE_DIM + threadIdx.x;
    size_t y = (size_t)blockIdx.y * WL_TILE_DIM + threadIdx.y;
#pragma unroll
    for (int r = 0; r < WL_ROWS_PER_THREAD; r++)
        tile[(threadIdx.y + r * WL_TILE_ROWS) * width + threadIdx.x] =
            in[(y + r * WL_TILE_ROWS) * n + x];
    __syncthreads();
    size_t x2 = (size_t)blockIdx.y * WL_TILE_DIM + threadIdx.x;
    size_t y2 = (size_t)blockIdx.x * WL_TILE_DIM + threadIdx.y;
#pragma unroll
    for (int r = 0; r < WL_ROWS_PER_THREAD; r++)
        out[(y2 + r * WL_TILE_ROWS) * n + x2] =
            tile[threadIdx.x * width + threadIdx.y + r * WL_TILE_ROWS];
}

void wl_launch_transpose_pad(const wl_launch_args *args, dim3 grid, dim3 block)
{
    if (args->type == WL_TYPE_F64)
        wl_transpose_pad<double><<<grid, block, 0, args->stream>>>(
            (const double *)args->a, (double *)args->b, WL_PAD_MATRIX, args->param);
    else
        wl_transpose_pad<float><<<grid, block, 0, args->stream>>>(
            (const float *)args->a, (float *)args->b, WL_PAD_MATRIX, args->param);
}

/* Each launcher picks the element type; the grid is the registry's. */
#define WL_TILE_LAUNCHER(name)                                                                     \
    void wl_launch_##name(const wl_launch_args *args, dim3 grid, dim3 block)                       \
    {                                                                                              \
        if (args->type == WL_TYPE_F64)                                                             \
            wl_##name<double><<<grid, block, 0, args->stream>>>((const double *)args->a,           \
                                                                (double *)args->b, args->param);   \
        else                                                                                       \
            wl_##name<float><<<grid, block, 0, args->stream>>>((const float *)args->a,             \
                                                               (float *)args->b, args->param);     \
    }

WL_TILE_LAUNCHER(transpose_naive)
WL_TILE_LAUNCHER(transpose_readco)
WL_TILE_LAUNCHER(transpose_tiled)
