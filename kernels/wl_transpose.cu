/* The three transposes of an N x N matrix. A grid of (N/32) x (N/32) blocks of
 * 32 x 8 threads; block (bx, by) moves tile (bx, by) and thread (tx, ty)
 * handles rows ty, ty+8, ty+16 and ty+24 of it: four loads, then four stores.
 * Lanes of a warp share ty and differ in tx, so tx is what a warp walks. */
#include "wl_launch.h"
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

template <typename T> static int launch_typed(const wl_launch_args *args, wl_error *err)
{
    unsigned tiles = (unsigned)(args->param / WL_TILE_DIM);
    dim3 grid(tiles, tiles), block(WL_TILE_DIM, WL_TILE_ROWS);
    const T *in = (const T *)args->a;
    T *out = (T *)args->b;
    cudaStream_t st = args->stream;
    switch (args->kernel) {
    case WL_KERNEL_TRANSPOSE_NAIVE:
        wl_transpose_naive<T><<<grid, block, 0, st>>>(in, out, args->param);
        break;
    case WL_KERNEL_TRANSPOSE_READCO:
        wl_transpose_readco<T><<<grid, block, 0, st>>>(in, out, args->param);
        break;
    default:
        wl_transpose_tiled<T><<<grid, block, 0, st>>>(in, out, args->param);
        break;
    }
    return WL_CU(cudaGetLastError(), err);
}

extern "C" int wl_launch_transpose(const wl_launch_args *args, wl_error *err)
{
    if (args->param < WL_MATRIX_MIN || args->param > WL_MATRIX_MAX ||
        args->param % WL_TILE_DIM != 0 || !args->b)
        return WL_CU(cudaErrorInvalidValue, err);
    if (args->type == WL_TYPE_F64)
        return launch_typed<double>(args, err);
    return launch_typed<float>(args, err);
}
