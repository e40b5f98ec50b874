/* The quiz screen's state: typed answers, choices by arrow keys or letter,
 * hint and retry, the explanation with the question's warp diagram in the
 * lab panes, and the score saved with progress. The session (src/quiz)
 * does the judging; this only feeds it keys. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "wl_app.h"
#include "wl_datadir.h"

static int load_quizzes(wl_app *app)
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

static void start_quiz(wl_app *app, int which)
{
    wl_tui_quiz *q = &app->quiz;
    q->which = which;
    wl_quiz_session_start(&q->s, &q->set.quiz[which]);
    q->entry[0] = q->last[0] = '\0';
    q->choice = 0;
    q->have_fb = false;
}

unsigned wl_app_quiz_open(wl_app *app)
{
    if (!app->quiz.loaded && load_quizzes(app) != 0)
        return WL_REDRAW;
    if (app->quiz.s.quiz == NULL || wl_quiz_session_finished(&app->quiz.s))
        start_quiz(app, 0);
    wl_app_page_enter(app, WL_PAGE_QUIZ);
    return WL_REDRAW;
}

void wl_app_quiz_free(wl_app *app)
{
    if (app->quiz.loaded)
        wl_quiz_set_free(&app->quiz.set);
    memset(&app->quiz, 0, sizeof app->quiz);
}

static void record(wl_app *app)
{
    wl_error err;
    if (app->progress_ok && wl_progress_record_session(&app->progress, &app->quiz.s, &err) != 0)
        snprintf(app->view.message, sizeof app->view.message, "progress: %.140s", err.msg);
    wl_app_progress_save(app);
}

static unsigned judged(wl_app *app, const char *given, wl_verdict v)
{
    wl_tui_quiz *q = &app->quiz;
    q->have_fb = true;
    snprintf(q->last, sizeof q->last, "%s", given);
    q->entry[0] = '\0';
    if ((v == WL_VERDICT_CORRECT || v == WL_VERDICT_WRONG_FINAL) && q->feedback.spec) {
        wl_binding b = {.present = true,
                        .slider = wl_slider_of_kernel(q->feedback.spec->kernel),
                        .spec = *q->feedback.spec};
        wl_experiment_bind(&app->exp, &b);
        wl_app_experiment_changed(app);
        record(app);
    }
    return WL_REDRAW;
}

static unsigned next_question(wl_app *app)
{
    wl_tui_quiz *q = &app->quiz;
    if (wl_quiz_session_next(&q->s)) {
        q->entry[0] = q->last[0] = '\0';
        q->choice = 0;
        q->have_fb = false;
        if (wl_quiz_session_finished(&q->s))
            record(app);
    }
    return WL_REDRAW;
}

static unsigned enter(wl_app *app)
{
    wl_tui_quiz *q = &app->quiz;
    const wl_question *question = wl_quiz_session_question(&q->s);
    if (!question)
        return WL_HANDLED;
    if (wl_quiz_session_answered(&q->s))
        return next_question(app);
    if (question->kind == WL_QUESTION_CHOICE) {
        char letter[2] = {(char)('A' + q->choice), '\0'};
        return judged(app, letter, wl_quiz_session_choose(&q->s, q->choice, &q->feedback));
    }
    if (!q->entry[0])
        return WL_HANDLED;
    char given[sizeof q->entry];
    snprintf(given, sizeof given, "%s", q->entry);
    return judged(app, given, wl_quiz_session_answer(&q->s, given, &q->feedback));
}

/* After the last question: the next quiz of the set, or back to the lesson. */
static unsigned done(wl_app *app)
{
    wl_tui_quiz *q = &app->quiz;
    if (q->which + 1 < q->set.count)
        start_quiz(app, q->which + 1);
    else
        wl_app_page_enter(app, WL_PAGE_LAB);
    return WL_REDRAW;
}

unsigned wl_app_quiz_action(wl_app *app, wl_action act)
{
    wl_tui_quiz *q = &app->quiz;
    const wl_question *question = wl_quiz_session_question(&q->s);
    int n = question && question->nchoices > 0 ? question->nchoices : 1;
    switch (act.id) {
    case WL_ACT_QUIZ_ENTER:
        return enter(app);
    case WL_ACT_QUIZ_CHOICE_UP:
    case WL_ACT_QUIZ_CHOICE_DOWN:
        q->choice = (q->choice + (act.id == WL_ACT_QUIZ_CHOICE_UP ? -1 : 1) + n) % n;
        return WL_REDRAW;
    case WL_ACT_ERASE:
        if (q->entry[0])
            q->entry[strlen(q->entry) - 1] = '\0';
        return WL_REDRAW;
    case WL_ACT_QUIZ_RETRY:
        start_quiz(app, q->which);
        return WL_REDRAW;
    case WL_ACT_QUIZ_DONE:
        return done(app);
    case WL_ACT_CLOSE:
        wl_app_page_enter(app, WL_PAGE_LAB);
        return WL_REDRAW;
    default:
        return 0;
    }
}

unsigned wl_app_quiz_type(wl_app *app, int key)
{
    wl_tui_quiz *q = &app->quiz;
    const wl_question *question = wl_quiz_session_question(&q->s);
    if (!question || wl_quiz_session_answered(&q->s) || key < ' ' || key >= 127)
        return WL_HANDLED;
    if (question->kind == WL_QUESTION_CHOICE) { /* a letter answers at once */
        if (!isalpha(key))
            return WL_HANDLED;
        char text[2] = {(char)toupper(key), '\0'};
        return judged(app, text, wl_quiz_session_answer(&q->s, text, &q->feedback));
    }
    size_t len = strlen(q->entry);
    if (len + 1 < sizeof q->entry) {
        q->entry[len] = (char)key;
        q->entry[len + 1] = '\0';
    }
    return WL_REDRAW;
}

bool wl_app_quiz_question_open(const wl_app *app)
{
    const wl_tui_quiz *q = &app->quiz;
    return app->view.base == WL_PAGE_QUIZ && wl_quiz_session_question(&q->s) &&
           !wl_quiz_session_answered(&q->s);
}

wl_mode wl_app_quiz_mode(const wl_app *app)
{
    const wl_question *question = wl_quiz_session_question(&app->quiz.s);
    if (!question)
        return WL_MODE_QUIZ_END;
    bool choosing = question->kind == WL_QUESTION_CHOICE && !wl_quiz_session_answered(&app->quiz.s);
    return choosing ? WL_MODE_CHOICE : WL_MODE_QUIZ;
}
