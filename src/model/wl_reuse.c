/* Lines L2 still holds when they are used again: a pattern that walks
 * columns (lanes a row apart) comes back to the same lines a column later,
 * which a sample of a few dozen warps never sees, so the sample counts one
 * fill per lane where the GPU fills each line once for all its uses.
 *
 * The H200 shows it: `a[i] = a[(i % N) * N + i / N] + 1` (f32, 64 Mi
 * elements) runs at 1072 to 1128 GB/s for N = 2048 to 32768, where a fill
 * per element would allow 161, and its DRAM traffic is what each line read
 * once implies. So the model counts, for the lines of the launch's first
 * warp, how often warps within L2's reach use them against how often the
 * sample's warps do: that ratio scales the fills, the DRAM bytes and the
 * pages of that side (wl_perf.c). */
#include <stdlib.h>

#include "wl_counting.h"

static uint64_t line_key(int array, uint64_t addr)
{
    return ((uint64_t)array << 60) | (addr / WL_LINE_BYTES);
}

/* Lane-uses, by warps 0..count-1, of the lines in `lines`. */
static double uses(const wl_spec *spec, bool is_store, long count, const wl_u64_set *lines)
{
    int per_warp = wl_instructions_per_warp(spec);
    wl_spec at = *spec;
    double n = 0;
    for (long w = 0; w < count; w++) {
        at.warp = w;
        for (int u = 0; u < per_warp; u++) {
            uint64_t addr[WL_WARP_SIZE];
            int array;
            wl_lane_addresses(&at, is_store, u, addr, &array);
            for (int l = 0; l < WL_WARP_SIZE; l++)
                n += wl_u64_set_has(lines, line_key(array, addr[l]));
        }
    }
    return n;
}

int wl_reuse_ratio(const wl_spec *spec, bool is_store, long sample_warps, long reach_warps,
                   double *ratio)
{
    int per_warp = wl_instructions_per_warp(spec);
    wl_u64_set lines;
    if (wl_u64_set_init(&lines, (int64_t)per_warp * WL_WARP_SIZE) != 0)
        return -1;
    wl_spec at = *spec;
    at.warp = 0;
    for (int u = 0; u < per_warp; u++) {
        uint64_t addr[WL_WARP_SIZE];
        int array;
        wl_lane_addresses(&at, is_store, u, addr, &array);
        for (int l = 0; l < WL_WARP_SIZE; l++)
            wl_u64_set_add(&lines, line_key(array, addr[l]));
    }
    double in_sample = uses(spec, is_store, sample_warps, &lines);
    double in_reach =
        reach_warps > sample_warps ? uses(spec, is_store, reach_warps, &lines) : in_sample;
    wl_u64_set_free(&lines);
    *ratio = in_reach > 0 ? in_sample / in_reach : 1;
    return 0;
}
