#include "wl_track.h"

#include <stdio.h>
#include <string.h>

#include "wl_family.h"

static void add_doubling(wl_track *t, int lo, int hi)
{
    for (int v = lo; v <= hi && t->n < WL_TRACK_MAX; v *= 2)
        t->value[t->n++] = v;
}

/* The layout slider's values are the kernels of the pair, in order. */
static void add_pair(wl_track *t, const wl_family *f)
{
    wl_kernel other;
    if (wl_kernel_from_name(f->partner, &other) != 0)
        return;
    wl_kernel lo = other < f->kernel ? other : f->kernel;
    t->value[t->n++] = (int)lo;
    t->value[t->n++] = (int)(lo == other ? f->kernel : other);
}

static int spec_value(wl_slider kind, const wl_spec *spec)
{
    if (kind == WL_SLIDER_LAYOUT)
        return (int)spec->kernel;
    return kind == WL_SLIDER_UNROLL ? spec->unroll : spec->param;
}

/* Keeps a value the lesson chose even when it is off the usual steps. */
static void insert_value(wl_track *t, int v)
{
    int i = 0;
    while (i < t->n && t->value[i] < v)
        i++;
    if ((i < t->n && t->value[i] == v) || t->n >= WL_TRACK_MAX)
        return;
    memmove(&t->value[i + 1], &t->value[i], (size_t)(t->n - i) * sizeof t->value[0]);
    t->value[i] = v;
    t->n++;
}

/* Everything a slider needs comes from the family's row: its own
 * parameter's values, its partner, how far it unrolls. */
void wl_track_for(wl_slider kind, const wl_spec *spec, wl_track *out)
{
    memset(out, 0, sizeof *out);
    out->kind = kind;
    out->name = kind == WL_SLIDER_NONE ? NULL : wl_slider_name(kind);
    const wl_family *f = wl_family_of(spec->kernel);
    if (kind == WL_SLIDER_NONE || !f || !wl_slider_fits(kind, spec->kernel))
        return;
    if (kind == WL_SLIDER_LAYOUT) {
        add_pair(out, f);
        return;
    }
    if (kind == WL_SLIDER_UNROLL)
        add_doubling(out, 1, f->unroll_max);
    else
        out->n = f->param_values(f, spec, out->value, WL_TRACK_MAX);
    insert_value(out, spec_value(kind, spec));
}

int wl_track_index(const wl_track *t, const wl_spec *spec)
{
    int v = spec_value(t->kind, spec), best = 0;
    for (int i = 0; i < t->n; i++)
        if (t->value[i] <= v)
            best = i;
    return best;
}

void wl_track_apply(const wl_track *t, int i, wl_spec *spec)
{
    if (t->n == 0)
        return;
    i = i < 0 ? 0 : i >= t->n ? t->n - 1 : i;
    int v = t->value[i];
    if (t->kind == WL_SLIDER_LAYOUT)
        spec->kernel = (wl_kernel)v;
    else if (t->kind == WL_SLIDER_UNROLL)
        spec->unroll = v;
    else
        spec->param = v;
    /* A transpose's grid shrinks with N: keep the warp index inside it. */
    long warps = wl_spec_warp_count(spec);
    if (spec->warp >= warps)
        spec->warp = 0;
}

void wl_track_label(const wl_track *t, int i, char *out, size_t outsz)
{
    if (i < 0 || i >= t->n)
        snprintf(out, outsz, "-");
    else if (t->kind == WL_SLIDER_LAYOUT)
        snprintf(out, outsz, "%s", wl_kernel_name((wl_kernel)t->value[i]));
    else if (t->kind == WL_SLIDER_UNROLL)
        snprintf(out, outsz, "x%d", t->value[i]);
    else
        snprintf(out, outsz, "%d", t->value[i]);
}
