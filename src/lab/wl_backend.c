/* Choosing a backend: cuda when it was built and a device answers, otherwise
 * the model, with the reason in one line. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "wl_backend_impl.h"

void wl_backend_set_error(wl_backend *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(b->error, sizeof b->error, fmt, ap);
    va_end(ap);
}

static int open_with(wl_backend *b, const wl_backend_ops *ops, int device,
                     const struct wl_calibration *cal, char *why, size_t whysz)
{
    memset(b, 0, sizeof *b);
    b->ops = ops;
    b->cal = cal;
    return ops->init(b, device, why, whysz);
}

int wl_backend_open(wl_backend *b, bool force_model, int device, const struct wl_calibration *cal,
                    char *why, size_t whysz)
{
    char reason[256] = "";
#ifdef WARPLAB_HAVE_CUDA
    if (!force_model) {
        if (open_with(b, &wl_cuda_ops, device, cal, reason, sizeof reason) == 0) {
            if (why && whysz)
                why[0] = '\0';
            return 0;
        }
    } else {
        snprintf(reason, sizeof reason, "--cpu asks for the model");
    }
#else
    (void)device;
    snprintf(reason, sizeof reason,
             force_model ? "--cpu asks for the model" : "built without CUDA");
#endif
    if (why && whysz)
        snprintf(why, whysz, "%s", reason);
    char ignored[64];
    return open_with(b, &wl_model_ops, 0, cal, ignored, sizeof ignored);
}

void wl_backend_close(wl_backend *b)
{
    if (b && b->ops) {
        b->ops->shutdown(b);
        b->ops = NULL;
        b->state = NULL;
    }
}
