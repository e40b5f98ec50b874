/* The demo player: the script's steps on the lab's own calls, so a step
 * looks exactly as the keys that make it would leave the lab. */
#include "wl_app_demo.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_demo_play.h"

static unsigned show_step(wl_app *app, int i)
{
    const wl_demo_step *st = &app->demo->step[i];
    app->demo_step = i;
    app->view.message[0] = '\0'; /* the step keys pass no action, which would clear it */
    wl_app_goto(app, st->section);
    /* The step sets the section's experiment: while a prompt of the section
     * has the lab, the panes keep the prompt's point and the section's come
     * back with the step's settings once the room has guessed. */
    wl_demo_play_changes(app->lent ? &app->section_exp : &app->exp, st);
    if (st->gpu[0])
        wl_app_use_profile(app, st->gpu);
    if (st->curve >= 0)
        app->model_curve_front = st->curve == 1;
    if (st->zoom >= 0)
        app->view.zoom = st->zoom ? WL_ZOOM_DIAGRAM : WL_ZOOM_NONE;
    wl_app_experiment_changed(app);
    char said[sizeof app->view.message]; /* what the step's calls said, after the step */
    snprintf(said, sizeof said, "%s", app->view.message);
    snprintf(app->view.message, sizeof app->view.message, "demo step %d of %d%s%.100s", i + 1,
             app->demo->nsteps, said[0] ? ": " : "", said);
    return WL_RESIZE | WL_REDRAW;
}

int wl_app_demo_open(wl_app *app, const char *path, wl_error *err)
{
    app->demo = malloc(sizeof *app->demo);
    if (!app->demo)
        return wl_fail(err, "%s: out of memory", path);
    if (wl_demo_load(path, &app->course, app->datadir, app->demo, err) != 0) {
        wl_app_demo_free(app);
        return -1;
    }
    if (app->view.page == WL_PAGE_WELCOME) /* the room needs no welcome */
        wl_app_page_back(app);
    show_step(app, 0);
    return 0;
}

void wl_app_demo_free(wl_app *app)
{
    free(app->demo);
    app->demo = NULL;
}

unsigned wl_app_demo_key(wl_app *app, int key)
{
    if (!app->demo || app->view.page != WL_PAGE_LAB)
        return 0;
    int step = app->demo_step, last = app->demo->nsteps - 1;
    if (key == ' ' || key == KEY_RIGHT || key == KEY_NPAGE) {
        /* A step on a prompt waits for the room's guess: a later step (or
         * its section's text) could give the answer away. */
        if (step < last && wl_app_predict_pending(app)) {
            snprintf(app->view.message, sizeof app->view.message,
                     "the room's guess first: press e, then the next step");
            return WL_REDRAW;
        }
        if (step < last)
            return show_step(app, step + 1);
        snprintf(app->view.message, sizeof app->view.message, "the demo's last step (%d); q ends",
                 last + 1);
        return WL_REDRAW;
    }
    if (key == KEY_LEFT || key == KEY_PPAGE) {
        if (step > 0)
            return show_step(app, step - 1);
        snprintf(app->view.message, sizeof app->view.message, "the demo's first step");
        return WL_REDRAW;
    }
    return 0;
}

const char *wl_app_demo_caption(const wl_app *app)
{
    if (!app->demo || app->view.page != WL_PAGE_LAB)
        return NULL;
    const char *c = app->demo->step[app->demo_step].caption;
    return c[0] ? c : NULL;
}
