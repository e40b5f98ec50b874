#include "wl_diagram_text.h"
#include "wl_format.h"

static const wl_glyphs utf8_glyphs = {"\u2588", "\u2591", "\u00b7", "\u2502"};
static const wl_glyphs ascii_glyphs = {"#", "-", ".", "|"};

const wl_glyphs *wl_glyphs_get(bool ascii)
{
    return ascii ? &ascii_glyphs : &utf8_glyphs;
}

static const char *glyph_for(const wl_glyphs *g, wl_byte_role role)
{
    switch (role) {
    case WL_BYTE_USED:
        return g->used;
    case WL_BYTE_WASTED:
        return g->wasted;
    default:
        return g->untouched;
    }
}

static void print_lanes(FILE *out, const wl_line_row *row)
{
    char buf[16];
    if (row->lanes == 1)
        snprintf(buf, sizeof buf, "lane %d", row->first_lane);
    else
        snprintf(buf, sizeof buf, "lanes %d-%d", row->first_lane, row->last_lane);
    fprintf(out, "  %-12s", buf);
}

static void print_row(FILE *out, const wl_line_row *row, const wl_glyphs *g)
{
    print_lanes(out, row);
    fprintf(out, "%10llu ", (unsigned long long)row->line_addr);
    fputs(g->sep, out);
    for (int s = 0; s < WL_SECTORS_PER_LINE; s++) {
        for (int w = 0; w < WL_WORDS_PER_LINE / WL_SECTORS_PER_LINE; w++)
            fputs(glyph_for(g, row->word[s * (WL_WORDS_PER_LINE / WL_SECTORS_PER_LINE) + w]), out);
        fputs(g->sep, out);
    }
    fputc('\n', out);
}

/* Length of the run of rows alike to row i, starting at i. */
static int alike_run(const wl_warp_map *m, int i)
{
    int j = i + 1;
    while (j < m->nlines && wl_line_rows_alike(&m->line[i], &m->line[j]))
        j++;
    return j - i;
}

void wl_diagram_print_access(FILE *out, const char *label, const wl_access *acc, bool ascii,
                             int max_rows)
{
    const wl_glyphs *g = wl_glyphs_get(ascii);
    wl_warp_map map;
    wl_warp_map_build(acc, &map);
    char pct[16]; /* rounded as the lessons state it: 12.5, not 12 */
    wl_format_pct(100.0 * acc->efficiency, pct, sizeof pct);
    fprintf(out, "%s: %d sector%s in %d line%s, %d of %d bytes used (%s%%)\n", label, acc->sectors,
            acc->sectors == 1 ? "" : "s", acc->lines, acc->lines == 1 ? "" : "s", acc->useful_bytes,
            acc->fetched_bytes, pct);
    fprintf(out, "  %-12s%10s  sector 0 sector 1 sector 2 sector 3\n", "", "byte");
    int shown = 0;
    for (int i = 0; i < map.nlines;) {
        int run = alike_run(&map, i);
        print_row(out, &map.line[i], g);
        shown++;
        if (run > 2 && map.nlines > max_rows) {
            fprintf(out, "  ... and %d more line%s like the one above\n", run - 1,
                    run - 1 == 1 ? "" : "s");
            i += run;
            continue;
        }
        i++;
        if (shown >= max_rows && i < map.nlines) {
            fprintf(out, "  ... %d more lines\n", map.nlines - i);
            break;
        }
    }
}

void wl_diagram_print(FILE *out, const wl_analysis *a, bool ascii)
{
    const wl_glyphs *g = wl_glyphs_get(ascii);
    const int max_rows = 8;
    wl_diagram_print_access(out, "load ", &a->load, ascii, max_rows);
    wl_diagram_print_access(out, "store", &a->store, ascii, max_rows);
    fprintf(out, "  %s asked for by a lane   %s fetched, unused   %s not fetched\n", g->used,
            g->wasted, g->untouched);
}
