/* ref: figures: measured points and run-wide figures of the reference data.
 * Only the data structure of wl_reference.h is used here, so the content
 * library does not depend on the lab library; whoever checks lessons loads
 * the data and hands it over. */
#include <stdio.h>
#include <string.h>
#include <threads.h>

#include "wl_reference.h"
#include "wl_figure_ref.h"
#include "wl_names.h"
#include "wl_units.h"

typedef double (*point_fn)(const wl_ref_point *p, const wl_reference *r);

static double pt_gbps(const wl_ref_point *p, const wl_reference *r)
{
    (void)r;
    return p->gbps_median;
}
static double pt_tbps(const wl_ref_point *p, const wl_reference *r)
{
    (void)r;
    return p->gbps_median / 1000.0;
}
static double pt_min(const wl_ref_point *p, const wl_reference *r)
{
    (void)r;
    return p->gbps_min;
}
static double pt_max(const wl_ref_point *p, const wl_reference *r)
{
    (void)r;
    return p->gbps_max;
}
static double pt_ms(const wl_ref_point *p, const wl_reference *r)
{
    (void)r;
    return p->ms_median;
}
static double pt_us(const wl_ref_point *p, const wl_reference *r)
{
    (void)r;
    return p->ms_median * 1000.0;
}
static double pt_pct(const wl_ref_point *p, const wl_reference *r)
{
    return p->gbps_median / r->copy_ceiling_gbps; /* written with %, so a fraction */
}

static const struct {
    const char *name;
    point_fn get;
} point_fields[] = {{"gbps", pt_gbps},      {"tbps", pt_tbps}, {"gbps_min", pt_min},
                    {"gbps_max", pt_max},   {"ms", pt_ms},     {"us", pt_us},
                    {"pct_of_copy", pt_pct}};
enum { NPOINT_FIELDS = sizeof point_fields / sizeof point_fields[0] };

static const char *const run_values[] = {"copy_ceiling_gbps", "copy_ceiling_tbps", "size_mib"};
enum { NRUN_VALUES = sizeof run_values / sizeof run_values[0] };

static char field_names[128], value_names[128];
static once_flag names_once = ONCE_FLAG_INIT;

static void join_names(void)
{
    wl_names_join(field_names, sizeof field_names, &point_fields[0].name, NPOINT_FIELDS,
                  sizeof point_fields[0]);
    wl_names_join(value_names, sizeof value_names, run_values, NRUN_VALUES, sizeof run_values[0]);
}

const char *wl_figure_ref_field_names(void)
{
    call_once(&names_once, join_names);
    return field_names;
}

const char *wl_figure_ref_value_names(void)
{
    call_once(&names_once, join_names);
    return value_names;
}

bool wl_figure_ref_field_is_fraction(int field)
{
    return field >= 0 && field < NPOINT_FIELDS && point_fields[field].get == pt_pct;
}

int wl_figure_ref_field_parse(const char *name, int *out, wl_error *err)
{
    for (int i = 0; i < NPOINT_FIELDS; i++)
        if (strcmp(point_fields[i].name, name) == 0) {
            *out = i;
            return 0;
        }
    return wl_fail(err, "unknown reference field '%s'; fields are %s", name,
                   wl_figure_ref_field_names());
}

int wl_figure_ref_value_parse(const char *name, wl_figure_source *out, wl_error *err)
{
    for (int i = 0; i < NRUN_VALUES; i++)
        if (strcmp(run_values[i], name) == 0) {
            out->kind = WL_FIGURE_REF_VALUE;
            out->constant = i;
            snprintf(out->key, sizeof out->key, "%s", name);
            return 0;
        }
    return wl_fail(err, "'%s' is neither a kernel (%s) nor a reference figure (%s)", name,
                   wl_kernel_names_list(), wl_figure_ref_value_names());
}

static double run_value(const wl_figure_source *t, const wl_reference *ref)
{
    switch (t->constant) {
    case 0:
        return ref->copy_ceiling_gbps;
    case 1:
        return ref->copy_ceiling_gbps / 1000.0;
    default:
        return (double)ref->size_bytes / (1024.0 * 1024.0);
    }
}

/* The run a source names: the main one, or the one of its working set. */
static const wl_reference *find_run(const wl_figure_source *s, const wl_figure_data *data,
                                    wl_error *err)
{
    if (!data || data->nruns == 0) {
        wl_fail(err, "no reference data to check this figure against");
        return NULL;
    }
    const wl_reference *run = wl_reference_run_timed(
        data->runs, data->nruns, (size_t)s->size_mib * 1024 * 1024, (wl_timing)s->timing);
    if (!run) {
        char size[32];
        wl_format_size((size_t)s->size_mib << 20, size, sizeof size);
        wl_fail(err, "no reference run measured a working set of %s timed the %s way", size,
                wl_timing_name((wl_timing)s->timing));
    }
    return run;
}

int wl_figure_ref_value(const wl_figure_source *t, const wl_figure_data *data, double *value,
                        wl_error *err)
{
    const wl_reference *ref = find_run(t, data, err);
    if (!ref)
        return -1;
    if (t->kind == WL_FIGURE_REF_VALUE) {
        *value = run_value(t, ref);
        return 0;
    }
    if (t->kind != WL_FIGURE_REF_POINT)
        return wl_fail(err, "a model: figure comes from the model, not the reference data");
    const wl_ref_point *p = wl_reference_match(&ref, 1, &t->spec, 0, NULL);
    if (!p)
        return wl_fail(err, "the reference data%s has no point %s %s param %d unroll %d",
                       t->size_mib ? " of that working set" : "", wl_kernel_name(t->spec.kernel),
                       wl_type_name(t->spec.type), t->spec.param, t->spec.unroll);
    if (point_fields[t->field].get == pt_pct && ref->copy_ceiling_gbps <= 0)
        return wl_fail(err, "the reference data has no copy ceiling");
    *value = point_fields[t->field].get(p, ref);
    return 0;
}
