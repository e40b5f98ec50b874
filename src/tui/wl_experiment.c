/* The experiment's state and every change the keys can make to it. */
#include "wl_experiment.h"

#include <stdio.h>
#include <string.h>

#include "wl_backend.h"
#include "wl_eval.h"
#include "wl_counting.h"
#include "wl_lab.h"

void wl_experiment_init(wl_experiment *e, const wl_reference *const *runs, size_t nruns,
                        const wl_gpu_consts *consts)
{
    memset(e, 0, sizeof *e);
    e->runs = runs;
    e->nruns = nruns;
    e->consts = consts;
    wl_spec_default(WL_KERNEL_STRIDE, WL_TYPE_F32, &e->spec);
}

/* What the slider moves for a spec: the section's slider when it fits the
 * kernel (a comparison kernel may have another kind of parameter). */
/* The section's slider where it moves this kernel; else the kernel's own
 * (the comparison kernel's padding where the section slides a stride), as
 * a prompt's experiment takes it (wl_app_lend_experiment). */
static wl_slider slider_for(wl_slider s, const wl_spec *spec)
{
    if (wl_slider_fits(s, spec->kernel))
        return s;
    return s == WL_SLIDER_NONE ? WL_SLIDER_NONE : wl_slider_of_kernel(spec->kernel);
}

bool wl_experiment_generated(const wl_experiment *e)
{
    const wl_family *f = wl_family_of(e->spec.kernel);
    return f && f->lanes_from == WL_LANES_SOURCE;
}

/* The experiment's one evaluation at its working set (wl_eval.h). */
static void evaluate(const wl_experiment *e, const wl_spec *s, unsigned want, wl_eval *ev)
{
    wl_eval_request req = {.spec = *s,
                           .size_bytes = wl_experiment_request_size(e),
                           .want = want,
                           .consts = e->consts,
                           .runs = e->runs,
                           .nruns = e->nruns};
    wl_error ignored;
    wl_eval_experiment(&req, ev, &ignored);
}

/* A layout slider moves the kernel itself onto the comparison's side (soa
 * <-> aos): the side shown follows the kernel, so the other one stays the
 * side not shown. */
static void follow_kernel(wl_experiment *e)
{
    const wl_binding *b = &e->binding;
    if (b->spec.kernel == b->compare.kernel)
        return;
    if (e->spec.kernel == b->compare.kernel)
        e->comparing = true;
    else if (e->spec.kernel == b->spec.kernel)
        e->comparing = false;
}

/* The section's other kernel, analysed alike so the diagram can name it. */
static void analyze_other(wl_experiment *e)
{
    e->other_ok = false;
    if (!e->binding.present || !e->binding.has_compare)
        return;
    follow_kernel(e);
    wl_spec other = e->comparing ? e->binding.spec : e->binding.compare;
    wl_param_range mine, theirs;
    wl_kernel_param_range(e->spec.kernel, &mine);
    wl_kernel_param_range(other.kernel, &theirs);
    other.type = e->spec.type;
    if (mine.kind == theirs.kind)
        other.param = e->spec.param; /* N follows the slider for both transposes */
    wl_eval ev;
    evaluate(e, &other, WL_EVAL_ACCESS, &ev);
    e->other_ok = ev.analysis_ok;
    e->other_an = ev.analysis;
}

bool wl_experiment_counts_deferred(const wl_experiment *e)
{
    return e->defer_counts && e->spec.expr == &e->x;
}

/* Names each change of the lab's experiment whose counts go to the counting
 * thread, unique over every experiment (a lent one too): a count in flight
 * lands only in the change that sent it. */
static unsigned long next_count_gen(void)
{
    static unsigned long changes;
    return ++changes;
}

/* The warp's accesses alone, what the diagram draws (cheap); the launch's
 * counts and prediction are left to wl_experiment_count. */
static void analyze_warp(wl_experiment *e)
{
    wl_launch_ctx l;
    wl_eval_launch(&e->spec, wl_experiment_request_size(e), &l);
    e->spec.n = l.n;
    memset(&e->analysis, 0, sizeof e->analysis);
    wl_error why;
    e->analysis_ok = wl_spec_validate(&l.spec, &why) == 0;
    snprintf(e->an_err, sizeof e->an_err, "%s", e->analysis_ok ? "" : why.msg);
    if (e->analysis_ok) {
        e->analysis.spec = l.spec;
        wl_instruction_access(&l.spec, false, 0, &e->analysis.load);
        wl_instruction_access(&l.spec, true, 0, &e->analysis.store);
        e->analysis.useful_bytes_per_element =
            wl_kernel_useful_bytes_per_element(l.spec.kernel, l.spec.type);
    }
    e->pred_ok = false;
    e->counting = e->analysis_ok;
    e->count_gen = next_count_gen();
}

static void analyze(wl_experiment *e)
{
    e->x.type = e->spec.type; /* the t key changes a custom experiment's type too */
    if (wl_experiment_counts_deferred(e)) {
        analyze_warp(e);
        analyze_other(e);
        return;
    }
    if (e->defer_counts) { /* the lab's, counted here: a count in flight is stale */
        e->counting = e->count_curve = false;
        e->count_gen = next_count_gen();
    }
    wl_eval ev;
    evaluate(e, &e->spec, WL_EVAL_ACCESS | WL_EVAL_PREDICT, &ev);
    e->spec.n = ev.launch.n;
    e->analysis_ok = ev.analysis_ok;
    e->analysis = ev.analysis;
    snprintf(e->an_err, sizeof e->an_err, "%s", e->analysis_ok ? "" : ev.why);
    e->pred_ok = ev.predicted;
    e->pred = ev.prediction;
    analyze_other(e);
}

void wl_experiment_size_words(const wl_experiment *e, size_t bytes, char *out, size_t outsz)
{
    char sz[32];
    if (!wl_kernel_uses_working_set(e->spec.kernel)) {
        wl_format_size(e->spec.n * (size_t)wl_type_bytes(e->spec.type), sz, sizeof sz);
        snprintf(out, outsz, "matrix %s", sz);
    } else if (e->seed_size) {
        snprintf(out, outsz, "working set 4 MiB (the seed's)");
    } else {
        wl_format_size(bytes ? bytes : wl_default_size(0), sz, sizeof sz);
        snprintf(out, outsz, "working set %s", sz);
    }
}

size_t wl_experiment_request_size(const wl_experiment *e)
{
    return e->seed_size ? WL_SEED_SIZE_BYTES : 0;
}

/* The reference point for spec s at the experiment's working set, or NULL.
 * A spec off the slider's track has no point of its own. */
static const wl_ref_point *reference_point(const wl_experiment *e, const wl_spec *s)
{
    wl_spec at = *s;
    if (wl_track_index(&e->track, s) < 0)
        at.param = 0;
    return wl_reference_match(e->runs, e->nruns, &at, wl_experiment_request_size(e), NULL);
}

const wl_ref_point *wl_experiment_reference_point(const wl_experiment *e)
{
    return reference_point(e, &e->spec);
}

bool wl_experiment_reference_whole_track(const wl_experiment *e)
{
    for (int i = 0; i < e->track.n || (i == 0 && e->track.n == 0); i++) {
        wl_spec s = e->spec;
        wl_track_apply(&e->track, i, &s);
        if (!reference_point(e, &s))
            return false;
    }
    return true;
}

/* The chart's model and reference series, one evaluation per point of the
 * track; the point the slider is on keeps the prediction analyze made. */
static void fill_model_curve(wl_experiment *e)
{
    wl_eval ev;
    evaluate(e, &e->spec, WL_EVAL_REFERENCE, &ev);
    e->ref_run = ev.reference_run;
    if (wl_experiment_counts_deferred(e)) {
        e->count_curve = true; /* drawn once counted */
        return;
    }
    int at = wl_experiment_slider_pos(e);
    for (int i = 0; i < e->track.n || (i == 0 && e->track.n == 0); i++) {
        wl_spec s = e->spec;
        wl_track_apply(&e->track, i, &s);
        bool here = i == at;
        evaluate(e, &s, (here ? 0 : WL_EVAL_PREDICT) | WL_EVAL_REFERENCE, &ev);
        if (here ? e->pred_ok : ev.predicted)
            wl_chart_set(&e->chart, WL_SERIES_MODEL, i, here ? e->pred.gbps : ev.prediction.gbps);
        const wl_ref_point *p = reference_point(e, &s);
        if (p)
            wl_chart_set(&e->chart, WL_SERIES_REFERENCE, i, p->gbps_median);
    }
}

/* Takes a new spec: a new track, analysis and chart. */
static void set_spec(wl_experiment *e, const wl_spec *spec)
{
    e->spec = *spec;
    wl_slider s = slider_for(e->binding.present ? e->binding.slider : WL_SLIDER_STRIDE, spec);
    if (e->spec.expr)
        wl_experiment_expr_track(e);
    else
        wl_track_for(s, &e->spec, &e->track);
    analyze(e);
    wl_chart_reset(&e->chart, e->track.n ? e->track.n : 1);
    fill_model_curve(e);
}

void wl_experiment_count(wl_experiment *e)
{
    e->spec.expr = &e->x; /* the copy's own expressions */
    e->defer_counts = false;
    analyze(e);
}

void wl_experiment_count_curve(wl_experiment *e)
{
    e->spec.expr = &e->x;
    e->defer_counts = false;
    fill_model_curve(e);
}

bool wl_experiment_take_counts(wl_experiment *e, const wl_experiment *done, bool curve)
{
    if (done->count_gen != e->count_gen)
        return false;
    if (e->counting) {
        e->analysis_ok = done->analysis_ok;
        e->analysis = done->analysis;
        e->analysis.spec.expr = e->spec.expr; /* e's own expressions, not the copy's */
        memcpy(e->an_err, done->an_err, sizeof e->an_err);
        e->pred_ok = done->pred_ok;
        e->pred = done->pred;
        e->counting = false;
    }
    if (curve && e->count_curve) {
        for (int i = 0; i < WL_TRACK_MAX; i++)
            for (int k = WL_SERIES_MODEL; k <= WL_SERIES_REFERENCE; k++)
                if (done->chart.has[k][i])
                    wl_chart_set(&e->chart, (wl_series)k, i, done->chart.value[k][i]);
        e->count_curve = false;
    }
    return true;
}

void wl_experiment_consts_changed(wl_experiment *e)
{
    analyze(e);
    fill_model_curve(e);
}

int wl_experiment_set_expr(wl_experiment *e, const char *load, const char *store, int s_lo,
                           int s_hi, wl_expr_problem *pb, wl_error *err)
{
    wl_spec s;
    if (wl_experiment_expr_adopt(e, load, store, s_lo, s_hi, &s, pb, err) != 0)
        return -1;
    e->expr_is_lessons = false;
    set_spec(e, &s);
    return 0;
}

void wl_experiment_bind(wl_experiment *e, const wl_binding *b)
{
    e->binding = *b;
    e->comparing = false;
    e->seed_size = false; /* a binding names its working set: the default one */
    if (b->has_expr) {    /* checked by the lesson loader; a working set it fails for shows why */
        wl_expr_problem pb;
        wl_error err;
        e->spec = b->spec;
        if (wl_experiment_set_expr(e, b->expr, b->store, b->s_min, b->s_max, &pb, &err) == 0) {
            e->expr_is_lessons = true;
            wl_experiment_slider_to(e, wl_track_index(&e->track, &b->spec));
            return;
        }
        snprintf(e->an_err, sizeof e->an_err, "%s", err.msg);
    }
    set_spec(e, &b->spec);
}

int wl_experiment_slider_pos(const wl_experiment *e)
{
    int pos = e->track.n ? wl_track_index(&e->track, &e->spec) : 0;
    return pos < 0 ? 0 : pos;
}

bool wl_experiment_slider_to(wl_experiment *e, int pos)
{
    if (e->track.n == 0)
        return false;
    pos = pos < 0 ? 0 : pos >= e->track.n ? e->track.n - 1 : pos;
    if (pos == wl_track_index(&e->track, &e->spec))
        return false;
    wl_track_apply(&e->track, pos, &e->spec);
    analyze(e);
    return true;
}

bool wl_experiment_warp_step(wl_experiment *e, long delta)
{
    long count = wl_spec_warp_count(&e->spec);
    long w = e->spec.warp + delta;
    w = w < 0 ? 0 : w >= count ? count - 1 : w;
    if (w == e->spec.warp)
        return false;
    e->spec.warp = w;
    analyze(e);
    return true;
}

const char *wl_experiment_toggle_type(wl_experiment *e)
{
    wl_spec s = e->spec;
    s.type = s.type == WL_TYPE_F32 ? WL_TYPE_F64 : WL_TYPE_F32;
    if (wl_spec_validate(&s, NULL) != 0) { /* vector width 4 has no f64 */
        wl_spec d;
        wl_spec_default(s.kernel, s.type, &d);
        s.param = d.param;
    }
    set_spec(e, &s);
    return NULL;
}

const char *wl_experiment_toggle_unroll(wl_experiment *e)
{
    if (e->track.kind == WL_SLIDER_UNROLL)
        return "here the slider moves the unrolling";
    if (!wl_kernel_unrolls(e->spec.kernel)) { /* named: the hint is about this section's kernel */
        snprintf(e->refusal, sizeof e->refusal, "%s has no unrolling: each thread's work is fixed",
                 wl_kernel_name(e->spec.kernel));
        return e->refusal;
    }
    wl_spec s = e->spec;
    s.unroll = s.unroll == 1 ? WL_LAB_UNROLL : 1;
    set_spec(e, &s);
    return NULL;
}

/* The slider's value carried to the other kernel s when both move the same
 * kind of parameter: clamped to s's range, said in compare_note when it had
 * to move; kept as the binding set it when s cannot take it at all. */
static void carry_param(wl_experiment *e, wl_spec *s)
{
    wl_param_range mine, theirs;
    wl_kernel_param_range(e->spec.kernel, &mine);
    wl_kernel_param_range(s->kernel, &theirs);
    e->compare_note[0] = '\0';
    if (mine.kind != theirs.kind || mine.kind == WL_PARAM_NONE)
        return;
    int v = e->spec.param, bound = s->param;
    s->param = v < theirs.min ? theirs.min : v > theirs.max ? theirs.max : v;
    if (wl_spec_validate(s, NULL) != 0)
        s->param = bound;
    const char *name = theirs.name ? theirs.name : "s";
    if (s->param != v)
        snprintf(e->compare_note, sizeof e->compare_note, "%s cannot take %s = %d: %s = %d here",
                 wl_kernel_name(s->kernel), name, v, name, s->param);
}

const char *wl_experiment_toggle_compare(wl_experiment *e)
{
    if (!e->binding.present || !e->binding.has_compare)
        return "this section has no comparison kernel";
    e->comparing = !e->comparing;
    wl_spec s = e->comparing ? e->binding.compare : e->binding.spec;
    s.type = e->spec.type;
    if (wl_kernel_unrolls(s.kernel))
        s.unroll = e->spec.unroll;
    carry_param(e, &s);
    set_spec(e, &s);
    return NULL;
}

const char *wl_experiment_toggle_seed_size(wl_experiment *e)
{
    if (!e->seed_size && !wl_kernel_uses_working_set(e->spec.kernel))
        return "w does nothing here: this kernel's working set is its N x N matrix";
    e->seed_size = !e->seed_size;
    set_spec(e, &e->spec);
    return NULL;
}

bool wl_spec_same_experiment(const wl_spec *a, const wl_spec *b)
{
    return a->kernel == b->kernel && a->type == b->type && a->param == b->param &&
           a->unroll == b->unroll;
}

int wl_experiment_chart_pos(const wl_experiment *e, const wl_spec *s)
{
    for (int i = 0; i < e->track.n; i++) {
        wl_spec at = e->spec;
        wl_track_apply(&e->track, i, &at);
        if (wl_spec_same_experiment(&at, s))
            return i;
    }
    return e->track.n == 0 && wl_spec_same_experiment(&e->spec, s) ? 0 : -1;
}
