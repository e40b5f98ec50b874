/* The CUDA devices this build and machine offer, and the versions of what
 * drives them: for info, verify and the lab's header. */
#ifndef WL_DEVICES_H
#define WL_DEVICES_H

#include <stddef.h>

#include "wl_backend.h"
#include "wl_error.h"

/* Every CUDA device (at most max). Returns how many answer; 0 with the
 * reason in err when none does, or in builds without CUDA. */
int wl_list_devices(wl_device_info *out, int max, wl_error *err);

/* CUDA runtime version ("13.0") of this build, or "none". */
void wl_cuda_runtime_version(char *out, size_t outsz);

/* Kernel driver version ("580.159.04") from the NVIDIA driver's proc file,
 * or "unknown". */
void wl_driver_version(char *out, size_t outsz);

#endif
