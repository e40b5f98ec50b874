/* Internal: the state the md4c callbacks of the lesson parser share. */
#ifndef WL_LESSON_STATE_H
#define WL_LESSON_STATE_H

#include <stdbool.h>

#include "wl_lesson.h"
#include "wl_strings.h"

#define WL_LESSON_MAX_LIST_DEPTH 8

typedef struct wl_list_level {
    bool ordered;
    int next; /* number of the next item of an ordered list */
} wl_list_level;

typedef struct wl_parse_state {
    const char *name; /* file name for messages */
    wl_lines lines;
    wl_error *err;
    wl_lesson *lesson;
    size_t section_cap, block_cap, span_cap, figure_cap;
    /* Error found before any line was known (a block outside a section):
     * reported at the next text, which carries its position. */
    const char *pending;
    int last_line;
    const char *last_end; /* end of the last text md4c handed over */

    bool block_open; /* the last block of the current section takes text */
    wl_strbuf span;  /* text of the span being collected */
    unsigned span_style;
    int em, strong, code, link, quote;
    wl_list_level lists[WL_LESSON_MAX_LIST_DEPTH];
    int nlists;

    int heading_level; /* 1 or 2 while inside a title heading, else 0 */
    int heading_line;
    wl_strbuf heading;

    bool in_html;
    int html_line;
    wl_strbuf html;

    bool in_figure;
    int figure_line;
    char *figure_target;
    wl_strbuf figure_text;

    /* Where a problem that leaves the rest of the file readable goes (a
     * comment or a figure link that is wrong): NULL, the parse stops at it
     * as at any other; else it is handed over and the parse goes on, so
     * every such problem of the file is said (check-content). */
    void (*report)(void *ctx, const char *msg);
    void *report_ctx;
    int nreported;
} wl_parse_state;

/* Block and span bookkeeping (wl_lesson_blocks.c). */
int wl_ps_fail(wl_parse_state *ps, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A problem the parse can go past (see report): 0 to go on when reporting,
 * else -1 as wl_ps_fail. The _err form takes a message already placed
 * ("file:line: why") in ps->err. */
int wl_ps_problem(wl_parse_state *ps, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
int wl_ps_problem_err(wl_parse_state *ps);
wl_section *wl_ps_section(wl_parse_state *ps);
int wl_ps_open_block(wl_parse_state *ps, wl_block_kind kind);
int wl_ps_close_block(wl_parse_state *ps);
int wl_ps_emit(wl_parse_state *ps, const char *text, size_t n);
int wl_ps_emit_break(wl_parse_state *ps);
int wl_ps_new_section(wl_parse_state *ps, int line, char *title);
/* Line of the next heading line after the last text: the position of an
 * empty heading, which hands over no text of its own. */
int wl_ps_next_heading_line(const wl_parse_state *ps);

/* Entities (wl_lesson_entity.c): "&amp;" -> "&". Returns -1 for unknown ones. */
int wl_entity_decode(const char *ent, size_t n, char out[8], size_t *outlen);

#endif
