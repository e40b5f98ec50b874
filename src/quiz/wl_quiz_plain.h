/* The line-oriented quiz: questions out, answers in, one line each, through
 * plain streams (a terminal, a pipe, a test). Same session, same scoring and
 * same saved progress as the TUI's quiz screen. */
#ifndef WL_QUIZ_PLAIN_H
#define WL_QUIZ_PLAIN_H

#include <stdbool.h>
#include <stdio.h>

#include "wl_lesson.h"
#include "wl_quiz_file.h"

typedef struct wl_plain_io {
    FILE *in, *out; /* answers and questions */
    bool ascii;     /* draw diagrams with ASCII only */
    bool echo;      /* repeat each answer after the prompt (piped input) */
    /* The course progress is read against (each may be NULL): at a cap its
     * own records are kept first, those it does not have go first. */
    const wl_course *course;
    const wl_quiz_set *course_quizzes;
} wl_plain_io;

/* Asks every quiz of the set in turn, saving progress (state_dir, or the
 * default place when NULL) after each answered question; warnings about
 * progress go to stderr. "q" or "quit" as an answer ends it early. Returns
 * 0 when every quiz was finished or the student quit, 1 when the input ended
 * first (answers so far are kept either way). */
int wl_quiz_plain_run(const wl_quiz_set *set, const char *state_dir, const wl_plain_io *io);

#endif
