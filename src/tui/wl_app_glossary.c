/* The glossary's state: its terms, loaded from WL_GLOSSARY_FILE when the page
 * first opens, laid out for the box, and where the box is scrolled. */
#include <stdio.h>

#include "wl_app.h"
#include "wl_glossary.h"
#include "wl_lesson_text.h"

/* Loads the terms the first time; a missing or broken file says why on the
 * message line and leaves the page closed. */
static bool load_terms(wl_app *app)
{
    wl_tui_glossary *g = &app->glossary;
    char path[PATH_MAX];
    wl_error err;
    if (g->loaded)
        return true;
    if (wl_glossary_path(app->datadir, path, sizeof path) != 0 ||
        wl_glossary_load_file(path, &g->terms, &err) != 0) {
        snprintf(app->view.message, sizeof app->view.message, "no glossary: %.140s", err.msg);
        return false;
    }
    if (wl_app_check_with_data(app, &g->terms, &err) != 0) { /* as check-content does */
        wl_lesson_free(&g->terms);
        snprintf(app->view.message, sizeof app->view.message, "no glossary: %.140s", err.msg);
        return false;
    }
    g->loaded = true;
    return true;
}

unsigned wl_app_glossary_toggle(wl_app *app)
{
    if (app->view.page == WL_PAGE_GLOSSARY) {
        wl_app_page_back(app);
        return WL_REDRAW;
    }
    if (!load_terms(app))
        return WL_REDRAW;
    app->glossary.scroll = 0;
    wl_app_page_over(app, WL_PAGE_GLOSSARY);
    return WL_REDRAW;
}

void wl_app_glossary_text(const wl_app *app, int width, wl_text *out)
{
    const wl_lesson *terms = &app->glossary.terms;
    for (size_t i = 0; app->glossary.loaded && i < terms->nsections; i++) {
        if (i > 0)
            wl_text_blank(out);
        wl_lesson_text_render_term(&terms->sections[i], width, out);
    }
}

/* The box's text rows: its height less the frame and the position line. */
static int rows_shown(const wl_app *app)
{
    int h = app->view.layout.overlay.h - 3;
    return h > 1 ? h : 1;
}

static unsigned move_to(wl_app *app, int to)
{
    wl_text t;
    wl_text_init(&t, app->opt.ascii);
    wl_app_glossary_text(app, app->view.layout.overlay.w - 4, &t);
    int max = t.n - rows_shown(app);
    wl_text_free(&t);
    app->glossary.scroll = to > max ? (max > 0 ? max : 0) : to < 0 ? 0 : to;
    return WL_REDRAW;
}

unsigned wl_app_glossary_act(wl_app *app, wl_action act)
{
    int at = app->glossary.scroll, page = rows_shown(app) - 1;
    switch (act.id) {
    case WL_ACT_SCROLL_UP:
    case WL_ACT_SCROLL_DOWN:
        return move_to(app, at + (act.id == WL_ACT_SCROLL_UP ? -1 : 1));
    case WL_ACT_PAGE_UP:
    case WL_ACT_PAGE_DOWN:
        return move_to(app, at + page * (act.id == WL_ACT_PAGE_UP ? -1 : 1));
    case WL_ACT_HOME:
        return move_to(app, 0);
    case WL_ACT_END:
        return move_to(app, 1 << 20);
    default:
        return 0; /* the page passes it on to what every page shares */
    }
}

void wl_app_glossary_free(wl_app *app)
{
    if (app->glossary.loaded)
        wl_lesson_free(&app->glossary.terms);
    app->glossary = (wl_tui_glossary){0};
}
