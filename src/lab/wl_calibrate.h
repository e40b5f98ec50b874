/* `warplab calibrate`: measures the performance model's constants on a GPU
 * with microbenchmarks of its own (kernels/wl_calibrate.cu). */
#ifndef WL_CALIBRATE_H
#define WL_CALIBRATE_H

#include <stdbool.h>
#include <stdio.h>

#include "wl_calibration.h"
#include "wl_error.h"

/* Runs every microbenchmark on `device` and fills out (all fields, the date
 * today, UTC). progress, when not NULL, gets each line to show: the device
 * first, then one line per constant (indented). Returns 0, or -1 with err
 * set. In builds without CUDA it fails at once (WL_EXIT_UNAVAILABLE),
 * before any progress. */
int wl_calibrate_run(int device, wl_calibration *out, void (*progress)(const char *line),
                     wl_error *err);

/* Calibrate on first use: the cached calibration of the GPU `device_name`
 * under this driver in state_dir (wl_calibration_cache_path) into out, or,
 * when there is none, one measured now (a progress line on `progress`
 * unless NULL) and
 * cached atomically. *measured_now says which. A cache file that does not
 * load is an error (file:line, with WL_CALIBRATION_CACHE_ADVICE), never
 * silently measured over, unless it only lacks a newer key. */
int wl_calibration_first_use(const char *state_dir, int device, const char *device_name,
                             FILE *progress, wl_calibration *out, bool *measured_now,
                             wl_error *err);

/* What first use does with a cache file the loader refused (`refused`, as
 * wl_calibration_load left it): one written before the model gained a key
 * is measured again (true); any other fault stays an error, cleared as the
 * advice says. */
bool wl_calibration_cache_remeasured(const wl_calibration *refused);
#define WL_CALIBRATION_CACHE_ADVICE "remove it and warplab measures the GPU again"

#endif
