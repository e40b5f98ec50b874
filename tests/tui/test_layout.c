/* The pure layout over a sweep of terminal sizes: below 80x24 nothing but
 * the "too small" screen; from there on every pane on screen, none
 * overlapping, the lab column beside the lesson, the diagram big enough. */
#include <stdbool.h>

#include "wl_check.h"
#include "wl_layout.h"

static bool on_screen(const wl_rect *r, int cols, int rows)
{
    return r->y >= 0 && r->x >= 0 && r->h > 0 && r->w > 0 && r->y + r->h <= rows &&
           r->x + r->w <= cols;
}

static void check_size(int cols, int rows, bool projector)
{
    wl_layout_mode mode = {.projector = projector};
    wl_layout l;
    wl_layout_compute(cols, rows, &mode, &l);
    bool small = cols < WL_MIN_COLS || rows < WL_MIN_ROWS;
    CHECK_MSG(l.too_small == small, "%dx%d too_small=%d", cols, rows, l.too_small);
    if (small) {
        for (int p = 0; p < WL_PANE_COUNT; p++)
            CHECK_MSG(!l.visible[p], "%dx%d pane %d visible while too small", cols, rows, p);
        return;
    }
    wl_rect divider = {1, l.divider_x, rows - 2, 1};
    CHECK_MSG(l.divider_x > 0, "%dx%d no divider", cols, rows);
    CHECK_MSG(on_screen(&divider, cols, rows), "%dx%d divider off screen", cols, rows);
    for (int p = 0; p < WL_PANE_COUNT; p++) {
        if (!l.visible[p])
            continue;
        CHECK_MSG(on_screen(&l.pane[p], cols, rows), "%dx%d pane %d off screen (%d,%d %dx%d)", cols,
                  rows, p, l.pane[p].y, l.pane[p].x, l.pane[p].w, l.pane[p].h);
        CHECK_MSG(!wl_rects_overlap(&l.pane[p], &divider), "%dx%d pane %d over the divider", cols,
                  rows, p);
        for (int q = p + 1; q < WL_PANE_COUNT; q++)
            CHECK_MSG(!l.visible[q] || !wl_rects_overlap(&l.pane[p], &l.pane[q]),
                      "%dx%d panes %d and %d overlap", cols, rows, p, q);
    }
    CHECK_MSG(on_screen(&l.overlay, cols, rows), "%dx%d overlay off screen", cols, rows);
    /* The diagram needs its header, a figures row, one line row, the store
     * row and the legend, and 32 words plus rules across. */
    CHECK_MSG(l.pane[WL_PANE_DIAGRAM].h >= 5, "%dx%d diagram only %d rows", cols, rows,
              l.pane[WL_PANE_DIAGRAM].h);
    CHECK_MSG(l.pane[WL_PANE_DIAGRAM].w >= 4 + 32 * l.diagram_cell + 3, "%dx%d diagram too narrow",
              cols, rows);
    CHECK_MSG(l.pane[WL_PANE_LESSON].w >= 30, "%dx%d lesson only %d wide", cols, rows,
              l.pane[WL_PANE_LESSON].w);
    /* A chart is readable or not there (the zoom key shows it); the normal
     * layout always has room for one, and the projector never narrows the
     * lesson below the normal layout's. */
    CHECK_MSG(!l.visible[WL_PANE_CHART] || l.pane[WL_PANE_CHART].h >= WL_CHART_MIN_ROWS,
              "%dx%d chart only %d rows", cols, rows, l.pane[WL_PANE_CHART].h);
    CHECK_MSG(projector || l.visible[WL_PANE_CHART], "%dx%d no chart", cols, rows);
    wl_layout normal;
    wl_layout_compute(cols, rows, NULL, &normal);
    CHECK_MSG(l.pane[WL_PANE_LESSON].w >=
                  (normal.pane[WL_PANE_LESSON].w < 60 ? normal.pane[WL_PANE_LESSON].w : 60),
              "%dx%d projector lesson narrower than normal", cols, rows);
    wl_layout_mode wide = {.projector = projector, .zoom = WL_ZOOM_LESSON};
    wl_layout wl;
    wl_layout_compute(cols, rows, &wide, &wl);
    CHECK_MSG(wl.visible[WL_PANE_LESSON] && wl.pane[WL_PANE_LESSON].w == cols &&
                  !wl.visible[WL_PANE_DIAGRAM],
              "%dx%d the wide lesson is not over the body", cols, rows);
    for (int z = WL_ZOOM_DIAGRAM; z <= WL_ZOOM_CHART; z++) {
        wl_layout_mode zm = {.projector = projector, .zoom = (wl_zoom)z};
        wl_layout zl;
        wl_layout_compute(cols, rows, &zm, &zl);
        wl_pane p = z == WL_ZOOM_DIAGRAM ? WL_PANE_DIAGRAM : WL_PANE_CHART;
        /* on a projector the figure's banner takes the body's first rows */
        int banner = projector ? WL_BANNER_ROWS : 0;
        CHECK_MSG(zl.visible[p] && zl.pane[p].w == cols && zl.pane[p].h == rows - 2 - banner &&
                      zl.banner.h == banner && zl.pane[p].y == 1 + banner,
                  "%dx%d zoom %d not over the body", cols, rows, z);
        CHECK_MSG(!zl.visible[WL_PANE_LESSON] && zl.divider_x < 0, "%dx%d zoom keeps panes", cols,
                  rows);
        CHECK_MSG(z != WL_ZOOM_DIAGRAM || zl.diagram_cell >= 2, "%dx%d zoomed cells %d", cols, rows,
                  zl.diagram_cell);
    }
}

int main(void)
{
    for (int rows = -1; rows <= 120; rows += rows < 30 ? 1 : 7)
        for (int cols = -1; cols <= 260; cols += cols < 90 ? 1 : 5) {
            check_size(cols, rows, false);
            check_size(cols, rows, true);
        }
    wl_layout l;
    wl_layout_compute(80, 24, NULL, &l);
    CHECK_MSG(!l.diagram_detail && l.diagram_cell == 1, "80x24 should get the compact diagram");
    wl_layout_compute(160, 50, NULL, &l);
    CHECK_MSG(l.diagram_detail, "160x50 should show per-line detail");
    wl_layout_mode proj = {.projector = true};
    wl_layout_compute(140, 40, &proj, &l);
    CHECK_MSG(l.diagram_cell == 2, "a wide projector screen gets larger diagram cells");
    /* Presenting at the sizes a room uses: the readout has rows for the
     * block digits, and the diagram gets what the experiment and the
     * readout leave, before any chart. */
    for (int i = 0; i < 2; i++) {
        wl_layout_compute(i ? 100 : 80, i ? 30 : 24, &proj, &l);
        CHECK_MSG(l.pane[WL_PANE_READOUT].h >= 6, "presenting: readout of %d rows",
                  l.pane[WL_PANE_READOUT].h);
        CHECK_MSG(l.pane[WL_PANE_DIAGRAM].h >= 12, "presenting: diagram of %d rows",
                  l.pane[WL_PANE_DIAGRAM].h);
    }
    wl_rect a = {0, 0, 2, 2}, b = {1, 1, 2, 2}, c = {2, 0, 1, 5};
    CHECK_MSG(wl_rects_overlap(&a, &b) && !wl_rects_overlap(&a, &c), "overlap test");
    CHECK_MSG(wl_rect_contains(&a, 1, 1) && !wl_rect_contains(&a, 2, 0), "contains test");
    return CHECK_DONE();
}
