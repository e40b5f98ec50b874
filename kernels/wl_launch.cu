/* The one entry point of the launchers: picks the family and checks the spec. */
#include "wl_launch.h"
#include "wl_model.h"

extern "C" int wl_launch_linear(const wl_launch_args *args, wl_error *err);
extern "C" int wl_launch_transpose(const wl_launch_args *args, wl_error *err);

extern "C" size_t wl_launch_extent(int kernel, int param, size_t n)
{
    switch (kernel) {
    case WL_KERNEL_OFFSET:
        return n + (size_t)param;
    case WL_KERNEL_STRIDE:
        return n * (size_t)param;
    case WL_KERNEL_AOS:
        return 3 * n;
    case WL_KERNEL_SOA:
        return n;
    default: /* transposes: one N x N matrix */
        return (size_t)param * (size_t)param;
    }
}

extern "C" int wl_launch(const wl_launch_args *args, wl_error *err)
{
    if (!args || !args->a || (unsigned)args->kernel >= WL_KERNEL_COUNT ||
        (unsigned)args->type >= WL_TYPE_COUNT)
        return WL_CU(cudaErrorInvalidValue, err);
    if (args->kernel == WL_KERNEL_OFFSET && (args->param < 0 || args->param > 32))
        return WL_CU(cudaErrorInvalidValue, err);
    if (args->kernel == WL_KERNEL_STRIDE && (args->param < 1 || args->param > 32))
        return WL_CU(cudaErrorInvalidValue, err);
    if (args->kernel == WL_KERNEL_TRANSPOSE_NAIVE || args->kernel == WL_KERNEL_TRANSPOSE_READCO ||
        args->kernel == WL_KERNEL_TRANSPOSE_TILED)
        return wl_launch_transpose(args, err);
    return wl_launch_linear(args, err);
}
