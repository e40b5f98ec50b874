/* Stores that meet another instruction's fill: a store request that writes
 * into a line in which some sector is read by a different load instruction
 * and not by the load that fed the store. The name is the first guess at
 * the cost, that the store waits for the other load's fill; the H200 ruled
 * it out (bench/data/h200-seam-2026-12-04: a barrier that brings every load
 * of a block back before any of its stores leaves changes nothing;
 * h200-seam-apart-2026-12-04: warps that share a line half a launch apart
 * still lose, 0.57 to 0.92 of the aligned rate), and the L2 event that does cost the time is not
 * found.
 *
 * The H200 shows the cost (bench/data/h200-store-conflicts.csv): with only
 * the store shifted by a line, a[i+32] = a[i] + 1 runs at 37% of copy
 * against 63% unshifted, moving the same DRAM bytes; a store that writes
 * only what its own load read loses nothing (a[i] = a[i+1] + 1: 61%). How
 * much a meeting costs depends on when the other warp's fill lands, 3 to
 * 140 ps per store instruction across unrolls and shifts, and some flagged
 * kernels ran faster than the model predicts (the offset kernel, f32, shift
 * 1), so the performance model counts these stores to flag the pattern and
 * adds no time for them. A working set L2 already holds has no fills to meet
 * (wl_predict_launch). The count sees loads within the sample, whole blocks
 * of about 1024 lanes: a store shifted further from the load it meets, such
 * as a[i + 2048] = a[i] + 1, is not counted. */
#include <stdlib.h>

#include "wl_counting.h"

/* A sector of one array: the key the sample's read sectors are kept by. */
static uint64_t sector_key(int array, uint64_t sector_addr)
{
    return ((uint64_t)array << 60) | (sector_addr / WL_SECTOR_BYTES);
}

static bool own_sector(const wl_access *ld, int array, uint64_t sector_addr)
{
    if (ld->array != array)
        return false;
    for (int k = 0; k < ld->sectors; k++)
        if (ld->sector_addr[k] == sector_addr)
            return true;
    return false;
}

/* Whether the line holding `sector_addr` has a sector some load reads and
 * the store's own load does not: then another instruction reads it. */
static bool meets_fill(const wl_u64_set *read, const wl_access *ld, int array, uint64_t sector_addr)
{
    uint64_t line = sector_addr / WL_LINE_BYTES * WL_LINE_BYTES;
    for (uint64_t a = line; a < line + WL_LINE_BYTES; a += WL_SECTOR_BYTES)
        if (wl_u64_set_has(read, sector_key(array, a)) && !own_sector(ld, array, a))
            return true;
    return false;
}

int64_t wl_count_store_fill_conflicts(const wl_spec *spec, long warps)
{
    int per_warp = wl_instructions_per_warp(spec);
    long instructions = warps * per_warp;
    wl_u64_set read;
    wl_access *ld = malloc((size_t)instructions * sizeof *ld);
    if (!ld || wl_u64_set_init(&read, instructions * WL_WARP_SIZE) != 0) {
        free(ld);
        return -1;
    }
    wl_lane_walk walk;
    wl_lane_walk_start(spec, &walk);
    for (long i = 0; i < instructions; i++) {
        wl_lane_walk_access(&walk, i / per_warp, false, (int)(i % per_warp), &ld[i]);
        for (int k = 0; k < ld[i].sectors; k++)
            wl_u64_set_add(&read, sector_key(ld[i].array, ld[i].sector_addr[k]));
    }
    int64_t lines = 0;
    for (long i = 0; i < instructions; i++) {
        wl_access st;
        wl_lane_walk_access(&walk, i / per_warp, true, (int)(i % per_warp), &st);
        uint64_t last_line = UINT64_MAX;
        for (int k = 0; k < st.sectors; k++) {
            uint64_t line = st.sector_addr[k] / WL_LINE_BYTES;
            if (line == last_line)
                continue; /* sectors come in order: the line is done */
            last_line = line;
            lines += meets_fill(&read, &ld[i], st.array, st.sector_addr[k]);
        }
    }
    wl_u64_set_free(&read);
    free(ld);
    return lines;
}
