/* The warp diagram: for the load and the store of one warp, each 128-byte
 * line it touches as 32 four-byte words in 4 sectors, with glyphs for used,
 * fetched-but-unused and untouched bytes. Rows come from wl_warp_map; runs of
 * alike lines fold into one row so any pattern fits. */
#include <stdio.h>
#include <string.h>

#include "wl_diagram.h"
#include "wl_view.h"

typedef struct diagram_ctx {
    WINDOW *w;
    const wl_glyph_set *g;
    int cell;    /* columns per word */
    bool detail; /* lanes and bytes after each row */
    int wide;    /* long figure lines fit */
    int tall;    /* rows per line row: more than 1 when zoomed with room */
    bool unfold; /* room for every line: alike lines are not folded */
} diagram_ctx;

static void draw_line_row(const diagram_ctx *c, int y, int index, const wl_line_row *row)
{
    wl_putf(c->w, y, 0, WL_ROLE_DIM, "L%-2d", index);
    int x = 4;
    for (int word = 0; word < WL_WORDS_PER_LINE; word++) {
        if (word > 0 && word % (WL_SECTOR_BYTES / 4) == 0) {
            for (int t = 0; t < c->tall; t++) /* taller cells: every row of them */
                wl_put(c->w, y + t, x, WL_ROLE_DIM, c->g->sector_rule);
            x++;
        }
        wl_byte_role r = row->word[word];
        const char *glyph = r == WL_BYTE_USED     ? c->g->used
                            : r == WL_BYTE_WASTED ? c->g->wasted
                                                  : c->g->untouched;
        wl_role role = r == WL_BYTE_USED     ? WL_ROLE_USED
                       : r == WL_BYTE_WASTED ? WL_ROLE_WASTED
                                             : WL_ROLE_UNTOUCHED;
        for (int k = 0; k < c->cell; k++)
            for (int t = 0; t < c->tall; t++)
                wl_put(c->w, y + t, x + k, role, glyph);
        x += c->cell;
    }
    if (!c->detail)
        return;
    int used = 0, fetched = 0;
    for (int word = 0; word < WL_WORDS_PER_LINE; word++) {
        used += row->word[word] == WL_BYTE_USED ? 4 : 0;
        fetched += row->word[word] != WL_BYTE_UNTOUCHED ? 4 : 0;
    }
    char lanes[24];
    if (row->first_lane == row->last_lane)
        snprintf(lanes, sizeof lanes, "lane %d", row->first_lane);
    else
        snprintf(lanes, sizeof lanes, "lanes %d-%d", row->first_lane, row->last_lane);
    wl_putf(c->w, y, x + 1, WL_ROLE_NORMAL, "%-11s %3d/%3d B", lanes, used, fetched);
}

static void figures_line(const diagram_ctx *c, int y, const char *label, const wl_access *a)
{
    double spr = a->requests ? (double)a->sectors / a->requests : a->sectors;
    char wide[160], narrow[96];
    snprintf(wide, sizeof wide,
             "%-5s %.0f sectors/request, %d line%s, %d B used of %d B fetched (%.1f%%)", label, spr,
             a->lines, a->lines == 1 ? "" : "s", a->useful_bytes, a->fetched_bytes,
             a->efficiency * 100.0);
    snprintf(narrow, sizeof narrow, "%-5s %.0f sectors/req, %d line%s, %.1f%% used", label, spr,
             a->lines, a->lines == 1 ? "" : "s", a->efficiency * 100.0);
    bool fits = (int)strlen(wide) <= getmaxx(c->w) && c->wide;
    wl_putf(c->w, y, 0, WL_ROLE_STRONG, "%s", fits ? wide : narrow);
}

/* Draws one access in at most `rows` rows from y; returns rows used. */
static int draw_access(const diagram_ctx *c, int y, int rows, const char *label, const wl_access *a)
{
    if (rows <= 0)
        return 0;
    figures_line(c, y, label, a);
    wl_warp_map map;
    wl_warp_map_build(a, &map);
    int used = 1;
    for (int i = 0; i < map.nlines;) {
        int run = 1;
        while (!c->unfold && i + run < map.nlines &&
               wl_line_rows_alike(&map.line[i], &map.line[i + run]))
            run++;
        int need = c->tall + (run > 1 ? 1 : 0) + (i + run < map.nlines ? 1 : 0);
        if (used + need > rows) {
            if (used < rows)
                wl_putf(c->w, y + used++, 4, WL_ROLE_DIM, "%s %d more lines", c->g->ellipsis,
                        map.nlines - i);
            break;
        }
        draw_line_row(c, y + used, i, &map.line[i]);
        used += c->tall;
        if (run > 1)
            wl_putf(c->w, y + used++, 4, WL_ROLE_DIM, "%s %d more line%s like L%d", c->g->ellipsis,
                    run - 1, run - 1 == 1 ? "" : "s", i);
        i += run;
    }
    return used;
}

/* Rows an access takes with line rows one row high: its figures line, and
 * a row per run of alike lines plus the row that counts the run (folded), or
 * a row per line (unfolded). */
static int rows_needed(const wl_access *a, bool unfold)
{
    if (!a->present)
        return 0;
    wl_warp_map map;
    wl_warp_map_build(a, &map);
    if (unfold)
        return 1 + map.nlines;
    int rows = 1;
    for (int i = 0; i < map.nlines;) {
        int run = 1;
        while (i + run < map.nlines && wl_line_rows_alike(&map.line[i], &map.line[i + run]))
            run++;
        rows += run > 1 ? 2 : 1;
        i += run;
    }
    return rows;
}

static bool same_addresses(const wl_access *a, const wl_access *b)
{
    return a->array == b->array && a->elem_bytes == b->elem_bytes &&
           memcmp(a->lane_addr, b->lane_addr, sizeof a->lane_addr) == 0;
}

static void draw_legend(const diagram_ctx *c, int y)
{
    int x = 0;
    wl_put(c->w, y, x, WL_ROLE_USED, c->g->used);
    wl_putf(c->w, y, x + 2, WL_ROLE_DIM, "used");
    x += 8;
    wl_put(c->w, y, x, WL_ROLE_WASTED, c->g->wasted);
    wl_putf(c->w, y, x + 2, WL_ROLE_DIM, "fetched, unused");
    x += 19;
    wl_put(c->w, y, x, WL_ROLE_UNTOUCHED, c->g->untouched);
    wl_putf(c->w, y, x + 2, WL_ROLE_DIM, "not fetched");
}

/* One line naming the section's other kernel, so a comparison is read side
 * by side without leaving this one; c swaps which is drawn. */
static void draw_other(diagram_ctx *c, int y, const wl_app *app)
{
    const wl_analysis *o = &app->exp.other_an;
    char line[96];
    int n = snprintf(line, sizeof line, "vs %s: ld %.0f, st %.0f sectors/req",
                     wl_kernel_name(o->spec.kernel), o->load_sectors_per_request,
                     o->store_sectors_per_request);
    if (n > 0 && n + 11 <= getmaxx(c->w))
        snprintf(line + n, sizeof line - (size_t)n, " (c swaps)");
    wl_putf(c->w, y, 0, WL_ROLE_DIM, "%s", line);
}

void wl_view_diagram(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    werase(w);
    char title[96];
    /* A transpose's grid is fixed by N; the one-dimensional kernels repeat
     * one pattern for as many warps as the working set needs. */
    char which[48];
    if (!wl_spec_uses_working_set(&app->exp.spec))
        snprintf(which, sizeof which, "Warp %ld of %ld", app->exp.spec.warp,
                 wl_spec_warp_count(&app->exp.spec));
    else
        snprintf(which, sizeof which, "Warp %ld", app->exp.spec.warp);
    snprintf(title, sizeof title, "%s: 32 lanes %s 32 B sectors %s 128 B lines", which, g->arrow,
             g->arrow);
    if (wl_text_cols(title) > getmaxx(w) - 1)
        snprintf(title, sizeof title, "%s: lanes %s 32 B sectors %s 128 B lines", which, g->arrow,
                 g->arrow);
    if (wl_text_cols(title) > getmaxx(w) - 1)
        snprintf(title, sizeof title, "%s: lanes %s sectors %s lines", which, g->arrow, g->arrow);
    wl_header(w, title, app->view.focus == WL_FOCUS_DIAGRAM, 0);
    if (!app->exp.analysis_ok) {
        wl_putf(w, 1, 0, WL_ROLE_BAD, "%s", app->exp.an_err);
        return;
    }
    diagram_ctx c = {
        w, g,    app->view.layout.diagram_cell, app->view.layout.diagram_detail, getmaxx(w) >= 64,
        1, false};
    /* The last row holds the legend, the one above it the other kernel. */
    int h = getmaxy(w) - 2 - (app->exp.other_ok ? 1 : 0), y = 1;
    const wl_access *ld = &app->exp.analysis.load, *st = &app->exp.analysis.store;
    bool store_same = ld->present && st->present && same_addresses(ld, st);
    /* With room to spare every line gets its own row; zoomed, or on a
     * projector, the cells grow as tall as the room allows. */
    c.unfold = rows_needed(ld, true) + (store_same ? 1 : rows_needed(st, true)) <= h;
    if (app->view.zoom == WL_ZOOM_DIAGRAM || app->opt.projector) {
        int need = rows_needed(ld, c.unfold) + (store_same ? 1 : rows_needed(st, c.unfold));
        int lines = need - (ld->present ? 1 : 0) - (st->present ? 1 : 0);
        int tall = lines > 0 ? 1 + (h - need) / lines : 1;
        c.tall = tall < 1 ? 1 : tall > c.cell ? c.cell : tall;
    }
    int store_rows = !st->present ? 0 : store_same ? 1 : h / 2;
    if (ld->present)
        y += draw_access(&c, y, h - store_rows, "load", ld);
    if (store_same)
        wl_putf(w, y, 0, WL_ROLE_STRONG, "store the same addresses: %d sectors again", st->sectors);
    else if (st->present)
        draw_access(&c, y, 1 + h - y, "store", st);
    if (app->exp.other_ok)
        draw_other(&c, getmaxy(w) - 2, app);
    draw_legend(&c, getmaxy(w) - 1);
}
