/* A custom experiment's distinct DRAM pieces over its whole launch, for a
 * launch L2 holds whole (wl_expr_union.c): each piece is fetched once,
 * however far apart the threads that touch it run. Pure C. */
#ifndef WL_EXPR_UNION_H
#define WL_EXPR_UNION_H

#include <stdint.h>

#include "wl_expr_model.h"
#include "wl_expr_period.h"

/* Whether pieces (bytes >> shift) of an array reaching extent elements
 * are few enough to mark one bit each: else wl_expr_union_pieces answers 1
 * at once. */
bool wl_expr_union_fits(const wl_expr_experiment *x, uint64_t extent, int shift);

/* Distinct pieces (bytes >> shift) the side (0 load, 1 store) of x touches
 * over threads 0..n-1 whose array reaches extent elements, with pl the
 * launch's stretches, into *pieces. Returns 0; 1 when the pieces are too
 * many to mark one bit each (the caller counts window by window); -1 when
 * memory runs out or the evaluation budget is spent. */
int wl_expr_union_pieces(const wl_expr_experiment *x, int side, int64_t n, int64_t s,
                         const wl_stretch_plan *pl, uint64_t extent, int shift, int64_t *pieces);

/* The pieces (bytes >> shift) x's stores touch that none of its loads
 * does, the loads and stores marked into one bitmap, into *pieces: what
 * the stores add to the launch's footprint (a store on a piece a load
 * already brought adds nothing; the loads bring whole granules of
 * 1 << load_shift bytes, so a store beside a load in one granule adds
 * nothing either). Returns as wl_expr_union_pieces. */
int wl_expr_union_stores_alone(const wl_expr_experiment *x, int64_t n, int64_t s,
                               const wl_stretch_plan *pl, uint64_t extent, int shift,
                               int load_shift, int64_t *pieces);

#endif
