/* What one warp instruction's 32 addresses touch (sectors, lines, bytes
 * used), distinct values and a warp's sort, without qsort: every prediction counts
 * several samples of addresses, and a comparison-callback sort took 85% of a
 * model sweep's time. */
#include <stdlib.h>
#include <string.h>

#include "wl_counting.h"

/* Insertion sort: 32 values, usually in order already. */
void wl_sort_warp(uint64_t v[WL_WARP_SIZE])
{
    for (int i = 1; i < WL_WARP_SIZE; i++) {
        uint64_t x = v[i];
        int j = i;
        for (; j > 0 && v[j - 1] > x; j--)
            v[j] = v[j - 1];
        v[j] = x;
    }
}

int wl_u64_set_init(wl_u64_set *s, int64_t max_values)
{
    s->cap = 64;
    while (s->cap < 2 * (size_t)max_values)
        s->cap *= 2;
    s->count = 0;
    s->grows = false;
    s->slot = calloc(s->cap, sizeof *s->slot); /* value + 1; 0 is empty */
    return s->slot ? 0 : -1;
}

int wl_u64_set_init_growing(wl_u64_set *s)
{
    int rc = wl_u64_set_init(s, 32);
    s->grows = true;
    return rc;
}

/* The slot that holds v, or the empty one where it would go. */
static uint64_t *slot_of(const wl_u64_set *s, uint64_t v)
{
    uint64_t key = v + 1;
    size_t h = (size_t)((key * 0x9E3779B97F4A7C15ull) >> 40) & (s->cap - 1);
    while (s->slot[h] && s->slot[h] != key)
        h = (h + 1) & (s->cap - 1);
    return &s->slot[h];
}

/* Twice the table, every value placed again. */
static int grow(wl_u64_set *s)
{
    wl_u64_set bigger = {calloc(2 * s->cap, sizeof *s->slot), 2 * s->cap, s->count, true};
    if (!bigger.slot)
        return -1;
    for (size_t i = 0; i < s->cap; i++)
        if (s->slot[i])
            *slot_of(&bigger, s->slot[i] - 1) = s->slot[i];
    free(s->slot);
    *s = bigger;
    return 0;
}

int wl_u64_set_insert(wl_u64_set *s, uint64_t v)
{
    if (s->grows && 2 * (s->count + 1) > s->cap && grow(s) != 0)
        return -1;
    uint64_t *slot = slot_of(s, v);
    if (*slot)
        return 0;
    *slot = v + 1;
    s->count++;
    return 1;
}

bool wl_u64_set_add(wl_u64_set *s, uint64_t v)
{
    return wl_u64_set_insert(s, v) == 1;
}

bool wl_u64_set_has(const wl_u64_set *s, uint64_t v)
{
    return *slot_of(s, v) != 0;
}

void wl_u64_set_free(wl_u64_set *s)
{
    free(s->slot);
    s->slot = NULL;
}

/* The distinct values of v when they are in order (a sample of most
 * patterns walks its addresses upwards): one more at each change, no table.
 * -1 when they are not in order. */
static int64_t count_in_order(const uint64_t *v, int64_t n)
{
    int64_t m = n > 0;
    for (int64_t i = 1; i < n; i++) {
        if (v[i] < v[i - 1])
            return -1;
        m += v[i] != v[i - 1];
    }
    return m;
}

int64_t wl_count_distinct(const uint64_t *v, int64_t n)
{
    int64_t ordered = count_in_order(v, n);
    if (ordered >= 0)
        return ordered;
    wl_u64_set s;
    if (wl_u64_set_init(&s, n) != 0)
        return -1;
    int64_t m = 0;
    for (int64_t i = 0; i < n; i++)
        m += wl_u64_set_add(&s, v[i]);
    wl_u64_set_free(&s);
    return m;
}

void wl_access_from_addresses(const uint64_t addr[WL_WARP_SIZE], int elem_bytes, int array,
                              wl_access *out)
{
    uint64_t words[WL_WARP_SIZE];
    memset(out, 0, sizeof *out);
    out->present = true;
    out->elem_bytes = elem_bytes;
    out->array = array;
    memcpy(out->lane_addr, addr, sizeof out->lane_addr);
    memcpy(words, addr, sizeof words);
    /* One sort, one pass: a sector and a line keep the order of the
     * addresses in them, so each starts where the address before it was in
     * another. Two lanes reading one element get one copy of its bytes:
     * count the distinct elements the warp asked for, not the lanes. The
     * first lane starts all three: ~w shares no bit with w. */
    wl_sort_warp(words);
    int sectors = 0, lines = 0, elements = 0;
    for (int l = 0; l < WL_WARP_SIZE; l++) {
        uint64_t w = words[l], before = l > 0 ? words[l - 1] : ~w;
        if (w / WL_SECTOR_BYTES != before / WL_SECTOR_BYTES)
            out->sector_addr[sectors++] = w / WL_SECTOR_BYTES * WL_SECTOR_BYTES;
        lines += w / WL_LINE_BYTES != before / WL_LINE_BYTES;
        elements += w != before;
    }
    out->sectors = sectors;
    out->lines = lines;
    out->useful_bytes = elements * elem_bytes;
    out->requests = 1;
    out->fetched_bytes = out->sectors * WL_SECTOR_BYTES;
    out->efficiency = (double)out->useful_bytes / out->fetched_bytes;
}
