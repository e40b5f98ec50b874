/* A custom experiment's element indices for runs of threads, evaluated
 * node by node over the whole run (the loops vectorise), and the tally of
 * evaluations against the whole-launch count's budget. Pure C. */
#include <string.h>

#include "wl_expr_batch.h"

static _Thread_local int64_t evaluated;
static _Thread_local const volatile sig_atomic_t *cancel_flag;

void wl_expr_batch_reset(void)
{
    evaluated = 0;
}

void wl_expr_batch_charge(int64_t evaluations)
{
    evaluated += evaluations;
}

int64_t wl_expr_batch_evaluated(void)
{
    return evaluated;
}

void wl_expr_batch_cancel_on(const volatile sig_atomic_t *flag)
{
    cancel_flag = flag;
}

bool wl_expr_batch_cancelled(void)
{
    return cancel_flag && *cancel_flag;
}

/* A cancelled count stops where the budget would stop it: every loop that
 * evaluates threads already asks this between batches. */
bool wl_expr_batch_over_budget(void)
{
    return evaluated > WL_EXPR_MAX_EVALUATIONS || wl_expr_batch_cancelled();
}

/* v = a op b over count threads: the common operations in loops of their
 * own (as wl_expr_apply computes them, in unsigned arithmetic), the rest
 * through wl_expr_apply. */
static void apply_all(wl_expr_op op, const int64_t *a, const int64_t *b, int64_t *v, int count)
{
    const uint64_t *ua = (const uint64_t *)a, *ub = (const uint64_t *)b;
    uint64_t *uv = (uint64_t *)v;
    switch (op) {
    case WL_OP_ADD:
        for (int t = 0; t < count; t++)
            uv[t] = ua[t] + ub[t];
        return;
    case WL_OP_SUB:
        for (int t = 0; t < count; t++)
            uv[t] = ua[t] - ub[t];
        return;
    case WL_OP_MUL:
        for (int t = 0; t < count; t++)
            uv[t] = ua[t] * ub[t];
        return;
    default:
        for (int t = 0; t < count; t++)
            v[t] = wl_expr_apply(op, a[t], b[t]);
        return;
    }
}

/* v = a / b or a % b over count threads, b the same power of two 2^k for
 * them all: a shift and a mask in place of a division, rounding toward
 * zero as C's division does (a negative a is moved up by b - 1 first). */
static void divide_by_power_of_two(wl_expr_op op, const int64_t *a, int64_t b, int64_t *v,
                                   int count)
{
    int k = __builtin_ctzll((uint64_t)b);
    uint64_t low = (uint64_t)b - 1;
    /* arithmetic shifts: a[t] + low keeps a's sign */
    for (int t = 0; op == WL_OP_DIV && t < count; t++)
        v[t] = (int64_t)((uint64_t)a[t] + (low & (uint64_t)(a[t] >> 63))) >> k;
    for (int t = 0; op == WL_OP_MOD && t < count; t++) {
        int64_t q = (int64_t)((uint64_t)a[t] + (low & (uint64_t)(a[t] >> 63))) >> k;
        v[t] = (int64_t)((uint64_t)a[t] - ((uint64_t)q << k));
    }
}

/* v = the thread's own variable (i, lane, warp, block, tid) over count
 * threads from first: a block and a place in it counted on, not divided. */
static void fill_var(wl_expr_var var, int64_t block, int64_t first, int count, int64_t *v)
{
    int64_t q = first / block, r = first % block;
    for (int t = 0; t < count; t++) {
        int64_t i = first + t;
        v[t] = var == WL_VAR_I       ? i
               : var == WL_VAR_LANE  ? i % WL_WARP_SIZE
               : var == WL_VAR_WARP  ? i / WL_WARP_SIZE
               : var == WL_VAR_BLOCK ? q
                                     : r;
        r = r + 1 == block ? 0 : r + 1;
        q += r == 0;
    }
}

/* The values of one run of threads sit on the stack, a row per node: at
 * most this many bytes, so an expression of the most nodes takes its
 * threads in shorter runs instead of 1 MiB of stack (a worker thread's
 * stack may be small). A thread-local table of every node's row was zeroed,
 * all 1 MiB of it, for every thread warplab started. */
#define BATCH_STACK_BYTES (64 * 1024)

/* Threads first..first+count-1, count at most `room`: the tree evaluated
 * node by node over all of them (wl_expr_apply's arithmetic; the range
 * check has ruled out every fault). A node of literals, s and n alone holds
 * one value for every thread. */
static void batch_run(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t s,
                      int64_t first, int count, int room, int64_t *out)
{
    int64_t val[e->count > 0 ? e->count : 1][room];
    bool same[WL_EXPR_MAX_NODES];
    for (int k = 0; k < e->count; k++) {
        const wl_expr_node *nd = &e->node[k];
        int64_t *v = val[k];
        if (nd->op == WL_OP_LIT || (nd->op == WL_OP_VAR && nd->var >= WL_VAR_S)) {
            int64_t c = nd->op == WL_OP_LIT ? nd->value : nd->var == WL_VAR_S ? s : n;
            for (int t = 0; t < count; t++)
                v[t] = c;
            same[k] = true;
        } else if (nd->op == WL_OP_VAR) {
            fill_var(nd->var, x->block, first, count, v);
            same[k] = false;
        } else {
            const int64_t *b = nd->b >= 0 ? val[nd->b] : val[nd->a];
            bool by_power = (nd->op == WL_OP_DIV || nd->op == WL_OP_MOD) && nd->b >= 0 &&
                            same[nd->b] && b[0] > 0 && (b[0] & (b[0] - 1)) == 0;
            if (by_power)
                divide_by_power_of_two(nd->op, val[nd->a], b[0], v, count);
            else
                apply_all(nd->op, val[nd->a], b, v, count);
            same[k] = same[nd->a] && (nd->b < 0 || same[nd->b]);
        }
    }
    memcpy(out, val[e->count - 1], (size_t)count * sizeof *out);
}

/* Element indices of threads first..first+count-1 (count <= WL_EXPR_BATCH),
 * in runs whose rows fit BATCH_STACK_BYTES. */
void wl_expr_batch(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t s,
                   int64_t first, int count, int64_t *out)
{
    int rows = e->count > 0 ? e->count : 1;
    int room = BATCH_STACK_BYTES / (int)(rows * sizeof(int64_t));
    room = room > WL_EXPR_BATCH ? WL_EXPR_BATCH : room < 1 ? 1 : room;
    evaluated += count;
    for (int done = 0; done < count; done += room)
        batch_run(x, e, n, s, first + done, count - done < room ? count - done : room, room,
                  out + done);
}
