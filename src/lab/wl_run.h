/* Kernels launched once, outside the timing loop: what verify profiles under
 * Nsight Compute, run-one launches and the sanitizers check. */
#ifndef WL_RUN_H
#define WL_RUN_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_error.h"
#include "wl_model.h"
#include "wl_selection.h"

/* Running kernels outside the timing loop (what verify profiles and the
 * sanitizers check). Only in builds with CUDA; elsewhere they fail with
 * "built without CUDA". */
typedef struct wl_run_config {
    wl_spec spec; /* kernel, type, param, unroll */
    size_t n;     /* elements (one-dimensional kernels); ignored for transposes */
} wl_run_config;

/* "offset:f32:3:4" (kernel:type:param:unroll), param and unroll optional;
 * n comes from the caller. Returns 0, or -1 with err set. */
int wl_run_config_parse(const char *s, wl_run_config *out, wl_error *err);

/* Launches each configuration once on fresh, initialised buffers on `device`,
 * waiting for each. With check, also copies the result back and compares
 * every element with what the kernel should have done (and that nothing else
 * changed). Returns 0, or -1 with the first failure in err. */
int wl_run_configs(int device, const wl_run_config *cfgs, int count, bool check, wl_error *err);

/* Elements verify profiles per one-dimensional launch: a few MiB, enough
 * warps for the averages, quick to replay under the profiler. */
#define WL_VERIFY_ELEMENTS ((size_t)1 << 20)
/* Matrix sizes verify profiles the transposes at. */
#define WL_VERIFY_MATRIX_SIZES                                                                     \
    {                                                                                              \
        64, 1024, 2048                                                                             \
    }

/* Every configuration verify checks for a selection (wl_selection_specs at
 * WL_VERIFY_MATRIX_SIZES), each of n elements. Returns the count (*out
 * malloc'ed), or -1. */
int wl_verify_configs(const wl_selection *sel, size_t n, wl_run_config **out);

#endif
