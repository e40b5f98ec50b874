/* The one entry point of the launchers: checks the launch through the kernel
 * family registry (src/model/wl_family.h, linked in) and finds the launcher
 * of the row's source function. No kernel facts are restated here. */
#include <string.h>

#include "wl_family.h"
#include "wl_launch.h"
#include "wl_launchers.h"

/* Every launcher, generated from the one list (wl_families.def) in the
 * registry's order; a generated family has none. */
static const wl_launcher launchers[] = {
#define WL_KERNEL_FAMILY(e, name) {"wl_" #name, wl_launch_##name},
#define WL_GENERATED_FAMILY(e) {NULL, NULL},
#include "wl_families.def"
#undef WL_KERNEL_FAMILY
#undef WL_GENERATED_FAMILY
};
static_assert(sizeof launchers / sizeof launchers[0] == WL_KERNEL_COUNT,
              "the launcher table and the kernel enum come from one list");

/* The row's launcher; the source function the row names must be the one
 * the list names (tests/model/test_family.c checks it without CUDA). */
static const wl_launcher *launcher_of(const wl_family *f)
{
    /* A test build's own families (wl_families.def) come after every
     * family the kernels were built with: they have no launcher. */
    if ((size_t)f->kernel >= sizeof launchers / sizeof launchers[0])
        return NULL;
    const wl_launcher *l = &launchers[f->kernel];
    return l->launch && strcmp(l->function, f->source_function) == 0 ? l : NULL;
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
    wl_spec s = wl_spec(); /* every other field zero: no expression, n from args */
    s.kernel = (wl_kernel)args->kernel;
    s.type = (wl_type)args->type;
    s.param = args->param;
    s.unroll = args->unroll;
    s.n = args->n;
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
