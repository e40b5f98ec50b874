/* Which byte each lane of a warp touches. This mirrors the kernels in kernels/ line for
 * line: if one changes, the other must, and `warplab verify` notices. */
#include "wl_model.h"

int wl_instructions_per_warp(const wl_spec *spec)
{
    if (wl_kernel_is_transpose(spec->kernel))
        return WL_TILE_DIM / WL_TILE_ROWS;
    return spec->unroll;
}

/* One-dimensional kernels: block b handles unroll * WL_BLOCK_THREADS
 * consecutive indices, instruction u covering the u-th run of them, so every
 * warp instruction keeps the lesson's pattern whatever the unrolling. */
static uint64_t linear_index(const wl_spec *spec, int u, int lane)
{
    const long warps_per_block = WL_BLOCK_THREADS / WL_WARP_SIZE;
    long block = spec->warp / warps_per_block;
    long thread = (spec->warp % warps_per_block) * WL_WARP_SIZE + lane;
    return (uint64_t)((block * spec->unroll + u) * WL_BLOCK_THREADS + thread);
}

static uint64_t linear_address(const wl_spec *spec, int u, int lane)
{
    uint64_t es = (uint64_t)wl_type_bytes(spec->type);
    uint64_t i = linear_index(spec, u, lane);
    switch (spec->kernel) {
    case WL_KERNEL_OFFSET:
        return (i + (uint64_t)spec->param) * es;
    case WL_KERNEL_STRIDE:
        return i * (uint64_t)spec->param * es;
    case WL_KERNEL_AOS:
        return i * 3 * es; /* .x is the first of three fields */
    default:               /* soa */
        return i * es;
    }
}

/* Transposes: a grid of (N/32) x (N/32) blocks of 32 x 8 threads; warp
 * `ty` of block (bx, by) handles rows ty, ty+8, ty+16, ty+24 of the tile. */
typedef struct tile_pos {
    uint64_t bx, by, ty;
} tile_pos;

static tile_pos tile_of_warp(const wl_spec *spec)
{
    const long warps_per_block = WL_TILE_DIM * WL_TILE_ROWS / WL_WARP_SIZE;
    long tiles = spec->param / WL_TILE_DIM;
    long block = spec->warp / warps_per_block;
    return (tile_pos){(uint64_t)(block % tiles), (uint64_t)(block / tiles),
                      (uint64_t)(spec->warp % warps_per_block)};
}

static uint64_t transpose_address(const wl_spec *spec, bool is_store, int u, int lane)
{
    uint64_t n = (uint64_t)spec->param, es = (uint64_t)wl_type_bytes(spec->type);
    tile_pos t = tile_of_warp(spec);
    uint64_t x = t.bx * WL_TILE_DIM + (uint64_t)lane;
    uint64_t y = t.by * WL_TILE_DIM + t.ty + (uint64_t)u * WL_TILE_ROWS;
    switch (spec->kernel) {
    case WL_KERNEL_TRANSPOSE_NAIVE: /* out[y*N + x] = in[x*N + y] */
        return (is_store ? y * n + x : x * n + y) * es;
    case WL_KERNEL_TRANSPOSE_READCO: /* out[x*N + y] = in[y*N + x] */
        return (is_store ? x * n + y : y * n + x) * es;
    default: { /* tiled: the store swaps the block's roles, not the lanes' */
        if (!is_store)
            return (y * n + x) * es;
        uint64_t x2 = t.by * WL_TILE_DIM + (uint64_t)lane;
        uint64_t y2 = t.bx * WL_TILE_DIM + t.ty + (uint64_t)u * WL_TILE_ROWS;
        return (y2 * n + x2) * es;
    }
    }
}

int wl_lane_addresses(const wl_spec *spec, bool is_store, int u, uint64_t addr[WL_WARP_SIZE],
                      int *array)
{
    if (spec->source) {
        spec->source->lanes(spec->source->ctx, spec->warp, is_store, u, addr, array);
        return 0;
    }
    bool transpose = wl_kernel_is_transpose(spec->kernel);
    /* The one-dimensional kernels update in place; transposes read `in`
     * (array 0) and write `out` (array 1). */
    *array = (transpose && is_store) ? 1 : 0;
    for (int lane = 0; lane < WL_WARP_SIZE; lane++)
        addr[lane] =
            transpose ? transpose_address(spec, is_store, u, lane) : linear_address(spec, u, lane);
    return 0;
}
