/* `warplab calibrate`: measures the performance model's constants on a GPU
 * with microbenchmarks of its own (kernels/wl_calibrate.cu). Only in builds
 * with CUDA. */
#ifndef WL_CALIBRATE_H
#define WL_CALIBRATE_H

#include <stddef.h>

#include "wl_calibration.h"

/* Runs every microbenchmark on `device` and fills out (all fields, the date
 * today, UTC). progress, when not NULL, gets one line per constant. Returns
 * 0, or -1 with the reason in why. */
int wl_calibrate_run(int device, wl_calibration *out, void (*progress)(const char *line), char *why,
                     size_t whysz);

#endif
