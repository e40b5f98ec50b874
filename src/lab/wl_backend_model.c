/* The model backend: no GPU, so every figure is a prediction, the copy
 * ceiling scaled by the useful share of the DRAM bytes the model says a kernel
 * moves. The ceiling is the one measured with the reference data (on an
 * NVIDIA H200) when that file is found, else the H200 figure built in. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_backend_impl.h"
#include "wl_lab.h"
#include "wl_reference.h"

typedef struct model_state {
    double ceiling_gbps;
    char source[176];
} model_state;

static int model_init(wl_backend *b, int device, char *why, size_t whysz)
{
    (void)device;
    (void)why;
    (void)whysz;
    model_state *s = calloc(1, sizeof *s);
    if (!s)
        return -1;
    wl_reference ref;
    wl_error err;
    bool have_ref = wl_reference_load_default(NULL, &ref, &err) == 0;
    s->ceiling_gbps = wl_model_ceiling_gbps(have_ref ? &ref : NULL);
    if (have_ref && ref.copy_ceiling_gbps > 0)
        snprintf(s->source, sizeof s->source, "copy ceiling %.0f GB/s measured on %.64s, %.31s",
                 ref.copy_ceiling_gbps, ref.device, ref.date);
    else
        snprintf(s->source, sizeof s->source,
                 "copy ceiling %.0f GB/s, an NVIDIA H200's (no reference data found)",
                 s->ceiling_gbps);
    if (have_ref)
        wl_reference_free(&ref);
    b->state = s;
    return 0;
}

static int model_describe(wl_backend *b, wl_device_info *out)
{
    const model_state *s = b->state;
    memset(out, 0, sizeof *out);
    out->index = -1;
    snprintf(out->name, sizeof out->name, "access model (predictions, no GPU)");
    snprintf(out->note, sizeof out->note, "predicted: %.176s", s->source);
    return 0;
}

static int model_measure(wl_backend *b, const wl_measure_request *req, wl_measurement *out)
{
    const model_state *s = b->state;
    wl_error err;
    size_t size = req->size_bytes ? req->size_bytes : wl_default_size(0);
    if (wl_predict(&req->spec, size, s->ceiling_gbps, out, &err) != 0) {
        wl_backend_set_error(b, "%s", err.msg);
        return -1;
    }
    out->id = req->id;
    return 0;
}

static const char *model_last_error(wl_backend *b)
{
    return b->error;
}

static void model_shutdown(wl_backend *b)
{
    free(b->state);
    b->state = NULL;
}

const wl_backend_ops wl_model_ops = {
    .name = "model",
    .init = model_init,
    .describe = model_describe,
    .measure = model_measure,
    .last_error = model_last_error,
    .shutdown = model_shutdown,
};
