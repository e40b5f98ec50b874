/* The model backend: no GPU, so every figure is a prediction of the
 * performance model (wl_perf.h) with the constants of a calibration file,
 * the shipped NVIDIA H200 one unless --calibration names another. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_backend_impl.h"
#include "wl_calibration.h"
#include "wl_lab.h"

static int model_init(wl_backend *b, int device, wl_error *err)
{
    (void)b;
    (void)device;
    (void)err;
    return 0;
}

static int model_describe(wl_backend *b, wl_device_info *out, wl_error *err)
{
    (void)err;
    memset(out, 0, sizeof *out);
    out->index = -1;
    snprintf(out->name, sizeof out->name, "performance model (predictions, no GPU)");
    char label[160];
    if (b->cal) {
        wl_calibration_label(b->cal, label, sizeof label);
        snprintf(out->note, sizeof out->note, "predicted: %s", label);
    } else {
        snprintf(out->note, sizeof out->note, "no calibration found: no predictions");
    }
    return 0;
}

static int model_measure(wl_backend *b, const wl_measure_request *req, wl_measurement *out,
                         wl_error *err)
{
    if (!b->cal)
        return wl_fail(err, "no calibration file: the model cannot predict (see --calibration)");
    size_t size = req->size_bytes ? req->size_bytes : wl_default_size(0);
    if (wl_predict(&req->spec, size, &b->cal->consts, out, NULL, err) != 0)
        return -1;
    out->id = req->id;
    return 0;
}

static void model_shutdown(wl_backend *b)
{
    b->state = NULL;
}

const wl_backend_ops wl_model_ops = {
    .name = "model",
    .init = model_init,
    .describe = model_describe,
    .measure = model_measure,
    .shutdown = model_shutdown,
};
