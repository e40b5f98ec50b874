/* Judging one answer against one question, with no state: the session
 * (wl_quiz_session.h) decides what a wrong answer costs. */
#ifndef WL_ANSWER_H
#define WL_ANSWER_H

#include <stddef.h>

#include "wl_quiz_file.h"

typedef enum wl_match_kind {
    WL_MATCH_UNCLEAR, /* not an answer to this question's kind: no try is used */
    WL_MATCH_CORRECT,
    WL_MATCH_WRONG
} wl_match_kind;

typedef struct wl_match {
    wl_match_kind kind;
    /* WRONG: the hint for this very mistake or choice, else the question's.
     * UNCLEAR: how to write an answer. CORRECT: NULL. Points into the quiz
     * or to static text. */
    const char *message;
    int choice; /* the choice index picked, or -1 */
} wl_match;

/* A typed answer: a quantity for number questions, a letter ("b", "B",
 * "b)", "(b)") for choice questions. */
void wl_answer_check_text(const wl_question *q, const char *text, wl_match *out);

/* A choice picked by index (arrow keys); out of range is UNCLEAR. */
void wl_answer_check_choice(const wl_question *q, int index, wl_match *out);

/* The accepted answers for people: "4 sectors", "1024 bytes or 32 sectors",
 * "A or C". */
void wl_answer_describe(const wl_question *q, char *out, size_t outsz);

#endif
