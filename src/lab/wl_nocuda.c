/* Builds without CUDA: the CUDA side of the lab, every part of it saying so
 * plainly. Compiled only in those builds, in place of the CUDA files
 * (src/lab/CMakeLists.txt), so no other file asks which build it is in. */
#include <stdio.h>

#include "wl_backend_impl.h"
#include "wl_calibrate.h"
#include "wl_lab.h"

#define NO_CUDA "built without CUDA"

/* The cuda backend never opens, so wl_backend_open falls back to the model
 * with this reason; no other entry of the table is ever called. */
static int no_cuda_init(wl_backend *b, int device, wl_error *err)
{
    (void)b;
    (void)device;
    return wl_fail(err, NO_CUDA);
}

const wl_backend_ops wl_cuda_ops = {
    .name = "cuda",
    .init = no_cuda_init,
};

int wl_run_configs(int device, const wl_run_config *cfgs, int count, bool check, wl_error *err)
{
    (void)device;
    (void)cfgs;
    (void)count;
    (void)check;
    return wl_fail_status(err, WL_EXIT_UNAVAILABLE, NO_CUDA ": no kernel can run");
}

int wl_run_expr(int device, const wl_expr_run *r, wl_error *err)
{
    (void)device;
    (void)r;
    return wl_fail_status(err, WL_EXIT_UNAVAILABLE, NO_CUDA ": no kernel can run");
}

int wl_list_devices(wl_device_info *out, int max, wl_error *err)
{
    (void)out;
    (void)max;
    wl_fail(err, NO_CUDA);
    return 0;
}

void wl_cuda_runtime_version(char *out, size_t outsz)
{
    snprintf(out, outsz, "none");
}

int wl_calibrate_run(int device, wl_calibration *out, void (*progress)(const char *line),
                     wl_error *err)
{
    (void)device;
    (void)out;
    (void)progress;
    return wl_fail_status(err, WL_EXIT_UNAVAILABLE, NO_CUDA ": calibration needs a GPU");
}
