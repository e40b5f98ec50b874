/* Choosing a backend: cuda when a device answers, otherwise the model, with
 * the reason in one line. */
#include <string.h>

#include "wl_backend_impl.h"

static int open_with(wl_backend *b, const wl_backend_ops *ops, int device,
                     const struct wl_calibration *cal, wl_error *err)
{
    memset(b, 0, sizeof *b);
    b->ops = ops;
    b->cal = cal;
    return ops->init(b, device, err);
}

void wl_backend_open(wl_backend *b, bool force_model, int device, const struct wl_calibration *cal,
                     wl_error *why)
{
    memset(why, 0, sizeof *why);
    if (force_model)
        wl_fail(why, "--cpu asks for the model");
    else if (open_with(b, &wl_cuda_ops, device, cal, why) == 0)
        return;
    /* The model needs no device and cannot fail to open. */
    open_with(b, &wl_model_ops, 0, cal, NULL);
}

void wl_backend_close(wl_backend *b)
{
    if (b && b->ops) {
        b->ops->shutdown(b);
        b->ops = NULL;
        b->state = NULL;
    }
}
