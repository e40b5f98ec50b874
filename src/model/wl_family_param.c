/* Parameter rules the registry's rows share: a range stepped through, one
 * point for a family without a parameter, and the range check. */
#include "wl_family_rows.h"

int wl_family_range_values(const wl_family *f, const wl_spec *spec, int *out, int max)
{
    (void)spec;
    int n = 0;
    for (int p = f->param.min; p <= f->param.max && n < max; p += f->param.step)
        out[n++] = p;
    return n;
}

int wl_family_one_value(const wl_family *f, const wl_spec *spec, int *out, int max)
{
    (void)f;
    (void)spec;
    if (max < 1)
        return 0;
    out[0] = 0;
    return 1;
}

int wl_family_check_range(const wl_family *f, const wl_spec *spec, wl_error *err)
{
    const wl_param_range *r = &f->param;
    if (r->kind == WL_PARAM_NONE)
        return 0;
    if (spec->param < r->min || spec->param > r->max)
        return wl_fail(err, "%s %d is out of range; %s must be %d..%d", r->name, spec->param,
                       r->name, r->min, r->max);
    return 0;
}
