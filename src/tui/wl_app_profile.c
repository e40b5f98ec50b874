/* The profile key: the model predicts for the next GPU profile. Without a
 * GPU the model's figures are the lab's, so the worker restarts on the new
 * constants; on a GPU the measurement stays this GPU's and only the model's
 * predictions (readout, chart, details) change. */
#include <stdio.h>
#include <string.h>

#include "wl_app.h"
#include "wl_datadir.h"
#include "wl_strings.h"

int wl_app_worker_start(wl_app *app, wl_error *err)
{
    /* A GPU gets its own calibration unless one was named (--calibration,
     * --gpu). */
    wl_error no_state;
    if (!app->opt.calibration && !app->opt.force_model && !app->opt.present &&
        wl_state_dir(app->opt.state_dir, app->cal_state_dir, sizeof app->cal_state_dir,
                     &no_state) != 0)
        app->cal_state_dir[0] = '\0';
    wl_worker_options wo = {.force_model = app->opt.force_model,
                            .device = app->opt.device,
                            .cal = app->have_cal ? &app->worker_cal : NULL,
                            .state_dir = app->cal_state_dir[0] ? app->cal_state_dir : NULL};
    app->meas.worker = wl_worker_start(&wo);
    if (!app->meas.worker)
        return wl_fail(err, "could not start the measuring thread");
    wl_worker_state_get(app->meas.worker, &app->meas.worker_state);
    return 0;
}

bool wl_app_names_profile(const wl_app *app)
{
    return app->have_cal && (app->profile > 0 || app->cal.consts.estimated);
}

void wl_app_profile_words(const wl_app *app, bool estimate_mark, char *out, size_t outsz)
{
    if (!wl_app_names_profile(app)) {
        snprintf(out, outsz, "%s", "");
        return;
    }
    snprintf(out, outsz, "%s%s", wl_gpu_short_name(app->cal.consts.device),
             estimate_mark && app->cal.consts.estimated ? " (est.)" : "");
}

/* Loads profile i of the cycle into cal; 0, or -1 with err set. */
static int load_profile(wl_app *app, int i, wl_calibration *cal, wl_error *err)
{
    if (i == 0) {
        *cal = app->start_cal;
        return 0;
    }
    char path[4096];
    if (wl_calibration_profile_path(app->datadir, app->profile_names[i - 1], path, sizeof path,
                                    err) != 0)
        return -1;
    return wl_calibration_load(path, cal, err);
}

/* The model's own figures come from the worker: it stops (joined, so it
 * reads no constants while they change) and starts on the new ones. */
static void restart_worker(wl_app *app)
{
    wl_error err;
    wl_worker_stop(app->meas.worker);
    app->meas.worker = NULL;
    app->worker_cal = app->cal;
    if (wl_app_worker_start(app, &err) != 0)
        snprintf(app->view.message, sizeof app->view.message, "%.150s", err.msg);
}

/* What is wrong with a profile, without its path (the message line is
 * short): "cannot read: not a regular file (a FIFO)", "3: ...". */
static const char *why_unusable(const wl_error *err)
{
    const char *after = strstr(err->msg, ".txt:");
    if (!after)
        return err->msg;
    after += 5;
    return after + (*after == ' ');
}

/* The next profile after the current one that loads, into cal: a broken one
 * is skipped (named in skipped, why in err), so every readable profile is
 * reached in turn. The one the lab started with always loads. */
static int next_usable(wl_app *app, wl_calibration *cal, char *skipped, size_t skippedsz,
                       wl_error *err)
{
    skipped[0] = '\0';
    for (int step = 1; step <= app->nprofiles + 1; step++) {
        int i = (app->profile + step) % (app->nprofiles + 1);
        wl_error why;
        if (load_profile(app, i, cal, &why) == 0)
            return i;
        if (!skipped[0]) {
            snprintf(skipped, skippedsz, "%s", app->profile_names[i - 1]);
            *err = why;
        }
    }
    return app->profile;
}

static unsigned adopt(wl_app *app, int next, const wl_calibration *cal, const char *note);

unsigned wl_app_next_profile(wl_app *app)
{
    wl_error err;
    wl_calibration cal;
    char skipped[WL_PROFILE_NAME_MAX], note[120] = "";
    if (!app->have_cal || app->nprofiles == 0) {
        snprintf(app->view.message, sizeof app->view.message,
                 "no GPU profiles to predict for (reference/gpus/ is empty or missing)");
        return WL_REDRAW;
    }
    int next = next_usable(app, &cal, skipped, sizeof skipped, &err);
    if (skipped[0])
        snprintf(note, sizeof note, " (skipped %.30s: %.70s)", skipped, why_unusable(&err));
    return adopt(app, next, &cal, note);
}

/* Predicts for profile `next` of the cycle, loaded into cal; note follows
 * the message. */
static unsigned adopt(wl_app *app, int next, const wl_calibration *cal, const char *note)
{
    app->profile = next;
    app->cal = *cal; /* exp.consts points into it */
    wl_calibration_label(&app->cal, app->cal_label, sizeof app->cal_label);
    wl_experiment_consts_changed(&app->exp);
    if (wl_app_model_measures(app)) {
        if (app->meas.worker)
            restart_worker(app);
        wl_app_experiment_changed(app);
        snprintf(app->view.message, sizeof app->view.message, "model: now %.*s%s",
                 note[0] ? 60 : 140, app->cal_label, note);
    } else {
        snprintf(app->view.message, sizeof app->view.message,
                 "measured: this GPU, %.30s; model: %.40s%s",
                 wl_gpu_short_name(app->meas.worker_state.device.name), app->cal_label, note);
    }
    return WL_REDRAW;
}

unsigned wl_app_use_profile(wl_app *app, const char *name)
{
    wl_calibration cal;
    wl_error err;
    for (int i = 0; app->have_cal && i < app->nprofiles; i++) {
        if (strcmp(app->profile_names[i], name) != 0 || app->profile == i + 1)
            continue;
        if (load_profile(app, i + 1, &cal, &err) == 0)
            return adopt(app, i + 1, &cal, "");
        snprintf(app->view.message, sizeof app->view.message, "%.30s: %.120s", name,
                 why_unusable(&err));
    }
    return WL_REDRAW;
}
