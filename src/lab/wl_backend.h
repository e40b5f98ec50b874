/* Measuring an experiment: one small table of functions per backend.
 * `cuda` times the real kernel; `model` predicts from the access model and is
 * always built, so warplab teaches on machines without a GPU. */
#ifndef WL_BACKEND_H
#define WL_BACKEND_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_error.h"
#include "wl_model.h"
#include "wl_timing.h"

typedef struct wl_device_info {
    int index;
    char name[256];
    int cc_major, cc_minor;
    int sm_count;
    size_t l2_bytes;
    size_t mem_total, mem_free;
    double theoretical_gbps; /* memory clock x bus width */
    /* Where the figures come from, one line: the model says which copy
     * ceiling its predictions scale (and where that was measured). */
    char note[192];
} wl_device_info;

typedef struct wl_measure_request {
    /* kernel, type, param, unroll and, for a custom experiment, spec.expr
     * (which must outlive the call); warp and n are ignored */
    wl_spec spec;
    size_t size_bytes; /* working set; 0 = the default for this device */
    int reps;          /* timed repetitions; 0 = default */
    wl_timing timing;  /* how the launches are timed (wl_timing.h) */
    unsigned long id;  /* caller's tag, echoed in the result */
} wl_measure_request;

typedef struct wl_measurement {
    unsigned long id;
    bool predicted;     /* true: a model prediction, not a measurement */
    double gbps_median; /* effective: bytes asked for (read + write) / time */
    double gbps_min, gbps_max;
    double ms_median;
    double copy_ceiling_gbps; /* device-to-device copy, same run */
    double pct_of_copy;       /* gbps_median / copy ceiling * 100 */
    /* Working set actually used: the elements the launch processes (N*N
     * for the transposes) times their size, never the array's extent, so a
     * prediction at size_bytes is of the same launch. */
    size_t size_bytes;
    size_t bytes_moved; /* useful bytes per launch */
    int reps;
    /* Custom experiments: NVRTC's compile time (0 when the session's cache
     * had the kernel), the wall time of the whole request, and why the
     * model answered on a GPU backend ("" when it did not). */
    double compile_ms, wall_ms;
    char note[160];
} wl_measurement;

typedef struct wl_backend wl_backend;

/* Each returns 0, or -1 with err set (one line). */
typedef struct wl_backend_ops {
    const char *name;                                      /* "cuda" or "model" */
    int (*init)(wl_backend *b, int device, wl_error *err); /* device: index to open */
    int (*describe)(wl_backend *b, wl_device_info *out, wl_error *err);
    int (*measure)(wl_backend *b, const wl_measure_request *req, wl_measurement *out,
                   wl_error *err);
    void (*shutdown)(wl_backend *b);
} wl_backend_ops;

struct wl_calibration;

struct wl_backend {
    const wl_backend_ops *ops;
    const struct wl_calibration *cal; /* the model's constants; may be NULL */
    void *state;
};

/* Opens cuda when a device answers, unless force_model; otherwise the model
 * backend, with the reason it answers in why (one line, e.g. "built without
 * CUDA", "no CUDA device (cudaErrorNoDevice)"; "" when cuda opened). Never
 * fails: the model is always there. cal gives the model backend its
 * constants (loaded once by the caller, who keeps it alive while the backend
 * is open); NULL leaves it without them. */
void wl_backend_open(wl_backend *b, bool force_model, int device, const struct wl_calibration *cal,
                     wl_error *why);
void wl_backend_close(wl_backend *b);

#endif
