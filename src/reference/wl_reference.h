/* Reference measurements: a sweep measured once on a known GPU (the NVIDIA
 * H200 in reference/), shown beside a student's own figures or instead of
 * them when there is no GPU. The file format is described in
 * reference/README.md; in short:
 *
 *     warplab-reference 1
 *     device NVIDIA H200
 *     ...more "key value" lines...
 *     columns kernel type param unroll reps median_gbps min_gbps max_gbps median_ms
 *     offset f32 0 1 50 3712.4 3688.0 3730.9 0.145
 *     ...
 *     date 2026-12-02      (optional: the rows below were measured that day)
 *     ...
 *     end 412
 *
 * A bad line, a missing key or a missing `end` line (a truncated file) is an
 * error "file:line: message". */
#ifndef WL_REFERENCE_H
#define WL_REFERENCE_H

#include <stddef.h>

#include "wl_error.h"
#include "wl_model.h"
#include "wl_timing.h"

#define WL_REFERENCE_FILE "nvidia-h200.txt" /* under <datadir>/reference/ */
/* The same GPU at the seed program's 4 MiB working set (figures with size_mib=4). */
#define WL_REFERENCE_SEED_FILE "nvidia-h200-4mib.txt"
/* The same working set timed the repaired seed program's way (a launch
 * alone, synchronised after it: wl_timing.h); its file says `timing seed`. */
#define WL_REFERENCE_SEED_TIMING_FILE "nvidia-h200-4mib-seed-timing.txt"

typedef struct wl_ref_point {
    wl_kernel kernel;
    wl_type type;
    int param; /* offset, stride or N; 0 for aos and soa */
    int unroll;
    int reps;
    double gbps_median, gbps_min, gbps_max; /* effective bandwidth */
    double ms_median;
    char date[11]; /* day measured, YYYY-MM-DD: the run's, or a `date` line's above it */
} wl_ref_point;

typedef struct wl_reference {
    char device[128]; /* "NVIDIA H200" */
    char compute_capability[16];
    char cuda_runtime[32];    /* CUDA runtime version, "13.0" */
    char driver[32];          /* driver version, "580.159.04" */
    char date[32];            /* ISO date of the measurement */
    size_t size_bytes;        /* working set of the one-dimensional kernels */
    double copy_ceiling_gbps; /* device-to-device copy, same run */
    wl_timing timing;         /* optional key `timing`; warplab's when absent */
    int npoints;
    wl_ref_point *points;
} wl_reference;

/* Loads a reference file. Returns 0, or -1 with "path:line: message" in err
 * (nothing to free then). */
int wl_reference_load(const char *path, wl_reference *out, wl_error *err);

/* Loads <datadir>/reference/WL_REFERENCE_FILE; datadir NULL means the one
 * wl_datadir_find(NULL, ...) picks. */
int wl_reference_load_default(const char *datadir, wl_reference *out, wl_error *err);

/* Every run a data directory ships: list[0] the default working set's
 * (WL_REFERENCE_FILE, which must be there), then the seed's 4 MiB
 * (WL_REFERENCE_SEED_FILE) when the directory has a good one. list points
 * into run: load it where it stays. */
typedef struct wl_reference_runs {
    wl_reference run[3];
    const wl_reference *list[3];
    size_t n;
    bool seed_failed;    /* the seed's file is there but does not load: */
    wl_error seed_error; /* "path:line: message" */
} wl_reference_runs;

/* Returns 0, or -1 with "path:line: message" when the default run does not
 * load (nothing to free then). */
int wl_reference_runs_load(const char *datadir, wl_reference_runs *out, wl_error *err);
void wl_reference_runs_free(wl_reference_runs *r);

/* The point for kernel/type/param/unroll, or NULL. For aos and soa pass 0 as
 * param; for the transposes unroll is 1. */
const wl_ref_point *wl_reference_find(const wl_reference *ref, wl_kernel k, wl_type t, int param,
                                      int unroll);

/* The run among runs[0..nruns) measured at working set size_bytes; 0 means
 * the default working set, which runs[0] holds. NULL when none was. */
const wl_reference *wl_reference_run_at(const wl_reference *const runs[], size_t nruns,
                                        size_t size_bytes);
/* The same among the runs timed a given way (wl_run_at: warplab's). */
const wl_reference *wl_reference_run_timed(const wl_reference *const runs[], size_t nruns,
                                           size_t size_bytes, wl_timing timing);

/* The one rule for which reference point stands beside spec s measured at
 * working set size_bytes (0: the default): a one-dimensional kernel's point
 * must come from a run at that working set; a transpose's size is its N, so
 * any run's point will do. A kernel without a parameter matches param 0, and
 * a transpose unroll 1. NULL when no run has the point. run, when not NULL,
 * is set to the run the point comes from (or would: NULL when none). */
const wl_ref_point *wl_reference_match(const wl_reference *const runs[], size_t nruns,
                                       const wl_spec *s, size_t size_bytes,
                                       const wl_reference **run);

/* "measured on NVIDIA H200, 2026-11-30": how every view labels these figures.
 * With a point, its own day; without one, the run's (a run whose rows were
 * measured on several days says from when to when). */
void wl_reference_label(const wl_reference *ref, const wl_ref_point *pt, char *out, size_t outsz);

/* Writes ref in the same format, atomically (a temporary file beside path,
 * flushed, then renamed over it). Returns 0, or -1 with err set. */
int wl_reference_save(const char *path, const wl_reference *ref, wl_error *err);

void wl_reference_free(wl_reference *ref);

#endif
