/* The names' values for one thread, and their ranges over a launch: the one
 * definition of what i, lane, warp, block, tid, s and n mean. Pure C. */
#include <string.h>

#include "wl_expr_model.h"

void wl_expr_env_at(const wl_expr_experiment *x, int64_t n, int64_t s, int64_t i, wl_expr_env *out)
{
    out->v[WL_VAR_I] = i;
    out->v[WL_VAR_LANE] = i % WL_WARP_SIZE;
    out->v[WL_VAR_WARP] = i / WL_WARP_SIZE;
    out->v[WL_VAR_BLOCK] = i / x->block;
    out->v[WL_VAR_TID] = i % x->block;
    out->v[WL_VAR_S] = s;
    out->v[WL_VAR_N] = n;
}

void wl_expr_ranges_for(const wl_expr_experiment *x, int64_t n, int64_t s_lo, int64_t s_hi,
                        wl_expr_ranges *out)
{
    wl_expr_env lo, hi;
    wl_expr_env_at(x, n, s_lo, 0, &lo);
    wl_expr_env_at(x, n, s_hi, n - 1, &hi);
    memcpy(out->lo, lo.v, sizeof lo.v);
    memcpy(out->hi, hi.v, sizeof hi.v);
    /* n is a multiple of the block size, so the last thread has the last
     * lane and tid; said outright so the ranges never depend on it. */
    out->hi[WL_VAR_LANE] = WL_WARP_SIZE - 1;
    out->hi[WL_VAR_TID] = x->block - 1;
}
