/* warplab model: what one warp of one experiment touches, for people (a text
 * drawing) or for programs (--json). */
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "wl_commands.h"
#include "wl_banks_text.h"
#include "wl_diagram_text.h"
#include "wl_eval.h"
#include "wl_expr_cli.h"
#include "wl_json.h"
#include "wl_printable.h"
#include "wl_calibration.h"
#include "wl_ledger.h"
#include "wl_validation.h"
#include "wl_lab.h"
#include "wl_datadir.h"
#include "wl_model.h"
#include "wl_model_json.h"
#include "wl_sass.h"

typedef struct model_opts {
    const char *kernel, *type, *param, *warp, *unroll, *read_granule, *write_granule;
    bool json, ascii, sass;
    wl_model_expr_args expr; /* --expr and its options */
    wl_shared_options cli;   /* --data-dir, --calibration */
} model_opts;

static void usage(FILE *out)
{
    fprintf(out,
            "usage: warplab model --kernel K [--type f32|f64] [--param P] [--warp W]\n"
            "                     [--unroll U] [--read-granule B] [--write-granule B]\n"
            "                     [--json] [--ascii] [--sass] [--data-dir DIR]\n"
            "                     [--calibration FILE | --gpu NAME]\n"
            "       warplab model --expr E [--store-expr S] [--param S] [--range LO..HI]\n"
            "                     [--block B] [--size BYTES] [--type T] [--warp W]\n"
            "                     [--unroll U] [--json]\n\n"
            "Shows which bytes each of the 32 lanes of one warp touches, the 32-byte\n"
            "sectors and 128-byte lines that costs, the DRAM traffic it implies, and the\n"
            "performance model's prediction at the default working set: GB/s, the limit\n"
            "that binds and every limit's time (constants from the calibration file).\n\n"
            "  --kernel K         %s\n"
            "  --type T           f32 (default) or f64\n"
            "  --param P          offset 0..32 (default 0), stride 1..32 (default 1),\n"
            "                     matrix N for the transposes: a multiple of 32 in 32..16384\n"
            "                     (default 8192); vector width 1, 2 or 4 for f32, 1 or 2\n"
            "                     for f64 (default: the widest); banks and banks-write\n"
            "                     stride 0..33 (default 1); transpose-pad pad 0..4\n"
            "                     (default 1); aos and soa take none\n"
            "  --warp W           which warp to draw (default 0)\n"
            "  --unroll U         elements per thread, 1..16 (default 1), --expr too;\n"
            "                     transposes do 4\n"
            "  --read-granule B   bytes L2 fetches from DRAM per miss (default 64)\n"
            "  --write-granule B  bytes written back to DRAM per piece (default 32)\n"
            "  --json             one JSON object (schema in warplab(1))\n"
            "  --ascii            ASCII glyphs instead of block characters\n"
            "  --sass             also the SASS memory instructions (LDG, STG) the kernel\n"
            "                     issues on sm_90: the shipped table for the lab's kernels,\n"
            "                     cuobjdump on the NVRTC build for --expr\n" WL_EXPR_CLI_HELP
            "  --range LO..HI     the slider's range the expression is checked over\n"
            "                     (default: --param alone)\n"
            "  --size BYTES       working set for --expr: n = BYTES / element size\n"
            "                     (default 256M; 64K..1024T, a multiple of 32K)\n",
            wl_kernel_names_list());
}

static int on_option(wl_cli *cli, int c, const char *arg)
{
    model_opts *o = cli->ctx;
    switch (c) {
    case 'k':
        o->kernel = arg;
        break;
    case 't':
        o->type = arg;
        break;
    case 'p':
        o->param = arg;
        break;
    case 'w':
        o->warp = arg;
        break;
    case 'u':
        o->unroll = arg;
        break;
    case 'R':
        o->read_granule = arg;
        break;
    case 'W':
        o->write_granule = arg;
        break;
    case 'j':
        o->json = true;
        break;
    case 'E':
        o->expr.e.load = arg;
        break;
    case 'S':
        o->expr.e.store = arg;
        break;
    case 'B':
        o->expr.e.block = arg;
        break;
    case 'r':
        o->expr.range = arg;
        break;
    case 'z':
        o->expr.size = arg;
        break;
    case 'a':
        o->ascii = true;
        break;
    case 's':
        o->sass = true;
        break;
    }
    return 0;
}

static int parse_opts(int argc, char **argv, model_opts *o)
{
    static const struct option longopts[] = {
        {"kernel", required_argument, NULL, 'k'},
        {"type", required_argument, NULL, 't'},
        {"param", required_argument, NULL, 'p'},
        {"warp", required_argument, NULL, 'w'},
        {"unroll", required_argument, NULL, 'u'},
        {"read-granule", required_argument, NULL, 'R'},
        {"write-granule", required_argument, NULL, 'W'},
        {"json", no_argument, NULL, 'j'},
        {"ascii", no_argument, NULL, 'a'},
        {"sass", no_argument, NULL, 's'},
        {"expr", required_argument, NULL, 'E'},
        {"store-expr", required_argument, NULL, 'S'},
        {"block", required_argument, NULL, 'B'},
        {"range", required_argument, NULL, 'r'},
        {"size", required_argument, NULL, 'z'},
        {0},
    };
    memset(o, 0, sizeof *o);
    wl_cli cli = {.cmd = "model",
                  .usage = usage,
                  .shared = WL_OPT_DATA_DIR | WL_OPT_CALIBRATION,
                  .options = longopts,
                  .on_option = on_option,
                  .ctx = o};
    int rc = wl_cli_parse(&cli, argc, argv);
    o->cli = cli.opt;
    if (rc == WL_CLI_RUN && o->json && o->ascii)
        return wl_usage_error("model", "--ascii draws the text's diagram; --json has none");
    return rc;
}

static int parse_granule(const char *s, const char *what, int *out)
{
    long v;
    if (!s)
        return 0;
    if (wl_parse_int(s, WL_SECTOR_BYTES, 4096, &v) != 0 || (v & (v - 1)) != 0)
        return wl_usage_error("model", "%s '%s': must be a power of two in 32..4096", what, s);
    *out = (int)v;
    return 0;
}

static int parse_param(const model_opts *o, wl_spec *spec)
{
    wl_param_range r;
    wl_kernel_param_range(spec->kernel, &r);
    if (!o->param)
        return 0;
    if (r.kind == WL_PARAM_NONE)
        return wl_usage_error("model", "kernel %s takes no --param", wl_kernel_name(spec->kernel));
    long v;
    if (wl_parse_int(o->param, -1000000000L, 1000000000L, &v) != 0)
        return wl_usage_error("model", "--param '%s': %s must be %d..%d", o->param, r.name, r.min,
                              r.max);
    spec->param = (int)v;
    return 0;
}

/* The warps a spec can name depend on its kernel and matrix size. */
static int parse_warp(const model_opts *o, wl_spec *spec)
{
    long v, last = wl_spec_warp_count(spec) - 1;
    if (!o->warp)
        return 0;
    if (wl_parse_int(o->warp, 0, last, &v) != 0)
        return wl_usage_error("model", "--warp '%s': warp must be 0..%ld", o->warp, last);
    spec->warp = v;
    return 0;
}

/* A family whose threads each move a fixed amount (the transposes' tile
 * rows) takes no --unroll: it would be shown and ignored. */
static int parse_unroll(const model_opts *o, wl_spec *spec)
{
    long v;
    if (!o->unroll)
        return 0;
    if (!wl_kernel_unrolls(spec->kernel))
        return wl_usage_error("model", "--unroll '%s': kernel %s takes no --unroll", o->unroll,
                              wl_kernel_name(spec->kernel));
    if (wl_parse_int(o->unroll, 1, WL_UNROLL_MAX, &v) != 0)
        return wl_usage_error("model", "--unroll '%s': unroll must be 1..%d", o->unroll,
                              WL_UNROLL_MAX);
    spec->unroll = (int)v;
    return 0;
}

static int build_spec(const model_opts *o, wl_spec *spec, wl_memparams *mem)
{
    wl_kernel k;
    wl_type t = WL_TYPE_F32;
    if (!o->kernel)
        return wl_usage_error("model", "--kernel is required; kernels are %s",
                              wl_kernel_names_list());
    if (wl_kernel_from_name(o->kernel, &k) != 0)
        return wl_usage_error("model", "--kernel '%s': kernels are %s", o->kernel,
                              wl_kernel_names_list());
    if (o->type && wl_type_from_name(o->type, &t) != 0)
        return wl_usage_error("model", "--type '%s': types are f32, f64", o->type);
    wl_spec_default(k, t, spec);
    wl_memparams_default(mem);
    int rc = parse_param(o, spec);
    wl_error err;
    if (rc == 0 && wl_spec_validate(spec, &err) != 0)
        return wl_usage_error("model", "%s", err.msg);
    /* The unroll first: it sets how many warps the launch has. */
    if (rc == 0)
        rc = parse_unroll(o, spec);
    if (rc == 0)
        rc = parse_warp(o, spec);
    if (rc == 0)
        rc = parse_granule(o->read_granule, "--read-granule", &mem->dram_read_granule);
    if (rc == 0)
        rc = parse_granule(o->write_granule, "--write-granule", &mem->dram_write_granule);
    if (rc != 0)
        return rc;
    return 0;
}

/* The performance model's prediction at the default working set, or why
 * there is none (no calibration found). */
typedef struct model_prediction {
    bool ok;
    wl_prediction p;
    char label[192];
    char ledger[256];   /* how often the model was within 20% for the family, or "" */
    char checked[1536]; /* the profile against published measurements, or "" */
} model_prediction;

/* The experiment's one evaluation (wl_eval.h): the analysis with the
 * granules asked for, and the prediction at the default working set when a
 * calibration is found. Returns 0, or an exit status once reported. */
static int evaluate(const wl_shared_options *cli, const wl_spec *spec, const wl_memparams *mem,
                    wl_analysis *a, model_prediction *out)
{
    wl_calibration cal;
    wl_error err;
    memset(out, 0, sizeof *out);
    bool have_cal;
    if (wl_calibration_open(cli->data_dir, cli->calibration, &cal, &have_cal, &err) != 0)
        return wl_error_report(&err, "model");
    if (!have_cal) {
        snprintf(out->label, sizeof out->label, "%.191s", err.msg);
    } else {
        wl_calibration_label(&cal, out->label, sizeof out->label);
    }
    wl_ledger_row row;
    const char *family = wl_kernel_name(spec->kernel);
    if (have_cal && wl_ledger_find(cli->data_dir, "reference", family, &row) == 0)
        wl_ledger_describe(&row, family, out->ledger, sizeof out->ledger);
    if (have_cal && cal.consts.estimated)
        wl_validation_describe(cli->data_dir, cal.path, &cal.consts, out->checked,
                               sizeof out->checked);
    wl_eval ev;
    wl_eval_request req = {.spec = *spec,
                           .size_bytes = wl_default_size(0),
                           .want = WL_EVAL_ACCESS | WL_EVAL_PREDICT,
                           .mem = mem,
                           .consts = have_cal ? &cal.consts : NULL};
    wl_eval_experiment(&req, &ev, &err);
    if (!ev.analysis_ok)
        return wl_complain("model", "%s", ev.why);
    *a = ev.analysis;
    out->ok = ev.predicted;
    out->p = ev.prediction;
    if (have_cal && !ev.predicted)
        snprintf(out->label, sizeof out->label, "%.191s", ev.why);
    return 0;
}

/* --sass: the kernel's memory instructions from the shipped table, or why
 * there are none. */
typedef struct model_sass {
    bool asked, ok;
    char name[128], ops[WL_SASS_OPS_MAX], why[256];
} model_sass;

static void sass_lookup(const wl_shared_options *cli, const wl_spec *spec, model_sass *out)
{
    char dir[PATH_MAX];
    wl_error err;
    if (wl_datadir_find(cli->data_dir, dir, sizeof dir) != 0)
        snprintf(out->why, sizeof out->why, "no data directory with the SASS table");
    else if (wl_sass_lookup(dir, spec, out->name, sizeof out->name, out->ops, sizeof out->ops,
                            &err) != 0)
        snprintf(out->why, sizeof out->why, "%.255s", err.msg);
    else
        out->ok = true;
}

static void print_json(FILE *out, const wl_analysis *a, const wl_memparams *mem,
                       const model_prediction *mp, const model_sass *sass)
{
    wl_param_range r;
    wl_kernel_param_range(a->spec.kernel, &r);
    wl_model_json_head(out, wl_kernel_name(a->spec.kernel), &a->spec,
                       r.kind == WL_PARAM_NONE ? NULL : r.name,
                       wl_kernel_index_expr(a->spec.kernel));
    wl_model_json_analysis(out, a, mem);
    if (sass->asked && sass->ok)
        fprintf(out,
                "  \"sass\": {\"arch\": \"%s\", \"function\": \"%s\", \"instructions\": \"%s\"},\n",
                WL_SASS_ARCH, sass->name, sass->ops);
    else if (sass->asked) {
        fprintf(out, "  \"sass\": null,\n  \"sass_unavailable\": ");
        wl_json_string(out, sass->why); /* may hold a path */
        fprintf(out, ",\n");
    }
    fprintf(out, "  \"prediction\": ");
    if (mp->ok)
        wl_perf_print_json(out, &mp->p, mp->label, 2);
    else {
        fprintf(out, "null,\n  \"prediction_unavailable\": ");
        wl_json_string(out, mp->label); /* holds a path */
    }
    fprintf(out, "\n}\n");
}

typedef struct json_model {
    const wl_analysis *a;
    const wl_memparams *mem;
    const model_prediction *mp;
    const model_sass *sass;
} json_model;

static void write_json(FILE *f, const void *ctx)
{
    const json_model *j = ctx;
    print_json(f, j->a, j->mem, j->mp, j->sass);
}

static void print_text(FILE *out, const wl_analysis *a, bool ascii, const model_prediction *mp,
                       const model_sass *sass)
{
    wl_param_range r;
    wl_kernel_param_range(a->spec.kernel, &r);
    fprintf(out, "%s, %s: %s", wl_kernel_name(a->spec.kernel), wl_type_name(a->spec.type),
            wl_kernel_index_expr(a->spec.kernel));
    if (r.kind != WL_PARAM_NONE)
        fprintf(out, "   %s = %d", r.name, a->spec.param);
    fprintf(out, "   warp %ld   unroll %d\n\n", a->spec.warp, a->spec.unroll);
    wl_diagram_print(out, a, ascii);
    fprintf(out, "\nwhole kernel: %.2f sectors/request on loads, %.2f on stores\n",
            a->load_sectors_per_request, a->store_sectors_per_request);
    fprintf(out, "DRAM estimate per element: %.4g bytes read, %.4g written, for %d asked for\n",
            a->dram_read_bytes_per_element, a->dram_write_bytes_per_element,
            a->useful_bytes_per_element);
    wl_shared_summary shared;
    wl_shared_of(&a->spec, &shared);
    if (shared.present)
        wl_banks_print(out, &shared, ascii, WL_BANKS + 1);
    if (mp->ok) {
        wl_perf_print_text(out, &mp->p, mp->label, ascii);
        /* both quote files of the data folder: printed as any text read */
        if (mp->ledger[0])
            wl_print(out, "  %s\n", mp->ledger);
        if (mp->checked[0])
            wl_print(out, "  profile validation: %s\n", mp->checked);
    } else
        fprintf(out, "no prediction: %s\n", mp->label);
    if (sass->asked && sass->ok)
        fprintf(out, "SASS (%s) of %s: %s\n", WL_SASS_ARCH, sass->name, sass->ops);
    else if (sass->asked)
        fprintf(out, "no SASS: %s\n", sass->why);
}

/* A custom experiment: its own command file does the work. */
static int model_expr(model_opts *o)
{
    if (!o->expr.e.load)
        return wl_usage_error("model", "--store-expr, --block, --range and --size go with --expr");
    if (o->kernel || o->read_granule || o->write_granule)
        return wl_usage_error("model", "--expr replaces --kernel; the granules are for the "
                                       "built-in kernels");
    if (o->sass && o->json)
        return wl_usage_error("model", "--sass with --expr is text only; leave out --json");
    o->expr.type = o->type;
    o->expr.param = o->param;
    o->expr.warp = o->warp;
    o->expr.unroll = o->unroll;
    o->expr.json = o->json;
    o->expr.ascii = o->ascii;
    o->expr.sass = o->sass;
    o->expr.data_dir = o->cli.data_dir;
    o->expr.calibration = o->cli.calibration;
    return wl_model_expr(&o->expr);
}

int wl_cmd_model(int argc, char **argv)
{
    model_opts o;
    int rc = parse_opts(argc, argv, &o);
    if (rc != WL_CLI_RUN)
        return rc;
    if (o.expr.e.load || o.expr.e.store || o.expr.e.block || o.expr.range || o.expr.size)
        return model_expr(&o);
    wl_spec spec;
    wl_memparams mem;
    rc = build_spec(&o, &spec, &mem);
    if (rc != 0)
        return rc;
    wl_analysis a;
    wl_error err;
    model_prediction mp;
    if ((rc = evaluate(&o.cli, &spec, &mem, &a, &mp)) != 0)
        return rc;
    model_sass sass = {.asked = o.sass};
    if (o.sass)
        sass_lookup(&o.cli, &spec, &sass);
    json_model j = {&a, &mem, &mp, &sass};
    if (o.json)
        return wl_json_emit(stdout, write_json, &j, &err) == 0 ? WL_EXIT_OK
                                                               : wl_error_report(&err, "model");
    else
        print_text(stdout, &a, o.ascii, &mp, &sass);
    return WL_EXIT_OK;
}
