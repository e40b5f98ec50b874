/* The warp diagram: for the load and the store of one warp, each 128-byte
 * line it touches as 32 four-byte words in 4 sectors, with glyphs for used,
 * fetched-but-unused and untouched bytes. Rows come from wl_warp_map; which
 * line goes on which row is wl_diagram_plan's (every access drawn, alike
 * lines folded only when the rows are short). */
#include <stdio.h>
#include <string.h>

#include "wl_diagram.h"
#include "wl_diagram_plan.h"
#include "wl_format.h"
#include "wl_view.h"

typedef struct diagram_ctx {
    WINDOW *w;
    const wl_glyph_set *g;
    int cell;    /* columns per word */
    bool detail; /* lanes and bytes after each row */
    int wide;    /* long figure lines fit */
    int tall;    /* rows per line row: more than 1 when zoomed with room */
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

/* Used sectors of a line: sectors holding at least one word a lane asked for. */
static int used_sectors(const wl_line_row *row)
{
    int n = 0;
    for (int s = 0; s < WL_SECTORS_PER_LINE; s++)
        for (int w = 0; w < WL_SECTOR_BYTES / 4; w++)
            if (row->word[s * (WL_SECTOR_BYTES / 4) + w] == WL_BYTE_USED) {
                n++;
                break;
            }
    return n;
}

/* One row for lines first..first+count-1: "... 31 more like L0" when they
 * all look like the line drawn above them, else what they hold. */
static void summary_row(const diagram_ctx *c, int y, const wl_warp_map *map, int first, int count)
{
    bool alike = first > 0;
    for (int i = first; alike && i < first + count; i++)
        alike = wl_line_rows_alike(&map->line[i - 1], &map->line[i]);
    if (alike) {
        wl_putf(c->w, y, 4, WL_ROLE_DIM, "%s %d more like L%d", c->g->ellipsis, count, first - 1);
        return;
    }
    int lo = WL_SECTORS_PER_LINE, hi = 0;
    for (int i = first; i < first + count; i++) {
        int u = used_sectors(&map->line[i]);
        lo = u < lo ? u : lo;
        hi = u > hi ? u : hi;
    }
    char lines[48], sectors[40];
    if (count == 1)
        snprintf(lines, sizeof lines, "line %d holds", first);
    else
        snprintf(lines, sizeof lines, "lines %d-%d each hold", first, first + count - 1);
    if (lo == hi)
        snprintf(sectors, sizeof sectors, "%d used sector%s", lo, lo == 1 ? "" : "s");
    else
        snprintf(sectors, sizeof sectors, "%d-%d used sectors", lo, hi);
    wl_putf(c->w, y, 4, WL_ROLE_DIM, "%s %s %s", c->g->ellipsis, lines, sectors);
}

/* Draws one access in `rows` rows from y (its figures line first). */
static void draw_access(const diagram_ctx *c, int y, int rows, const char *label,
                        const wl_access *a)
{
    if (rows <= 0)
        return;
    figures_line(c, y, label, a);
    wl_warp_map map;
    wl_warp_map_build(a, &map);
    wl_diagram_step steps[WL_WARP_SIZE + 1];
    int n = wl_diagram_steps(&map, rows - 1, c->tall, steps);
    y++;
    for (int k = 0; k < n; k++) {
        const wl_diagram_step *s = &steps[k];
        if (s->kind == WL_STEP_SUMMARY) {
            summary_row(c, y++, &map, s->line, s->count);
            continue;
        }
        draw_line_row(c, y, s->line, &map.line[s->line]);
        y += c->tall;
        if (s->kind == WL_STEP_RUN)
            summary_row(c, y++, &map, s->line + 1, s->count);
    }
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
    char title[256];
    /* A transpose's grid is fixed by N; the one-dimensional kernels repeat
     * one pattern for as many warps as the working set needs. */
    char which[128], slider[80] = "";
    /* Zoomed, the header keeps the slider's value and the figure in view. */
    double gbps, pct;
    bool measured;
    if (app->view.zoom != WL_ZOOM_NONE) {
        wl_slider_words(app, slider, 24);
        bool held = wl_app_figure_held(app); /* "?" as the hidden panes show it */
        if (held || wl_readout_figure(app, &gbps, &pct, &measured)) {
            char fig[16] = "?";
            if (!held)
                wl_format_gbps(gbps, fig, sizeof fig);
            snprintf(slider + strlen(slider), sizeof slider - strlen(slider), "%s%s%s%s GB/s%s",
                     slider[0] ? " " : "", slider[0] ? g->dot : "", slider[0] ? " " : "", fig,
                     held       ? ""
                     : measured ? " measured"
                                : " (model)");
        }
        if (slider[0])
            snprintf(slider + strlen(slider), sizeof slider - strlen(slider), " %s ", g->dot);
    }
    if (!wl_spec_uses_working_set(&app->exp.spec))
        snprintf(which, sizeof which, "%sWarp %ld of %ld", slider, app->exp.spec.warp,
                 wl_spec_warp_count(&app->exp.spec));
    else
        snprintf(which, sizeof which, "%sWarp %ld", slider, app->exp.spec.warp);
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
        w, g, app->view.layout.diagram_cell, app->view.layout.diagram_detail, getmaxx(w) >= 64, 1};
    const wl_access *ld = &app->exp.analysis.load, *st = &app->exp.analysis.store;
    bool store_same = ld->present && st->present && same_addresses(ld, st);
    wl_warp_map ld_map, st_map;
    if (ld->present)
        wl_warp_map_build(ld, &ld_map);
    if (st->present && !store_same)
        wl_warp_map_build(st, &st_map);
    /* Zoomed, or on a projector, the cells grow as tall as the room allows. */
    bool grow = app->view.zoom == WL_ZOOM_DIAGRAM || app->opt.projector;
    /* Shared memory's banks take the bottom rows (wl_view_banks.c). */
    int keep = (ld->present ? wl_diagram_min_rows(&ld_map, 1) : 0) +
               (st->present && !store_same ? wl_diagram_min_rows(&st_map, 1) : 1);
    int banks = wl_view_banks_rows(app, getmaxy(w) - 1, getmaxx(w), keep);
    wl_diagram_plan plan;
    wl_diagram_plan_rows(ld->present ? &ld_map : NULL, st->present && !store_same ? &st_map : NULL,
                         store_same, app->exp.other_ok, getmaxy(w) - 1 - banks,
                         grow ? c.cell + (app->opt.projector ? 1 : 0) : 1, &plan);
    c.tall = plan.tall;
    int y = 1;
    if (ld->present) {
        draw_access(&c, y, plan.rows[0], "load", ld);
        y += plan.rows[0];
    }
    if (store_same)
        wl_putf(w, y, 0, WL_ROLE_STRONG, "store the same addresses: %d sectors again", st->sectors);
    else if (st->present)
        draw_access(&c, y, plan.rows[1], "store", st);
    int bottom = getmaxy(w) - 1 - banks;
    if (banks > 0)
        wl_view_banks(w, app, g, bottom + 1, banks);
    if (plan.legend)
        draw_legend(&c, bottom--);
    if (plan.other)
        draw_other(&c, bottom, app);
}
