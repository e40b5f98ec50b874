/* A custom experiment's counts over the whole launch (wl_expr_whole.c):
 * every warp's sectors and lines, every window's DRAM pieces; stretches of
 * threads proven to repeat (wl_expr_period.h) are counted over one period
 * (and their first window), the rest thread by thread. Pure C. */
#ifndef WL_EXPR_WHOLE_H
#define WL_EXPR_WHOLE_H

#include "wl_expr_model.h"
#include "wl_family.h"

typedef struct wl_expr_whole {
    double load_sectors_per_request, store_sectors_per_request;
    double load_lines_per_request, store_lines_per_request;
    double dram_read_bytes_per_element, dram_write_bytes_per_element;
    /* Distinct elements' bytes the loads and stores ask for, window by
     * window as the DRAM pieces: never more than the DRAM bytes. */
    double distinct_bytes_per_element;
    double distinct_read_bytes_per_element; /* the loads' part */
    int64_t warps;           /* every warp of the launch: what the averages are over */
    int64_t threads_counted; /* threads evaluated to get them (the rest proven alike) */
    int stretches, stretches_proven;
    /* DRAM windows (each side's) counted thread by thread; the rest from
     * the first window of their stretch, moved. */
    int64_t windows, windows_counted;
    /* The DRAM pieces and distinct elements were counted over the whole
     * launch at once (mem->l2_holds_launch and few enough pieces). */
    bool dram_whole;
    /* Then the stores' bytes on pieces no load touches (write granules):
     * what they add to the footprint. */
    double store_alone_bytes_per_element;
} wl_expr_whole;

/* Threads whose DRAM pieces L2 is taken to share when it does not hold the
 * whole launch (mem->l2_holds_launch false): each window of this many
 * consecutive threads fetches its distinct pieces once. */
#define WL_EXPR_DRAM_WINDOW 65536

/* The counts of x at slider value s over n threads, after its range check
 * (wl_expr_extent) passed and gave extent, the elements the array reaches.
 * Returns 0, or -1 with err (out of memory, or a count that would pass
 * WL_EXPR_MAX_EVALUATIONS). */
int wl_expr_whole_counts(const wl_expr_experiment *x, int64_t n, int64_t s, uint64_t extent,
                         const wl_memparams *mem, wl_expr_whole *out, wl_error *err);

/* The launch as parts for a sample (wl_launch_parts): its stretches, those
 * proven alike next to each other as one, at most max; 0 when there are
 * more. */
int wl_expr_parts(const wl_expr_experiment *x, int64_t n, int64_t s, wl_part *out, int max);

#endif
