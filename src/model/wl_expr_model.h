/* A custom experiment: the student's own index expressions, analysed by the
 * same access model as the built-in kernels. Each thread i (one per element
 * of the working set, n in all) does
 *
 *     a[store(i)] = a[load(i)] + 1
 *
 * on one array of the element type. The array reaches `extent` elements:
 * as far as the expressions can go for this slider value (the range check's
 * bound), at most WL_EXPR_EXTENT_FACTOR times n. A lane whose index falls
 * outside 0..extent-1 is reported; the kernel skips it. Pure C. */
#ifndef WL_EXPR_MODEL_H
#define WL_EXPR_MODEL_H

#include "wl_expr.h"
#include "wl_model.h"

#define WL_EXPR_BLOCK_DEFAULT 256
#define WL_EXPR_BLOCK_MAX 1024
/* The stride kernel's widest reach (stride 32 over n elements), and so the
 * widest buffer an expression may have. */
#define WL_EXPR_EXTENT_FACTOR 32
/* The slider's limits, so every product of a name and s stays far from
 * 64-bit wrapping for any working set. */
#define WL_EXPR_S_LIMIT 1000000
/* The most threads a launch has, so n times any s keeps well inside 64 bits. */
#define WL_EXPR_THREADS_MAX ((int64_t)1 << 40)

typedef struct wl_expr_experiment {
    wl_expr load, store; /* store is a copy of load when none was given */
    bool store_given;
    wl_type type;
    int s_min, s_max; /* the slider's range for s */
    int block;        /* threads per block: a multiple of 32, 32..1024 */
} wl_expr_experiment;

typedef enum wl_expr_which { WL_EXPR_NONE = -1, WL_EXPR_LOAD, WL_EXPR_STORE } wl_expr_which;

/* Where a parse or check error sits: which expression, which column. */
typedef struct wl_expr_problem {
    wl_expr_which which;
    int col; /* 0 when the problem is not in the text (a bad block size) */
} wl_expr_problem;

/* Parses both expressions (store NULL or "": the load's) and checks type,
 * slider range and block size. err: "column N: ..." for text problems. */
int wl_expr_experiment_init(wl_expr_experiment *x, const char *load, const char *store, wl_type t,
                            int s_min, int s_max, int block, wl_expr_problem *pb, wl_error *err);

/* The names' ranges for n threads and s in s_lo..s_hi. */
void wl_expr_ranges_for(const wl_expr_experiment *x, int64_t n, int64_t s_lo, int64_t s_hi,
                        wl_expr_ranges *out);

/* n must be whole blocks, at least one, and at most WL_EXPR_THREADS_MAX. */
int wl_expr_check_n(const wl_expr_experiment *x, int64_t n, wl_error *err);

/* A thread whose index leaves the array: thread i at slider value s. */
typedef struct wl_expr_witness {
    int64_t i, s, index;
} wl_expr_witness;

typedef enum wl_expr_bound_result {
    WL_BOUND_INSIDE,   /* every thread's index proven in 0..limit-1 */
    WL_BOUND_OUTSIDE,  /* *w names a thread outside */
    WL_BOUND_UNPROVEN, /* neither within the proof's budget */
} wl_expr_bound_result;

/* Whether expression e keeps every one of n threads inside 0..limit-1 for
 * every s in s_lo..s_hi (after wl_expr_check passed for those ranges):
 * interval arithmetic over the whole launch, not a sample of it. */
wl_expr_bound_result wl_expr_bound(const wl_expr_experiment *x, const wl_expr *e, int64_t n,
                                   int64_t s_lo, int64_t s_hi, int64_t limit, wl_expr_witness *w);

/* Range check of both expressions over the whole slider range and n
 * threads: no divisor 0, no shift count outside 0..63, and every thread's
 * index inside the widest array (WL_EXPR_EXTENT_FACTOR x n). The one check
 * of a custom experiment: the CLI, the lab's editor and lesson bindings
 * (through wl_expr_experiment_check_lab) call it. */
int wl_expr_experiment_check(const wl_expr_experiment *x, int64_t n, wl_expr_problem *pb,
                             wl_error *err);

/* wl_expr_experiment_check at every working set, type and unrolling the
 * lab can switch a custom experiment to (the w, t and u keys): the lab's editor and
 * lesson bindings accept only what every one of them can run. */
int wl_expr_experiment_check_lab(const wl_expr_experiment *x, wl_expr_problem *pb, wl_error *err);

/* Elements the array reaches for slider value s (after the checks). */
int wl_expr_extent(const wl_expr_experiment *x, int64_t n, int64_t s, uint64_t *extent,
                   wl_error *err);

/* The names' values for thread i. */
void wl_expr_env_at(const wl_expr_experiment *x, int64_t n, int64_t s, int64_t i, wl_expr_env *out);

/* The first lane whose index leaves the array, if any. */
typedef struct wl_expr_outside {
    bool any;
    wl_expr_which which;
    long warp;
    int lane;
    int64_t index;
} wl_expr_outside;

typedef struct wl_expr_analysis {
    /* The warp's load and store, and over the whole launch sectors and
     * lines per request and the DRAM pieces every thread touches, exactly as
     * for a built-in kernel (spec.kernel
     * means nothing here; spec.type, param = s and warp are set). */
    wl_analysis analysis;
    int64_t n, s;
    uint64_t extent;
    long warps_counted; /* every warp of the launch (wl_expr_whole.h) */
    wl_expr_outside outside;
} wl_expr_analysis;

/* Analyses warp `warp` (0..n/32-1) at slider value s over n threads. Returns
 * 0, or -1 with err set: a check failure ("column N: ...", *pb says where),
 * or a lane outside the array ("load of lane 0 in warp 0 reads element -1,
 * outside the array's 0..1023"), also in out->outside. */
int wl_expr_analyze(const wl_expr_experiment *x, int64_t n, int64_t s, long warp,
                    const wl_memparams *mem, wl_expr_analysis *out, wl_expr_problem *pb,
                    wl_error *err);

/* The spec of custom experiment x at slider value s: the expression
 * family's row, with x (which must outlive the spec) as its expressions. */
void wl_expr_spec(const wl_expr_experiment *x, int s, int unroll, wl_spec *out);

/* Element indices of the 32 consecutive threads from thread `first`: what
 * the expression family's lanes hook turns into addresses. */
void wl_expr_warp_indices(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t s,
                          int64_t first, int64_t idx[WL_WARP_SIZE]);

/* The array's extent at slider value s over n threads, with the checks of
 * wl_expr_analyze (ranges, every lane proven inside the array) but
 * without its DRAM estimate: what a prediction needs before it samples the
 * launch itself. */
int wl_expr_extent_checked(const wl_expr_experiment *x, int64_t n, int64_t s, uint64_t *extent,
                           wl_error *err);

#endif
