/* warplab model --expr: one warp of a custom experiment, drawn like a
 * built-in kernel's, with the whole-kernel figures, the array it reaches and
 * the performance model's prediction (when a calibration file is found). */
#include <stdio.h>
#include <string.h>

#include "wl_calibration.h"
#include "wl_commands.h"
#include "wl_diagram_text.h"
#include "wl_expr_cli.h"
#include "wl_json.h"
#include "wl_lab.h"
#include "wl_nvrtc.h"
#include "wl_sass.h"
#include "wl_units.h"

static int parse_args(const wl_model_expr_args *a, wl_expr_experiment *x, int64_t *s, long *warp,
                      size_t *n)
{
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
    rc = wl_expr_cli_build("model", &a->e, t, lo, hi, x);
    if (rc != 0)
        return rc;
    *n = wl_expr_launch_elements(x, 1, wl_elements_for_size(size, t));
    if ((rc = wl_expr_cli_check("model", &a->e, x, (int64_t)*n)) != 0)
        return rc;
    if (a->warp && wl_parse_int(a->warp, 0, (long)(*n / WL_WARP_SIZE) - 1, warp) != 0)
        return wl_usage_error("model", "--warp '%s': warp must be 0..%zu", a->warp,
                              *n / WL_WARP_SIZE - 1);
    return 0;
}

static void print_texts(FILE *out, const wl_expr_experiment *x, bool json)
{
    /* As typed: the parser let through printable characters only. */
    const char *load = x->load.text, *store = x->store.text;
    if (json) {
        fprintf(out, "  \"expression\": ");
        wl_json_string(out, load); /* a TAB is printable to the parser, not to JSON */
        fprintf(out, ",\n  \"store_expression\": ");
        wl_json_string(out, store);
        fprintf(out, ",\n");
    } else if (x->store_given)
        fprintf(out, "a[%s] = a[%s] + 1", store, load);
    else
        fprintf(out, "a[%s] += 1", load);
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
    c->ok = wl_calibration_load_default(a->data_dir, a->calibration, &c->cal, &c->why) == 0;
    return !c->ok && a->calibration ? wl_error_report(&c->why, "model") : 0;
}

/* The prediction, or why there is none (*why). */
static bool predict(const wl_expr_experiment *x, int64_t s, size_t n, const expr_calibration *c,
                    wl_measurement *m, wl_prediction *p, char *why, size_t whysz)
{
    wl_error err;
    if (!c->ok) {
        snprintf(why, whysz, "%s", c->why.msg);
        return false;
    }
    size_t size = n * (size_t)wl_type_bytes(x->type);
    if (wl_expr_predict(x, s, 1, size, &c->cal.consts, m, p, &err) != 0) {
        snprintf(why, whysz, "%s", err.msg);
        return false;
    }
    return true;
}

static void print_prediction(FILE *out, const wl_expr_experiment *x, int64_t s, size_t n,
                             bool ascii, const expr_calibration *c)
{
    wl_measurement m;
    wl_prediction p;
    char why[sizeof c->why.msg], chain[256], label[160];
    if (!predict(x, s, n, c, &m, &p, why, sizeof why)) {
        fprintf(out, "no prediction: %s\n", why);
        return;
    }
    wl_perf_chain(&p, ascii, chain, sizeof chain);
    wl_calibration_label(&c->cal, label, sizeof label);
    fprintf(out, "predicted %.0f GB/s (%.0f%% of copy), %s\n  %s\n", m.gbps_median, m.pct_of_copy,
            label, chain);
}

static void print_text(FILE *out, const wl_expr_experiment *x, const wl_expr_analysis *a,
                       bool ascii, const expr_calibration *c)
{
    char size[32];
    fprintf(out, "expression, %s: ", wl_type_name(x->type));
    print_texts(out, x, false);
    fprintf(out, "   s = %lld   warp %ld   block %d\n", (long long)a->s, a->analysis.spec.warp,
            x->block);
    wl_format_size((size_t)a->extent * (size_t)wl_type_bytes(x->type), size, sizeof size);
    fprintf(out, "%lld threads; the array reaches %llu elements (%s)\n\n", (long long)a->n,
            (unsigned long long)a->extent, size);
    wl_diagram_print(out, &a->analysis, ascii);
    fprintf(out, "\nwhole kernel: %.2f sectors/request on loads, %.2f on stores (%ld warps)\n",
            a->analysis.load_sectors_per_request, a->analysis.store_sectors_per_request,
            a->warps_sampled);
    fprintf(out, "DRAM estimate per element: %.4g bytes read, %.4g written, for %d asked for\n",
            a->analysis.dram_read_bytes_per_element, a->analysis.dram_write_bytes_per_element,
            a->analysis.useful_bytes_per_element);
    print_prediction(out, x, a->s, (size_t)a->n, ascii, c);
}

static void json_access(FILE *out, const char *name, const wl_access *acc, double spr)
{
    fprintf(out,
            "  \"%s\": {\"sectors\": %d, \"lines\": %d, \"sectors_per_request\": %.4g, "
            "\"useful_bytes\": %d, \"fetched_bytes\": %d, \"efficiency\": %.4g,\n"
            "    \"lane_addresses\": [",
            name, acc->sectors, acc->lines, spr, acc->useful_bytes, acc->fetched_bytes,
            acc->efficiency);
    for (int l = 0; l < WL_WARP_SIZE; l++)
        fprintf(out, "%s%llu", l ? ", " : "", (unsigned long long)acc->lane_addr[l]);
    fprintf(out, "]}");
}

typedef struct json_expr {
    const wl_expr_experiment *x;
    const wl_expr_analysis *a;
    const expr_calibration *cal;
} json_expr;

/* As model --kernel writes it: the prediction, or null and why. */
static void json_prediction(FILE *out, const json_expr *j)
{
    wl_measurement m;
    wl_prediction p;
    char why[sizeof j->cal->why.msg], label[160];
    fprintf(out, ",\n  \"prediction\": ");
    if (!predict(j->x, j->a->s, (size_t)j->a->n, j->cal, &m, &p, why, sizeof why)) {
        fprintf(out, "null,\n  \"prediction_unavailable\": ");
        wl_json_string(out, why);
        return;
    }
    wl_calibration_label(&j->cal->cal, label, sizeof label);
    wl_perf_print_json(out, &p, label, 2);
}

static void print_json(FILE *out, const void *ctx)
{
    const wl_expr_experiment *x = ((const json_expr *)ctx)->x;
    const wl_expr_analysis *a = ((const json_expr *)ctx)->a;
    fprintf(out, "{\n  \"kernel\": \"expr\",\n  \"type\": \"%s\",\n", wl_type_name(x->type));
    print_texts(out, x, true);
    fprintf(out,
            "  \"s\": %lld,\n  \"warp\": %ld,\n  \"block\": %d,\n  \"threads\": %lld,\n"
            "  \"extent\": %llu,\n  \"warps_sampled\": %ld,\n",
            (long long)a->s, a->analysis.spec.warp, x->block, (long long)a->n,
            (unsigned long long)a->extent, a->warps_sampled);
    json_access(out, "load", &a->analysis.load, a->analysis.load_sectors_per_request);
    fprintf(out, ",\n");
    json_access(out, "store", &a->analysis.store, a->analysis.store_sectors_per_request);
    fprintf(out,
            ",\n  \"useful_bytes_per_element\": %d,\n"
            "  \"dram_read_bytes_per_element\": %.4g,\n"
            "  \"dram_write_bytes_per_element\": %.4g",
            a->analysis.useful_bytes_per_element, a->analysis.dram_read_bytes_per_element,
            a->analysis.dram_write_bytes_per_element);
    json_prediction(out, ctx);
    fprintf(out, "\n}\n");
}

/* The generated kernel's memory instructions, or what is missing here. */
static void print_sass(FILE *out, const wl_expr_experiment *x)
{
    char ops[WL_SASS_OPS_MAX];
    wl_error err;
    if (wl_sass_of_expr(x, 1, ops, sizeof ops, &err) == 0)
        fprintf(out, "SASS (%s) of the generated kernel: %s\n", WL_SASS_ARCH, ops);
    else
        fprintf(out, "no SASS: %s\n", err.msg);
}

int wl_model_expr(const wl_model_expr_args *args)
{
    wl_expr_experiment x;
    int64_t s;
    long warp = 0;
    size_t n;
    int rc = parse_args(args, &x, &s, &warp, &n);
    if (rc != 0)
        return rc;
    expr_calibration cal;
    if ((rc = load_calibration(args, &cal)) != 0)
        return rc;
    wl_expr_analysis a;
    wl_expr_problem pb;
    wl_error err;
    if (wl_expr_analyze(&x, (int64_t)n, s, warp, NULL, &a, &pb, &err) != 0) {
        wl_expr_cli_report("model", &args->e, &pb, err.msg);
        return WL_EXIT_FAIL;
    }
    json_expr j = {&x, &a, &cal};
    if (args->json)
        return wl_json_emit(stdout, print_json, &j, &err) == 0 ? WL_EXIT_OK
                                                               : wl_error_report(&err, "model");
    else
        print_text(stdout, &x, &a, args->ascii, &cal);
    if (args->sass)
        print_sass(stdout, &x);
    return WL_EXIT_OK;
}
