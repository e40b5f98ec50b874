/* Every lane of the whole launch inside the array, proven rather than
 * sampled. Interval arithmetic (wl_expr_check) over all threads at once
 * over-estimates when a name appears twice ("i - lane" looks like it could
 * reach -31), so the launch is cut into boxes of (block, warp in the block,
 * lane, s), each a range of whole coordinates, and every box is either
 * proven inside, found outside at a thread that is named, or cut in two
 * along its widest coordinate. Pure C. */
#include "wl_expr_model.h"

/* Boxes looked at before giving up on a proof: a few milliseconds at the
 * longest expression. The expressions people write prove in a handful. */
#define BOUND_BUDGET 8192
/* Each cut halves one of the four coordinates (each under 2^41), so the
 * stack of boxes left to look at stays under 4 * 41 + 1 deep. */
#define BOUND_STACK 192

enum { AX_BLOCK, AX_WARP, AX_LANE, AX_S, AX_COUNT };

typedef struct box {
    int64_t lo[AX_COUNT], hi[AX_COUNT];
} box;

static int64_t thread_at(const wl_expr_experiment *x, const int64_t c[AX_COUNT])
{
    return c[AX_BLOCK] * x->block + c[AX_WARP] * WL_WARP_SIZE + c[AX_LANE];
}

/* Every name grows with each coordinate, so a box's lowest and highest
 * threads bound the names over the box (wl_expr_env_at defines them). */
static void box_ranges(const wl_expr_experiment *x, int64_t n, const box *b, wl_expr_ranges *r)
{
    wl_expr_env lo, hi;
    wl_expr_env_at(x, n, b->lo[AX_S], thread_at(x, b->lo), &lo);
    wl_expr_env_at(x, n, b->hi[AX_S], thread_at(x, b->hi), &hi);
    for (int v = 0; v < WL_VAR_COUNT; v++) {
        r->lo[v] = lo.v[v];
        r->hi[v] = hi.v[v];
    }
}

static int widest_axis(const box *b)
{
    int best = 0;
    for (int a = 1; a < AX_COUNT; a++)
        if ((uint64_t)(b->hi[a] - b->lo[a]) > (uint64_t)(b->hi[best] - b->lo[best]))
            best = a;
    return best;
}

static bool outside(int64_t v, int64_t limit)
{
    return v < 0 || v >= limit;
}

/* The box's lowest thread as the witness (every thread of it is outside, or
 * it is the box's only thread). */
static void name_witness(const wl_expr_experiment *x, const wl_expr *e, int64_t n, const box *b,
                         wl_expr_witness *w)
{
    wl_expr_env env;
    int64_t i = thread_at(x, b->lo);
    wl_expr_env_at(x, n, b->lo[AX_S], i, &env);
    w->i = i;
    w->s = b->lo[AX_S];
    wl_expr_eval(e, &env, &w->index, NULL);
}

/* 1: inside, 0: outside (*w names a thread), -1: undecided (cut it). */
static int look_at(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t limit,
                   const box *b, wl_expr_witness *w)
{
    wl_expr_ranges r;
    int64_t lo, hi;
    box_ranges(x, n, b, &r);
    if (wl_expr_check(e, &r, &lo, &hi, NULL, NULL) != 0)
        return -1; /* cannot happen below a box that passed; cut it anyway */
    if (!outside(lo, limit) && !outside(hi, limit))
        return 1;
    if (hi < 0 || lo >= limit) {
        name_witness(x, e, n, b, w);
        return 0;
    }
    int a = widest_axis(b);
    if (b->lo[a] == b->hi[a]) {
        name_witness(x, e, n, b, w); /* one thread: its value is exact */
        return outside(w->index, limit) ? 0 : 1;
    }
    return -1;
}

wl_expr_bound_result wl_expr_bound(const wl_expr_experiment *x, const wl_expr *e, int64_t n,
                                   int64_t s_lo, int64_t s_hi, int64_t limit, wl_expr_witness *w)
{
    box stack[BOUND_STACK];
    int top = 0;
    stack[top++] = (box){{0, 0, 0, s_lo},
                         {n / x->block - 1, x->block / WL_WARP_SIZE - 1, WL_WARP_SIZE - 1, s_hi}};
    for (int looked = 0; top > 0; looked++) {
        if (looked == BOUND_BUDGET)
            return WL_BOUND_UNPROVEN;
        box b = stack[--top];
        int verdict = look_at(x, e, n, limit, &b, w);
        if (verdict == 0)
            return WL_BOUND_OUTSIDE;
        if (verdict == 1)
            continue;
        if (top + 2 > BOUND_STACK)
            return WL_BOUND_UNPROVEN;
        int a = widest_axis(&b);
        int64_t mid = b.lo[a] + (b.hi[a] - b.lo[a]) / 2;
        box upper = b, lower = b;
        lower.hi[a] = mid;
        upper.lo[a] = mid + 1;
        stack[top++] = upper; /* the lower half first: the first threads */
        stack[top++] = lower;
    }
    return WL_BOUND_INSIDE;
}
