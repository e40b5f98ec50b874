/* The screen's mode is one value: the page that has the keyboard and the
 * screen (the lab, a question, help, the contents...). Each page gives its
 * handlers in one wl_page_ops (wl_page.h): what its keys mean, what it does
 * with them, what it draws and what the key bar says, as tig gives each view
 * its view_ops.
 *
 * Adding a page is one file and one row: write wl_page_NAME.c defining
 * `const wl_page_ops wl_page_NAME = {...}` (every hook is required; the
 * actions test fails on a NULL one), add X(NAME, wl_page_NAME) below, and
 * open it with wl_app_page_over (a box over the panes or a bar prompt; Esc
 * comes back) or wl_app_page_enter (it takes the lesson pane until closed). */
#ifndef WL_PAGE_LIST_H
#define WL_PAGE_LIST_H

#define WL_PAGE_LIST(X)                                                                            \
    X(LAB, wl_page_lab)           /* the lesson and the lab panes */                               \
    X(GOTO, wl_page_goto)         /* typing a section number on the bar */                         \
    X(ASK, wl_page_ask)           /* a quiz question or a prediction prompt */                     \
    X(HELP, wl_page_help)         /* the keys, in a box */                                         \
    X(CONTENTS, wl_page_contents) /* the sections, in a box */                                     \
    X(CONFIRM, wl_page_confirm)   /* the reset question, in a box */                               \
    X(WELCOME, wl_page_welcome)   /* the first run's welcome, in a box */                          \
    X(EXPR, wl_page_expr)         /* the student's own index expression, in a box */               \
    X(DETAILS, wl_page_details)   /* the readout's whole chain, in a box */                        \
    X(GLOSSARY, wl_page_glossary) /* every term defined, in a box */                               \
    X(PRESENT, wl_page_present)   /* the questions for a room, in a box */

typedef enum wl_page_id {
#define WL_PAGE_ENUM(id, ops) WL_PAGE_##id,
    WL_PAGE_LIST(WL_PAGE_ENUM)
#undef WL_PAGE_ENUM
        WL_PAGE_COUNT
} wl_page_id;

#endif
