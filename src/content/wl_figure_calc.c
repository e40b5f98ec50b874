/* Figure targets as a whole: one source, or two combined by ratio: or
 * product:, so a ratio a lesson states is recomputed like any figure. */
#include <stdio.h>
#include <string.h>

#include "wl_figure.h"
#include "wl_figure_ref.h"

static const struct {
    wl_figure_prefix prefix;
    wl_figure_op op;
    char sep; /* between the two sources */
} combiners[] = {{WL_PREFIX_RATIO, WL_FIGURE_RATIO, '/'},
                 {WL_PREFIX_PRODUCT, WL_FIGURE_PRODUCT, '*'}};
enum { NCOMBINERS = sizeof combiners / sizeof combiners[0] };

bool wl_figure_is_target(const char *target, size_t len)
{
    return wl_figure_prefix_of(target, len) != WL_PREFIX_NONE;
}

/* "A<sep>B": both halves must be sources of their own. */
static int parse_pair(char *text, char sep, wl_figure_target *out, wl_error *err)
{
    char *mid = strchr(text, sep);
    if (!mid || strchr(mid + 1, sep))
        return wl_fail(err, "expected exactly two model: or ref: targets joined by '%c'", sep);
    *mid = '\0';
    wl_error why;
    if (wl_figure_source_parse(text, &out->src[0], &why) != 0)
        return wl_fail(err, "first part: %s", why.msg);
    if (wl_figure_source_parse(mid + 1, &out->src[1], &why) != 0)
        return wl_fail(err, "second part: %s", why.msg);
    return 0;
}

int wl_figure_target_parse(const char *target, wl_figure_target *out, wl_error *err)
{
    char buf[512];
    memset(out, 0, sizeof *out);
    if (strlen(target) >= sizeof buf)
        return wl_fail(err, "figure target is too long");
    snprintf(buf, sizeof buf, "%s", target);
    wl_figure_prefix p = wl_figure_prefix_of(buf, strlen(buf));
    for (int i = 0; i < NCOMBINERS; i++)
        if (combiners[i].prefix == p) {
            out->op = combiners[i].op;
            return parse_pair(buf + strlen(wl_figure_prefix_text(p)), combiners[i].sep, out, err);
        }
    out->op = WL_FIGURE_ONE;
    return wl_figure_source_parse(buf, &out->src[0], err);
}

static bool is_binding(const wl_figure_source *s)
{
    return s->kind == WL_FIGURE_PERF_POINT && s->field == WL_FIGURE_PERF_BINDING;
}

bool wl_figure_is_named(const wl_figure_target *t)
{
    return t->op == WL_FIGURE_ONE && is_binding(&t->src[0]);
}

static bool source_is_fraction(const wl_figure_source *s)
{
    switch (s->kind) {
    case WL_FIGURE_MODEL:
        return wl_figure_model_field_is_fraction(s->field);
    case WL_FIGURE_REF_POINT:
        return wl_figure_ref_field_is_fraction(s->field);
    case WL_FIGURE_PERF_POINT:
        return wl_figure_perf_field_is_fraction(s->field);
    default:
        return false;
    }
}

bool wl_figure_may_show_percent(const wl_figure_target *t)
{
    return t->op == WL_FIGURE_RATIO || (t->op == WL_FIGURE_ONE && source_is_fraction(&t->src[0]));
}

int wl_figure_name(const wl_figure_target *t, const wl_figure_data *data, const char **name,
                   wl_error *err)
{
    double ignored;
    if (!wl_figure_is_named(t))
        return wl_fail(err, "this figure is a number, not a name");
    return wl_figure_perf_value(&t->src[0], data, &ignored, name, err);
}

/* Needs data beyond the model: measurements or the calibration. */
static bool is_ref(const wl_figure_source *s)
{
    return s->kind != WL_FIGURE_MODEL && s->kind != WL_FIGURE_CONSTANT;
}

bool wl_figure_uses_reference(const wl_figure_target *t)
{
    return is_ref(&t->src[0]) || (t->op != WL_FIGURE_ONE && is_ref(&t->src[1]));
}

static int source_value(const wl_figure_source *s, const wl_figure_data *data, double *v,
                        wl_error *err)
{
    if (is_binding(s))
        return wl_fail(err, "field=binding names a limit; it is not a number");
    if (s->kind == WL_FIGURE_PERF_POINT || s->kind == WL_FIGURE_PERF_VALUE)
        return wl_figure_perf_value(s, data, v, NULL, err);
    return is_ref(s) ? wl_figure_ref_value(s, data, v, err) : wl_figure_model_value(s, v, err);
}

int wl_figure_value(const wl_figure_target *t, const wl_figure_data *data, double *value,
                    wl_error *err)
{
    double a, b;
    if (source_value(&t->src[0], data, &a, err) != 0)
        return -1;
    if (t->op == WL_FIGURE_ONE) {
        *value = a;
        return 0;
    }
    if (source_value(&t->src[1], data, &b, err) != 0)
        return -1;
    if (t->op == WL_FIGURE_PRODUCT) {
        *value = a * b;
        return 0;
    }
    if (b == 0)
        return wl_fail(err, "the ratio divides by zero");
    *value = a / b;
    return 0;
}
