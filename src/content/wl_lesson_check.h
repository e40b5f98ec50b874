/* Checking what a lesson states: every figure link is recomputed from the
 * model (or looked up in the reference data) and compared with the text, and
 * a number that names sectors, lines, bytes, a percentage or a bandwidth
 * without a figure link is reported, so the text cannot drift from the truth. */
#ifndef WL_LESSON_CHECK_H
#define WL_LESSON_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_lesson.h"

struct wl_reference;
struct wl_gpu_consts;

/* Receives each problem as "file:line: message". */
typedef void (*wl_check_report_fn)(void *ctx, const char *msg);

typedef struct wl_lesson_checker {
    /* Reference data for ref: figures (src/reference/wl_reference.h); NULL makes
     * every ref: figure a problem ("no reference data"). */
    const struct wl_reference *reference;
    /* Runs of other working sets (the seed's 4 MiB), for ref: figures that
     * name one with size_mib=N; used only beside `reference`. */
    const struct wl_reference *const *other_runs;
    size_t nother_runs;
    /* The calibrated GPU for perf: figures (wl_perf.h); NULL makes every
     * perf: figure a problem. */
    const struct wl_gpu_consts *consts;
    /* Skip ref: figures (for a check without the reference data at hand;
     * they are still parsed and validated when the lesson loads). */
    bool model_only;
    wl_check_report_fn report; /* NULL: only count */
    void *report_ctx;
} wl_lesson_checker;

/* Returns the number of problems found in the lesson (0: all good). */
int wl_lesson_check(const wl_lesson *lesson, const wl_lesson_checker *checker);

/* wl_lesson_check with the first problem as err ("file:line: message"):
 * what a loader that must refuse the content calls. Returns 0 or -1.
 * checker->report is ignored. */
int wl_lesson_check_first(const wl_lesson *lesson, const wl_lesson_checker *checker, wl_error *err);

/* The three parts of wl_lesson_check: figures, numbers stated without a
 * figure link, and prediction prompts whose answer cannot be computed. */
int wl_lesson_check_figures(const wl_lesson *lesson, const wl_lesson_checker *checker);
int wl_lesson_check_unmarked(const wl_lesson *lesson, const wl_lesson_checker *checker);
int wl_lesson_check_prompts(const wl_lesson *lesson, const wl_lesson_checker *checker);

/* The figure check alone, for figures of any file (a quiz's too): each
 * recomputed and compared with its text; problems reported as
 * "path:line: message". Returns the number of problems. */
int wl_figures_check(const char *path, const wl_figure *figures, size_t n,
                     const wl_lesson_checker *checker);
/* The same with the first problem as err; 0 or -1 (checker->report ignored). */
int wl_figures_check_first(const char *path, const wl_figure *figures, size_t n,
                           const wl_lesson_checker *checker, wl_error *err);

#endif
