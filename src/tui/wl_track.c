#include "wl_track.h"

#include <stdio.h>
#include <string.h>

static void add_range(wl_track *t, int lo, int hi)
{
    for (int v = lo; v <= hi && t->n < WL_TRACK_MAX; v++)
        t->value[t->n++] = v;
}

static void add_doubling(wl_track *t, int lo, int hi)
{
    for (int v = lo; v <= hi && t->n < WL_TRACK_MAX; v *= 2)
        t->value[t->n++] = v;
}

static int spec_value(wl_slider kind, const wl_spec *spec)
{
    switch (kind) {
    case WL_SLIDER_LAYOUT:
        return spec->kernel == WL_KERNEL_SOA ? 1 : 0;
    case WL_SLIDER_UNROLL:
        return spec->unroll;
    default:
        return spec->param;
    }
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

void wl_track_for(wl_slider kind, const wl_spec *spec, wl_track *out)
{
    memset(out, 0, sizeof *out);
    out->kind = kind;
    out->name = kind == WL_SLIDER_NONE ? NULL : wl_slider_name(kind);
    wl_param_range r;
    wl_kernel_param_range(spec->kernel, &r);
    switch (kind) {
    case WL_SLIDER_OFFSET:
    case WL_SLIDER_STRIDE:
        add_range(out, r.min, r.max);
        break;
    case WL_SLIDER_N:
        add_doubling(out, WL_MATRIX_MIN, WL_MATRIX_MAX);
        break;
    case WL_SLIDER_LAYOUT:
        add_range(out, 0, 1);
        return;
    case WL_SLIDER_UNROLL:
        add_doubling(out, 1, WL_UNROLL_MAX);
        break;
    default:
        return;
    }
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
        spec->kernel = v ? WL_KERNEL_SOA : WL_KERNEL_AOS;
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
        snprintf(out, outsz, "%s", t->value[i] ? "soa" : "aos");
    else if (t->kind == WL_SLIDER_UNROLL)
        snprintf(out, outsz, "x%d", t->value[i]);
    else
        snprintf(out, outsz, "%d", t->value[i]);
}
