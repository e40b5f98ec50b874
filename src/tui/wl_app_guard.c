/* Held points: nothing on screen shows a figure that a prompt still waits
 * to be guessed. A prompt asks for figures at points of an experiment (its
 * answers', choices' and ratios' sources: kernel, type, slider value,
 * unroll, working set). While it is unanswered, those points are held: at a
 * held point the lab panes wait as they do for the section's own prompt
 * ("section N asks first"), and the chart leaves the point out at every
 * slider position (its curve would show it).
 * A bandwidth (ref:, perf:) is held in every section of the course, the
 * one a section opens on included, before the prompt or after it: a student
 * who skipped a question, or opened a later section first, finds its
 * measured answer nowhere in the lab until they guess. A count (model:) is
 * what the diagram draws at every experiment, and later lessons teach with
 * the diagram: it is held in the prompt's own lesson, where the text around
 * the prompt asks about it, and its point hides the diagram too. An
 * expression the student types can put any point's addresses in the
 * diagram: while a count of the lesson is held, a typed experiment is held
 * at every value of s, as if it were that count's point.
 * A comparison (a choice, a ratio) is answered only by both of its sides:
 * its first side, the experiment the prompt itself shows and the one
 * earlier lessons teach with, stays in view and the others are held.
 * A set prompt sweeps its parameter, so it holds every value of it; so
 * does a side that is the first side's point in another working set,
 * unrolling or type (the seed's 4 MiB against 256 MiB, four elements per
 * thread against one): any neighbour at that setting tells it.
 * Once the text states a held figure, the hold ends: a student who went on
 * past an unanswered prompt meets its measured answer in a later section's
 * text, and a pane hidden beside that sentence would only contradict it.
 * From the first section after the prompt whose visible text (up to its
 * own unanswered prompt, which hides the rest) prints the point, on, the
 * point shows; back at the prompt, or before it, it is held again.
 * The chart plots bandwidths, and the model's bandwidth follows from the
 * counts (half the passes, twice the GB/s): a held count holds its point of
 * the chart as a held bandwidth does.
 * Every figure printed in the lab asks one check (wl_app_figure_held), and
 * the prompt that holds it opens from any section (wl_app_holding_prompt). */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "wl_app.h"

/* Without the reference data or the calibration a prompt that needs them
 * has no answer to judge against: it does not hold back the lesson text. */
bool wl_app_prompt_answerable(const wl_app *app, const wl_prompt *p)
{
    return (app->have_ref && app->have_cal) || !wl_prompt_uses_reference(p);
}

/* How many of p's answers' sources are of `kind`, of *all of them (a
 * target that does not parse counts as a source of no kind). */
static int sources_of_kind(const wl_prompt *p, wl_figure_kind kind, int *all)
{
    int n = 0;
    *all = 0;
    for (int j = 0; j < p->nitems; j++) {
        wl_figure_target t;
        wl_error err;
        if (!p->target[j] || wl_figure_target_parse(p->target[j], &t, &err) != 0) {
            ++*all;
            continue;
        }
        for (int i = 0; i < (t.op == WL_FIGURE_ONE ? 1 : 2); i++, ++*all)
            n += t.src[i].kind == kind;
    }
    return n;
}

bool wl_app_prompt_asks_count(const wl_prompt *p)
{
    int all;
    return sources_of_kind(p, WL_FIGURE_MODEL, &all) > 0;
}

/* Guesses are saved under the section's id (wl_app_section_id). */
static bool answered(const wl_app *app, const wl_section *s, const wl_prompt *p)
{
    return wl_progress_find_guess(&app->progress, s->id, p->id) != NULL;
}

/* The held points of one target of p (a ratio's divisor only; its counts
 * only where `counts`: see the top of this file). */
/* A comparison's first side: a ratio's dividend, or a choice's first
 * value's first source. */
static bool first_side(const wl_prompt *p, const wl_figure_target *t, wl_figure_source *out)
{
    wl_figure_target first;
    wl_error err;
    if (t->op == WL_FIGURE_RATIO)
        first = *t;
    else if (p->kind != WL_PROMPT_CHOICE || !p->target[0] ||
             wl_figure_target_parse(p->target[0], &first, &err) != 0)
        return false;
    *out = first.src[0];
    return true;
}

/* Whether a side of a comparison is its first side's point in another
 * working set, unrolling or type (same kernel, same slider value): then a
 * neighbour at that setting tells which side is faster (stride 7 and 9 at
 * four elements per thread, beside stride 7 and 9 at one, tell stride 8),
 * so the side holds every value of its parameter there, as the chart
 * does. */
static bool setting_side(const wl_prompt *p, const wl_figure_target *t, const wl_figure_source *s)
{
    wl_figure_source f;
    return s->kind != WL_FIGURE_MODEL && first_side(p, t, &f) && f.kind != WL_FIGURE_MODEL &&
           f.spec.kernel == s->spec.kernel && f.spec.param == s->spec.param &&
           (f.size_mib != s->size_mib || f.spec.unroll != s->spec.unroll ||
            f.spec.type != s->spec.type);
}

/* Whether a measured side of a comparison differs from its first side in
 * the parameter alone (same kernel, type, unrolling, working set). */
static bool param_side(const wl_prompt *p, const wl_figure_target *t, const wl_figure_source *s)
{
    wl_figure_source f;
    return s->kind != WL_FIGURE_MODEL && first_side(p, t, &f) && f.kind != WL_FIGURE_MODEL &&
           f.spec.kernel == s->spec.kernel && f.spec.type == s->spec.type &&
           f.spec.unroll == s->spec.unroll && f.size_mib == s->size_mib &&
           f.spec.param != s->spec.param;
}

/* Whether a measured side of a comparison is in another working set than
 * its first side. */
static bool size_side(const wl_prompt *p, const wl_figure_target *t, const wl_figure_source *s)
{
    wl_figure_source f;
    return s->kind != WL_FIGURE_MODEL && first_side(p, t, &f) && f.kind != WL_FIGURE_MODEL &&
           f.size_mib != s->size_mib;
}

/* Warp 0's first load as sectors and lines: the pattern a measured figure
 * follows (every f64 offset that starts on a line draws 8 sectors in 2
 * lines, and runs as fast). False where the model has no lanes for it. */
static bool load_pattern(const wl_spec *spec, int *sectors, int *lines)
{
    uint64_t addr[WL_WARP_SIZE];
    int array = 0;
    wl_spec w = *spec;
    w.warp = 0;
    if (wl_lane_addresses(&w, false, 0, addr, &array) != 0)
        return false;
    wl_access a;
    wl_access_from_addresses(addr, wl_lane_bytes(&w), array, &a);
    *sectors = a.sectors;
    *lines = a.lines;
    return true;
}

static void add_target(const char *target, const wl_prompt *p, size_t section, bool counts,
                       wl_held_point *out, int *n)
{
    wl_figure_target t;
    wl_error err;
    if (!target || wl_figure_target_parse(target, &t, &err) != 0)
        return;
    int nsrc = t.op == WL_FIGURE_ONE ? 1 : 2;
    for (int i = t.op == WL_FIGURE_RATIO; i < nsrc && *n < WL_HELD_MAX; i++) {
        const wl_figure_source *s = &t.src[i];
        if ((s->kind != WL_FIGURE_MODEL || !counts) && s->kind != WL_FIGURE_REF_POINT &&
            s->kind != WL_FIGURE_PERF_POINT)
            continue;
        out[(*n)++] =
            (wl_held_point){.spec = s->spec,
                            .size_mib = s->kind == WL_FIGURE_MODEL ? -1 : s->size_mib,
                            .any_param = p->kind == WL_PROMPT_SET || setting_side(p, &t, s),
                            .any_setting = param_side(p, &t, s),
                            .any_point = size_side(p, &t, s),
                            .count = s->kind == WL_FIGURE_MODEL,
                            .timing = s->kind == WL_FIGURE_REF_POINT ? s->timing : 0,
                            .kind = s->kind,
                            .section = section,
                            .prompt = p};
        wl_held_point *h = &out[*n - 1];
        h->same_pattern = h->any_setting && load_pattern(&h->spec, &h->sectors, &h->lines);
    }
}

/* Whether one source of a lesson figure prints h's point: a count by a
 * model: figure, a measurement by a measured one timed the same way, a
 * prediction by a predicted one. A set prompt's point is every value of its parameter,
 * which one figure does not state; a side at another setting is stated
 * by its own point. */
static bool source_states(const wl_figure_source *src, const wl_held_point *h)
{
    return src->kind == (wl_figure_kind)h->kind && h->prompt->kind != WL_PROMPT_SET &&
           src->spec.kernel == h->spec.kernel && src->spec.type == h->spec.type &&
           src->spec.param == h->spec.param && (h->count || src->spec.unroll == h->spec.unroll) &&
           (h->size_mib < 0 || src->size_mib == h->size_mib) &&
           (src->kind != WL_FIGURE_REF_POINT || src->timing == h->timing);
}

/* The line where section s's visible text ends: its first unanswered
 * prompt (the text after it follows the guess), or the next heading. */
static int visible_end(const wl_app *app, const wl_lesson *l, const wl_section *s)
{
    for (size_t k = 0; k < s->nprompts; k++)
        if (!answered(app, s, &s->prompts[k]) && wl_app_prompt_answerable(app, &s->prompts[k]))
            return s->prompts[k].line;
    size_t next = (size_t)(s - l->sections) + 1;
    return next < l->nsections ? l->sections[next].line : INT_MAX;
}

#define SECTION_SOURCES_MAX 256

/* The sources of the figures section j's visible text links, at most max. */
static int visible_sources(const wl_app *app, size_t j, wl_figure_source *out, int max)
{
    const wl_lesson *l;
    const wl_section *s = wl_course_section(&app->course, j, &l);
    int end = s ? visible_end(app, l, s) : 0, n = 0;
    for (size_t f = 0; s && f < l->nfigures; f++) {
        wl_figure_target t;
        wl_error err;
        const wl_figure *fig = &l->figures[f];
        if (fig->line < s->line || fig->line >= end ||
            wl_figure_target_parse(fig->target, &t, &err) != 0)
            continue;
        for (int i = 0; i < (t.op == WL_FIGURE_ONE ? 1 : 2) && n < max; i++)
            out[n++] = t.src[i];
    }
    return n;
}

/* Whether section j's visible text prints h's point. */
static bool section_states(const wl_app *app, size_t j, const wl_held_point *h)
{
    wl_figure_source src[SECTION_SOURCES_MAX];
    int n = visible_sources(app, j, src, SECTION_SOURCES_MAX);
    for (int i = 0; i < n; i++)
        if (source_states(&src[i], h))
            return true;
    return false;
}

/* Whether the text from the held prompt's section to the one open now has
 * stated the point (see the top of this file). */
static bool stated_by_now(const wl_app *app, const wl_held_point *h)
{
    for (size_t j = h->section + 1; j <= app->cur && j < app->nsections; j++)
        if (section_states(app, j, h))
            return true;
    return false;
}

/* Adds the points of a prompt's targets that the text has not stated. */
static void add_unstated(const wl_app *app, const char *target, const wl_prompt *p, size_t section,
                         bool counts, wl_held_point *out, int *n)
{
    int from = *n, kept = from;
    add_target(target, p, section, counts, out, n);
    for (int i = from; i < *n; i++)
        if (!stated_by_now(app, &out[i]))
            out[kept++] = out[i];
    *n = kept;
}

/* The points the unanswered prompts of the whole course hold, counts those
 * of the current lesson's (a prompt without the data to judge it asks
 * nothing). */
static int find_held_points(const wl_app *app, wl_held_point *out)
{
    const wl_lesson *here = NULL, *l = NULL;
    int n = 0;
    wl_course_section(&app->course, app->cur, &here);
    for (size_t i = 0; i < app->nsections; i++) {
        const wl_section *s = wl_course_section(&app->course, i, &l);
        for (size_t k = 0; s && k < s->nprompts; k++) {
            const wl_prompt *p = &s->prompts[k];
            if (answered(app, s, p) || !wl_app_prompt_answerable(app, p))
                continue;
            for (int j = p->kind == WL_PROMPT_CHOICE; j < p->nitems; j++) {
                add_unstated(app, p->target[j], p, i, l == here, out, &n);
                add_unstated(app, p->measured[j], p, i, l == here, out, &n);
            }
        }
    }
    return n;
}

/* The measured points the visible text of sections 0..cur links. */
static int find_stated_points(const wl_app *app, wl_held_point *out)
{
    int n = 0;
    for (size_t j = 0; j <= app->cur && j < app->nsections; j++) {
        wl_figure_source src[SECTION_SOURCES_MAX];
        int nsrc = visible_sources(app, j, src, SECTION_SOURCES_MAX);
        for (int i = 0; i < nsrc && n < WL_STATED_MAX; i++)
            if (src[i].kind == WL_FIGURE_REF_POINT)
                out[n++] = (wl_held_point){.spec = src[i].spec,
                                           .size_mib = src[i].size_mib,
                                           .timing = src[i].timing,
                                           .kind = WL_FIGURE_REF_POINT};
    }
    return n;
}

void wl_app_held_refresh(wl_app *app)
{
    app->nheld = find_held_points(app, app->held);
    app->nstated = find_stated_points(app, app->stated);
}

/* Whether the text up to here states the lab's measured figure at s (timed
 * warplab's way, as the lab shows it). */
static bool stated_point(const wl_app *app, const wl_spec *s, bool seed_size)
{
    int size = seed_size ? WL_SEED_SIZE_BYTES >> 20 : 0;
    for (int i = 0; i < app->nstated; i++) {
        const wl_held_point *t = &app->stated[i];
        if (t->spec.kernel == s->kernel && t->spec.type == s->type && t->spec.unroll == s->unroll &&
            t->spec.param == s->param && t->size_mib == size && t->timing == 0)
            return true;
    }
    return false;
}

/* Whether s draws h's pattern, where h holds its pattern (offset 0 and 32
 * in double tell offset 16's figure as well as offset 16 does). */
static bool same_pattern(const wl_held_point *h, const wl_spec *s)
{
    int sectors, lines;
    return h->same_pattern && load_pattern(s, &sectors, &lines) && sectors == h->sectors &&
           lines == h->lines;
}

/* `after`: the lab is past the prompt's section. There a held count holds
 * its kernel's every parameter: the lesson goes on with that kernel, and a
 * neighbour with the same count tells it (banks at stride 6 draw stride 2's
 * two passes), where the prompt's own section hides its diagram at every
 * slider position anyway. */
static bool same_point(const wl_held_point *h, const wl_spec *s, bool seed_size, bool after)
{
    int size = seed_size ? WL_SEED_SIZE_BYTES >> 20 : 0;
    if (h->any_point)
        return h->size_mib == size;
    /* a count is one warp instruction's, the same at every unrolling; the
     * other type's count at the same point tells it (f64 stride 2's 2-way
     * conflict, beside "doubles take 2 passes at stride 1", is f32's 2) */
    return h->spec.kernel == s->kernel && (h->count || h->spec.type == s->type) &&
           (h->count || h->any_setting || h->spec.unroll == s->unroll) &&
           (h->any_param || (h->count && after) || h->spec.param == s->param ||
            same_pattern(h, s)) &&
           (h->size_mib < 0 || h->any_setting || h->size_mib == size);
}

/* Whether s is an expression the student typed (not the section's own):
 * an index of their own can draw any count a prompt asks for (i * s at s =
 * 2 is stride 2's sectors), so every held count holds it. */
static bool typed_expression(const wl_app *app, const wl_spec *s)
{
    return s->expr != NULL && !app->exp.expr_is_lessons;
}

/* The first point holding s (a count first, when `counts_first`), or -1.
 * A measurement the text beside has stated is not held there: a neighbour
 * the text gives as a premise (stride 1 at four elements per thread) shows
 * though the neighbours it does not give wait. */
static int held_at(const wl_app *app, const wl_held_point *h, int n, const wl_spec *s,
                   bool seed_size, bool counts_first)
{
    int at = -1;
    bool stated = stated_point(app, s, seed_size), typed = typed_expression(app, s);
    for (int i = 0; i < n; i++)
        if ((same_point(&h[i], s, seed_size, app->cur > h[i].section) || (typed && h[i].count)) &&
            !(stated && h[i].kind == WL_FIGURE_REF_POINT && h[i].timing == 0) &&
            (at < 0 || (counts_first && h[i].count && !h[at].count)))
            at = i;
    return at;
}

/* The points held, less those of the prompt open on the asking page (it
 * shows its own point once guessed). */
static int held_here(const wl_app *app, wl_held_point *h)
{
    size_t open = app->predict.open ? app->predict.section : app->cur;
    int kept = 0;
    for (int i = 0; i < app->nheld; i++)
        if (app->view.page != WL_PAGE_ASK || app->held[i].section != open)
            h[kept++] = app->held[i];
    return kept;
}

/* The point holding the lab's own, or -1. */
static int held_now(const wl_app *app, const wl_held_point *h, int n)
{
    return held_at(app, h, n, &app->exp.spec, app->exp.seed_size, true);
}

long wl_app_held_section(const wl_app *app, bool *count)
{
    wl_held_point h[WL_HELD_MAX];
    int n = held_here(app, h), at = held_now(app, h, n);
    if (count)
        *count = at >= 0 && h[at].count;
    return at >= 0 ? (long)h[at].section : -1;
}

/* The experiment at chart point i: a point of the track, or, without a
 * slider, the one point the chart plots. */
static wl_spec chart_point(const wl_experiment *e, int i)
{
    wl_spec s = e->spec;
    if (e->track.n)
        wl_track_apply(&e->track, i, &s);
    return s;
}

/* The first point holding a point of the chart's track, or -1. */
static int chart_held_at(const wl_app *app, const wl_held_point *h, int n)
{
    const wl_experiment *e = &app->exp;
    for (int i = 0; i < e->chart.n; i++) {
        wl_spec s = chart_point(e, i);
        int at = held_at(app, h, n, &s, e->seed_size, false);
        if (at >= 0)
            return at;
    }
    return -1;
}

long wl_app_chart_held_section(const wl_app *app)
{
    int at = chart_held_at(app, app->held, app->nheld);
    return at >= 0 ? (long)app->held[at].section : -1;
}

/* Whether every source of p's answers is a calibrated constant (perf:NAME):
 * the prompt asks the student to work a figure out as the model does. */
static bool asks_constants(const wl_prompt *p)
{
    int all, constants = sources_of_kind(p, WL_FIGURE_PERF_VALUE, &all);
    return all > 0 && constants == all;
}

long wl_app_details_held_section(const wl_app *app)
{
    /* the working shown where bytes in flight bind is Little's law itself */
    const wl_experiment *e = &app->exp;
    if (!e->pred_ok || e->pred.binding != WL_LIMIT_IN_FLIGHT)
        return -1;
    for (size_t i = app->cur; i < app->nsections; i++) {
        const wl_section *s = wl_course_section(&app->course, i, NULL);
        for (size_t k = 0; s && k < s->nprompts; k++)
            if (!answered(app, s, &s->prompts[k]) &&
                wl_app_prompt_answerable(app, &s->prompts[k]) && asks_constants(&s->prompts[k]))
                return (long)i;
    }
    return -1;
}

const wl_prompt *wl_app_holding_prompt(const wl_app *app, size_t *section)
{
    const wl_held_point *h = app->held;
    int n = app->nheld, at = held_now(app, h, n);
    if (at < 0)
        at = chart_held_at(app, h, n);
    if (at < 0)
        return NULL;
    *section = h[at].section;
    return h[at].prompt;
}

void wl_app_hold_chart(wl_app *app)
{
    wl_experiment *e = &app->exp;
    const wl_held_point *h = app->held;
    int n = app->nheld;
    bool want[WL_TRACK_MAX] = {false}, released = false;
    for (int i = 0; i < e->chart.n; i++) {
        wl_spec s = chart_point(e, i);
        want[i] = held_at(app, h, n, &s, e->seed_size, false) >= 0;
        released |= e->chart.held[i] && !want[i];
    }
    if (released) { /* a guess was made: its points come back */
        memset(e->chart.held, 0, sizeof e->chart.held);
        wl_experiment_consts_changed(e);
    }
    for (int i = 0; i < e->chart.n; i++)
        if (want[i])
            wl_chart_hold(&e->chart, i);
}
