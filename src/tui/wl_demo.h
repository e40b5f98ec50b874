/* A demo script: the steps an instructor plays in front of a room, one
 * [step] section each, read with the quizzes' INI reader (wl_ini.h):
 *   [step]
 *   section = keep-arrays-aligned-to-the-line   <- a section's slug (required)
 *   offset = 8        <- the section's slider, by its name: offset, stride,
 *                        N, layout, unroll, width or pad; a value on its track
 *   type = f64        <- optional: f32 or f64
 *   unroll = 4        <- optional where unroll is not the slider: 1 or 4 (as
 *                        the u key toggles)
 *   size = 4M         <- optional: 4M (the seed's working set) or default
 *   gpu = t4          <- optional: a GPU profile of reference/gpus/
 *   compare = yes     <- optional: the section's comparison kernel (c)
 *   curve = model     <- optional: the chart's curve in front, model or
 *                        reference (s without a GPU)
 *   warp = 3          <- optional: the warp the diagram draws, 0 up to the
 *                        launch's last (as [ and ] step it)
 *   zoom = yes        <- optional: yes (the diagram full screen) or no
 *   caption = ...     <- optional: one line, shown large while presenting
 * Loading checks every step against the course and the slider's track by
 * playing it on a scratch experiment, so a script that loads plays; a bad
 * one is refused whole with "file:line: why". Pure: no curses, no worker. */
#ifndef WL_DEMO_H
#define WL_DEMO_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_calibration.h"
#include "wl_error.h"
#include "wl_lesson.h"
#include "wl_model.h"

#define WL_DEMO_MAX_STEPS 64
#define WL_DEMO_MAX_FILES 64 /* in one demos/ folder */
#define WL_DEMO_CAPTION_MAX 160

typedef struct wl_demo_step {
    int line;                      /* of its [step] header */
    size_t section;                /* 0-based in the whole course */
    int slider_pos;                /* position on the section's track; -1: as the section sets it */
    int type;                      /* wl_type, or -1 to keep the section's */
    int unroll;                    /* 1 or 4, or 0 to keep */
    int seed_size;                 /* 1: the seed's 4 MiB, 0: the default, -1: keep */
    char gpu[WL_PROFILE_NAME_MAX]; /* "" to keep the profile */
    int compare;                   /* 1: the comparison kernel, 0: the section's, -1: keep */
    int curve;                     /* 1: the model's curve in front, 0: the reference's, -1: keep */
    long warp;                     /* the diagram's warp, or -1 to keep */
    int zoom;                      /* 1: the diagram full screen, 0: none, -1: keep */
    char caption[WL_DEMO_CAPTION_MAX];
} wl_demo_step;

typedef struct wl_demo {
    char path[512];
    int nsteps;
    wl_demo_step step[WL_DEMO_MAX_STEPS];
} wl_demo;

/* Reads and checks the script at path against the course (slugs, sliders)
 * and the GPU profiles of datadir. 0, or -1 with err "path:line: why". */
int wl_demo_load(const char *path, const wl_course *course, const char *datadir, wl_demo *out,
                 wl_error *err);

#endif
