/* One line editor for every typed input of the lab: the section number, the
 * reset word, an answer or a guess, and the index expression. Printable ASCII
 * is inserted at the cursor, Backspace erases before it, Left/Right and
 * Ctrl-a/Ctrl-e (or Delete) move and delete; wl_line_edit_window gives the
 * part a field of some width shows, scrolled sideways so the cursor is
 * always in it. Pure (no curses). */
#ifndef WL_LINE_EDIT_H
#define WL_LINE_EDIT_H

#include <stdbool.h>

#include "wl_expr.h"

/* The longest line: a load expression, then "; store expression". */
#define WL_LINE_EDIT_MAX (2 * WL_EXPR_MAX_LEN + 3)

typedef struct wl_line_edit {
    char text[WL_LINE_EDIT_MAX + 1];
    int len, cursor; /* bytes; ASCII only, so columns too */
    int max;         /* the limit for this input, at most WL_LINE_EDIT_MAX */
} wl_line_edit;

/* Empties the line and sets its limit. */
void wl_line_edit_init(wl_line_edit *ed, int max);
void wl_line_edit_clear(wl_line_edit *ed);
/* Replaces the text (cut at the limit); the cursor goes to its end. */
void wl_line_edit_set(wl_line_edit *ed, const char *text);
/* A key typed: printable ASCII goes in at the cursor; Left, Right, Home-like
 * Ctrl-a, End-like Ctrl-e and Delete edit. Returns whether the key was one
 * of those (a full line still takes the key and changes nothing). */
bool wl_line_edit_key(wl_line_edit *ed, int key);
/* Backspace: the character before the cursor. */
void wl_line_edit_erase(wl_line_edit *ed);
/* Puts the cursor at byte col (clamped). */
void wl_line_edit_move_to(wl_line_edit *ed, int col);

/* What a field `width` columns wide shows: text from byte `first`, `shown`
 * bytes of it, with a mark at the left when text lies before it and at the
 * right when text lies after; the cursor at field column `cursor_col`
 * (counting the left mark), always inside the field. */
typedef struct wl_line_window {
    int first, shown, cursor_col;
    bool more_left, more_right;
} wl_line_window;
void wl_line_edit_window(const wl_line_edit *ed, int width, wl_line_window *out);

#endif
