/* Defaults and validation of the experiments the lab offers;
 * each family's own facts are its row in the registry (wl_family.c). */
#include <stdio.h>
#include <string.h>

#include "wl_family.h"

/* The row's default parameter, or where a type allows less (vector width 4
 * of f64), the last value it allows. */
void wl_spec_default(wl_kernel k, wl_type t, wl_spec *out)
{
    wl_param_range r;
    wl_kernel_param_range(k, &r);
    *out = (wl_spec){.kernel = k, .type = t, .param = r.def, .warp = 0, .unroll = 1};
    const wl_family *f = wl_family_of(k);
    int values[WL_PARAM_VALUES_MAX];
    if (f && (unsigned)t < WL_TYPE_COUNT && f->check_param(f, out, NULL) != 0) {
        int n = f->param_values(f, out, values, WL_PARAM_VALUES_MAX);
        if (n > 0)
            out->param = values[n - 1];
    }
}

int wl_spec_validate(const wl_spec *spec, wl_error *err)
{
    const wl_family *f = wl_family_of(spec->kernel);
    if (!f)
        return wl_fail(err, "unknown kernel; kernels are %s", wl_kernel_names_list());
    if ((unsigned)spec->type >= WL_TYPE_COUNT)
        return wl_fail(err, "unknown type; types are f32, f64");
    if (f->check_param(f, spec, err) != 0)
        return -1;
    if (spec->unroll < 1 || spec->unroll > WL_UNROLL_MAX)
        return wl_fail(err, "unroll %d is out of range; unroll must be 1..%d", spec->unroll,
                       WL_UNROLL_MAX);
    if (spec->unroll > f->unroll_max)
        return wl_fail(err, "unroll applies to the kernels that unroll, not %s (unroll %d)",
                       f->name, spec->unroll);
    long warps = wl_spec_warp_count(spec);
    if (spec->warp < 0 || spec->warp >= warps)
        return wl_fail(err, "warp %ld is out of range; warp must be 0..%ld", spec->warp, warps - 1);
    return 0;
}

int wl_kernel_useful_bytes_per_element(wl_kernel k, wl_type t)
{
    (void)k; /* every kernel reads one element and writes one */
    return 2 * wl_type_bytes(t);
}
