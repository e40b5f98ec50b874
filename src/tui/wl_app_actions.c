/* What each action does to the lab's state. Handlers return flags; the loop
 * alone draws. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_app.h"
#include "wl_contents.h"
#include "wl_scroll.h"
#include "wl_strings.h"

static int lesson_rows(const wl_app *app)
{
    return wl_layout_lesson_rows(&app->view.layout);
}

static int *scroll_of(wl_app *app)
{
    return app->view.show_source ? &app->view.source_scroll : &app->view.lesson_scroll;
}

static int scroll_max(wl_app *app)
{
    int n = app->view.show_source ? app->view.source_text.n : wl_app_lesson_text(app)->n;
    return wl_scroll_max(n, lesson_rows(app));
}

static unsigned scroll_by(wl_app *app, int delta)
{
    int *s = scroll_of(app);
    *s = wl_scroll_within(*s + delta, scroll_max(app));
    return WL_REDRAW;
}

static unsigned slider_step(wl_app *app, int delta)
{
    if (app->exp.track.n == 0) {
        const char *why = wl_experiment_expr_no_slider(&app->exp);
        if (why)
            snprintf(app->view.message, sizeof app->view.message, "no slider: %s", why);
        else
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

/* The comparison kernel, at the slider's value, or where its range ends
 * (said). */
static unsigned compare(wl_app *app)
{
    /* While the section's prompt has the lab, its experiment is the
     * prompt's: the section's comparison comes with the section's own. */
    const wl_section *s = wl_course_section(&app->course, app->cur, NULL);
    if (wl_app_predict_pending(app) && s && s->binding.has_compare) {
        snprintf(app->view.message, sizeof app->view.message,
                 "the comparison kernel waits for your guess: press e");
        return WL_REDRAW;
    }
    unsigned r = toggled(app, wl_experiment_toggle_compare(&app->exp));
    if (app->exp.compare_note[0])
        snprintf(app->view.message, sizeof app->view.message, "%s", app->exp.compare_note);
    return r;
}

unsigned wl_app_go_section(wl_app *app, long i)
{
    if (i < 0 || (size_t)i >= app->nsections) {
        snprintf(app->view.message, sizeof app->view.message, "sections are 1 to %zu",
                 app->nsections);
        return WL_REDRAW;
    }
    wl_app_goto(app, (size_t)i);
    return WL_REDRAW;
}

/* A lesson as the texts number it ("lesson 5"): its first section. */
static unsigned go_lesson(wl_app *app, int number)
{
    long i = wl_contents_lesson_start(&app->course, number);
    if (i < 0) {
        const wl_course *c = &app->course;
        snprintf(app->view.message, sizeof app->view.message, "no lesson %d: lessons are %d..%d",
                 number, c->nlessons ? c->lessons[0].number : 0,
                 c->nlessons ? c->lessons[c->nlessons - 1].number : 0);
        return WL_REDRAW;
    }
    return wl_app_go_section(app, i);
}

/* The next or previous lesson's first section (the previous one from a
 * lesson's later sections is its own first). */
static unsigned step_lesson(wl_app *app, int dir)
{
    const wl_course *c = &app->course;
    size_t l = wl_contents_lesson_of(c, app->cur);
    size_t first = wl_contents_first_section(c, l);
    if (dir < 0 && app->cur > first)
        return wl_app_go_section(app, (long)first);
    if ((dir < 0 && l == 0) || (dir > 0 && l + 1 >= c->nlessons)) {
        snprintf(app->view.message, sizeof app->view.message, "this is the %s lesson",
                 dir < 0 ? "first" : "last");
        return WL_REDRAW;
    }
    return wl_app_go_section(app, (long)wl_contents_first_section(c, dir < 0 ? l - 1 : l + 1));
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
    app->view.hscroll = wl_scroll_within(app->view.hscroll + delta, max);
    if (max <= 0)
        snprintf(app->view.message, sizeof app->view.message, "every row here fits the pane");
    return WL_REDRAW;
}

/* The help shows the keys of the screen under it, with the ranges this
 * screen really has: in the lab, the slider's own name and ends. */
static wl_mode help_mode(const wl_app *app)
{
    return app->view.opened_over;
}

static bool help_has_range(const wl_app *app)
{
    return help_mode(app) == WL_MODE_LAB && app->exp.track.n > 1 && app->exp.track.name;
}

int wl_app_help_count(const wl_app *app)
{
    return wl_help_mode_line_count(help_mode(app)) + (help_has_range(app) ? 1 : 0);
}

void wl_app_help_line(const wl_app *app, int i, char *out, size_t outsz)
{
    bool range = help_has_range(app);
    if (range && i == 1) {
        char lo[16], hi[16];
        wl_track_label(&app->exp.track, 0, lo, sizeof lo);
        wl_track_label(&app->exp.track, app->exp.track.n - 1, hi, sizeof hi);
        snprintf(out, outsz, "  here: h and l move the %s slider, from %s to %s",
                 app->exp.track.name, lo, hi);
        return;
    }
    wl_help_mode_line(help_mode(app), range && i > 1 ? i - 1 : i, out, outsz);
}

/* Past the end of the text: the prompt the text stops at asks first, once
 * a visit (a room paging with Space is asked the question, not led past
 * it; closed unanswered, the next Space goes on), then the next section. */
static unsigned past_end(wl_app *app)
{
    if (!app->asked_at_end && wl_app_predict_pending(app)) {
        app->asked_at_end = true;
        return wl_app_predict_open(app);
    }
    return wl_app_go_section(app, (long)app->cur + 1);
}

static unsigned page(wl_app *app, int dir)
{
    bool at_end = *scroll_of(app) >= scroll_max(app);
    if (dir > 0 && at_end && app->opt.projector && app->cur + 1 < app->nsections)
        return past_end(app);
    return scroll_by(app, dir * (lesson_rows(app) - 1));
}

static unsigned advance(wl_app *app)
{
    if (*scroll_of(app) >= scroll_max(app))
        return past_end(app);
    return scroll_by(app, lesson_rows(app) - 1);
}

static unsigned vertical(wl_app *app, int dir)
{
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

unsigned wl_app_page_toggle(wl_app *app, wl_page_id id)
{
    if (app->view.page == id) {
        wl_app_page_back(app);
        return WL_REDRAW;
    }
    wl_app_page_over(app, id);
    return WL_REDRAW;
}

static unsigned navigate(wl_app *app, wl_action act)
{
    switch (act.id) {
    case WL_ACT_NEXT_SECTION:
        return wl_app_go_section(app, (long)app->cur + 1);
    case WL_ACT_PREV_SECTION:
        return wl_app_go_section(app, (long)app->cur - 1);
    case WL_ACT_LESSON:
        return go_lesson(app, act.arg);
    case WL_ACT_NEXT_LESSON:
    case WL_ACT_PREV_LESSON:
        return step_lesson(app, act.id == WL_ACT_NEXT_LESSON ? 1 : -1);
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
 * model does with a working set L2 holds; or why there is none to set. */
static unsigned toggle_seed_size(wl_app *app)
{
    const char *why_not = wl_experiment_toggle_seed_size(&app->exp);
    if (why_not)
        return toggled(app, why_not);
    wl_app_experiment_changed(app);
    const wl_reference *run = app->exp.ref_run;
    if (!app->exp.seed_size)
        return WL_REDRAW;
    if (run && run->size_bytes == WL_SEED_SIZE_BYTES)
        snprintf(app->view.message, sizeof app->view.message,
                 "4 MiB: the reference is the %s's own 4 MiB run; a point whose data fits in L2 "
                 "costs the model no DRAM time",
                 wl_gpu_short_name(run->device));
    else
        snprintf(app->view.message, sizeof app->view.message,
                 "4 MiB: no reference run at this size, only a GPU measures it; a point whose data "
                 "fits in L2 costs the model no DRAM time");
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
        return compare(app);
    case WL_ACT_GPU_PROFILE:
        return wl_app_next_profile(app);
    case WL_ACT_WARP_PREV:
        return warp_step(app, -1);
    case WL_ACT_WARP_NEXT:
        return warp_step(app, 1);
    case WL_ACT_WIDE: /* the lesson's (or the source's) rows rewrap to the whole width */
        app->view.zoom = app->view.zoom == WL_ZOOM_LESSON ? WL_ZOOM_NONE : WL_ZOOM_LESSON;
        app->view.hscroll = 0;
        return WL_RESIZE | WL_REDRAW;
    case WL_ACT_ZOOM:
        app->view.zoom = app->view.zoom >= WL_ZOOM_COUNT
                             ? WL_ZOOM_DIAGRAM
                             : (wl_zoom)((app->view.zoom + 1) % WL_ZOOM_COUNT);
        return WL_RESIZE | WL_REDRAW;
    default:
        return 0;
    }
}

/* What every page shares: quit, close, redraw, the source, and opening the
 * quiz, a prompt, a room's questions or the expression line
 * (a page whose row names its key opens through wl_page_open_by). */
unsigned wl_app_common_act(wl_app *app, wl_action act)
{
    switch (act.id) {
    case WL_ACT_QUIT:
        return WL_QUIT;
    case WL_ACT_CLOSE:
        wl_app_page_back(app);
        return WL_REDRAW;
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
    case WL_ACT_PRESENT:
        return wl_app_present_open(app, false);
    case WL_ACT_EXPR:
        return wl_app_expr_action(app, act);
    default:
        return 0;
    }
}

/* The zoom and the kernel source are views over the lesson, closed like a
 * box: Esc and q close them (the zoom first), q quits only the plain lab. */
static unsigned close_view(wl_app *app, wl_action act)
{
    if (act.id != WL_ACT_CLOSE && act.id != WL_ACT_QUIT)
        return 0;
    if (app->view.zoom != WL_ZOOM_NONE) {
        app->view.zoom = WL_ZOOM_NONE;
        return WL_RESIZE | WL_REDRAW;
    }
    if (app->view.show_source) {
        app->view.show_source = false;
        app->view.hscroll = 0;
        return WL_REDRAW;
    }
    return 0;
}

unsigned wl_app_lab_act(wl_app *app, wl_action act)
{
    /* A GPU sweep stops on Esc, and on a slider key, which then moves on. */
    if (app->meas.sweeping && act.id == WL_ACT_CLOSE)
        return wl_app_sweep_stop(app);
    if (app->meas.sweeping && (act.id == WL_ACT_SLIDER_DOWN || act.id == WL_ACT_SLIDER_UP))
        wl_app_sweep_stop(app);
    unsigned f = close_view(app, act);
    if (!f)
        f = wl_app_common_act(app, act);
    if (!f)
        f = navigate(app, act);
    if (!f)
        f = experiment(app, act);
    return f ? f : WL_HANDLED;
}

unsigned wl_app_key_hint(wl_app *app, int key)
{
    char name[16];
    wl_key_name(key, name, sizeof name);
    snprintf(app->view.message, sizeof app->view.message,
             "key %s does nothing here; ? lists the keys", name);
    return WL_REDRAW;
}
