/* The readout (bandwidth, measured or predicted, always labelled which) and
 * the chart of bandwidth against the slider's parameter. */
#include <stdarg.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "wl_bigdigits.h"
#include "wl_format.h"
#include "wl_lab.h"
#include "wl_strings.h"
#include "wl_units.h"
#include "wl_view.h"

/* The readout never cuts a figure: each row is the longest of its forms
 * that fits whole, down to a short one ("2713 GB/s · 64% of DRAM"); the
 * whole chain is one key away (d, the details page). */
/* What the readout says while a custom expression's whole launch is counted
 * (wl_counter.h): the figures wait for it, the keys do not. */
#define COUNTING "counting every thread of the launch..."

#define READOUT_FORMS 6
typedef struct readout_row {
    char form[READOUT_FORMS][256];
    int n;
    wl_role role;
} readout_row;

static void add_form(readout_row *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void add_form(readout_row *r, const char *fmt, ...)
{
    if (r->n >= READOUT_FORMS)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->form[r->n++], sizeof r->form[0], fmt, ap);
    va_end(ap);
}

static void draw_row(WINDOW *w, int y, int width, const readout_row *r)
{
    for (int i = 0; i < r->n; i++)
        if (wl_text_cols(r->form[i]) <= width || i == r->n - 1) {
            wl_field(w, y, 1, width, r->role, r->form[i]);
            return;
        }
}

/* Whether run measured the experiment's kernel at its type at all. */
static bool run_has_kernel(const wl_reference *run, const wl_spec *s)
{
    for (int i = 0; i < run->npoints; i++)
        if (run->points[i].kernel == s->kernel && run->points[i].type == s->type)
            return true;
    return false;
}

/* No reference point at the slider: a kernel the run never measured says
 * so (no date, since nothing here was measured), else the value it lacks. */
static void no_point_forms(const wl_app *app, const wl_reference *run, readout_row *r)
{
    const char *gpu = wl_gpu_short_name(run->device);
    const char *kernel = wl_kernel_name(app->exp.spec.kernel);
    const char *type = wl_type_name(app->exp.spec.type);
    char at[64];
    if (!run_has_kernel(run, &app->exp.spec)) {
        add_form(r, "reference: the %s run has no %s %s points", gpu, kernel, type);
        add_form(r, "%s reference: none for %s", gpu, kernel);
        add_form(r, "%s reference: none here", gpu);
        return;
    }
    wl_slider_words(app, at, sizeof at);
    add_form(r, "reference: the %s run has no point at %s", gpu, at[0] ? at : "this value");
    add_form(r, "%s reference: no point here", gpu);
}

static void reference_row(const wl_app *app, readout_row *r)
{
    r->role = WL_ROLE_DIM;
    if (!app->have_ref) {
        add_form(r, "no reference data found");
        add_form(r, "no reference");
        return;
    }
    const wl_reference *run = app->exp.ref_run;
    const char *gpu = run ? wl_gpu_short_name(run->device) : "";
    if (!run) {
        /* A data directory without the seed's run: what the L2 does to
         * 4 MiB only a GPU run can show then. */
        bool measured = !app->meas.result.m.predicted && app->meas.have_result;
        add_form(r, "reference: none %s; %s",
                 app->exp.seed_size ? "at 4 MiB" : "for this experiment",
                 measured ? "measured above" : "only a GPU measures it");
        add_form(r, "reference: none %s", app->exp.seed_size ? "at 4 MiB" : "for this experiment");
        add_form(r, "reference: none %s", app->exp.seed_size ? "at 4 MiB" : "here");
        return;
    }
    char label[160], size[32] = "", at[40] = "";
    const wl_ref_point *pt = wl_experiment_reference_point(&app->exp);
    wl_reference_label(run, pt, label, sizeof label);
    if (run != app->refs.list[0]) {
        wl_format_size(run->size_bytes, size, sizeof size);
        snprintf(at, sizeof at, " at %s", size);
    }
    int pos = wl_experiment_slider_pos(&app->exp);
    if (!app->exp.chart.has[WL_SERIES_REFERENCE][pos]) {
        no_point_forms(app, run, r);
        return;
    }
    char g[16];
    wl_format_gbps(app->exp.chart.value[WL_SERIES_REFERENCE][pos], g, sizeof g);
    r->role = WL_ROLE_REFERENCE;
    add_form(r, "reference: %s GB/s%s, %s", g, at, label);
    add_form(r, "%s reference: %s GB/s%s, %s", gpu, g, at, pt ? pt->date : run->date);
    add_form(r, "%s reference: %s GB/s%s", gpu, g, at);
    add_form(r, "ref %s GB/s", g);
}

/* Every wording names the GPU, or at least marks an estimate. */
static void predicted_forms(const wl_app *app, double gbps, double pct_of_copy, readout_row *r)
{
    char g[16], pct[16], p0[16], gpu[160];
    wl_calibration_gpu(app->have_cal ? &app->cal : NULL, gpu, sizeof gpu);
    const char *est = app->have_cal && app->cal.consts.estimated ? " (estimated)" : "";
    wl_format_gbps(gbps, g, sizeof g);
    wl_format_pct(pct_of_copy, pct, sizeof pct);
    snprintf(p0, sizeof p0, "%.0f", pct_of_copy);
    const char *dot = wl_view_dot();
    r->role = WL_ROLE_PREDICTED;
    add_form(r, "model: predicts %s GB/s on the %s, %s%% of " WL_DRAM_RATE_SHORT, g, gpu, pct);
    add_form(r, "model: %s GB/s on the %s %s %s%% of " WL_DRAM_RATE_SHORT, g, gpu, dot, p0);
    add_form(r, "model%s: %s GB/s %s %s%% of " WL_DRAM_RATE_SHORT, est, g, dot, p0);
    if (wl_app_names_profile(app)) { /* an estimated profile: even the short form names it */
        char named[96];
        wl_app_profile_words(app, true, named, sizeof named);
        r->n--;
        add_form(r, "%s: %s GB/s %s %s%%", named, g, dot, p0);
    }
}

static void figure_row(const wl_app *app, readout_row *r)
{
    const wl_measure_state *ms = &app->meas;
    if (!ms->have_result && app->exp.counting) {
        r->role = WL_ROLE_DIM;
        add_form(r, "model: %s", COUNTING);
        add_form(r, "counting...");
        return;
    }
    if (!ms->have_result && wl_experiment_generated(&app->exp) && app->exp.pred_ok) {
        predicted_forms(app, app->exp.pred.gbps, app->exp.pred.pct_of_copy, r);
        return;
    }
    if (ms->failed) {
        r->role = WL_ROLE_DIM;
        add_form(r, "no figure: %s", ms->result.error.msg);
        add_form(r, "no figure (d: why)");
        return;
    }
    if (!ms->have_result) {
        r->role = WL_ROLE_DIM;
        add_form(r, "%s",
                 !ms->worker                                    ? "model: prediction below"
                 : ms->worker_state.phase == WL_WORKER_STARTING ? "starting the backend..."
                                                                : "measuring...");
        return;
    }
    const wl_measurement *m = &ms->result.m;
    if (m->predicted) {
        predicted_forms(app, m->gbps_median, m->pct_of_copy, r);
        return;
    }
    char g[16], lo[16], hi[16], pct[16];
    wl_format_gbps(m->gbps_median, g, sizeof g);
    wl_format_gbps(m->gbps_min, lo, sizeof lo);
    wl_format_gbps(m->gbps_max, hi, sizeof hi);
    wl_format_pct(m->pct_of_copy, pct, sizeof pct);
    r->role = WL_ROLE_MEASURED;
    add_form(r, "measured %s GB/s, %s%% of " WL_COPY_CEILING_SHORT ", %s-%s", g, pct, lo, hi);
    add_form(r, "measured %s GB/s %s %.0f%% of " WL_COPY_CEILING_SHORT, g, wl_view_dot(),
             m->pct_of_copy);
    add_form(r, "%s GB/s %s %.0f%% of " WL_COPY_CEILING_SHORT, g, wl_view_dot(), m->pct_of_copy);
}

/* Why the model predicts what it does; beside a measurement, also whether
 * the two agree within 20%. */
static void limit_row(const wl_app *app, readout_row *r)
{
    const wl_experiment *e = &app->exp;
    if (e->counting) {
        r->role = WL_ROLE_DIM;
        add_form(r, "limit: waits for the count (keys still work)");
        add_form(r, "limit: waits for the count");
        return;
    }
    if (!e->pred_ok) {
        r->role = WL_ROLE_DIM;
        add_form(r, "model: %s", app->cal_label);
        add_form(r, "model: no prediction (d: why)");
        return;
    }
    char chain[256];
    wl_perf_chain(&e->pred, app->opt.ascii, chain, sizeof chain);
    const char *limit = wl_limit_name(e->pred.binding), *dot = wl_view_dot();
    const wl_traffic *t = &e->pred.traffic;
    const wl_measurement *m = &app->meas.result.m;
    r->role = WL_ROLE_PREDICTED;
    if (app->meas.have_result && !m->predicted && !e->seed_size && m->gbps_median > 0) {
        double ratio = e->pred.gbps / m->gbps_median;
        if (ratio > 1.2 || ratio < 1 / 1.2) {
            char g[16];
            wl_format_gbps(e->pred.gbps, g, sizeof g);
            r->role = WL_ROLE_STRONG;
            add_form(r, "model predicts %s GB/s, off by more than 20%%: %s", g, chain);
            add_form(r, "model %s GB/s, off >20%% %s limit: %s %s d: details", g, dot, limit, dot);
            add_form(r, "model %s GB/s, off >20%% %s d: details", g, dot);
            return;
        }
    }
    add_form(r, "%s", chain); /* under the model's figure, whose limit it is */
    add_form(r, "limit: %s %s DRAM %.3g rd + %.3g wr B per element %s d: details", limit, dot,
             t->dram_read_bytes, t->dram_write_bytes, dot);
    add_form(r, "limit: %s %s DRAM %.3g rd + %.3g wr B per element", limit, dot, t->dram_read_bytes,
             t->dram_write_bytes);
    add_form(r, "limit: %s %s d: details", limit, dot);
    add_form(r, "limit: %s", limit);
}

/* Figure g in block digits on rows 1-3 of w, with its unit and the slider's
 * value (at) beside its first row and two lines saying what it is beside
 * the others; false when the words do not fit beside it. */
static bool draw_big(WINDOW *w, const wl_app *app, const char *g, wl_role role, const char *at,
                     const char *source, wl_role second_role, const char *second)
{
    int x = 1 + wl_big_cols(g);
    if (x + wl_text_cols(source) + 1 > getmaxx(w))
        return false;
    char row[256];
    for (int r = 0; r < WL_BIG_ROWS; r++) {
        wl_big_row(g, app->opt.ascii, r, row, sizeof row);
        wl_put(w, 1 + r, 1, role, row);
    }
    char unit[96];
    snprintf(unit, sizeof unit, "GB/s%s%s", at[0] ? "  " : "", at);
    wl_field(w, 1, x, getmaxx(w) - x - 1, WL_ROLE_STRONG, unit);
    wl_field(w, 2, x, getmaxx(w) - x - 1, role, source);
    wl_field(w, 3, x, getmaxx(w) - x - 1, second_role, second);
    return true;
}

/* Whether the reference's GPU is the one the model predicts for: only then
 * does its measurement stand as the big figure; for another GPU profile the
 * figure is that GPU's model figure and the reference is named as its own. */
static bool reference_is_models_gpu(const wl_app *app, const wl_reference *run)
{
    const char *model = app->cal.consts.device;
    return !model[0] || strcmp(wl_gpu_short_name(run->device), wl_gpu_short_name(model)) == 0;
}

/* The figure the room reads, in block digits three rows tall with its unit
 * and source beside them. One rule for every section, decided per slider,
 * not per point, so the figure keeps one source along the whole slider and
 * draws no trend of its own: measured here on a GPU; without one, the
 * reference GPU's measurement where the reference has every point of the
 * slider and the model predicts for that GPU (labelled "H200 measured", the
 * model's figure beside it); else the model's at every point ("model
 * prediction", or the profile's GPU named), with the reference's
 * measurement beside it under its own GPU's name where it has this point
 * (the unrolling's reference has 1 and 4 only: its figure is the model's
 * all along, the H200's 504 and 451 beside it). False when there is none
 * yet or no room. */
static bool big_figure(WINDOW *w, const wl_app *app, const char *at)
{
    double gbps, pct;
    bool measured;
    if (!wl_readout_figure(app, &gbps, &pct, &measured))
        return false;
    int pos = wl_experiment_slider_pos(&app->exp);
    const wl_reference *run = app->exp.ref_run;
    bool has_ref = !measured && run && app->exp.chart.has[WL_SERIES_REFERENCE][pos];
    bool ref = has_ref && reference_is_models_gpu(app, run) &&
               wl_experiment_reference_whole_track(&app->exp);
    char g[16], second[80], source[128], model[16], refg[16], named[96];
    wl_format_gbps(ref ? app->exp.chart.value[WL_SERIES_REFERENCE][pos] : gbps, g, sizeof g);
    wl_format_gbps(gbps, model, sizeof model);
    /* an estimated profile is named with its mark: "H200 (est.)" is the
     * datasheet's estimate beside the H200's own measurement */
    wl_app_profile_words(app, true, named, sizeof named);
    if (ref) {
        snprintf(source, sizeof source, "%s measured", wl_gpu_short_name(run->device));
        snprintf(second, sizeof second, "model%s%.50s: %s", named[0] ? ", " : "", named, model);
    } else if (has_ref) {
        wl_format_gbps(app->exp.chart.value[WL_SERIES_REFERENCE][pos], refg, sizeof refg);
        if (!named[0] && reference_is_models_gpu(app, run)) /* the same words all along */
            snprintf(source, sizeof source, "model prediction");
        else
            snprintf(source, sizeof source, "model: %.100s",
                     named[0] ? named : wl_gpu_short_name(app->cal.consts.device));
        snprintf(second, sizeof second, "%.40s measured: %s", wl_gpu_short_name(run->device), refg);
    } else {
        snprintf(source, sizeof source, "%s", measured ? "measured here" : "model prediction");
        snprintf(second, sizeof second, "%.0f%% of %s", pct,
                 measured ? WL_COPY_CEILING_SHORT : WL_DRAM_RATE_SHORT);
    }
    if (has_ref && !ref && 1 + wl_big_cols(g) + wl_text_cols(source) + 1 > getmaxx(w))
        snprintf(source, sizeof source, "model prediction"); /* the header names the GPU */
    wl_role role = measured ? WL_ROLE_MEASURED : ref ? WL_ROLE_REFERENCE : WL_ROLE_PREDICTED;
    wl_role second_role = ref ? WL_ROLE_PREDICTED : has_ref ? WL_ROLE_REFERENCE : WL_ROLE_DIM;
    return draw_big(w, app, g, role, at, source, second_role, second);
}

void wl_view_banner(WINDOW *w, const wl_app *app, bool held)
{
    char at[64] = "";
    wl_slider_words(app, at, sizeof at);
    if (!held) {
        big_figure(w, app, at);
        return;
    }
    char why[96];
    wl_view_hidden_reason(app, getmaxx(w) - 2 - wl_big_cols("?"), why, sizeof why);
    draw_big(w, app, "?", WL_ROLE_DIM, at, why, WL_ROLE_DIM, "");
}

void wl_view_readout(WINDOW *w, const wl_app *app)
{
    werase(w);
    const wl_analysis *an = &app->exp.analysis;
    double ld = app->exp.analysis_ok ? an->load_sectors_per_request : 0;
    double st = app->exp.analysis_ok ? an->store_sectors_per_request : 0;
    readout_row sectors = {.role = WL_ROLE_HEADER};
    if (app->exp.counting) { /* the averages are the count's */
        add_form(&sectors, "model: %s", COUNTING);
        add_form(&sectors, "counting...");
    }
    add_form(&sectors, "model: %.1f ld + %.1f st sectors/req", ld, st);
    add_form(&sectors, "%.1f ld + %.1f st sectors/req", ld, st);
    add_form(&sectors, "%.0f+%.0f sectors/req", ld, st);
    int room = getmaxx(w) - 10; /* after "Readout" */
    int k = 0;
    while (k + 1 < sectors.n && wl_text_cols(sectors.form[k]) > room)
        k++;
    int sw = wl_text_cols(sectors.form[k]);
    wl_header(w, "Readout", false, sw + 2);
    wl_field(w, 0, getmaxx(w) - sw - 1, sw, WL_ROLE_HEADER, sectors.form[k]);
    int width = getmaxx(w) - 2;
    readout_row figure = {0}, reference = {0}, limit = {0};
    figure_row(app, &figure);
    reference_row(app, &reference);
    limit_row(app, &limit);
    /* Presenting, with the room: the figure in block digits. */
    int y = 1;
    if (getmaxy(w) >= 2 + WL_BIG_ROWS + 1 && big_figure(w, app, ""))
        y += WL_BIG_ROWS;
    else
        draw_row(w, y++, width, &figure);
    draw_row(w, y++, width, &reference);
    draw_row(w, y, width, &limit);
}

/* The plot's geometry inside the chart window. */
typedef struct plot {
    int x0, pw, ph; /* first plot column, plot columns and rows */
    double lo, hi;  /* the y axis: bottom and top row */
    unsigned drawn; /* the series drawn (a mask of 1u << series) */
    bool sparse;    /* room beside every point (columns_apart) */
} plot;

/* The row of series s's value at position i (inside the window), or -1 if
 * none. */
static int series_y(const wl_app *app, const plot *p, wl_series s, int i)
{
    if (!app->exp.chart.has[s][i])
        return -1;
    return 1 + wl_chart_row(app->exp.chart.value[s][i], p->lo, p->hi, p->ph);
}

/* Whether series s's and k's points at position i may share one mark:
 * within WL_CHART_AGREE, and, for the model's figure beside the reference,
 * a prediction for the GPU the reference was measured on (an RTX 4090's
 * figure near the H200's measurement agrees with nothing). */
static bool pair_agrees(const wl_app *app, wl_series s, wl_series k, int i)
{
    const wl_chart *c = &app->exp.chart;
    bool model_and_ref = (s == WL_SERIES_MODEL && k == WL_SERIES_REFERENCE) ||
                         (k == WL_SERIES_MODEL && s == WL_SERIES_REFERENCE);
    if (model_and_ref && !reference_is_models_gpu(app, &app->refs.run[0]))
        return false;
    return wl_chart_agree(c->value[s][i], c->value[k][i]);
}

/* Whether series s's mark at position i gives way to another drawn point
 * on the same cell that it does not agree with (pair_agrees): the model's
 * mark gives way, or, with the model's curve in front (s without a GPU),
 * the other's. Moving a mark a row instead would draw a value the point
 * does not have. */
static bool gives_way(const wl_app *app, const plot *p, wl_series s, int i, int y)
{
    for (int k = 0; k < WL_SERIES_COUNT; k++)
        if (k != (int)s && (p->drawn & (1u << k)) && series_y(app, p, (wl_series)k, i) == y &&
            !pair_agrees(app, s, (wl_series)k, i) &&
            (app->model_curve_front ? k == WL_SERIES_MODEL : s == WL_SERIES_MODEL))
            return true;
    return false;
}

/* Whether every point has two free columns before the next: a mark drawn
 * in the column after its point's ("+∙") then reads as that point's. */
static bool columns_apart(const wl_app *app, const plot *p)
{
    int n = app->exp.chart.n;
    for (int i = 0; i + 1 < n; i++)
        if (wl_chart_col(i + 1, n, p->pw) - wl_chart_col(i, n, p->pw) < 3)
            return false;
    return true;
}

/* The column series s's mark at position i is drawn in on row y, or -1 for
 * none: its own, or, where it gives way on a sparse chart, the next column
 * ("+∙" at their rows: both figures in view; at the right edge the one
 * before); on a dense chart the readout and the zoom give the hidden one. */
static int mark_x(const wl_app *app, const plot *p, wl_series s, int i, int y)
{
    int x = p->x0 + wl_chart_col(i, app->exp.chart.n, p->pw);
    if (!gives_way(app, p, s, i, y))
        return x;
    if (!p->sparse)
        return -1;
    return x + 1 < p->x0 + p->pw ? x + 1 : x - 1; /* the last point's, before it */
}

/* Whether point i has a mark that gives way with nowhere to go (a crowded
 * chart): its cell then says both are there and differ, and on which row
 * (*y). */
static bool apart_at(const wl_app *app, const plot *p, int i, int *y)
{
    for (int s = 0; s < WL_SERIES_COUNT; s++) {
        int sy = (p->drawn & (1u << s)) ? series_y(app, p, (wl_series)s, i) : -1;
        if (sy >= 0 && mark_x(app, p, (wl_series)s, i, sy) < 0) {
            *y = sy;
            return true;
        }
    }
    return false;
}

static bool chart_has_apart(const wl_app *app, const plot *p)
{
    int y;
    for (int i = 0; i < app->exp.chart.n; i++)
        if (apart_at(app, p, i, &y))
            return true;
    return false;
}

/* The cells where a model's and another's point differ by over 5% yet share
 * one cell, on a chart with no room beside: one mark says both are there
 * and differ, so neither is silently missing ("4103 │+" read as the H200
 * at 4103 where it measured 3880). */
static void plot_apart(WINDOW *w, const wl_app *app, const plot *p, const wl_glyph_set *g)
{
    for (int i = 0; i < app->exp.chart.n; i++) {
        int y;
        if (apart_at(app, p, i, &y))
            wl_put(w, y, p->x0 + wl_chart_col(i, app->exp.chart.n, p->pw), WL_ROLE_STRONG,
                   g->apart);
    }
}

/* Whether a point of one of the series in `under` (a mask of 1u << series)
 * that may share a mark with s's (pair_agrees) lands on row y at position i. */
static bool point_under(const wl_app *app, const plot *p, wl_series s, unsigned under, int i, int y)
{
    for (int k = 0; k < WL_SERIES_COUNT; k++)
        if ((under & (1u << k)) && series_y(app, p, (wl_series)k, i) == y &&
            pair_agrees(app, s, (wl_series)k, i))
            return true;
    return false;
}

/* A point of s; where it lands on the cell of an agreeing point of a
 * series in `under` at the same position, one mark says both are there, so
 * neither hides the other. */
static void plot_series(WINDOW *w, const wl_app *app, const plot *p, wl_series s, unsigned under,
                        const char *glyph, const char *both, wl_role role)
{
    for (int i = 0; i < app->exp.chart.n; i++) {
        int y = series_y(app, p, s, i), x = y < 0 ? -1 : mark_x(app, p, s, i, y);
        if (x < 0)
            continue;
        bool met = point_under(app, p, s, under & ~(1u << s), i, y);
        wl_put(w, y, x, met ? WL_ROLE_STRONG : role, met ? both : glyph);
    }
}

/* Whether series s has a point anywhere on the chart. */
static bool chart_has(const wl_chart *c, wl_series s)
{
    for (int i = 0; i < c->n; i++)
        if (c->has[s][i])
            return true;
    return false;
}

/* The legend names every marker the chart shows (the both-mark: two
 * series' points in one cell that agree, wl_chart_agree): spaced as `gap`
 * says (2: "∙ model  + H200", 1: "∙ model + H200", 0: "∙model +H200"), so
 * a narrow pane keeps every mark, the both-mark included, by closing up. */
static void legend_text(const wl_app *app, const wl_glyph_set *g, bool here, bool with_both,
                        bool with_apart, bool with_slider, int gap, char *out, size_t outsz)
{
    const char *sep = gap >= 2 ? "  " : " ", *in = gap ? " " : "";
    /* closed up, a letter mark (ASCII's o) keeps a space from its word */
    const char *in_model = gap || isalnum((unsigned char)g->model[0]) ? " " : "";
    /* An estimated GPU profile (wl_app_names_profile): the legend names it. */
    char model[124] = "model", ref[96] = "", both[32] = "", mine[48] = "", named[96];
    wl_app_profile_words(app, true, named, sizeof named); /* "H200 (est.)" is not the H200's */
    if (named[0])
        snprintf(model, sizeof model, "model: %.100s", named);
    /* s without a GPU: the model's marks go in front, and still say both
     * where they land on another's (plot_series). */
    if (app->model_curve_front)
        snprintf(model + strlen(model), sizeof model - strlen(model), " in front");
    /* A custom expression's curve waits for its count: the chart is empty
     * until then, and the legend says why. */
    if (wl_app_counting(app) && app->exp.count_curve)
        snprintf(model + strlen(model), sizeof model - strlen(model), " (counting...)");
    /* The reference's mark, and so a both-mark, only on a chart that has
     * reference points (a custom expression has none). */
    bool refs = chart_has(&app->exp.chart, WL_SERIES_REFERENCE);
    if (refs)
        snprintf(ref, sizeof ref, "%s%s%s%s", sep, g->reference, in,
                 wl_gpu_short_name(app->refs.run[0].device));
    /* A both-mark needs figures that can agree (pair_agrees): none across
     * GPUs. */
    bool can_meet = here || (refs && reference_is_models_gpu(app, &app->refs.run[0]));
    if (with_both && can_meet)
        snprintf(both, sizeof both, "%s%s%sboth", sep, g->both, in);
    if (with_apart) /* where one gave way with no room beside */
        snprintf(both + strlen(both), sizeof both - strlen(both), "%s%s%sdiffer", sep, g->apart,
                 in);
    if (here)
        snprintf(mine, sizeof mine, "%s%smeasured%s", g->measured, in, sep);
    /* The slider's place, a mark only some charts have (none where nothing
     * moves). */
    char slider[32] = "";
    if (app->exp.track.n > 1 && with_slider)
        snprintf(slider, sizeof slider, "%s^%sslider", sep, in);
    snprintf(out, outsz, "%s%s%s%s%s%s%s", mine, g->model, in_model, model, ref, both, slider);
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
    /* The ^ stays under its point: where "^16384" would run past the axis,
     * the value goes before it ("16384^"). */
    int at = p->x0 + wl_chart_col(pos, n, p->pw), mlen = 1 + (int)strlen(cur);
    bool before = at + mlen > p->x0 + p->pw && at - mlen + 1 >= p->x0;
    int mx = before ? at - mlen + 1 : at;
    int lolen = (int)strlen(lo), hix = p->x0 + p->pw - (int)strlen(hi);
    if (app->exp.track.n > 0 && mx > p->x0 + lolen)
        wl_field(w, row, p->x0, lolen, WL_ROLE_DIM, lo);
    if (app->exp.track.n > 0 && mx + mlen < hix)
        wl_field(w, row, hix, (int)strlen(hi), WL_ROLE_DIM, hi);
    if (app->exp.track.n <= 1)
        return; /* no slider: no place on it to mark */
    char mark[24];
    snprintf(mark, sizeof mark, before ? "%s^" : "^%s", cur);
    wl_field(w, row, mx, mlen, WL_ROLE_KNOB, mark);
}

void wl_view_chart(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    werase(w);
    char title[96], now[16];
    /* Zoomed, the header names the slider's value too. */
    if (app->view.zoom != WL_ZOOM_NONE && app->exp.track.n > 0 && app->exp.track.name) {
        wl_track_label(&app->exp.track, wl_experiment_slider_pos(&app->exp), now, sizeof now);
        snprintf(title, sizeof title, "GB/s vs %s (now %s)%s", app->exp.track.name, now,
                 app->meas.sweeping ? " (sweeping)" : "");
    } else if (app->exp.track.n > 1 && app->exp.track.name)
        snprintf(title, sizeof title, "GB/s vs %s%s", app->exp.track.name,
                 app->meas.sweeping ? " (sweeping)" : "");
    else /* one point: nothing to plot it against */
        snprintf(title, sizeof title, "GB/s (no slider here)");

    /* This machine's own series is drawn and named only where a GPU
     * measures it: the model's figures for it are the model curve's. */
    bool here = !wl_app_model_measures(app) && !app->exp.chart.here_predicted;
    unsigned model = 1u << WL_SERIES_MODEL, others = 1u << WL_SERIES_REFERENCE;
    if (here)
        others |= 1u << WL_SERIES_HERE;
    plot p = {.x0 = 7, .pw = getmaxx(w) - 8, .ph = getmaxy(w) - 2, .drawn = model | others};
    bool fits = p.ph >= 2 && p.pw >= 4;
    if (fits)
        wl_chart_range(&app->exp.chart, &p.lo, &p.hi);
    p.sparse = fits && columns_apart(app, &p);
    bool apart = fits && chart_has_apart(app, &p);
    char legend[160];
    /* The legend beside the whole title, or none (the title wins); the
     * profile's name goes before the both-mark. */
    int room = getmaxx(w) - wl_text_cols(title) - 4;
    for (int gap = 2; gap >= 0; gap--) {
        legend_text(app, g, here, true, apart, true, gap, legend, sizeof legend);
        if (wl_text_cols(legend) <= room)
            break;
    }
    /* Still too wide: the slider's mark goes (its ^ carries the slider's
     * value under the axis), then the both-mark; a mark the chart draws
     * for points that differ stays named. */
    if (wl_text_cols(legend) > room)
        legend_text(app, g, here, true, apart, false, 0, legend, sizeof legend);
    if (wl_text_cols(legend) > room)
        legend_text(app, g, here, false, apart, false, 0, legend, sizeof legend);
    int lw = wl_text_cols(legend);
    if (lw > room)
        lw = 0;
    /* An estimated profile with no room for the legend: the model's curve
     * is for that GPU, the reference's points the reference GPU's, and the
     * title says so instead of the slider's name. */
    if (!lw && wl_app_names_profile(app) && app->have_ref) {
        char named_est[96];
        wl_app_profile_words(app, true, named_est, sizeof named_est);
        snprintf(title, sizeof title, "GB/s: %s %.60s", g->model, named_est);
        /* the marks the chart can draw, as the legend names them: the
         * reference's where it has points, the both-mark where they can
         * agree (none across GPUs), where it fits */
        size_t len = strlen(title);
        if (chart_has(&app->exp.chart, WL_SERIES_REFERENCE)) {
            snprintf(title + len, sizeof title - len, "  %s %s", g->reference,
                     wl_gpu_short_name(app->refs.run[0].device));
            len = strlen(title);
            if (reference_is_models_gpu(app, &app->refs.run[0]))
                snprintf(title + len, sizeof title - len, "  %s both", g->both);
            if (apart)
                snprintf(title + strlen(title), sizeof title - strlen(title), "  %s differ",
                         g->apart);
            if (wl_text_cols(title) > getmaxx(w) - 2)
                title[len] = '\0';
        }
    }
    wl_header(w, title, false, lw ? lw + 2 : 0);
    if (lw)
        wl_field(w, 0, getmaxx(w) - lw - 1, lw, WL_ROLE_HEADER, legend);
    if (!fits)
        return;
    /* Both ends labelled: an axis that does not start at 0 says where it
     * starts, and its foot is a break mark, so a short bar is not read as a
     * figure near 0. */
    wl_putf(w, 1, 0, WL_ROLE_DIM, "%5.0f", p.hi);
    wl_putf(w, p.ph, 0, WL_ROLE_DIM, "%5.0f", p.lo);
    for (int y = 1; y <= p.ph; y++)
        wl_put(w, y, p.x0 - 1, WL_ROLE_DIM, g->rule_v);
    if (p.lo > 0)
        wl_put(w, p.ph, p.x0 - 1, WL_ROLE_STRONG, g->axis_cut);
    /* Model first, then the reference and this machine's points over it;
     * where one lands on the model's cell the mark says both. Without a GPU
     * s brings the model's curve to the front: drawn last, and where it
     * lands on another's point the mark says both, so no kind of mark is
     * hidden either way. */
    bool model_front = app->model_curve_front;
    if (!model_front)
        plot_series(w, app, &p, WL_SERIES_MODEL, 0, g->model, g->both, WL_ROLE_PREDICTED);
    plot_series(w, app, &p, WL_SERIES_REFERENCE, model_front ? 0 : model, g->reference, g->both,
                WL_ROLE_REFERENCE);
    if (here)
        plot_series(w, app, &p, WL_SERIES_HERE, model_front ? 0 : model, g->measured, g->both,
                    WL_ROLE_MEASURED);
    if (model_front)
        plot_series(w, app, &p, WL_SERIES_MODEL, others, g->model, g->both, WL_ROLE_STRONG);
    plot_apart(w, app, &p, g);
    axis_row(w, app, &p, p.ph + 1);
}
