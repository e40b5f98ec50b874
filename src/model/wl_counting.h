/* Counting what a set of addresses touches: shared by the access analysis,
 * the performance model and the expression model. */
#ifndef WL_COUNTING_H
#define WL_COUNTING_H

#include <stdint.h>

#include "wl_model.h"

/* Sorts one warp's 32 values in place. */
void wl_sort_warp(uint64_t v[WL_WARP_SIZE]);

/* How many distinct values v[0..n) holds; -1 when memory runs out. */
int64_t wl_count_distinct(const uint64_t *v, int64_t n);

#endif
