/* warplab model --expr: one warp of a custom experiment, drawn like a
 * built-in kernel's, with the whole-kernel figures, the array it reaches and
 * the performance model's prediction (when a calibration file is found). */
#include <stdio.h>
#include <string.h>

#include "wl_calibration.h"
#include "wl_commands.h"
#include "wl_diagram_text.h"
#include "wl_eval.h"
#include "wl_expr_cli.h"
#include "wl_format.h"
#include "wl_json.h"
#include "wl_lab.h"
#include "wl_model_json.h"
#include "wl_nvrtc.h"
#include "wl_sass.h"
#include "wl_units.h"

/* What model --expr evaluates: the experiment at s, the warp to draw, the
 * unrolling and the elements launched. */
typedef struct expr_point {
    int64_t s;
    long warp, unroll;
    size_t n;
} expr_point;

static int parse_args(const wl_model_expr_args *a, wl_expr_experiment *x, expr_point *pt)
{
    int64_t *s = &pt->s;
    long *warp = &pt->warp;
    size_t *n = &pt->n;
    wl_type t = WL_TYPE_F32;
    long v = 0;
    *s = 0;
    *n = 0;
    int lo = 0, hi = 0;
    size_t size = wl_default_size(0);
    if (a->type && wl_type_from_name(a->type, &t) != 0)
        return wl_usage_error("model", "--type '%s': types are f32, f64", a->type);
    if (a->param && wl_parse_int(a->param, -WL_EXPR_S_LIMIT, WL_EXPR_S_LIMIT, &v) != 0)
        return wl_usage_error("model", "--param '%s': s must be a whole number in %d..%d", a->param,
                              -WL_EXPR_S_LIMIT, WL_EXPR_S_LIMIT);
    *s = v;
    if (a->range && wl_parse_range(a->range, &lo, &hi) != 0)
        return wl_usage_error("model", "--range '%s': write LOW..HIGH, within %d..%d", a->range,
                              -WL_EXPR_S_LIMIT, WL_EXPR_S_LIMIT);
    if (!a->range)
        lo = hi = (int)*s;
    else if (!a->param) /* s = 0 unless the range leaves it out */
        *s = lo > 0 ? lo : (hi < 0 ? hi : 0);
    if (*s < lo || *s > hi)
        return wl_usage_error("model", "--param %lld is outside --range %d..%d", (long long)*s, lo,
                              hi);
    int rc;
    if (a->size && (rc = wl_cli_size("model", a->size, &size)) != 0)
        return rc;
    if ((rc = wl_expr_cli_unroll("model", a->unroll, &pt->unroll)) != 0)
        return rc;
    rc = wl_expr_cli_build("model", &a->e, t, lo, hi, x);
    if (rc != 0)
        return rc;
    /* n is whole blocks of block * unroll threads: checked at that n. */
    wl_spec spec;
    wl_expr_spec(x, (int)*s, (int)pt->unroll, &spec);
    if ((rc = wl_expr_cli_launch("model", &a->e, x, &spec, size, n)) != 0)
        return rc;
    spec.n = *n;
    long warps = wl_spec_warp_count(&spec);
    if (a->warp && wl_parse_int(a->warp, 0, warps - 1, warp) != 0)
        return wl_usage_error("model", "--warp '%s': warp must be 0..%ld", a->warp, warps - 1);
    return 0;
}

/* The statement a student reads: "a[i * 2] += 1", or with a store
 * expression "a[STORE] = a[LOAD] + 1"; as typed (the parser let through
 * printable characters only). */
static void index_statement(const wl_expr_experiment *x, char *buf, size_t size)
{
    if (x->store_given)
        snprintf(buf, size, "a[%s] = a[%s] + 1", x->store.text, x->load.text);
    else
        snprintf(buf, size, "a[%s] += 1", x->load.text);
}

static void print_texts(FILE *out, const wl_expr_experiment *x, bool json)
{
    char statement[2 * WL_EXPR_MAX_LEN + 32];
    if (json) {
        fprintf(out, "  \"expression\": ");
        wl_json_string(out, x->load.text); /* a TAB is printable to the parser, not to JSON */
        fprintf(out, ",\n  \"store_expression\": ");
        wl_json_string(out, x->store.text);
        fprintf(out, ",\n");
        return;
    }
    index_statement(x, statement, sizeof statement);
    fputs(statement, out);
}

/* The calibration as for a built-in kernel (cmd_model.c): from --calibration
 * (which must load) or --data-dir's reference/ (which may be missing: then
 * no prediction, and why). */
typedef struct expr_calibration {
    bool ok;
    wl_calibration cal;
    wl_error why;
} expr_calibration;

static int load_calibration(const wl_model_expr_args *a, expr_calibration *c)
{
    if (wl_calibration_open(a->data_dir, a->calibration, &c->cal, &c->ok, &c->why) != 0)
        return wl_error_report(&c->why, "model");
    return 0;
}

/* What model --expr shows: the launch's one evaluation (wl_eval.h) and the
 * array its expressions reach. */
typedef struct expr_view {
    const wl_expr_experiment *x;
    wl_memparams mem; /* the DRAM granules evaluated with: the defaults */
    wl_eval ev;
    uint64_t extent;
    const expr_calibration *cal;
} expr_view;

static void print_prediction(FILE *out, const expr_view *v, bool ascii)
{
    char chain[256], label[160];
    if (!v->ev.predicted) {
        fprintf(out, "no prediction: %s\n", v->cal->ok ? v->ev.why : v->cal->why.msg);
        return;
    }
    const wl_prediction *p = &v->ev.prediction;
    wl_perf_chain(p, ascii, chain, sizeof chain);
    wl_calibration_label(&v->cal->cal, label, sizeof label);
    /* a prediction is a share of the calibrated DRAM rate, named as
     * everywhere (wl_format.h) */
    fprintf(out, "predicted %.0f GB/s (%.0f%% of " WL_DRAM_RATE_SHORT "), %s\n  %s\n", p->gbps,
            p->pct_of_copy, label, chain);
}

static void print_text(FILE *out, const expr_view *v, bool ascii)
{
    const wl_expr_experiment *x = v->x;
    const wl_analysis *a = &v->ev.analysis;
    size_t n = v->ev.launch.n;
    char size[32];
    fprintf(out, "expression, %s: ", wl_type_name(x->type));
    print_texts(out, x, false);
    fprintf(out, "   s = %d   warp %ld   block %d   unroll %d\n", a->spec.param, a->spec.warp,
            x->block, a->spec.unroll);
    wl_format_size((size_t)v->extent * (size_t)wl_type_bytes(x->type), size, sizeof size);
    /* i numbers elements; a thread does unroll of them. */
    fprintf(out, "%zu threads x %d element%s; the array reaches %llu elements (%s)\n\n",
            n / (size_t)a->spec.unroll, a->spec.unroll, a->spec.unroll == 1 ? "" : "s",
            (unsigned long long)v->extent, size);
    wl_diagram_print(out, a, ascii);
    fprintf(out, "\nwhole kernel: %.2f sectors/request on loads, %.2f on stores (%ld warps)\n",
            a->load_sectors_per_request, a->store_sectors_per_request,
            wl_spec_warp_count(&v->ev.launch.spec));
    fprintf(out, "DRAM estimate per element: %.4g bytes read, %.4g written, for %d asked for\n",
            a->dram_read_bytes_per_element, a->dram_write_bytes_per_element,
            a->useful_bytes_per_element);
    print_prediction(out, v, ascii);
}

/* As model --kernel writes it: the prediction, or null and why. */
static void json_prediction(FILE *out, const expr_view *v)
{
    char label[160];
    fprintf(out, "  \"prediction\": ");
    if (!v->ev.predicted) {
        fprintf(out, "null,\n  \"prediction_unavailable\": ");
        wl_json_string(out, v->cal->ok ? v->ev.why : v->cal->why.msg);
        return;
    }
    wl_calibration_label(&v->cal->cal, label, sizeof label);
    wl_perf_print_json(out, &v->ev.prediction, label, 2);
}

static void print_json(FILE *out, const void *ctx)
{
    const expr_view *v = ctx;
    const wl_expr_experiment *x = v->x;
    const wl_analysis *a = &v->ev.analysis;
    size_t n = v->ev.launch.n;
    char statement[2 * WL_EXPR_MAX_LEN + 32];
    index_statement(x, statement, sizeof statement);
    wl_model_json_head(out, "expr", &a->spec, "s", statement);
    print_texts(out, x, true);
    /* Every warp of the launch is counted: warps_sampled is all of them. */
    fprintf(out,
            "  \"s\": %d,\n  \"block\": %d,\n  \"threads\": %zu,\n  \"elements\": %zu,\n"
            "  \"extent\": %llu,\n  \"warps_sampled\": %ld,\n",
            a->spec.param, x->block, n / (size_t)a->spec.unroll, n, (unsigned long long)v->extent,
            wl_spec_warp_count(&v->ev.launch.spec));
    wl_model_json_analysis(out, a, &v->mem);
    json_prediction(out, v);
    fprintf(out, "\n}\n");
}

/* The generated kernel's memory instructions, or what is missing here. */
static void print_sass(FILE *out, const wl_expr_experiment *x, int unroll)
{
    char ops[WL_SASS_OPS_MAX];
    wl_error err;
    if (wl_sass_of_expr(x, unroll, ops, sizeof ops, &err) == 0)
        fprintf(out, "SASS (%s) of the generated kernel: %s\n", WL_SASS_ARCH, ops);
    else
        fprintf(out, "no SASS: %s\n", err.msg);
}

int wl_model_expr(const wl_model_expr_args *args)
{
    wl_expr_experiment x;
    expr_point pt = {0, 0, 1, 0};
    int rc = parse_args(args, &x, &pt);
    if (rc != 0)
        return rc;
    expr_calibration cal;
    if ((rc = load_calibration(args, &cal)) != 0)
        return rc;
    static expr_view v; /* a wl_eval is large */
    v = (expr_view){.x = &x, .cal = &cal};
    wl_memparams_default(&v.mem);
    wl_eval_request req = {.elements = pt.n,
                           .want = WL_EVAL_ACCESS | WL_EVAL_PREDICT,
                           .mem = &v.mem,
                           .consts = cal.ok ? &cal.cal.consts : NULL};
    wl_expr_spec(&x, (int)pt.s, (int)pt.unroll, &req.spec);
    req.spec.warp = pt.warp;
    wl_error err;
    wl_eval_experiment(&req, &v.ev, &err);
    if (!v.ev.analysis_ok) {
        wl_expr_problem pb = {WL_EXPR_NONE, 0};
        wl_expr_cli_report("model", &args->e, &pb, v.ev.why);
        return WL_EXIT_FAIL;
    }
    wl_expr_extent(&x, (int64_t)pt.n, pt.s, &v.extent, NULL);
    if (args->json)
        return wl_json_emit(stdout, print_json, &v, &err) == 0 ? WL_EXIT_OK
                                                               : wl_error_report(&err, "model");
    print_text(stdout, &v, args->ascii);
    if (args->sass)
        print_sass(stdout, &x, (int)pt.unroll);
    return WL_EXIT_OK;
}
