/* A page's handlers (the list of pages and how to add one: wl_page_list.h).
 * The loop asks the current page for everything: which key mode holds, what
 * an action or a typed key does, what to draw. Handlers change state and
 * return WL_* flags; draw only draws. A page's own state (where help is
 * scrolled, the contents' choice) is private to its file, as tig's views
 * keep theirs behind view->private: the app holds one opaque slot per page
 * (wl_app_page_state), made from the row's size when the lab opens. */
#ifndef WL_PAGE_H
#define WL_PAGE_H

#include <curses.h>
#include <stdbool.h>
#include <stddef.h>

#include "wl_app.h"
#include "wl_view.h"

typedef struct wl_page_ops {
    const char *name;
    /* Drawn in a box over the panes (only the bars stay), or else in the
     * lesson pane beside the lab panes. */
    bool overlay;
    /* The key mode now: it picks the actions keys map to and the key bar
     * (wl_page_row_mode: the mode of its row, for a page of one mode). */
    wl_mode (*mode)(const wl_app *app, wl_page_id self);
    /* An action bound in that mode; a key bound to none. */
    unsigned (*act)(wl_app *app, wl_action act);
    unsigned (*type)(wl_app *app, int key);
    /* The box, or the lesson pane. */
    void (*draw)(WINDOW *w, const wl_app *app, const wl_glyph_set *g);
    /* What the bar asks for before its keys ("go to (1-29 or name): " and
     * the line typed), or nothing (wl_page_no_prompt). */
    void (*prompt)(const wl_app *app, wl_bar_prompt *out);
    /* Whether the lab panes wait, so as not to give an answer away. */
    bool (*hides_lab)(const wl_app *app);
    /* Its row's action (or one of opened_also) was pressed, `by`: show it,
     * or close it when shown (wl_page_toggle; a page that loads or refuses
     * first has its own). */
    unsigned (*open)(wl_app *app, wl_page_id self, wl_action_id by);
    wl_action_id opened_also[2]; /* other actions that open it (0: none) */
    /* A mouse press on the screen while it is shown: its flags, or 0 to
     * leave the press to the lab panes (wl_page_click_through); a box
     * closes (wl_page_click_closes) unless it has a use for the press. */
    unsigned (*click)(wl_app *app, int y, int x);
    /* Its own state: state_size zeroed bytes (0: it keeps none), made when
     * the lab opens; free_state releases what the state owns, before the
     * slot itself is freed (wl_page_owns_nothing when it owns nothing). */
    size_t state_size;
    void (*free_state)(void *state);
} wl_page_ops;

/* The current page's handlers, and page id's; the mode and the opening
 * action its row names (WL_ACT_NONE: opened by code alone). */
const wl_page_ops *wl_page_current(const wl_app *app);
const wl_page_ops *wl_page_of(wl_page_id id);
wl_mode wl_page_row_mode_of(wl_page_id id);
wl_action_id wl_page_opened_by(wl_page_id id);

/* The lab opened (wl_app_open) with each page's own state, made from the
 * rows (0, or -1 with err set; wl_page_app_close either way); closed with
 * what the pages' states own. */
int wl_page_app_open(wl_app *app, const wl_tui_options *opt, bool no_worker, wl_error *err);
void wl_page_app_close(wl_app *app);

/* What the loop and the mouse call. */
wl_mode wl_page_mode(const wl_app *app);
unsigned wl_page_key(wl_app *app, int key);
unsigned wl_page_act(wl_app *app, wl_action act);
void wl_page_draw(wl_screen *s, wl_app *app);

/* The page whose row names action id as the one that opens it; its open
 * hook's flags, or 0 when no page is opened by id. */
unsigned wl_page_open_by(wl_app *app, wl_action_id id);

/* Shared hooks. */
wl_mode wl_page_row_mode(const wl_app *app, wl_page_id self);
unsigned wl_page_toggle(wl_app *app, wl_page_id self, wl_action_id by);
void wl_page_no_prompt(const wl_app *app, wl_bar_prompt *out);
bool wl_page_never_hides(const wl_app *app);
/* The lab panes wait while a prompt of the section asks, or a prompt holds
 * the point they are on (the lab's and the bar's pages). */
bool wl_page_lab_hides(const wl_app *app);
unsigned wl_page_click_through(wl_app *app, int y, int x);
unsigned wl_page_click_closes(wl_app *app, int y, int x);
void wl_page_owns_nothing(void *state);

/* Rows of text a box over the panes shows: inside its frame, above the row
 * that says where the text stands. */
int wl_page_box_rows(const wl_app *app);

#define WL_PAGE_DECLARE(id, ops, mode, opens) extern const wl_page_ops ops;
WL_PAGE_LIST(WL_PAGE_DECLARE)
#undef WL_PAGE_DECLARE

#endif
