#include "wl_binding.h"

#include "wl_expr_model.h"
#include "wl_family.h"
#include "wl_number.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PREFIX "warplab:"
#define MAX_VALUE WL_BINDING_VALUE_MAX

/* The keys a binding may set, each at most once. */
typedef enum bind_key {
    BIND_KERNEL,
    BIND_TYPE,
    BIND_PARAM,
    BIND_SLIDER,
    BIND_UNROLL,
    BIND_COMPARE,
    BIND_COMPARE_PARAM,
    BIND_EXPR,
    BIND_STORE,
    BIND_RANGE,
    BIND_SOURCE,
    BIND_COUNT
} bind_key;

static const char *const key_names[BIND_COUNT] = {"kernel", "type",    "param",         "slider",
                                                  "unroll", "compare", "compare-param", "expr",
                                                  "store",  "range",   "source"};

/* Indexed by wl_slider; a family's own slider is the one its parameter is
 * named after in the registry. */
static const char *const slider_names[] = {"none",   "offset", "stride", "N",
                                           "layout", "unroll", "width",  "pad"};
#define SLIDER_COUNT ((int)(sizeof slider_names / sizeof slider_names[0]))

const char *wl_slider_name(wl_slider s)
{
    return (unsigned)s < (unsigned)SLIDER_COUNT ? slider_names[s] : "?";
}

typedef struct binding_ctx {
    const char *file;
    int line;
    wl_error *err;
    char values[BIND_COUNT][MAX_VALUE];
    int seen[BIND_COUNT];
    /* Keys it does not know, all said at once after the comment is read. */
    char unknown[200];
    int nunknown;
} binding_ctx;

static int find_key(const char *name, size_t n)
{
    for (int k = 0; k < BIND_COUNT; k++)
        if (strlen(key_names[k]) == n && strncmp(key_names[k], name, n) == 0)
            return k;
    return -1;
}

/* Stores one "key=value" token. */
static int take_token(binding_ctx *c, const char *tok, size_t n)
{
    const char *eq = memchr(tok, '=', n);
    if (!eq)
        return wl_fail_at(c->err, c->file, c->line, "binding: '%.*s' is not key=value", (int)n,
                          tok);
    size_t klen = (size_t)(eq - tok), vlen = n - klen - 1;
    int k = find_key(tok, klen);
    if (k < 0) {
        size_t have = strlen(c->unknown);
        snprintf(c->unknown + have, sizeof c->unknown - have, "%s'%.*s'", have ? ", " : "",
                 (int)klen, tok);
        c->nunknown++;
        return 0;
    }
    if (c->seen[k])
        return wl_fail_at(c->err, c->file, c->line, "binding: key '%s' given twice", key_names[k]);
    if (vlen == 0 || vlen >= MAX_VALUE)
        return wl_fail_at(c->err, c->file, c->line, "binding: key '%s' needs a value (1..%d chars)",
                          key_names[k], MAX_VALUE - 1);
    memcpy(c->values[k], eq + 1, vlen);
    c->values[k][vlen] = '\0';
    c->seen[k] = 1;
    return 0;
}

static int split_tokens(binding_ctx *c, const char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        while (i < n && isspace((unsigned char)s[i]))
            i++;
        size_t start = i;
        while (i < n && !isspace((unsigned char)s[i]))
            i++;
        if (i > start && take_token(c, s + start, i - start) != 0)
            return -1;
    }
    if (c->nunknown > 0)
        return wl_fail_at(c->err, c->file, c->line,
                          "binding: unknown key%s %s; keys are kernel, type, param, slider, "
                          "unroll, compare, compare-param, expr, store, range, source",
                          c->nunknown == 1 ? "" : "s", c->unknown);
    return 0;
}

static int parse_int_value(binding_ctx *c, bind_key k, int *out)
{
    long v;
    if (wl_parse_int(c->values[k], -1000000, 1000000, &v) != 0)
        return wl_fail_at(c->err, c->file, c->line, "binding: %s '%s' is not a whole number",
                          key_names[k], c->values[k]);
    *out = (int)v;
    return 0;
}

static int lookup_name(binding_ctx *c, bind_key k, const char *const *names, int count, int *out)
{
    for (int i = 0; i < count; i++)
        if (strcmp(c->values[k], names[i]) == 0) {
            *out = i;
            return 0;
        }
    char list[128] = "";
    for (int i = 0; i < count; i++)
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "", names[i]);
    return wl_fail_at(c->err, c->file, c->line, "binding: unknown %s '%s'; %s is one of %s",
                      key_names[k], c->values[k], key_names[k], list);
}

/* Fills kernel and param of *spec from keys `kk` and `pk` (type already set). */
static int build_spec(binding_ctx *c, bind_key kk, bind_key pk, wl_spec *spec)
{
    wl_kernel kernel;
    if (wl_kernel_from_name(c->values[kk], &kernel) != 0)
        return wl_fail_at(c->err, c->file, c->line, "binding: unknown %s '%s'; kernels are %s",
                          key_names[kk], c->values[kk], wl_kernel_names_list());
    wl_type type = spec->type;
    int unroll = spec->unroll;
    wl_spec_default(kernel, type, spec);
    spec->unroll = unroll;
    wl_param_range r;
    wl_kernel_param_range(kernel, &r);
    if (c->seen[pk] && r.kind == WL_PARAM_NONE)
        return wl_fail_at(c->err, c->file, c->line, "binding: kernel %s takes no %s",
                          wl_kernel_name(kernel), key_names[pk]);
    if (c->seen[pk] && parse_int_value(c, pk, &spec->param) != 0)
        return -1;
    wl_error why;
    if (wl_spec_validate(spec, &why) != 0)
        return wl_fail_at(c->err, c->file, c->line, "binding: %s: %s", wl_kernel_name(kernel),
                          why.msg);
    return 0;
}

/* The slider named after the family's parameter, or none. */
static wl_slider param_slider(const wl_family *f)
{
    for (int s = WL_SLIDER_OFFSET; f->param.name && s < SLIDER_COUNT; s++)
        if (strcmp(slider_names[s], f->param.name) == 0)
            return (wl_slider)s;
    return WL_SLIDER_NONE;
}

bool wl_slider_fits(wl_slider s, wl_kernel k)
{
    const wl_family *f = wl_family_of(k);
    if (!f)
        return false;
    return s == WL_SLIDER_NONE || (s == param_slider(f) && s != WL_SLIDER_NONE) ||
           (s == WL_SLIDER_LAYOUT && f->partner[0]) || (s == WL_SLIDER_UNROLL && f->unroll_max > 1);
}

wl_slider wl_slider_of_kernel(wl_kernel k)
{
    const wl_family *f = wl_family_of(k);
    if (f && param_slider(f) != WL_SLIDER_NONE)
        return param_slider(f);
    return f && f->partner[0] ? WL_SLIDER_LAYOUT : WL_SLIDER_NONE;
}

static int build_compare(binding_ctx *c, wl_binding *b)
{
    if (!c->seen[BIND_COMPARE]) {
        if (c->seen[BIND_COMPARE_PARAM])
            return wl_fail_at(c->err, c->file, c->line, "binding: compare-param without compare");
        return 0;
    }
    b->compare = b->spec;
    if (build_spec(c, BIND_COMPARE, BIND_COMPARE_PARAM, &b->compare) != 0)
        return -1;
    if (b->compare.kernel == b->spec.kernel)
        return wl_fail_at(c->err, c->file, c->line, "binding: compare names the same kernel (%s)",
                          wl_kernel_name(b->spec.kernel));
    wl_param_range a, r;
    wl_kernel_param_range(b->spec.kernel, &a);
    wl_kernel_param_range(b->compare.kernel, &r);
    if (!c->seen[BIND_COMPARE_PARAM] && a.kind == r.kind)
        b->compare.param = b->spec.param;
    if (b->compare.unroll > wl_family_of(b->compare.kernel)->unroll_max)
        b->compare.unroll = 1;
    b->has_compare = true;
    return 0;
}

/* "LO..HI" (or one value) into the slider range for s. */
static int parse_range(binding_ctx *c, int *lo, int *hi)
{
    const char *v = c->values[BIND_RANGE], *dots = strstr(v, "..");
    char *end = NULL;
    long a = strtol(v, &end, 10), b = a;
    bool ok = end != v && (dots ? end == dots : *end == '\0');
    if (ok && dots) {
        b = strtol(dots + 2, &end, 10);
        ok = end != dots + 2 && *end == '\0';
    }
    if (!ok || a > b || a < -WL_EXPR_S_LIMIT || b > WL_EXPR_S_LIMIT)
        return wl_fail_at(c->err, c->file, c->line,
                          "binding: range '%s' is not LO..HI (whole numbers, LO <= HI, within "
                          "+-%d)",
                          v, WL_EXPR_S_LIMIT);
    *lo = (int)a;
    *hi = (int)b;
    return 0;
}

/* A section bound to the student's kind of experiment: expressions instead
 * of a kernel, checked by the same parser the lab and the CLI use. */
static int build_expr_binding(binding_ctx *c, wl_binding *b)
{
    static const bind_key not_with_expr[] = {BIND_KERNEL, BIND_SLIDER, BIND_UNROLL, BIND_COMPARE,
                                             BIND_COMPARE_PARAM};
    for (size_t i = 0; i < sizeof not_with_expr / sizeof not_with_expr[0]; i++)
        if (c->seen[not_with_expr[i]])
            return wl_fail_at(c->err, c->file, c->line,
                              "binding: %s= does not go with expr= (the slider moves s)",
                              key_names[not_with_expr[i]]);
    if (c->seen[BIND_TYPE] && wl_type_from_name(c->values[BIND_TYPE], &b->spec.type) != 0)
        return wl_fail_at(c->err, c->file, c->line,
                          "binding: unknown type '%s'; types are f32, f64", c->values[BIND_TYPE]);
    b->s_min = 1;
    b->s_max = 32;
    if (c->seen[BIND_RANGE] && parse_range(c, &b->s_min, &b->s_max) != 0)
        return -1;
    wl_expr_experiment x;
    wl_expr_problem pb;
    wl_error why;
    const char *store = c->seen[BIND_STORE] ? c->values[BIND_STORE] : NULL;
    if (wl_expr_experiment_init(&x, c->values[BIND_EXPR], store, b->spec.type, b->s_min, b->s_max,
                                WL_EXPR_BLOCK_DEFAULT, &pb, &why) != 0)
        return wl_fail_at(c->err, c->file, c->line, "%s%s",
                          pb.which == WL_EXPR_STORE ? "store: " : "", why.msg);
    /* The lab's own check: no divisor 0, no shift out of range, every lane
     * inside the array, over the whole slider range at every working set
     * and type the lab can switch to. */
    if (wl_expr_experiment_check_lab(&x, &pb, &why) != 0)
        return wl_fail_at(c->err, c->file, c->line, "%s%s",
                          pb.which == WL_EXPR_STORE ? "store: " : "", why.msg);
    b->spec.kernel = WL_KERNEL_EXPR;
    b->spec.param = b->s_min <= 1 && 1 <= b->s_max ? 1 : b->s_min;
    if (c->seen[BIND_PARAM] && parse_int_value(c, BIND_PARAM, &b->spec.param) != 0)
        return -1;
    if (b->spec.param < b->s_min || b->spec.param > b->s_max)
        return wl_fail_at(c->err, c->file, c->line, "binding: param %d is outside range %d..%d",
                          b->spec.param, b->s_min, b->s_max);
    b->has_expr = true;
    snprintf(b->expr, sizeof b->expr, "%s", c->values[BIND_EXPR]);
    snprintf(b->store, sizeof b->store, "%s", store ? store : "");
    return 0;
}

/* source=NAME: a .cu file of the data directory's kernels/ folder, by its
 * bare name, that the source pane shows instead of the running kernel's
 * (check-content checks that it is there). */
static int take_source(binding_ctx *c, wl_binding *b)
{
    const char *v = c->values[BIND_SOURCE];
    size_t n = strlen(v);
    bool ok = n > 3 && strcmp(v + n - 3, ".cu") == 0 && v[0] != '.';
    for (size_t i = 0; ok && i < n; i++)
        ok = isalnum((unsigned char)v[i]) || v[i] == '_' || v[i] == '-' || v[i] == '.';
    if (!ok)
        return wl_fail_at(c->err, c->file, c->line,
                          "binding: source '%s' is not the name of a .cu file in kernels/ "
                          "(letters, digits, _ - . only)",
                          v);
    snprintf(b->source, sizeof b->source, "%s", v);
    return 0;
}

static int build_binding(binding_ctx *c, wl_binding *b)
{
    if (c->seen[BIND_SOURCE] && c->seen[BIND_EXPR])
        return wl_fail_at(c->err, c->file, c->line,
                          "binding: source= does not go with expr= (the pane shows the generated "
                          "kernel)");
    if (c->seen[BIND_SOURCE] && take_source(c, b) != 0)
        return -1;
    if (c->seen[BIND_EXPR]) {
        b->spec.unroll = 1;
        return build_expr_binding(c, b);
    }
    if (c->seen[BIND_STORE] || c->seen[BIND_RANGE])
        return wl_fail_at(c->err, c->file, c->line, "binding: store= and range= need expr=");
    if (!c->seen[BIND_KERNEL])
        return wl_fail_at(c->err, c->file, c->line,
                          "binding: kernel=... (or expr=...) is required");
    b->spec.unroll = 1;
    if (c->seen[BIND_TYPE] && wl_type_from_name(c->values[BIND_TYPE], &b->spec.type) != 0)
        return wl_fail_at(c->err, c->file, c->line,
                          "binding: unknown type '%s'; types are f32, f64", c->values[BIND_TYPE]);
    if (c->seen[BIND_UNROLL] && parse_int_value(c, BIND_UNROLL, &b->spec.unroll) != 0)
        return -1;
    if (build_spec(c, BIND_KERNEL, BIND_PARAM, &b->spec) != 0)
        return -1;
    int v = 0;
    if (c->seen[BIND_SLIDER] && lookup_name(c, BIND_SLIDER, slider_names, SLIDER_COUNT, &v) != 0)
        return -1;
    b->slider = (wl_slider)v;
    if (!wl_slider_fits(b->slider, b->spec.kernel))
        return wl_fail_at(c->err, c->file, c->line, "binding: slider %s cannot move kernel %s",
                          wl_slider_name(b->slider), wl_kernel_name(b->spec.kernel));
    return build_compare(c, b);
}

/* Finds the comment's inside; -1 when the block is not exactly one comment. */
static int comment_body(const char *html, size_t len, const char **body, size_t *blen)
{
    while (len > 0 && isspace((unsigned char)html[len - 1]))
        len--;
    while (len > 0 && isspace((unsigned char)*html)) {
        html++;
        len--;
    }
    if (len < 7 || strncmp(html, "<!--", 4) != 0 || strncmp(html + len - 3, "-->", 3) != 0)
        return -1;
    *body = html + 4;
    *blen = len - 7;
    /* A second comment or text after the first one's end. */
    for (size_t i = 0; i + 3 <= *blen; i++)
        if (strncmp(*body + i, "-->", 3) == 0)
            return -1;
    return 0;
}

int wl_binding_parse(const char *file, int line, const char *html, size_t len, wl_binding *out,
                     wl_error *err)
{
    const char *body;
    size_t blen;
    if (comment_body(html, len, &body, &blen) != 0)
        return wl_fail_at(err, file, line,
                          "raw HTML cannot be shown in a terminal; only <!-- comments --> and "
                          "<!-- warplab: ... --> bindings are allowed");
    while (blen > 0 && isspace((unsigned char)*body)) {
        body++;
        blen--;
    }
    if (blen < strlen("warplab") || strncmp(body, "warplab", strlen("warplab")) != 0)
        return 0;
    if (blen < strlen(PREFIX) || strncmp(body, PREFIX, strlen(PREFIX)) != 0)
        return wl_fail_at(err, file, line, "binding: write it as <!-- warplab: key=value ... -->");
    binding_ctx c = {.file = file, .line = line, .err = err};
    if (split_tokens(&c, body + strlen(PREFIX), blen - strlen(PREFIX)) != 0)
        return -1;
    *out = (wl_binding){.present = true, .line = line};
    if (build_binding(&c, out) != 0) {
        *out = (wl_binding){0};
        return -1;
    }
    return 1;
}
