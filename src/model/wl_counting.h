/* Counting what a set of addresses touches: shared by the access analysis,
 * the performance model and the expression model. */
#ifndef WL_COUNTING_H
#define WL_COUNTING_H

#include <stdint.h>

#include "wl_family.h"
#include "wl_model.h"

/* Sorts one warp's 32 values in place. */
void wl_sort_warp(uint64_t v[WL_WARP_SIZE]);

/* A set of 64-bit values (open addressing, at most half full): room for
 * max_values; init returns -1 when memory runs out. add says whether v was
 * new. Any value but UINT64_MAX may be stored. */
typedef struct wl_u64_set {
    uint64_t *slot;
    size_t cap;
    size_t count; /* values added: a growing set doubles when half full */
    bool grows;
} wl_u64_set;
int wl_u64_set_init(wl_u64_set *s, int64_t max_values);
bool wl_u64_set_add(wl_u64_set *s, uint64_t v);
/* A set that starts small and doubles its table when half full, for a
 * count whose bound is far above what it mostly holds: a few thousand
 * values spread over a table sized for the bound touch (and fault in) every
 * page of it. Its values go in through insert: 1 new, 0 held already, -1
 * when memory runs out. */
int wl_u64_set_init_growing(wl_u64_set *s);
int wl_u64_set_insert(wl_u64_set *s, uint64_t v);
bool wl_u64_set_has(const wl_u64_set *s, uint64_t v);
void wl_u64_set_free(wl_u64_set *s);

/* How many distinct values v[0..n) holds; -1 when memory runs out. */
int64_t wl_count_distinct(const uint64_t *v, int64_t n);

/* Warp spec->warp's instruction u of the load or the store, counted. */
void wl_instruction_access(const wl_spec *spec, bool is_store, int u, wl_access *out);
/* The same for warp `warp` of a walk (wl_family.h). */
void wl_lane_walk_access(wl_lane_walk *w, long warp, bool is_store, int u, wl_access *out);

/* Store lines, over the instructions of warps 0..warps-1, that hold a sector
 * another load instruction reads and the store's own load does not (see
 * wl_fill_conflicts.c); -1 when memory runs out. */
int64_t wl_count_store_fill_conflicts(const wl_spec *spec, long warps);

/* Same-line writes (wl_hot_lines.c): over the warps first, first + step,
 * ... (count of them), the requests of store instructions that write two
 * lines or more into lines another of these warps also writes, and how many
 * such lines there are. Returns 0, or -1 when memory runs out. */
int wl_count_hot_lines(const wl_spec *spec, long first, long step, long count, int64_t *requests,
                       int64_t *lines);

/* The same over warps first..first+count-1, adding to *requests, and to
 * *lines the hot lines not yet in `seen` (which keeps them). */
int wl_hot_lines_into(const wl_spec *spec, long first, long count, wl_u64_set *seen,
                      int64_t *requests, int64_t *lines);

/* Reuse within L2's reach (wl_reuse.c): lane-uses of warp 0's lines (load
 * or store side) by warps 0..sample_warps-1 over those by warps
 * 0..reach_warps-1, at most 1. Returns 0, or -1 when memory runs out. */
int wl_reuse_ratio(const wl_spec *spec, bool is_store, long sample_warps, long reach_warps,
                   double *ratio);

#endif
