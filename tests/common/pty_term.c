#define _DEFAULT_SOURCE
#include "pty_term.h"

#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

static int on_prop(VTermProp prop, VTermValue *val, void *user)
{
    pty_term *t = user;
    if (prop == VTERM_PROP_ALTSCREEN)
        t->altscreen = val->boolean;
    else if (prop == VTERM_PROP_CURSORVISIBLE)
        t->cursor_visible = val->boolean;
    return 1;
}

static const VTermScreenCallbacks screen_callbacks = {.settermprop = on_prop};

static void child_env(const char *const env[])
{
    for (size_t i = 0; env && env[i]; i++) {
        const char *eq = strchr(env[i], '=');
        if (!eq) {
            unsetenv(env[i]);
            continue;
        }
        char name[64];
        size_t n = (size_t)(eq - env[i]);
        if (n >= sizeof name)
            continue;
        memcpy(name, env[i], n);
        name[n] = '\0';
        setenv(name, eq + 1, 1);
    }
}

int pty_start(pty_term *t, int cols, int rows, char *const argv[], const char *const env[])
{
    memset(t, 0, sizeof *t);
    t->rows = rows;
    t->cols = cols;
    t->cursor_visible = true;
    struct winsize ws = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols};
    t->pid = forkpty(&t->fd, NULL, NULL, &ws);
    if (t->pid < 0)
        return -1;
    if (t->pid == 0) {
        child_env(env);
        execv(argv[0], argv);
        _exit(127);
    }
    tcgetattr(t->fd, &t->before);
    t->vt = vterm_new(rows, cols);
    vterm_set_utf8(t->vt, 1);
    t->screen = vterm_obtain_screen(t->vt);
    vterm_screen_set_callbacks(t->screen, &screen_callbacks, t);
    vterm_screen_enable_altscreen(t->screen, 1);
    vterm_screen_reset(t->screen, 1);
    return 0;
}

void pty_pump(pty_term *t, int ms)
{
    struct pollfd p = {.fd = t->fd, .events = POLLIN};
    char buf[16384];
    while (poll(&p, 1, ms) > 0) {
        ssize_t n = read(t->fd, buf, sizeof buf);
        if (n <= 0)
            return;
        t->bytes_read += (size_t)n;
        for (ssize_t i = 0; i < n; i++)
            t->non_ascii_bytes += (unsigned char)buf[i] >= 0x80;
        vterm_input_write(t->vt, buf, (size_t)n);
        ms = 10; /* take what is already there, then return */
    }
}

void pty_screen(pty_term *t, char *out, size_t outsz)
{
    VTermRect all = {.start_row = 0, .end_row = t->rows, .start_col = 0, .end_col = t->cols};
    size_t n = vterm_screen_get_text(t->screen, out, outsz - 1, all);
    out[n] = '\0';
}

bool pty_wait_for(pty_term *t, const char *text, int ms)
{
    static char buf[1 << 16];
    /* Looks first, then every 5 ms: a screen already drawn costs no wait.
     * (A sleep, not poll(): poll() returns at once on a hung-up pty.) */
    for (int waited = 0;; waited += 5) {
        pty_pump(t, 0);
        pty_screen(t, buf, sizeof buf);
        if (strstr(buf, text))
            return true;
        if (waited >= ms)
            break;
        usleep(5000);
    }
    fprintf(stderr, "--- screen (%dx%d) ---\n%s\n--- no '%s' on it\n", t->cols, t->rows, buf, text);
    return false;
}

void pty_resize(pty_term *t, int cols, int rows)
{
    struct winsize ws = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols};
    ioctl(t->fd, TIOCSWINSZ, &ws);
    vterm_set_size(t->vt, rows, cols);
    t->rows = rows;
    t->cols = cols;
}

void pty_type(pty_term *t, const char *keys)
{
    size_t n = strlen(keys);
    if (write(t->fd, keys, n) != (ssize_t)n)
        fprintf(stderr, "pty: could not type '%s'\n", keys);
}

void pty_press(pty_term *t, VTermKey key)
{
    char buf[64];
    vterm_keyboard_key(t->vt, key, VTERM_MOD_NONE);
    size_t n = vterm_output_read(t->vt, buf, sizeof buf);
    if (n == 0 || write(t->fd, buf, n) != (ssize_t)n)
        fprintf(stderr, "pty: could not press key %d\n", (int)key);
}

int pty_finish(pty_term *t, int ms)
{
    int status;
    for (int waited = 0; waited <= ms; waited += 10) {
        pty_pump(t, 0);
        if (waitpid(t->pid, &status, WNOHANG) == t->pid) {
            pty_pump(t, 20);
            return status;
        }
        /* poll() returns at once on a hung-up pty: sleep here instead. */
        usleep(10000);
    }
    kill(t->pid, SIGKILL);
    waitpid(t->pid, &status, 0);
    return -1;
}

bool pty_restored(pty_term *t, char *why, size_t whysz)
{
    struct termios now;
    const tcflag_t modes = ECHO | ICANON | ISIG;
    why[0] = '\0';
    if (t->altscreen)
        snprintf(why, whysz, "left on the alternate screen");
    else if (!t->cursor_visible)
        snprintf(why, whysz, "cursor left hidden");
    else if (tcgetattr(t->fd, &now) != 0)
        snprintf(why, whysz, "cannot read the terminal's modes");
    else if ((now.c_lflag & modes) != (t->before.c_lflag & modes))
        snprintf(why, whysz, "echo/canonical/signal modes not restored (lflag %#lx, was %#lx)",
                 (unsigned long)now.c_lflag, (unsigned long)t->before.c_lflag);
    else if ((now.c_iflag & (IXON | IXOFF)) != (t->before.c_iflag & (IXON | IXOFF)))
        snprintf(why, whysz, "flow control (IXON/IXOFF) not restored (iflag %#lx, was %#lx)",
                 (unsigned long)now.c_iflag, (unsigned long)t->before.c_iflag);
    return why[0] == '\0';
}

void pty_close(pty_term *t)
{
    if (t->vt)
        vterm_free(t->vt);
    if (t->fd > 0)
        close(t->fd);
    t->vt = NULL;
    t->fd = -1;
}
