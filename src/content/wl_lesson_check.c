#include "wl_lesson_check.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_bare_figure.h"
#include "wl_figure.h"
#include "wl_prompt.h"

static void report(const wl_lesson_checker *c, const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void report(const wl_lesson_checker *c, const char *file, int line, const char *fmt, ...)
{
    if (!c->report)
        return;
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    wl_error e;
    wl_fail_at(&e, file, line, "%s", msg);
    c->report(c->report_ctx, e.msg);
}

#define MAX_RUNS 8

/* The checker's reference runs as the figure module wants them. */
static wl_figure_data checker_data(const wl_lesson_checker *c, const struct wl_reference **runs)
{
    wl_figure_data data = {.runs = runs, .nruns = 0, .consts = c->consts};
    if (c->reference) {
        runs[data.nruns++] = c->reference;
        for (size_t i = 0; i < c->nother_runs && data.nruns < MAX_RUNS; i++)
            runs[data.nruns++] = c->other_runs[i];
    }
    return data;
}

static int target_value(const wl_figure_target *t, const wl_lesson_checker *c, double *v,
                        wl_error *why)
{
    const struct wl_reference *runs[MAX_RUNS];
    wl_figure_data data = checker_data(c, runs);
    return wl_figure_value(t, &data, v, why);
}

/* Shows a computed value the way the text should state it. */
static void format_expected(double v, int decimals, bool pct, char *out, size_t n)
{
    if (pct)
        snprintf(out, n, "%.*f%%", decimals > 2 ? decimals - 2 : 0, v * 100.0);
    else
        snprintf(out, n, "%.*f", decimals, v);
}

/* A figure that names something (the binding limit) matches when the text
 * is the name. */
static int check_named(const char *path, const wl_figure *f, const wl_figure_target *t,
                       const wl_lesson_checker *c)
{
    const struct wl_reference *runs[MAX_RUNS];
    wl_figure_data data = checker_data(c, runs);
    const char *name;
    wl_error why;
    if (wl_figure_name(t, &data, &name, &why) != 0) {
        report(c, path, f->line, "figure %s (%s): %s", f->text, f->target, why.msg);
        return 1;
    }
    if (strcmp(name, f->text) == 0)
        return 0;
    report(c, path, f->line, "figure '%s' does not match %s, which names '%s'", f->text, f->target,
           name);
    return 1;
}

static int check_one(const char *path, const wl_figure *f, const wl_lesson_checker *c)
{
    wl_figure_target t;
    wl_error why;
    double stated, computed;
    int decimals;
    if (wl_figure_target_parse(f->target, &t, &why) != 0) {
        report(c, path, f->line, "figure %s (%s): %s", f->text, f->target, why.msg);
        return 1;
    }
    if (c->model_only && wl_figure_uses_reference(&t))
        return 0;
    if (wl_figure_is_named(&t))
        return check_named(path, f, &t, c);
    if (wl_figure_text_value(f->text, &stated, &decimals) != 0) {
        report(c, path, f->line, "figure '%s' is not a number", f->text);
        return 1;
    }
    if (target_value(&t, c, &computed, &why) != 0) {
        report(c, path, f->line, "figure %s (%s): %s", f->text, f->target, why.msg);
        return 1;
    }
    if (wl_figure_matches(stated, decimals, computed))
        return 0;
    char expected[64];
    format_expected(computed, decimals, strchr(f->text, '%') != NULL, expected, sizeof expected);
    report(c, path, f->line, "figure %s does not match %s, which gives %s (%.6g)", f->text,
           f->target, expected, computed);
    return 1;
}

int wl_figures_check(const char *path, const wl_figure *figures, size_t n,
                     const wl_lesson_checker *c)
{
    int problems = 0;
    for (size_t i = 0; i < n; i++)
        problems += check_one(path, &figures[i], c);
    return problems;
}

int wl_lesson_check_figures(const wl_lesson *l, const wl_lesson_checker *c)
{
    return wl_figures_check(l->path, l->figures, l->nfigures, c);
}

/* A block's text as the student reads it, spans joined (so emphasis cannot
 * split a number from its unit), each checked figure and each piece of code
 * replaced by a mark that is neither a digit nor a space. NULL when out of
 * memory. */
static char *reading_text(const wl_block *b)
{
    size_t n = 1;
    for (size_t s = 0; s < b->nspans; s++)
        n += strlen(b->spans[s].text) + 1;
    char *out = malloc(n), *w = out;
    if (!out)
        return NULL;
    for (size_t s = 0; s < b->nspans; s++) {
        const wl_span *sp = &b->spans[s];
        if (sp->style & (WL_STYLE_FIGURE | WL_STYLE_CODE))
            *w++ = '\x01';
        else
            w += strlen(strcpy(w, sp->text));
    }
    *w = '\0';
    return out;
}

static int report_bare(const wl_lesson_checker *c, const char *file, int line, const char *where,
                       const char *text)
{
    char msg[300];
    if (!wl_bare_figure_message(text, where, msg, sizeof msg))
        return 0;
    report(c, file, line, "%s", msg);
    return 1;
}

static int check_block(const wl_lesson *l, const wl_block *b, const wl_lesson_checker *c)
{
    if (b->kind == WL_BLOCK_CODE)
        return 0;
    char *text = reading_text(b);
    if (!text) {
        report(c, l->path, b->line, "out of memory");
        return 1;
    }
    int problems = report_bare(c, l->path, b->line, "", text);
    free(text);
    return problems;
}

/* A prompt's question and choices are read on screen like the text; they
 * take no figure links, so they state no figure at all. */
static int check_prompt_text(const wl_lesson *l, const wl_prompt *p, const wl_lesson_checker *c)
{
    int problems = report_bare(c, l->path, p->line, " (in the prompt's ask=)", p->ask);
    for (int i = 0; p->kind == WL_PROMPT_CHOICE && i < p->nitems; i++)
        problems += report_bare(c, l->path, p->line, " (in a choice=)", p->label[i]);
    return problems;
}

static int check_section_text(const wl_lesson *l, const wl_section *s, const wl_lesson_checker *c)
{
    int problems = report_bare(c, l->path, s->line, " (in the title)", s->title);
    for (size_t b = 0; b < s->nblocks; b++)
        problems += check_block(l, &s->blocks[b], c);
    for (size_t j = 0; j < s->nprompts; j++)
        problems += check_prompt_text(l, &s->prompts[j], c);
    return problems;
}

int wl_lesson_check_unmarked(const wl_lesson *l, const wl_lesson_checker *c)
{
    int problems = 0;
    for (size_t i = 0; i < l->nsections; i++)
        problems += check_section_text(l, &l->sections[i], c);
    return problems;
}

/* A prompt is good when its answer can be computed: every target valued, a
 * set not empty, a choice without a tie. */
int wl_lesson_check_prompts(const wl_lesson *l, const wl_lesson_checker *c)
{
    const struct wl_reference *runs[MAX_RUNS];
    wl_figure_data data = checker_data(c, runs);
    int problems = 0;
    for (size_t i = 0; i < l->nsections; i++)
        for (size_t j = 0; j < l->sections[i].nprompts; j++) {
            const wl_prompt *p = &l->sections[i].prompts[j];
            wl_prompt_answer a;
            wl_error why;
            if (c->model_only && wl_prompt_uses_reference(p))
                continue;
            if (wl_prompt_answer_of(p, &data, &a, &why) != 0) {
                report(c, l->path, p->line, "prediction prompt %s: %s", p->id, why.msg);
                problems++;
            }
        }
    return problems;
}

typedef struct first_problem {
    wl_error *err;
    int count;
} first_problem;

static void keep_first(void *ctx, const char *msg)
{
    first_problem *f = ctx;
    if (f->count++ == 0)
        snprintf(f->err->msg, sizeof f->err->msg, "%s", msg);
}

int wl_lesson_check_first(const wl_lesson *l, const wl_lesson_checker *checker, wl_error *err)
{
    first_problem f = {.err = err};
    wl_lesson_checker c = *checker;
    c.report = keep_first;
    c.report_ctx = &f;
    return wl_lesson_check(l, &c) == 0 ? 0 : -1;
}

int wl_figures_check_first(const char *path, const wl_figure *figures, size_t n,
                           const wl_lesson_checker *checker, wl_error *err)
{
    first_problem f = {.err = err};
    wl_lesson_checker c = *checker;
    c.report = keep_first;
    c.report_ctx = &f;
    return wl_figures_check(path, figures, n, &c) == 0 ? 0 : -1;
}

int wl_lesson_check(const wl_lesson *l, const wl_lesson_checker *c)
{
    return wl_lesson_check_figures(l, c) + wl_lesson_check_unmarked(l, c) +
           wl_lesson_check_prompts(l, c);
}
