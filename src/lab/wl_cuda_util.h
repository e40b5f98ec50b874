/* Device opening, description and buffers for the CUDA side of the lab
 * (only in builds with CUDA). */
#ifndef WL_CUDA_UTIL_H
#define WL_CUDA_UTIL_H

#include <stddef.h>

#include <cuda_runtime_api.h>

#include "wl_backend.h"
#include "wl_error.h"

/* Selects `device` and creates its context. Returns 0, or -1 with err in
 * one line: no driver, no device, device N absent, or CUDA's message. */
int wl_cuda_open_device(int device, wl_error *err);

/* Name, compute capability, SMs, L2, memory, theoretical bandwidth. Returns
 * 0, or -1 with err set. */
int wl_cuda_describe(int device, wl_device_info *out, wl_error *err);

/* Device memory that grows on demand and is initialised with a non-zero
 * pattern when allocated. */
typedef struct wl_cuda_buffer {
    void *ptr;
    size_t bytes;
} wl_cuda_buffer;

/* Makes buf hold at least `bytes`, checking free memory first: asking for
 * more than the device has free is a clear error, not a crash. */
int wl_cuda_buffer_reserve(wl_cuda_buffer *buf, size_t bytes, wl_error *err);
void wl_cuda_buffer_release(wl_cuda_buffer *buf);

/* One launch of whatever is timed, on `stream`. */
typedef int (*wl_cuda_launch_fn)(const void *ctx, cudaStream_t stream, wl_error *err);

/* The lab's timing: `reps` launches back to back on `stream`, an event
 * recorded before the first and after each, so the gaps between kernels stay
 * out of the figures. ms[r] gets launch r's time. Returns 0, or -1 with err. */
int wl_cuda_time_back_to_back(cudaStream_t stream, wl_cuda_launch_fn launch, const void *ctx,
                              int reps, double *ms, wl_error *err);

/* The seed's timing (wl_timing.h): each launch alone between its own two
 * events and synchronised after, so the next cannot start while it runs and
 * every time includes starting it. Returns 0, or -1 with err. */
int wl_cuda_time_alone(cudaStream_t stream, wl_cuda_launch_fn launch, const void *ctx, int reps,
                       double *ms, wl_error *err);

/* Sorts v[0..n) ascending and returns its median (n > 0). */
double wl_sorted_median(double *v, int n);

#endif
