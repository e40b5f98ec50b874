/* A custom experiment's family: its lanes come from the launch's compiled
 * expressions (spec.expr, wl_expr_model.h), one element read and one
 * written per thread, in blocks of the experiment's own size. Every hook
 * reads n, s (spec.param) and the block from the launch, as the generated
 * kernel does. */
#include <string.h>

#include "wl_expr_model.h"
#include "wl_expr_whole.h"
#include "wl_family_rows.h"

/* A spec without its expressions (a lesson's binding before the lab adopts
 * them) has no addresses to give. Block b's instruction u covers indices
 * (b * unroll + u) * block + thread, as the generated kernel issues them; a
 * negative index (which the range check refuses before anything runs) reads
 * as address 0. */
void wl_expr_family_lanes(const wl_launch_ctx *l, bool is_store, int u, uint64_t addr[WL_WARP_SIZE])
{
    const wl_expr_experiment *x = l->spec.expr;
    if (!x) {
        memset(addr, 0, WL_WARP_SIZE * sizeof addr[0]);
        return;
    }
    int64_t warps_per_block = x->block / WL_WARP_SIZE;
    int64_t warp = l->spec.warp + l->spec.part_warp;
    int64_t first = (warp / warps_per_block * l->spec.unroll + u) * x->block +
                    (warp % warps_per_block) * WL_WARP_SIZE;
    int64_t idx[WL_WARP_SIZE];
    wl_expr_warp_indices(x, is_store ? &x->store : &x->load, (int64_t)l->n, l->spec.param, first,
                         idx);
    uint64_t es = (uint64_t)wl_type_bytes(x->type);
    for (int lane = 0; lane < WL_WARP_SIZE; lane++)
        addr[lane] = idx[lane] >= 0 ? (uint64_t)idx[lane] * es : 0;
}

static size_t block_of(const wl_spec *s)
{
    return s->expr ? (size_t)s->expr->block : WL_EXPR_BLOCK_DEFAULT;
}

/* Each warp issues unroll instructions of 32 threads' indices: n / 32
 * instructions, n / (32 * unroll) warps. */
long wl_expr_family_warp_count(const wl_launch_ctx *l)
{
    return (long)(l->n / WL_WARP_SIZE / (size_t)l->spec.unroll);
}

/* The warp whose first instruction is at or just before thread index a:
 * block a / (block * unroll), the warp of a % block within it. */
static long warp_of_index(const wl_spec *s, int64_t a)
{
    int64_t block = (int64_t)block_of(s), per_block = block * s->unroll;
    return (long)(a / per_block * (block / WL_WARP_SIZE) + a % block / WL_WARP_SIZE);
}

size_t wl_expr_family_launch_elements(const wl_family *f, const wl_spec *s, size_t n)
{
    (void)f;
    size_t per_block = block_of(s) * (size_t)s->unroll;
    return n / per_block * per_block;
}

void wl_expr_family_geometry(const wl_family *f, const wl_spec *s, size_t n, wl_geometry *out)
{
    (void)f;
    size_t per_block = block_of(s) * (size_t)s->unroll;
    *out = (wl_geometry){(unsigned)(n / per_block), 1, (unsigned)block_of(s), 1};
}

/* As far as the range check's bound for this s, at most 32 n; n when the
 * expressions are refused (nothing is launched then). */
size_t wl_expr_family_extent(const wl_launch_ctx *l)
{
    uint64_t extent;
    if (!l->spec.expr ||
        wl_expr_extent(l->spec.expr, (int64_t)l->n, l->spec.param, &extent, NULL) != 0)
        return l->n;
    return (size_t)extent;
}

/* s, with the launch's n: the expression's range check proves every
 * thread's index inside the array (no divisor 0, no lane outside). A spec
 * without its expressions (a binding's default) has nothing to check. */
int wl_expr_family_check(const wl_family *f, const wl_spec *s, wl_error *err)
{
    if (!s->expr)
        return 0;
    wl_launch_ctx l;
    wl_launch_of_row(f, s, &l);
    uint64_t extent;
    return wl_expr_extent(s->expr, (int64_t)l.n, s->param, &extent, err);
}

/* `--check` runs the lab's own kernels; what a student's expressions write
 * is theirs, so nothing is expected of any element. */
wl_expect wl_expr_family_expect(const wl_launch_ctx *l, size_t i)
{
    (void)l;
    (void)i;
    return (wl_expect){-1, 0};
}

/* The expression model counts the launch itself (wl_expr_analyze). */
int wl_expr_family_whole(const wl_launch_ctx *l, const wl_memparams *mem, wl_analysis *out,
                         wl_error *err)
{
    if (!l->spec.expr)
        return wl_fail(err, "a custom experiment without its expressions");
    wl_expr_analysis xa;
    if (wl_expr_analyze(l->spec.expr, (int64_t)l->n, l->spec.param, l->spec.warp, mem, &xa, NULL,
                        err) != 0)
        return -1;
    out->load_sectors_per_request = xa.analysis.load_sectors_per_request;
    out->store_sectors_per_request = xa.analysis.store_sectors_per_request;
    out->load_lines_per_request = xa.analysis.load_lines_per_request;
    out->store_lines_per_request = xa.analysis.store_lines_per_request;
    out->dram_read_bytes_per_element = xa.analysis.dram_read_bytes_per_element;
    out->dram_write_bytes_per_element = xa.analysis.dram_write_bytes_per_element;
    out->distinct_bytes_per_element = xa.analysis.distinct_bytes_per_element;
    out->distinct_read_bytes_per_element = xa.analysis.distinct_read_bytes_per_element;
    out->dram_counted_whole = xa.analysis.dram_counted_whole;
    out->store_alone_bytes_per_element = xa.analysis.store_alone_bytes_per_element;
    return 0;
}

/* The stretches the whole-launch count proves periodic (wl_expr_whole.h). */
int wl_expr_family_parts(const wl_launch_ctx *l, wl_part *out, int max)
{
    if (!l->spec.expr)
        return 0;
    int count = wl_expr_parts(l->spec.expr, (int64_t)l->n, l->spec.param, out, max);
    /* wl_expr_parts names a part's first thread index as index / 32, the
     * warp at unroll 1; unrolled, another warp issues that index. */
    for (int k = 0; k < count; k++)
        out[k].first_warp = warp_of_index(&l->spec, (int64_t)out[k].first_warp * WL_WARP_SIZE);
    return count;
}
