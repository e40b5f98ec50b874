/* warplab run-one: launches kernels once each, outside any timing loop.
 * `warplab verify` runs it under Nsight Compute; the sanitizers run it too;
 * with --check it is the kernels' correctness check. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_commands.h"
#include "wl_expr_cli.h"
#include "wl_lab.h"

static void usage(FILE *out)
{
    fprintf(out,
            "usage: warplab run-one [--device N] [--elements N] [--check] [--all]\n"
            "                       [KERNEL:TYPE:PARAM:UNROLL...]\n"
            "       warplab run-one --expr E [--store-expr S] [--block B] [--type T]\n"
            "                       [--param S] [--unroll U] [--device N] [--elements N]\n"
            "Launches each configuration once (for a profiler or a sanitizer). --all adds\n"
            "every configuration verify checks (unroll 1 and 4); --check compares every\n"
            "element with what the kernel should have done. Default elements: %zu.\n"
            "With --expr it compiles the custom experiment with NVRTC and launches it once\n"
            "(--param is s, default 0).\n" WL_EXPR_CLI_HELP,
            WL_VERIFY_ELEMENTS);
}

typedef struct run_args {
    int device;
    size_t elements;
    bool check, all;
    wl_expr_run_args expr;
} run_args;

enum { OPT_EXPR = 256, OPT_STORE, OPT_BLOCK, OPT_TYPE, OPT_PARAM, OPT_UNROLL };

/* --expr and its options; true when c was one of them. */
static bool expr_option(wl_expr_run_args *e, int c, const char *arg)
{
    const char **slot[] = {
        [OPT_EXPR - OPT_EXPR] = &e->e.load,   [OPT_STORE - OPT_EXPR] = &e->e.store,
        [OPT_BLOCK - OPT_EXPR] = &e->e.block, [OPT_TYPE - OPT_EXPR] = &e->type,
        [OPT_PARAM - OPT_EXPR] = &e->param,   [OPT_UNROLL - OPT_EXPR] = &e->unroll};
    if (c < OPT_EXPR || c > OPT_UNROLL)
        return false;
    *slot[c - OPT_EXPR] = arg;
    return true;
}

static int on_option(wl_cli *cli, int c, const char *arg)
{
    run_args *a = cli->ctx;
    long v;
    if (expr_option(&a->expr, c, arg))
        return 0;
    if (c == 'n') {
        if (wl_parse_int(arg, (long)WL_ELEMENT_QUANTUM, 1L << 30, &v) != 0)
            return wl_cli_bad_value(cli, "--elements", arg, "must be %zu..%ld", WL_ELEMENT_QUANTUM,
                                    1L << 30);
        a->elements = (size_t)v;
    } else if (c == 'c') {
        a->check = true;
    } else {
        a->all = true;
    }
    return 0;
}

static int parse(int argc, char **argv, run_args *a, int *first)
{
    static const struct option opts[] = {{"elements", required_argument, NULL, 'n'},
                                         {"check", no_argument, NULL, 'c'},
                                         {"all", no_argument, NULL, 'a'},
                                         {"expr", required_argument, NULL, OPT_EXPR},
                                         {"store-expr", required_argument, NULL, OPT_STORE},
                                         {"block", required_argument, NULL, OPT_BLOCK},
                                         {"type", required_argument, NULL, OPT_TYPE},
                                         {"param", required_argument, NULL, OPT_PARAM},
                                         {"unroll", required_argument, NULL, OPT_UNROLL},
                                         {0}};
    wl_cli cli = {.cmd = "run-one",
                  .usage = usage,
                  .shared = WL_OPT_DEVICE,
                  .options = opts,
                  .on_option = on_option,
                  .ctx = a,
                  .positional = true};
    int rc = wl_cli_parse(&cli, argc, argv);
    a->device = cli.opt.device;
    *first = cli.first_arg;
    return rc;
}

/* One launch of a custom experiment. */
static int run_expr(const run_args *a, int positional)
{
    if (!a->expr.e.load)
        return wl_usage_error("run-one", "--store-expr, --block, --type, --param and --unroll "
                                         "go with --expr");
    if (a->all || a->check || positional > 0)
        return wl_usage_error("run-one", "--expr runs alone: no configurations, --all or --check");
    wl_expr_experiment x;
    wl_expr_run r;
    int rc = wl_expr_cli_run_config("run-one", &a->expr, a->elements, &x, &r);
    if (rc != 0)
        return rc;
    wl_error err;
    if (wl_run_expr(a->device, &r, &err) != 0)
        return wl_error_report(&err, "run-one");
    return WL_EXIT_OK;
}

int wl_cmd_run_one(int argc, char **argv)
{
    run_args a = {.device = 0, .elements = WL_VERIFY_ELEMENTS};
    int first = 0;
    int rc = parse(argc, argv, &a, &first);
    if (rc != WL_CLI_RUN)
        return rc;
    if (a.expr.e.load || a.expr.e.store || a.expr.e.block || a.expr.type || a.expr.param ||
        a.expr.unroll)
        return run_expr(&a, argc - first);
    wl_run_config *cfg = NULL;
    int n = 0;
    if (a.all) {
        wl_selection sel = {0};
        sel.kernels = wl_selection_every_kernel();
        sel.types[WL_TYPE_F32] = sel.types[WL_TYPE_F64] = true;
        sel.unrolls[1] = sel.unrolls[4] = true;
        n = wl_verify_configs(&sel, a.elements, &cfg);
    }
    /* Room for the configurations named on the command line after --all's. */
    if (n >= 0) {
        wl_run_config *more = realloc(cfg, ((size_t)n + (size_t)(argc - first) + 1) * sizeof *cfg);
        if (!more)
            free(cfg);
        cfg = more;
    }
    if (n < 0 || !cfg)
        return WL_EXIT_FAIL;
    wl_error err;
    for (int i = first; i < argc; i++, n++) {
        if (wl_run_config_parse(argv[i], &cfg[n], &err) != 0) {
            free(cfg);
            return wl_error_report(&err, "run-one");
        }
        cfg[n].n = a.elements;
    }
    if (n == 0) {
        free(cfg);
        return wl_usage_error("run-one", "no configuration given (see warplab run-one --help)");
    }
    rc = wl_run_configs(a.device, cfg, n, a.check, &err);
    free(cfg);
    if (rc != 0)
        return wl_error_report(&err, "run-one");
    if (a.check)
        fprintf(stderr, "warplab run-one: %d configuration%s correct\n", n, n == 1 ? "" : "s");
    return WL_EXIT_OK;
}
