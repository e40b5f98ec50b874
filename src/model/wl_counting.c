/* Distinct values and a warp's sort, without qsort: every prediction counts
 * several samples of addresses, and a comparison-callback sort took 85% of a
 * model sweep's time. */
#include <stdlib.h>

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

/* An open-addressing hash set at most half full. */
int64_t wl_count_distinct(const uint64_t *v, int64_t n)
{
    size_t cap = 64;
    while (cap < 2 * (size_t)n)
        cap *= 2;
    uint64_t *slot = calloc(cap, sizeof *slot); /* value + 1; 0 is empty */
    if (!slot)
        return -1;
    int64_t m = 0;
    for (int64_t i = 0; i < n; i++) {
        uint64_t key = v[i] + 1;
        size_t h = (size_t)((key * 0x9E3779B97F4A7C15ull) >> 40) & (cap - 1);
        while (slot[h] && slot[h] != key)
            h = (h + 1) & (cap - 1);
        if (!slot[h]) {
            slot[h] = key;
            m++;
        }
    }
    free(slot);
    return m;
}
