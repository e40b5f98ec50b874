/* What each action does to the lab's state. Handlers return flags; the loop
 * alone draws. */
#include <stdio.h>

#include "wl_app.h"

static int lesson_rows(const wl_app *app)
{
    int h = app->layout.pane[WL_PANE_LESSON].h - 1; /* under the header row */
    return h > 1 ? h : 1;
}

static int *scroll_of(wl_app *app)
{
    return app->show_source ? &app->source_scroll : &app->lesson_scroll;
}

static int scroll_max(wl_app *app)
{
    int n = app->show_source ? app->source_text.n : wl_app_lesson_text(app)->n;
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
    if (app->track.n == 0) {
        snprintf(app->message, sizeof app->message, "this experiment has no slider");
        return WL_REDRAW;
    }
    return wl_app_slider_to(app, wl_track_index(&app->track, &app->spec) + delta);
}

unsigned wl_app_slider_to(wl_app *app, int pos)
{
    if (app->track.n == 0)
        return WL_HANDLED;
    pos = pos < 0 ? 0 : pos >= app->track.n ? app->track.n - 1 : pos;
    if (pos == wl_track_index(&app->track, &app->spec))
        return WL_HANDLED;
    wl_track_apply(&app->track, pos, &app->spec);
    wl_app_experiment_changed(app, false);
    return WL_REDRAW;
}

static unsigned warp_step(wl_app *app, long delta)
{
    long count = wl_spec_warp_count(&app->spec), w = app->spec.warp + delta;
    app->spec.warp = w < 0 ? 0 : w >= count ? count - 1 : w;
    wl_app_experiment_changed(app, false);
    return WL_REDRAW;
}

static unsigned toggle_type(wl_app *app)
{
    wl_spec s = app->spec;
    s.type = s.type == WL_TYPE_F32 ? WL_TYPE_F64 : WL_TYPE_F32;
    wl_app_set_spec(app, &s);
    return WL_REDRAW;
}

static unsigned toggle_unroll(wl_app *app)
{
    if (wl_kernel_is_transpose(app->spec.kernel) || app->track.kind == WL_SLIDER_UNROLL) {
        snprintf(app->message, sizeof app->message, "%s",
                 app->track.kind == WL_SLIDER_UNROLL
                     ? "here the slider moves the unrolling"
                     : "the transposes move one tile per block: no unrolling");
        return WL_REDRAW;
    }
    wl_spec s = app->spec;
    s.unroll = s.unroll == 1 ? 4 : 1;
    wl_app_set_spec(app, &s);
    return WL_REDRAW;
}

static unsigned toggle_compare(wl_app *app)
{
    if (!app->binding.present || !app->binding.has_compare) {
        snprintf(app->message, sizeof app->message, "this section has no comparison kernel");
        return WL_REDRAW;
    }
    app->comparing = !app->comparing;
    wl_spec s = app->comparing ? app->binding.compare : app->binding.spec;
    s.type = app->spec.type;
    if (!wl_kernel_is_transpose(s.kernel))
        s.unroll = app->spec.unroll;
    wl_app_set_spec(app, &s);
    return WL_REDRAW;
}

static unsigned go_section(wl_app *app, long i)
{
    if (i < 0 || (size_t)i >= app->nsections) {
        snprintf(app->message, sizeof app->message, "sections are 1..%zu", app->nsections);
        return WL_REDRAW;
    }
    wl_app_goto(app, (size_t)i);
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
    if (app->overlay == WL_OVERLAY_HELP) {
        int v = app->help_scroll + dir;
        app->help_scroll = v < 0 ? 0 : v;
        return WL_REDRAW;
    }
    if (app->overlay == WL_OVERLAY_CONTENTS) {
        long v = app->toc_sel + dir;
        app->toc_sel = v < 0 ? 0 : (size_t)v >= app->nsections ? (int)app->nsections - 1 : (int)v;
        return WL_REDRAW;
    }
    if (app->focus == WL_FOCUS_DIAGRAM)
        return warp_step(app, dir);
    if (app->focus == WL_FOCUS_EXPERIMENT)
        return slider_step(app, -dir);
    return scroll_by(app, dir);
}

static unsigned home_end(wl_app *app, bool end)
{
    if (app->focus == WL_FOCUS_EXPERIMENT)
        return wl_app_slider_to(app, end ? app->track.n - 1 : 0);
    if (app->focus == WL_FOCUS_DIAGRAM)
        return warp_step(app, end ? wl_spec_warp_count(&app->spec) : -app->spec.warp);
    return scroll_by(app, end ? scroll_max(app) : -*scroll_of(app));
}

static unsigned toggle_overlay(wl_app *app, wl_overlay o)
{
    app->overlay = app->overlay == o ? WL_OVERLAY_NONE : o;
    app->help_scroll = 0;
    app->toc_sel = (int)app->cur;
    return WL_REDRAW;
}

static unsigned select_entry(wl_app *app)
{
    if (app->overlay != WL_OVERLAY_CONTENTS)
        return WL_HANDLED;
    app->overlay = WL_OVERLAY_NONE;
    return go_section(app, app->toc_sel);
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
    case WL_ACT_PAGE_UP:
        return page(app, -1);
    case WL_ACT_PAGE_DOWN:
        return page(app, 1);
    case WL_ACT_HOME:
        return home_end(app, false);
    case WL_ACT_END:
        return home_end(app, true);
    case WL_ACT_FOCUS_NEXT:
        app->focus = (wl_focus)((app->focus + 1) % WL_FOCUS_COUNT);
        return WL_REDRAW;
    case WL_ACT_FOCUS_PREV:
        app->focus = (wl_focus)((app->focus + WL_FOCUS_COUNT - 1) % WL_FOCUS_COUNT);
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
        return toggle_type(app);
    case WL_ACT_UNROLL:
        return toggle_unroll(app);
    case WL_ACT_WORKING_SET:
        app->seed_size = !app->seed_size;
        wl_app_experiment_changed(app, true);
        return WL_REDRAW;
    case WL_ACT_COMPARE:
        return toggle_compare(app);
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
    app->message[0] = '\0';
    switch (act.id) {
    case WL_ACT_QUIT:
        return WL_QUIT;
    case WL_ACT_HELP:
        return toggle_overlay(app, WL_OVERLAY_HELP);
    case WL_ACT_CONTENTS:
        return toggle_overlay(app, WL_OVERLAY_CONTENTS);
    case WL_ACT_CLOSE:
        app->overlay = WL_OVERLAY_NONE;
        return WL_REDRAW;
    case WL_ACT_SELECT:
        return select_entry(app);
    case WL_ACT_SOURCE:
        app->show_source = !app->show_source;
        if (app->show_source)
            wl_app_load_source(app);
        return WL_REDRAW;
    case WL_ACT_REDRAW:
        return WL_RESIZE | WL_REDRAW;
    case WL_ACT_QUIZ:
        return wl_app_quiz_open(app);
    case WL_ACT_RESET:
        app->overlay = WL_OVERLAY_CONFIRM_RESET;
        return WL_REDRAW;
    default:
        break;
    }
    unsigned f = navigate(app, act);
    if (!f)
        f = experiment(app, act);
    return f ? f : WL_HANDLED;
}
