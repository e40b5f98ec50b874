/* The screen's mode is one value: the page that has the keyboard and the
 * screen (the lab, a question, help, the contents...). Each page gives its
 * handlers in one wl_page_ops (wl_page.h): what its keys mean, what it does
 * with them, what it draws and what the key bar says, as tig gives each view
 * its view_ops.
 *
 * Adding a page a key opens is its file, its row and its key: write
 * wl_page_NAME.c (built by its name) defining `const wl_page_ops
 * wl_page_NAME = {...}`, with a struct private to that file when it keeps
 * state (every hook is required: the actions test fails on a NULL one;
 * `mode` is wl_page_row_mode and `open` wl_page_toggle unless the page
 * needs more); add X(NAME, wl_page_NAME, MODE, ACTION) below with the mode
 * it shows (its row in WL_MODE_LIST, wl_actions.h; a page of several modes:
 * the first) and the action that opens it (NONE: opened by code, with
 * wl_app_page_over or wl_app_page_enter); add the action's row
 * (wl_actions.h) and its key (wl_actions.c). The key bar and the help follow
 * from those rows, and tests/tui/update_keydoc.py rewrites README's and the
 * man page's key lists from them. */
#ifndef WL_PAGE_LIST_H
#define WL_PAGE_LIST_H

#define WL_PAGE_LIST(X)                                                                            \
    X(LAB, wl_page_lab, LAB, NONE)      /* the lesson and the lab panes */                         \
    X(GOTO, wl_page_goto, GOTO, GOTO)   /* typing a section's number or name on the bar */         \
    X(ASK, wl_page_ask, ASK_TYPE, NONE) /* a quiz question or a prediction prompt */               \
    X(HELP, wl_page_help, HELP, HELP)   /* the keys of the screen under it, in a box */            \
    X(CONTENTS, wl_page_contents, CONTENTS, CONTENTS) /* the sections, in a box */                 \
    X(CONFIRM, wl_page_confirm, CONFIRM, RESET)       /* the reset question, in a box */           \
    X(WELCOME, wl_page_welcome, WELCOME, NONE)        /* the first run's welcome, in a box */      \
    X(EXPR, wl_page_expr, EXPR, NONE) /* the student's own index expression, in a box */           \
    X(DETAILS, wl_page_details, DETAILS, DETAILS)     /* the readout's whole chain, in a box */    \
    X(GLOSSARY, wl_page_glossary, GLOSSARY, GLOSSARY) /* every term defined, in a box */           \
    X(PRESENT, wl_page_present, PRESENT, NONE)        /* the questions for a room, in a box */

typedef enum wl_page_id {
#define WL_PAGE_ENUM(id, ops, mode, opens) WL_PAGE_##id,
    WL_PAGE_LIST(WL_PAGE_ENUM)
#undef WL_PAGE_ENUM
        WL_PAGE_COUNT
} wl_page_id;

#endif
