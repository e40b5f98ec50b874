#include "wl_details.h"

#include <stdio.h>
#include <string.h>

#include "wl_format.h"
#include "wl_reference.h"
#include "wl_strings.h"

/* A paragraph wrapped at width under a two-space indent. */
static int para(wl_text *out, int width, wl_role role, const char *text)
{
    wl_run r = {text, role};
    return wl_text_wrap(out, &r, 1, width, "  ", "  ", WL_ROLE_NORMAL);
}

/* A heading, set apart from what comes before it. */
static int heading(wl_text *out, int width, const char *text)
{
    wl_run r = {text, WL_ROLE_STRONG};
    return (out->n > 0 && wl_text_blank(out)) ||
           wl_text_wrap(out, &r, 1, width, "", "", WL_ROLE_STRONG);
}

void wl_details_why(const wl_prediction *p, const wl_analysis *an, const wl_gpu_consts *c,
                    char *out, size_t outsz)
{
    const wl_traffic *t = &p->traffic;
    double ms = p->limit_s[p->binding] * 1e3;
    switch (p->binding) {
    case WL_LIMIT_DRAM: {
        char rate[96], written[120];
        wl_format_dram_rate(c->dram_bytes_per_s / 1e9, c->estimated, rate, sizeof rate);
        /* Stores that dirty part of a 64-byte granule cost DRAM the whole
         * granule: said where that makes the time differ from the bytes. */
        if (t->dram_write_cost_bytes != t->dram_write_bytes)
            snprintf(written, sizeof written,
                     "%.3g written, timed as the %.3g bytes of the whole 64-byte granules they "
                     "dirty",
                     t->dram_write_bytes, t->dram_write_cost_bytes);
        else
            snprintf(written, sizeof written, "%.3g written", t->dram_write_bytes);
        snprintf(out, outsz,
                 "DRAM traffic binds: every element costs DRAM the time of %.3g bytes (%.3g "
                 "read, %s) for %.3g bytes the program asks for. At %s, that alone takes %.3g "
                 "ms, longer than any other part of the memory system needs.",
                 t->dram_read_bytes + t->dram_write_cost_bytes, t->dram_read_bytes, written,
                 t->asked_bytes, rate, ms);
        break;
    }
    case WL_LIMIT_IN_FLIGHT:
        snprintf(out, outsz,
                 "Bytes in flight bind: a warp issues %d load%s before it must wait, and each "
                 "round trip to memory takes about %.0f ns; the model assumes %.0f ns of it is "
                 "the SM's L1 looking up the lines of every resident warp's requests one after "
                 "another. With %d SMs "
                 "holding %d warps each, too few bytes are on their way at any moment to keep "
                 "DRAM busy (Little's law), so the loads' round trips take %.3g ms. More "
                 "independent loads per thread (unrolling, u), or fewer lines per request, "
                 "raise it.",
                 t->loads_in_flight, t->loads_in_flight == 1 ? "" : "s", p->round_trip_s * 1e9,
                 p->round_l1_s * 1e9, c->sms, c->warps_per_sm, ms);
        break;
    case WL_LIMIT_L1_LINES:
        snprintf(out, outsz,
                 "L1 line lookups bind: L1 looks up one 128-byte line at a time, and each warp "
                 "load here touches %.3g lines, each store %.3g (%.3g lookups per element), so "
                 "the lookups take %.3g ms: a warp whose lanes land in many lines waits on L1 "
                 "before DRAM is even asked.",
                 an->load_lines_per_request, an->store_lines_per_request, t->l1_lines, ms);
        break;
    case WL_LIMIT_L2_PARTIAL:
        snprintf(out, outsz,
                 "Partial-sector stores bind: %.3g store requests per element write only part "
                 "of a sector, which L2 must merge one request at a time; that takes %.3g ms.",
                 t->l2_partial, ms);
        break;
    case WL_LIMIT_L2_FILLS:
        snprintf(out, outsz,
                 "L2 line fills bind: the loads miss %.3g line%s per element, and L2 allocates "
                 "and fills every one from DRAM, even where a 64-byte piece would do; the fills "
                 "take %.3g ms.",
                 t->l2_fills, t->l2_fills == 1 ? "" : "s", ms);
        break;
    case WL_LIMIT_DRAM_PAGES:
        snprintf(out, outsz,
                 "DRAM pages bind: the walk is sparse, so DRAM opens a new %.0f-byte page for "
                 "about %.3g accesses per element, whatever share of the page they use; opening "
                 "them takes %.3g ms.",
                 c->dram_page_bytes, t->dram_pages, ms);
        break;
    default:
        snprintf(out, outsz, "%s binds: it takes %.3g ms, longer than any other limit.",
                 wl_limit_name(p->binding), ms);
        break;
    }
    size_t len = strlen(out);
    if (p->fits_in_l2)
        snprintf(out + len, outsz - len,
                 " The working set fits in L2, so launches after the first find it there and "
                 "the DRAM limits cost no time.");
    else if (p->dram_share < 1)
        snprintf(out + len, outsz - len,
                 " The working set's footprint is %.3g times L2. The model assumes launches "
                 "after the first still find part of it there, as %s copies past L2 did when "
                 "timed back to back: the DRAM limits take %.0f%% of their time.",
                 p->footprint_l2, p->estimated ? "the H200's" : "the calibration's",
                 100 * p->dram_share);
    len = strlen(out);
    if (p->optimistic)
        snprintf(out + len, outsz - len,
                 " Stores here write into lines other warps also load: where DRAM binds some "
                 "such launches lost up to 31%% on the H200 and others almost nothing, by a "
                 "mechanism no count here prices: the model adds no time for that pattern.");
}

/* The figures: measured here, predicted, and the reference run's point. */
static int figures(const wl_app *app, int width, wl_text *out)
{
    char line[768], g[16], pct[16], lo[16], hi[16];
    const wl_measure_state *ms = &app->meas;
    if (ms->have_result && !ms->result.m.predicted) {
        const wl_measurement *m = &ms->result.m;
        wl_format_gbps(m->gbps_median, g, sizeof g);
        wl_format_gbps(m->gbps_min, lo, sizeof lo);
        wl_format_gbps(m->gbps_max, hi, sizeof hi);
        wl_format_pct(m->pct_of_copy, pct, sizeof pct);
        char ceiling[96];
        wl_format_copy_ceiling(m->copy_ceiling_gbps, ceiling, sizeof ceiling);
        snprintf(line, sizeof line,
                 "Measured here: %s GB/s, %s%% of %s, the median of %d launches, which ranged "
                 "from %s to %s GB/s.",
                 g, pct, ceiling, m->reps, lo, hi);
    } else if (ms->failed) {
        snprintf(line, sizeof line, "Measured here: nothing, the backend could not: %s",
                 ms->result.error.msg);
    } else if (ms->have_result || !ms->worker) {
        snprintf(line, sizeof line,
                 "Measured here: nothing, no GPU measures here (the model "
                 "answers).");
    } else {
        snprintf(line, sizeof line, "Measured here: nothing yet, the measurement is on its way.");
    }
    if (para(out, width, WL_ROLE_MEASURED, line) != 0)
        return -1;
    const wl_experiment *e = &app->exp;
    if (e->pred_ok) {
        wl_format_gbps(e->pred.gbps, g, sizeof g);
        wl_format_pct(e->pred.pct_of_copy, pct, sizeof pct);
        char gpu[160];
        wl_calibration_gpu(app->have_cal ? &app->cal : NULL, gpu, sizeof gpu);
        char rate[96] = "its calibrated DRAM rate";
        if (app->have_cal)
            wl_format_dram_rate(app->cal.consts.dram_bytes_per_s / 1e9, app->cal.consts.estimated,
                                rate, sizeof rate);
        snprintf(line, sizeof line,
                 "The model predicts %s GB/s on the %s, %s%% of %s (constants %s).", g, gpu, pct,
                 rate, app->cal_label);
    } else if (e->counting) {
        snprintf(line, sizeof line,
                 "The model predicts once it has counted every thread of the launch, which it "
                 "is doing now.");
    } else {
        snprintf(line, sizeof line, "The model predicts nothing here: %s", app->cal_label);
    }
    if (para(out, width, WL_ROLE_PREDICTED, line) != 0)
        return -1;
    int pos = wl_experiment_slider_pos(e);
    if (e->ref_run && e->chart.has[WL_SERIES_REFERENCE][pos]) {
        char label[160];
        wl_reference_label(e->ref_run, wl_experiment_reference_point(e), label, sizeof label);
        wl_format_gbps(e->chart.value[WL_SERIES_REFERENCE][pos], g, sizeof g);
        snprintf(line, sizeof line, "The reference run has %s GB/s at this point (%s).", g, label);
    } else {
        snprintf(line, sizeof line, "The reference run has no point here%s.",
                 app->have_ref ? "" : " (no reference data found)");
    }
    return para(out, width, WL_ROLE_REFERENCE, line);
}

/* Each limit's time, the binding one marked. */
static int limit_table(const wl_prediction *p, int width, wl_text *out)
{
    char line[160];
    for (int l = 0; l < WL_LIMIT_COUNT; l++) {
        snprintf(line, sizeof line, "%-24s %9.3g ms%s", wl_limit_name((wl_limit)l),
                 p->limit_s[l] * 1e3, l == (int)p->binding ? "   binds" : "");
        if (para(out, width, l == (int)p->binding ? WL_ROLE_STRONG : WL_ROLE_NORMAL, line) != 0)
            return -1;
    }
    snprintf(line, sizeof line, "%-24s %9.3g ms   added to the largest", "launch (fixed cost)",
             p->launch_s * 1e3);
    if (para(out, width, WL_ROLE_DIM, line) != 0)
        return -1;
    snprintf(line, sizeof line, "%-24s %9.3g ms   for %.0f elements", "one launch",
             p->seconds * 1e3, p->elements);
    return para(out, width, WL_ROLE_NORMAL, line);
}

static int bytes_per_element(const wl_prediction *p, int width, wl_text *out)
{
    const wl_traffic *t = &p->traffic;
    char line[360], used[16], distinct[48] = "";
    wl_format_pct(wl_traffic_used_pct(t), used, sizeof used);
    /* Lanes that ask for one element between them: say how many bytes are distinct. */
    if (t->distinct_asked_bytes < t->asked_bytes - 1e-9)
        snprintf(distinct, sizeof distinct, " (%.3g distinct)", t->distinct_asked_bytes);
    snprintf(line, sizeof line,
             "DRAM reads %.3g bytes and writes %.3g for each element, for %.3g bytes the "
             "program asks for%s: %s%% of the bytes moved are used. Sectors per request: %.3g on "
             "loads, %.3g on stores.",
             t->dram_read_bytes, t->dram_write_bytes, t->asked_bytes, distinct, used,
             t->load_sectors, t->store_sectors);
    return para(out, width, WL_ROLE_NORMAL, line);
}

int wl_details_text(const wl_app *app, int width, wl_text *out)
{
    const wl_experiment *e = &app->exp;
    char line[1024];
    if (heading(out, width, "The figures") != 0 || figures(app, width, out) != 0)
        return -1;
    if (!e->pred_ok)
        return 0;
    char chain[256];
    wl_perf_chain(&e->pred, out->ascii, chain, sizeof chain);
    snprintf(line, sizeof line, "Why: %s", wl_limit_name(e->pred.binding));
    if (heading(out, width, line) != 0)
        return -1;
    wl_details_why(&e->pred, &e->analysis, e->consts, line, sizeof line);
    if (para(out, width, WL_ROLE_NORMAL, line) != 0 || para(out, width, WL_ROLE_DIM, chain) != 0)
        return -1;
    if (heading(out, width, "Each limit's time for one launch (the largest binds)") != 0 ||
        limit_table(&e->pred, width, out) != 0)
        return -1;
    return heading(out, width, "Bytes per element") != 0 ||
           bytes_per_element(&e->pred, width, out) != 0;
}
