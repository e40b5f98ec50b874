/* Views: each draws one pane from the lab's state into its own window and
 * changes nothing. The loop calls wl_view_draw_all, then one doupdate. */
#ifndef WL_VIEW_H
#define WL_VIEW_H

#include <curses.h>

#include "wl_app.h"
#include "wl_text.h"
#include "wl_theme.h"

/* Windows, one per pane plus the overlay, rebuilt on every resize. */
typedef struct wl_screen {
    WINDOW *pane[WL_PANE_COUNT];
    WINDOW *overlay;
    const wl_glyph_set *g;
} wl_screen;

void wl_screen_build(wl_screen *s, const wl_layout *l);
void wl_screen_free(wl_screen *s);

/* Draws everything (wnoutrefresh only); the caller does the one doupdate. */
void wl_view_draw_all(wl_screen *s, const wl_app *app);

/* Views of the single panes. */
void wl_view_title(WINDOW *w, const wl_app *app);
void wl_view_status(WINDOW *w, const wl_app *app);
void wl_view_lesson(WINDOW *w, const wl_app *app, const wl_glyph_set *g);
void wl_view_experiment(WINDOW *w, const wl_app *app, const wl_glyph_set *g);
void wl_view_diagram(WINDOW *w, const wl_app *app, const wl_glyph_set *g);
void wl_view_readout(WINDOW *w, const wl_app *app);
void wl_view_chart(WINDOW *w, const wl_app *app, const wl_glyph_set *g);
void wl_view_quiz(WINDOW *w, const wl_app *app);
void wl_view_help(WINDOW *w, const wl_app *app, const wl_glyph_set *g);
void wl_view_confirm(WINDOW *w, const wl_glyph_set *g);
void wl_view_contents(WINDOW *w, const wl_app *app, const wl_glyph_set *g);
void wl_view_too_small(const wl_layout *l);

/* Helpers shared by the views. */
void wl_put(WINDOW *w, int y, int x, wl_role role, const char *text);
void wl_putf(WINDOW *w, int y, int x, wl_role role, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void wl_fill_row(WINDOW *w, int y, wl_role role);
/* A pane's header row: its title, in the focus style when focused. */
void wl_header(WINDOW *w, const char *title, bool focused);
void wl_draw_row(WINDOW *w, int y, int x, const wl_row *r);
/* Text rows first..first+h-1 of t, from window row y0. */
void wl_draw_text(WINDOW *w, int y0, const wl_text *t, int first, int h, int mark);

/* Where the slider's track lies in the experiment pane (window-relative
 * row and columns), so the mouse can map a click to a position. */
typedef struct wl_slider_geom {
    int row, x0, width;
} wl_slider_geom;
void wl_slider_geometry(const wl_app *app, int pane_w, wl_slider_geom *out);
int wl_slider_pos_at(const wl_app *app, const wl_slider_geom *g, int x);

/* The backend in words: "model: predictions", the GPU's name, "starting";
 * with the reason the model answers unless brief. */
void wl_backend_words(const wl_app *app, bool brief, char *out, size_t outsz);

#endif
