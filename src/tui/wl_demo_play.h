/* What a demo step does to the experiment, for the loader that checks a
 * script and the lab that plays it alike: the section's binding, then the
 * comparison kernel, type, unrolling and working set as the c, f, u and w
 * keys change them, then the slider, then the warp ([ and ]). Pure. */
#ifndef WL_DEMO_PLAY_H
#define WL_DEMO_PLAY_H

#include "wl_demo.h"
#include "wl_experiment.h"

/* The step's changes to an experiment already bound to its section. NULL,
 * or why the section could not take one (as the c key would say it). */
const char *wl_demo_play_changes(wl_experiment *e, const wl_demo_step *st);

/* Binds b, then wl_demo_play_changes. */
const char *wl_demo_play_experiment(wl_experiment *e, const wl_binding *b, const wl_demo_step *st);

#endif
