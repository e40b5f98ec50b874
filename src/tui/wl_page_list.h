/* The screen's mode is one value: the page that has the keyboard and the
 * screen (the lab, a question, help, the contents...). Each page gives its
 * handlers in one wl_page_ops (wl_page.h): what its keys mean, what it does
 * with them, what it draws and what the key bar says, as tig gives each view
 * its view_ops.
 *
 * Adding a page a key opens is its file, its row and its key: write
 * wl_page_NAME.c defining `const wl_page_ops wl_page_NAME = {...}` (every
 * hook is required; the actions test fails on a NULL one; `open` is
 * wl_page_toggle unless opening needs more), add X(NAME, wl_page_NAME, ACTION)
 * below with the action that opens it (NONE: opened by code, with
 * wl_app_page_over or wl_app_page_enter), its mode's row in WL_MODE_LIST
 * (wl_actions.h) and the action's row and key there. The key bar, the help,
 * README and the man page follow from those rows. */
#ifndef WL_PAGE_LIST_H
#define WL_PAGE_LIST_H

#define WL_PAGE_LIST(X)                                                                            \
    X(LAB, wl_page_lab, NONE)               /* the lesson and the lab panes */                     \
    X(GOTO, wl_page_goto, NONE)             /* typing a section's number or name on the bar */     \
    X(ASK, wl_page_ask, NONE)               /* a quiz question or a prediction prompt */           \
    X(HELP, wl_page_help, HELP)             /* the keys of the screen under it, in a box */        \
    X(CONTENTS, wl_page_contents, CONTENTS) /* the sections, in a box */                           \
    X(CONFIRM, wl_page_confirm, NONE)       /* the reset question, in a box */                     \
    X(WELCOME, wl_page_welcome, NONE)       /* the first run's welcome, in a box */                \
    X(EXPR, wl_page_expr, NONE)             /* the student's own index expression, in a box */     \
    X(DETAILS, wl_page_details, DETAILS)    /* the readout's whole chain, in a box */              \
    X(GLOSSARY, wl_page_glossary, GLOSSARY) /* every term defined, in a box */                     \
    X(PRESENT, wl_page_present, NONE)       /* the questions for a room, in a box */

typedef enum wl_page_id {
#define WL_PAGE_ENUM(id, ops, opens) WL_PAGE_##id,
    WL_PAGE_LIST(WL_PAGE_ENUM)
#undef WL_PAGE_ENUM
        WL_PAGE_COUNT
} wl_page_id;

#endif
