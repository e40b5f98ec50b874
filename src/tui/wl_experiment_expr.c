/* The lab's custom experiment: the student's expressions become a spec of
 * the expression family (analysed and predicted like any other, through
 * wl_eval), with the slider moving s. */
#include "wl_experiment.h"

#include <stdio.h>
#include <string.h>

#include "wl_backend.h"
#include "wl_lab.h"

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
    e->comparing = false;
    wl_expr_spec(&e->x, s_lo <= 1 && 1 <= s_hi ? 1 : s_lo, 1, spec);
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

bool wl_experiment_expr_uses_s(const wl_experiment *e)
{
    unsigned used = wl_expr_vars_used(&e->x.load) | wl_expr_vars_used(&e->x.store);
    return used & (1u << WL_VAR_S);
}

const char *wl_experiment_expr_no_slider(const wl_experiment *e)
{
    return e->spec.expr && !wl_experiment_expr_uses_s(e) ? "the expression does not use s" : NULL;
}

/* No track when neither expression uses s; else s_min..s_max: every value
 * while they fit the track, else the ends and round steps between
 * (-1000000, -900000, ..., 1000000), with the value the experiment opens at
 * (spec.param) always on it. */
void wl_experiment_expr_track(wl_experiment *e)
{
    wl_track *t = &e->track;
    memset(t, 0, sizeof *t);
    t->kind = WL_SLIDER_STRIDE; /* any kind whose value is spec.param */
    if (!wl_experiment_expr_uses_s(e))
        return; /* no track: nothing the slider moved would change */
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
