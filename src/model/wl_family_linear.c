/* offset, stride, aos and soa: block b handles unroll * WL_BLOCK_THREADS
 * consecutive indices, instruction u covering the u-th run of them, so every
 * warp instruction keeps the lesson's pattern whatever the unrolling. This
 * mirrors kernels/wl_linear.cu line for line: if one changes, the other
 * must, and `warplab verify` notices. */
#include "wl_family_rows.h"

uint64_t wl_linear_index(const wl_spec *spec, int u, int lane)
{
    const long warps_per_block = WL_BLOCK_THREADS / WL_WARP_SIZE;
    long block = spec->warp / warps_per_block;
    long thread = (spec->warp % warps_per_block) * WL_WARP_SIZE + lane;
    return (uint64_t)((block * spec->unroll + u) * WL_BLOCK_THREADS + thread);
}

/* Lane addresses of element index * scale + shift, in bytes. A warp's lanes
 * are consecutive indices, so each lane's address is lane 0's plus lane steps
 * of scale elements (the same sums modulo 2^64): every prediction draws these
 * thousands of times, and working out each lane's block and thread anew was
 * the largest single cost of a lab start. */
static void scaled_first(const wl_spec *s, int u, uint64_t scale, uint64_t shift, uint64_t *first,
                         uint64_t *step)
{
    uint64_t es = (uint64_t)wl_type_bytes(s->type);
    *first = (wl_linear_index(s, u, 0) * scale + shift) * es;
    *step = scale * es;
}

void wl_affine_lanes(uint64_t first, uint64_t step, uint64_t addr[WL_WARP_SIZE])
{
    for (int lane = 0; lane < WL_WARP_SIZE; lane++)
        addr[lane] = first + (uint64_t)lane * step;
}

/* Loads and stores touch the same element: is_store changes nothing. */
void wl_offset_affine(const wl_launch_ctx *l, bool is_store, int u, uint64_t *first, uint64_t *step)
{
    (void)is_store;
    scaled_first(&l->spec, u, 1, (uint64_t)l->spec.param, first, step);
}

void wl_stride_affine(const wl_launch_ctx *l, bool is_store, int u, uint64_t *first, uint64_t *step)
{
    (void)is_store;
    scaled_first(&l->spec, u, (uint64_t)l->spec.param, 0, first, step);
}

/* .x is the first of three fields. */
void wl_aos_affine(const wl_launch_ctx *l, bool is_store, int u, uint64_t *first, uint64_t *step)
{
    (void)is_store;
    scaled_first(&l->spec, u, 3, 0, first, step);
}

void wl_soa_affine(const wl_launch_ctx *l, bool is_store, int u, uint64_t *first, uint64_t *step)
{
    (void)is_store;
    scaled_first(&l->spec, u, 1, 0, first, step);
}

/* Each row's lanes: its affine form, drawn. */
#define AFFINE_LANES(name)                                                                         \
    void wl_##name##_lanes(const wl_launch_ctx *l, bool is_store, int u,                           \
                           uint64_t addr[WL_WARP_SIZE])                                            \
    {                                                                                              \
        uint64_t first, step;                                                                      \
        wl_##name##_affine(l, is_store, u, &first, &step);                                         \
        wl_affine_lanes(first, step, addr);                                                        \
    }
AFFINE_LANES(offset)
AFFINE_LANES(stride)
AFFINE_LANES(aos)
AFFINE_LANES(soa)

int wl_linear_lane_elements(const wl_spec *s)
{
    (void)s;
    return 1;
}

int wl_linear_instructions(const wl_spec *s)
{
    return s->unroll;
}

/* The launch's warps: its blocks of WL_BLOCK_THREADS lanes (a warp past
 * them would draw bytes the launch never touches), at most WL_MODEL_WARPS. */
long wl_linear_warp_count(const wl_launch_ctx *l)
{
    size_t warps = (size_t)l->geometry.blocks_x * (l->geometry.threads_x / WL_WARP_SIZE);
    return warps > 0 && warps < (size_t)WL_MODEL_WARPS ? (long)warps : WL_MODEL_WARPS;
}

/* Elements one block moves: unroll instructions of WL_BLOCK_THREADS lanes,
 * each lane its family's lane elements (vector loads share this geometry). */
static size_t per_block(const wl_family *f, const wl_spec *s)
{
    return (size_t)s->unroll * WL_BLOCK_THREADS * (size_t)f->lane_elements(s);
}

size_t wl_linear_launch_elements(const wl_family *f, const wl_spec *s, size_t n)
{
    return n / per_block(f, s) * per_block(f, s);
}

void wl_linear_geometry(const wl_family *f, const wl_spec *s, size_t n, wl_geometry *out)
{
    *out = (wl_geometry){(unsigned)(n / per_block(f, s)), 1, WL_BLOCK_THREADS, 1};
}

size_t wl_offset_extent(const wl_launch_ctx *l)
{
    return l->n + (size_t)l->spec.param;
}

size_t wl_stride_extent(const wl_launch_ctx *l)
{
    return l->n * (size_t)l->spec.param;
}

size_t wl_aos_extent(const wl_launch_ctx *l)
{
    return 3 * l->n;
}

size_t wl_soa_extent(const wl_launch_ctx *l)
{
    return l->n;
}

int wl_offset_check(const wl_family *f, const wl_spec *s, wl_error *err)
{
    if (s->param < 0)
        return wl_fail(err, "offset %d is negative; offset must be %d..%d", s->param, f->param.min,
                       f->param.max);
    return wl_family_check_range(f, s, err);
}

int wl_stride_check(const wl_family *f, const wl_spec *s, wl_error *err)
{
    if (s->param == 0)
        return wl_fail(err,
                       "stride 0 is not allowed: every lane would hit one element; "
                       "stride must be %d..%d",
                       f->param.min, f->param.max);
    return wl_family_check_range(f, s, err);
}

/* Element i gains one when the launch of n touches it; else it keeps its value. */
static wl_expect plus_one_if(bool touched, size_t i)
{
    return touched ? (wl_expect){(int64_t)i, 1} : (wl_expect){-1, 0};
}

wl_expect wl_offset_expect(const wl_launch_ctx *l, size_t i)
{
    size_t off = (size_t)l->spec.param;
    return plus_one_if(i >= off && i < off + l->n, i);
}

wl_expect wl_stride_expect(const wl_launch_ctx *l, size_t i)
{
    size_t st = (size_t)l->spec.param;
    return plus_one_if(i % st == 0 && i / st < l->n, i);
}

wl_expect wl_aos_expect(const wl_launch_ctx *l, size_t i)
{
    return plus_one_if(i % 3 == 0 && i / 3 < l->n, i);
}

wl_expect wl_soa_expect(const wl_launch_ctx *l, size_t i)
{
    return plus_one_if(i < l->n, i);
}
