/* The measurement thread: opens the backend, then measures the newest
 * request, one at a time, and wakes the caller through a pipe. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wl_calibrate.h"
#include "wl_expr_batch.h"
#include "wl_expr_model.h"
#include "wl_worker.h"

struct wl_worker {
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    int pipe_rd, pipe_wr;
    wl_worker_options opts;
    wl_calibration own_cal; /* the GPU's own, when state.have_cal; the thread's */
    wl_worker_state state;  /* guarded by lock */
    bool stopping;          /* guarded by lock */
    bool pending;           /* a request waits in `next` */
    /* Set when the measurement in flight is no longer wanted (a newer
     * request, or stopping): a custom expression's whole-launch count stops
     * at its next batch (wl_expr_batch_cancel_on) instead of running on for
     * seconds. Cleared, under lock, as the next request is taken. */
    volatile sig_atomic_t cancel;
    wl_measure_request next; /* guarded by lock */
    /* next.spec.expr points here: the request owns its custom experiment, so
     * the caller may change or free its own copy right after submitting. */
    wl_expr_experiment next_expr; /* guarded by lock */
    unsigned long last_id;        /* newest id handed out */
    bool have_result;
    wl_worker_result result; /* newest finished, not yet polled */
};

/* One byte per event; the reader drains them all. Non-blocking, so a full
 * pipe (nobody reading) never stalls the worker. */
static void notify(wl_worker *w)
{
    char c = 1;
    ssize_t r = write(w->pipe_wr, &c, 1);
    (void)r; /* EAGAIN: the reader already has a wake-up pending */
}

static void drain(wl_worker *w)
{
    char buf[64];
    while (read(w->pipe_rd, buf, sizeof buf) > 0)
        ;
}

static void open_backend(wl_worker *w, wl_backend *b)
{
    wl_worker_state st;
    memset(&st, 0, sizeof st);
    wl_backend_open(b, w->opts.force_model, w->opts.device, w->opts.cal, &st.reason);
    snprintf(st.backend, sizeof st.backend, "%s", b->ops->name);
    /* A failure leaves the device blank; the measurements that follow say
     * what went wrong. */
    b->ops->describe(b, &st.device, NULL);
    bool is_cuda = strcmp(b->ops->name, "cuda") == 0;
    /* Calibrated here, before the first measurement, so nothing else runs
     * on the GPU meanwhile; the backend predicts with it from then on. */
    if (is_cuda && w->opts.state_dir && st.device.name[0]) {
        st.have_cal =
            wl_calibration_first_use(w->opts.state_dir, w->opts.device, st.device.name, NULL,
                                     &w->own_cal, &st.calibrated_now, &st.cal_error) == 0;
        if (st.have_cal) {
            st.cal = w->own_cal;
            b->cal = &w->own_cal;
        }
    }
    st.phase = (is_cuda || w->opts.force_model) ? WL_WORKER_READY : WL_WORKER_FELL_BACK;
    pthread_mutex_lock(&w->lock);
    w->state = st;
    pthread_mutex_unlock(&w->lock);
    notify(w);
}

static void publish(wl_worker *w, const wl_worker_result *res)
{
    pthread_mutex_lock(&w->lock);
    bool stale = res->id != w->last_id;
    if (!stale) {
        w->result = *res;
        w->have_result = true;
    }
    pthread_mutex_unlock(&w->lock);
    if (!stale)
        notify(w);
}

static void *worker_main(void *arg)
{
    wl_worker *w = arg;
    wl_backend b;
    wl_expr_batch_cancel_on(&w->cancel);
    open_backend(w, &b);
    for (;;) {
        pthread_mutex_lock(&w->lock);
        while (!w->stopping && !w->pending)
            pthread_cond_wait(&w->wake, &w->lock);
        if (w->stopping) {
            pthread_mutex_unlock(&w->lock);
            break;
        }
        wl_measure_request req = w->next;
        wl_expr_experiment expr;
        if (req.spec.expr) {
            expr = w->next_expr;
            req.spec.expr = &expr;
        }
        w->pending = false;
        w->cancel = 0;
        pthread_mutex_unlock(&w->lock);

        wl_worker_result res;
        memset(&res, 0, sizeof res);
        res.id = req.id;
        res.req = req;
        res.status = b.ops->measure(&b, &req, &res.m, &res.error);
        res.m.id = req.id;
        res.req.spec.expr = NULL; /* its copy ends with this loop */
        publish(w, &res);
    }
    wl_backend_close(&b);
    return NULL;
}

static int make_pipe(wl_worker *w)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    for (int i = 0; i < 2; i++) {
        int fl = fcntl(fds[i], F_GETFL);
        fcntl(fds[i], F_SETFL, fl | O_NONBLOCK);
        fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    }
    w->pipe_rd = fds[0];
    w->pipe_wr = fds[1];
    return 0;
}

wl_worker *wl_worker_start(const wl_worker_options *opts)
{
    wl_worker *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    if (opts)
        w->opts = *opts;
    w->state.phase = WL_WORKER_STARTING;
    if (make_pipe(w) != 0) {
        free(w);
        return NULL;
    }
    pthread_mutex_init(&w->lock, NULL);
    pthread_cond_init(&w->wake, NULL);
    if (pthread_create(&w->thread, NULL, worker_main, w) != 0) {
        close(w->pipe_rd);
        close(w->pipe_wr);
        pthread_mutex_destroy(&w->lock);
        pthread_cond_destroy(&w->wake);
        free(w);
        return NULL;
    }
    return w;
}

void wl_worker_state_get(wl_worker *w, wl_worker_state *out)
{
    pthread_mutex_lock(&w->lock);
    *out = w->state;
    pthread_mutex_unlock(&w->lock);
}

unsigned long wl_worker_submit(wl_worker *w, const wl_measure_request *req)
{
    pthread_mutex_lock(&w->lock);
    unsigned long id = ++w->last_id;
    w->next = *req;
    w->next.id = id;
    if (req->spec.expr) {
        w->next_expr = *req->spec.expr;
        w->next.spec.expr = &w->next_expr;
    }
    w->pending = true;
    w->have_result = false; /* an older result is stale now */
    w->cancel = 1;          /* and one in flight need not finish */
    pthread_cond_signal(&w->wake);
    pthread_mutex_unlock(&w->lock);
    return id;
}

int wl_worker_poll(wl_worker *w, wl_worker_result *out)
{
    drain(w);
    pthread_mutex_lock(&w->lock);
    int got = w->have_result;
    if (got) {
        *out = w->result;
        w->have_result = false;
    }
    pthread_mutex_unlock(&w->lock);
    return got;
}

int wl_worker_fd(wl_worker *w)
{
    return w->pipe_rd;
}

void wl_worker_stop(wl_worker *w)
{
    if (!w)
        return;
    pthread_mutex_lock(&w->lock);
    w->stopping = true;
    w->cancel = 1;
    pthread_cond_signal(&w->wake);
    pthread_mutex_unlock(&w->lock);
    pthread_join(w->thread, NULL);
    close(w->pipe_rd);
    close(w->pipe_wr);
    pthread_mutex_destroy(&w->lock);
    pthread_cond_destroy(&w->wake);
    free(w);
}
