/* Saved progress in the lab: sections visited, where the student left off,
 * and the reset key. Saving failures are shown, never fatal. */
#include <stdio.h>
#include <string.h>

#include "wl_app.h"

void wl_app_section_id(const wl_app *app, size_t i, char *out, size_t outsz)
{
    /* The course gives each section an id unique to it, from its heading. */
    const wl_section *s = wl_course_section(&app->course, i, NULL);
    snprintf(out, outsz, "%s", s ? s->id : "section");
}

void wl_app_progress_open(wl_app *app)
{
    wl_error err;
    app->progress_unsaved = false;
    if (wl_progress_load(app->opt.state_dir, &app->progress, &err) != 0) {
        snprintf(app->view.message, sizeof app->view.message, "progress not kept: %.120s", err.msg);
        snprintf(app->progress_lost, sizeof app->progress_lost, "%.150s", err.msg);
        return;
    }
    app->progress_ok = true;
    if (app->progress.warning[0])
        snprintf(app->view.message, sizeof app->view.message, "%.150s", app->progress.warning);
}

size_t wl_app_start_section(const wl_app *app)
{
    if (app->opt.section > 0)
        return (size_t)app->opt.section - 1;
    if (!app->progress_ok || !app->progress.current[0])
        return 0;
    for (size_t i = 0; i < app->nsections; i++) {
        char id[64];
        wl_app_section_id(app, i, id, sizeof id);
        if (strcmp(id, app->progress.current) == 0)
            return i;
    }
    return 0;
}

bool wl_app_section_visited(const wl_app *app, size_t i)
{
    char id[64];
    wl_app_section_id(app, i, id, sizeof id);
    return app->progress_ok && wl_progress_visited(&app->progress, id);
}

void wl_app_progress_save(wl_app *app)
{
    wl_error err;
    app->progress_unsaved = false; /* one try: a failure is shown, not repeated */
    if (!app->progress_ok)
        return;
    if (wl_progress_save(&app->progress, &err) != 0) {
        snprintf(app->view.message, sizeof app->view.message, "progress not saved: %.120s",
                 err.msg);
        snprintf(app->progress_lost, sizeof app->progress_lost, "%.150s", err.msg);
        return;
    }
    if (app->progress.reset_elsewhere) /* it stays reset: the store kept this visit only */
        snprintf(app->view.message, sizeof app->view.message,
                 "progress was reset by another warplab; this lab kept only the section open now");
}

void wl_app_progress_visit(wl_app *app)
{
    if (!app->progress_ok)
        return;
    char id[64];
    wl_error err;
    wl_app_section_id(app, app->cur, id, sizeof id);
    if (wl_progress_mark_visited(&app->progress, id, &err) != 0 ||
        wl_progress_set_current(&app->progress, id, &err) != 0) {
        snprintf(app->view.message, sizeof app->view.message, "progress: %.140s", err.msg);
        return;
    }
    app->progress_unsaved = true;
}

void wl_app_progress_flush(wl_app *app)
{
    if (app->progress_unsaved)
        wl_app_progress_save(app);
}

static unsigned reset_progress(wl_app *app)
{
    wl_error err;
    bool removed = false;
    wl_app_page_back(app);
    if (wl_progress_reset(app->opt.state_dir, &removed, &err) != 0) {
        snprintf(app->view.message, sizeof app->view.message, "reset failed: %.140s", err.msg);
        return WL_REDRAW;
    }
    app->progress_ok = false;
    wl_app_progress_open(app);
    snprintf(app->view.message, sizeof app->view.message, "%s",
             removed ? "progress forgotten" : "there was no saved progress");
    return WL_REDRAW;
}

unsigned wl_app_confirm_type(wl_app *app, int key)
{
    if (key == -1)
        wl_line_edit_erase(&app->view.confirm);
    else if (key != ' ')
        wl_line_edit_key(&app->view.confirm, key);
    return WL_REDRAW;
}

unsigned wl_app_confirm_reset(wl_app *app)
{
    if (strcmp(app->view.confirm.text, WL_RESET_WORD) == 0)
        return reset_progress(app);
    snprintf(app->view.message, sizeof app->view.message,
             "type the word %s, then Enter; Esc keeps your progress", WL_RESET_WORD);
    wl_line_edit_clear(&app->view.confirm);
    return WL_REDRAW;
}
