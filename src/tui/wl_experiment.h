/* The experiment on screen: the section's binding, the spec the student has
 * changed it into, the slider's track, the model's analysis of this kernel
 * and of the section's other one, and the chart's model and reference
 * points. Pure (no curses, no worker), so the tests drive it directly; the
 * app asks the worker to measure whatever spec this ends up with. */
#ifndef WL_EXPERIMENT_H
#define WL_EXPERIMENT_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_chart.h"
#include "wl_expr_model.h"
#include "wl_lesson.h"
#include "wl_model.h"
#include "wl_perf.h"
#include "wl_reference.h"
#include "wl_track.h"

typedef struct wl_experiment {
    /* The section's binding, then what the student changed. */
    wl_binding binding;
    wl_spec spec;
    bool comparing; /* showing the section's comparison kernel */
    /* What the last compare did to the slider's value when the other kernel's
     * range could not hold it ("" when it carried over unchanged). */
    char compare_note[128];
    /* The sentence a toggle returns when it cannot act here (it names the
     * experiment on screen). */
    char refusal[128];
    bool seed_size; /* the seed's 4 MB working set instead of the default */
    wl_track track;
    wl_analysis analysis;
    bool analysis_ok;
    char an_err[512];
    /* The section's other kernel (its comparison, or the bound one while the
     * comparison is shown), analysed alike so the diagram can name it. */
    wl_analysis other_an;
    bool other_ok;
    wl_chart chart;
    /* Reference runs (wl_reference_runs; nruns 0 when none) and the
     * performance model's constants (NULL when none). */
    const wl_reference *const *runs;
    size_t nruns;
    const wl_reference *ref_run; /* the run the chart's reference series is from, or NULL */
    const wl_gpu_consts *consts;
    /* The performance model's prediction for spec at the working set. */
    wl_prediction pred;
    bool pred_ok;
    /* A custom experiment's compiled expressions (wl_experiment_expr.c):
     * spec.expr points here while the expression family is shown, and the
     * registry does the rest (spec.param is s; the slider moves it). */
    wl_expr_experiment x;
    bool expr_is_lessons; /* spec.expr is the section's own, not one typed */
    /* A custom expression's whole-launch counts (its analysis's averages,
     * its prediction, the chart's model curve) evaluate every thread and
     * can take seconds. With defer_counts set (the lab, which counts on a
     * thread of its own), a change works out only the warp's accesses at
     * once and leaves `counting` set for the caller to count a copy
     * (wl_experiment_count) and hand it back (wl_experiment_take_counts);
     * count_gen names the change, count_curve that the curve is wanted. */
    bool defer_counts;
    bool counting, count_curve;
    unsigned long count_gen;
} wl_experiment;

/* Whether the experiment's kernel is generated (a custom experiment's)
 * rather than a file of kernels/: the registry row says. */
bool wl_experiment_generated(const wl_experiment *e);

/* Starts on the stride kernel at its defaults; nruns may be 0 and consts
 * NULL. */
void wl_experiment_init(wl_experiment *e, const wl_reference *const *runs, size_t nruns,
                        const wl_gpu_consts *consts);

/* Takes a binding (a section's, or a quiz question's) and its spec. */
void wl_experiment_bind(wl_experiment *e, const wl_binding *b);

/* Makes the experiment a custom one: load and store (NULL or blank: the
 * load's) over the slider range s_lo..s_hi, checked for the working set.
 * Returns 0, or -1 with err ("column N: ...") and *pb saying where. */
int wl_experiment_set_expr(wl_experiment *e, const char *load, const char *store, int s_lo,
                           int s_hi, wl_expr_problem *pb, wl_error *err);
/* Between the experiment's own files: the custom experiment's expressions
 * taken into e->x (and the spec to set next), and its track. */
int wl_experiment_expr_adopt(wl_experiment *e, const char *load, const char *store, int s_lo,
                             int s_hi, wl_spec *spec, wl_expr_problem *pb, wl_error *err);
void wl_experiment_expr_track(wl_experiment *e);
/* Whether the custom experiment's load or store uses s (without it, no
 * slider). */
bool wl_experiment_expr_uses_s(const wl_experiment *e);
/* Why a custom experiment has no slider ("the expression does not use s"),
 * or NULL when it has one or is no custom experiment. */
const char *wl_experiment_expr_no_slider(const wl_experiment *e);

/* Whether e's figures wait for a deferred whole-launch count. */
bool wl_experiment_counts_deferred(const wl_experiment *e);
/* Work out on e (a copy of the lab's, made while it was counting) what was
 * deferred: the analysis and prediction, then the chart's model curve.
 * Each blocks for its counts (a count may be cancelled:
 * wl_expr_batch_cancel_on). */
void wl_experiment_count(wl_experiment *e);
void wl_experiment_count_curve(wl_experiment *e);
/* Takes into e what done (its copy) counted: the analysis and prediction
 * while e waits for them, the curve too when `curve`. False, taking
 * nothing, when e changed since the copy was made. */
bool wl_experiment_take_counts(wl_experiment *e, const wl_experiment *done, bool curve);

/* The constants changed (another GPU profile): predicts again, keeping what
 * was measured. */
void wl_experiment_consts_changed(wl_experiment *e);

/* The reference point measured for the spec on screen, or NULL. */
const wl_ref_point *wl_experiment_reference_point(const wl_experiment *e);

/* Moves the slider to position pos (clamped); false when it did not move. */
bool wl_experiment_slider_to(wl_experiment *e, int pos);
/* The slider's position (0 when there is no slider). */
int wl_experiment_slider_pos(const wl_experiment *e);

/* Moves the diagram's warp by delta (clamped); false when it did not move. */
bool wl_experiment_warp_step(wl_experiment *e, long delta);

/* The toggles. Each returns NULL when it changed the experiment, or a
 * sentence saying why it cannot here. */
const char *wl_experiment_toggle_type(wl_experiment *e);
const char *wl_experiment_toggle_unroll(wl_experiment *e);
/* Compare keeps the slider's value when both kernels move the same kind of
 * parameter, clamped to the other kernel's range (compare_note says so). */
const char *wl_experiment_toggle_compare(wl_experiment *e);
/* The seed's 4 MiB working set and back; refused (the sentence says why)
 * where the family's launch is not sized by the working set (a transpose's
 * N: wl_kernel_uses_working_set). */
const char *wl_experiment_toggle_seed_size(wl_experiment *e);

/* What sizes the experiment, in the words the pane and a prompt's "In the
 * lab:" line both use: "working set 256 MiB" (bytes, the measured working
 * set, or 0 for the default), "working set 4 MiB (the seed's)", or for a
 * family its own parameter sizes (wl_kernel_uses_working_set) "matrix
 * 64 MiB", the N x N it launches. */
void wl_experiment_size_words(const wl_experiment *e, size_t bytes, char *out, size_t outsz);

/* The working set to ask the backend for: 0 for the default. */
size_t wl_experiment_request_size(const wl_experiment *e);

/* Whether the reference has a point at every position of the slider (at
 * the one point there is without a slider), whatever the chart holds back
 * for a guess: only then may a figure that stays one source along the
 * slider be the reference's. */
bool wl_experiment_reference_whole_track(const wl_experiment *e);
/* The chart position a measured spec belongs to, or -1 when it is from
 * another configuration (type, unroll or kernel changed since). */
int wl_experiment_chart_pos(const wl_experiment *e, const wl_spec *s);

/* Whether two specs are the same measurement (the warp does not matter). */
bool wl_spec_same_experiment(const wl_spec *a, const wl_spec *b);

#endif
