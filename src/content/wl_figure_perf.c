/* perf: figures: what the performance model (wl_perf.h) predicts for a
 * kernel on the calibrated GPU, the limit that binds it, and the GPU's
 * calibrated constants. A lesson that names the binding limit states it as
 * a checked figure, so the text follows the model. */
#include <stdio.h>
#include <string.h>

#include "wl_eval.h"
#include "wl_figure_ref.h"
#include "wl_names.h"
#include "wl_perf.h"
#include "wl_reference.h"

/* In the order of WL_FIGURE_PERF_BINDING. */
static const char *const perf_fields[] = {"gbps", "pct_of_copy", "binding",
                                          "dram_bytes_per_element", "dram_amplification"};
enum { NPERF_FIELDS = sizeof perf_fields / sizeof perf_fields[0] };

const char *wl_figure_perf_field_names(void)
{
    /* Joined from the table on each call, into a buffer per thread. */
    static _Thread_local char names[128];
    return wl_names_join(names, sizeof names, perf_fields, NPERF_FIELDS, sizeof perf_fields[0]);
}

bool wl_figure_perf_field_is_fraction(int field)
{
    return field >= 0 && field < NPERF_FIELDS && strcmp(perf_fields[field], "pct_of_copy") == 0;
}

int wl_figure_perf_field_parse(const char *name, int *out, wl_error *err)
{
    for (int i = 0; i < NPERF_FIELDS; i++)
        if (strcmp(perf_fields[i], name) == 0) {
            *out = i;
            return 0;
        }
    return wl_fail(err, "unknown prediction field '%s'; fields are %s", name,
                   wl_figure_perf_field_names());
}

/* perf:NAME: the calibrated constants a lesson works a figure out from. */
static double const_l2_mib(const wl_gpu_consts *c)
{
    return c->l2_bytes / 1048576.0;
}
static double const_sms(const wl_gpu_consts *c)
{
    return c->sms;
}
static double const_threads_per_sm(const wl_gpu_consts *c)
{
    return (double)c->warps_per_sm * WL_WARP_SIZE;
}
static double const_latency_ns(const wl_gpu_consts *c)
{
    return c->latency_s * 1e9;
}
static double const_latency_l2_ns(const wl_gpu_consts *c)
{
    return wl_gpu_latency_l2_s(c) * 1e9;
}
static double const_launch_us(const wl_gpu_consts *c)
{
    return c->launch_s * 1e6;
}
static double const_launch_fixed_us(const wl_gpu_consts *c)
{
    return wl_gpu_launch_fixed_s(c) * 1e6;
}
static double const_dram_gbps(const wl_gpu_consts *c)
{
    return c->dram_bytes_per_s / 1e9;
}
/* Every resident thread's one float load outstanding: the most a kernel of
 * one float per thread can have on its way at once. */
static double const_f32_in_flight_bytes(const wl_gpu_consts *c)
{
    return const_sms(c) * const_threads_per_sm(c) * 4.0;
}

static const struct {
    const char *name;
    double (*value)(const wl_gpu_consts *c);
} perf_consts[] = {
    {"l2_mib", const_l2_mib},
    {"sms", const_sms},
    {"threads_per_sm", const_threads_per_sm},
    {"latency_ns", const_latency_ns},
    {"latency_l2_ns", const_latency_l2_ns},
    {"launch_us", const_launch_us},
    {"launch_fixed_us", const_launch_fixed_us},
    {"dram_gbps", const_dram_gbps},
    {"f32_in_flight_bytes", const_f32_in_flight_bytes},
};
enum { NPERF_CONSTS = sizeof perf_consts / sizeof perf_consts[0] };

int wl_figure_perf_value_parse(const char *name, wl_figure_source *out, wl_error *err)
{
    int found = -1;
    for (int i = 0; i < NPERF_CONSTS; i++)
        if (strcmp(perf_consts[i].name, name) == 0)
            found = i;
    if (found < 0) {
        char names[256] = "";
        for (int i = 0; i < NPERF_CONSTS; i++)
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", i ? ", " : "",
                     perf_consts[i].name);
        return wl_fail(err, "'%s' is neither a kernel (%s) nor a calibrated constant (%s)", name,
                       wl_kernel_names_list(), names);
    }
    out->kind = WL_FIGURE_PERF_VALUE;
    snprintf(out->key, sizeof out->key, "%s", name);
    return 0;
}

/* The working set (size_mib, or the main reference run's) a launch is
 * made from, by the same rule as the lab's launches. */
static int working_set(const wl_figure_source *s, const wl_figure_data *data, size_t *bytes,
                       wl_error *err)
{
    double b = s->size_mib   ? s->size_mib * 1048576.0
               : data->nruns ? (double)data->runs[0]->size_bytes
                             : 0;
    if (b <= 0 && wl_spec_uses_working_set(&s->spec))
        return wl_fail(err, "a prediction needs size_mib=N or the reference run's working set");
    *bytes = (size_t)b;
    return 0;
}

int wl_figure_perf_value(const wl_figure_source *s, const wl_figure_data *data, double *value,
                         const char **name, wl_error *err)
{
    if (!data || !data->consts)
        return wl_fail(err, "no GPU calibration to predict with");
    if (s->kind == WL_FIGURE_PERF_VALUE) {
        *value = 0;
        for (int i = 0; i < NPERF_CONSTS; i++)
            if (strcmp(perf_consts[i].name, s->key) == 0)
                *value = perf_consts[i].value(data->consts);
        return 0;
    }
    wl_eval_request req = {.spec = s->spec, .want = WL_EVAL_PREDICT, .consts = data->consts};
    if (working_set(s, data, &req.size_bytes, err) != 0)
        return -1;
    wl_eval ev;
    if (wl_eval_experiment(&req, &ev, err) != 0)
        return -1;
    const wl_prediction p = ev.prediction;
    const wl_traffic *t = &p.traffic;
    const double values[NPERF_FIELDS] = {
        p.gbps,
        p.pct_of_copy / 100.0, /* written with %, so a fraction */
        0,
        /* DRAM's account: a dirtied 64-byte granule costs a whole one */
        t->dram_read_bytes + t->dram_write_cost_bytes,
        (t->dram_read_bytes + t->dram_write_cost_bytes) / t->asked_bytes,
    };
    *value = values[s->field];
    if (name)
        *name = s->field == WL_FIGURE_PERF_BINDING ? wl_limit_name(p.binding) : NULL;
    return 0;
}
