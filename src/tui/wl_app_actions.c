/* What each action does to the lab's state. Handlers return flags; the loop
 * alone draws. */
#include <stdio.h>

#include "wl_app.h"

static int lesson_rows(const wl_app *app)
{
    int h = app->view.layout.pane[WL_PANE_LESSON].h - 1; /* under the header row */
    return h > 1 ? h : 1;
}

static int *scroll_of(wl_app *app)
{
    return app->view.show_source ? &app->view.source_scroll : &app->view.lesson_scroll;
}

static int scroll_max(wl_app *app)
{
    int n = app->view.show_source ? app->view.source_text.n : wl_app_lesson_text(app)->n;
    int m = n - lesson_rows(app);
    return m > 0 ? m : 0;
}

static unsigned scroll_by(wl_app *app, int delta)
{
    int *s = scroll_of(app), max = scroll_max(app);
    int v = *s + delta;
    v = v < 0 ? 0 : v > max ? max : v;
    *s = v;
    return WL_REDRAW;
}

static unsigned slider_step(wl_app *app, int delta)
{
    if (app->exp.track.n == 0) {
        snprintf(app->view.message, sizeof app->view.message, "this experiment has no slider");
        return WL_REDRAW;
    }
    return wl_app_slider_to(app, wl_track_index(&app->exp.track, &app->exp.spec) + delta);
}

unsigned wl_app_slider_to(wl_app *app, int pos)
{
    if (!wl_experiment_slider_to(&app->exp, pos))
        return WL_HANDLED;
    wl_app_experiment_changed(app);
    return WL_REDRAW;
}

static unsigned warp_step(wl_app *app, long delta)
{
    if (wl_experiment_warp_step(&app->exp, delta))
        wl_app_experiment_changed(app);
    return WL_REDRAW;
}

/* A toggle of the experiment: a changed experiment is measured, a refusal
 * says why on the status line. */
static unsigned toggled(wl_app *app, const char *why_not)
{
    if (why_not)
        snprintf(app->view.message, sizeof app->view.message, "%s", why_not);
    else
        wl_app_experiment_changed(app);
    return WL_REDRAW;
}

static unsigned go_section(wl_app *app, long i)
{
    if (i < 0 || (size_t)i >= app->nsections) {
        snprintf(app->view.message, sizeof app->view.message, "sections are 1..%zu",
                 app->nsections);
        return WL_REDRAW;
    }
    wl_app_goto(app, (size_t)i);
    return WL_REDRAW;
}

/* Rows wider than the lesson pane (code, kernel source, a long identifier)
 * move sideways together, up to the widest one's end. */
static unsigned sideways(wl_app *app, int delta)
{
    const wl_text *t = app->view.show_source ? &app->view.source_text : wl_app_lesson_text(app);
    int widest = 0;
    for (int i = 0; i < t->n; i++)
        widest = t->row[i].width > widest ? t->row[i].width : widest;
    int max = widest - (app->view.layout.pane[WL_PANE_LESSON].w - 2);
    int v = app->view.hscroll + delta;
    app->view.hscroll = v > max ? max : v < 0 ? 0 : v;
    if (max <= 0)
        snprintf(app->view.message, sizeof app->view.message, "every row here fits the pane");
    return WL_REDRAW;
}

static unsigned page(wl_app *app, int dir)
{
    bool at_end = *scroll_of(app) >= scroll_max(app);
    if (dir > 0 && at_end && app->opt.projector && app->cur + 1 < app->nsections)
        return go_section(app, (long)app->cur + 1);
    return scroll_by(app, dir * (lesson_rows(app) - 1));
}

static unsigned advance(wl_app *app)
{
    if (*scroll_of(app) >= scroll_max(app))
        return go_section(app, (long)app->cur + 1);
    return scroll_by(app, lesson_rows(app) - 1);
}

static unsigned vertical(wl_app *app, int dir)
{
    if (app->view.overlay == WL_OVERLAY_HELP) {
        int v = app->view.help_scroll + dir;
        app->view.help_scroll = v < 0 ? 0 : v;
        return WL_REDRAW;
    }
    if (app->view.overlay == WL_OVERLAY_CONTENTS) {
        long v = app->view.toc_sel + dir;
        app->view.toc_sel = v < 0                         ? 0
                            : (size_t)v >= app->nsections ? (int)app->nsections - 1
                                                          : (int)v;
        return WL_REDRAW;
    }
    if (app->view.focus == WL_FOCUS_DIAGRAM)
        return warp_step(app, dir);
    if (app->view.focus == WL_FOCUS_EXPERIMENT)
        return slider_step(app, -dir);
    return scroll_by(app, dir);
}

static unsigned home_end(wl_app *app, bool end)
{
    if (app->view.focus == WL_FOCUS_EXPERIMENT)
        return wl_app_slider_to(app, end ? app->exp.track.n - 1 : 0);
    if (app->view.focus == WL_FOCUS_DIAGRAM)
        return warp_step(app, end ? wl_spec_warp_count(&app->exp.spec) : -app->exp.spec.warp);
    return scroll_by(app, end ? scroll_max(app) : -*scroll_of(app));
}

static unsigned toggle_overlay(wl_app *app, wl_overlay o)
{
    app->view.overlay = app->view.overlay == o ? WL_OVERLAY_NONE : o;
    app->view.help_scroll = 0;
    app->view.toc_sel = (int)app->cur;
    return WL_REDRAW;
}

static unsigned select_entry(wl_app *app)
{
    if (app->view.overlay != WL_OVERLAY_CONTENTS)
        return WL_HANDLED;
    app->view.overlay = WL_OVERLAY_NONE;
    return go_section(app, app->view.toc_sel);
}

static unsigned navigate(wl_app *app, wl_action act)
{
    switch (act.id) {
    case WL_ACT_NEXT_SECTION:
        return go_section(app, (long)app->cur + 1);
    case WL_ACT_PREV_SECTION:
        return go_section(app, (long)app->cur - 1);
    case WL_ACT_JUMP_SECTION:
        return go_section(app, act.arg - 1);
    case WL_ACT_ADVANCE:
        return advance(app);
    case WL_ACT_SCROLL_UP:
        return vertical(app, -1);
    case WL_ACT_SCROLL_DOWN:
        return vertical(app, 1);
    case WL_ACT_SCROLL_LEFT:
        return sideways(app, -8);
    case WL_ACT_SCROLL_RIGHT:
        return sideways(app, 8);
    case WL_ACT_PAGE_UP:
        return page(app, -1);
    case WL_ACT_PAGE_DOWN:
        return page(app, 1);
    case WL_ACT_HOME:
        return home_end(app, false);
    case WL_ACT_END:
        return home_end(app, true);
    case WL_ACT_FOCUS_NEXT:
        app->view.focus = (wl_focus)((app->view.focus + 1) % WL_FOCUS_COUNT);
        return WL_REDRAW;
    case WL_ACT_FOCUS_PREV:
        app->view.focus = (wl_focus)((app->view.focus + WL_FOCUS_COUNT - 1) % WL_FOCUS_COUNT);
        return WL_REDRAW;
    default:
        return 0;
    }
}

static unsigned experiment(wl_app *app, wl_action act)
{
    switch (act.id) {
    case WL_ACT_SLIDER_DOWN:
        return slider_step(app, -1);
    case WL_ACT_SLIDER_UP:
        return slider_step(app, 1);
    case WL_ACT_SWEEP:
        return wl_app_sweep(app);
    case WL_ACT_TYPE:
        return toggled(app, wl_experiment_toggle_type(&app->exp));
    case WL_ACT_UNROLL:
        return toggled(app, wl_experiment_toggle_unroll(&app->exp));
    case WL_ACT_WORKING_SET:
        wl_experiment_toggle_seed_size(&app->exp);
        return toggled(app, NULL);
    case WL_ACT_COMPARE:
        return toggled(app, wl_experiment_toggle_compare(&app->exp));
    case WL_ACT_WARP_PREV:
        return warp_step(app, -1);
    case WL_ACT_WARP_NEXT:
        return warp_step(app, 1);
    default:
        return 0;
    }
}

unsigned wl_app_handle(wl_app *app, wl_action act)
{
    app->view.message[0] = '\0';
    switch (act.id) {
    case WL_ACT_QUIT:
        return WL_QUIT;
    case WL_ACT_HELP:
        return toggle_overlay(app, WL_OVERLAY_HELP);
    case WL_ACT_CONTENTS:
        return toggle_overlay(app, WL_OVERLAY_CONTENTS);
    case WL_ACT_CLOSE:
        app->view.overlay = WL_OVERLAY_NONE;
        return WL_REDRAW;
    case WL_ACT_SELECT:
        return select_entry(app);
    case WL_ACT_SOURCE:
        app->view.show_source = !app->view.show_source;
        if (app->view.show_source)
            wl_app_load_source(app);
        return WL_REDRAW;
    case WL_ACT_REDRAW:
        return WL_RESIZE | WL_REDRAW;
    case WL_ACT_QUIZ:
        return wl_app_quiz_open(app);
    case WL_ACT_RESET:
        app->view.overlay = WL_OVERLAY_CONFIRM_RESET;
        return WL_REDRAW;
    default:
        break;
    }
    unsigned f = navigate(app, act);
    if (!f)
        f = experiment(app, act);
    return f ? f : WL_HANDLED;
}
