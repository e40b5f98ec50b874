/* Opening the lab, moving between sections, and keeping the experiment's
 * analysis, chart and measurement request in step with the spec. */
#include "wl_app.h"

#include <stdio.h>
#include <string.h>

#include "wl_datadir.h"
#include "wl_lab.h"
#include "wl_lesson_text.h"

static int load_content(wl_app *app, wl_error *err)
{
    if (wl_datadir_find(app->opt.data_dir, app->datadir, sizeof app->datadir) != 0)
        return wl_fail(err, "no lessons found%s%s (a data directory holds lessons/)",
                       app->opt.data_dir ? " in " : "",
                       app->opt.data_dir ? app->opt.data_dir : "; try --data-dir DIR");
    char dir[PATH_MAX];
    if (wl_path_join(dir, sizeof dir, app->datadir, "lessons") != 0)
        return wl_fail(err, "data directory path too long");
    if (wl_course_load_dir(dir, &app->course, err) != 0)
        return -1;
    app->nsections = wl_course_section_count(&app->course);
    if (app->nsections == 0)
        return wl_fail(err, "%s: no sections", dir);
    return 0;
}

static void load_reference(wl_app *app)
{
    wl_error err;
    app->have_ref = wl_reference_load_default(app->datadir, &app->ref, &err) == 0;
    app->ceiling_gbps = wl_model_ceiling_gbps(app->have_ref ? &app->ref : NULL);
    if (app->have_ref)
        wl_reference_label(&app->ref, app->ref_label, sizeof app->ref_label);
}

int wl_app_open(wl_app *app, const wl_tui_options *opt, bool no_worker, wl_error *err)
{
    memset(app, 0, sizeof *app);
    app->opt = *opt;
    wl_text_init(&app->lesson_text, opt->ascii);
    wl_text_init(&app->source_text, opt->ascii);
    app->lesson_width = -1;
    app->source_mark = -1;
    wl_spec_default(WL_KERNEL_STRIDE, WL_TYPE_F32, &app->spec);
    if (load_content(app, err) != 0)
        return -1;
    if (opt->section > 0 && (size_t)opt->section > app->nsections) {
        wl_fail(err, "section %d does not exist; sections are 1..%zu", opt->section,
                app->nsections);
        return -2;
    }
    load_reference(app);
    if (!no_worker) {
        wl_worker_options wo = {.force_model = opt->force_model, .device = opt->device};
        app->worker = wl_worker_start(&wo);
        if (!app->worker)
            return wl_fail(err, "could not start the measuring thread");
        wl_worker_state_get(app->worker, &app->ws);
    }
    wl_app_progress_open(app);
    wl_app_goto(app, wl_app_start_section(app));
    return 0;
}

void wl_app_close(wl_app *app)
{
    wl_worker_stop(app->worker);
    app->worker = NULL;
    wl_text_free(&app->lesson_text);
    wl_text_free(&app->source_text);
    if (app->have_ref)
        wl_reference_free(&app->ref);
    wl_app_quiz_free(app);
    wl_course_free(&app->course);
}

/* What the slider moves for a spec: the section's slider when the kernel has
 * that kind of parameter (a comparison kernel may not). */
static wl_slider slider_for(wl_slider s, const wl_spec *spec)
{
    wl_param_range r;
    wl_kernel_param_range(spec->kernel, &r);
    switch (s) {
    case WL_SLIDER_OFFSET:
        return r.kind == WL_PARAM_OFFSET ? s : WL_SLIDER_NONE;
    case WL_SLIDER_STRIDE:
        return r.kind == WL_PARAM_STRIDE ? s : WL_SLIDER_NONE;
    case WL_SLIDER_N:
        return r.kind == WL_PARAM_MATRIX ? s : WL_SLIDER_NONE;
    case WL_SLIDER_LAYOUT:
        return spec->kernel == WL_KERNEL_AOS || spec->kernel == WL_KERNEL_SOA ? s : WL_SLIDER_NONE;
    default:
        return s;
    }
}

static void analyze(wl_app *app)
{
    wl_error err;
    wl_memparams mem;
    wl_memparams_default(&mem);
    app->an_ok = wl_spec_validate(&app->spec, &err) == 0 &&
                 wl_analyze(&app->spec, &mem, &app->an, &err) == 0;
    snprintf(app->an_err, sizeof app->an_err, "%s", app->an_ok ? "" : err.msg);
    app->other_ok = false;
    if (!app->binding.present || !app->binding.has_compare)
        return;
    wl_spec other = app->comparing ? app->binding.spec : app->binding.compare;
    wl_param_range mine, theirs;
    wl_kernel_param_range(app->spec.kernel, &mine);
    wl_kernel_param_range(other.kernel, &theirs);
    other.type = app->spec.type;
    if (mine.kind == theirs.kind)
        other.param = app->spec.param; /* N follows the slider for both transposes */
    app->other_ok = wl_analyze(&other, &mem, &app->other_an, &err) == 0;
}

static size_t request_size(const wl_app *app)
{
    return app->seed_size ? WL_SEED_SIZE_BYTES : 0;
}

static void fill_model_curve(wl_app *app)
{
    for (int i = 0; i < app->track.n || (i == 0 && app->track.n == 0); i++) {
        wl_spec s = app->spec;
        wl_track_apply(&app->track, i, &s);
        wl_measurement m;
        wl_error err;
        size_t size = request_size(app) ? request_size(app) : wl_default_size(0);
        if (wl_predict(&s, size, app->ceiling_gbps, &m, &err) == 0)
            wl_chart_set(&app->chart, WL_SERIES_MODEL, i, m.gbps_median);
        if (!app->have_ref || request_size(app))
            continue;
        int param = wl_track_index(&app->track, &s) >= 0 ? s.param : 0;
        if (s.kernel == WL_KERNEL_AOS || s.kernel == WL_KERNEL_SOA)
            param = 0;
        const wl_ref_point *p = wl_reference_find(&app->ref, s.kernel, s.type, param,
                                                  wl_kernel_is_transpose(s.kernel) ? 1 : s.unroll);
        if (p)
            wl_chart_set(&app->chart, WL_SERIES_REFERENCE, i, p->gbps_median);
    }
}

void wl_app_submit(wl_app *app, const wl_spec *spec)
{
    if (!app->worker || !app->an_ok)
        return;
    wl_measure_request req = {.spec = *spec, .size_bytes = request_size(app)};
    app->want_id = wl_worker_submit(app->worker, &req);
}

/* The spec changed: analyse it at once, ask for a measurement, and start the
 * chart afresh when more than the slider's value changed. */
void wl_app_experiment_changed(wl_app *app, bool new_chart)
{
    analyze(app);
    app->have_result = false;
    app->sweeping = false;
    if (new_chart) {
        wl_chart_reset(&app->chart, app->track.n ? app->track.n : 1);
        fill_model_curve(app);
    }
    wl_app_submit(app, &app->spec);
}

void wl_app_set_spec(wl_app *app, const wl_spec *spec)
{
    app->spec = *spec;
    wl_slider s = slider_for(app->binding.present ? app->binding.slider : WL_SLIDER_STRIDE, spec);
    wl_track_for(s, &app->spec, &app->track);
    wl_app_experiment_changed(app, true);
    if (app->show_source)
        wl_app_load_source(app);
}

void wl_app_goto(wl_app *app, size_t i)
{
    if (i >= app->nsections)
        i = app->nsections - 1;
    app->cur = i;
    const wl_section *sec = wl_course_section(&app->course, i, NULL);
    app->lesson_width = -1;
    app->lesson_scroll = 0;
    app->comparing = false;
    wl_app_progress_visit(app);
    if (sec && sec->binding.present) {
        app->binding = sec->binding;
        wl_app_set_spec(app, &sec->binding.spec);
    } else if (!app->track.n && !app->chart.n) {
        app->binding = (wl_binding){0};
        wl_app_set_spec(app, &app->spec);
    }
}

void wl_app_resize(wl_app *app, int cols, int rows)
{
    wl_layout_mode mode = {.projector = app->opt.projector};
    wl_layout_compute(cols, rows, &mode, &app->layout);
    app->lesson_width = -1;
}

const wl_text *wl_app_lesson_text(wl_app *app)
{
    int width = app->layout.pane[WL_PANE_LESSON].w - 2;
    if (width < 10)
        width = 10;
    if (app->lesson_width == width)
        return &app->lesson_text;
    wl_text_clear(&app->lesson_text);
    const wl_section *sec = wl_course_section(&app->course, app->cur, NULL);
    if (sec)
        wl_lesson_text_render(sec, (int)app->cur + 1, width, &app->lesson_text);
    app->lesson_width = width;
    return &app->lesson_text;
}

bool wl_app_pending(const wl_app *app)
{
    return app->worker && app->an_ok && (!app->have_result || app->sweeping);
}
