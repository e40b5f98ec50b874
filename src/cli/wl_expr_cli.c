/* Custom experiments on the command line: one builder, one error printer. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_commands.h"
#include "wl_error.h"
#include "wl_expr_cli.h"
#include "wl_family.h"

void wl_expr_cli_report(const char *cmd, const wl_expr_cli *o, const wl_expr_problem *pb,
                        const char *msg)
{
    const char *text = NULL, *flag = NULL;
    if (pb && pb->col > 0 && pb->which == WL_EXPR_LOAD)
        text = o->load, flag = "--expr";
    else if (pb && pb->col > 0 && pb->which == WL_EXPR_STORE)
        text = o->store, flag = "--store-expr";
    if (!text) {
        wl_complain(cmd, "%s", msg);
        return;
    }
    char caret[2 * WL_EXPR_MAX_LEN + 64];
    wl_expr_caret(text, pb->col, "  ", caret, sizeof caret);
    /* The caret's lines are printable by construction (wl_expr_caret). */
    wl_complain(cmd, "%s: %s", flag, msg);
    fprintf(stderr, "%s\n", caret);
}

int wl_expr_cli_build(const char *cmd, const wl_expr_cli *o, wl_type t, int s_lo, int s_hi,
                      wl_expr_experiment *x)
{
    long block = WL_EXPR_BLOCK_DEFAULT;
    if (o->block && wl_parse_int(o->block, WL_WARP_SIZE, WL_EXPR_BLOCK_MAX, &block) != 0)
        return wl_usage_error(cmd, "--block '%s': a multiple of 32 in 32..%d", o->block,
                              WL_EXPR_BLOCK_MAX);
    if (o->store && !*o->store) /* given means used: not the load's silently */
        return wl_usage_error(cmd, "--store-expr '': needs an expression (leave it out to store "
                                   "where the load reads)");
    wl_expr_problem pb;
    wl_error err;
    if (wl_expr_experiment_init(x, o->load, o->store, t, s_lo, s_hi, (int)block, &pb, &err) != 0) {
        wl_expr_cli_report(cmd, o, &pb, err.msg);
        return WL_EXIT_USAGE;
    }
    return 0;
}

int wl_expr_cli_check(const char *cmd, const wl_expr_cli *o, const wl_expr_experiment *x, int64_t n)
{
    wl_expr_problem pb;
    wl_error err;
    if (wl_expr_experiment_check(x, n, &pb, &err) != 0) {
        wl_expr_cli_report(cmd, o, &pb, err.msg);
        return WL_EXIT_USAGE;
    }
    return 0;
}

static int parse_bound(const char *s, char **end, int *out)
{
    errno = 0;
    long v = strtol(s, end, 10);
    if (*end == s || errno != 0 || v < -WL_EXPR_S_LIMIT || v > WL_EXPR_S_LIMIT)
        return -1;
    *out = (int)v;
    return 0;
}

int wl_parse_range(const char *s, int *lo, int *hi)
{
    char *end;
    if (!s || parse_bound(s, &end, lo) != 0)
        return -1;
    if (*end == '\0') {
        *hi = *lo;
        return 0;
    }
    if (strncmp(end, "..", 2) != 0 || parse_bound(end + 2, &end, hi) != 0 || *end != '\0')
        return -1;
    return *lo <= *hi ? 0 : -1;
}

int wl_expr_cli_launch(const char *cmd, const wl_expr_cli *o, const wl_expr_experiment *x,
                       const wl_spec *spec, size_t size_bytes, size_t *n)
{
    char size[32], least[32];
    const char *type = wl_type_name(x->type);
    size_t elements = wl_elements_for_size(size_bytes, x->type);
    size_t per_block = (size_t)x->block * (size_t)spec->unroll;
    wl_format_size(size_bytes, size, sizeof size);
    *n = wl_launch_elements_for_size(spec, size_bytes);
    if (*n == 0) {
        wl_format_size(per_block * (size_t)wl_type_bytes(x->type), least, sizeof least);
        return wl_usage_error(
            cmd,
            "the working set (%s) holds %zu %s elements, fewer than one block takes (%d "
            "threads x unroll %d = %zu); give a --size of %s or more, or a "
            "smaller --block or --unroll",
            size, elements, type, x->block, spec->unroll, per_block, least);
    }
    if ((int64_t)*n > WL_EXPR_THREADS_MAX) {
        wl_format_size((size_t)WL_EXPR_THREADS_MAX * (size_t)wl_type_bytes(x->type), least,
                       sizeof least);
        return wl_usage_error(
            cmd,
            "the working set (%s) is %zu %s elements, more than the 2^40 threads a "
            "custom experiment runs; give a --size of %s or less",
            size, *n, type, least);
    }
    return wl_expr_cli_check(cmd, o, x, (int64_t)*n);
}

int wl_expr_cli_unroll(const char *cmd, const char *text, long *out)
{
    *out = 1;
    if (!text)
        return 0;
    /* The registry's row says how far the generated kernel unrolls. */
    const wl_family *f = wl_family_of(WL_KERNEL_EXPR);
    int max = f ? f->unroll_max : 1;
    if (wl_parse_int(text, 1, max, out) != 0)
        return wl_usage_error(cmd, "--unroll '%s': unroll must be 1..%d", text, max);
    return 0;
}

int wl_expr_cli_run_config(const char *cmd, const wl_expr_run_args *a, size_t elements,
                           wl_expr_experiment *x, wl_expr_run *r)
{
    wl_type t = WL_TYPE_F32;
    long s = 0, unroll = 1;
    if (a->type && wl_type_from_name(a->type, &t) != 0)
        return wl_usage_error(cmd, "--type '%s': types are f32, f64", a->type);
    if (a->param && wl_parse_int(a->param, -WL_EXPR_S_LIMIT, WL_EXPR_S_LIMIT, &s) != 0)
        return wl_usage_error(cmd, "--param '%s': s must be a whole number in %d..%d", a->param,
                              -WL_EXPR_S_LIMIT, WL_EXPR_S_LIMIT);
    int rc = wl_expr_cli_unroll(cmd, a->unroll, &unroll);
    if (rc != 0)
        return rc;
    rc = wl_expr_cli_build(cmd, &a->e, t, (int)s, (int)s, x);
    if (rc != 0)
        return rc;
    wl_spec spec;
    wl_expr_spec(x, (int)s, (int)unroll, &spec);
    size_t n = wl_launch_elements(&spec, elements);
    *r = (wl_expr_run){
        .x = x, .s = s, .unroll = (int)unroll, .n = n ? n : (size_t)x->block * (size_t)unroll};
    return wl_expr_cli_check(cmd, &a->e, x, (int64_t)r->n);
}
