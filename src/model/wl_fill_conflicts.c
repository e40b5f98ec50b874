/* Stores that meet another instruction's fill: a store request that writes
 * into a line in which some sector is read by a different load instruction
 * and not by the load that fed the store. L2 may still be filling that
 * sector when the store arrives, and the store waits for it.
 *
 * The H200 shows the cost (bench/data/h200-store-conflicts.csv): with only
 * the store shifted by a line, a[i+32] = a[i] + 1 runs at 37% of copy
 * against 63% unshifted, moving the same DRAM bytes; a store that writes
 * only what its own load read loses nothing (a[i] = a[i+1] + 1: 61%). How
 * much a meeting costs depends on when the other warp's fill lands, 3 to
 * 130 ps per store instruction across unrolls and shifts, so the performance
 * model counts these stores to say that its figure is optimistic, and adds
 * no time for them. */
#include <stdlib.h>

#include "wl_counting.h"

/* A sector some load of the sample reads: the first instruction that reads
 * it, and whether any other does. */
typedef struct reader {
    uint64_t key; /* array and sector, + 1; 0 marks an empty slot */
    long first;
    bool shared;
} reader;

typedef struct reader_set {
    reader *slot;
    size_t cap;
} reader_set;

static uint64_t sector_key(int array, uint64_t sector_addr)
{
    return (((uint64_t)array << 60) | (sector_addr / WL_SECTOR_BYTES)) + 1;
}

static reader *find(const reader_set *s, uint64_t key)
{
    size_t h = (size_t)((key * 0x9E3779B97F4A7C15ull) >> 40) & (s->cap - 1);
    while (s->slot[h].key && s->slot[h].key != key)
        h = (h + 1) & (s->cap - 1);
    return &s->slot[h];
}

static void add_reader(reader_set *s, uint64_t key, long instr)
{
    reader *r = find(s, key);
    if (!r->key)
        *r = (reader){.key = key, .first = instr};
    else if (r->first != instr)
        r->shared = true;
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

/* Whether the line holding `sector_addr` has a sector only other loads read. */
static bool meets_fill(const reader_set *s, const wl_access *ld, int array, uint64_t sector_addr,
                       long instr)
{
    uint64_t line = sector_addr / WL_LINE_BYTES * WL_LINE_BYTES;
    for (uint64_t a = line; a < line + WL_LINE_BYTES; a += WL_SECTOR_BYTES) {
        const reader *r = find(s, sector_key(array, a));
        bool others = r->key && (r->first != instr || r->shared);
        if (others && !own_sector(ld, array, a))
            return true;
    }
    return false;
}

int64_t wl_count_store_fill_conflicts(const wl_spec *spec, long warps)
{
    int per_warp = wl_instructions_per_warp(spec);
    long instructions = warps * per_warp;
    reader_set s = {.cap = 64};
    while (s.cap < 2 * (size_t)instructions * WL_WARP_SIZE)
        s.cap *= 2;
    if (!(s.slot = calloc(s.cap, sizeof *s.slot)))
        return -1;
    wl_access ld, st;
    wl_spec at = *spec;
    for (long w = 0; w < warps; w++)
        for (int u = 0; u < per_warp; u++) {
            at.warp = w;
            wl_instruction_access(&at, false, u, &ld);
            for (int k = 0; k < ld.sectors; k++)
                add_reader(&s, sector_key(ld.array, ld.sector_addr[k]), w * per_warp + u);
        }
    int64_t lines = 0;
    for (long w = 0; w < warps; w++)
        for (int u = 0; u < per_warp; u++) {
            at.warp = w;
            wl_instruction_access(&at, false, u, &ld);
            wl_instruction_access(&at, true, u, &st);
            uint64_t last_line = UINT64_MAX;
            for (int k = 0; k < st.sectors; k++) {
                uint64_t line = st.sector_addr[k] / WL_LINE_BYTES;
                if (line == last_line)
                    continue; /* sectors come in order: the line is done */
                last_line = line;
                if (meets_fill(&s, &ld, st.array, st.sector_addr[k], w * per_warp + u))
                    lines++;
            }
        }
    free(s.slot);
    return lines;
}
