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

/* Element indices of threads first..first+count-1 (count <= WL_EXPR_BATCH), the
 * tree evaluated node by node over all of them (wl_expr_apply's
 * arithmetic; the range check has ruled out every fault). */
void wl_expr_batch(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t s,
                   int64_t first, int count, int64_t *out)
{
    static _Thread_local int64_t val[WL_EXPR_MAX_NODES][WL_EXPR_BATCH];
    evaluated += count;
    for (int k = 0; k < e->count; k++) {
        const wl_expr_node *nd = &e->node[k];
        int64_t *v = val[k];
        if (nd->op == WL_OP_LIT || (nd->op == WL_OP_VAR && nd->var >= WL_VAR_S)) {
            int64_t c = nd->op == WL_OP_LIT ? nd->value : nd->var == WL_VAR_S ? s : n;
            for (int t = 0; t < count; t++)
                v[t] = c;
        } else if (nd->op == WL_OP_VAR) {
            for (int t = 0; t < count; t++) {
                int64_t i = first + t;
                v[t] = nd->var == WL_VAR_I       ? i
                       : nd->var == WL_VAR_LANE  ? i % WL_WARP_SIZE
                       : nd->var == WL_VAR_WARP  ? i / WL_WARP_SIZE
                       : nd->var == WL_VAR_BLOCK ? i / x->block
                                                 : i % x->block;
            }
        } else {
            apply_all(nd->op, val[nd->a], nd->b >= 0 ? val[nd->b] : val[nd->a], v, count);
        }
    }
    memcpy(out, val[e->count - 1], (size_t)count * sizeof *out);
}
