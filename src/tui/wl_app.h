/* The lab's state and what each action does to it. No curses here: handlers
 * change the state and return flags; only the loop draws (views read this
 * state and never change it). */
#ifndef WL_APP_H
#define WL_APP_H

#include <limits.h>
#include <stdbool.h>

#include "wl_actions.h"
#include "wl_chart.h"
#include "wl_layout.h"
#include "wl_lesson.h"
#include "wl_model.h"
#include "wl_reference.h"
#include "wl_text.h"
#include "wl_track.h"
#include "wl_tui.h"
#include "wl_worker.h"

typedef enum wl_focus {
    WL_FOCUS_LESSON,
    WL_FOCUS_EXPERIMENT,
    WL_FOCUS_DIAGRAM,
    WL_FOCUS_COUNT
} wl_focus;

typedef enum wl_overlay { WL_OVERLAY_NONE, WL_OVERLAY_HELP, WL_OVERLAY_CONTENTS } wl_overlay;

typedef struct wl_app {
    wl_tui_options opt;
    char datadir[PATH_MAX];

    wl_course course;
    size_t nsections, cur; /* cur: 0-based section of the whole course */

    /* The experiment: the section's binding, then what the student changed. */
    wl_binding binding;
    wl_spec spec;
    bool comparing; /* showing the section's comparison kernel */
    bool seed_size; /* the seed's 4 MB working set instead of the default */
    wl_track track;
    wl_analysis an;
    bool an_ok;
    char an_err[512];

    /* Measurements. */
    wl_worker *worker;
    wl_worker_state ws;
    unsigned long want_id; /* newest request; older results are stale */
    bool have_result;      /* res answers the current spec */
    wl_worker_result res;
    bool sweeping;
    int sweep_pos;
    double ceiling_gbps; /* what the model curve scales */
    wl_reference ref;
    bool have_ref;
    char ref_label[96];
    wl_chart chart;

    /* Views. */
    wl_layout layout;
    wl_focus focus;
    wl_overlay overlay;
    bool show_source;
    int lesson_scroll, source_scroll, help_scroll, toc_sel;
    wl_text lesson_text; /* the current section, wrapped for the lesson pane */
    int lesson_width;    /* width lesson_text was wrapped at; -1: stale */
    wl_text source_text;
    int source_mark; /* row of the indexing line in source_text, or -1 */
    char source_name[64];
    char message[160];
} wl_app;

/* Loads lessons and reference data, starts the worker unless no_worker.
 * Returns 0, -2 when the section asked for does not exist, or -1; err then
 * holds a one-line reason. */
int wl_app_open(wl_app *app, const wl_tui_options *opt, bool no_worker, wl_error *err);
void wl_app_close(wl_app *app);

/* Handles one action; returns WL_* flags. */
unsigned wl_app_handle(wl_app *app, wl_action act);

/* Takes finished measurements from the worker; returns WL_REDRAW when any. */
unsigned wl_app_poll_results(wl_app *app);

/* Slider position from a pointer column inside the slider's track. */
unsigned wl_app_slider_to(wl_app *app, int pos);

/* Goes to section i (0-based); resets the experiment to its binding. */
void wl_app_goto(wl_app *app, size_t i);

/* Lays out for a new terminal size; rewraps text on the next draw. */
void wl_app_resize(wl_app *app, int cols, int rows);

/* The lesson text for the current width (rewrapped when stale). */
const wl_text *wl_app_lesson_text(wl_app *app);

/* Between the app's own files: ask for a measurement of spec; re-analyse
 * after a change (new_chart: more than the slider moved); take a new spec. */
void wl_app_submit(wl_app *app, const wl_spec *spec);
void wl_app_experiment_changed(wl_app *app, bool new_chart);
void wl_app_set_spec(wl_app *app, const wl_spec *spec);

/* Reads the running kernel's source from <datadir>/kernels/ (source pane). */
void wl_app_load_source(wl_app *app);

/* Measures every slider position in turn (the chart fills as results come). */
unsigned wl_app_sweep(wl_app *app);

/* Whether a measurement is still wanted for the current spec. */
bool wl_app_pending(const wl_app *app);

#endif
