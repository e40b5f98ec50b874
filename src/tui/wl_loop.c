#include "wl_loop.h"

#include <errno.h>
#include <stdbool.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "wl_app_demo.h"
#include "wl_counter.h"
#include "wl_mouse.h"
#include "wl_page.h"
#include "wl_term.h"

#define SETTLE_MS 10000   /* a headless run waits this long for a measurement */
#define SAVE_IDLE_MS 1000 /* keys paused this long: a visit is saved */

/* While the screen is too small to draw the lab, a key would change what
 * nobody can see: only q acts, as the screen says (Esc closes, elsewhere,
 * and is no quit here either; Ctrl-C stays the interrupt), and a resize. */
static unsigned key_while_too_small(int key)
{
    return key == 'q' ? WL_QUIT : WL_HANDLED;
}

static unsigned dispatch_key(wl_app *app, int key)
{
    if (app->view.layout.too_small && key != KEY_RESIZE)
        return key_while_too_small(key);
    unsigned f = wl_app_demo_key(app, key); /* a demo's step keys come first */
    if (!f)
        f = wl_page_key(app, key);
    if (f & WL_REPLAY) /* the welcome closed on a lab key: the lab acts on it too */
        f = (f & ~(unsigned)WL_REPLAY) | dispatch_key(app, key);
    return f;
}

static unsigned dispatch_mouse(wl_app *app, wl_mouse_state *ms)
{
    MEVENT ev;
    if (getmouse(&ev) != OK)
        return WL_HANDLED;
    wl_mouse_kind kind = WL_MOUSE_PRESS;
    if (ev.bstate & BUTTON4_PRESSED)
        kind = WL_MOUSE_WHEEL_UP;
    else if (ev.bstate & BUTTON5_PRESSED)
        kind = WL_MOUSE_WHEEL_DOWN;
    else if (ev.bstate & BUTTON1_RELEASED)
        kind = WL_MOUSE_RELEASE;
    else if (ev.bstate & REPORT_MOUSE_POSITION)
        kind = WL_MOUSE_DRAG;
    else if (!(ev.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)))
        return WL_HANDLED;
    unsigned f = wl_mouse_event(app, ms, kind, ev.y, ev.x);
    if (ev.bstate & BUTTON1_CLICKED) /* press and release folded into one event */
        f |= wl_mouse_event(app, ms, WL_MOUSE_RELEASE, ev.y, ev.x);
    return f;
}

static void relayout(wl_app *app, wl_screen *scr)
{
    int rows, cols;
    getmaxyx(stdscr, rows, cols);
    wl_app_resize(app, cols, rows);
    wl_screen_build(scr, &app->view.layout);
    clearok(curscr, TRUE);
}

static void frame(wl_app *app, wl_screen *scr, unsigned flags)
{
    if (flags & WL_RESIZE)
        relayout(app, scr);
    if (flags & (WL_REDRAW | WL_RESIZE)) {
        wl_app_lesson_text(app); /* the views only read; text is laid out here */
        wl_app_ask_layout(app);
        wl_page_draw(scr, app);
        doupdate();
    }
}

static long now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/* How long poll() may sleep: for ever, or until the keys have paused long
 * enough to save what the last visits changed. */
static int sleep_ms(const wl_app *app, long last_key)
{
    if (!app->progress_unsaved)
        return -1;
    long left = last_key + SAVE_IDLE_MS - now_ms();
    return left > 0 ? (int)left : 0;
}

/* Terminal input: sleeps in poll() on the keyboard and the worker's pipe,
 * so a measurement in flight never holds up a key. Progress a visit changed
 * is saved only once the keys pause: moving through sections writes nothing
 * while keys arrive. */
static unsigned terminal_step(wl_app *app, wl_mouse_state *ms, long *last_key)
{
    struct pollfd fds[3] = {
        {.fd = STDIN_FILENO, .events = POLLIN},
        {.fd = app->meas.worker ? wl_worker_fd(app->meas.worker) : -1, .events = POLLIN},
        {.fd = app->meas.counter ? wl_counter_fd(app->meas.counter) : -1, .events = POLLIN}};
    unsigned flags = 0;
    int ready = poll(fds, 3, sleep_ms(app, *last_key)); /* a negative fd is skipped */
    if (ready < 0 && errno != EINTR)
        return WL_QUIT;
    if (app->meas.worker)
        flags |= wl_app_poll_results(app);
    flags |= wl_app_poll_counts(app);
    int key;
    while (!(flags & WL_QUIT) && (key = wgetch(stdscr)) != ERR) {
        *last_key = now_ms();
        flags |= key == KEY_MOUSE ? dispatch_mouse(app, ms) : dispatch_key(app, key);
    }
    flags |= wl_app_poll_counts(app); /* what the keys changed goes to be counted */
    if (app->progress_unsaved && sleep_ms(app, *last_key) == 0) {
        wl_app_progress_flush(app);
        flags |= WL_REDRAW; /* a failed save says so */
    }
    return flags;
}

/* Headless runs wait for the backend to have started, for the measurement
 * each step asked for, and for a custom expression's counts (within
 * COUNT_SETTLE_MS, longer than the evaluation budget lets a count run), so
 * the dump shows settled figures and backend, not the race between them
 * (a loaded machine drew "starting the GPU" under --cpu). The interactive
 * loop never does this. */
#define COUNT_SETTLE_MS 120000
static unsigned settle(wl_app *app)
{
    unsigned flags = 0;
    long end = now_ms() + SETTLE_MS, count_end = now_ms() + COUNT_SETTLE_MS;
    for (;;) {
        flags |= wl_app_poll_counts(app) | wl_app_poll_results(app);
        bool starting = app->meas.worker_state.phase == WL_WORKER_STARTING;
        bool measuring = app->meas.worker && (starting || wl_app_pending(app)) && now_ms() < end;
        if (!measuring && !(wl_app_counting(app) && now_ms() < count_end))
            return flags;
        struct pollfd p[2] = {
            {.fd = app->meas.worker ? wl_worker_fd(app->meas.worker) : -1, .events = POLLIN},
            {.fd = app->meas.counter ? wl_counter_fd(app->meas.counter) : -1, .events = POLLIN}};
        poll(p, 2, 50);
    }
}

static int next_token(wl_script *s, char *tok, size_t toksz)
{
    const char *p = s->text + s->pos;
    while (*p == ' ' || *p == '\n' || *p == '\t')
        p++;
    size_t n = strcspn(p, " \n\t");
    if (n == 0)
        return 0;
    snprintf(tok, toksz, "%.*s", (int)(n < toksz ? n : toksz - 1), p);
    s->pos = (size_t)(p + n - s->text);
    return 1;
}

static int script_event(wl_app *app, wl_mouse_state *ms, const char *tok, unsigned *flags)
{
    static const struct {
        const char *name;
        wl_mouse_kind kind;
    } kinds[] = {{"click", WL_MOUSE_PRESS},
                 {"drag", WL_MOUSE_DRAG},
                 {"release", WL_MOUSE_RELEASE},
                 {"wheelup", WL_MOUSE_WHEEL_UP},
                 {"wheeldown", WL_MOUSE_WHEEL_DOWN}};
    int a, b;
    char name[16];
    if (sscanf(tok, "resize:%dx%d", &a, &b) == 2 && a > 0 && b > 0 && a < 1000 && b < 1000) {
        resize_term(b, a);
        *flags |= WL_RESIZE | WL_REDRAW;
        return 0;
    }
    if (sscanf(tok, "%15[a-z]:%d,%d", name, &a, &b) == 3)
        for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
            if (strcmp(name, kinds[i].name) == 0) {
                *flags |= wl_mouse_event(app, ms, kinds[i].kind, b, a);
                return 0;
            }
    int key = wl_key_from_name(tok);
    if (key < 0)
        return -1;
    *flags |= dispatch_key(app, key);
    return 0;
}

/* A headless run is a test: it says when the last frame drew two fields
 * over each other (the screen would show neither whole). */
static void report_overlaps(void)
{
    char why[200];
    if (wl_fields_overlap(why, sizeof why))
        fprintf(stderr, "warplab tui: overlapping fields on screen: %s\n", why);
}

/* The script's event "dump": the screen as it stands into FILE.1, FILE.2...
 * so that one run checks many screens (each process start costs as much as
 * drawing a section); --dump FILE still gets the final screen. */
static int dump_now(wl_script *s, wl_error *err)
{
    char path[PATH_MAX];
    if (!s->dump)
        return wl_fail_status(err, WL_EXIT_USAGE, "the key script's 'dump' needs --dump FILE");
    report_overlaps();
    snprintf(path, sizeof path, "%s.%d", s->dump, ++s->dumps);
    if (wl_term_dump(path) != 0)
        /* a write error, as for --dump's own (the man page's EXIT STATUS) */
        return wl_fail_status(err, WL_EXIT_FAIL, "cannot write the screen dump to %s: %s", path,
                              strerror(errno));
    return 0;
}

int wl_loop_run(wl_app *app, wl_screen *scr, wl_script *script, wl_error *err)
{
    wl_mouse_state ms = {0};
    unsigned flags = WL_RESIZE | WL_REDRAW;
    long last_key = now_ms();
    if (script)
        flags |= settle(app);
    for (;;) {
        frame(app, scr, flags);
        if ((flags & WL_QUIT) || wl_term_quit_requested())
            return 0;
        if (!script) {
            flags = terminal_step(app, &ms, &last_key);
            continue;
        }
        char tok[64];
        if (!next_token(script, tok, sizeof tok)) {
            report_overlaps();
            return 0;
        }
        flags = 0;
        if (strcmp(tok, "dump") == 0) {
            if (dump_now(script, err) != 0)
                return -1;
            continue;
        }
        if (script_event(app, &ms, tok, &flags) != 0)
            return wl_fail_status(err, WL_EXIT_USAGE, "unknown key or event '%s' in the key script",
                                  tok);
        flags |= settle(app);
    }
}
