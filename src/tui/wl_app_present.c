/* The questions for a room (wl_present.h): what the page's keys do. Next
 * and previous walk every question of every quiz in order; each one starts
 * hidden. Nothing here reads or writes progress. */
#include <stdio.h>

#include "wl_app.h"

static const wl_quiz *quiz_at(const wl_app *app, int i)
{
    return i >= 0 && i < app->quiz.set.count ? &app->quiz.set.quiz[i] : NULL;
}

/* Steps one question on (+1) or back (-1), across quizzes. */
static unsigned step(wl_app *app, int delta)
{
    wl_present_state *p = &app->present;
    int quiz = p->quiz, q = p->question + delta;
    while (quiz_at(app, quiz) && (q < 0 || q >= quiz_at(app, quiz)->nquestions)) {
        quiz += delta;
        if (q < 0 && quiz_at(app, quiz))
            q = quiz_at(app, quiz)->nquestions - 1;
        else if (q >= 0)
            q = 0;
    }
    if (!quiz_at(app, quiz)) {
        snprintf(app->view.message, sizeof app->view.message, "%s",
                 delta > 0 ? "the last question" : "the first question");
        return WL_REDRAW;
    }
    p->quiz = quiz;
    p->question = q;
    p->revealed = false;
    return WL_REDRAW;
}

unsigned wl_app_present_act(wl_app *app, wl_action act)
{
    switch (act.id) {
    case WL_ACT_PRESENT_REVEAL:
        app->present.revealed = true;
        return WL_REDRAW;
    case WL_ACT_PRESENT_NEXT:
        return step(app, 1);
    case WL_ACT_PRESENT_PREV:
        return step(app, -1);
    case WL_ACT_CLOSE: /* q or Esc */
        if (app->present.standalone)
            return WL_QUIT;
        wl_app_page_back(app);
        return WL_REDRAW;
    default:
        return 0;
    }
}

unsigned wl_app_present_open(wl_app *app, bool standalone)
{
    if (!app->quiz.loaded && wl_app_quiz_load(app) != 0)
        return WL_REDRAW; /* the message says why */
    app->present = (wl_present_state){.standalone = standalone};
    wl_app_page_over(app, WL_PAGE_PRESENT);
    return WL_REDRAW;
}
