/* Measurements on a worker thread, so the lab's screen never waits for the GPU.
 *
 * The worker opens the backend itself (CUDA start-up can take a second), so
 * wl_worker_start returns at once and the first frame can be drawn while the
 * state is still STARTING. Requests are latest-wins: a request submitted while
 * another waits replaces it, and a result whose id is older than the newest
 * submitted request is dropped, so a fast slider never shows a stale figure.
 *
 * Typical curses loop:
 *     wl_worker *w = wl_worker_start(&opts);
 *     ... poll() on STDIN and wl_worker_fd(w) ...
 *     if (fd readable) while (wl_worker_poll(w, &res) == 1) show(res);
 *     wl_worker_stop(w);
 */
#ifndef WL_WORKER_H
#define WL_WORKER_H

#include <stdbool.h>

#include "wl_backend.h"
#include "wl_calibration.h"

typedef struct wl_worker wl_worker;

typedef struct wl_worker_options {
    bool force_model;                 /* --cpu: never try CUDA */
    const struct wl_calibration *cal; /* the model's constants, kept alive by the caller */
    int device;                       /* --device N; 0 by default */
    /* On a GPU, the calibration of it cached here, or measured on first use
     * (wl_calibration_first_use), in state.cal; NULL: none. */
    const char *state_dir;
} wl_worker_options;

typedef enum wl_worker_phase {
    WL_WORKER_STARTING,  /* the backend is still opening */
    WL_WORKER_READY,     /* the backend asked for is open */
    WL_WORKER_FELL_BACK, /* CUDA was wanted but the model answers; see reason */
} wl_worker_phase;

typedef struct wl_worker_state {
    wl_worker_phase phase;
    char backend[16];      /* "cuda" or "model"; empty while STARTING */
    wl_device_info device; /* valid once not STARTING */
    wl_error reason;       /* why the model answers (FELL_BACK, or --cpu); msg "" otherwise */
    /* The GPU's own calibration (options.state_dir): have_cal, whether it
     * was measured just now, or why there is none (cal_error). */
    bool have_cal, calibrated_now;
    wl_calibration cal;
    wl_error cal_error;
} wl_worker_state;

typedef struct wl_worker_result {
    unsigned long id;       /* the id wl_worker_submit returned */
    wl_measure_request req; /* what was asked */
    int status;             /* 0 ok; -1: measurement failed, see error */
    wl_error error;         /* what the backend said, when status is -1 */
    wl_measurement m;       /* valid when status is 0; m.predicted marks the model */
} wl_worker_result;

/* Starts the thread (which then opens the backend). NULL only when the thread
 * or its pipe cannot be created; opts may be NULL for the defaults. */
wl_worker *wl_worker_start(const wl_worker_options *opts);

/* A snapshot of the phase, backend and device. Never blocks for long. */
void wl_worker_state_get(wl_worker *w, wl_worker_state *out);

/* Queues a request (req->id is ignored) and returns its id, increasing from 1.
 * Replaces a request still waiting; one being measured finishes, then its
 * result is dropped as stale. */
unsigned long wl_worker_submit(wl_worker *w, const wl_measure_request *req);

/* Non-blocking: 1 and fills out when a result for the newest request is ready
 * (each result is handed out once), 0 when there is none. */
int wl_worker_poll(wl_worker *w, wl_worker_result *out);

/* Readable when a result is ready or the phase changed. For poll()/select()
 * in the main loop: when it is readable, call wl_worker_poll (which drains it)
 * and wl_worker_state_get. */
int wl_worker_fd(wl_worker *w);

/* Stops the thread (after the measurement in flight, if any), closes the
 * backend and frees everything. NULL is fine. */
void wl_worker_stop(wl_worker *w);

#endif
