/* The lab's edit line for an index expression: what is typed, the error of
 * the last try with its column, and the expressions used this session
 * (Up and Down bring them back). */
#ifndef WL_EXPR_EDIT_H
#define WL_EXPR_EDIT_H

#include "wl_expr.h"
#include "wl_line_edit.h"

/* A load expression, then optionally "; store expression". */
#define WL_EDIT_MAX WL_LINE_EDIT_MAX
#define WL_EDIT_HISTORY 16
/* The slider's range for s when the section gives none. */
#define WL_EDIT_S_MIN 1
#define WL_EDIT_S_MAX 32

typedef struct wl_expr_edit {
    wl_line_edit line;
    char error[640]; /* "column N: message" of the last try, or "" */
    int error_col;   /* 1-based column of line the error is at; 0 for none */
    char history[WL_EDIT_HISTORY][WL_EDIT_MAX + 1];
    int nhistory; /* newest last */
    int recall;   /* history entry shown (nhistory: the line being typed) */
    /* The line holds the expression on screen, as opened: the first
     * character typed replaces it, an edit key (Left, BS) edits it. */
    bool as_opened;
} wl_expr_edit;

struct wl_binding;
/* The values the slider gives s for a typed expression: the section's own
 * expression's range, else WL_EDIT_S_MIN..WL_EDIT_S_MAX. */
void wl_expr_edit_s_range(const struct wl_binding *b, int *lo, int *hi);

#endif
