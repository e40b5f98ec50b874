/* How a point's launches are timed. At a working set the L2 holds, a launch
 * lasts a few microseconds, as long as starting one, and the method decides
 * the figure (lesson 6):
 *   warplab: launches back to back on one stream, an event between each
 *            pair, so the next launch starts while the last one runs; the
 *            median of the repetitions.
 *   seed:    each launch alone between its own two events, synchronised
 *            after it, as the repaired seed program times
 *            (kernels/wl_seed_fixed.cu); the median of the repetitions
 *            (with --reps 1, the original seed's one launch per point). */
#ifndef WL_TIMING_H
#define WL_TIMING_H

typedef enum wl_timing { WL_TIMING_WARPLAB, WL_TIMING_SEED } wl_timing;

/* "warplab" or "seed". */
const char *wl_timing_name(wl_timing t);

/* Returns 0 and sets *out for a known name, -1 otherwise. */
int wl_timing_parse(const char *name, wl_timing *out);

/* "warplab, seed": for usage and error messages. */
#define WL_TIMING_NAMES "warplab, seed"

#endif
