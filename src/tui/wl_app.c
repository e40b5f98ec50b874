/* Opening the lab, moving between sections, and keeping the experiment's
 * analysis, chart and measurement request in step with the spec. */
#include "wl_app.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "wl_counter.h"
#include "wl_datadir.h"
#include "wl_demo.h"
#include "wl_lab.h"
#include "wl_lesson_text.h"
#include "wl_scroll.h"

static int load_content(wl_app *app, wl_error *err)
{
    if (wl_datadir_find(app->opt.data_dir, app->datadir, sizeof app->datadir) != 0)
        return wl_fail(err, "no lessons found%s%s (a data directory holds lessons/)",
                       app->opt.data_dir ? " in " : "",
                       app->opt.data_dir ? app->opt.data_dir : "; try --data-dir DIR");
    char dir[PATH_MAX];
    if (wl_path_join(dir, sizeof dir, app->datadir, "lessons") != 0)
        return wl_fail(err, "data directory path too long");
    if (wl_course_load_dir(dir, &app->course, err) != 0)
        return -1;
    app->nsections = wl_course_section_count(&app->course);
    if (app->nsections == 0)
        return wl_fail(err, "%s: no sections", dir);
    return 0;
}

/* -1 with err when a calibration given by --calibration cannot be used. */
static int load_reference(wl_app *app, wl_error *given)
{
    wl_error err;
    app->have_ref = wl_reference_runs_load(app->datadir, &app->refs, &err) == 0;
    if (wl_calibration_open(app->datadir, app->opt.calibration, &app->cal, &app->have_cal, &err) !=
        0) {
        *given = err;
        return -1;
    }
    app->start_cal = app->worker_cal = app->cal;
    app->nprofiles =
        wl_calibration_profiles(app->datadir, app->profile_names, WL_PROFILES_MAX, NULL);
    if (app->have_cal)
        wl_calibration_label(&app->cal, app->cal_label, sizeof app->cal_label);
    else
        snprintf(app->cal_label, sizeof app->cal_label, "no predictions: %.160s", err.msg);
    wl_experiment_init(&app->exp, app->refs.list, app->refs.n,
                       app->have_cal ? &app->cal.consts : NULL);
    return 0;
}

int wl_app_open(wl_app *app, const wl_tui_options *opt, bool no_worker, wl_error *err)
{
    memset(app, 0, sizeof *app);
    app->opt = *opt;
    wl_lesson_pane_init(&app->view.lesson_text, opt->ascii);
    wl_text_init(&app->view.source_text, opt->ascii);
    wl_line_edit_init(&app->edit.line, WL_EDIT_MAX);
    app->view.lesson_width = -1;
    app->view.source_mark = -1;
    wl_experiment_init(&app->exp, NULL, 0, NULL);
    if (load_content(app, err) != 0)
        return -1;
    if (opt->section_id) {
        char why[200];
        long i = wl_app_find_section(app, opt->section_id, why, sizeof why);
        if (i < 0)
            return wl_fail_status(err, WL_EXIT_USAGE, "--section '%.60s': %s", opt->section_id,
                                  why);
        app->opt.section = (int)i + 1;
    }
    if (app->opt.section > 0 && (size_t)app->opt.section > app->nsections) {
        return wl_fail_status(err, WL_EXIT_USAGE,
                              "There is no section %d: the sections are 1 to %zu.",
                              app->opt.section, app->nsections);
    }
    if (load_reference(app, err) != 0)
        return -1;
    if (wl_app_check_with_data(app, NULL, err) != 0)
        return -1;
    if (!no_worker && wl_app_worker_start(app, err) != 0)
        return -1;
    if (!no_worker) { /* without the thread, counts are made in place */
        app->meas.counter = wl_counter_start();
        app->exp.defer_counts = app->meas.counter != NULL;
    }
    if (wl_app_keeps_progress(app)) {
        /* the quizzes first: a long progress file keeps the course's answers
         * and scores first, not the oldest; none only leaves the oldest rule */
        if (!app->quiz.loaded && wl_app_quiz_load(app) != 0)
            app->view.message[0] = '\0';
        wl_app_progress_open(app);
    }
    /* A first run (no saved progress, no section asked for) opens on the
     * welcome; the first section visited is saved at once, so it shows once. */
    if (app->progress_ok && !app->progress.current[0] && app->opt.section == 0)
        wl_app_page_over(app, WL_PAGE_WELCOME);
    wl_app_goto(app, wl_app_start_section(app));
    return 0;
}

void wl_app_close(wl_app *app)
{
    wl_counter_stop(app->meas.counter);
    app->meas.counter = NULL;
    wl_worker_stop(app->meas.worker);
    app->meas.worker = NULL;
    wl_text_free(&app->view.lesson_text);
    wl_text_free(&app->view.source_text);
    if (app->have_ref)
        wl_reference_runs_free(&app->refs);
    wl_app_quiz_free(app);
    wl_app_predict_free(app);
    wl_course_free(&app->course);
}

void wl_app_goto(wl_app *app, size_t i)
{
    if (i >= app->nsections)
        i = app->nsections - 1;
    app->cur = i;
    app->asked_at_end = false;
    wl_app_held_refresh(app);          /* a count is held in its prompt's lesson only */
    if (app->view.base == WL_PAGE_ASK) /* a prompt belongs to the section left */
        wl_app_page_enter(app, WL_PAGE_LAB);
    wl_app_return_experiment(app); /* then bound anew below */
    if (app->exp.seed_size)        /* the 4 MiB toggle is the section's, as is the slider */
        wl_experiment_toggle_seed_size(&app->exp);
    const wl_section *sec = wl_course_section(&app->course, i, NULL);
    app->view.lesson_width = -1;
    app->view.lesson_scroll = 0;
    app->view.hscroll = 0;
    wl_app_progress_visit(app);
    if (sec && sec->binding.present) {
        wl_experiment_bind(&app->exp, &sec->binding);
        wl_app_experiment_changed(app);
    } else if (!app->exp.chart.n) {
        /* a section without an experiment keeps the one before it */
        wl_binding none = {.spec = app->exp.spec};
        wl_experiment_bind(&app->exp, &none);
        wl_app_experiment_changed(app);
    }
    wl_app_predict_show(app);
}

int wl_app_caption_text(const wl_app *app, int cols, wl_text *out)
{
    wl_text_init(out, app->opt.ascii);
    const char *c = app->demo ? app->demo->step[app->demo_step].caption : "";
    if (!c[0])
        return 0;
    wl_role role = app->opt.projector ? WL_ROLE_TITLE : WL_ROLE_STRONG;
    wl_run r = {c, role};
    wl_text_wrap(out, &r, 1, cols - 4, "", "", role);
    return out->n + (app->opt.projector ? 2 : 0);
}

void wl_app_resize(wl_app *app, int cols, int rows)
{
    /* An open question takes the width: the lab panes it hides give way. */
    wl_text caption;
    wl_layout_mode mode = {.projector = app->opt.projector,
                           .zoom = app->view.zoom,
                           .lesson_wide = wl_app_asking(app),
                           .caption_rows = wl_app_caption_text(app, cols, &caption)};
    wl_text_free(&caption);
    wl_layout_compute(cols, rows, &mode, &app->view.layout);
    app->view.lesson_width = -1;
}

/* A section whose prompt waits for a guess says so where its text stops,
 * and what comes after the guess: the rest of the section, or (when the
 * section ends at the prompt) the next one. */
static void predict_notice(wl_text *t, int width, bool text_follows)
{
    char keys[32], text[200];
    wl_action_keys(WL_ACT_PREDICT, keys, sizeof keys);
    snprintf(text, sizeof text, "Predict first: press %s to commit to a guess. %s", keys,
             text_follows ? "The rest of this section follows it."
                          : "The lab then shows the answer; a later section explains it.");
    wl_run run = {text, WL_ROLE_HIGHLIGHT};
    wl_text_blank(t);
    wl_text_wrap(t, &run, 1, width, "", "", WL_ROLE_HIGHLIGHT);
}

void wl_lesson_pane_init(wl_text *t, bool ascii)
{
    wl_text_init(t, ascii);
    t->whole_units = true; /* the lesson pane scrolls wide rows sideways */
}

int wl_lesson_pane_text(const wl_section *s, int number, int width, const wl_prompt *ask,
                        wl_text *out)
{
    int rc = wl_lesson_text_render_until(s, number, width, ask ? ask->line : INT_MAX, out);
    if (ask)
        predict_notice(out, width, wl_section_text_follows(s, ask));
    return rc;
}

/* The scroll that puts source line `line` of the section near the top: its
 * rows before it, less two for context, or the section's last page when
 * less than a page follows (never a pane of blank rows past its end). */
static int scroll_to_line(const wl_app *app, const wl_section *sec, int line, int width)
{
    wl_text before;
    wl_lesson_pane_init(&before, app->opt.ascii); /* wrapped as the pane wraps it */
    int at = 0, h = wl_layout_lesson_rows(&app->view.layout);
    if (wl_lesson_text_render_until(sec, (int)app->cur + 1, width, line, &before) == 0)
        at = wl_scroll_to_row(before.n, 2, app->view.lesson_text.n, h);
    wl_text_free(&before);
    return at;
}

const wl_text *wl_app_lesson_text(wl_app *app)
{
    wl_view_state *v = &app->view;
    int width = wl_layout_lesson_cols(&v->layout);
    if (v->lesson_width == width)
        return &v->lesson_text;
    wl_text_clear(&v->lesson_text);
    const wl_section *sec = wl_course_section(&app->course, app->cur, NULL);
    const wl_prompt *ask = wl_app_predict_pending(app);
    if (sec)
        wl_lesson_pane_text(sec, (int)app->cur + 1, width, ask, &v->lesson_text);
    if (sec && v->lesson_at_line > 0)
        v->lesson_scroll = scroll_to_line(app, sec, v->lesson_at_line, width);
    v->lesson_at_line = 0;
    v->lesson_width = width;
    return &v->lesson_text;
}

bool wl_app_pending(const wl_app *app)
{
    return app->meas.worker && app->exp.analysis_ok &&
           ((!app->meas.have_result && !app->meas.failed) || app->meas.sweeping);
}
