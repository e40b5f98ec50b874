/* Device opening, description and buffers for the CUDA side of the lab
 * (only in builds with CUDA). */
#ifndef WL_CUDA_UTIL_H
#define WL_CUDA_UTIL_H

#include <stddef.h>

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

#endif
