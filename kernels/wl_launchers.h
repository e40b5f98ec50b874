/* The launchers of each kernel file, for wl_launch.cu's table. Each starts
 * one launch of a checked spec (wl_launch validated it through the registry)
 * on args->stream; wl_launch checks the launch. An unroll or width without
 * an instantiation is refused by the registry's check first. */
#ifndef WL_LAUNCHERS_H
#define WL_LAUNCHERS_H

#include "wl_launch.h"
#include "wl_model.h"

typedef void (*wl_launch_fn)(const wl_launch_args *args, dim3 grid, dim3 block);

typedef struct wl_launcher {
    const char *function; /* the kernel's name in its .cu file: wl_<name> */
    wl_launch_fn launch;
} wl_launcher;

/* One launcher per family with a kernel, from the one list. */
#define WL_KERNEL_FAMILY(e, name)                                                                  \
    void wl_launch_##name(const wl_launch_args *args, dim3 grid, dim3 block);
#define WL_GENERATED_FAMILY(e)
#include "wl_families.def"
#undef WL_KERNEL_FAMILY
#undef WL_GENERATED_FAMILY

/* Unroll is a compile-time constant so each thread's values stay in
 * registers: calls Go::template run<U> for U = args->unroll among 1..max. */
template <class Go, int U = 1>
static inline void wl_with_unroll(const wl_launch_args *args, dim3 grid, dim3 block)
{
    if (args->unroll == U)
        Go::template run<U>(args, grid, block);
    else if constexpr (U < WL_UNROLL_MAX)
        wl_with_unroll<Go, U + 1>(args, grid, block);
}

#endif
