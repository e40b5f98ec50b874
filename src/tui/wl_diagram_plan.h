/* Which rows of the warp diagram go to what, for a pane of a given height.
 * Pure (no curses) so the tests can check every promise at every height:
 * every access gets its figures line, its first line row and a summary of
 * the rest; the access with the most lines gets the spare rows first; the
 * height that is there is used (lines unfold, or cells grow taller). */
#ifndef WL_DIAGRAM_PLAN_H
#define WL_DIAGRAM_PLAN_H

#include <stdbool.h>

#include "wl_diagram.h"

/* One row group of an access, drawn in order after its figures line. */
typedef enum wl_diagram_step_kind {
    WL_STEP_LINE,    /* line `line` alone (tall rows) */
    WL_STEP_RUN,     /* line `line` (tall rows), then "... count more like L<line>" */
    WL_STEP_SUMMARY, /* one row summing up lines line..line+count-1 */
} wl_diagram_step_kind;

typedef struct wl_diagram_step {
    wl_diagram_step_kind kind;
    int line, count;
} wl_diagram_step;

/* The steps of one access given `rows` rows after its figures line and
 * cells `tall` rows high; returns how many were written into steps (at most
 * WL_WARP_SIZE + 1). With rows >= wl_diagram_min_rows - 1 the first line is
 * always drawn and every line is drawn or summed up. */
int wl_diagram_steps(const wl_warp_map *m, int rows, int tall, wl_diagram_step *steps);

/* Rows the steps take (figures line not counted). */
int wl_diagram_steps_rows(const wl_diagram_step *steps, int n, int tall);

/* The fewest rows an access is drawn in: figures line, first line row, and
 * a summary row when it has more lines. */
int wl_diagram_min_rows(const wl_warp_map *m, int tall);

/* What the pane's body (below its header) holds. */
typedef struct wl_diagram_plan {
    int tall;        /* rows per line row */
    int rows[2];     /* rows for the load and the store, figures line included */
    bool store_same; /* the store is one row: "the same addresses" */
    bool legend;     /* the glyph legend on the last row */
    bool other;      /* the comparison kernel's line above it */
} wl_diagram_plan;

/* Plans `body` rows for the load (ld) and the store (st; NULL when the
 * kernel has none, or when store_same), with cells up to tall_max rows high
 * (1 unless zoomed or presenting). The accesses come first, then the
 * comparison line (has_other), then the legend, then spare rows to the
 * access with the most lines. */
void wl_diagram_plan_rows(const wl_warp_map *ld, const wl_warp_map *st, bool store_same,
                          bool has_other, int body, int tall_max, wl_diagram_plan *out);

#endif
