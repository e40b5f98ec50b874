/* The readout (bandwidth, measured or predicted, always labelled which) and
 * the chart of bandwidth against the slider's parameter. */
#include <stdio.h>
#include <string.h>

#include "wl_format.h"
#include "wl_lab.h"
#include "wl_strings.h"
#include "wl_view.h"

static void reference_line(WINDOW *w, int y, const wl_app *app)
{
    if (!app->have_ref) {
        wl_putf(w, y, 1, WL_ROLE_DIM, "no reference data found");
        return;
    }
    const wl_reference *run = app->exp.ref_run;
    if (!run) {
        /* A data directory without the seed's run: what the L2 does to
         * 4 MiB only a GPU run can show then. */
        wl_putf(w, y, 1, WL_ROLE_DIM, "reference: none %s; %s",
                app->exp.seed_size ? "at 4 MiB" : "for this experiment",
                app->meas.result.m.predicted || !app->meas.have_result ? "only a GPU measures it"
                                                                       : "measured above");
        return;
    }
    char label[160], size[32] = "";
    wl_reference_label(run, label, sizeof label);
    if (run != app->refs.list[0])
        wl_format_size(run->size_bytes, size, sizeof size);
    int pos = wl_experiment_slider_pos(&app->exp);
    if (app->exp.chart.has[WL_SERIES_REFERENCE][pos]) {
        char g[16];
        wl_format_gbps(app->exp.chart.value[WL_SERIES_REFERENCE][pos], g, sizeof g);
        wl_putf(w, y, 1, WL_ROLE_REFERENCE, "reference: %s GB/s%s%s, %s", g, *size ? " at " : "",
                size, label);
    } else {
        wl_putf(w, y, 1, WL_ROLE_DIM, "reference: no point here (%s)", label);
    }
}

/* The GPU the predictions are for: "H200". */
static const char *calibrated_gpu(const wl_app *app)
{
    return wl_gpu_short_name(app->have_cal ? app->cal.consts.device : "uncalibrated GPU");
}

static void measurement_line(WINDOW *w, int width, const wl_app *app)
{
    const wl_measure_state *ms = &app->meas;
    if (!app->exp.analysis_ok) { /* no request went out (wl_app_lab.c) */
        char line[sizeof app->exp.an_err + 16];
        snprintf(line, sizeof line, "no figure: %s", app->exp.an_err);
        wl_field(w, 1, 1, width, WL_ROLE_BAD, line);
        return;
    }
    if (!ms->have_result && app->exp.has_expr && app->exp.pred_ok) {
        char g[16], pct[16], line[256];
        wl_format_gbps(app->exp.pred.gbps, g, sizeof g);
        wl_format_pct(app->exp.pred.pct_of_copy, pct, sizeof pct);
        snprintf(line, sizeof line, "model: predicts %s GB/s on an %s, %s%% of copy", g,
                 calibrated_gpu(app), pct);
        wl_field(w, 1, 1, width, WL_ROLE_PREDICTED, line);
        return;
    }
    if (ms->failed) {
        char line[sizeof ms->result.error.msg + 16];
        snprintf(line, sizeof line, "no figure: %s", ms->result.error.msg);
        wl_field(w, 1, 1, width, WL_ROLE_DIM, line);
        return;
    }
    if (!ms->have_result) {
        const char *what = !ms->worker ? "model: prediction below"
                           : ms->worker_state.phase == WL_WORKER_STARTING
                               ? "starting the backend..."
                               : "measuring...";
        wl_field(w, 1, 1, width, WL_ROLE_DIM, what);
        return;
    }
    const wl_measurement *m = &ms->result.m;
    char g[16], lo[16], hi[16], pct[16], line[384];
    wl_format_gbps(m->gbps_median, g, sizeof g);
    wl_format_gbps(m->gbps_min, lo, sizeof lo);
    wl_format_gbps(m->gbps_max, hi, sizeof hi);
    wl_format_pct(m->pct_of_copy, pct, sizeof pct);
    if (m->predicted)
        snprintf(line, sizeof line, "model: predicts %s GB/s on an %s, %s%% of copy", g,
                 calibrated_gpu(app), pct);
    else
        snprintf(line, sizeof line, "measured %s GB/s, %s%% of copy, %s-%s", g, pct, lo, hi);
    wl_field(w, 1, 1, width, m->predicted ? WL_ROLE_PREDICTED : WL_ROLE_MEASURED, line);
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
    const wl_measurement *m = &app->meas.result.m;
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
    const wl_analysis *an = &app->exp.analysis;
    char model[64] = "model: no analysis";
    if (app->exp.analysis_ok)
        snprintf(model, sizeof model, "model: %.1f ld + %.1f st sectors/req",
                 an->load_sectors_per_request, an->store_sectors_per_request);
    int mlen = (int)strlen(model), mx = getmaxx(w) - mlen - 1;
    bool beside = mx > 44; /* room for the model's figure beside the measurement */
    wl_header(w, "Readout", false, beside ? 0 : mlen + 2);
    measurement_line(w, beside ? mx - 3 : getmaxx(w) - 2, app);
    if (beside)
        wl_field(w, 1, mx, mlen, WL_ROLE_STRONG, model);
    else
        wl_field(w, 0, mx, mlen, WL_ROLE_HEADER, model);
    reference_line(w, 2, app);
    chain_line(w, 3, app);
}

/* The plot's geometry inside the chart window. */
typedef struct plot {
    int x0, pw, ph; /* first plot column, plot columns and rows */
    double top;
} plot;

static void plot_series(WINDOW *w, const wl_app *app, const plot *p, wl_series s, const char *glyph,
                        wl_role role)
{
    for (int i = 0; i < app->exp.chart.n; i++) {
        if (!app->exp.chart.has[s][i])
            continue;
        int y = 1 + wl_chart_row(app->exp.chart.value[s][i], p->top, p->ph);
        int x = p->x0 + wl_chart_col(i, app->exp.chart.n, p->pw);
        wl_put(w, y, x, role, glyph);
    }
}

/* The legend names every marker the chart can show. */
static void legend_text(const wl_app *app, const wl_glyph_set *g, bool here, char *out,
                        size_t outsz)
{
    snprintf(out, outsz, "%s%s%s model%s%s%s%s  ^ slider", here ? g->measured : "",
             here ? " measured  " : "", g->model, app->have_ref ? "  " : "",
             app->have_ref ? g->reference : "", app->have_ref ? " " : "",
             app->have_ref ? wl_gpu_short_name(app->refs.run[0].device) : "");
}

/* The axis row: the ends of the slider's range and the slider's own place,
 * marked ^ with its value; a label the marker would cover is left out. */
static void axis_row(WINDOW *w, const wl_app *app, const plot *p, int row)
{
    int n = app->exp.chart.n, pos = wl_experiment_slider_pos(&app->exp);
    char lo[16], hi[16], cur[20];
    wl_track_label(&app->exp.track, 0, lo, sizeof lo);
    wl_track_label(&app->exp.track, n - 1, hi, sizeof hi);
    wl_track_label(&app->exp.track, pos, cur, sizeof cur);
    int mx = p->x0 + wl_chart_col(pos, n, p->pw), mlen = 1 + (int)strlen(cur);
    if (mx + mlen > p->x0 + p->pw)
        mx = p->x0 + p->pw - mlen;
    int lolen = (int)strlen(lo), hix = p->x0 + p->pw - (int)strlen(hi);
    if (app->exp.track.n > 0 && mx > p->x0 + lolen)
        wl_field(w, row, p->x0, lolen, WL_ROLE_DIM, lo);
    if (app->exp.track.n > 0 && mx + mlen < hix)
        wl_field(w, row, hix, (int)strlen(hi), WL_ROLE_DIM, hi);
    char mark[24];
    snprintf(mark, sizeof mark, "^%s", app->exp.track.n > 0 ? cur : "");
    wl_field(w, row, mx, mlen, WL_ROLE_KNOB, mark);
}

void wl_view_chart(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    werase(w);
    char title[64];
    snprintf(title, sizeof title, "GB/s vs %s%s",
             app->exp.track.name ? app->exp.track.name : "(fixed)",
             app->meas.sweeping ? " (sweeping)" : "");
    bool here = !app->exp.chart.here_predicted;
    char legend[160];
    legend_text(app, g, here, legend, sizeof legend);
    int lw = wl_text_cols(legend);
    if (lw > getmaxx(w) - 16)
        lw = 0; /* too narrow for both: the title wins */
    wl_header(w, title, false, lw ? lw + 2 : 0);
    if (lw)
        wl_field(w, 0, getmaxx(w) - lw - 1, lw, WL_ROLE_HEADER, legend);
    plot p = {.x0 = 7, .pw = getmaxx(w) - 8, .ph = getmaxy(w) - 2};
    if (p.ph < 2 || p.pw < 4)
        return;
    p.top = wl_chart_top(&app->exp.chart);
    wl_putf(w, 1, 0, WL_ROLE_DIM, "%5.0f", p.top);
    wl_putf(w, p.ph, 0, WL_ROLE_DIM, "%5d", 0);
    for (int y = 1; y <= p.ph; y++)
        wl_put(w, y, p.x0 - 1, WL_ROLE_DIM, g->rule_v);
    /* Model first, then the reference and this machine's points over it, so
     * no point of the H200 hides under the model's curve. */
    plot_series(w, app, &p, WL_SERIES_MODEL, g->model, WL_ROLE_PREDICTED);
    plot_series(w, app, &p, WL_SERIES_REFERENCE, g->reference, WL_ROLE_REFERENCE);
    if (here)
        plot_series(w, app, &p, WL_SERIES_HERE, g->measured, WL_ROLE_MEASURED);
    axis_row(w, app, &p, p.ph + 1);
}
