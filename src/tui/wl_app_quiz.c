/* The quiz as a source of the asking page (wl_ask.h): its question, the
 * verdict with the hint or the explanation, the review at the end, and the
 * answered question's access pattern in the lab panes while the quiz is
 * open (the section's own experiment comes back when it closes). The
 * session (src/quiz) judges; progress keeps every answer, and a quiz left
 * mid-way resumes there. */
#include <stdio.h>
#include <string.h>

#include "wl_app.h"
#include "wl_datadir.h"
#include "wl_quiz_howto.h"

int wl_app_quiz_load(wl_app *app)
{
    char dir[PATH_MAX];
    wl_error err;
    if (wl_path_join(dir, sizeof dir, app->datadir, "quizzes") != 0 ||
        wl_quiz_load_dir(dir, &app->quiz.set, &err) != 0) {
        snprintf(app->view.message, sizeof app->view.message, "no quiz: %.140s", err.msg);
        return -1;
    }
    app->quiz.loaded = app->quiz.set.count > 0;
    return app->quiz.loaded ? 0 : -1;
}

static void start_quiz(wl_app *app, int which, bool resume)
{
    wl_tui_quiz *q = &app->quiz;
    q->which = which;
    wl_quiz_session_start(&q->s, &q->set.quiz[which]);
    if (resume && app->progress_ok)
        wl_progress_resume_session(&app->progress, &q->s);
    q->last[0] = '\0';
    q->have_fb = false;
    q->reset_seen = false;
}

static void record(wl_app *app)
{
    wl_error err;
    wl_tui_quiz *q = &app->quiz;
    if (q->reset_seen && wl_quiz_session_finished(&q->s)) {
        /* The run began before the reset: its score is of the old progress. */
        snprintf(app->view.message, sizeof app->view.message,
                 "this run's score is not kept: progress was reset during it");
        return;
    }
    if (app->progress_ok && wl_progress_record_session(&app->progress, &q->s, &err) != 0)
        snprintf(app->view.message, sizeof app->view.message, "progress: %.140s", err.msg);
    wl_app_progress_save(app);
    q->reset_seen = q->reset_seen || (app->progress_ok && app->progress.reset_elsewhere);
}

/* ---- the source's hooks ------------------------------------------------- */

static void asked(const wl_app *app, wl_asked *out)
{
    const wl_quiz_session *s = &app->quiz.s;
    const wl_question *question = wl_quiz_session_question(s);
    *out = (wl_asked){.stage = WL_ASK_END, .more = app->quiz.which + 1 < app->quiz.set.count};
    if (!question)
        return;
    out->stage = wl_quiz_session_answered(s) ? WL_ASK_JUDGED : WL_ASK_ASKING;
    out->nchoices = question->kind == WL_QUESTION_CHOICE ? question->nchoices : 0;
    int right = 0;
    for (int i = 0; i < question->nchoices; i++)
        right += question->choice[i].correct;
    out->several = right > 1;
}

static void question_sheet(const wl_app *app, const wl_question *question, wl_ask_sheet *sh)
{
    const wl_tui_quiz *q = &app->quiz;
    char score[64];
    wl_quiz_session_score_text(&q->s, score, sizeof score);
    wl_ask_add(sh, WL_ROLE_STRONG, "Question %d of %d   (%s)", q->s.current + 1,
               q->s.quiz->nquestions, score);
    wl_ask_add(sh, WL_ROLE_NORMAL, "%s", question->prompt);
    wl_ask_add(sh, WL_ROLE_NORMAL, "%s", "");
    bool open = !wl_quiz_session_answered(&q->s);
    for (int i = 0; i < question->nchoices; i++) {
        bool here = open && i == sh->choice;
        wl_ask_para *p = wl_ask_add(sh, here ? WL_ROLE_HIGHLIGHT : WL_ROLE_NORMAL, "%s",
                                    question->choice[i].text);
        if (p)
            snprintf(p->first, sizeof p->first, "%s%c) ", here ? "> " : "  ", 'A' + i);
    }
    wl_asked a;
    asked(app, &a);
    if (!open)
        return;
    if (a.nchoices == 0 || a.several) {
        char how[256];
        wl_quiz_how_to_answer(question, how, sizeof how);
        wl_ask_add(sh, WL_ROLE_DIM, "%s", how);
        sh->entry_after = sh->n - 1;
        snprintf(sh->entry_label, sizeof sh->entry_label, "Your answer: ");
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

static void feedback_sheet(const wl_app *app, wl_ask_sheet *sh)
{
    const wl_tui_quiz *q = &app->quiz;
    const wl_feedback *fb = &q->feedback;
    if (sh->unclear[0])
        wl_ask_add(sh, WL_ROLE_EM, "%s", sh->unclear);
    if (!q->have_fb)
        return;
    wl_ask_add(sh, WL_ROLE_NORMAL, "%s", "");
    sh->feedback = sh->n;
    bool right = fb->verdict == WL_VERDICT_CORRECT;
    /* The answer judged, echoed back, so a wrong one can be seen and fixed. */
    wl_ask_add(sh, right ? WL_ROLE_GOOD : WL_ROLE_BAD, "You answered %s. %s", q->last,
               verdict_words(fb->verdict));
    if (fb->message && !right)
        wl_ask_add(sh, WL_ROLE_EM, "%s", fb->message);
    if (fb->explanation && fb->explanation[0]) {
        wl_ask_add(sh, WL_ROLE_STRONG, "Accepted: %s", fb->accepted);
        wl_ask_add(sh, WL_ROLE_NORMAL, "%s", fb->explanation);
        wl_ask_add(sh, WL_ROLE_DIM, "The lab panes now show this access pattern.");
    }
}

static const char *result_words(const wl_quiz_session *s, int i)
{
    if (s->result[i] == WL_RESULT_CORRECT)
        return s->tries[i] > 1 ? "right on the second try" : "right";
    return s->result[i] == WL_RESULT_WRONG ? "wrong" : "not answered";
}

/* The end: the score (saying how many took a second try), the best so far,
 * then every question (its first row) with the answer given and whether it
 * was right, and on which try. */
static void review_sheet(const wl_app *app, wl_ask_sheet *sh)
{
    const wl_quiz_session *s = &app->quiz.s;
    char score[64], second[48] = "";
    wl_quiz_session_score_text(s, score, sizeof score);
    int late = wl_quiz_session_second_tries(s);
    if (late)
        snprintf(second, sizeof second, ", %d of them on the second try", late);
    wl_ask_add(sh, WL_ROLE_STRONG, "Finished: %s%s.", score, second);
    const wl_progress_score *best =
        app->progress_ok ? wl_progress_find_score(&app->progress, s->quiz->id) : NULL;
    if (best)
        wl_ask_add(sh, WL_ROLE_NORMAL, "Best so far: %d / %d correct.", best->best, best->total);
    const wl_tui_quiz *q = &app->quiz;
    const char *back = app->opt.open_quiz ? "the shell" : "the lesson";
    if (q->which + 1 < q->set.count)
        wl_ask_add(
            sh, WL_ROLE_DIM, "r takes this set again; Enter goes on to %s; Esc goes back to %s.",
            q->set.quiz[q->which + 1].title ? q->set.quiz[q->which + 1].title : "the next set",
            back);
    else
        wl_ask_add(sh, WL_ROLE_DIM, "r takes the quiz again; Enter or Esc goes back to %s.", back);
    for (int i = 0; i < s->quiz->nquestions; i++) {
        wl_ask_add(sh, WL_ROLE_NORMAL, "%s", "");
        wl_ask_para *p =
            wl_ask_add(sh, WL_ROLE_NORMAL, "%d. %s", i + 1, s->quiz->question[i].prompt);
        if (p)
            p->one_row = true; /* the review stays short */
        bool right = s->result[i] == WL_RESULT_CORRECT;
        p = wl_ask_add(sh, right ? WL_ROLE_GOOD : WL_ROLE_BAD, "your answer: %s (%s)",
                       s->given[i][0] ? s->given[i] : "none", result_words(s, i));
        if (p)
            snprintf(p->first, sizeof p->first, "   ");
    }
}

static void sheet(const wl_app *app, wl_ask_sheet *sh)
{
    const wl_tui_quiz *q = &app->quiz;
    snprintf(sh->title, sizeof sh->title, "%s", q->s.quiz->title ? q->s.quiz->title : "Quiz");
    const wl_question *question = wl_quiz_session_question(&q->s);
    if (question) {
        question_sheet(app, question, sh);
        feedback_sheet(app, sh);
    } else {
        review_sheet(app, sh);
    }
}

static unsigned answer(wl_app *app, const char *text, char *why, size_t whysz)
{
    wl_tui_quiz *q = &app->quiz;
    wl_feedback fb;
    wl_verdict v = wl_quiz_session_answer(&q->s, text, &fb);
    if (v == WL_VERDICT_UNCLEAR) {
        snprintf(why, whysz, "%s: %s", text, fb.message ? fb.message : "not an answer");
        return WL_REDRAW;
    }
    q->feedback = fb;
    q->have_fb = true;
    snprintf(q->last, sizeof q->last, "%s", text);
    if (v == WL_VERDICT_CORRECT || v == WL_VERDICT_WRONG_FINAL) {
        if (fb.spec)
            wl_app_lend_experiment(app, fb.spec, false);
        record(app);
    }
    return WL_REDRAW;
}

static unsigned next(wl_app *app)
{
    wl_tui_quiz *q = &app->quiz;
    if (wl_quiz_session_next(&q->s)) {
        q->last[0] = '\0';
        q->have_fb = false;
        if (wl_quiz_session_finished(&q->s))
            record(app);
    }
    return WL_REDRAW;
}

static unsigned again(wl_app *app)
{
    start_quiz(app, app->quiz.which, false);
    return WL_REDRAW;
}

/* Back to the lesson; `warplab quiz` came for the quiz alone and leaves to
 * the shell. */
static unsigned close_quiz(wl_app *app)
{
    if (app->opt.open_quiz)
        return WL_QUIT;
    wl_app_page_enter(app, WL_PAGE_LAB);
    wl_app_predict_show(app); /* a prompt of the section keeps its experiment */
    return WL_REDRAW;
}

/* After the last question: the next quiz of the set, or back to the lesson. */
static unsigned done(wl_app *app)
{
    wl_tui_quiz *q = &app->quiz;
    if (q->which + 1 < q->set.count) {
        start_quiz(app, q->which + 1, true);
        return WL_REDRAW;
    }
    return close_quiz(app) | WL_RESIZE;
}

static const wl_ask_ops quiz_ops = {
    .asked = asked,
    .sheet = sheet,
    .answer = answer,
    .next = next,
    .again = again,
    .done = done,
    .close = close_quiz,
};

unsigned wl_app_quiz_open(wl_app *app)
{
    if (!app->quiz.loaded && wl_app_quiz_load(app) != 0)
        return WL_REDRAW;
    if (app->quiz.s.quiz == NULL || wl_quiz_session_finished(&app->quiz.s))
        start_quiz(app, 0, true);
    return wl_app_ask_open(app, &quiz_ops);
}

void wl_app_quiz_free(wl_app *app)
{
    if (app->quiz.loaded)
        wl_quiz_set_free(&app->quiz.set);
    memset(&app->quiz, 0, sizeof app->quiz);
}
