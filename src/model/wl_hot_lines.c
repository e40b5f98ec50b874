/* Same-line writes from different warps: a store instruction whose lanes
 * scatter over several lines writes one word into each; when other warps in
 * flight write into the same lines, L2 takes those writes one after another.
 *
 * The H200 shows it with `warplab calibrate`'s own microbenchmark (every
 * warp of the grid stores one word into each of the same 32 lines):
 * 4.7e9 stores/s in all, 1.5e8 per line, against 7.4e10 for stores that
 * scatter over lines nobody else writes. Spread over 256, 2048 and 32768
 * shared lines the total grows to 1.5e10, 4.9e10 and 5.5e10 (where the
 * partial-store rate takes over). An instruction that writes a single line
 * is not held up this way: every warp writing the same word (`a[0] += 1`)
 * runs at the block-launch rate. So the performance model counts the
 * requests of scattered store instructions into lines that more than two
 * warps write, and the lines the resident warps write at once (wl_perf.c). */
#include <stdlib.h>
#include <string.h>

#include "wl_counting.h"

typedef struct line_writer {
    uint64_t line;
    long warp;
} line_writer;

/* Sorts w[0..n) by line, keeping the order of equal lines (a radix sort,
 * a byte at a time, skipping the bytes every line shares): collect appends
 * in the order of the warps, so this is the order by line then warp, at a
 * fraction of a comparison sort's cost. tmp holds n entries. */
static void sort_by_line(line_writer *w, line_writer *tmp, size_t n)
{
    uint64_t differ = 0;
    for (size_t i = 1; i < n; i++)
        differ |= w[i].line ^ w[0].line;
    for (int shift = 0; shift < 64; shift += 8) {
        if (((differ >> shift) & 0xff) == 0)
            continue;
        size_t start[257] = {0};
        for (size_t i = 0; i < n; i++)
            start[((w[i].line >> shift) & 0xff) + 1]++;
        for (int d = 0; d < 256; d++)
            start[d + 1] += start[d];
        for (size_t i = 0; i < n; i++)
            tmp[start[(w[i].line >> shift) & 0xff]++] = w[i];
        memcpy(w, tmp, n * sizeof *w);
    }
}

/* The distinct lines of one instruction's lanes, ascending, into out;
 * returns how many. The lanes of most patterns walk upwards, and their
 * lines need no sort then (the sectors and bytes a full count of the
 * access works out are not needed here). */
static int instruction_lines(const uint64_t addr[WL_WARP_SIZE], uint64_t out[WL_WARP_SIZE])
{
    bool ascending = true;
    for (int l = 0; l < WL_WARP_SIZE; l++) {
        out[l] = addr[l] / WL_LINE_BYTES;
        ascending = ascending && (l == 0 || out[l] >= out[l - 1]);
    }
    if (!ascending)
        wl_sort_warp(out);
    int n = 1;
    for (int l = 1; l < WL_WARP_SIZE; l++)
        if (out[l] != out[n - 1])
            out[n++] = out[l];
    return n;
}

/* The distinct lines of each scattered store instruction of the warps
 * first, first + step, ... (count of them) into w; returns how many. */
static size_t collect(const wl_spec *spec, long first, long step, long count, line_writer *w,
                      line_writer *tmp)
{
    int per_warp = wl_instructions_per_warp(spec);
    wl_lane_walk walk;
    wl_lane_walk_start(spec, &walk);
    size_t n = 0;
    for (long k = 0; k < count; k++) {
        long warp = first + k * step;
        for (int u = 0; u < per_warp; u++) {
            uint64_t addr[WL_WARP_SIZE], lines[WL_WARP_SIZE];
            int array;
            wl_lane_walk_addresses(&walk, warp, true, u, addr, &array);
            int m = instruction_lines(addr, lines);
            for (int i = 0; m >= 2 && i < m; i++)
                w[n++] = (line_writer){((uint64_t)array << 60) | lines[i], warp};
        }
    }
    sort_by_line(w, tmp, n);
    return n;
}

/* Shared by wl_count_hot_lines and wl_hot_lines_into: the hot lines of
 * warps first.. (count of them), each passed to `each`. */
static int hot_lines(const wl_spec *spec, long first, long step, long count, wl_u64_set *into,
                     int64_t *requests, int64_t *lines)
{
    size_t cap = (size_t)count * (size_t)wl_instructions_per_warp(spec) * WL_WARP_SIZE;
    line_writer *w = malloc(2 * cap * sizeof *w);
    if (!w)
        return -1;
    size_t n = collect(spec, first, step, count, w, w + cap);
    int rc = 0;
    for (size_t i = 0; i < n && rc == 0;) {
        size_t j = i;
        int writers = 0;
        for (; j < n && w[j].line == w[i].line; j++)
            writers += j == i || w[j].warp != w[j - 1].warp;
        /* Two warps share a line at the seam of a misaligned or strided
         * store, one after the other: that is no hot line. */
        if (writers > 2) {
            int added = into ? wl_u64_set_insert(into, w[i].line) : 1;
            *requests += (int64_t)(j - i);
            *lines += added;
            rc = added < 0 ? -1 : 0;
        }
        i = j;
    }
    free(w);
    return rc;
}

int wl_count_hot_lines(const wl_spec *spec, long first, long step, long count, int64_t *requests,
                       int64_t *lines)
{
    *requests = *lines = 0;
    return hot_lines(spec, first, step, count, NULL, requests, lines);
}

int wl_hot_lines_into(const wl_spec *spec, long first, long count, wl_u64_set *seen,
                      int64_t *requests, int64_t *lines)
{
    return hot_lines(spec, first, 1, count, seen, requests, lines);
}
