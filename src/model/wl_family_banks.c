/* Shared-memory families. banks and banks-write: each block of
 * WL_BLOCK_THREADS threads fills a tile of WL_BANKS_TILE elements with
 * coalesced loads (load u of a thread: element u * WL_BLOCK_THREADS + tid of
 * the block's run, as the linear kernels unrolled WL_BANKS_FILL times), then
 * each warp reads (or writes) element lane * s of the tile WL_BANKS_ITERS
 * times, then reads back its own elements and stores them plus one. The
 * transposes' tile: element [r][c] of a 32 x (32 + pad) tile. Mirrors
 * kernels/wl_banks.cu and kernels/wl_transpose.cu. */
#include "wl_family_rows.h"

/* The global side is soa's, unrolled over the fill. */
void wl_banks_lanes(const wl_launch_ctx *l, bool is_store, int u, uint64_t addr[WL_WARP_SIZE])
{
    wl_launch_ctx f = *l;
    f.spec.unroll = WL_BANKS_FILL;
    wl_soa_lanes(&f, is_store, u, addr);
}

int wl_banks_instructions(const wl_spec *s)
{
    (void)s;
    return WL_BANKS_FILL;
}

size_t wl_banks_launch_elements(const wl_family *f, const wl_spec *s, size_t n)
{
    (void)f;
    (void)s;
    return n / WL_BANKS_TILE * WL_BANKS_TILE;
}

void wl_banks_geometry(const wl_family *f, const wl_spec *s, size_t n, wl_geometry *out)
{
    (void)f;
    (void)s;
    *out = (wl_geometry){(unsigned)(n / WL_BANKS_TILE), 1, WL_BLOCK_THREADS, 1};
}

/* out[i] = in[i] + 1 over the launch; past it, out keeps its value. */
wl_expect wl_banks_expect(const wl_launch_ctx *l, size_t i)
{
    return i < l->n ? (wl_expect){(int64_t)i, 1} : (wl_expect){-1, 0};
}

/* The fill's stores (or the read-back's loads): element u * block + tid. */
static void own_elements(const wl_spec *s, int u, uint64_t addr[WL_WARP_SIZE])
{
    uint64_t es = (uint64_t)wl_type_bytes(s->type);
    uint64_t first = (uint64_t)(s->warp % (WL_BLOCK_THREADS / WL_WARP_SIZE)) * WL_WARP_SIZE;
    for (int lane = 0; lane < WL_WARP_SIZE; lane++)
        addr[lane] = ((uint64_t)u * WL_BLOCK_THREADS + first + (uint64_t)lane) * es;
}

static int banks_ops(const wl_spec *s, bool write, wl_shared_op out[WL_SHARED_OPS_MAX])
{
    uint64_t es = (uint64_t)wl_type_bytes(s->type);
    int n = 0;
    out[n] = (wl_shared_op){.is_store = write, .count = WL_BANKS_ITERS};
    for (int lane = 0; lane < WL_WARP_SIZE; lane++)
        out[n].addr[lane] = (uint64_t)lane * (uint64_t)s->param * es;
    n++;
    for (int u = 0; u < WL_BANKS_FILL; u++) {
        out[n] = (wl_shared_op){.is_store = true, .count = 1};
        own_elements(s, u, out[n++].addr);
        out[n] = (wl_shared_op){.is_store = false, .count = 1};
        own_elements(s, u, out[n++].addr);
    }
    return n;
}

int wl_banks_read_ops(const wl_spec *s, wl_shared_op out[WL_SHARED_OPS_MAX])
{
    return banks_ops(s, false, out);
}

int wl_banks_write_ops(const wl_spec *s, wl_shared_op out[WL_SHARED_OPS_MAX])
{
    return banks_ops(s, true, out);
}

/* The tiled transposes: warp ty writes rows ty + 8u of the tile (lanes
 * along the row), then reads columns ty + 8u (lanes down the column). */
static int tile_ops(const wl_spec *s, int pad, wl_shared_op out[WL_SHARED_OPS_MAX])
{
    uint64_t es = (uint64_t)wl_type_bytes(s->type), width = WL_TILE_DIM + (uint64_t)pad;
    uint64_t ty = (uint64_t)(s->warp % (WL_TILE_DIM * WL_TILE_ROWS / WL_WARP_SIZE));
    int rows = WL_TILE_DIM / WL_TILE_ROWS, n = 0;
    for (int read = 1; read >= 0; read--)
        for (int u = 0; u < rows; u++, n++) {
            out[n] = (wl_shared_op){.is_store = !read, .count = 1};
            uint64_t r = ty + (uint64_t)u * WL_TILE_ROWS;
            for (uint64_t lane = 0; lane < WL_WARP_SIZE; lane++)
                out[n].addr[lane] = (read ? lane * width + r : r * width + lane) * es;
        }
    return n;
}

int wl_tiled_shared_ops(const wl_spec *s, wl_shared_op out[WL_SHARED_OPS_MAX])
{
    return tile_ops(s, 1, out);
}

/* transpose-pad: the tile hooks at N = WL_PAD_MATRIX, the slider the pad. */
static wl_spec at_matrix(const wl_spec *s)
{
    wl_spec t = *s;
    t.param = WL_PAD_MATRIX;
    return t;
}

static wl_launch_ctx launch_at_matrix(const wl_launch_ctx *l)
{
    wl_launch_ctx t = *l;
    t.spec.param = WL_PAD_MATRIX;
    return t;
}

int wl_pad_shared_ops(const wl_spec *s, wl_shared_op out[WL_SHARED_OPS_MAX])
{
    return tile_ops(s, s->param, out);
}

void wl_pad_lanes(const wl_launch_ctx *l, bool is_store, int u, uint64_t addr[WL_WARP_SIZE])
{
    wl_launch_ctx t = launch_at_matrix(l);
    wl_tiled_lanes(&t, is_store, u, addr);
}

long wl_pad_warp_count(const wl_launch_ctx *l)
{
    wl_launch_ctx t = launch_at_matrix(l);
    return wl_tile_warp_count(&t);
}

size_t wl_pad_launch_elements(const wl_family *f, const wl_spec *s, size_t n)
{
    wl_spec t = at_matrix(s);
    return wl_tile_launch_elements(f, &t, n);
}

void wl_pad_geometry(const wl_family *f, const wl_spec *s, size_t n, wl_geometry *out)
{
    wl_spec t = at_matrix(s);
    wl_tile_geometry(f, &t, n, out);
}

size_t wl_pad_extent(const wl_launch_ctx *l)
{
    wl_launch_ctx t = launch_at_matrix(l);
    return wl_tile_extent(&t);
}

wl_expect wl_pad_expect(const wl_launch_ctx *l, size_t i)
{
    wl_launch_ctx t = launch_at_matrix(l);
    return wl_tile_expect(&t, i);
}
