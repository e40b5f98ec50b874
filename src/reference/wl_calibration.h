/* GPU calibration: the constants of the performance model (wl_perf.h) as
 * `warplab calibrate` measured them on one GPU, with where and when. The
 * format is described in reference/README.md; in short:
 *
 *     warplab-calibration 1
 *     device NVIDIA H200
 *     ...one "key value" line per field...
 *     end
 *
 * Every key is required once; numbers must be finite and positive. A bad
 * line is an error "file:line: message". */
#ifndef WL_CALIBRATION_H
#define WL_CALIBRATION_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_error.h"
#include "wl_perf.h"

#define WL_CALIBRATION_FILE "nvidia-h200-calibration.txt" /* under <datadir>/reference/ */

typedef struct wl_calibration {
    wl_gpu_consts consts; /* consts.device names the GPU */
    char compute_capability[16];
    char cuda_runtime[32];
    char driver[32];
    char date[32];
    char kind[16];   /* "measured" (the default) or "estimated" */
    char path[4096]; /* where it was loaded from, for `info` */
    /* Set by a load refused for a missing key and nothing else wrong before
     * it: a file written before the key existed (first use measures again). */
    bool refused_missing_key;
} wl_calibration;

int wl_calibration_load(const char *path, wl_calibration *out, wl_error *err);

/* Whether a calibration lacks a constant the model predicts with that a
 * file may leave out (written by an older calibrate: latency_l2_s,
 * launch_fixed_s); *key names the first. The model then stands another
 * constant in for it, so a cache lacking one is measured again. */
bool wl_calibration_lacks_measured(const wl_calibration *c, const char **key);

/* Loads `file` when given, else <datadir>/reference/WL_CALIBRATION_FILE
 * (datadir NULL: the one wl_datadir_find picks). */
int wl_calibration_load_default(const char *datadir, const char *file, wl_calibration *out,
                                wl_error *err);

/* The one rule of every command that predicts (model, sweep, info, the
 * lab, a demo, the room's quiz): a calibration given on the command line
 * (file) must load, so -1 with err when it cannot be read or parsed (the
 * command stops, exit 1); the default may be missing or bad, so 0 with
 * *have false and err saying why ("no predictions: WHY"). 0 with *have
 * true when it loaded. */
int wl_calibration_open(const char *datadir, const char *file, wl_calibration *out, bool *have,
                        wl_error *err);

/* Writes cal in the same format, atomically. */
int wl_calibration_save(const char *path, const wl_calibration *cal, wl_error *err);

/* The GPU profile NAME ("gtx1650") as <datadir>/reference/gpus/NAME.txt
 * into out; fails when there is none. */
int wl_calibration_profile_path(const char *datadir, const char *name, char *out, size_t outsz,
                                wl_error *err);

/* The GPU profiles' names (reference/gpus/NAME.txt), sorted, at most max;
 * returns how many (0 when there is no such folder). *all (unless NULL):
 * every NAME.txt there, counting those past max and those whose names are
 * too long to list. */
#define WL_PROFILE_NAME_MAX 128
#define WL_PROFILES_MAX 32
int wl_calibration_profiles(const char *datadir, char (*names)[WL_PROFILE_NAME_MAX], int max,
                            int *all);

/* Calibrations measured on first use are cached in the state directory,
 * one file per GPU and driver: STATE/calibration-SLUG-DRIVER.txt, SLUG the
 * device name lower-cased with every run of other characters one '-'
 * ("calibration-nvidia-h200-580.159.04.txt"). */
int wl_calibration_cache_path(const char *state_dir, const char *device, const char *driver,
                              char *out, size_t outsz, wl_error *err);
/* The cached calibrations' file names in state_dir, sorted; how many (at
 * most max). *all: how many files the state directory names so, counting
 * those past max and those whose names are too long to list. */
int wl_calibration_cache_list(const char *state_dir, char (*names)[WL_PROFILE_NAME_MAX], int max,
                              int *all);
/* Saves cal as the cache file path, making its directory when missing. */
int wl_calibration_cache_save(const char *path, const wl_calibration *cal, wl_error *err);

/* "calibrated on NVIDIA H200, 2026-12-01", or "estimated for NVIDIA GeForce
 * GTX 1650 from its datasheet": how views label predictions. */
void wl_calibration_label(const wl_calibration *cal, char *out, size_t outsz);

/* The GPU a prediction is for, short, with the estimated mark that no
 * wording may drop: "H200", "GeForce GTX 1650 (estimated)"; cal NULL:
 * "uncalibrated GPU". Views write "on the %s". */
void wl_calibration_gpu(const wl_calibration *cal, char *out, size_t outsz);

/* By compute capability ("8.6"): resident blocks per SM and the copies a
 * split L2 keeps of a line every SM reads (1 where L2 is one). What a
 * calibration file leaves out of the two is set from here. False where
 * the table does not hold cc: then a file must give both itself. */
bool wl_calibration_arch_rules(const char *cc, int *blocks_per_sm, int *l2_read_copies);
/* The capabilities that table holds, "7.5, 8.0, ...", for a message. */
void wl_calibration_known_capabilities(char *out, size_t outsz);

#endif
