/* Sizes, defaults and predictions the lab's commands share. Devices
 * (wl_devices.h) and launches outside the timing loop (wl_run.h) have
 * headers of their own; this one includes them. */
#ifndef WL_LAB_H
#define WL_LAB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "wl_backend.h"
#include "wl_clock.h"
#include "wl_error.h"
#include "wl_family.h"
#include "wl_perf.h"
#include "wl_selection.h"
#include "wl_devices.h"
#include "wl_run.h"
#include "wl_units.h"

/* Timed repetitions: the default aims at about WL_POINT_TARGET_MS of kernel
 * time per point, within [WL_REPS_DEFAULT_MIN, WL_REPS_DEFAULT_MAX]. */
#define WL_REPS_MAX 1000
#define WL_REPS_DEFAULT_MIN 9
#define WL_REPS_DEFAULT_MAX 51
#define WL_POINT_TARGET_MS 20.0
#define WL_WARMUP_LAUNCHES 2
/* The smallest and largest working sets --size accepts (the model predicts
 * sizes no GPU holds; 1 PiB keeps every count far inside 64 bits). */
#define WL_MIN_SIZE_BYTES ((size_t)64 * 1024)
#define WL_MAX_SIZE_BYTES ((size_t)1 << 50)
/* The copy ceiling is measured with a copy of this size (each side), or of
 * the working set when that is larger. */
#define WL_COPY_BYTES ((size_t)1 << 30)

/* The default working set for a device whose L2 holds l2_bytes: at least four
 * times the L2 and at least WL_MIN_DEFAULT_SIZE_BYTES, rounded up to MiB. */
size_t wl_default_size(size_t l2_bytes);

/* Bytes the program asks for in one launch (read + write) over a working set
 * of n elements (wl_launch_elements of the model says which it processes). */
size_t wl_bytes_asked(const wl_spec *spec, size_t n);

/* The performance model's prediction for one spec (any family, a custom
 * experiment's through spec->expr) over a working set of size_bytes, from
 * wl_eval_experiment, filled into out (predicted = true) and, when detail
 * is not NULL, the limits behind it. */
int wl_predict(const wl_spec *spec, size_t size_bytes, const wl_gpu_consts *c, wl_measurement *out,
               wl_prediction *detail, wl_error *err);

struct wl_eval;
/* An evaluation's prediction as a backend's measurement (predicted =
 * true): what the model backend answers and a model-mode sweep shows. */
void wl_measurement_predicted(const struct wl_eval *ev, const wl_gpu_consts *c,
                              wl_measurement *out);

struct wl_expr_experiment;
/* A custom experiment launched once (what verify profiles and the
 * sanitizer checks): n elements, whole blocks (wl_launch_elements). */
typedef struct wl_expr_run {
    const struct wl_expr_experiment *x;
    int64_t s;
    int unroll;
    size_t n;
} wl_expr_run;

/* Compiles (NVRTC), loads and launches the experiment once on `device`,
 * waiting for it. Returns 0, or -1 with err set (no NVRTC, no device, ...). */
int wl_run_expr(int device, const wl_expr_run *r, wl_error *err);

#endif
