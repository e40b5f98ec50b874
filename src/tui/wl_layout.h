/* Where each pane goes for a terminal size and a mode. Pure: no curses, so the
 * tests can sweep every size and check that panes neither overlap nor leave
 * the screen. The views draw into whatever rectangles this returns. */
#ifndef WL_LAYOUT_H
#define WL_LAYOUT_H

#include <stdbool.h>

#define WL_MIN_COLS 80
#define WL_MIN_ROWS 24
#define WL_BANNER_ROWS 4 /* block digits (3 rows) and a blank row under them */

typedef struct wl_rect {
    int y, x, h, w;
} wl_rect;

typedef enum wl_pane {
    WL_PANE_TITLE,      /* one row: section number and title, backend */
    WL_PANE_LESSON,     /* lesson text, kernel source or the quiz */
    WL_PANE_EXPERIMENT, /* kernel, index expression, slider, type, backend */
    WL_PANE_DIAGRAM,    /* the warp diagram */
    WL_PANE_READOUT,    /* bandwidth or prediction, sectors per request */
    WL_PANE_CHART,      /* bandwidth against the slider's parameter */
    WL_PANE_STATUS,     /* one row: the main keys, messages */
    WL_PANE_COUNT
} wl_pane;

/* What the zoom key shows full-screen. */
typedef enum wl_zoom {
    WL_ZOOM_NONE,
    WL_ZOOM_DIAGRAM,
    WL_ZOOM_CHART,
    WL_ZOOM_COUNT, /* the zoom key cycles through the ones above */
    WL_ZOOM_LESSON /* the lesson (or the kernel source) over the whole body: its own key */
} wl_zoom;

typedef struct wl_layout_mode {
    bool projector;   /* the lesson keeps its width, the diagram gets the room */
    wl_zoom zoom;     /* one pane over the whole body, scaled to it */
    bool lesson_wide; /* the lesson pane over the whole body (an open question) */
    int caption_rows; /* a demo step's caption band above the key bar (0: none) */
} wl_layout_mode;

/* The fewest rows a chart is drawn in (header, 4 plot rows, axis); below
 * that it is hidden and the zoom key shows it. */
#define WL_CHART_MIN_ROWS 6

typedef struct wl_layout {
    int cols, rows;
    bool too_small; /* below WL_MIN_COLS x WL_MIN_ROWS: no panes at all */
    bool visible[WL_PANE_COUNT];
    wl_rect pane[WL_PANE_COUNT];
    int divider_x;       /* column of the vertical rule between lesson and lab; -1: none */
    wl_rect overlay;     /* centred box for help and the table of contents */
    wl_rect banner;      /* zoomed on a projector: the figure in block digits above the pane */
    wl_rect caption;     /* a demo's caption band, between the panes and the key bar */
    int diagram_cell;    /* columns per 4-byte word in the diagram: 1 to 4 */
    bool diagram_detail; /* room for per-line lanes, addresses and bytes */
} wl_layout;

/* Fills out for a cols x rows terminal. Never fails: sizes below the minimum
 * (including zero or negative) give too_small with every pane hidden. */
void wl_layout_compute(int cols, int rows, const wl_layout_mode *mode, wl_layout *out);

/* The lesson pane's text area: the columns its text wraps at (inside a
 * column of margin each side, never under 10) and the rows one screen of it
 * shows (under the pane's header row, at least 1). The lab lays out and
 * scrolls the lesson by these; the section-length test measures by them. */
int wl_layout_lesson_cols(const wl_layout *l);
int wl_layout_lesson_rows(const wl_layout *l);

bool wl_rect_contains(const wl_rect *r, int y, int x);
bool wl_rects_overlap(const wl_rect *a, const wl_rect *b);

#endif
