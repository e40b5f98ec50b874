/* The lab's counting thread: a custom expression's whole-launch counts
 * (every thread evaluated, seconds at the lab's working set) run here on a
 * copy of the experiment, so the screen never waits for them. Latest wins:
 * a newer copy cancels the count in flight at its next batch, and so does
 * stopping, so quitting never waits for a count either. */
#ifndef WL_COUNTER_H
#define WL_COUNTER_H

#include <stdbool.h>

#include "wl_experiment.h"

typedef struct wl_counter wl_counter;

/* NULL when the thread or its pipe cannot be had (the lab then counts in
 * place, as before). */
wl_counter *wl_counter_start(void);

/* Counts a copy of e (which is counting: wl_experiment_counts_deferred),
 * cancelling the count in flight. */
void wl_counter_submit(wl_counter *c, const wl_experiment *e);

/* Readable when a count finished; for poll() in the lab's loop. */
int wl_counter_fd(wl_counter *c);

/* Takes a finished count into e (wl_experiment_take_counts); true when e
 * changed. Never blocks. */
bool wl_counter_poll(wl_counter *c, wl_experiment *e);

/* Cancels the count in flight, joins the thread and frees it. NULL is fine. */
void wl_counter_stop(wl_counter *c);

#endif
