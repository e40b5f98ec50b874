/* The options every command shares for a custom experiment (--expr,
 * --store-expr, --block) and the one way their errors are printed: the
 * message, then the expression with a caret under the column. */
#ifndef WL_EXPR_CLI_H
#define WL_EXPR_CLI_H

#include <stdbool.h>
#include <stdint.h>

#include "wl_expr_model.h"
#include "wl_lab.h"

typedef struct wl_expr_cli {
    const char *load;  /* --expr, NULL when absent */
    const char *store; /* --store-expr */
    const char *block; /* --block */
} wl_expr_cli;

/* Help lines for the three options, for each command's usage (a printf
 * format: its percent sign is doubled). */
#define WL_EXPR_CLI_HELP                                                                           \
    "  --expr E           a custom experiment: thread i does a[E] += 1 (or, with\n"                \
    "                     --store-expr, a[S] = a[E] + 1); E uses i, lane, warp,\n"                 \
    "                     block, tid, s (the slider), n, numbers, + - * / %% << >>\n"              \
    "                     & | ^ ( ), min(a, b), max(a, b); see warplab(1)\n"                       \
    "  --store-expr S     the store's index (default: the load's)\n"                               \
    "  --block B          threads per block for --expr, a multiple of 32 (default 256)\n"

/* Builds the experiment for slider values s_lo..s_hi. Returns 0, or prints
 * "warplab CMD: --expr: column N: message" with the caret and returns
 * WL_EXIT_USAGE. */
int wl_expr_cli_build(const char *cmd, const wl_expr_cli *o, wl_type t, int s_lo, int s_hi,
                      wl_expr_experiment *x);

/* The range check over n threads and the whole slider range, printed the
 * same way. Returns 0 or WL_EXIT_USAGE. */
int wl_expr_cli_check(const char *cmd, const wl_expr_cli *o, const wl_expr_experiment *x,
                      int64_t n);

/* The launch a working set of size_bytes gives spec (n, whole blocks of
 * block x unroll threads), then the range check over it. A working set
 * smaller than one block, or larger than a custom experiment's most threads,
 * is refused in terms of --size, --block and --unroll, the options that
 * made it. Returns 0 with *n, or WL_EXIT_USAGE after the message. */
int wl_expr_cli_launch(const char *cmd, const wl_expr_cli *o, const wl_expr_experiment *x,
                       const wl_spec *spec, size_t size_bytes, size_t *n);

/* Prints an error from the experiment's functions: with the caret when pb
 * points into one of the texts. */
void wl_expr_cli_report(const char *cmd, const wl_expr_cli *o, const wl_expr_problem *pb,
                        const char *msg);

/* --unroll for a custom experiment, as every command reads it: NULL is 1;
 * the most is the expression family's registry row's. Returns 0, or
 * WL_EXIT_USAGE after the message. */
int wl_expr_cli_unroll(const char *cmd, const char *text, long *out);

/* warplab model --expr: the option texts model hands over. */
typedef struct wl_model_expr_args {
    wl_expr_cli e;
    const char *type, *param, *warp, *size, *range, *unroll;
    const char *data_dir, *calibration; /* where the calibration comes from */
    bool json, ascii, sass;
} wl_model_expr_args;

int wl_model_expr(const wl_model_expr_args *args);

/* One launch of a custom experiment (run-one, verify): the texts of
 * --type, --param (s) and --unroll beside the expressions. */
typedef struct wl_expr_run_args {
    wl_expr_cli e;
    const char *type, *param, *unroll;
} wl_expr_run_args;

/* Builds x and r (r->x = x) for `elements` elements, checking everything.
 * Returns 0, or the exit status after the message. */
int wl_expr_cli_run_config(const char *cmd, const wl_expr_run_args *a, size_t elements,
                           wl_expr_experiment *x, wl_expr_run *r);

/* "1..32", "-4..4" or "8": the slider range. Returns 0, or -1. */
int wl_parse_range(const char *s, int *lo, int *hi);

#endif
