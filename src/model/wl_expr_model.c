/* Custom experiments through the access model: lane indices from the tree,
 * then the same analysis of one instruction the built-in kernels use. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_counting.h"
#include "wl_expr_model.h"
#include "wl_expr_whole.h"
#include "wl_units.h"

static int problem(wl_expr_problem *pb, wl_expr_which which, int col)
{
    if (pb) {
        pb->which = which;
        pb->col = col;
    }
    return -1;
}

int wl_expr_experiment_init(wl_expr_experiment *x, const char *load, const char *store, wl_type t,
                            int s_min, int s_max, int block, wl_expr_problem *pb, wl_error *err)
{
    int col = 0;
    memset(x, 0, sizeof *x);
    problem(pb, WL_EXPR_NONE, 0);
    if (wl_expr_parse(load, &x->load, &col, err) != 0)
        return problem(pb, WL_EXPR_LOAD, col);
    x->store_given = store && *store;
    if (!x->store_given)
        x->store = x->load;
    else if (wl_expr_parse(store, &x->store, &col, err) != 0)
        return problem(pb, WL_EXPR_STORE, col);
    if ((unsigned)t >= WL_TYPE_COUNT)
        return wl_fail(err, "unknown type; types are f32, f64");
    if (s_min > s_max || s_min < -WL_EXPR_S_LIMIT || s_max > WL_EXPR_S_LIMIT)
        return wl_fail(err,
                       "slider range %d..%d is not allowed; s must stay in %d..%d, low to high",
                       s_min, s_max, -WL_EXPR_S_LIMIT, WL_EXPR_S_LIMIT);
    if (block < WL_WARP_SIZE || block > WL_EXPR_BLOCK_MAX || block % WL_WARP_SIZE != 0)
        return wl_fail(err, "block size %d is not allowed; it must be a multiple of 32 in 32..%d",
                       block, WL_EXPR_BLOCK_MAX);
    x->type = t;
    x->s_min = s_min;
    x->s_max = s_max;
    x->block = block;
    return 0;
}

int wl_expr_check_n(const wl_expr_experiment *x, int64_t n, wl_error *err)
{
    if (n > WL_EXPR_THREADS_MAX)
        return wl_fail(err,
                       "a launch of %lld threads is too large; a custom experiment runs at "
                       "most 2^40 threads",
                       (long long)n);
    if (n <= 0)
        return wl_fail(err, "a launch with no threads; it needs at least one block of %d threads",
                       x->block);
    if (n % x->block != 0)
        return wl_fail(err, "a launch of %lld threads is not whole blocks of %d threads",
                       (long long)n, x->block);
    return 0;
}

static int check_both(const wl_expr_experiment *x, const wl_expr_ranges *r, int64_t *lo,
                      int64_t *hi, wl_expr_problem *pb, wl_error *err)
{
    int64_t l1, h1, l2, h2;
    int col;
    if (wl_expr_check(&x->load, r, &l1, &h1, &col, err) != 0)
        return problem(pb, WL_EXPR_LOAD, col);
    if (wl_expr_check(&x->store, r, &l2, &h2, &col, err) != 0)
        return problem(pb, x->store_given ? WL_EXPR_STORE : WL_EXPR_LOAD, col);
    *lo = l1 < l2 ? l1 : l2;
    *hi = h1 > h2 ? h1 : h2;
    return 0;
}

/* Why expression `which` is refused: a thread outside 0..limit-1 (also in
 * *out when not NULL), or the bounds the proof could not narrow. */
static int refuse_outside(const wl_expr_experiment *x, wl_expr_which which,
                          wl_expr_bound_result res, const wl_expr_witness *w,
                          const wl_expr_ranges *r, int64_t limit, wl_expr_outside *out,
                          wl_error *err)
{
    bool widest = limit == r->hi[WL_VAR_N] * WL_EXPR_EXTENT_FACTOR;
    const char *what = which == WL_EXPR_LOAD ? "load" : "store";
    if (res == WL_BOUND_OUTSIDE) {
        wl_expr_outside o = {true, which, (long)(w->i / WL_WARP_SIZE), (int)(w->i % WL_WARP_SIZE),
                             w->index};
        if (out)
            *out = o;
        char at_s[40] = "";
        if (r->lo[WL_VAR_S] != r->hi[WL_VAR_S])
            snprintf(at_s, sizeof at_s, " at s = %lld", (long long)w->s);
        return wl_fail(
            err, "the %s of lane %d in warp %ld%s touches element %lld, outside %s0..%lld%s", what,
            o.lane, o.warp, at_s, (long long)o.index, widest ? "" : "the array's ",
            (long long)(limit - 1), widest ? ", the most an array reaches (32 x n)" : "");
    }
    int64_t lo = 0, hi = 0;
    wl_expr_check(which == WL_EXPR_LOAD ? &x->load : &x->store, r, &lo, &hi, NULL, NULL);
    return wl_fail(err,
                   "the %s's index may range over %lld..%lld and no proof keeps it inside "
                   "0..%lld%s; bound it (min, max, %%)",
                   what, (long long)lo, (long long)hi, (long long)(limit - 1),
                   widest ? ", the most an array reaches (32 x n)" : ", the array");
}

/* Every thread of both expressions inside 0..limit-1 for s in s_lo..s_hi
 * (after check_both passed for those ranges). */
static int prove_inside(const wl_expr_experiment *x, int64_t n, int64_t s_lo, int64_t s_hi,
                        int64_t limit, wl_expr_outside *out, wl_expr_problem *pb, wl_error *err)
{
    for (int k = 0; k < (x->store_given ? 2 : 1); k++) {
        wl_expr_which which = k == 0 ? WL_EXPR_LOAD : WL_EXPR_STORE;
        wl_expr_witness w;
        wl_expr_bound_result res =
            wl_expr_bound(x, k == 0 ? &x->load : &x->store, n, s_lo, s_hi, limit, &w);
        if (res == WL_BOUND_INSIDE)
            continue;
        wl_expr_ranges r;
        wl_expr_ranges_for(x, n, s_lo, s_hi, &r);
        problem(pb, which, 0);
        return refuse_outside(x, which, res, &w, &r, limit, out, err);
    }
    return 0;
}

int wl_expr_experiment_check(const wl_expr_experiment *x, int64_t n, wl_expr_problem *pb,
                             wl_error *err)
{
    problem(pb, WL_EXPR_NONE, 0);
    if (wl_expr_check_n(x, n, err) != 0)
        return -1;
    wl_expr_ranges r;
    int64_t lo, hi;
    wl_expr_ranges_for(x, n, x->s_min, x->s_max, &r);
    if (check_both(x, &r, &lo, &hi, pb, err) != 0)
        return -1;
    return prove_inside(x, n, x->s_min, x->s_max, n * WL_EXPR_EXTENT_FACTOR, NULL, pb, err);
}

int wl_expr_experiment_check_lab(const wl_expr_experiment *x, wl_expr_problem *pb, wl_error *err)
{
    static const size_t sizes[] = {WL_MIN_DEFAULT_SIZE_BYTES, WL_SEED_SIZE_BYTES};
    static const int unrolls[] = {1, WL_LAB_UNROLL};
    /* The experiment as it opens first; a refusal there needs no note. n is
     * whole blocks of block * unroll threads, so each unrolling has its own. */
    for (int k = 0; k < 4 * WL_TYPE_COUNT; k++) {
        wl_expr_experiment y = *x;
        y.type = (wl_type)((x->type + k / 4) % WL_TYPE_COUNT);
        size_t size = sizes[k % 2];
        int64_t elements = (int64_t)(size / (size_t)wl_type_bytes(y.type));
        int64_t per_block = (int64_t)y.block * unrolls[k / 2 % 2];
        int64_t n = elements / per_block * per_block;
        wl_error why;
        if ((k / 2 % 2 && n == elements / y.block * y.block) || /* as at unroll 1 */
            wl_expr_experiment_check(&y, n, pb, &why) == 0)
            continue;
        if (k == 0)
            return wl_fail(err, "%s", why.msg);
        char ws[32];
        wl_format_size(size, ws, sizeof ws);
        return wl_fail(err, "%s (at the %s%s working set, %s, unroll %d: n = %lld)", why.msg,
                       size == WL_SEED_SIZE_BYTES ? "seed's " : "", ws, wl_type_name(y.type),
                       unrolls[k / 2 % 2], (long long)n);
    }
    return 0;
}

/* The array reaches as far as the range check's bound, at most 32 n;
 * every thread must be proven inside it. *out names a thread outside. */
static int extent_at(const wl_expr_experiment *x, int64_t n, int64_t s, uint64_t *extent,
                     wl_expr_outside *out, wl_expr_problem *pb, wl_error *err)
{
    problem(pb, WL_EXPR_NONE, 0);
    if (wl_expr_check_n(x, n, err) != 0)
        return -1;
    wl_expr_ranges r;
    int64_t lo, hi;
    wl_expr_ranges_for(x, n, s, s, &r);
    if (check_both(x, &r, &lo, &hi, pb, err) != 0)
        return -1;
    uint64_t most = (uint64_t)n * WL_EXPR_EXTENT_FACTOR;
    *extent = hi < 0 ? 1 : ((uint64_t)hi >= most ? most : (uint64_t)hi + 1);
    return prove_inside(x, n, s, s, (int64_t)*extent, out, pb, err);
}

int wl_expr_extent(const wl_expr_experiment *x, int64_t n, int64_t s, uint64_t *extent,
                   wl_error *err)
{
    return extent_at(x, n, s, extent, NULL, NULL, err);
}

void wl_expr_warp_indices(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t s,
                          int64_t first, int64_t idx[WL_WARP_SIZE])
{
    wl_expr_env env;
    for (int lane = 0; lane < WL_WARP_SIZE; lane++) {
        wl_expr_env_at(x, n, s, first + lane, &env);
        /* Cannot fault: the range check passed for these ranges. */
        wl_expr_eval(e, &env, &idx[lane], NULL);
    }
}

typedef struct expr_pass {
    const wl_expr_experiment *x;
    int64_t n, s;
    uint64_t extent;
    wl_expr_outside *outside;
} expr_pass;

/* One instruction of one warp through the access model; false (and the
 * lane in *outside) when a lane leaves the array. */
static bool instruction(const expr_pass *p, wl_expr_which which, long warp, wl_access *acc)
{
    const wl_expr *e = which == WL_EXPR_LOAD ? &p->x->load : &p->x->store;
    int64_t idx[WL_WARP_SIZE];
    uint64_t addr[WL_WARP_SIZE];
    int es = wl_type_bytes(p->x->type);
    wl_expr_warp_indices(p->x, e, p->n, p->s, (int64_t)warp * WL_WARP_SIZE, idx);
    for (int lane = 0; lane < WL_WARP_SIZE; lane++) {
        if (idx[lane] < 0 || (uint64_t)idx[lane] >= p->extent) {
            *p->outside = (wl_expr_outside){true, which, warp, lane, idx[lane]};
            return false;
        }
        addr[lane] = (uint64_t)idx[lane] * (uint64_t)es;
    }
    wl_access_from_addresses(addr, es, 0, acc);
    return true;
}

static int outside_error(const expr_pass *p, wl_error *err)
{
    const wl_expr_outside *o = p->outside;
    return wl_fail(err,
                   "the %s of lane %d in warp %ld touches element %lld, outside the array's "
                   "0..%llu",
                   o->which == WL_EXPR_LOAD ? "load" : "store", o->lane, o->warp,
                   (long long)o->index, (unsigned long long)(p->extent - 1));
}

/* The extent, the range check and warp `warp`, its lanes checked inside
 * the array. */
static int analyze_lanes(const wl_expr_experiment *x, int64_t n, int64_t s, long warp,
                         wl_expr_analysis *out, expr_pass *p, wl_expr_problem *pb, wl_error *err)
{
    memset(out, 0, sizeof *out);
    if (extent_at(x, n, s, &out->extent, &out->outside, pb, err) != 0)
        return -1;
    if (warp < 0 || (int64_t)warp >= n / WL_WARP_SIZE)
        return wl_fail(err, "warp %ld is out of range; warp must be 0..%lld", warp,
                       (long long)(n / WL_WARP_SIZE - 1));
    out->n = n;
    out->s = s;
    out->analysis.spec = (wl_spec){.type = x->type, .param = (int)s, .warp = warp, .unroll = 1};
    *p = (expr_pass){x, n, s, out->extent, &out->outside};
    if (!instruction(p, WL_EXPR_LOAD, warp, &out->analysis.load) ||
        !instruction(p, WL_EXPR_STORE, warp, &out->analysis.store))
        return outside_error(p, err);
    out->analysis.store.array = 0; /* in place: one array */
    out->analysis.useful_bytes_per_element = 2 * wl_type_bytes(x->type);
    return 0;
}

int wl_expr_analyze(const wl_expr_experiment *x, int64_t n, int64_t s, long warp,
                    const wl_memparams *mem, wl_expr_analysis *out, wl_expr_problem *pb,
                    wl_error *err)
{
    wl_memparams defaults;
    if (!mem) {
        wl_memparams_default(&defaults);
        mem = &defaults;
    }
    expr_pass p;
    if (analyze_lanes(x, n, s, warp, out, &p, pb, err) != 0)
        return -1;
    wl_expr_whole w;
    if (wl_expr_whole_counts(x, n, s, out->extent, mem, &w, err) != 0)
        return -1;
    wl_analysis *an = &out->analysis;
    an->load_sectors_per_request = w.load_sectors_per_request;
    an->store_sectors_per_request = w.store_sectors_per_request;
    an->load_lines_per_request = w.load_lines_per_request;
    an->store_lines_per_request = w.store_lines_per_request;
    an->dram_read_bytes_per_element = w.dram_read_bytes_per_element;
    an->dram_write_bytes_per_element = w.dram_write_bytes_per_element;
    an->distinct_bytes_per_element = w.distinct_bytes_per_element;
    an->distinct_read_bytes_per_element = w.distinct_read_bytes_per_element;
    an->dram_counted_whole = w.dram_whole;
    an->store_alone_bytes_per_element = w.store_alone_bytes_per_element;
    out->warps_counted = (long)w.warps;
    return 0;
}

int wl_expr_extent_checked(const wl_expr_experiment *x, int64_t n, int64_t s, uint64_t *extent,
                           wl_error *err)
{
    return extent_at(x, n, s, extent, NULL, NULL, err);
}

void wl_expr_spec(const wl_expr_experiment *x, int s, int unroll, wl_spec *out)
{
    *out = (wl_spec){
        .kernel = WL_KERNEL_EXPR, .type = x->type, .param = s, .unroll = unroll, .expr = x};
}
