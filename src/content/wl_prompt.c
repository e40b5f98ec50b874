#include "wl_prompt.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "wl_figure_ref.h"
#include "wl_lesson.h"
#include "wl_units.h"

#define PREFIX "warplab-predict:"
#define ASK_MAX 200
#define VALUE_MAX 300

typedef struct prompt_ctx {
    const char *file;
    int line;
    wl_error *err;
    wl_prompt *p;
    bool seen_kind, seen_equals, seen_pick;
    int nmeasured, nvalues;
} prompt_ctx;

static char *dup_n(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = '\0';
    }
    return d;
}

/* The text between "<!--" and "-->", or NULL when the block is not one
 * comment. */
static const char *comment_body(const char *html, size_t len, size_t *blen)
{
    while (len > 0 && isspace((unsigned char)html[len - 1]))
        len--;
    while (len > 0 && isspace((unsigned char)*html))
        html++, len--;
    if (len < 7 || strncmp(html, "<!--", 4) != 0 || strncmp(html + len - 3, "-->", 3) != 0)
        return NULL;
    *blen = len - 7;
    return html + 4;
}

static int fail(prompt_ctx *c, const char *fmt, const char *a, const char *b)
{
    char msg[300];
    snprintf(msg, sizeof msg, fmt, a, b);
    return wl_fail_at(c->err, c->file, c->line, "prediction prompt: %s", msg);
}

static bool valid_id(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || n > WL_PROMPT_ID_MAX)
        return false;
    for (; *s; s++)
        if (!(islower((unsigned char)*s) || isdigit((unsigned char)*s) || *s == '-' || *s == '_'))
            return false;
    return true;
}

static int check_target(prompt_ctx *c, const char *key, const char *v)
{
    wl_figure_target t;
    wl_error why;
    if (wl_figure_target_parse(v, &t, &why) != 0)
        return wl_fail_at(c->err, c->file, c->line, "prediction prompt: %s: %.300s", key, why.msg);
    return 0;
}

/* Stores v (owned) in the next free slot of a list, or fails. */
static int push(prompt_ctx *c, char **list, int *n, char *v, const char *key)
{
    if (*n >= WL_PROMPT_MAX_ITEMS) {
        free(v);
        return fail(c, "at most 8 %s= values%s", key, "");
    }
    list[(*n)++] = v;
    return 0;
}

static int take_kind(prompt_ctx *c, const char *v)
{
    static const char *const names[] = {"number", "choice", "set"};
    for (int i = 0; i < 3; i++)
        if (strcmp(v, names[i]) == 0) {
            c->p->kind = (wl_prompt_kind)i;
            c->seen_kind = true;
            return 0;
        }
    return fail(c, "unknown kind '%s'; kinds are %s", v, "number, choice, set");
}

static int take_single(prompt_ctx *c, const char *k, char *v)
{
    wl_prompt *p = c->p;
    if (strcmp(k, "id") == 0) {
        int rc = !p->id[0] && valid_id(v)
                     ? 0
                     : fail(c, "id '%s' %s", v, "must be given once, 1..32 of a-z 0-9 - _");
        if (rc == 0)
            snprintf(p->id, sizeof p->id, "%s", v);
        free(v);
        return rc;
    }
    if (strcmp(k, "ask") == 0 || strcmp(k, "unit") == 0) {
        char **slot = k[0] == 'a' ? &p->ask : &p->unit;
        if (*slot || !*v || strlen(v) > ASK_MAX) {
            free(v);
            return fail(c, "%s must be given once, 1..200 characters%s", k, "");
        }
        *slot = v;
        return 0;
    }
    int rc;
    if (strcmp(k, "kind") == 0)
        rc = c->seen_kind ? fail(c, "kind given twice%s%s", "", "") : take_kind(c, v);
    else if (strcmp(k, "equals") == 0) {
        char *end = NULL;
        p->equals = strtod(v, &end);
        rc = c->seen_equals || end == v || *end ? fail(c, "equals '%s' %s", v, "is not one number")
                                                : 0;
        c->seen_equals = true;
    } else if (strcmp(k, "pick") == 0) {
        rc = c->seen_pick || (strcmp(v, "lowest") && strcmp(v, "highest"))
                 ? fail(c, "pick '%s' %s", v, "must be given once: lowest or highest")
                 : 0;
        p->pick = strcmp(v, "highest") == 0 ? WL_PICK_HIGHEST : WL_PICK_LOWEST;
        c->seen_pick = true;
    } else
        rc = fail(c, "unknown key '%s'; keys are %s", k,
                  "id, kind, ask, unit, answer, measured, choice, value, equals, pick");
    free(v);
    return rc;
}

/* One key=value; v is owned. answer=, choice= open an item; measured= and
 * value= belong to the item before them. */
static int take(prompt_ctx *c, const char *k, char *v)
{
    wl_prompt *p = c->p;
    if (strcmp(k, "answer") == 0) {
        if (check_target(c, k, v) != 0) {
            free(v);
            return -1;
        }
        return push(c, p->target, &p->nitems, v, k);
    }
    if (strcmp(k, "choice") == 0) {
        int n = p->nitems;
        if (!*v || strlen(v) > ASK_MAX || c->nvalues != n) {
            free(v);
            return fail(c, "each choice needs a label and then one value=%s%s", "", "");
        }
        for (int i = 0; i < n; i++)
            if (strcasecmp(p->label[i], v) == 0) {
                int rc = fail(c, "two choices read '%s'%s", p->label[i],
                              "; a student could not tell them apart");
                free(v);
                return rc;
            }
        return push(c, p->label, &p->nitems, v, k);
    }
    if (strcmp(k, "measured") == 0 || strcmp(k, "value") == 0) {
        bool meas = k[0] == 'm';
        char **list = meas ? p->measured : p->target;
        if (p->nitems == 0 || list[p->nitems - 1]) {
            free(v);
            return fail(c, "%s= follows the %s it belongs to, once", k,
                        meas ? "answer=" : "choice=");
        }
        if (check_target(c, k, v) != 0) {
            free(v);
            return -1;
        }
        list[p->nitems - 1] = v;
        (*(meas ? &c->nmeasured : &c->nvalues))++;
        return 0;
    }
    return take_single(c, k, v);
}

/* Splits "key=value" and "key="quoted value"" tokens. */
static int split(prompt_ctx *c, const char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        while (i < n && isspace((unsigned char)s[i]))
            i++;
        if (i >= n)
            break;
        size_t k0 = i;
        while (i < n && s[i] != '=' && !isspace((unsigned char)s[i]))
            i++;
        if (i >= n || s[i] != '=')
            return fail(c, "'%.40s' is not key=value%s", s + k0, "");
        char key[16];
        snprintf(key, sizeof key, "%.*s", (int)(i - k0 < 15 ? i - k0 : 15), s + k0);
        size_t v0 = ++i, v1;
        if (i < n && s[i] == '"') {
            v0 = ++i;
            while (i < n && s[i] != '"')
                i++;
            if (i >= n)
                return fail(c, "%s: the quote is not closed%s", key, "");
            v1 = i++;
        } else {
            while (i < n && !isspace((unsigned char)s[i]))
                i++;
            v1 = i;
        }
        if (v1 - v0 > VALUE_MAX)
            return fail(c, "%s: value longer than 300 characters%s", key, "");
        char *v = dup_n(s + v0, v1 - v0);
        if (!v)
            return wl_fail_at(c->err, c->file, c->line, "out of memory");
        if (take(c, key, v) != 0)
            return -1;
    }
    return 0;
}

/* What each kind needs, once every key is read. */
static int check_complete(prompt_ctx *c)
{
    wl_prompt *p = c->p;
    if (!p->id[0] || !c->seen_kind || !p->ask)
        return fail(c, "id=, kind= and ask=\"...\" are required%s%s", "", "");
    bool labels = p->label[0] != NULL, meas = c->nmeasured > 0;
    switch (p->kind) {
    case WL_PROMPT_NUMBER:
        if (p->nitems < 1 || labels || c->seen_equals || c->seen_pick)
            return fail(c, "a number prompt takes answer= (and measured=, unit=), %s%s",
                        "not choice=, equals= or pick=", "");
        return 0;
    case WL_PROMPT_CHOICE:
        if (p->nitems < 2 || c->nvalues != p->nitems || meas || c->seen_equals || !c->seen_pick ||
            p->unit)
            return fail(c, "a choice prompt takes 2..8 choice= each with a value=, and pick=%s%s",
                        "", "");
        return 0;
    default:
        if (p->nitems != 1 || labels || meas || !c->seen_equals || c->seen_pick)
            return fail(c, "a set prompt takes one answer= (a model: figure whose %s%s",
                        "parameter is swept) and equals=", "");
        return 0;
    }
}

int wl_prompt_parse(const char *file, int line, const char *html, size_t len, wl_prompt *out,
                    wl_error *err)
{
    size_t blen;
    const char *body = comment_body(html, len, &blen);
    memset(out, 0, sizeof *out);
    if (!body)
        return 0;
    while (blen > 0 && isspace((unsigned char)*body))
        body++, blen--;
    if (blen < strlen(PREFIX) || strncmp(body, PREFIX, strlen(PREFIX)) != 0)
        return 0;
    prompt_ctx c = {.file = file, .line = line, .err = err, .p = out};
    out->line = line;
    if (split(&c, body + strlen(PREFIX), blen - strlen(PREFIX)) != 0 || check_complete(&c) != 0) {
        wl_prompt_free(out);
        return -1;
    }
    return 1;
}

void wl_prompt_free(wl_prompt *p)
{
    free(p->ask);
    free(p->unit);
    for (int i = 0; i < WL_PROMPT_MAX_ITEMS; i++) {
        free(p->target[i]);
        free(p->measured[i]);
        free(p->label[i]);
    }
    memset(p, 0, sizeof *p);
}

static bool target_uses_reference(const char *target)
{
    wl_figure_target t;
    wl_error why;
    return target && wl_figure_target_parse(target, &t, &why) == 0 && wl_figure_uses_reference(&t);
}

bool wl_prompt_uses_reference(const wl_prompt *p)
{
    for (int i = 0; i < p->nitems; i++)
        if (target_uses_reference(p->target[i]) || target_uses_reference(p->measured[i]))
            return true;
    return false;
}

static bool names_a_point(const wl_figure_source *s)
{
    return s->kind == WL_FIGURE_MODEL || s->kind == WL_FIGURE_REF_POINT ||
           s->kind == WL_FIGURE_PERF_POINT;
}

/* The first of p's targets on `kernel`, else its first. */
static const char *target_on(const wl_prompt *p, wl_kernel kernel)
{
    for (int i = 0; i < p->nitems; i++) {
        wl_figure_target t;
        wl_error err;
        if (wl_figure_target_parse(p->target[i], &t, &err) == 0 && names_a_point(&t.src[0]) &&
            t.src[0].spec.kernel == kernel)
            return p->target[i];
    }
    return p->target[0];
}

bool wl_prompt_experiment(const wl_prompt *p, wl_kernel kernel, wl_spec *spec, int *size_mib)
{
    wl_figure_target t;
    wl_error err;
    if (p->nitems < 1 || wl_figure_target_parse(target_on(p, kernel), &t, &err) != 0)
        return false;
    const wl_figure_source *s = &t.src[0];
    if (!names_a_point(s))
        return false;
    *spec = s->spec;
    *size_mib = s->kind == WL_FIGURE_MODEL ? 0 : s->size_mib;
    return true;
}

static int value_of(const char *target, const wl_figure_data *data, double *v, wl_error *err)
{
    wl_figure_target t;
    if (wl_figure_target_parse(target, &t, err) != 0)
        return -1;
    return wl_figure_value(&t, data, v, err);
}

/* A count: one model: figure that is not a fraction and comes out whole
 * (sectors, lines, bytes, wavefronts), so a guess either is it or is not. */
static bool is_count(const char *target, double value)
{
    wl_figure_target t;
    wl_error err;
    if (wl_figure_target_parse(target, &t, &err) != 0)
        return false;
    return t.op == WL_FIGURE_ONE && t.src[0].kind == WL_FIGURE_MODEL &&
           !wl_figure_model_field_is_fraction(t.src[0].field) && value == floor(value);
}

void wl_prompt_rule(const wl_prompt *p, const wl_prompt_answer *a, char *out, size_t outsz)
{
    int exact = 0;
    for (int i = 0; i < p->nitems; i++)
        exact += a->exact[i];
    if (exact == p->nitems)
        snprintf(out, outsz, "a count: right means exactly the lab's");
    else if (exact == 0)
        snprintf(out, outsz, "right means within %.0f%% of the lab's", WL_PROMPT_TOLERANCE * 100);
    else
        snprintf(out, outsz, "counts exactly, other numbers within %.0f%% of the lab's",
                 WL_PROMPT_TOLERANCE * 100);
}

static int set_answer(const wl_prompt *p, wl_prompt_answer *out, wl_error *err)
{
    wl_figure_target t;
    if (wl_figure_target_parse(p->target[0], &t, err) != 0)
        return -1;
    wl_param_range r;
    wl_kernel_param_range(t.src[0].spec.kernel, &r);
    if (t.op != WL_FIGURE_ONE || t.src[0].kind != WL_FIGURE_MODEL || r.kind == WL_PARAM_NONE)
        return wl_fail(err, "a set prompt's answer= is a model: figure of a kernel with a "
                            "parameter");
    out->range_min = r.min;
    out->range_max = r.min;
    for (int v = r.min; v <= r.max; v += r.step > 0 ? r.step : 1) {
        double x;
        out->range_max = v;
        t.src[0].spec.param = v;
        if (wl_figure_value(&t, NULL, &x, err) != 0)
            return -1;
        if (fabs(x - p->equals) < 1e-9 && out->nparams < WL_PROMPT_MAX_SET)
            out->params[out->nparams++] = v;
    }
    return out->nparams > 0 ? 0 : wl_fail(err, "no parameter gives %g", p->equals);
}

static int choice_answer(const wl_prompt *p, const wl_figure_data *data, wl_prompt_answer *out,
                         wl_error *err)
{
    for (int i = 0; i < p->nitems; i++)
        if (value_of(p->target[i], data, &out->value[i], err) != 0)
            return -1;
    int best = 0;
    for (int i = 1; i < p->nitems; i++)
        if (p->pick == WL_PICK_HIGHEST ? out->value[i] > out->value[best]
                                       : out->value[i] < out->value[best])
            best = i;
    for (int i = 0; i < p->nitems; i++)
        if (i != best && out->value[i] == out->value[best])
            return wl_fail(err, "choices '%s' and '%s' tie", p->label[best], p->label[i]);
    out->choice = best;
    return 0;
}

int wl_prompt_answer_of(const wl_prompt *p, const wl_figure_data *data, wl_prompt_answer *out,
                        wl_error *err)
{
    memset(out, 0, sizeof *out);
    if (p->kind == WL_PROMPT_SET)
        return set_answer(p, out, err);
    if (p->kind == WL_PROMPT_CHOICE)
        return choice_answer(p, data, out, err);
    for (int i = 0; i < p->nitems; i++) {
        if (value_of(p->target[i], data, &out->value[i], err) != 0)
            return -1;
        out->exact[i] = is_count(p->target[i], out->value[i]);
        if (p->measured[i]) {
            if (value_of(p->measured[i], data, &out->measured[i], err) != 0)
                return -1;
            out->has_measured[i] = true;
        }
    }
    return 0;
}

/* The configuration and working set answer i is about (its first source). */
static bool item_spec(const wl_prompt *p, int i, wl_spec *spec, int *size_mib)
{
    wl_figure_target t;
    wl_error err;
    if (i < 0 || i >= p->nitems || !p->target[i] ||
        wl_figure_target_parse(p->target[i], &t, &err) != 0)
        return false;
    const wl_figure_source *s = &t.src[0];
    if (s->kind != WL_FIGURE_MODEL && s->kind != WL_FIGURE_REF_POINT &&
        s->kind != WL_FIGURE_PERF_POINT)
        return false;
    *spec = s->spec;
    *size_mib = s->size_mib;
    return true;
}

/* Named by what sets the answers apart: the slider's value by the slider's
 * own name ("stride 2", "width 4", "N 8192"), else the unroll, the type or
 * the working set; "" when one answer is asked for or nothing differs. */
void wl_prompt_item_name(const wl_prompt *p, int i, char *out, size_t outsz)
{
    wl_spec mine, other;
    int my_mib = 0, other_mib = 0;
    bool param = false, unroll = false, type = false, size = false;
    out[0] = '\0';
    if (!item_spec(p, i, &mine, &my_mib))
        return;
    for (int j = 0; j < p->nitems; j++)
        if (j != i && item_spec(p, j, &other, &other_mib)) {
            param |= other.param != mine.param;
            unroll |= other.unroll != mine.unroll;
            type |= other.type != mine.type;
            size |= other_mib != my_mib;
        }
    wl_slider sl = wl_slider_of_kernel(mine.kernel);
    if (param && sl != WL_SLIDER_NONE)
        snprintf(out, outsz, "%s %d", wl_slider_name(sl), mine.param);
    else if (unroll)
        snprintf(out, outsz, "unroll %d", mine.unroll);
    else if (type)
        snprintf(out, outsz, "%s", wl_type_name(mine.type));
    else if (size)
        wl_format_size((size_t)my_mib << 20, out, outsz);
}
