#include "wl_layout.h"

#include <string.h>

/* Rows the fixed-height panes need: a header row plus their content. */
#define EXPERIMENT_ROWS 5
#define READOUT_ROWS 4
/* Presenting: the experiment without its backend row (the title bar names
 * the backend), and the readout with the figure in block digits three rows
 * tall between its header and its reference and limit rows. */
#define PROJECTOR_EXPERIMENT_ROWS 4
#define PROJECTOR_READOUT_ROWS 6
/* Presenting, the diagram keeps at least this many rows before a chart
 * gets any (the zoom key shows the chart). */
#define PROJECTOR_DIAGRAM_ROWS 12
#define CHART_MAX_ROWS 16
/* Rows the diagram needs at least: header, then for the load and the store
 * each a figures line, its first line row and a summary of the rest. */
#define DIAGRAM_MIN_ROWS 7
/* Diagram widths: a 4-column line label, 32 words, 3 sector rules; detail adds
 * lanes, address and bytes after the row. */
#define DIAGRAM_LABEL_COLS 4
#define DIAGRAM_DETAIL_COLS 24
#define DIAGRAM_MAX_CELL 4

static int clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static int diagram_width(int cell)
{
    return DIAGRAM_LABEL_COLS + 32 * cell + 3;
}

/* The projector keeps the lesson as wide as the normal layout up to 150
 * columns (a large font needs it); past that the lab takes the room. */
static int lesson_width(int cols, bool projector)
{
    return clamp(cols * 2 / 5, 34, projector ? 60 : 80);
}

/* Rows for the chart out of `rest`: a readable chart or none. The projector
 * gives the diagram first call (as large as the room allows) and shows the
 * chart only when the diagram keeps PROJECTOR_DIAGRAM_ROWS. */
static int chart_rows(int rest, bool projector)
{
    int chart = projector ? clamp(rest / 3, WL_CHART_MIN_ROWS, 2 * CHART_MAX_ROWS)
                          : clamp(rest * 2 / 5, WL_CHART_MIN_ROWS, CHART_MAX_ROWS);
    int diagram_min = projector ? PROJECTOR_DIAGRAM_ROWS : DIAGRAM_MIN_ROWS;
    return rest - chart >= diagram_min ? chart : 0;
}

static void place_lab_column(wl_layout *l, int x, int w, int body, bool projector)
{
    int y = 1;
    int experiment = projector ? PROJECTOR_EXPERIMENT_ROWS : EXPERIMENT_ROWS;
    int readout = projector ? PROJECTOR_READOUT_ROWS : READOUT_ROWS;
    int rest = body - experiment - readout;
    int chart = chart_rows(rest, projector);
    int diagram = rest - chart;

    l->pane[WL_PANE_EXPERIMENT] = (wl_rect){y, x, experiment, w};
    y += experiment;
    l->pane[WL_PANE_DIAGRAM] = (wl_rect){y, x, diagram, w};
    y += diagram;
    l->pane[WL_PANE_READOUT] = (wl_rect){y, x, readout, w};
    y += readout;
    l->pane[WL_PANE_CHART] = (wl_rect){y, x, chart, w};
    l->visible[WL_PANE_CHART] = chart > 0;
}

/* The largest cells that fit the pane (the projector asks for at least 2
 * when they fit), and per-line detail where there is room after them. */
static void place_diagram_style(wl_layout *l, bool projector, bool zoomed)
{
    int w = l->pane[WL_PANE_DIAGRAM].w, cell = 1;
    int most = zoomed ? DIAGRAM_MAX_CELL : projector ? 2 : 1;
    while (cell < most && diagram_width(cell + 1) <= w)
        cell++;
    l->diagram_cell = cell;
    l->diagram_detail = w >= diagram_width(cell) + DIAGRAM_DETAIL_COLS;
}

/* One pane over the whole body; the bars stay. */
static void place_zoomed(wl_layout *l, wl_pane p, int body)
{
    for (int q = 0; q < WL_PANE_COUNT; q++)
        if (q != WL_PANE_TITLE && q != WL_PANE_STATUS) {
            l->visible[q] = false;
            l->pane[q] = (wl_rect){0, 0, 0, 0};
        }
    l->visible[p] = true;
    l->pane[p] = (wl_rect){1, 0, body, l->cols};
    l->divider_x = -1;
}

void wl_layout_compute(int cols, int rows, const wl_layout_mode *mode, wl_layout *out)
{
    memset(out, 0, sizeof *out);
    out->cols = cols;
    out->rows = rows;
    out->diagram_cell = 1;
    if (cols < WL_MIN_COLS || rows < WL_MIN_ROWS) {
        out->too_small = true;
        return;
    }
    bool projector = mode && mode->projector;
    wl_zoom zoom = mode ? mode->zoom : WL_ZOOM_NONE;
    int lw = lesson_width(cols, projector);
    /* A demo's caption has rows of its own: no pane's last row under it. */
    int caption = clamp(mode ? mode->caption_rows : 0, 0, rows / 2);
    int body = rows - 2 - caption;

    out->pane[WL_PANE_TITLE] = (wl_rect){0, 0, 1, cols};
    out->pane[WL_PANE_STATUS] = (wl_rect){rows - 1, 0, 1, cols};
    out->pane[WL_PANE_LESSON] = (wl_rect){1, 0, body, lw};
    out->caption = (wl_rect){rows - 1 - caption, 0, caption, cols};
    out->divider_x = lw;
    for (int p = 0; p < WL_PANE_COUNT; p++)
        out->visible[p] = true;
    place_lab_column(out, lw + 1, cols - lw - 1, body, projector);
    if (zoom == WL_ZOOM_DIAGRAM || zoom == WL_ZOOM_CHART) {
        wl_pane p = zoom == WL_ZOOM_DIAGRAM ? WL_PANE_DIAGRAM : WL_PANE_CHART;
        place_zoomed(out, p, body);
        if (projector) { /* the room reads the figure above the zoomed pane */
            out->banner = (wl_rect){1, 0, WL_BANNER_ROWS, cols};
            out->pane[p].y += WL_BANNER_ROWS;
            out->pane[p].h -= WL_BANNER_ROWS;
        }
    } else if ((mode && mode->lesson_wide) || zoom == WL_ZOOM_LESSON) {
        place_zoomed(out, WL_PANE_LESSON, body);
    }
    place_diagram_style(out, projector, zoom == WL_ZOOM_DIAGRAM);

    /* Overlays take the whole body (the panes are not drawn behind them, so
     * no pane shows half-covered words); the box is centred, at most 100
     * columns wide for readable lines. */
    int ow = clamp(cols - 2, 20, 100);
    out->overlay = (wl_rect){1, (cols - ow) / 2, rows - 2, ow};
}

int wl_layout_lesson_cols(const wl_layout *l)
{
    int w = l->pane[WL_PANE_LESSON].w - 2;
    return w < 10 ? 10 : w;
}

int wl_layout_lesson_rows(const wl_layout *l)
{
    int h = l->pane[WL_PANE_LESSON].h - 1;
    return h > 1 ? h : 1;
}

bool wl_rect_contains(const wl_rect *r, int y, int x)
{
    return y >= r->y && y < r->y + r->h && x >= r->x && x < r->x + r->w;
}

bool wl_rects_overlap(const wl_rect *a, const wl_rect *b)
{
    return a->h > 0 && a->w > 0 && b->h > 0 && b->w > 0 && a->y < b->y + b->h &&
           b->y < a->y + a->h && a->x < b->x + b->w && b->x < a->x + a->w;
}
