#include "wl_selection.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_number.h"
#include "wl_strings.h"

unsigned wl_selection_every_kernel(void)
{
    unsigned bits = 0;
    for (int k = 0; k < wl_family_count(); k++)
        if (wl_family_of((wl_kernel)k)->lanes_from == WL_LANES_KERNEL)
            bits |= WL_KERNEL_BIT(k);
    return bits;
}

static int kernel_item(const char *s, void *ctx)
{
    unsigned *k = ctx, bits;
    wl_kernel kern;
    if (strcmp(s, "all") == 0)
        bits = WL_KERNEL_BIT(WL_KERNEL_OFFSET) | WL_KERNEL_BIT(WL_KERNEL_STRIDE);
    else if (strcmp(s, "every") == 0)
        bits = wl_selection_every_kernel();
    else if (wl_kernel_from_name(s, &kern) == 0)
        bits = WL_KERNEL_BIT(kern);
    else
        return -1;
    if (*k & bits)
        return WL_SELECTION_TWICE;
    *k |= bits;
    return 0;
}

int wl_selection_set_kernels(wl_selection *s, const char *list)
{
    s->kernels = 0;
    return wl_for_each_item(list, kernel_item, &s->kernels);
}

static int type_item(const char *s, void *ctx)
{
    bool *t = ctx;
    wl_type ty;
    bool pick[WL_TYPE_COUNT] = {false};
    if (strcmp(s, "all") == 0)
        pick[WL_TYPE_F32] = pick[WL_TYPE_F64] = true;
    else if (wl_type_from_name(s, &ty) == 0)
        pick[ty] = true;
    else
        return -1;
    for (int i = 0; i < WL_TYPE_COUNT; i++)
        if (pick[i] && t[i])
            return WL_SELECTION_TWICE;
    for (int i = 0; i < WL_TYPE_COUNT; i++)
        t[i] = t[i] || pick[i];
    return 0;
}

/* A comma list replaces its part of the selection: v[0..n) cleared, then
 * each item marks its own. */
static int set_list(bool *v, size_t n, const char *list, int (*item)(const char *, void *))
{
    memset(v, 0, n * sizeof *v);
    return wl_for_each_item(list, item, v);
}

int wl_selection_set_types(wl_selection *s, const char *list)
{
    return set_list(s->types, WL_TYPE_COUNT, list, type_item);
}

static int unroll_item(const char *s, void *ctx)
{
    bool *u = ctx;
    long v;
    if (wl_parse_int(s, 1, WL_UNROLL_MAX, &v) != 0)
        return -1;
    u[v] = true;
    return 0;
}

int wl_selection_set_unrolls(wl_selection *s, const char *list)
{
    return set_list(s->unrolls, WL_UNROLL_MAX + 1, list, unroll_item);
}

static bool any(const bool *v, int n)
{
    for (int i = 0; i < n; i++)
        if (v[i])
            return true;
    return false;
}

void wl_selection_default(wl_selection *s, const wl_selection *fallback)
{
    if (!s->kernels)
        s->kernels = fallback->kernels;
    if (!any(s->types, WL_TYPE_COUNT))
        memcpy(s->types, fallback->types, sizeof s->types);
    if (!any(s->unrolls, WL_UNROLL_MAX + 1))
        memcpy(s->unrolls, fallback->unrolls, sizeof s->unrolls);
}

int wl_kernel_params(wl_kernel k, wl_type t, const int *matrices, int nmatrices, int *out)
{
    wl_param_range r;
    wl_kernel_param_range(k, &r);
    if (r.kind == WL_PARAM_MATRIX) { /* a command's own sizes: a sweep's, a check's */
        int n = nmatrices < WL_PARAMS_MAX ? nmatrices : WL_PARAMS_MAX;
        memcpy(out, matrices, (size_t)n * sizeof *matrices);
        return n;
    }
    wl_spec s;
    wl_spec_default(k, t, &s);
    const wl_family *f = wl_family_of(k);
    return f->param_values(f, &s, out, WL_PARAMS_MAX);
}

/* The selected families a test picks, their names comma separated into out
 * ("" when none); returns how many. */
static int names_where(const wl_selection *s, bool (*pick)(const wl_family *f), char *out,
                       size_t outsz)
{
    int n = 0;
    size_t len = 0;
    out[0] = '\0';
    for (int k = 0; k < wl_family_count(); k++) {
        if (!(s->kernels & WL_KERNEL_BIT(k)) || !pick(wl_family_of((wl_kernel)k)))
            continue;
        if (len < outsz) {
            int w = snprintf(out + len, outsz - len, "%s%s", n ? ", " : "",
                             wl_kernel_name((wl_kernel)k));
            len += w > 0 ? (size_t)w : 0;
        }
        n++;
    }
    return n;
}

static bool fixed_work(const wl_family *f)
{
    return f->unroll_max == 1;
}

static bool own_size(const wl_family *f)
{
    return f->sized_by != WL_SIZED_BY_WORKING_SET;
}

static bool any_family(const wl_family *f)
{
    (void)f;
    return true;
}

int wl_selection_fixed_skipped(const wl_selection *s, char *out, size_t outsz)
{
    bool above_one = false;
    for (int u = 2; u <= WL_UNROLL_MAX; u++)
        above_one = above_one || s->unrolls[u];
    if (!above_one) {
        out[0] = '\0';
        return 0;
    }
    return names_where(s, fixed_work, out, outsz);
}

int wl_selection_own_size(const wl_selection *s, char *out, size_t outsz, int *selected)
{
    char all[512];
    *selected = names_where(s, any_family, all, sizeof all);
    return names_where(s, own_size, out, outsz);
}

/* Walks the selection; fills out when it is not NULL. Returns the count. */
static int walk(const wl_selection *s, const int *matrices, int nmatrices, wl_spec *out)
{
    int n = 0, params[WL_PARAMS_MAX];
    for (int t = 0; t < WL_TYPE_COUNT; t++)
        for (int u = 1; u <= WL_UNROLL_MAX; u++)
            for (int k = 0; k < wl_family_count(); k++) {
                if (!s->types[t] || !s->unrolls[u] || !(s->kernels & WL_KERNEL_BIT(k)))
                    continue;
                if (u > wl_family_of((wl_kernel)k)->unroll_max)
                    continue;
                int np = wl_kernel_params((wl_kernel)k, (wl_type)t, matrices, nmatrices, params);
                for (int i = 0; i < np; i++, n++) {
                    if (!out)
                        continue;
                    wl_spec_default((wl_kernel)k, (wl_type)t, &out[n]);
                    out[n].param = params[i];
                    out[n].unroll = u;
                }
            }
    return n;
}

int wl_selection_specs(const wl_selection *s, const int *matrices, int nmatrices, wl_spec **out)
{
    int n = walk(s, matrices, nmatrices, NULL);
    *out = calloc((size_t)n + 1, sizeof **out);
    if (!*out)
        return -1;
    return walk(s, matrices, nmatrices, *out);
}
