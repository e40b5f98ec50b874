#include <string.h>

#include "wl_diagram.h"

static int find_or_add_line(wl_warp_map *m, uint64_t line_addr)
{
    for (int i = 0; i < m->nlines; i++)
        if (m->line[i].line_addr == line_addr)
            return i;
    wl_line_row *row = &m->line[m->nlines];
    memset(row, 0, sizeof *row);
    row->line_addr = line_addr;
    row->first_lane = -1;
    return m->nlines++;
}

/* Keeps rows in ascending address order (at most 32: insertion sort). */
static void sort_rows(wl_warp_map *m)
{
    for (int i = 1; i < m->nlines; i++) {
        wl_line_row tmp = m->line[i];
        int j = i - 1;
        while (j >= 0 && m->line[j].line_addr > tmp.line_addr) {
            m->line[j + 1] = m->line[j];
            j--;
        }
        m->line[j + 1] = tmp;
    }
}

static void mark_lane(wl_line_row *row, int lane, uint64_t addr, int elem_bytes)
{
    uint64_t off = addr - row->line_addr;
    for (int b = 0; b < elem_bytes; b += 4)
        row->word[(off + (uint64_t)b) / 4] = WL_BYTE_USED;
    row->sector_fetched[off / WL_SECTOR_BYTES] = true;
    if (row->first_lane < 0)
        row->first_lane = lane;
    row->last_lane = lane;
    row->lanes++;
}

void wl_warp_map_build(const wl_access *acc, wl_warp_map *out)
{
    memset(out, 0, sizeof *out);
    for (int lane = 0; lane < WL_WARP_SIZE; lane++)
        find_or_add_line(out, acc->lane_addr[lane] / WL_LINE_BYTES * WL_LINE_BYTES);
    sort_rows(out);
    for (int lane = 0; lane < WL_WARP_SIZE; lane++) {
        int i = find_or_add_line(out, acc->lane_addr[lane] / WL_LINE_BYTES * WL_LINE_BYTES);
        out->lane_line[lane] = i;
        mark_lane(&out->line[i], lane, acc->lane_addr[lane], acc->elem_bytes);
    }
    for (int i = 0; i < out->nlines; i++) {
        wl_line_row *row = &out->line[i];
        for (int w = 0; w < WL_WORDS_PER_LINE; w++)
            if (row->word[w] != WL_BYTE_USED)
                row->word[w] = row->sector_fetched[w * 4 / WL_SECTOR_BYTES] ? WL_BYTE_WASTED
                                                                            : WL_BYTE_UNTOUCHED;
    }
}

bool wl_line_rows_alike(const wl_line_row *a, const wl_line_row *b)
{
    return memcmp(a->sector_fetched, b->sector_fetched, sizeof a->sector_fetched) == 0 &&
           memcmp(a->word, b->word, sizeof a->word) == 0 && a->lanes == b->lanes;
}
