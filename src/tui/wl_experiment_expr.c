/* The lab's custom experiment: the student's expressions, analysed and
 * predicted by the same access and performance models as the CLI's
 * `model --expr`, with the slider moving s. */
#include "wl_experiment.h"

#include <stdio.h>
#include <string.h>

#include "wl_backend.h"
#include "wl_lab.h"

static size_t working_set_bytes(const wl_experiment *e)
{
    return e->seed_size ? WL_SEED_SIZE_BYTES : wl_default_size(0);
}

/* Threads for the working set: one per element, in whole blocks. */
static int64_t threads_for(const wl_experiment *e)
{
    size_t elements = working_set_bytes(e) / (size_t)wl_type_bytes(e->x.type);
    return (int64_t)wl_expr_launch_elements(&e->x, 1, elements);
}

static bool blank(const char *s)
{
    while (s && (*s == ' ' || *s == '\t'))
        s++;
    return !s || !*s;
}

int wl_experiment_expr_adopt(wl_experiment *e, const char *load, const char *store, int s_lo,
                             int s_hi, wl_spec *spec, wl_expr_problem *pb, wl_error *err)
{
    wl_expr_experiment x;
    if (wl_expr_experiment_init(&x, load, blank(store) ? NULL : store, e->spec.type, s_lo, s_hi,
                                WL_EXPR_BLOCK_DEFAULT, pb, err) != 0)
        return -1;
    /* Checked at every working set and type w and t can switch to, so no
     * key later finds it refused. */
    if (wl_expr_experiment_check_lab(&x, pb, err) != 0)
        return -1;
    e->x = x;
    e->has_expr = true;
    e->comparing = false;
    wl_spec s = e->spec;
    s.kernel = WL_KERNEL_EXPR;
    s.param = s_lo <= 1 && 1 <= s_hi ? 1 : s_lo;
    s.unroll = 1;
    s.warp = 0;
    s.source = NULL; /* the lanes come from e->x; a spec copy must not point at it */
    *spec = s;
    return 0;
}

/* The smallest step of 1, 2 or 5 times a power of ten at or above min. */
static long round_step(long min)
{
    long p = 1;
    while (p <= min / 10)
        p *= 10;
    return min <= p ? p : min <= 2 * p ? 2 * p : min <= 5 * p ? 5 * p : 10 * p;
}

/* s_min..s_max: every value while they fit the track, else the ends and
 * round steps between (-1000000, -900000, ..., 1000000), with the value the
 * experiment opens at (spec.param) always on it. */
void wl_experiment_expr_track(wl_experiment *e)
{
    wl_track *t = &e->track;
    memset(t, 0, sizeof *t);
    t->kind = WL_SLIDER_STRIDE; /* any kind whose value is spec.param */
    t->name = "s";
    long lo = e->x.s_min, hi = e->x.s_max, span = hi - lo;
    /* Room for the ends and the opening value beside the steps. */
    long step = span <= WL_TRACK_MAX - 2 ? 1 : round_step(span / (WL_TRACK_MAX - 2) + 1);
    t->value[t->n++] = (int)lo;
    for (long v = (lo / step + (lo > 0 && lo % step)) * step; v < hi; v += step)
        if (v > lo && t->n < WL_TRACK_MAX - 2)
            t->value[t->n++] = (int)v;
    if (hi != lo)
        t->value[t->n++] = (int)hi;
    /* The opening value goes in at its place (the steps leave room). */
    int at = 0;
    while (at < t->n && t->value[at] < e->spec.param)
        at++;
    if (at < t->n && t->value[at] == e->spec.param)
        return;
    memmove(&t->value[at + 1], &t->value[at], (size_t)(t->n - at) * sizeof t->value[0]);
    t->value[at] = e->spec.param;
    t->n++;
}

void wl_experiment_expr_analyze(wl_experiment *e)
{
    e->x.type = e->spec.type;
    e->expr_n = threads_for(e);
    wl_memparams mem;
    wl_memparams_default(&mem);
    wl_expr_analysis xa;
    wl_expr_problem pb;
    wl_error err;
    e->analysis_ok =
        wl_expr_analyze(&e->x, e->expr_n, e->spec.param, e->spec.warp, &mem, &xa, &pb, &err) == 0;
    snprintf(e->an_err, sizeof e->an_err, "%s", e->analysis_ok ? "" : err.msg);
    if (e->analysis_ok)
        e->analysis = xa.analysis;
    wl_measurement m;
    e->pred_ok = e->consts && e->analysis_ok &&
                 wl_expr_predict(&e->x, e->spec.param, 1, working_set_bytes(e), e->consts, &m,
                                 &e->pred, &err) == 0;
    e->other_ok = false;
}

void wl_experiment_expr_curve(wl_experiment *e)
{
    if (!e->consts)
        return;
    for (int i = 0; i < e->track.n; i++) {
        wl_measurement m;
        wl_error err;
        if (wl_expr_predict(&e->x, e->track.value[i], 1, working_set_bytes(e), e->consts, &m, NULL,
                            &err) == 0)
            wl_chart_set(&e->chart, WL_SERIES_MODEL, i, m.gbps_median);
    }
}
