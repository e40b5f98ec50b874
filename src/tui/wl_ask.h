/* One way to ask the student. A quiz question and a lesson's prediction
 * prompt are both a question with a stage (asking, judged, at the end),
 * choices or a typed answer, and a sheet of paragraphs to show; one page
 * (wl_page_ask.c), one set of actions (ASK_* in wl_actions.h), one view
 * (wl_view_ask.c) and one line editor serve both, and both are judged by
 * the quiz's rules for letters, numbers and units (wl_answer.h).
 *
 * A source (the quiz, the prompt) gives a wl_ask_ops: what its question is
 * now and what an answer, "next", "again" and "done" do. No curses. */
#ifndef WL_ASK_H
#define WL_ASK_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_line_edit.h"
#include "wl_role.h"
#include "wl_text.h"

typedef enum wl_ask_stage {
    WL_ASK_ASKING, /* waiting for an answer */
    WL_ASK_JUDGED, /* answered; the next question follows */
    WL_ASK_END     /* the quiz's score, or the guess beside the lab's figures */
} wl_ask_stage;

/* The question on screen, whichever source asks it. */
typedef struct wl_asked {
    wl_ask_stage stage;
    int nchoices; /* letters A.. to choose from; 0: the answer is typed */
    bool several; /* several letters may answer ("A C"): they are typed */
    bool more;    /* at the end: another set of questions follows (done opens it) */
} wl_asked;

/* What the page shows: paragraphs, each wrapped to the pane, with the typed
 * line after paragraph `entry_after` (-1: none). */
#define WL_ASK_PARAS 48
#define WL_ASK_PARA_MAX 2048
typedef struct wl_ask_para {
    char text[WL_ASK_PARA_MAX];
    char first[32]; /* before the first row ("A) "); the rest line up under the text */
    wl_role role;
    bool one_row; /* a title of a list: one row, whole words and an ellipsis */
} wl_ask_para;

#define WL_ASK_UNCLEAR_MAX 160
typedef struct wl_ask_sheet {
    /* Given to the source by the page: the choice highlighted (-1: none picked yet) and why the
     * last text typed is no answer (""). */
    int choice;
    char unclear[WL_ASK_UNCLEAR_MAX];
    /* Laid out by the source. */
    char title[96];
    int n;
    wl_ask_para para[WL_ASK_PARAS];
    int entry_after;
    char entry_label[24]; /* "Your answer: " */
    int feedback;         /* first paragraph of the verdict, kept in view after an answer; -1 */
} wl_ask_sheet;

struct wl_app;
typedef struct wl_ask_ops {
    void (*asked)(const struct wl_app *app, wl_asked *out);
    void (*sheet)(const struct wl_app *app, wl_ask_sheet *out);
    /* Judges text (typed, or the chosen letter); an answer that is no answer
     * fills why and changes nothing else. */
    unsigned (*answer)(struct wl_app *app, const char *text, char *why, size_t whysz);
    unsigned (*next)(struct wl_app *app);
    unsigned (*again)(struct wl_app *app);
    unsigned (*done)(struct wl_app *app);
    unsigned (*close)(struct wl_app *app);
} wl_ask_ops;

/* Adds a paragraph (printf-style text; "" is a blank row); returns it, so a
 * caller can set first or one_row, or NULL when the sheet is full. */
wl_ask_para *wl_ask_add(wl_ask_sheet *s, wl_role role, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* The asking page's own state, whichever source asks (kept in the page's
 * slot, wl_page_ask.c; the sources see the sheet alone). */
typedef struct wl_ask_state {
    const wl_ask_ops *ops; /* the source asking; NULL when none */
    wl_line_edit entry;    /* the typed answer */
    int choice;            /* the highlighted choice */
    bool picked;           /* the student chose it (a letter or an arrow), not the default */
    char unclear[WL_ASK_UNCLEAR_MAX]; /* why the last text typed is no answer */
    wl_ask_sheet sheet;               /* laid out by wl_app_ask_layout */
    wl_text text;                     /* sheet wrapped at text_width */
    int text_width;                   /* -1: lay out again */
    int entry_row;                    /* row of text where the typed line goes, or -1 */
    int scroll;                       /* first row shown */
    bool follow;                      /* bring the verdict into view at the next layout */
} wl_ask_state;

#endif
