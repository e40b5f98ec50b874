/* Calibrate on first use: a GPU the state directory holds no calibration
 * of is calibrated once (about half a second) and predicted for from then
 * on, so the model never speaks of an H200 beside another GPU's figures. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "wl_calibrate.h"
#include "wl_lab.h"

bool wl_calibration_cache_remeasured(const wl_calibration *refused)
{
    return refused->refused_missing_key;
}

int wl_calibration_first_use(const char *state_dir, int device, const char *device_name,
                             FILE *progress, wl_calibration *out, bool *measured_now, wl_error *err)
{
    char driver[32], path[4096];
    *measured_now = false;
    wl_driver_version(driver, sizeof driver);
    if (wl_calibration_cache_path(state_dir, device_name, driver, path, sizeof path, err) != 0)
        return -1;
    /* A cache written before the model gained a constant lacks its key, a
     * required one or one the model stands another in for: it is measured
     * again, not refused (any other fault is refused). */
    bool older = false;
    if (access(path, F_OK) == 0) {
        const char *lacking;
        int rc = wl_calibration_load(path, out, err);
        if (rc == 0 && !wl_calibration_lacks_measured(out, &lacking))
            return 0;
        if (rc != 0 && !wl_calibration_cache_remeasured(out)) {
            char why[sizeof err->msg];
            snprintf(why, sizeof why, "%s", err->msg);
            return wl_fail(err, "%s (a cached calibration: " WL_CALIBRATION_CACHE_ADVICE ")", why);
        }
        older = true;
    }
    if (progress)
        fprintf(progress, "warplab: %s %s (driver %s): calibrating the model, about a second\n",
                older ? "the cached calibration lacks a constant of this version for"
                      : "first use of",
                device_name, driver);
    if (wl_calibrate_run(device, out, NULL, err) != 0 ||
        wl_calibration_cache_save(path, out, err) != 0)
        return -1;
    *measured_now = true;
    return snprintf(out->path, sizeof out->path, "%s", path) >= (int)sizeof out->path
               ? wl_fail(err, "%s: path too long", path)
               : 0;
}
