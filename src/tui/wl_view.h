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

/* What the current page (wl_page.h) puts on screen this frame: the key mode
 * and the prompt for the bar, whether the lab panes wait, what draws the
 * lesson pane and, for a page over the panes, what draws its box. */
typedef void (*wl_draw_fn)(WINDOW *w, const wl_app *app, const wl_glyph_set *g);
/* What the bar asks for before its keys: a label ("go to: ", "find: ";
 * "" for none) and the line typed after it (NULL: none), which the bar
 * scrolls sideways around its cursor, so a long name typed (a counter, a
 * section's id) is never cut away. */
typedef struct wl_bar_prompt {
    char label[64];
    const wl_line_edit *typed;
} wl_bar_prompt;
typedef struct wl_view_frame {
    wl_mode mode;
    wl_bar_prompt prompt;
    bool hide_lab;
    wl_draw_fn lesson;
    wl_draw_fn over; /* the box over the panes, or NULL */
} wl_view_frame;

/* Draws everything (wnoutrefresh only); the caller does the one doupdate. */
void wl_view_draw_all(wl_screen *s, const wl_app *app, const wl_view_frame *f);

/* Views of the single panes. */
void wl_view_title(WINDOW *w, const wl_app *app);
void wl_view_status(WINDOW *w, const wl_app *app, wl_mode mode, const wl_bar_prompt *prompt);
/* Whether the message fits the status bar of a cols-wide screen; when not,
 * wl_view_message draws it whole on rows just above the bar. */
bool wl_message_fits_bar(const wl_app *app, int cols);
/* bar_taken: the bar shows a prompt, so any message goes above it. */
void wl_view_message(const wl_app *app, const wl_glyph_set *g, bool bar_taken);
/* A box with its title, drawn with the glyph set (overlays). */
void wl_view_box(WINDOW *w, const wl_glyph_set *g, const char *title);
/* The questions shown to a room (wl_view_present.c). */
void wl_view_present(WINDOW *w, const wl_app *app, const wl_glyph_set *g, int first);
/* A demo step's caption, above the bar (wl_view_demo.c). */
void wl_view_demo_caption(const wl_app *app, const wl_glyph_set *g);
void wl_view_lesson(WINDOW *w, const wl_app *app, const wl_glyph_set *g);
void wl_view_experiment(WINDOW *w, const wl_app *app, const wl_glyph_set *g);
void wl_view_diagram(WINDOW *w, const wl_app *app, const wl_glyph_set *g);
/* The bank diagram under the warp diagram (wl_view_banks.c): the rows it
 * takes of the pane's `avail` at `width` columns, leaving the global side
 * the `keep` rows it needs (0: the kernel has no shared memory), and
 * drawing it in rows y..y+rows-1. */
int wl_view_banks_rows(const wl_app *app, int avail, int width, int keep);
void wl_view_banks(WINDOW *w, const wl_app *app, const wl_glyph_set *g, int y, int rows);
void wl_view_readout(WINDOW *w, const wl_app *app);
/* Zoomed on a projector: the figure in block digits with the slider's value,
 * on rows 1-3 of w (the layout's banner); held, a "?" for it and why. */
void wl_view_banner(WINDOW *w, const wl_app *app, bool held);
void wl_view_chart(WINDOW *w, const wl_app *app, const wl_glyph_set *g);
void wl_view_ask(WINDOW *w, const wl_glyph_set *g, const wl_ask_state *a);
/* A lab pane whose figures wait for a prompt: its title and why it waits;
 * zoomed, the header keeps the slider's value, the figure shown as "?". */
void wl_view_hidden(WINDOW *w, const wl_app *app, const char *title);
/* Why the lab's figures are hidden, in width columns: "hidden until you
 * predict: press e", "hidden until section 6's guess: e answers it here". */
void wl_view_hidden_reason(const wl_app *app, int width, char *out, size_t outsz);
/* Why a figure waits for another section's prompt (section, 0-based), and
 * that e answers it here: the longest wording that fits in width columns.
 * The one sentence for the panes, the chart and the details page. */
void wl_view_held_words(long section, int width, char *out, size_t outsz);
/* The chart, waiting whole for the prompt that holds one of its points:
 * "hidden until section 33's guess: e answers it here". */
void wl_view_chart_held(WINDOW *w, const wl_app *app);
/* The boxes that scroll draw from the first row their page keeps (the
 * contents: from its chosen section). */
void wl_view_help(WINDOW *w, const wl_app *app, const wl_glyph_set *g, int first);
void wl_view_glossary(WINDOW *w, const wl_glyph_set *g, const wl_text *t, int first);
void wl_view_confirm(WINDOW *w, const wl_glyph_set *g, const wl_line_edit *typed);
void wl_view_expr(WINDOW *w, const wl_app *app, const wl_glyph_set *g);
void wl_view_welcome(WINDOW *w, const wl_app *app, const wl_glyph_set *g);
void wl_view_contents(WINDOW *w, const wl_app *app, const wl_glyph_set *g, int sel);
void wl_view_details(WINDOW *w, const wl_app *app, const wl_glyph_set *g, int first);
void wl_view_too_small(const wl_layout *l);

/* Helpers shared by the views: every piece of text goes through a field,
 * which never cuts a word (wl_text_fit: whole words, then an ellipsis). */
void wl_view_use_glyphs(const wl_glyph_set *g);
const char *wl_view_dot(void); /* the glyph set's separator: "·" or "|" */
/* The slider's value in words, "stride = 9" ("" without a slider): zoomed
 * panes name it in their header, so it never leaves the screen. */
void wl_slider_words(const wl_app *app, char *out, size_t outsz);
/* The figure the readout stands on: measured here, else the model's; false
 * while there is none yet. */
bool wl_readout_figure(const wl_app *app, double *gbps, double *pct, bool *measured);
void wl_put(WINDOW *w, int y, int x, wl_role role, const char *text); /* glyphs only */
/* Text in at most width columns (and the window); returns columns drawn. */
int wl_field(WINDOW *w, int y, int x, int width, wl_role role, const char *text);
/* The columns wl_field would draw text in, given width: a right-aligned
 * field is placed by it. */
int wl_fit_cols(const char *text, int width);
int wl_putf(WINDOW *w, int y, int x, wl_role role, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void wl_fill_row(WINDOW *w, int y, wl_role role);
void wl_fill_span(WINDOW *w, int y, int x, int n, wl_role role);
/* Display columns of a UTF-8 string. */
int wl_text_cols(const char *s);
/* A pane's header row: its title, in the focus style when focused, leaving
 * `reserve` columns at the right for a counter or legend. */
void wl_header(WINDOW *w, const char *title, bool focused, int reserve);
void wl_draw_row(WINDOW *w, int y, int x, const wl_row *r);
/* A row in width columns from display column hoff; a row wider than that
 * shows a marker at each side where more of it lies. */
void wl_draw_row_scrolled(WINDOW *w, int y, int x, int width, const wl_row *r, int hoff);
/* Where a scrolled list stands, on the box's last row inside: the rows
 * shown of n, more above, more below (and the key for it), or its end. */
void wl_draw_list_position(WINDOW *w, const wl_glyph_set *g, int first, int rows, int n);
/* Text rows first..first+h-1 of t, from window row y0, wide rows shifted
 * by hoff columns. */
void wl_draw_text(WINDOW *w, int y0, const wl_text *t, int first, int h, int mark, int hoff);
/* A typed line in width columns from (y, x), scrolled sideways so the
 * cursor shows, with a mark at each side where more of it lies. */
void wl_draw_edit(WINDOW *w, int y, int x, int width, wl_role role, const wl_line_edit *ed);
/* Whether any of those rows is wider than width (the pane says so). */
bool wl_text_is_wide(const wl_text *t, int first, int h, int width);

/* Fields drawn this frame: layer 0 for the panes (begins a frame), 1 for
 * the overlay. wl_fields_overlap describes the first two fields of one
 * layer drawn over each other and returns 1, or returns 0. */
void wl_fields_begin(int layer);
int wl_fields_overlap(char *out, size_t outsz);

/* Where the slider's track lies in the experiment pane (window-relative
 * row and columns), so the mouse can map a click to a position. */
typedef struct wl_slider_geom {
    int row, x0, width;
    int lo_cols, hi_cols, cur_cols; /* the label fields around the track */
} wl_slider_geom;
void wl_slider_geometry(const wl_app *app, int pane_w, wl_slider_geom *out);
int wl_slider_pos_at(const wl_app *app, const wl_slider_geom *g, int x);

/* The backend in words: "model: predictions", the GPU's name, "starting";
 * with the reason the model answers unless brief. */
void wl_backend_words(const wl_app *app, bool brief, char *out, size_t outsz);

#endif
