/* Quiz text as a student reads it (a title, prompt, hint, explanation, a
 * choice or a mistake's hint): it takes the figure links a lesson takes,
 * [TEXT](TARGET) (wl_figure_link.h), and states no other figure; the same
 * checks run on both (wl_figure_link_check, wl_bare_figure_message). */
#ifndef WL_QUIZ_TEXT_H
#define WL_QUIZ_TEXT_H

#include <stddef.h>

#include "wl_error.h"
#include "wl_lesson.h"

/* Where the lines of a text start: piece i begins at byte off[i] of the
 * text and on line line[i] of the file (a value goes on over lines). */
#define WL_QUIZ_TEXT_PIECES 64
typedef struct wl_text_lines {
    size_t off[WL_QUIZ_TEXT_PIECES];
    int line[WL_QUIZ_TEXT_PIECES];
    int n;
} wl_text_lines;

/* Rewrites text in place as the student reads it: each link replaced by
 * its TEXT; each link checked, each figure (not literal) appended to
 * *figures (n, cap as wl_array_reserve keeps them). Then a number with a
 * unit left outside a link is a problem. where: " (in the explanation)".
 * 0, or -1 with *line the file line and why the reason. */
int wl_quiz_text_take(char *text, const wl_text_lines *lines, const char *where,
                      wl_figure **figures, size_t *n, size_t *cap, int *line, wl_error *why);

#endif
