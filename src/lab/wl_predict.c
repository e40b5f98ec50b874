/* The performance model's answer as a backend's measurement: what the model
 * backend, a model-mode sweep and every wl_predict caller get, from the
 * one evaluation (wl_eval.h). */
#include <string.h>

#include "wl_eval.h"
#include "wl_lab.h"

void wl_measurement_predicted(const wl_eval *ev, const wl_gpu_consts *c, wl_measurement *out)
{
    const wl_prediction *p = &ev->prediction;
    memset(out, 0, sizeof *out);
    out->predicted = true;
    out->copy_ceiling_gbps = c->dram_bytes_per_s / 1e9;
    out->gbps_median = out->gbps_min = out->gbps_max = p->gbps;
    out->pct_of_copy = p->pct_of_copy;
    out->bytes_moved = ev->bytes_asked;
    /* The elements the launch processes, never the array's extent, so
     * predicting again at this size gives the same launch. */
    out->size_bytes = ev->launch.n * (size_t)wl_type_bytes(ev->launch.spec.type);
    out->ms_median = p->seconds * 1e3;
    out->reps = 0;
}

int wl_predict(const wl_spec *spec, size_t size_bytes, const wl_gpu_consts *c, wl_measurement *out,
               wl_prediction *detail, wl_error *err)
{
    wl_eval ev;
    wl_eval_request req = {
        .spec = *spec, .size_bytes = size_bytes, .want = WL_EVAL_PREDICT, .consts = c};
    if (wl_eval_experiment(&req, &ev, err) != 0)
        return -1;
    wl_measurement_predicted(&ev, c, out);
    if (detail)
        *detail = ev.prediction;
    return 0;
}
