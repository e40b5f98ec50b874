/* One run through a quiz, as a pure state machine: no terminal, no files.
 * The line-oriented quiz (warplab quiz --plain) and the TUI's quiz screen
 * drive the same session, so they score alike.
 *
 * Life of a question:
 *   ask:     wl_quiz_session_question() gives the question on screen.
 *   answer:  wl_quiz_session_answer() (typed text) or
 *            wl_quiz_session_choose() (a choice index, e.g. from arrow keys)
 *            returns a verdict and fills a wl_feedback:
 *              UNCLEAR     the text was no answer ("four", "3 KB", "z"); no try
 *                          is used; feedback.message says how to answer.
 *              RETRY       first wrong answer: feedback.message is the hint;
 *                          one more try.
 *              CORRECT     right (first or second try): question answered.
 *              WRONG_FINAL second wrong answer: question answered.
 *            Once answered, the feedback also carries the explanation, the
 *            accepted answers and the experiment to draw (the question's
 *            spec), so every answer leads back to the warp diagram.
 *   advance: wl_quiz_session_next() moves on once the question is answered.
 * A question answered right on the second try counts as correct. */
#ifndef WL_QUIZ_SESSION_H
#define WL_QUIZ_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_quiz_file.h"

#define WL_QUIZ_TRIES 2 /* one answer and one retry after the hint */
#define WL_ANSWER_TEXT_MAX 48

typedef enum wl_verdict {
    WL_VERDICT_UNCLEAR,
    WL_VERDICT_RETRY,
    WL_VERDICT_CORRECT,
    WL_VERDICT_WRONG_FINAL
} wl_verdict;

typedef enum wl_result {
    WL_RESULT_OPEN,    /* not answered yet */
    WL_RESULT_CORRECT, /* right on the first or the second try */
    WL_RESULT_WRONG    /* wrong twice */
} wl_result;

typedef struct wl_feedback {
    wl_verdict verdict;
    const char *message; /* hint or how-to-answer; NULL when correct */
    /* Set once the question is answered (CORRECT or WRONG_FINAL); else NULL/"". */
    const char *explanation;
    const wl_spec *spec;    /* the access pattern whose warp diagram to show */
    char model_command[96]; /* "warplab model --kernel ... " drawing that pattern */
    char accepted[96];      /* "1024 bytes or 32 sectors", "A or C" */
} wl_feedback;

typedef struct wl_quiz_session {
    const wl_quiz *quiz;
    int current;                      /* question on screen; quiz->nquestions once finished */
    bool answered;                    /* the current question is done; waiting for next() */
    int tries[WL_QUIZ_MAX_QUESTIONS]; /* answers counted (not UNCLEAR ones) */
    wl_result result[WL_QUIZ_MAX_QUESTIONS];
    char given[WL_QUIZ_MAX_QUESTIONS][WL_ANSWER_TEXT_MAX + 1]; /* last answer counted */
} wl_quiz_session;

/* The quiz must outlive the session. */
void wl_quiz_session_start(wl_quiz_session *s, const wl_quiz *quiz);

/* The question on screen, or NULL once the quiz is finished. */
const wl_question *wl_quiz_session_question(const wl_quiz_session *s);

/* Judges an answer to the current question. After the question is answered
 * (or the quiz finished) it changes nothing and says UNCLEAR. */
wl_verdict wl_quiz_session_answer(wl_quiz_session *s, const char *text, wl_feedback *feedback);
wl_verdict wl_quiz_session_choose(wl_quiz_session *s, int choice, wl_feedback *feedback);

/* Whether the current question is answered (explanation shown). */
bool wl_quiz_session_answered(const wl_quiz_session *s);

/* Moves to the next question; false (and no move) while it is unanswered. */
bool wl_quiz_session_next(wl_quiz_session *s);

bool wl_quiz_session_finished(const wl_quiz_session *s);

/* Questions answered right so far (those right only on the second try
 * among them), and "N / M correct". */
int wl_quiz_session_score(const wl_quiz_session *s);
int wl_quiz_session_second_tries(const wl_quiz_session *s);
void wl_quiz_session_score_text(const wl_quiz_session *s, char *out, size_t outsz);

#endif
