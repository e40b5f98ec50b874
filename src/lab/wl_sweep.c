/* Running a sweep: options, the list of points, measuring, saving. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "wl_json.h"
#include "wl_expr_model.h"
#include "wl_calibrate.h"
#include "wl_eval.h"
#include "wl_lab.h"
#include "wl_sweep.h"
#include "wl_error.h"

void wl_sweep_options_default(wl_sweep_options *o)
{
    memset(o, 0, sizeof *o);
}

/* A custom experiment's points: each unroll, then each s of the range. */
static int expr_points(const wl_sweep_options *o, wl_sweep_point **out)
{
    const wl_expr_experiment *x = o->expr;
    int units = 0;
    for (int u = 1; u <= WL_UNROLL_MAX; u++)
        units += o->sel.unrolls[u];
    int per = x->s_max - x->s_min + 1;
    wl_sweep_point *pts = calloc((size_t)(units ? units : 1) * (size_t)per + 1, sizeof *pts);
    int n = 0;
    for (int u = 1; pts && u <= WL_UNROLL_MAX; u++) {
        if (!o->sel.unrolls[u] && !(units == 0 && u == 1))
            continue;
        for (int s = x->s_min; s <= x->s_max; s++, n++)
            wl_expr_spec(x, s, u, &pts[n].spec);
    }
    *out = pts;
    return pts ? n : -1;
}

int wl_sweep_points(const wl_sweep_options *o, wl_sweep_point **out)
{
    if (o->expr)
        return expr_points(o, out);
    static const int matrices[] = WL_SWEEP_MATRIX_SIZES;
    wl_selection sel = o->sel, fallback = {0};
    fallback.kernels = WL_KERNEL_BIT(WL_KERNEL_OFFSET) | WL_KERNEL_BIT(WL_KERNEL_STRIDE);
    fallback.types[WL_TYPE_F32] = true;
    fallback.unrolls[1] = true;
    wl_selection_default(&sel, &fallback);
    wl_spec *specs = NULL;
    int n = wl_selection_specs(&sel, matrices, (int)(sizeof matrices / sizeof matrices[0]), &specs);
    wl_sweep_point *pts = n < 0 ? NULL : calloc((size_t)n + 1, sizeof *pts);
    for (int i = 0; pts && i < n; i++)
        pts[i].spec = specs[i];
    free(specs);
    *out = pts;
    return pts ? n : -1;
}

static void progress(int done, int total, const wl_spec *s)
{
    if (!isatty(STDERR_FILENO))
        return;
    if (done < total)
        fprintf(stderr, "\r[%d/%d] %s %s %d unroll %d   ", done + 1, total,
                wl_sweep_kernel_label(s), wl_type_name(s->type), s->param, s->unroll);
    else
        fprintf(stderr, "\r%60s\r", "");
    fflush(stderr);
}

/* The point's one evaluation (wl_eval.h): the model's sectors per request,
 * its prediction and the reference point beside it. On a GPU it is of the
 * working set the point ran (m.size_bytes); from the model, of the one
 * asked, and the prediction is the point's measurement too. */
static int evaluate(const wl_sweep_options *o, const wl_sweep_context *c,
                    const wl_reference *const *runs, size_t nruns, wl_sweep_point *p, wl_error *err)
{
    wl_eval ev;
    wl_eval_request req = {.spec = p->spec,
                           .size_bytes = c->predicted ? o->size_bytes : p->m.size_bytes,
                           .want = WL_EVAL_ACCESS | WL_EVAL_PREDICT,
                           .consts = c->have_cal ? &c->cal.consts : NULL};
    wl_error why;
    int rc = wl_eval_experiment(&req, &ev, &why);
    p->ref = wl_reference_match(runs, nruns, &p->spec, o->size_bytes, NULL);
    if (ev.analysis_ok) {
        p->load_spr = ev.analysis.load_sectors_per_request;
        p->store_spr = ev.analysis.store_sectors_per_request;
    }
    p->have_pred = ev.predicted;
    p->pred = ev.prediction;
    if (!c->predicted)
        return 0;
    if (rc != 0)
        return wl_fail(err, "%s", why.msg);
    wl_measurement_predicted(&ev, &c->cal.consts, &p->m);
    return 0;
}

/* The runs timed the sweep's way (--timing), in the order shipped: the
 * reference beside a point must have been timed as the point is. */
static size_t timed_runs(const wl_reference_runs *runs, wl_timing t, size_t size_bytes,
                         const wl_reference **out)
{
    size_t k = 0;
    /* Only the seed's working set was timed the seed's way: at the default
     * size none of these runs stands beside the points. */
    if (t == WL_TIMING_SEED && size_bytes == 0)
        return 0;
    for (size_t i = 0; i < runs->n; i++)
        if (runs->list[i]->timing == t)
            out[k++] = runs->list[i];
    return k;
}

/* A model backend without a calibration still answers through measure,
 * which says why it cannot predict. */
static int measure_all(wl_backend *b, const wl_sweep_options *o, const wl_sweep_context *c,
                       wl_sweep_point *pts, int n, const wl_reference_runs *runs, wl_error *err)
{
    const wl_reference *timed[3];
    size_t ntimed = timed_runs(runs, o->timing, o->size_bytes, timed);
    for (int i = 0; i < n; i++) {
        progress(i, n, &pts[i].spec);
        wl_measure_request req = {.spec = pts[i].spec,
                                  .size_bytes = o->size_bytes,
                                  .reps = o->reps,
                                  .timing = o->timing,
                                  .id = (unsigned long)i + 1};
        bool from_model = c->predicted && c->have_cal;
        if ((!from_model && b->ops->measure(b, &req, &pts[i].m, err) != 0) ||
            evaluate(o, c, timed, ntimed, &pts[i], err) != 0) {
            progress(n, n, NULL);
            return wl_error_context(err, "%s %s %d: ", wl_sweep_kernel_label(&req.spec),
                                    wl_type_name(req.spec.type), req.spec.param);
        }
        pts[i].m.id = req.id;
    }
    progress(n, n, NULL);
    return 0;
}

static int save(const wl_sweep_options *o, const wl_sweep_context *c, const wl_sweep_point *p,
                int n, wl_error *err)
{
    wl_reference r;
    memset(&r, 0, sizeof r);
    snprintf(r.device, sizeof r.device, "%.127s", c->device.name);
    snprintf(r.compute_capability, sizeof r.compute_capability, "%d.%d", c->device.cc_major,
             c->device.cc_minor);
    wl_cuda_runtime_version(r.cuda_runtime, sizeof r.cuda_runtime);
    wl_driver_version(r.driver, sizeof r.driver);
    time_t now = time(NULL);
    struct tm tmv;
    strftime(r.date, sizeof r.date, "%Y-%m-%d", gmtime_r(&now, &tmv));
    r.size_bytes = o->size_bytes ? o->size_bytes : wl_default_size(c->device.l2_bytes);
    r.copy_ceiling_gbps = n > 0 ? p[0].m.copy_ceiling_gbps : 0;
    r.timing = o->timing; /* saved with the points, so they stand beside their own kind */
    r.npoints = n;
    r.points = calloc((size_t)n + 1, sizeof *r.points);
    if (!r.points)
        return wl_fail(err, "out of memory");
    for (int i = 0; i < n; i++)
        r.points[i] = (wl_ref_point){
            p[i].spec.kernel,   p[i].spec.type,  p[i].spec.param, p[i].spec.unroll, p[i].m.reps,
            p[i].m.gbps_median, p[i].m.gbps_min, p[i].m.gbps_max, p[i].m.ms_median, ""};
    for (int i = 0; i < n; i++)
        snprintf(r.points[i].date, sizeof r.points[i].date, "%.10s", r.date);
    int rc = wl_reference_save(o->save_path, &r, err);
    free(r.points);
    return rc;
}

static int open_context(wl_backend *b, const wl_sweep_options *o, wl_sweep_context *c,
                        wl_reference_runs *runs, wl_error *err)
{
    memset(c, 0, sizeof *c);
    if (wl_calibration_open(o->data_dir, o->calibration_path, &c->cal, &c->have_cal, err) != 0 ||
        (!c->have_cal && o->force_model))
        return -1;
    wl_backend_open(b, o->force_model, o->device, c->have_cal ? &c->cal : NULL, &c->why);
    c->backend = b->ops->name;
    c->expr = o->expr;
    c->timing = o->timing;
    c->predicted = strcmp(c->backend, "model") == 0;
    /* A failure leaves the device blank; measuring says what went wrong. */
    wl_error ignored;
    b->ops->describe(b, &c->device, &ignored);
    /* A GPU is predicted for with its own constants, measured on first use. */
    bool measured_now;
    if (!c->predicted && !o->calibration_path && o->state_dir && c->device.name[0]) {
        if (wl_calibration_first_use(o->state_dir, o->device, c->device.name, stderr, &c->cal,
                                     &measured_now, err) != 0) {
            b->ops->shutdown(b);
            return -1;
        }
        c->have_cal = true;
        b->cal = &c->cal;
    }
    if (c->predicted)
        wl_complain("sweep", "PREDICTIONS from the performance model, not measurements: %s",
                    c->why.msg);
    if (!o->no_reference)
        wl_reference_runs_load(o->data_dir, runs, &ignored);
    return 0;
}

/* The run the printers name: the one at the sweep's working set, or, when
 * only transposes (whose size is their N) found points, the default one. */
static void choose_run(const wl_sweep_options *o, const wl_reference_runs *runs,
                       const wl_sweep_point *pts, int n, wl_sweep_context *c)
{
    bool any = false;
    for (int i = 0; i < n; i++)
        any = any || pts[i].ref;
    /* Points no run holds (a custom experiment's) name no run. */
    c->ref = any ? wl_reference_run_timed(runs->list, runs->n, o->size_bytes, o->timing) : NULL;
    if (any && !c->ref)
        c->ref = runs->list[0];
    /* The points' own day when they share one (a run's rows may come from
     * several days), else the run's span. */
    const wl_ref_point *day = NULL;
    for (int i = 0; i < n; i++) {
        if (!pts[i].ref)
            continue;
        if (day && strcmp(day->date, pts[i].ref->date) != 0) {
            day = NULL;
            break;
        }
        day = pts[i].ref;
    }
    if (c->ref)
        wl_reference_label(c->ref, day, c->ref_label, sizeof c->ref_label);
}

typedef struct json_points {
    const wl_sweep_context *c;
    const wl_sweep_point *p;
    int n;
} json_points;

static void write_json(FILE *f, const void *ctx)
{
    const json_points *j = ctx;
    wl_sweep_print_json(f, j->c, j->p, j->n);
}

/* Strict JSON or none: a non-finite figure is refused, not printed as inf. */
static int emit_json(const wl_sweep_context *c, const wl_sweep_point *p, int n, wl_error *err)
{
    json_points j = {c, p, n};
    return wl_json_emit(stdout, write_json, &j, err);
}

int wl_sweep_run(const wl_sweep_options *o, wl_error *err)
{
    wl_sweep_point *pts = NULL;
    int n = wl_sweep_points(o, &pts);
    if (n < 0)
        return wl_fail(err, "out of memory");
    wl_backend b;
    wl_sweep_context c;
    wl_reference_runs runs;
    memset(&runs, 0, sizeof runs);
    if (open_context(&b, o, &c, &runs, err) != 0) {
        free(pts);
        return -1;
    }
    int rc = measure_all(&b, o, &c, pts, n, &runs, err);
    choose_run(o, &runs, pts, n, &c);
    if (rc == 0) {
        if (o->format == WL_SWEEP_CSV)
            wl_sweep_print_csv(&c, pts, n);
        else if (o->format == WL_SWEEP_JSON)
            rc = emit_json(&c, pts, n, err);
        else
            wl_sweep_print_text(&c, pts, n);
        if (rc != 0)
            ; /* said why; nothing saved from figures that could not be written */
        else if (o->save_path && !c.predicted)
            rc = save(o, &c, pts, n, err);
        else if (o->save_path)
            rc = wl_fail(err, "not saving %s: these are predictions, not measurements",
                         o->save_path);
    }
    wl_backend_close(&b);
    wl_reference_runs_free(&runs);
    free(pts);
    return rc;
}
