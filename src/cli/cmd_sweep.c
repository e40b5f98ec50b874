/* warplab sweep: the seed program's offset/stride experiment done right,
 * measured on a GPU or predicted by the model (and then labelled so). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "wl_commands.h"
#include "wl_expr_cli.h"
#include "wl_lab.h"
#include "wl_reference.h"
#include "wl_datadir.h"
#include "wl_sweep.h"

static void usage(FILE *out)
{
    fprintf(out,
            "usage: warplab sweep [--kernel K[,K...]] [--type T[,T]] [--unroll U[,U...]]\n"
            "                     [--size S | --seed-size] [--reps N] [--timing M]\n"
            "                     [--csv | --json]\n"
            "                     [--save FILE] [--cpu] [--device N] [--no-reference]\n"
            "                     [--data-dir DIR] [--state-dir DIR]\n"
            "                     [--calibration FILE | --gpu NAME]\n"
            "       warplab sweep --expr E [--store-expr S] [--range LO..HI] [--block B]\n"
            "                     [--type T] [--unroll U[,U...]] [other options as above]\n"
            "Measures effective bandwidth (bytes asked for, read + write, over kernel time)\n"
            "for every parameter of each kernel: offset 0..32, stride 1..32, aos, soa,\n"
            "the transposes at N = 2048, 4096, 8192, 16384, vector widths 1, 2, 4\n"
            "(f32) or 1, 2 (f64), banks and banks-write at stride 0..33, transpose-pad\n"
            "at pad 0..4. Without a GPU (or with --cpu)\n"
            "the figures are the model's predictions and are labelled so.\n\n"
            "  --kernel K    offset, stride, all (= offset,stride; the default), every\n"
            "                (every kernel), or a comma list of kernel names\n"
            "  --type T      f32 (default), f64, all, or f32,f64\n"
            "  --unroll U    independent elements per thread, 1..16 (default 1); a list\n"
            "                such as 1,4 measures each (families with fixed work\n"
            "                per thread, the transposes and banks, only at 1)\n"
            "  --size S      working set, e.g. 512M or 1G (default: 4x L2, at least 256 MiB;\n"
            "                64K..1024T, a multiple of 32K)\n"
            "  --seed-size   the seed program's 4 MiB working set\n"
            "  --reps N      timed repetitions per point, 1..%d (default: about %.0f ms of\n"
            "                kernel time per point, %d..%d repetitions); on a GPU only:\n"
            "                refused with --cpu\n"
            "  --timing M    how each point's launches are timed: warplab (default:\n"
            "                back to back, an event between each) or seed (each launch\n"
            "                alone, synchronised after it, as kernels/wl_seed_fixed.cu\n"
            "                does; --reps 1 is the original seed's one launch). At a few\n"
            "                MiB the method decides the figure; the reference beside the\n"
            "                points is a run timed the same way, where one was shipped\n"
            "  --csv, --json machine-readable output on stdout\n"
            "  --save FILE   also write the measurements as reference data (the format of\n"
            "                reference/README.md), atomically\n"
            "  --cpu         use the model even when a GPU answers\n"
            "  --device N    measure on CUDA device N (default 0)\n"
            "  --no-reference  do not show the reference measurements beside the results\n"
            "  --calibration FILE  the performance model's constants (default: on a GPU,\n"
            "                its own, measured on first use and cached in the state\n"
            "                directory; without one, the data directory's\n"
            "                reference/%s)\n"
            "  --state-dir DIR  where first-use calibrations are cached (default\n"
            "                $XDG_STATE_HOME/warplab)\n"
            "  --gpu NAME    an estimated GPU profile instead (reference/gpus/NAME.txt:\n"
            "                gtx1650, t4, a100-80gb, l4, rtx3060, rtx4090, "
            "h200-datasheet)\n" WL_EXPR_CLI_HELP
            "  --range LO..HI     the values of s a custom experiment is swept over\n"
            "                     (default 0..32)\n",
            WL_REPS_MAX, WL_POINT_TARGET_MS, WL_REPS_DEFAULT_MIN, WL_REPS_DEFAULT_MAX,
            WL_CALIBRATION_FILE);
}

enum {
    OPT_CSV = 256,
    OPT_JSON,
    OPT_SAVE,
    OPT_SEED,
    OPT_NOREF,
    OPT_EXPR,
    OPT_STORE,
    OPT_BLOCK,
    OPT_RANGE,
    OPT_TIMING
};

/* The sweep's options and the custom experiment's texts. */
typedef struct sweep_args {
    wl_sweep_options o;
    wl_expr_cli e;
    const char *range;
    bool kernel_given;
} sweep_args;

static int set_format(wl_cli *cli, wl_sweep_options *o, wl_sweep_format f)
{
    if (o->format != WL_SWEEP_TEXT && o->format != f)
        return wl_usage_error(cli->cmd, "--csv and --json exclude each other");
    o->format = f;
    return 0;
}

static int on_option(wl_cli *cli, int c, const char *arg)
{
    sweep_args *sa = cli->ctx;
    wl_sweep_options *o = &sa->o;
    long v;
    switch (c) {
    case OPT_EXPR:
        sa->e.load = arg;
        return 0;
    case OPT_STORE:
        sa->e.store = arg;
        return 0;
    case OPT_BLOCK:
        sa->e.block = arg;
        return 0;
    case OPT_RANGE:
        sa->range = arg;
        return 0;
    case 'k': {
        sa->kernel_given = true;
        if (wl_cli_list(cli, "--kernel", arg) != 0)
            return WL_EXIT_USAGE;
        int rc = wl_selection_set_kernels(&o->sel, arg);
        return rc == 0 ? 0
               : rc == WL_SELECTION_TWICE
                   ? wl_cli_bad_value(cli, "--kernel", arg, WL_SELECTION_KERNEL_TWICE)
                   : wl_cli_bad_value(cli, "--kernel", arg, "kernels are all, every, %s",
                                      wl_kernel_names_list());
    }
    case 't': {
        if (wl_cli_list(cli, "--type", arg) != 0)
            return WL_EXIT_USAGE;
        int rc = wl_selection_set_types(&o->sel, arg);
        return rc == 0 ? 0
               : rc == WL_SELECTION_TWICE
                   ? wl_cli_bad_value(cli, "--type", arg, WL_SELECTION_TYPE_TWICE)
                   : wl_cli_bad_value(cli, "--type", arg, "types are f32, f64, all");
    }
    case 'u':
        return wl_cli_list(cli, "--unroll", arg) != 0 ? WL_EXIT_USAGE
               : wl_selection_set_unrolls(&o->sel, arg) == 0
                   ? 0
                   : wl_cli_bad_value(cli, "--unroll", arg, "unroll must be 1..%d (or a list)",
                                      WL_UNROLL_MAX);
    case 's':
        return wl_cli_size(cli->cmd, arg, &o->size_bytes);
    case 'r':
        if (wl_parse_int(arg, 1, WL_REPS_MAX, &v) != 0)
            return wl_cli_bad_value(cli, "--reps", arg, "reps must be 1..%d", WL_REPS_MAX);
        o->reps = (int)v;
        return 0;
    case OPT_CSV:
        return set_format(cli, o, WL_SWEEP_CSV);
    case OPT_JSON:
        return set_format(cli, o, WL_SWEEP_JSON);
    case OPT_SAVE:
        o->save_path = arg;
        return 0;
    case OPT_SEED:
        o->seed_size = true;
        return 0;
    case OPT_TIMING:
        return wl_timing_parse(arg, &o->timing) == 0
                   ? 0
                   : wl_cli_bad_value(cli, "--timing", arg, "timings are " WL_TIMING_NAMES);
    case OPT_NOREF:
        o->no_reference = true;
        return 0;
    }
    return 0; /* getopt gives only the options above */
}

/* --size and --seed-size set the working set; a family whose launch is its
 * own N x N (wl_kernel_uses_working_set) has none, so a sweep of only such
 * families refuses them, and a sweep that mixes them in says which rows
 * the option leaves alone. */
static int size_applies(const wl_sweep_options *o)
{
    const char *opt = o->seed_size ? "--seed-size" : "--size";
    char own[512];
    int selected;
    int n = wl_selection_own_size(&o->sel, own, sizeof own, &selected);
    if (!o->size_bytes || n == 0)
        return WL_CLI_RUN;
    if (n == selected)
        return wl_usage_error("sweep", "%s: %s %s on %s own N x N matrix, not a working set to set",
                              opt, own, n == 1 ? "runs" : "run", n == 1 ? "its" : "their");
    fprintf(stderr, "warplab sweep: %s %s on %s own N x N matrix whatever %s says\n", own,
            n == 1 ? "runs" : "run", n == 1 ? "its" : "their", opt);
    return WL_CLI_RUN;
}

static int parse_args(int argc, char **argv, sweep_args *sa)
{
    wl_sweep_options *o = &sa->o;
    static const struct option opts[] = {{"kernel", required_argument, NULL, 'k'},
                                         {"type", required_argument, NULL, 't'},
                                         {"unroll", required_argument, NULL, 'u'},
                                         {"size", required_argument, NULL, 's'},
                                         {"reps", required_argument, NULL, 'r'},
                                         {"seed-size", no_argument, NULL, OPT_SEED},
                                         {"timing", required_argument, NULL, OPT_TIMING},
                                         {"csv", no_argument, NULL, OPT_CSV},
                                         {"json", no_argument, NULL, OPT_JSON},
                                         {"save", required_argument, NULL, OPT_SAVE},
                                         {"no-reference", no_argument, NULL, OPT_NOREF},
                                         {"expr", required_argument, NULL, OPT_EXPR},
                                         {"store-expr", required_argument, NULL, OPT_STORE},
                                         {"block", required_argument, NULL, OPT_BLOCK},
                                         {"range", required_argument, NULL, OPT_RANGE},
                                         {0}};
    static const wl_cli_path_option paths[] = {{"save", "a file"}, {0}};
    wl_cli cli = {.cmd = "sweep",
                  .usage = usage,
                  .paths = paths,
                  .shared = WL_OPT_DATA_DIR | WL_OPT_STATE_DIR | WL_OPT_DEVICE | WL_OPT_CPU |
                            WL_OPT_CALIBRATION,
                  .options = opts,
                  .on_option = on_option,
                  .ctx = sa};
    int rc = wl_cli_parse(&cli, argc, argv);
    if (rc != WL_CLI_RUN)
        return rc;
    o->data_dir = cli.opt.data_dir;
    o->calibration_path = cli.opt.calibration;
    /* No state directory (no HOME): the shipped calibration predicts. */
    static char state[4096];
    wl_error no_state;
    o->state_dir =
        wl_state_dir(cli.opt.state_dir, state, sizeof state, &no_state) == 0 ? state : NULL;
    o->device = cli.opt.device;
    o->force_model = cli.opt.cpu;
    if (o->seed_size && o->size_bytes)
        return wl_usage_error("sweep", "--size and --seed-size exclude each other");
    if (o->force_model && o->reps)
        return wl_usage_error("sweep", "--reps times each point on a GPU; --cpu predicts, "
                                       "with nothing to repeat");
    if (o->seed_size)
        o->size_bytes = WL_SEED_SIZE_BYTES;
    return size_applies(o);
}

/* --expr: one type, no kernels, nothing saved as reference data. */
static int build_expr(sweep_args *sa, wl_expr_experiment *x)
{
    int lo = 0, hi = 32, types = 0;
    wl_type t = WL_TYPE_F32;
    if (!sa->e.load)
        return sa->e.store || sa->e.block || sa->range
                   ? wl_usage_error("sweep", "--store-expr, --block and --range go with --expr")
                   : 0;
    if (sa->kernel_given || sa->o.save_path)
        return wl_usage_error("sweep", "--expr replaces --kernel, and its points are not "
                                       "reference data (--save)");
    for (int k = 0; k < WL_TYPE_COUNT; k++)
        if (sa->o.sel.types[k])
            t = (wl_type)k, types++;
    if (types > 1)
        return wl_usage_error("sweep", "--expr sweeps one type at a time");
    if (sa->range && wl_parse_range(sa->range, &lo, &hi) != 0)
        return wl_usage_error("sweep", "--range '%s': write LOW..HIGH, within %d..%d", sa->range,
                              -WL_EXPR_S_LIMIT, WL_EXPR_S_LIMIT);
    /* Each point costs the model a few tens of milliseconds. */
    if (hi - lo >= 128)
        return wl_usage_error("sweep", "--range '%s': at most 128 points", sa->range);
    int rc = wl_expr_cli_build("sweep", &sa->e, t, lo, hi, x);
    if (rc != 0)
        return rc;
    /* n (the threads launched) depends on the unroll: the expression is
     * checked at every unroll the sweep will run, not only the first. */
    size_t size = sa->o.size_bytes ? sa->o.size_bytes : wl_default_size(0);
    bool any = false; /* no --unroll: the sweep runs at 1 */
    for (int u = 1; u <= WL_UNROLL_MAX; u++)
        any = any || sa->o.sel.unrolls[u];
    for (int u = 1; u <= WL_UNROLL_MAX; u++) {
        if (any ? !sa->o.sel.unrolls[u] : u != 1)
            continue;
        wl_spec spec;
        wl_expr_spec(x, lo, u, &spec);
        size_t n;
        if ((rc = wl_expr_cli_launch("sweep", &sa->e, x, &spec, size, &n)) != 0)
            return rc;
    }
    sa->o.expr = x;
    return 0;
}

int wl_cmd_sweep(int argc, char **argv)
{
    sweep_args sa;
    memset(&sa, 0, sizeof sa);
    wl_sweep_options_default(&sa.o);
    int rc = parse_args(argc, argv, &sa);
    if (rc != WL_CLI_RUN)
        return rc;
    static wl_expr_experiment x;
    if ((rc = build_expr(&sa, &x)) != 0)
        return rc;
    wl_sweep_options o = sa.o;
    if (o.save_path && o.force_model)
        return wl_usage_error("sweep", "--save keeps measurements; with --cpu there are only "
                                       "predictions");
    wl_sweep_point *pts = NULL;
    int n = wl_sweep_points(&o, &pts);
    free(pts);
    if ((rc = wl_cli_unroll_rows("sweep", "measure", o.expr ? NULL : &o.sel, n)) != 0)
        return rc;
    wl_error err;
    if (wl_sweep_run(&o, &err) != 0)
        return wl_error_report(&err, "sweep");
    return WL_EXIT_OK;
}
