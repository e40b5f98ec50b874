/* What each action does to the lab's state. Handlers return flags; the loop
 * alone draws. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_app.h"
#include "wl_strings.h"

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

/* Rows of help the overlay shows at once (inside the box, above the row
 * that says whether more lies below). */
static int help_rows(const wl_app *app)
{
    int h = app->view.layout.overlay.h - 3;
    return h > 1 ? h : 1;
}

/* Moves within an overlay: the help scrolls, the contents' selection moves;
 * `to` is an absolute target when `absolute`. */
static unsigned overlay_move(wl_app *app, int delta, bool absolute)
{
    wl_view_state *v = &app->view;
    if (v->overlay == WL_OVERLAY_HELP) {
        int max = wl_help_line_count() - help_rows(app),
            h = absolute ? delta : v->help_scroll + delta;
        v->help_scroll = h > max ? max : h < 0 ? 0 : h;
    } else {
        long t = absolute ? delta : v->toc_sel + delta, last = (long)app->nsections - 1;
        v->toc_sel = (int)(t < 0 ? 0 : t > last ? last : t);
    }
    return WL_REDRAW;
}

static bool in_overlay(const wl_app *app)
{
    return app->view.overlay == WL_OVERLAY_HELP || app->view.overlay == WL_OVERLAY_CONTENTS;
}

static int overlay_page(const wl_app *app)
{
    return app->view.overlay == WL_OVERLAY_HELP ? help_rows(app) - 1
                                                : app->view.layout.overlay.h - 3;
}

static unsigned page(wl_app *app, int dir)
{
    if (in_overlay(app))
        return overlay_move(app, dir * overlay_page(app), false);
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
    if (in_overlay(app))
        return overlay_move(app, dir, false);
    if (app->view.focus == WL_FOCUS_DIAGRAM)
        return warp_step(app, dir);
    if (app->view.focus == WL_FOCUS_EXPERIMENT)
        return slider_step(app, -dir);
    return scroll_by(app, dir);
}

static unsigned home_end(wl_app *app, bool end)
{
    if (in_overlay(app))
        return overlay_move(app, end ? 1 << 20 : 0, true);
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
    app->view.going = false;
    return WL_REDRAW;
}

/* Digits typed for a section: in the contents they move the selection as
 * they come; elsewhere they collect until Enter (":15" or "15" Enter). */
static unsigned goto_digit(wl_app *app, int digit)
{
    wl_view_state *v = &app->view;
    size_t len = strlen(v->goto_num);
    if (!v->going) {
        v->going = true;
        len = 0;
    }
    if (digit >= 0 && len + 1 < sizeof v->goto_num) {
        v->goto_num[len] = (char)('0' + digit);
        v->goto_num[len + 1] = '\0';
    } else if (digit < 0) {
        v->goto_num[0] = '\0';
    }
    if (v->overlay == WL_OVERLAY_CONTENTS && v->goto_num[0])
        overlay_move(app, atoi(v->goto_num) - 1, true);
    return WL_REDRAW;
}

static unsigned select_entry(wl_app *app)
{
    wl_view_state *v = &app->view;
    long target = v->overlay == WL_OVERLAY_CONTENTS ? v->toc_sel : atol(v->goto_num) - 1;
    bool typed = v->going && v->goto_num[0];
    v->going = false;
    v->goto_num[0] = '\0';
    if (v->overlay != WL_OVERLAY_CONTENTS && !typed)
        return WL_REDRAW; /* Enter with no number: nothing to go to */
    v->overlay = WL_OVERLAY_NONE;
    return go_section(app, target);
}

static unsigned close_what_is_open(wl_app *app)
{
    wl_view_state *v = &app->view;
    if (v->going) {
        v->going = false;
        v->goto_num[0] = '\0';
    } else if (v->overlay == WL_OVERLAY_CONFIRM_RESET) {
        v->overlay = WL_OVERLAY_NONE;
        snprintf(v->message, sizeof v->message, "reset cancelled: progress kept");
    } else if (v->overlay != WL_OVERLAY_NONE) {
        v->overlay = WL_OVERLAY_NONE;
    } else if (app->quiz.open) {
        return wl_app_quiz_action(app, (wl_action){WL_ACT_CLOSE, 0});
    } else if (app->predict.open) {
        return wl_app_predict_action(app, (wl_action){WL_ACT_CLOSE, 0});
    } else if (v->zoom != WL_ZOOM_NONE) {
        v->zoom = WL_ZOOM_NONE;
        return WL_RESIZE | WL_REDRAW;
    }
    return WL_REDRAW;
}

static unsigned navigate(wl_app *app, wl_action act)
{
    switch (act.id) {
    case WL_ACT_NEXT_SECTION:
        return go_section(app, (long)app->cur + 1);
    case WL_ACT_PREV_SECTION:
        return go_section(app, (long)app->cur - 1);
    case WL_ACT_GOTO:
        return goto_digit(app, act.arg);
    case WL_ACT_SELECT:
        return select_entry(app);
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

/* The 4 MiB working set: say where its reference comes from, and what the
 * model does with a working set L2 holds. */
static unsigned toggle_seed_size(wl_app *app)
{
    wl_experiment_toggle_seed_size(&app->exp);
    wl_app_experiment_changed(app);
    const wl_reference *run = app->exp.ref_run;
    if (!app->exp.seed_size)
        return WL_REDRAW;
    if (run && run->size_bytes == WL_SEED_SIZE_BYTES)
        snprintf(app->view.message, sizeof app->view.message,
                 "4 MiB: the reference is the %s's own 4 MiB run; what fits in L2 costs the model "
                 "no DRAM time",
                 wl_gpu_short_name(run->device));
    else if (run) /* a transpose: its size is its N, not the working set */
        snprintf(app->view.message, sizeof app->view.message,
                 "4 MiB: a transpose's size is its N; the working set does not change it");
    else
        snprintf(app->view.message, sizeof app->view.message,
                 "4 MiB: no reference run at this size, only a GPU measures it; what fits in L2 "
                 "costs the model no DRAM time");
    return WL_REDRAW;
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
        return toggle_seed_size(app);
    case WL_ACT_COMPARE:
        return toggled(app, wl_experiment_toggle_compare(&app->exp));
    case WL_ACT_WARP_PREV:
        return warp_step(app, -1);
    case WL_ACT_WARP_NEXT:
        return warp_step(app, 1);
    case WL_ACT_ZOOM:
        app->view.zoom = (wl_zoom)((app->view.zoom + 1) % WL_ZOOM_COUNT);
        return WL_RESIZE | WL_REDRAW;
    default:
        return 0;
    }
}

wl_mode wl_app_mode(const wl_app *app)
{
    switch (app->view.overlay) {
    case WL_OVERLAY_WELCOME:
        return WL_MODE_WELCOME;
    case WL_OVERLAY_CONFIRM_RESET:
        return WL_MODE_CONFIRM;
    case WL_OVERLAY_HELP:
        return WL_MODE_HELP;
    case WL_OVERLAY_CONTENTS:
        return WL_MODE_CONTENTS;
    case WL_OVERLAY_EXPR:
        return WL_MODE_EXPR;
    default:
        break;
    }
    if (app->view.going)
        return WL_MODE_GOTO;
    if (app->quiz.open) {
        const wl_question *question = wl_quiz_session_question(&app->quiz.s);
        if (!question)
            return WL_MODE_QUIZ_END;
        bool choosing =
            question->kind == WL_QUESTION_CHOICE && !wl_quiz_session_answered(&app->quiz.s);
        return choosing ? WL_MODE_CHOICE : WL_MODE_QUIZ;
    }
    if (app->predict.open)
        return app->predict.judged ? WL_MODE_PREDICT_END : WL_MODE_PREDICT;
    return WL_MODE_LAB;
}

unsigned wl_app_handle(wl_app *app, wl_action act)
{
    app->view.message[0] = '\0';
    wl_mode mode = wl_app_mode(app);
    switch (act.id) {
    case WL_ACT_QUIT:
        return WL_QUIT;
    case WL_ACT_HELP:
        return toggle_overlay(app, WL_OVERLAY_HELP);
    case WL_ACT_CONTENTS:
        return toggle_overlay(app, WL_OVERLAY_CONTENTS);
    case WL_ACT_CLOSE:
        return close_what_is_open(app);
    case WL_ACT_SOURCE:
        app->view.show_source = !app->view.show_source;
        app->view.hscroll = 0;
        if (app->view.show_source)
            wl_app_load_source(app);
        return WL_REDRAW;
    case WL_ACT_REDRAW:
        return WL_RESIZE | WL_REDRAW;
    case WL_ACT_QUIZ:
        return wl_app_quiz_open(app);
    case WL_ACT_PREDICT:
        return wl_app_predict_open(app);
    case WL_ACT_RESET:
        app->view.overlay = WL_OVERLAY_CONFIRM_RESET;
        app->view.confirm[0] = '\0';
        return WL_REDRAW;
    case WL_ACT_CONFIRM_RESET:
        return wl_app_confirm_reset(app);
    case WL_ACT_EXPR:
    case WL_ACT_EXPR_APPLY:
    case WL_ACT_EXPR_OLDER:
    case WL_ACT_EXPR_NEWER:
        return wl_app_expr_action(app, act);
    case WL_ACT_ERASE:
        if (mode == WL_MODE_EXPR)
            return wl_app_expr_action(app, act);
        if (mode == WL_MODE_CONFIRM)
            wl_app_confirm_type(app, -1);
        else if (mode == WL_MODE_GOTO && app->view.goto_num[0])
            app->view.goto_num[strlen(app->view.goto_num) - 1] = '\0';
        else if (mode == WL_MODE_PREDICT)
            return wl_app_predict_action(app, act);
        else
            return wl_app_quiz_action(app, act);
        return WL_REDRAW;
    default:
        break;
    }
    bool quiz = mode == WL_MODE_QUIZ || mode == WL_MODE_CHOICE || mode == WL_MODE_QUIZ_END;
    unsigned f = quiz ? wl_app_quiz_action(app, act) : 0;
    if (mode == WL_MODE_PREDICT || mode == WL_MODE_PREDICT_END)
        f = wl_app_predict_action(app, act);
    if (!f)
        f = navigate(app, act);
    if (!f)
        f = experiment(app, act);
    return f ? f : WL_HANDLED;
}

unsigned wl_app_key_unbound(wl_app *app, int key)
{
    app->view.message[0] = '\0';
    switch (wl_app_mode(app)) {
    case WL_MODE_WELCOME: /* any key closes it, and does nothing else */
        app->view.overlay = WL_OVERLAY_NONE;
        return WL_REDRAW;
    case WL_MODE_QUIZ:
    case WL_MODE_CHOICE:
        return wl_app_quiz_type(app, key);
    case WL_MODE_PREDICT:
        return wl_app_predict_type(app, key);
    case WL_MODE_CONFIRM:
        wl_app_confirm_type(app, key);
        return WL_REDRAW;
    case WL_MODE_EXPR:
        return wl_app_expr_type(app, key);
    default:
        break;
    }
    char name[16];
    wl_key_name(key, name, sizeof name);
    snprintf(app->view.message, sizeof app->view.message,
             "key %s does nothing here; ? lists the keys", name);
    return WL_REDRAW;
}
