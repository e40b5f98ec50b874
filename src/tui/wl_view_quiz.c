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

static void question_rows(const wl_app *app, const wl_question *qq, int width, wl_text *t)
{
    const wl_tui_quiz *q = &app->quiz;
    char buf[160], score[64];
    wl_quiz_session_score_text(&q->s, score, sizeof score);
    snprintf(buf, sizeof buf, "Question %d of %d   (%s)", q->s.current + 1, q->s.quiz->nquestions,
             score);
    para(t, width, buf, WL_ROLE_STRONG, "");
    para(t, width, qq->prompt, WL_ROLE_NORMAL, "");
    wl_text_blank(t);
    for (int i = 0; i < qq->nchoices; i++) {
        char first[16];
        snprintf(first, sizeof first, "%s%c) ", i == q->choice ? "> " : "  ", 'A' + i);
        para(t, width, qq->choice[i].text, i == q->choice ? WL_ROLE_HIGHLIGHT : WL_ROLE_NORMAL,
             first);
    }
    if (qq->kind == WL_QUESTION_NUMBER && !wl_quiz_session_answered(&q->s)) {
        snprintf(buf, sizeof buf, "Your answer: %s_", q->entry);
        para(t, width, buf, WL_ROLE_STRONG, "");
    }
}

static void feedback_rows(const wl_app *app, int width, wl_text *t)
{
    const wl_tui_quiz *q = &app->quiz;
    const wl_feedback *fb = &q->fb;
    if (!q->have_fb)
        return;
    wl_text_blank(t);
    if (fb->verdict == WL_VERDICT_CORRECT)
        para(t, width, "Right.", WL_ROLE_GOOD, "");
    else if (fb->verdict == WL_VERDICT_WRONG_FINAL)
        para(t, width, "Not this time.", WL_ROLE_BAD, "");
    else if (fb->verdict == WL_VERDICT_RETRY)
        para(t, width, "Not quite; one more try.", WL_ROLE_BAD, "");
    if (fb->message && fb->verdict != WL_VERDICT_CORRECT)
        para(t, width, fb->message, WL_ROLE_EM, "");
    if (fb->explanation && fb->explanation[0]) {
        char buf[160];
        snprintf(buf, sizeof buf, "Accepted: %s", fb->accepted);
        para(t, width, buf, WL_ROLE_STRONG, "");
        para(t, width, fb->explanation, WL_ROLE_NORMAL, "");
        para(t, width, "The lab panes now show this access pattern.", WL_ROLE_DIM, "");
    }
}

static void finished_rows(const wl_app *app, int width, wl_text *t)
{
    char score[64], buf[160];
    wl_quiz_session_score_text(&app->quiz.s, score, sizeof score);
    snprintf(buf, sizeof buf, "Finished: %s.", score);
    para(t, width, buf, WL_ROLE_STRONG, "");
    const wl_progress_score *best =
        app->progress_ok ? wl_progress_find_score(&app->progress, app->quiz.s.quiz->id) : NULL;
    if (best) {
        snprintf(buf, sizeof buf, "Best so far: %d / %d correct.", best->best, best->total);
        para(t, width, buf, WL_ROLE_NORMAL, "");
    }
    para(t, width, "Enter: back to the lesson.", WL_ROLE_DIM, "");
}

static const char *footer(const wl_app *app, const wl_question *qq)
{
    if (!qq)
        return "Enter: close   Esc: back to the lesson";
    if (wl_quiz_session_answered(&app->quiz.s))
        return "Enter: next question   Esc: back to the lesson";
    if (qq->kind == WL_QUESTION_CHOICE)
        return "Up/Down and Enter, or a letter   Esc: lesson";
    return "type a number (units welcome), Enter   Esc: lesson";
}

void wl_view_quiz(WINDOW *w, const wl_app *app)
{
    werase(w);
    const wl_tui_quiz *q = &app->quiz;
    wl_header(w, q->s.quiz->title ? q->s.quiz->title : "Quiz", true, 0);
    int width = getmaxx(w) - 2;
    wl_text t;
    wl_text_init(&t, app->opt.ascii);
    const wl_question *qq = wl_quiz_session_question(&q->s);
    if (qq) {
        question_rows(app, qq, width, &t);
        feedback_rows(app, width, &t);
    } else {
        finished_rows(app, width, &t);
    }
    int h = getmaxy(w) - 2;
    int first = t.n > h ? t.n - h : 0; /* keep the newest feedback in view */
    wl_draw_text(w, 1, &t, first, h, -1, 0);
    wl_putf(w, getmaxy(w) - 1, 1, WL_ROLE_DIM, "%s", footer(app, qq));
    wl_text_free(&t);
}
