/* End to end through a real pty and a terminal emulator (libvterm): the lab
 * starts, the slider moves the diagram, resizing re-lays out, and quitting
 * with q or by a signal leaves the terminal restored: the alternate screen
 * left and the cursor visible again. */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <vterm.h>

#include "wl_check.h"

typedef struct term {
    int fd;
    pid_t pid;
    VTerm *vt;
    VTermScreen *screen;
    int rows, cols;
    bool altscreen, cursor_visible;
} term;

static const char *warplab, *srcdir, *statedir;

static int on_prop(VTermProp prop, VTermValue *val, void *user)
{
    term *t = user;
    if (prop == VTERM_PROP_ALTSCREEN)
        t->altscreen = val->boolean;
    else if (prop == VTERM_PROP_CURSORVISIBLE)
        t->cursor_visible = val->boolean;
    return 1;
}

static const VTermScreenCallbacks callbacks = {.settermprop = on_prop};

static void pump(term *t, int ms)
{
    struct pollfd p = {.fd = t->fd, .events = POLLIN};
    char buf[8192];
    while (poll(&p, 1, ms) > 0) {
        ssize_t n = read(t->fd, buf, sizeof buf);
        if (n <= 0)
            return;
        vterm_input_write(t->vt, buf, (size_t)n);
        ms = 20; /* drain what is left, then return */
    }
}

static void screen_text(term *t, char *out, size_t outsz)
{
    VTermRect all = {0, t->rows, 0, t->cols};
    size_t n = vterm_screen_get_text(t->screen, out, outsz - 1, all);
    out[n] = '\0';
}

static bool wait_for(term *t, const char *text)
{
    static char buf[65536];
    for (int i = 0; i < 100; i++) {
        pump(t, 50);
        screen_text(t, buf, sizeof buf);
        if (strstr(buf, text))
            return true;
    }
    fprintf(stderr, "--- screen ---\n%s\n--- waited for '%s'\n", buf, text);
    return false;
}

static void start(term *t, int cols, int rows)
{
    memset(t, 0, sizeof *t);
    t->rows = rows;
    t->cols = cols;
    t->cursor_visible = true;
    struct winsize ws = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols};
    t->pid = forkpty(&t->fd, NULL, NULL, &ws);
    if (t->pid == 0) {
        setenv("TERM", "xterm-256color", 1);
        setenv("LC_ALL", "C.UTF-8", 1);
        unsetenv("NO_COLOR");
        execl(warplab, warplab, "--cpu", "--section", "1", "--data-dir", srcdir, "--state-dir",
              statedir, (char *)NULL);
        _exit(127);
    }
    t->vt = vterm_new(rows, cols);
    vterm_set_utf8(t->vt, 1);
    t->screen = vterm_obtain_screen(t->vt);
    vterm_screen_set_callbacks(t->screen, &callbacks, t);
    vterm_screen_enable_altscreen(t->screen, 1);
    vterm_screen_reset(t->screen, 1);
}

static void type(term *t, const char *keys)
{
    ssize_t n = write(t->fd, keys, strlen(keys));
    CHECK_MSG(n == (ssize_t)strlen(keys), "write to the pty failed");
}

/* A special key, encoded by the emulator for its current modes. */
static void press(term *t, VTermKey key)
{
    char buf[64];
    vterm_keyboard_key(t->vt, key, VTERM_MOD_NONE);
    size_t n = vterm_output_read(t->vt, buf, sizeof buf);
    CHECK_MSG(n > 0 && write(t->fd, buf, n) == (ssize_t)n, "key not written");
}

/* Waits for the child, reading the pty meanwhile; returns its wait status. */
static int finish(term *t)
{
    int status = -1;
    for (int i = 0; i < 1000; i++) { /* up to 10 s */
        pump(t, 10);
        if (waitpid(t->pid, &status, WNOHANG) == t->pid)
            break;
        status = -1;
        usleep(10000);
    }
    if (status == -1) {
        kill(t->pid, SIGKILL);
        waitpid(t->pid, &status, 0);
        CHECK_MSG(false, "warplab did not exit (pid %d)", (int)t->pid);
    }
    pump(t, 20);
    return status;
}

static void check_restored(term *t, const char *how)
{
    CHECK_MSG(!t->altscreen, "%s: still on the alternate screen", how);
    CHECK_MSG(t->cursor_visible, "%s: cursor left hidden", how);
    vterm_free(t->vt);
    close(t->fd);
}

static void test_slider_and_quit(void)
{
    term t;
    start(&t, 100, 30);
    CHECK_MSG(wait_for(&t, "load  4 sectors/req, 1 line"), "first screen");
    CHECK_MSG(t.altscreen && !t.cursor_visible, "the lab draws on the alternate screen");
    type(&t, "lllllll");
    CHECK_MSG(wait_for(&t, "load  32 sectors/req, 8 lines"), "slider moved to stride 8");
    press(&t, VTERM_KEY_LEFT); /* as the terminal encodes it (keypad mode) */
    CHECK_MSG(wait_for(&t, "load  28 sectors/req, 7 lines"), "arrow key moves the slider");
    type(&t, "q");
    int st = finish(&t);
    CHECK_MSG(WIFEXITED(st) && WEXITSTATUS(st) == 0, "q exits 0 (status %d)", st);
    check_restored(&t, "q");
}

static void test_resize(void)
{
    term t;
    start(&t, 100, 30);
    CHECK_MSG(wait_for(&t, "load  4 sectors/req"), "first screen");
    struct winsize small = {.ws_row = 20, .ws_col = 70};
    ioctl(t.fd, TIOCSWINSZ, &small);
    vterm_set_size(t.vt, 20, 70);
    t.rows = 20;
    t.cols = 70;
    kill(t.pid, SIGWINCH);
    CHECK_MSG(wait_for(&t, "terminal too small: need 80x24, have 70x20"), "too small screen");
    struct winsize big = {.ws_row = 40, .ws_col = 120};
    ioctl(t.fd, TIOCSWINSZ, &big);
    vterm_set_size(t.vt, 40, 120);
    t.rows = 40;
    t.cols = 120;
    kill(t.pid, SIGWINCH);
    CHECK_MSG(wait_for(&t, "128 B used of 128 B fetched"), "wide layout after growing");
    type(&t, "q");
    finish(&t);
    check_restored(&t, "resize");
}

static void test_signal(int sig, const char *name)
{
    term t;
    start(&t, 100, 30);
    CHECK_MSG(wait_for(&t, "load  4 sectors/req"), "%s: first screen", name);
    kill(t.pid, sig);
    int st = finish(&t);
    CHECK_MSG(WIFSIGNALED(st) && WTERMSIG(st) == sig, "%s: should die by the signal (status %d)",
              name, st);
    check_restored(&t, name);
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: test_tui_pty WARPLAB SRCDIR STATEDIR\n");
        return 2;
    }
    warplab = argv[1];
    srcdir = argv[2];
    statedir = argv[3];
    signal(SIGPIPE, SIG_IGN);
    test_slider_and_quit();
    test_resize();
    test_signal(SIGINT, "SIGINT");
    test_signal(SIGTERM, "SIGTERM");
    test_signal(SIGHUP, "SIGHUP");
    test_signal(SIGSEGV, "SIGSEGV");
    return CHECK_DONE();
}
