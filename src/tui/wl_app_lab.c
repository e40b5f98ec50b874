/* Measurements: requests to the worker when the experiment changes, its
 * results, and the one-key sweep that fills the chart. */
#include <stdio.h>
#include <string.h>

#include "wl_strings.h"
#include "wl_app.h"
#include "wl_counter.h"
#include "wl_eval.h"
#include "wl_lab.h"

static void take_result(wl_app *app, const wl_worker_result *r);

bool wl_app_model_measures(const wl_app *app)
{
    return app->opt.force_model || strcmp(app->meas.worker_state.backend, "model") == 0;
}

/* Whether the counting thread's prediction of the lab's custom experiment
 * is the measurement the worker would give: the model measures, with the
 * constants the experiment predicts with (the worker starts on the lab's
 * calibration, and again on each profile picked), for the experiment's own
 * spec and working set. The worker would count the same launch a second
 * time; the counting thread's answer is taken instead. */
static bool count_measures(const wl_app *app, const wl_spec *spec)
{
    const wl_experiment *e = &app->exp;
    return app->meas.counter && wl_app_model_measures(app) && app->have_cal && e->consts &&
           memcmp(&app->worker_cal.consts, e->consts, sizeof *e->consts) == 0 &&
           wl_experiment_counts_deferred(e) && e->counting && spec == &e->spec;
}

/* The counting thread's prediction as the worker's result (as the model
 * backend makes it, wl_predict): once the count that answers the current
 * measurement is taken. A count that failed goes to the worker after all,
 * which says why as it always did. */
static void take_count_measurement(wl_app *app)
{
    const wl_experiment *e = &app->exp;
    if (!app->meas.count_measures || e->count_gen != app->meas.count_measures || e->counting)
        return;
    app->meas.count_measures = 0;
    wl_worker_result r = {.req = {.spec = e->spec, .size_bytes = wl_experiment_request_size(e)}};
    if (!e->pred_ok) {
        app->meas.want_id = wl_worker_submit(app->meas.worker, &r.req);
        return;
    }
    wl_eval ev = {.prediction = e->pred};
    size_t size = r.req.size_bytes ? r.req.size_bytes : wl_default_size(0);
    wl_eval_launch(&e->spec, size, &ev.launch);
    ev.bytes_asked =
        ev.launch.n * (size_t)wl_kernel_useful_bytes_per_element(e->spec.kernel, e->spec.type);
    wl_measurement_predicted(&ev, e->consts, &r.m);
    take_result(app, &r);
}

/* Asks the worker for a measurement of spec. */
static void submit(wl_app *app, const wl_spec *spec)
{
    app->meas.count_measures = 0;
    if (!app->meas.worker || !app->exp.analysis_ok)
        return;
    if (count_measures(app, spec)) {
        app->meas.count_measures = app->exp.count_gen;
        return;
    }
    /* A custom experiment travels in spec.expr (the worker keeps a copy). */
    wl_measure_request req = {.spec = *spec, .size_bytes = wl_experiment_request_size(&app->exp)};
    app->meas.want_id = wl_worker_submit(app->meas.worker, &req);
}

void wl_app_experiment_changed(wl_app *app)
{
    app->meas.have_result = false;
    app->meas.failed = false;
    app->meas.sweeping = false;
    submit(app, &app->exp.spec);
    wl_app_hold_chart(app);
    if (app->view.show_source)
        wl_app_load_source(app);
}

void wl_app_lend_experiment(wl_app *app, const wl_spec *spec, bool seed_size)
{
    if (!app->lent) {
        app->section_exp = app->exp;
        app->lent = true;
    }
    /* The section's own slider where the kernel is the section's (an
     * unroll question keeps the unroll slider), else the kernel's. */
    const wl_binding *own = &app->section_exp.binding;
    wl_slider slider = own->present && own->spec.kernel == spec->kernel
                           ? own->slider
                           : wl_slider_of_kernel(spec->kernel);
    wl_binding b = {.present = true, .slider = slider, .spec = *spec};
    wl_experiment_bind(&app->exp, &b);
    if (seed_size)
        wl_experiment_toggle_seed_size(&app->exp);
    wl_app_experiment_changed(app);
}

void wl_app_return_experiment(wl_app *app)
{
    if (!app->lent)
        return;
    app->exp = app->section_exp;
    app->lent = false;
    app->meas.count_sent = 0; /* still counting: its count went to the lent one */
    wl_app_experiment_changed(app);
}

static void sweep_next(wl_app *app)
{
    if (app->meas.sweep_pos >= app->exp.track.n) {
        app->meas.sweeping = false;
        if (!app->meas.have_result)
            submit(app, &app->exp.spec);
        return;
    }
    wl_spec s = app->exp.spec;
    wl_track_apply(&app->exp.track, app->meas.sweep_pos, &s);
    submit(app, &s);
}

static bool answers_current(const wl_app *app, const wl_worker_result *r)
{
    return wl_spec_same_experiment(&r->req.spec, &app->exp.spec) &&
           r->req.size_bytes == wl_experiment_request_size(&app->exp);
}

static void take_result(wl_app *app, const wl_worker_result *r)
{
    if (r->status != 0) {
        snprintf(app->view.message, sizeof app->view.message, "measurement failed: %.120s",
                 r->error.msg);
        app->meas.sweeping = false;
        /* Nothing more will come for this spec: the readout says why
         * instead of waiting. */
        if (answers_current(app, r)) {
            app->meas.result = *r;
            app->meas.failed = true;
        }
        return;
    }
    int pos = wl_experiment_chart_pos(&app->exp, &r->req.spec);
    if (pos >= 0) {
        wl_chart_set(&app->exp.chart, WL_SERIES_HERE, pos, r->m.gbps_median);
        app->exp.chart.here_predicted = r->m.predicted;
    }
    if (answers_current(app, r)) {
        app->meas.result = *r;
        app->meas.have_result = true;
    }
    if (app->meas.sweeping) {
        app->meas.sweep_pos++;
        sweep_next(app);
    }
}

void wl_app_gpu_calibrated(wl_app *app, const wl_worker_state *ws)
{
    if (!ws->have_cal) {
        snprintf(app->view.message, sizeof app->view.message, "no calibration of this GPU: %.120s",
                 ws->cal_error.msg);
        return;
    }
    app->start_cal = ws->cal;
    app->have_cal = true;
    wl_app_held_refresh(app); /* prompts that need the calibration now ask */
    if (app->profile != 0)
        return; /* the profile picked stays; the key comes back to this GPU */
    app->cal = ws->cal;
    wl_calibration_label(&app->cal, app->cal_label, sizeof app->cal_label);
    app->exp.consts = &app->cal.consts;
    wl_experiment_consts_changed(&app->exp);
    snprintf(app->view.message, sizeof app->view.message, "model: %s%.130s",
             ws->calibrated_now ? "first use, " : "", app->cal_label);
}

unsigned wl_app_poll_results(wl_app *app)
{
    if (!app->meas.worker)
        return 0;
    unsigned flags = 0;
    wl_worker_state ws;
    wl_worker_state_get(app->meas.worker, &ws);
    if (memcmp(&ws, &app->meas.worker_state, sizeof ws) != 0) {
        /* No message: the header names the backend (and why the model
         * answers), the key bar stays. */
        bool found = ws.phase != WL_WORKER_STARTING &&
                     app->meas.worker_state.phase == WL_WORKER_STARTING && app->cal_state_dir[0] &&
                     strcmp(ws.backend, "cuda") == 0;
        app->meas.worker_state = ws;
        if (found)
            wl_app_gpu_calibrated(app, &ws);
        flags |= WL_REDRAW;
    }
    wl_worker_result r;
    while (wl_worker_poll(app->meas.worker, &r) == 1) {
        take_result(app, &r);
        flags |= WL_REDRAW;
    }
    return flags;
}

unsigned wl_app_poll_counts(wl_app *app)
{
    wl_experiment *e = &app->exp;
    if (!app->meas.counter)
        return 0;
    if (wl_app_counting(app) && e->count_gen != app->meas.count_sent) {
        wl_counter_submit(app->meas.counter, e);
        app->meas.count_sent = e->count_gen;
    }
    if (!wl_counter_poll(app->meas.counter, e))
        return 0;
    take_count_measurement(app);
    return WL_REDRAW;
}

bool wl_app_counting(const wl_app *app)
{
    return app->meas.counter && (app->exp.counting || app->exp.count_curve);
}

/* Without a GPU there is nothing to measure: the model's curve over the
 * whole range is already in the chart (the experiment predicts every
 * position when it changes), so the sweep brings that curve to the front,
 * drawn over the reference's points, and says so; s again puts it back. */
static unsigned model_sweep(wl_app *app)
{
    char lo[16], hi[16];
    wl_track_label(&app->exp.track, 0, lo, sizeof lo);
    wl_track_label(&app->exp.track, app->exp.track.n - 1, hi, sizeof hi);
    app->model_curve_front = !app->model_curve_front;
    if (app->model_curve_front)
        snprintf(app->view.message, sizeof app->view.message,
                 "chart: the model's curve over %s %s-%s in front (no GPU here to measure)",
                 app->exp.track.name, lo, hi);
    else
        snprintf(app->view.message, sizeof app->view.message,
                 "chart: the reference's points in front again");
    return WL_REDRAW;
}

unsigned wl_app_sweep_stop(wl_app *app)
{
    if (!app->meas.sweeping)
        return 0;
    char at[16] = "";
    if (app->meas.sweep_pos < app->exp.track.n)
        wl_track_label(&app->exp.track, app->meas.sweep_pos, at, sizeof at);
    app->meas.sweeping = false;
    snprintf(app->view.message, sizeof app->view.message, "sweep stopped at %s %s",
             app->exp.track.name, at);
    if (!app->meas.have_result)
        submit(app, &app->exp.spec);
    return WL_REDRAW;
}

bool wl_app_can_sweep(const wl_app *app)
{
    return app->exp.track.n > 0;
}

unsigned wl_app_sweep(wl_app *app)
{
    if (!wl_app_can_sweep(app)) {
        snprintf(app->view.message, sizeof app->view.message,
                 "this section has no slider to sweep");
        return WL_REDRAW;
    }
    if (app->meas.sweeping) /* s again stops it, as Esc and the slider keys do */
        return wl_app_sweep_stop(app);
    if (!app->meas.worker || strcmp(app->meas.worker_state.backend, "cuda") != 0)
        return model_sweep(app);
    app->meas.sweeping = true;
    app->meas.sweep_pos = 0;
    snprintf(app->view.message, sizeof app->view.message, "sweeping %s over %d values",
             app->exp.track.name, app->exp.track.n);
    sweep_next(app);
    return WL_REDRAW;
}
