/* Builds without CUDA cannot launch kernels; say so plainly. Compiled only
 * in those builds (src/lab/CMakeLists.txt). */
#include <stdio.h>

#include "wl_lab.h"

int wl_run_configs(int device, const wl_run_config *cfgs, int count, bool check, wl_error *err)
{
    (void)device;
    (void)cfgs;
    (void)count;
    (void)check;
    return wl_fail(err, "built without CUDA: no kernel can run");
}

int wl_run_expr(int device, const wl_expr_run *r, wl_error *err)
{
    (void)device;
    (void)r;
    return wl_fail(err, "built without CUDA: no kernel can run");
}

int wl_list_devices(wl_device_info *out, int max, wl_error *err)
{
    (void)out;
    (void)max;
    wl_fail(err, "built without CUDA");
    return 0;
}

void wl_cuda_runtime_version(char *out, size_t outsz)
{
    snprintf(out, outsz, "none");
}
