#include "wl_selection.h"

#include <stdlib.h>
#include <string.h>

#include "wl_number.h"
#include "wl_strings.h"

static int kernel_item(const char *s, void *ctx)
{
    bool *k = ctx;
    wl_kernel kern;
    if (strcmp(s, "all") == 0) {
        k[WL_KERNEL_OFFSET] = k[WL_KERNEL_STRIDE] = true;
        return 0;
    }
    if (strcmp(s, "every") == 0) {
        for (int i = 0; i < WL_KERNEL_COUNT; i++)
            k[i] = true;
        return 0;
    }
    if (wl_kernel_from_name(s, &kern) != 0)
        return -1;
    k[kern] = true;
    return 0;
}

int wl_selection_set_kernels(wl_selection *s, const char *list)
{
    memset(s->kernels, 0, sizeof s->kernels);
    return wl_for_each_item(list, kernel_item, s->kernels);
}

static int type_item(const char *s, void *ctx)
{
    bool *t = ctx;
    wl_type ty;
    if (strcmp(s, "all") == 0) {
        t[WL_TYPE_F32] = t[WL_TYPE_F64] = true;
        return 0;
    }
    if (wl_type_from_name(s, &ty) != 0)
        return -1;
    t[ty] = true;
    return 0;
}

int wl_selection_set_types(wl_selection *s, const char *list)
{
    memset(s->types, 0, sizeof s->types);
    return wl_for_each_item(list, type_item, s->types);
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
    memset(s->unrolls, 0, sizeof s->unrolls);
    return wl_for_each_item(list, unroll_item, s->unrolls);
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
    if (!any(s->kernels, WL_KERNEL_COUNT))
        memcpy(s->kernels, fallback->kernels, sizeof s->kernels);
    if (!any(s->types, WL_TYPE_COUNT))
        memcpy(s->types, fallback->types, sizeof s->types);
    if (!any(s->unrolls, WL_UNROLL_MAX + 1))
        memcpy(s->unrolls, fallback->unrolls, sizeof s->unrolls);
}

int wl_kernel_params(wl_kernel k, const int *matrices, int nmatrices, int *out)
{
    wl_param_range r;
    wl_kernel_param_range(k, &r);
    if (r.kind == WL_PARAM_NONE) {
        out[0] = 0;
        return 1;
    }
    if (r.kind == WL_PARAM_MATRIX) {
        int n = nmatrices < WL_PARAMS_MAX ? nmatrices : WL_PARAMS_MAX;
        memcpy(out, matrices, (size_t)n * sizeof *matrices);
        return n;
    }
    int n = 0;
    for (int p = r.min; p <= r.max && n < WL_PARAMS_MAX; p += r.step)
        out[n++] = p;
    return n;
}

/* Walks the selection; fills out when it is not NULL. Returns the count. */
static int walk(const wl_selection *s, const int *matrices, int nmatrices, wl_spec *out)
{
    int n = 0, params[WL_PARAMS_MAX];
    for (int t = 0; t < WL_TYPE_COUNT; t++)
        for (int u = 1; u <= WL_UNROLL_MAX; u++)
            for (int k = 0; k < WL_KERNEL_COUNT; k++) {
                if (!s->types[t] || !s->unrolls[u] || !s->kernels[k])
                    continue;
                if (wl_kernel_is_transpose((wl_kernel)k) && u != 1)
                    continue;
                int np = wl_kernel_params((wl_kernel)k, matrices, nmatrices, params);
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
