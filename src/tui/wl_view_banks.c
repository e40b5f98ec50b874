/* The bank diagram of a kernel with shared memory, in the lower rows of the
 * warp diagram's pane: the shared instruction the lesson is about, one
 * column per bank, one row per wavefront, each lane drawn in the bank it
 * hits (0-9 then a-v; `*` where several lanes share a word, `=` for an
 * 8-byte lane's second bank). Zoomed (the z key) the lanes are numbers. The
 * rows come from wl_banks_text; this file only places them. */
#include <stdio.h>
#include <string.h>

#include "wl_banks_text.h"
#include "wl_view.h"

#define LABEL_COLS 5 /* "p31  " before the banks */

/* Columns per bank and how many banks a row shows (numbers take 3 columns
 * and fold into two rows of 16 banks when 32 do not fit). */
static void cells(const wl_app *app, int width, int *cell, int *per_row)
{
    *cell = app->view.zoom == WL_ZOOM_DIAGRAM ? 3 : 1;
    *per_row = LABEL_COLS + WL_BANKS * *cell <= width ? WL_BANKS : WL_BANKS / 2;
}

int wl_view_banks_rows(const wl_app *app, int avail, int width, int keep)
{
    if (!app->exp.analysis_ok)
        return 0;
    wl_shared_summary s;
    wl_shared_of(&app->exp.spec, &s);
    if (!s.present)
        return 0;
    /* readout, bank numbers, the passes, the legend; the global side keeps
     * the rows it cannot do without (keep, at least its two figures with
     * their first lines), and the readout needs a pass row under it */
    int cell, per_row;
    cells(app, width, &cell, &per_row);
    int want = 3 + s.featured.wavefronts * (WL_BANKS / per_row),
        room = avail - (keep > 4 ? keep : 4);
    if (want > room)
        want = room;
    return want >= 1 + WL_BANKS / per_row ? want : 0;
}

static void readout(WINDOW *w, int y, const wl_shared_summary *s)
{
    const wl_shared_access *a = &s->featured;
    char full[192], line[224], brief[96];
    wl_banks_readout(a, full, sizeof full);
    snprintf(line, sizeof line, "shared %s: %s", a->is_store ? "store" : "load", full);
    if (a->conflict_ways > 1)
        snprintf(brief, sizeof brief, "shared %s: %d wavefronts/req, %d-way conflict",
                 a->is_store ? "st" : "ld", a->wavefronts, a->conflict_ways);
    else
        snprintf(brief, sizeof brief, "shared %s: %d wavefront%s/req, no conflict",
                 a->is_store ? "st" : "ld", a->wavefronts, a->wavefronts == 1 ? "" : "s");
    wl_field(w, y, 0, getmaxx(w), WL_ROLE_STRONG, wl_text_cols(line) <= getmaxx(w) ? line : brief);
}

static void bank_numbers(WINDOW *w, int y, int first, int per_row, int cell)
{
    wl_putf(w, y, 0, WL_ROLE_DIM, "bank");
    int step = cell == 1 ? 8 : 4;
    for (int b = first; b < first + per_row; b += step)
        wl_putf(w, y, LABEL_COLS + (b - first) * cell, WL_ROLE_DIM, "%*d", cell == 1 ? 1 : cell, b);
}

/* One pass (two rows when the banks fold); returns the rows drawn. */
static int pass_rows(WINDOW *w, int y, const wl_shared_access *a, int pass, int cell, int per_row,
                     const wl_glyph_set *g)
{
    char row[WL_BANKS * 8 + 1];
    for (int first = 0, k = 0; first < WL_BANKS; first += per_row, k++) {
        wl_banks_row_span(a, pass, first, per_row, cell, g->untouched, row, sizeof row);
        if (k == 0)
            wl_putf(w, y + k, 0, WL_ROLE_DIM, "p%d", pass);
        else /* the folded half: banks 16 and up */
            wl_putf(w, y + k, 0, WL_ROLE_DIM, "+%d", first);
        wl_putf(w, y + k, LABEL_COLS, WL_ROLE_USED, "%s", row);
    }
    return WL_BANKS / per_row;
}

void wl_view_banks(WINDOW *w, const wl_app *app, const wl_glyph_set *g, int y, int rows)
{
    wl_shared_summary s;
    wl_shared_of(&app->exp.spec, &s);
    const wl_shared_access *a = &s.featured;
    int cell, per_row;
    cells(app, getmaxx(w), &cell, &per_row);
    int fold = WL_BANKS / per_row;
    /* The readout first, then the passes; the legend and the bank numbers
     * only when a pass still fits beside them. */
    bool legend = rows >= 2 + fold, numbers = rows >= 3 + fold;
    int bottom = y + rows - (legend ? 1 : 0); /* first row past the passes */
    readout(w, y++, &s);
    if (numbers)
        bank_numbers(w, y++, 0, per_row, cell);
    /* Every pass when they fit; else as many as leave a row for the rest
     * (with room for one pass only, that pass: the readout says how many). */
    int fit = (bottom - y) / fold, shown = a->wavefronts <= fit ? a->wavefronts : fit - 1;
    if (shown < 1)
        shown = 1;
    int p = 0;
    for (; p < a->wavefronts && y + fold <= bottom; p++) {
        if (p == shown) {
            wl_putf(w, y, LABEL_COLS, WL_ROLE_DIM, "%s %d more wavefront%s", g->ellipsis,
                    a->wavefronts - p, a->wavefronts - p == 1 ? "" : "s");
            p = a->wavefronts;
            break;
        }
        y += pass_rows(w, y, a, p, cell, per_row, g);
    }
    /* No row left for the line: the last pass drawn says it, after its
     * banks, so no pass goes missing unsaid. */
    int x = LABEL_COLS + per_row * cell + 1;
    if (p < a->wavefronts && p > 0) {
        char more[32];
        snprintf(more, sizeof more, "%s +%d", g->ellipsis, a->wavefronts - p);
        wl_field(w, y - 1, x, getmaxx(w) - x, WL_ROLE_DIM, more);
    }
    if (!legend)
        return;
    char text[128];
    bool shares = false;
    for (int l = 0; l < WL_WARP_SIZE; l++)
        shares = shares || a->lane_shares[l];
    snprintf(text, sizeof text, "%s", cell == 1 ? "0-9 a-v: lanes" : "lanes by number");
    if (shares)
        snprintf(text + strlen(text), sizeof text - strlen(text), " %s *: one word", g->dot);
    if (a->elem_bytes > WL_BANK_BYTES)
        snprintf(text + strlen(text), sizeof text - strlen(text), " %s =: 2nd bank", g->dot);
    if (cell == 1)
        snprintf(text + strlen(text), sizeof text - strlen(text), " %s z: numbers", g->dot);
    wl_field(w, bottom, 0, getmaxx(w), WL_ROLE_DIM, text);
}
