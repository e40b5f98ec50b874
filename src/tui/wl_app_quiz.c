/* The quiz screen's state: typed answers, choices by arrow keys or letter,
 * hint and retry, the explanation with the question's warp diagram in the
 * lab panes, and the score saved with progress. The session (src/quiz)
 * does the judging; this only feeds it keys. */
#include <ctype.h>
#include <curses.h>
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
    q->entry[0] = '\0';
    q->choice = 0;
    q->have_fb = false;
}

unsigned wl_app_quiz_open(wl_app *app)
{
    if (!app->quiz.loaded && load_quizzes(app) != 0)
        return WL_REDRAW;
    if (!app->quiz.open && (app->quiz.s.quiz == NULL || wl_quiz_session_finished(&app->quiz.s)))
        start_quiz(app, 0);
    app->quiz.open = true;
    app->view.overlay = WL_OVERLAY_NONE;
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

static unsigned judged(wl_app *app, wl_verdict v)
{
    wl_tui_quiz *q = &app->quiz;
    q->have_fb = true;
    if (v == WL_VERDICT_RETRY || v == WL_VERDICT_UNCLEAR)
        q->entry[0] = '\0';
    if ((v == WL_VERDICT_CORRECT || v == WL_VERDICT_WRONG_FINAL) && q->fb.spec) {
        wl_binding b = {.present = true,
                        .slider = wl_slider_of_kernel(q->fb.spec->kernel),
                        .spec = *q->fb.spec};
        wl_experiment_bind(&app->exp, &b);
        wl_app_experiment_changed(app);
        record(app);
    }
    return WL_REDRAW;
}

static unsigned next_question(wl_app *app)
{
    wl_tui_quiz *q = &app->quiz;
    if (wl_quiz_session_finished(&q->s)) {
        if (q->which + 1 < q->set.count)
            start_quiz(app, q->which + 1);
        else
            q->open = false;
        return WL_REDRAW;
    }
    if (wl_quiz_session_next(&q->s)) {
        q->entry[0] = '\0';
        q->choice = 0;
        q->have_fb = false;
        if (wl_quiz_session_finished(&q->s))
            record(app);
    }
    return WL_REDRAW;
}

static unsigned choice_key(wl_app *app, const wl_question *qq, int key)
{
    wl_tui_quiz *q = &app->quiz;
    if (key == KEY_UP || key == 'k' || key == KEY_DOWN || key == 'j') {
        int d = key == KEY_UP || key == 'k' ? -1 : 1;
        q->choice = (q->choice + d + qq->nchoices) % qq->nchoices;
        return WL_REDRAW;
    }
    if (key == '\n' || key == '\r' || key == KEY_ENTER)
        return judged(app, wl_quiz_session_choose(&q->s, q->choice, &q->fb));
    if (isalpha(key)) {
        char text[2] = {(char)key, '\0'};
        return judged(app, wl_quiz_session_answer(&q->s, text, &q->fb));
    }
    return WL_HANDLED;
}

static unsigned number_key(wl_app *app, int key)
{
    wl_tui_quiz *q = &app->quiz;
    size_t len = strlen(q->entry);
    if (key == KEY_BACKSPACE || key == 127 || key == 8) {
        if (len > 0)
            q->entry[len - 1] = '\0';
        return WL_REDRAW;
    }
    if (key == '\n' || key == '\r' || key == KEY_ENTER) {
        if (len == 0)
            return WL_HANDLED;
        return judged(app, wl_quiz_session_answer(&q->s, q->entry, &q->fb));
    }
    if (key >= ' ' && key < 127 && len + 1 < sizeof q->entry) {
        q->entry[len] = (char)key;
        q->entry[len + 1] = '\0';
        return WL_REDRAW;
    }
    return WL_HANDLED;
}

unsigned wl_app_quiz_key(wl_app *app, int key)
{
    wl_tui_quiz *q = &app->quiz;
    app->view.message[0] = '\0';
    if (key == 27) {
        q->open = false;
        return WL_REDRAW;
    }
    if (key == KEY_RESIZE)
        return WL_RESIZE | WL_REDRAW;
    const wl_question *qq = wl_quiz_session_question(&q->s);
    bool advance_key = key == '\n' || key == '\r' || key == KEY_ENTER || key == ' ';
    if (!qq || wl_quiz_session_answered(&q->s))
        return advance_key || key == 'n' ? next_question(app) : WL_HANDLED;
    if (qq->kind == WL_QUESTION_CHOICE)
        return choice_key(app, qq, key);
    return number_key(app, key);
}
