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
#include <stdint.h>
#include <stdlib.h>

#include "wl_counting.h"

static uint64_t line_key(int array, uint64_t addr)
{
    return ((uint64_t)array << 60) | (addr / WL_LINE_BYTES);
}

/* Warp 0's lines, and the least and greatest of them: most lanes of a far
 * warp fall outside that span, and a comparison is cheaper than a lookup. */
typedef struct first_lines {
    wl_u64_set set;
    uint64_t lo, hi;
} first_lines;

/* Lane-uses, by warps first..end-1, of warp 0's lines. Counted whole: each
 * use is one, so the sum over two spans of warps is the sum over both. Most
 * instructions of a far warp fall wholly outside warp 0's span: a row whose
 * lanes are first + lane * step says so from lane 0 and lane 31 alone (the
 * walk was most of a lab start), any other from one pass over its keys
 * before any is looked up. */
static int64_t uses(const wl_spec *spec, bool is_store, long first, long end,
                    const first_lines *lines)
{
    int per_warp = wl_instructions_per_warp(spec);
    wl_lane_walk walk;
    wl_lane_walk_start(spec, &walk);
    int64_t n = 0;
    const uint64_t span = lines->hi - lines->lo; /* key - lo wraps past it below lo */
    for (long w = first; w < end; w++) {
        for (int u = 0; u < per_warp; u++) {
            uint64_t addr[WL_WARP_SIZE], lo, hi;
            int array, near = 0;
            if (wl_lane_walk_span(&walk, w, is_store, u, &lo, &hi, &array) &&
                (line_key(array, hi) < lines->lo || line_key(array, lo) > lines->hi))
                continue; /* its lanes ascend: lane 0 and lane 31 bound them */
            wl_lane_walk_addresses(&walk, w, is_store, u, addr, &array);
            for (int l = 0; l < WL_WARP_SIZE; l++)
                near |= line_key(array, addr[l]) - lines->lo <= span;
            if (!near)
                continue;
            for (int l = 0; l < WL_WARP_SIZE; l++) {
                uint64_t key = line_key(array, addr[l]);
                n += key >= lines->lo && key <= lines->hi && wl_u64_set_has(&lines->set, key);
            }
        }
    }
    return n;
}

static int first_warp_lines(const wl_spec *spec, bool is_store, first_lines *out)
{
    int per_warp = wl_instructions_per_warp(spec);
    if (wl_u64_set_init(&out->set, (int64_t)per_warp * WL_WARP_SIZE) != 0)
        return -1;
    out->lo = UINT64_MAX;
    out->hi = 0;
    wl_lane_walk walk;
    wl_lane_walk_start(spec, &walk);
    for (int u = 0; u < per_warp; u++) {
        uint64_t addr[WL_WARP_SIZE];
        int array;
        wl_lane_walk_addresses(&walk, 0, is_store, u, addr, &array);
        for (int l = 0; l < WL_WARP_SIZE; l++) {
            uint64_t key = line_key(array, addr[l]);
            wl_u64_set_add(&out->set, key);
            out->lo = key < out->lo ? key : out->lo;
            out->hi = key > out->hi ? key : out->hi;
        }
    }
    return 0;
}

/* The warps of the sample are the first of those within reach, so the
 * reach's count goes on from the sample's instead of walking them again. */
int wl_reuse_ratio(const wl_spec *spec, bool is_store, long sample_warps, long reach_warps,
                   double *ratio)
{
    first_lines lines;
    if (first_warp_lines(spec, is_store, &lines) != 0)
        return -1;
    int64_t in_sample = uses(spec, is_store, 0, sample_warps, &lines);
    int64_t in_reach = in_sample;
    if (reach_warps > sample_warps)
        in_reach += uses(spec, is_store, sample_warps, reach_warps, &lines);
    wl_u64_set_free(&lines.set);
    *ratio = in_reach > 0 ? (double)in_sample / (double)in_reach : 1;
    return 0;
}
