/* A figure stated without its source, in text a student reads (a lesson's
 * paragraph, a title, a prompt's question or choice, a quiz's explanation). */
#ifndef WL_BARE_FIGURE_H
#define WL_BARE_FIGURE_H

#include <stddef.h>

/* The first "<number> <unit>" or ratio ("1.4x", "3 times") in text, or NULL;
 * *len is the match's length. Checked figures and code must be left out of
 * text by the caller (a placeholder that is not a digit keeps words apart). */
const char *wl_bare_figure_find(const char *text, size_t *len);

/* The one message for such a figure, "'128 bytes'WHERE states a figure
 * without a link to its source; write it as ...", into msg: 1 when text
 * (may be NULL) holds one, else 0. where: " (in the title)" or "". */
int wl_bare_figure_message(const char *text, const char *where, char *msg, size_t msgsz);

#endif
