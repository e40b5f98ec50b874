/* One experiment, one evaluation: everything the screens and commands show
 * of an experiment (the warp's accesses, the whole launch's sectors and
 * lines per request and DRAM bytes, the prediction with its limits, the
 * matching reference point) from one call. The lab, `model`, `sweep`,
 * `verify`'s model column and lesson figures all ask it, so a point is
 * analysed and predicted once, the same way everywhere, for every family
 * of the registry (a custom expression included: spec.expr).
 *
 * It lives beside the reference points because it joins them with the
 * model; it knows no backend, no screen and no file. */
#ifndef WL_EVAL_H
#define WL_EVAL_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_error.h"
#include "wl_family.h"
#include "wl_perf.h"
#include "wl_reference.h"

/* What to work out (bits of wl_eval_request.want). */
enum {
    WL_EVAL_ACCESS = 1,    /* analysis: the warp's accesses, whole-launch counts, DRAM */
    WL_EVAL_PREDICT = 2,   /* prediction: the performance model's limits */
    WL_EVAL_REFERENCE = 4, /* the reference point measured for this spec and size */
};

typedef struct wl_eval_request {
    /* The experiment: kernel, type, slider value, warp, unroll, and for the
     * expression family its expressions. spec.n is ignored: the launch
     * processes wl_launch_elements_for_size(size_bytes). */
    wl_spec spec;
    size_t size_bytes;               /* the working set; 0: WL_MIN_DEFAULT_SIZE_BYTES */
    size_t elements;                 /* else: the elements asked, exactly (verify's launch) */
    unsigned want;                   /* WL_EVAL_* bits */
    const wl_memparams *mem;         /* DRAM granules; NULL: the defaults */
    const wl_gpu_consts *consts;     /* the GPU to predict for; NULL: no prediction */
    const wl_reference *const *runs; /* reference runs to match (nruns 0: none) */
    size_t nruns;
} wl_eval_request;

typedef struct wl_eval {
    wl_launch_ctx launch; /* what was evaluated: spec (n set), elements, geometry */
    size_t size_bytes;    /* the working set the launch was made from */
    size_t bytes_asked;   /* read + write the program asks for in the launch */
    /* WL_EVAL_ACCESS: the analysis, or why there is none. With a
     * prediction its DRAM bytes are the prediction's (the one figure every
     * screen prints); without one, the model's count for no particular GPU. */
    bool analysis_ok;
    wl_analysis analysis;
    /* WL_EVAL_PREDICT (with consts): the prediction, or why there is none. */
    bool predicted;
    wl_prediction prediction;
    /* WL_EVAL_REFERENCE: the matching point and its run, or NULL. */
    const wl_ref_point *reference;
    const wl_reference *reference_run;
    /* The first thing that went wrong ("" when nothing did). */
    char why[512];
} wl_eval;

/* Evaluates req into out. Returns 0 when everything asked for was worked
 * out, else -1 with err (and out->why) saying the first thing that was not;
 * what could be worked out is filled either way. */
int wl_eval_experiment(const wl_eval_request *req, wl_eval *out, wl_error *err);

/* The launch a spec runs over a working set: spec with n set to its launch
 * elements (what wl_eval_experiment evaluates). */
void wl_eval_launch(const wl_spec *spec, size_t size_bytes, wl_launch_ctx *out);
/* The same for exactly `elements` asked (rounded to whole blocks). */
void wl_eval_launch_elements(const wl_spec *spec, size_t elements, wl_launch_ctx *out);

#endif
