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

#define LABEL_COLS 4 /* "p31 " before the banks */

/* Columns per bank and how many banks a row shows (numbers take 3 columns
 * and fold into two rows of 16 banks when 32 do not fit). */
static void cells(const wl_app *app, int width, int *cell, int *per_row)
{
    *cell = app->view.zoom == WL_ZOOM_DIAGRAM ? 3 : 1;
    *per_row = LABEL_COLS + WL_BANKS * *cell <= width ? WL_BANKS : WL_BANKS / 2;
}

int wl_view_banks_rows(const wl_app *app, int avail)
{
    if (!app->exp.analysis_ok)
        return 0;
    wl_shared_summary s;
    wl_shared_of(&app->exp.spec, &s);
    if (!s.present)
        return 0;
    /* readout, bank numbers, the passes, the legend; at least one pass */
    int want = 3 + s.featured.wavefronts, room = avail - 3; /* 3 rows for the global side */
    if (want > room)
        want = room;
    return want >= 4 ? want : 0;
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
    wl_field(w, y, 0, getmaxx(w), WL_ROLE_STRONG,
             wl_text_cols(line) <= getmaxx(w) ? line : brief);
}

static void bank_numbers(WINDOW *w, int y, int first, int per_row, int cell)
{
    wl_putf(w, y, 0, WL_ROLE_DIM, "bank");
    int step = cell == 1 ? 8 : 4;
    for (int b = first; b < first + per_row; b += step)
        wl_putf(w, y, LABEL_COLS + (b - first) * cell, WL_ROLE_DIM, "%-*d", cell, b);
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
    int bottom = y + rows - 1; /* the legend's row */
    readout(w, y++, &s);
    bank_numbers(w, y++, 0, per_row, cell);
    int fold = WL_BANKS / per_row;
    for (int p = 0; p < a->wavefronts; p++) {
        bool last_room = y + fold > bottom - 1 && p < a->wavefronts - 1;
        if (y + fold > bottom || last_room) {
            wl_putf(w, y, LABEL_COLS, WL_ROLE_DIM, "%s %d more wavefronts", g->ellipsis,
                    a->wavefronts - p);
            break;
        }
        y += pass_rows(w, y, a, p, cell, per_row, g);
    }
    char legend[128];
    if (cell == 1)
        snprintf(legend, sizeof legend, "0-9 a-v lanes %s * one word %s = 8-byte %s z: numbers",
                 g->dot, g->dot, g->dot);
    else
        snprintf(legend, sizeof legend, "lanes by number %s * one word %s = 8-byte", g->dot,
                 g->dot);
    wl_field(w, bottom, 0, getmaxx(w), WL_ROLE_DIM, legend);
}
