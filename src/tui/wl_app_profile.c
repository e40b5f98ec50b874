/* The profile key: the model predicts for the next GPU profile. Without a
 * GPU the model's figures are the lab's, so the worker restarts on the new
 * constants; on a GPU the measurement stays this GPU's and only the model's
 * predictions (readout, chart, details) change. */
#include <stdio.h>
#include <string.h>

#include "wl_app.h"
#include "wl_progress.h"
#include "wl_strings.h"

int wl_app_worker_start(wl_app *app, wl_error *err)
{
    /* A GPU gets its own calibration unless one was named (--calibration,
     * --gpu). */
    wl_error no_state;
    if (!app->opt.calibration && !app->opt.force_model && !app->opt.present &&
        wl_progress_state_dir(app->opt.state_dir, app->cal_state_dir, sizeof app->cal_state_dir,
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

/* Whether the model answers the lab's measurements (--cpu, or no GPU). */
static bool model_measures(const wl_app *app)
{
    return app->opt.force_model || strcmp(app->meas.worker_state.backend, "model") == 0;
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

/* Predicts for profile `next` of the cycle. */
static unsigned use_profile(wl_app *app, int next)
{
    wl_error err;
    wl_calibration cal;
    if (load_profile(app, next, &cal, &err) != 0) {
        snprintf(app->view.message, sizeof app->view.message, "%.150s", err.msg);
        return WL_REDRAW;
    }
    app->profile = next;
    app->cal = cal; /* exp.consts points into it */
    wl_calibration_label(&app->cal, app->cal_label, sizeof app->cal_label);
    wl_experiment_consts_changed(&app->exp);
    if (model_measures(app)) {
        if (app->meas.worker)
            restart_worker(app);
        wl_app_experiment_changed(app);
        snprintf(app->view.message, sizeof app->view.message, "model: now %.140s", app->cal_label);
    } else {
        snprintf(app->view.message, sizeof app->view.message,
                 "measured: this GPU, %.30s; model: %.100s",
                 wl_gpu_short_name(app->meas.worker_state.device.name), app->cal_label);
    }
    return WL_REDRAW;
}

static bool have_profiles(wl_app *app)
{
    if (app->have_cal && app->nprofiles > 0)
        return true;
    snprintf(app->view.message, sizeof app->view.message,
             "no GPU profiles to predict for (reference/gpus/ is empty or missing)");
    return false;
}

unsigned wl_app_next_profile(wl_app *app)
{
    return have_profiles(app) ? use_profile(app, (app->profile + 1) % (app->nprofiles + 1))
                              : WL_REDRAW;
}

unsigned wl_app_use_profile(wl_app *app, const char *name)
{
    for (int i = 0; have_profiles(app) && i < app->nprofiles; i++)
        if (strcmp(app->profile_names[i], name) == 0)
            return app->profile == i + 1 ? WL_REDRAW : use_profile(app, i + 1);
    return WL_REDRAW;
}
