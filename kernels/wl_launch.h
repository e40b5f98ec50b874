/* Launchers for the lab's kernels: a plain C interface over the kernels (kernels/ *.cu), the
 * only files with <<< >>>. The addressing of every kernel is the one the access
 * model (src/model/wl_addresses.c) describes, warp instruction for warp
 * instruction; `warplab verify` checks it against the hardware counters. */
#ifndef WL_LAUNCH_H
#define WL_LAUNCH_H

#include <stdbool.h>
#include <stddef.h>

#include <cuda_runtime_api.h>

#include "wl_error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Every CUDA call goes through WL_CU: on failure it sets err (which may be
 * NULL, for clean-up whose failure changes nothing) to
 * "file:line: expression: cudaErrorName (description)" and evaluates to -1;
 * on success to 0. */
#define WL_CU(call, err) wl_cuda_check((call), #call, __FILE__, __LINE__, (err))

int wl_cuda_check(cudaError_t status, const char *expr, const char *file, int line, wl_error *err);

/* One launch. kernel and type take the values of wl_kernel and wl_type. */
typedef struct wl_launch_args {
    int kernel;
    int type;
    int param;  /* the slider: offset, stride, N (transposes), width (vector), pad */
    int unroll; /* 1..16 where the family unrolls; 1 for the transposes */
    void *a;    /* the array (in place), the structs (aos), x (soa), or `in` */
    void *b;    /* `out` of the transposes; unused otherwise */
    size_t n;   /* elements: whole blocks (wl_launch_elements of the model) */
    cudaStream_t stream;
} wl_launch_args;

/* Whether kernels/ has a launcher for the family's source function. */
bool wl_launch_has_kernel(int kernel);

/* Launches the kernel and checks the launch (not its completion). Returns 0,
 * or -1 with err set. */
int wl_launch(const wl_launch_args *args, wl_error *err);

#ifdef __cplusplus
}
#endif

#endif
