/* The one entry point of the launchers: checks the launch through the kernel
 * family registry (src/model/wl_family.h, linked in) and finds the launcher
 * of the row's source function. No kernel facts are restated here. */
#include <string.h>

#include "wl_family.h"
#include "wl_launch.h"
#include "wl_launchers.h"

/* Every launcher, by the source function the registry names. */
static const wl_launcher launchers[] = {
    {"wl_offset", wl_launch_offset},
    {"wl_stride", wl_launch_stride},
    {"wl_aos", wl_launch_aos},
    {"wl_soa", wl_launch_soa},
    {"wl_transpose_naive", wl_launch_transpose_naive},
    {"wl_transpose_readco", wl_launch_transpose_readco},
    {"wl_transpose_tiled", wl_launch_transpose_tiled},
    {"wl_vector", wl_launch_vector},
    {"wl_banks_read", wl_launch_banks_read},
    {"wl_banks_write", wl_launch_banks_write},
    {"wl_transpose_pad", wl_launch_transpose_pad},
};

static const wl_launcher *launcher_of(const wl_family *f)
{
    for (size_t i = 0; i < sizeof launchers / sizeof launchers[0]; i++)
        if (strcmp(launchers[i].function, f->source_function) == 0)
            return &launchers[i];
    return NULL;
}

extern "C" bool wl_launch_has_kernel(int kernel)
{
    const wl_family *f = wl_family_of((wl_kernel)kernel);
    return f && launcher_of(f) != NULL;
}

extern "C" int wl_launch(const wl_launch_args *args, wl_error *err)
{
    if (!args || !args->a)
        return WL_CU(cudaErrorInvalidValue, err);
    wl_spec s = {(wl_kernel)args->kernel, (wl_type)args->type, args->param, 0, args->unroll, NULL};
    const wl_family *f = wl_family_of(s.kernel);
    const wl_launcher *l = f ? launcher_of(f) : NULL;
    if (!l || wl_spec_validate(&s, NULL) != 0 || args->n == 0 ||
        wl_launch_elements(&s, args->n) != args->n || (f->arrays == 2 && !args->b))
        return WL_CU(cudaErrorInvalidValue, err);
    wl_geometry g;
    f->geometry(f, &s, args->n, &g);
    dim3 grid(g.blocks_x, g.blocks_y), block(g.threads_x, g.threads_y);
    l->launch(args, grid, block);
    return WL_CU(cudaGetLastError(), err);
}
