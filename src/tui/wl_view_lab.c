/* The readout (bandwidth, measured or predicted, always labelled which) and
 * the chart of bandwidth against the slider's parameter. */
#include <stdio.h>
#include <string.h>

#include "wl_format.h"
#include "wl_lab.h"
#include "wl_view.h"

static void reference_line(WINDOW *w, int y, const wl_app *app)
{
    if (!app->have_ref) {
        wl_put(w, y, 1, WL_ROLE_DIM, "no reference data found");
        return;
    }
    int pos = app->exp.track.n ? wl_track_index(&app->exp.track, &app->exp.spec) : 0;
    if (app->exp.chart.has[WL_SERIES_REFERENCE][pos])
        wl_putf(w, y, 1, WL_ROLE_REFERENCE, "reference: %.0f GB/s, %s",
                app->exp.chart.value[WL_SERIES_REFERENCE][pos], app->ref_label);
    else
        wl_putf(w, y, 1, WL_ROLE_DIM, "reference: no point here (%s)", app->ref_label);
}

/* Why the model predicts what it does; beside a measurement, also whether
 * the two agree within 20%. */
static void chain_line(WINDOW *w, int y, const wl_app *app)
{
    const wl_experiment *e = &app->exp;
    if (!e->pred_ok) {
        wl_putf(w, y, 1, WL_ROLE_DIM, "model: %s", app->cal_label);
        return;
    }
    char chain[256];
    wl_perf_chain(&e->pred, app->opt.ascii, chain, sizeof chain);
    const wl_measurement *m = &app->meas.res.m;
    if (app->meas.have_result && !m->predicted && !e->seed_size && m->gbps_median > 0) {
        double r = e->pred.gbps / m->gbps_median;
        if (r > 1.2 || r < 1 / 1.2) {
            char g[16];
            wl_format_gbps(e->pred.gbps, g, sizeof g);
            wl_putf(w, y, 1, WL_ROLE_STRONG, "model predicts %s GB/s, off by more than 20%%: %s", g,
                    chain);
            return;
        }
    }
    wl_putf(w, y, 1, WL_ROLE_PREDICTED, "model: %s", chain);
}

void wl_view_readout(WINDOW *w, const wl_app *app)
{
    werase(w);
    wl_header(w, "Readout", false);
    const wl_analysis *an = &app->exp.an;
    char model[64];
    snprintf(model, sizeof model, "model: %.1f ld + %.1f st sectors/req",
             app->exp.an_ok ? an->load_sectors_per_request : 0,
             app->exp.an_ok ? an->store_sectors_per_request : 0);
    int mx = getmaxx(w) - (int)strlen(model) - 1;
    const wl_measurement *m = &app->meas.res.m;
    char g[16], lo[16], hi[16], pct[16];
    wl_format_gbps(m->gbps_median, g, sizeof g);
    wl_format_gbps(m->gbps_min, lo, sizeof lo);
    wl_format_gbps(m->gbps_max, hi, sizeof hi);
    wl_format_pct(m->pct_of_copy, pct, sizeof pct);
    if (!app->meas.have_result) {
        const char *what = !app->meas.worker                          ? "model: prediction below"
                           : app->meas.ws.phase == WL_WORKER_STARTING ? "starting the backend..."
                                                                      : "measuring...";
        wl_putf(w, 1, 1, WL_ROLE_DIM, "%s", what);
    } else if (m->predicted) {
        wl_putf(w, 1, 1, WL_ROLE_PREDICTED, "model: prediction %s GB/s, %s%% of copy", g, pct);
    } else {
        wl_putf(w, 1, 1, WL_ROLE_MEASURED, "measured %s GB/s, %s%% of copy, %s-%s", g, pct, lo, hi);
    }
    if (mx > 44)
        wl_putf(w, 1, mx, WL_ROLE_STRONG, "%s", model);
    else
        wl_putf(w, 0, getmaxx(w) - (int)strlen(model) - 1, WL_ROLE_HEADER, "%s", model);
    reference_line(w, 2, app);
    chain_line(w, 3, app);
}

static void plot_series(WINDOW *w, const wl_app *app, wl_series s, const char *glyph, wl_role role,
                        int x0, int pw, int ph, double top)
{
    for (int i = 0; i < app->exp.chart.n; i++) {
        if (!app->exp.chart.has[s][i])
            continue;
        int y = 1 + wl_chart_row(app->exp.chart.value[s][i], top, ph);
        int x = x0 + wl_chart_col(i, app->exp.chart.n, pw);
        wl_put(w, y, x, role, glyph);
    }
}

static void chart_legend(WINDOW *w, const wl_app *app, const wl_glyph_set *g, bool here)
{
    int x = getmaxx(w) - 1;
    char buf[64];
    if (app->have_ref) {
        snprintf(buf, sizeof buf, "%s H200", g->reference);
        x -= (int)strlen(buf) + 1;
        wl_put(w, 0, x, WL_ROLE_REFERENCE, buf);
    }
    snprintf(buf, sizeof buf, "%s model", g->model);
    x -= 8;
    wl_put(w, 0, x, WL_ROLE_PREDICTED, buf);
    if (here) {
        x -= 11;
        wl_putf(w, 0, x, WL_ROLE_MEASURED, "%s measured", g->measured);
    }
}

void wl_view_chart(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    werase(w);
    char title[64];
    snprintf(title, sizeof title, "GB/s vs %s%s",
             app->exp.track.name ? app->exp.track.name : "(fixed)",
             app->meas.sweeping ? " (sweeping)" : "  (s: sweep)");
    wl_header(w, title, false);
    bool here = !app->exp.chart.here_predicted;
    chart_legend(w, app, g, here);
    int ph = getmaxy(w) - 2, x0 = 7, pw = getmaxx(w) - x0 - 1;
    if (ph < 2 || pw < 4)
        return;
    double top = wl_chart_top(&app->exp.chart);
    wl_putf(w, 1, 0, WL_ROLE_DIM, "%5.0f", top);
    wl_putf(w, ph, 0, WL_ROLE_DIM, "%5d", 0);
    for (int y = 1; y <= ph; y++)
        wl_put(w, y, x0 - 1, WL_ROLE_DIM, g->rule_v);
    plot_series(w, app, WL_SERIES_REFERENCE, g->reference, WL_ROLE_REFERENCE, x0, pw, ph, top);
    plot_series(w, app, WL_SERIES_MODEL, g->model, WL_ROLE_PREDICTED, x0, pw, ph, top);
    if (here)
        plot_series(w, app, WL_SERIES_HERE, g->measured, WL_ROLE_MEASURED, x0, pw, ph, top);
    int n = app->exp.chart.n,
        pos = app->exp.track.n ? wl_track_index(&app->exp.track, &app->exp.spec) : 0;
    char lo[16], hi[16];
    wl_track_label(&app->exp.track, 0, lo, sizeof lo);
    wl_track_label(&app->exp.track, n - 1, hi, sizeof hi);
    int row = ph + 1;
    wl_putf(w, row, x0, WL_ROLE_DIM, "%s", lo);
    wl_putf(w, row, x0 + pw - (int)strlen(hi), WL_ROLE_DIM, "%s", hi);
    wl_put(w, row, x0 + wl_chart_col(pos, n, pw), WL_ROLE_KNOB, "^");
}
