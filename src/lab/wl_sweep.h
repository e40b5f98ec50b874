/* A sweep: every parameter of a few kernels, types and unroll settings,
 * measured (or predicted) through a backend and printed as a table, CSV or
 * JSON, optionally with the reference measurements beside each point. */
#ifndef WL_SWEEP_H
#define WL_SWEEP_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_backend.h"
#include "wl_error.h"
#include "wl_model.h"
#include "wl_calibration.h"
#include "wl_reference.h"
#include "wl_selection.h"

typedef enum wl_sweep_format { WL_SWEEP_TEXT, WL_SWEEP_CSV, WL_SWEEP_JSON } wl_sweep_format;

typedef struct wl_sweep_options {
    wl_selection sel;  /* empty parts: offset and stride, f32, unroll 1 */
    size_t size_bytes; /* 0: the device's default */
    bool seed_size;
    int reps; /* 0: default */
    /* How each point's launches are timed (wl_timing.h); the reference
     * shown beside them is a run timed the same way. */
    wl_timing timing;
    wl_sweep_format format;
    const char *save_path;
    const char *data_dir;
    const char *calibration_path; /* NULL: the data directory's */
    /* Where a GPU's calibration is cached (wl_calibration_first_use); NULL:
     * the shipped calibration predicts. Ignored with calibration_path. */
    const char *state_dir;
    bool force_model;
    int device;
    bool no_reference;
    /* A custom experiment instead of the kernels: every s of its slider
     * range, its type, each unroll of sel. Must outlive the sweep. */
    const struct wl_expr_experiment *expr;
} wl_sweep_options;

/* Matrix sizes the transposes are swept over. */
#define WL_SWEEP_MATRIX_SIZES                                                                      \
    {                                                                                              \
        2048, 4096, 8192, 16384                                                                    \
    }

void wl_sweep_options_default(wl_sweep_options *o); /* offset,stride f32 unroll 1 */

/* One point of a sweep and what came of it. */
typedef struct wl_sweep_point {
    wl_spec spec;
    wl_measurement m;
    double load_spr, store_spr; /* model sectors per request */
    const wl_ref_point *ref;    /* reference figure for the same point, or NULL */
    wl_prediction pred;         /* the performance model's, when have_pred */
    bool have_pred;
} wl_sweep_point;

/* The points the options name, in output order. Returns the count (the
 * array is malloc'ed), or -1. */
int wl_sweep_points(const wl_sweep_options *o, wl_sweep_point **out);

/* Runs the whole sweep and prints it. Returns 0, or -1 with err set. */
int wl_sweep_run(const wl_sweep_options *o, wl_error *err);

/* What the printers need besides the points. */
typedef struct wl_sweep_context {
    const char *backend; /* "cuda" or "model" */
    bool predicted;
    wl_error why; /* why the model answers (msg "" when it does not) */
    wl_device_info device;
    const wl_reference *ref; /* NULL when none is shown */
    char ref_label[256];
    wl_calibration cal; /* the model's constants (predictions) */
    bool have_cal;
    const struct wl_expr_experiment *expr; /* the custom experiment, or NULL */
    wl_timing timing;                      /* how the measured points were timed */
} wl_sweep_context;

/* "offset", ..., or "expr" for a custom experiment's points. */
const char *wl_sweep_kernel_label(const wl_spec *s);

/* What a prediction beside --timing seed says: the model times launches
 * back to back only (lesson 6: the seed's way runs slower at a few MiB). */
#define WL_SWEEP_PREDICTED_TIMING                                                                  \
    "the model predicts launches timed back to back (warplab's way), not each launch alone "       \
    "as --timing seed times them, which at a few MiB runs slower"
void wl_sweep_print_text(const wl_sweep_context *c, const wl_sweep_point *p, int n);
void wl_sweep_print_csv(const wl_sweep_context *c, const wl_sweep_point *p, int n);
void wl_sweep_print_json(FILE *out, const wl_sweep_context *c, const wl_sweep_point *p, int n);

#endif
