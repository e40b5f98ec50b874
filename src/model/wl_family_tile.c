/* The transposes of an N x N matrix: a grid of (N/32) x (N/32) blocks of
 * 32 x 8 threads; warp `ty` of block (bx, by) handles rows ty, ty+8, ty+16,
 * ty+24 of the tile. Mirrors kernels/wl_transpose.cu. */
#include "wl_family_rows.h"

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

/* Column x and row y of lane `lane` in instruction u of tile (bx, by). */
static void tile_xy(uint64_t bx, uint64_t by, uint64_t ty, int u, int lane, uint64_t *x,
                    uint64_t *y)
{
    *x = bx * WL_TILE_DIM + (uint64_t)lane;
    *y = by * WL_TILE_DIM + ty + (uint64_t)u * WL_TILE_ROWS;
}

/* Element (row * N + col) of each lane, where `column_walk` puts the
 * lanes down a column (x * N + y) instead of along a row (y * N + x). */
static void tile_lanes(const wl_spec *s, bool swap_blocks, bool column_walk, int u,
                       uint64_t addr[WL_WARP_SIZE])
{
    uint64_t n = (uint64_t)s->param, es = (uint64_t)wl_type_bytes(s->type);
    tile_pos t = tile_of_warp(s);
    for (int lane = 0; lane < WL_WARP_SIZE; lane++) {
        uint64_t x, y;
        if (swap_blocks)
            tile_xy(t.by, t.bx, t.ty, u, lane, &x, &y);
        else
            tile_xy(t.bx, t.by, t.ty, u, lane, &x, &y);
        addr[lane] = (column_walk ? x * n + y : y * n + x) * es;
    }
}

/* out[y*N + x] = in[x*N + y] */
void wl_naive_lanes(const wl_launch_ctx *l, bool is_store, int u, uint64_t addr[WL_WARP_SIZE])
{
    const wl_spec *s = &l->spec;
    tile_lanes(s, false, !is_store, u, addr);
}

/* out[x*N + y] = in[y*N + x] */
void wl_readco_lanes(const wl_launch_ctx *l, bool is_store, int u, uint64_t addr[WL_WARP_SIZE])
{
    const wl_spec *s = &l->spec;
    tile_lanes(s, false, is_store, u, addr);
}

/* Both along rows; the store swaps the block's roles, not the lanes'. */
void wl_tiled_lanes(const wl_launch_ctx *l, bool is_store, int u, uint64_t addr[WL_WARP_SIZE])
{
    const wl_spec *s = &l->spec;
    tile_lanes(s, is_store, false, u, addr);
}

int wl_tile_lane_elements(const wl_spec *s)
{
    (void)s;
    return 1;
}

int wl_tile_instructions(const wl_spec *s)
{
    (void)s;
    return WL_TILE_DIM / WL_TILE_ROWS;
}

long wl_tile_warp_count(const wl_launch_ctx *l)
{
    const wl_spec *s = &l->spec;
    long tiles = (long)(s->param / WL_TILE_DIM);
    return tiles * tiles * (WL_TILE_ROWS * WL_TILE_DIM / WL_WARP_SIZE);
}

/* An N x N transpose processes N * N elements, whatever the working set. */
size_t wl_tile_launch_elements(const wl_family *f, const wl_spec *s, size_t n)
{
    (void)f;
    (void)n;
    return (size_t)s->param * (size_t)s->param;
}

void wl_tile_geometry(const wl_family *f, const wl_spec *s, size_t n, wl_geometry *out)
{
    (void)f;
    (void)n;
    unsigned tiles = (unsigned)(s->param / WL_TILE_DIM);
    *out = (wl_geometry){tiles, tiles, WL_TILE_DIM, WL_TILE_ROWS};
}

size_t wl_tile_extent(const wl_launch_ctx *l)
{
    return (size_t)l->spec.param * (size_t)l->spec.param;
}

/* The slider doubles N from the smallest matrix to the largest. */
int wl_tile_param_values(const wl_family *f, const wl_spec *s, int *out, int max)
{
    (void)s;
    int n = 0;
    for (int v = f->param.min; v <= f->param.max && n < max; v *= 2)
        out[n++] = v;
    return n;
}

int wl_tile_check(const wl_family *f, const wl_spec *s, wl_error *err)
{
    const wl_param_range *r = &f->param;
    if (wl_family_check_range(f, s, err) != 0)
        return -1;
    if (s->param % WL_TILE_DIM != 0)
        return wl_fail(err, "N %d is not a multiple of %d; N must be a multiple of %d in %d..%d",
                       s->param, WL_TILE_DIM, WL_TILE_DIM, r->min, r->max);
    return 0;
}

/* out[r*N + c] must be in[c*N + r]; past the matrix, out keeps its value. */
wl_expect wl_tile_expect(const wl_launch_ctx *l, size_t i)
{
    size_t N = (size_t)l->spec.param;
    if (i >= N * N)
        return (wl_expect){-1, 0};
    return (wl_expect){(int64_t)((i % N) * N + i / N), 0};
}
