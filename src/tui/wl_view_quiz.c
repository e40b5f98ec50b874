/* The quiz screen in the lesson pane: question, choices or the typed answer,
 * the hint after a wrong try, the explanation once answered, the score. */
#include <stdio.h>
#include <string.h>

#include "wl_view.h"

/* A paragraph; continuation rows line up under the text after `first`. */
static void para(wl_text *t, int width, const char *text, wl_role role, const char *first)
{
    char rest[32];
    snprintf(rest, sizeof rest, "%*s", (int)strlen(first), "");
    wl_run run = {text ? text : "", role};
    wl_text_wrap(t, &run, 1, width, first, rest, role);
}

static void question_rows(const wl_app *app, const wl_question *question, int width, wl_text *t)
{
    const wl_tui_quiz *q = &app->quiz;
    char buf[160], score[64];
    wl_quiz_session_score_text(&q->s, score, sizeof score);
    snprintf(buf, sizeof buf, "Question %d of %d   (%s)", q->s.current + 1, q->s.quiz->nquestions,
             score);
    para(t, width, buf, WL_ROLE_STRONG, "");
    para(t, width, question->prompt, WL_ROLE_NORMAL, "");
    wl_text_blank(t);
    for (int i = 0; i < question->nchoices; i++) {
        char first[16];
        snprintf(first, sizeof first, "%s%c) ", i == q->choice ? "> " : "  ", 'A' + i);
        para(t, width, question->choice[i].text,
             i == q->choice ? WL_ROLE_HIGHLIGHT : WL_ROLE_NORMAL, first);
    }
    if (question->kind == WL_QUESTION_NUMBER && !wl_quiz_session_answered(&q->s)) {
        snprintf(buf, sizeof buf, "Your answer: %s_", q->entry);
        para(t, width, buf, WL_ROLE_STRONG, "");
    }
}

static const char *verdict_words(wl_verdict v)
{
    switch (v) {
    case WL_VERDICT_CORRECT:
        return "Right.";
    case WL_VERDICT_WRONG_FINAL:
        return "Not this time.";
    case WL_VERDICT_RETRY:
        return "Not quite; one more try.";
    default:
        return "That is not an answer yet.";
    }
}

static void feedback_rows(const wl_app *app, int width, wl_text *t)
{
    const wl_tui_quiz *q = &app->quiz;
    const wl_feedback *fb = &q->feedback;
    if (!q->have_fb)
        return;
    wl_text_blank(t);
    char buf[200];
    bool right = fb->verdict == WL_VERDICT_CORRECT;
    /* The answer judged, echoed back, so a wrong one can be seen and fixed. */
    snprintf(buf, sizeof buf, "You answered %s. %s", q->last, verdict_words(fb->verdict));
    para(t, width, buf, right ? WL_ROLE_GOOD : WL_ROLE_BAD, "");
    if (fb->message && !right)
        para(t, width, fb->message, WL_ROLE_EM, "");
    if (fb->explanation && fb->explanation[0]) {
        snprintf(buf, sizeof buf, "Accepted: %s", fb->accepted);
        para(t, width, buf, WL_ROLE_STRONG, "");
        para(t, width, fb->explanation, WL_ROLE_NORMAL, "");
        para(t, width, "The lab panes now show this access pattern.", WL_ROLE_DIM, "");
    }
}

/* The end: every question with the answer given and whether it was right,
 * the score and the best so far; r takes the quiz again. */
/* The end: the score, the best so far, then every question (its first
 * row) with the answer given and whether it was right; r takes it again. */
static void review_rows(const wl_app *app, int width, wl_text *t)
{
    const wl_quiz_session *s = &app->quiz.s;
    char score[64], buf[200];
    wl_quiz_session_score_text(s, score, sizeof score);
    snprintf(buf, sizeof buf, "Finished: %s.", score);
    para(t, width, buf, WL_ROLE_STRONG, "");
    const wl_progress_score *best =
        app->progress_ok ? wl_progress_find_score(&app->progress, s->quiz->id) : NULL;
    if (best) {
        snprintf(buf, sizeof buf, "Best so far: %d / %d correct.", best->best, best->total);
        para(t, width, buf, WL_ROLE_NORMAL, "");
    }
    para(t, width, "r takes the quiz again; Enter goes back to the lesson.", WL_ROLE_DIM, "");
    for (int i = 0; i < s->quiz->nquestions; i++) {
        wl_text_blank(t);
        snprintf(buf, sizeof buf, "%d. %s", i + 1, s->quiz->question[i].prompt);
        wl_text_fit(t, buf, WL_ROLE_NORMAL, width); /* one row: the review stays short */
        bool right = s->result[i] == WL_RESULT_CORRECT;
        snprintf(buf, sizeof buf, "your answer: %s (%s)", s->given[i][0] ? s->given[i] : "none",
                 right                             ? "right"
                 : s->result[i] == WL_RESULT_WRONG ? "wrong"
                                                   : "not answered");
        para(t, width, buf, right ? WL_ROLE_GOOD : WL_ROLE_BAD, "   ");
    }
}

void wl_view_quiz(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    (void)g;
    werase(w);
    const wl_tui_quiz *q = &app->quiz;
    wl_header(w, q->s.quiz->title ? q->s.quiz->title : "Quiz", true, 0);
    int width = getmaxx(w) - 2;
    wl_text t;
    wl_text_init(&t, app->opt.ascii);
    const wl_question *question = wl_quiz_session_question(&q->s);
    if (question) {
        question_rows(app, question, width, &t);
        feedback_rows(app, width, &t);
    } else {
        review_rows(app, width, &t);
    }
    int h = getmaxy(w) - 1;
    /* Keep the newest feedback in view; the review reads from its top. */
    int first = question && t.n > h ? t.n - h : 0;
    wl_draw_text(w, 1, &t, first, h, -1, 0);
    wl_text_free(&t);
}

/* While a question is open the lab panes keep the section's experiment,
 * whose figures could answer it: they wait until it is answered. */
void wl_view_hidden(WINDOW *w, const char *title)
{
    werase(w);
    wl_header(w, title, false, 0);
    wl_putf(w, 1, 1, WL_ROLE_DIM, "%s", "hidden until you answer, so as not to give it away");
}
