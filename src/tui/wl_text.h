/* Styled text laid out in rows of a given width: lesson paragraphs, the quiz
 * and kernel source all become rows of cells before a view draws them. Pure
 * (no curses): the tests check wrapping at any width. Widths come from the
 * current locale (wcwidth); in ASCII mode every character outside ASCII is
 * transliterated ("->" for an arrow) so nothing unprintable reaches the screen. */
#ifndef WL_TEXT_H
#define WL_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_role.h"

/* One character cell: a UTF-8 sequence of display width 1 or 2. */
typedef struct wl_cell {
    char b[4];
    unsigned char len, width, role;
} wl_cell;

typedef struct wl_row {
    wl_cell *cell;
    int n;     /* cells */
    int width; /* display columns */
} wl_row;

typedef struct wl_text {
    wl_row *row;
    int n, cap;
    bool ascii;
    /* A unit wider than the row (a counter name, a command, a path) stays
     * whole on a row of its own, for a view that scrolls wide rows sideways
     * (the lesson pane); else it is broken inside, marked. */
    bool whole_units;
} wl_text;

/* A run of text in one role, for building paragraphs. */
typedef struct wl_run {
    const char *text;
    wl_role role;
} wl_run;

void wl_text_init(wl_text *t, bool ascii);
void wl_text_free(wl_text *t);
void wl_text_clear(wl_text *t);

/* Wraps runs into rows at most width columns wide, breaking at spaces outside
 * code spans. A unit that cannot break there (a word, number, identifier or
 * code span) wider than the row is broken inside it, and the continuation
 * mark (wl_text_cont_mark) ends the row and starts the next, so nothing is
 * cut without a sign. `first` and `rest` prefix the first and the
 * following rows ("- " and "  " for a list item) in role prefix_role. A "\n"
 * inside a run breaks the row. Returns 0, or -1 when memory runs out. */
int wl_text_wrap(wl_text *t, const wl_run *runs, size_t nruns, int width, const char *first,
                 const char *rest, wl_role prefix_role);

/* One row, never cut (code keeps its lines; a view scrolls what is wider
 * than its pane). Tabs become 4 spaces. */
int wl_text_line(wl_text *t, const char *utf8, size_t len, wl_role role);

/* One field of at most width columns: the text itself when it fits, else
 * its first whole words and an ellipsis (no word is ever cut, so "H200"
 * never becomes "H20"). */
int wl_text_fit(wl_text *t, const char *utf8, wl_role role, int width);

int wl_text_blank(wl_text *t);

/* The mark at a break inside a unit (and before a code line's continuation
 * rows): "↪", or "\\" in ASCII mode (C's and the shell's own sign that a
 * line goes on, no operator, unlike "~"), which only ends the broken row,
 * where a copied line splices back together. */
const char *wl_text_cont_mark(bool ascii);

/* The ASCII stand-in ASCII mode draws for code point cp ("->" for an
 * arrow), or NULL when it has none (then it draws "?"). */
const char *wl_text_ascii_of(unsigned long cp);

/* The row's text as UTF-8 (for tests and the headless dump of a pane). */
void wl_row_string(const wl_row *r, char *out, size_t outsz);

#endif
