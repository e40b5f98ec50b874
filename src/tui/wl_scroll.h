/* The one scroll helper of every scrolling page (help, contents, details,
 * glossary, the asking page, a room's questions, the lesson and the source):
 * where a scroll action takes a view, and the first row kept inside the
 * text. A view shows h rows of a text of n rows from its first row `at`;
 * a page of keys moves by h - 1 rows, so the row last seen stays in view.
 * Pure integers: no curses, no app. */
#ifndef WL_SCROLL_H
#define WL_SCROLL_H

#include <stdbool.h>

#include "wl_actions.h"

/* at kept inside 0..max; 0 when max is below 0 (nothing to scroll). */
int wl_scroll_within(int at, int max);

/* The last first row that still fills h rows of a text of n rows (0 when
 * the text fits), and at kept inside 0..that. */
int wl_scroll_max(int n, int h);
int wl_scroll_clamp(int at, int n, int h);

/* The first row that shows `row` with `above` rows before it, as far as the
 * text reaches (never a view of blank rows past its end). */
int wl_scroll_to_row(int row, int above, int n, int h);

/* Where a scroll action (a row, a page of `page` rows, the top, the bottom)
 * takes position `at`: false for any other action. The caller keeps *to
 * inside its text (the bottom is INT_MAX). */
bool wl_scroll_target(wl_action_id id, int at, int page, int *to);

/* A scroll action on a view of h rows over n rows: *at moved (a page is
 * h - 1 rows) and kept inside the text; false, *at unchanged, for any other
 * action. */
bool wl_scroll_act(wl_action_id id, int *at, int n, int h);

#endif
