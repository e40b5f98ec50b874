/* The counting thread (wl_counter.h): one count at a time, the newest copy,
 * a wake-up through a pipe when one is done. */
#include "wl_counter.h"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wl_expr_batch.h"

struct wl_counter {
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    int pipe_rd, pipe_wr;
    /* Set when the count in flight is no longer wanted; the count stops at
     * its next batch (wl_expr_batch_cancel_on). Cleared as a copy is taken. */
    volatile sig_atomic_t cancel;
    bool stopping, pending; /* guarded by lock, as are next and done */
    wl_experiment next, work, done;
    /* The constants next and work predict with, copied as next is given:
     * the lab's own may change (the m key) while work counts. */
    wl_gpu_consts next_consts, work_consts;
    bool have_done, done_curve;
};

static void notify(wl_counter *c)
{
    char b = 1;
    ssize_t r = write(c->pipe_wr, &b, 1);
    (void)r; /* EAGAIN: a wake-up is already pending */
}

/* Hands out what work counted, unless a newer copy came meanwhile. */
static void publish(wl_counter *c, bool curve)
{
    pthread_mutex_lock(&c->lock);
    bool wanted = !c->cancel && !c->pending;
    if (wanted) {
        c->done = c->work;
        c->done_curve = curve;
        c->have_done = true;
    }
    pthread_mutex_unlock(&c->lock);
    if (wanted)
        notify(c);
}

static void *counter_main(void *arg)
{
    wl_counter *c = arg;
    wl_expr_batch_cancel_on(&c->cancel);
    for (;;) {
        pthread_mutex_lock(&c->lock);
        while (!c->stopping && !c->pending)
            pthread_cond_wait(&c->wake, &c->lock);
        if (c->stopping) {
            pthread_mutex_unlock(&c->lock);
            return NULL;
        }
        c->work = c->next;
        c->work_consts = c->next_consts;
        if (c->work.consts)
            c->work.consts = &c->work_consts;
        c->pending = false;
        c->cancel = 0;
        pthread_mutex_unlock(&c->lock);
        /* The figures first, then the curve (a point per slider value). */
        bool curve = c->work.count_curve;
        wl_experiment_count(&c->work);
        publish(c, false);
        if (curve && !c->cancel) {
            wl_experiment_count_curve(&c->work);
            publish(c, true);
        }
    }
}

static int make_pipe(wl_counter *c)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    for (int i = 0; i < 2; i++) {
        fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
        fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    }
    c->pipe_rd = fds[0];
    c->pipe_wr = fds[1];
    return 0;
}

wl_counter *wl_counter_start(void)
{
    wl_counter *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    if (make_pipe(c) != 0) {
        free(c);
        return NULL;
    }
    pthread_mutex_init(&c->lock, NULL);
    pthread_cond_init(&c->wake, NULL);
    if (pthread_create(&c->thread, NULL, counter_main, c) != 0) {
        close(c->pipe_rd);
        close(c->pipe_wr);
        pthread_mutex_destroy(&c->lock);
        pthread_cond_destroy(&c->wake);
        free(c);
        return NULL;
    }
    return c;
}

void wl_counter_submit(wl_counter *c, const wl_experiment *e)
{
    pthread_mutex_lock(&c->lock);
    c->next = *e;
    if (e->consts)
        c->next_consts = *e->consts;
    c->pending = true;
    c->have_done = false; /* an older count is stale now */
    c->cancel = 1;        /* and one in flight need not finish */
    pthread_cond_signal(&c->wake);
    pthread_mutex_unlock(&c->lock);
}

int wl_counter_fd(wl_counter *c)
{
    return c->pipe_rd;
}

bool wl_counter_poll(wl_counter *c, wl_experiment *e)
{
    char buf[64];
    while (read(c->pipe_rd, buf, sizeof buf) > 0)
        ;
    pthread_mutex_lock(&c->lock);
    bool took = c->have_done && wl_experiment_take_counts(e, &c->done, c->done_curve);
    c->have_done = false;
    pthread_mutex_unlock(&c->lock);
    return took;
}

void wl_counter_stop(wl_counter *c)
{
    if (!c)
        return;
    pthread_mutex_lock(&c->lock);
    c->stopping = true;
    c->cancel = 1;
    pthread_cond_signal(&c->wake);
    pthread_mutex_unlock(&c->lock);
    pthread_join(c->thread, NULL);
    close(c->pipe_rd);
    close(c->pipe_wr);
    pthread_mutex_destroy(&c->lock);
    pthread_cond_destroy(&c->wake);
    free(c);
}
