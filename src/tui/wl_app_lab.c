/* Results from the worker, and the one-key sweep that fills the chart. */
#include <stdio.h>
#include <string.h>

#include "wl_app.h"

static bool same_experiment(const wl_spec *a, const wl_spec *b)
{
    return a->kernel == b->kernel && a->type == b->type && a->param == b->param &&
           a->unroll == b->unroll;
}

/* The chart position a result belongs to, or -1 when it is from another
 * configuration (type, unroll or kernel changed since it was asked for). */
static int chart_position(const wl_app *app, const wl_spec *s)
{
    for (int i = 0; i < app->track.n; i++) {
        wl_spec at = app->spec;
        wl_track_apply(&app->track, i, &at);
        if (same_experiment(&at, s))
            return i;
    }
    return app->track.n == 0 && same_experiment(&app->spec, s) ? 0 : -1;
}

static void sweep_next(wl_app *app)
{
    if (app->sweep_pos >= app->track.n) {
        app->sweeping = false;
        if (!app->have_result)
            wl_app_submit(app, &app->spec);
        return;
    }
    wl_spec s = app->spec;
    wl_track_apply(&app->track, app->sweep_pos, &s);
    wl_app_submit(app, &s);
}

static void take_result(wl_app *app, const wl_worker_result *r)
{
    if (r->status != 0) {
        snprintf(app->message, sizeof app->message, "measurement failed: %.120s", r->error);
        app->sweeping = false;
        return;
    }
    int pos = chart_position(app, &r->req.spec);
    if (pos >= 0) {
        wl_chart_set(&app->chart, WL_SERIES_HERE, pos, r->m.gbps_median);
        app->chart.here_predicted = r->m.predicted;
    }
    if (same_experiment(&r->req.spec, &app->spec) &&
        r->req.size_bytes == (app->seed_size ? WL_SEED_SIZE_BYTES : 0)) {
        app->res = *r;
        app->have_result = true;
    }
    if (app->sweeping) {
        app->sweep_pos++;
        sweep_next(app);
    }
}

unsigned wl_app_poll_results(wl_app *app)
{
    if (!app->worker)
        return 0;
    unsigned flags = 0;
    wl_worker_state ws;
    wl_worker_state_get(app->worker, &ws);
    if (memcmp(&ws, &app->ws, sizeof ws) != 0) {
        /* The experiment pane may be too narrow for the reason: say it once
         * on the status line too, where it cannot be missed. */
        if (ws.phase == WL_WORKER_FELL_BACK && app->ws.phase != WL_WORKER_FELL_BACK)
            snprintf(app->message, sizeof app->message, "no GPU measurements (%.100s): %s",
                     ws.reason, "figures are the model's predictions");
        app->ws = ws;
        flags |= WL_REDRAW;
    }
    wl_worker_result r;
    while (wl_worker_poll(app->worker, &r) == 1) {
        take_result(app, &r);
        flags |= WL_REDRAW;
    }
    return flags;
}

unsigned wl_app_sweep(wl_app *app)
{
    if (!app->worker) {
        snprintf(app->message, sizeof app->message,
                 "no measuring thread: the chart shows the model");
        return WL_REDRAW;
    }
    if (app->track.n == 0) {
        snprintf(app->message, sizeof app->message, "this section has no slider to sweep");
        return WL_REDRAW;
    }
    app->sweeping = true;
    app->sweep_pos = 0;
    snprintf(app->message, sizeof app->message, "sweeping %s over %d values", app->track.name,
             app->track.n);
    sweep_next(app);
    return WL_REDRAW;
}
