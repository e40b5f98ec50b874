/* Which stretches of a custom experiment's threads repeat themselves
 * (wl_expr_period.c): the proof the whole-launch count (wl_expr_whole.c)
 * and the launch's parts stand on. Pure C. */
#ifndef WL_EXPR_PERIOD_H
#define WL_EXPR_PERIOD_H

#include <stdbool.h>
#include <stdint.h>

#include "wl_expr_model.h"

/* Threads a..b-1 of the launch and what is proven of them. When proven,
 * for every thread i with i + period in the stretch, and each side k (0
 * the load, 1 the store):
 *   - shift (per_warp[k] false): e(i + period) = e(i) + shift[k];
 *   - per warp (per_warp[k] true): e(i + period) = e(i) + shift[k] * g(w),
 *     g an integer that depends on i's warp w alone and repeats every
 *     period (i * (1 + warp % 2): g(w) = 1 + w % 2).
 * Either way each warp of period k + 1 touches its warp of period k's
 * elements moved by whole multiples of shift[k]. */
typedef struct wl_stretch {
    int64_t a, b;
    bool proven;
    int64_t period; /* threads; a multiple of the block */
    int64_t shift[2];
    bool per_warp[2];
} wl_stretch;

typedef struct wl_stretch_plan {
    wl_stretch *list;
    int count, cap;
    bool overflow; /* more stretches than cap: nothing proven */
} wl_stretch_plan;

/* Cuts threads 0..n-1 of x at slider value s into stretches, each proven
 * or too short to cut further, into pl (list of cap entries, count 0).
 * per_warp: whether proofs per warp are wanted (the whole count's), or only
 * shifts (a sample of a stretch's first warps describes the rest). */
void wl_expr_stretches(const wl_expr_experiment *x, int64_t n, int64_t s, bool per_warp,
                       wl_stretch_plan *pl);

int64_t wl_gcd64(int64_t a, int64_t b);
/* lcm, or 0 when it passes 2^40 (no launch has a period that long). */
int64_t wl_lcm64(int64_t a, int64_t b);

#endif
