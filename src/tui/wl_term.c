#include "wl_term.h"

#include <curses.h>
#include <fcntl.h>
#include <term.h>
#include <langinfo.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

static volatile sig_atomic_t quit_signal;
static volatile sig_atomic_t curses_on;
static SCREEN *screen;
static FILE *null_out, *null_in;

int wl_term_check(wl_error *err)
{
    const char *term = getenv("TERM");
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
        return wl_fail_status(err, WL_EXIT_USAGE, "not a terminal");
    if (!term || !term[0])
        return wl_fail_status(err, WL_EXIT_USAGE, "TERM is not set");
    if (strcmp(term, "dumb") == 0)
        return wl_fail_status(err, WL_EXIT_USAGE, "TERM=dumb cannot draw the lab");
    return 0;
}

bool wl_term_locale_utf8(void)
{
    const char *cs = nl_langinfo(CODESET);
    return cs && (strcmp(cs, "UTF-8") == 0 || strcmp(cs, "utf8") == 0);
}

static void setup_modes(void)
{
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    nodelay(stdscr, TRUE);
    curs_set(0);
    set_escdelay(25);
    mousemask(BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | BUTTON4_PRESSED |
                  BUTTON5_PRESSED | REPORT_MOUSE_POSITION,
              NULL);
    mouseinterval(0);
    curses_on = 1;
}

/* Ctrl-S and Ctrl-Q are keys in the lab, not flow control: with IXON on,
 * Ctrl-S stops the terminal's output and the lab looks frozen until Ctrl-Q.
 * cbreak() leaves IXON as it was, so it is turned off here and the mode
 * saved as the program's (curses restores it after Ctrl-Z); endwin()
 * restores the shell's modes, flow control included. */
static void flow_control_off(void)
{
    struct termios t;
    if (tcgetattr(STDIN_FILENO, &t) != 0)
        return;
    t.c_iflag &= ~(tcflag_t)(IXON | IXOFF);
    if (tcsetattr(STDIN_FILENO, TCSANOW, &t) == 0)
        def_prog_mode();
}

int wl_term_start(wl_error *err)
{
    screen = newterm(NULL, stdout, stdin);
    if (!screen)
        return wl_fail_status(err, WL_EXIT_USAGE, "the terminal type '%s' is unknown here",
                              getenv("TERM"));
    setup_modes();
    flow_control_off();
    return 0;
}

int wl_term_start_headless(int cols, int rows, wl_error *err)
{
    char buf[16];
    snprintf(buf, sizeof buf, "%d", rows);
    setenv("LINES", buf, 1);
    snprintf(buf, sizeof buf, "%d", cols);
    setenv("COLUMNS", buf, 1);
    null_out = fopen("/dev/null", "w");
    null_in = fopen("/dev/null", "r");
    const char *term = getenv("TERM");
    if (null_out && null_in)
        screen = newterm(term && term[0] && strcmp(term, "dumb") != 0 ? term : "xterm", null_out,
                         null_in);
    if (!screen) {
        wl_term_end();
        return wl_fail_status(err, WL_EXIT_USAGE, "could not make a virtual screen");
    }
    setup_modes();
    return 0;
}

/* Curses off, the cursor shown, the main screen back. */
static void leave_curses(void)
{
    if (curses_on) {
        curs_set(1);
        endwin();
        /* Leaving the alternate screen may restore a cursor state saved while
         * it was hidden (some terminals keep it with the saved cursor, which
         * curses saves around scrolling): show it again on the main screen. */
        if (!null_out && cursor_normal) {
            putp(cursor_normal);
            fflush(stdout);
        }
        curses_on = 0;
    }
}

void wl_term_end(void)
{
    leave_curses();
    if (screen) {
        delscreen(screen);
        screen = NULL;
    }
    if (null_out)
        fclose(null_out);
    if (null_in)
        fclose(null_in);
    null_out = null_in = NULL;
}

static void on_quit(int sig)
{
    quit_signal = sig;
}

/* Leave the terminal usable even when the program is dying: htop does the
 * same. endwin() is not async-signal-safe, but the alternative is a terminal
 * left in raw mode on the alternate screen. */
static void on_fatal(int sig)
{
    leave_curses();
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Signals that end the program on request: the loop notices the flag, saves
 * and restores the terminal, then dies by the same signal. Ctrl-\ sends
 * SIGQUIT, which cbreak mode leaves on like Ctrl-C. The rest are every other
 * signal whose default action ends a program (signal(7)), real-time ones
 * included below: each used to leave the terminal on the alternate screen. */
static const int quit_signals[] = {SIGINT,  SIGTERM, SIGHUP, SIGQUIT, SIGUSR1,   SIGUSR2,  SIGPIPE,
                                   SIGALRM, SIGPROF, SIGIO,  SIGPWR,  SIGSTKFLT, SIGVTALRM};

/* Signals of a program that cannot go on: restore the terminal, then die. */
static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGFPE,  SIGILL, SIGABRT,
                                    SIGTRAP, SIGSYS, SIGXCPU, SIGXFSZ};

void wl_term_install_signals(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_quit; /* no SA_RESTART: poll() returns and the loop looks */
    for (size_t i = 0; i < sizeof quit_signals / sizeof quit_signals[0]; i++)
        sigaction(quit_signals[i], &sa, NULL);
    for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++)
        sigaction(sig, &sa, NULL);
    sa.sa_handler = on_fatal;
    sa.sa_flags = SA_RESETHAND;
    for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++)
        sigaction(fatal_signals[i], &sa, NULL);
}

bool wl_term_quit_requested(void)
{
    return quit_signal != 0;
}

int wl_term_quit_signal(void)
{
    return quit_signal;
}

static void dump_row(FILE *f, int y, int cols)
{
    wchar_t wbuf[1024];
    int n = mvwinnwstr(curscr, y, 0, wbuf, cols < 1023 ? cols : 1023);
    if (n < 0)
        n = 0;
    wbuf[n] = L'\0';
    while (n > 0 && wbuf[n - 1] == L' ')
        wbuf[--n] = L'\0';
    mbstate_t st;
    memset(&st, 0, sizeof st);
    for (int i = 0; i < n; i++) {
        char mb[MB_LEN_MAX];
        size_t len = wcrtomb(mb, wbuf[i], &st);
        if (len == (size_t)-1)
            fputc('?', f);
        else
            fwrite(mb, 1, len, f);
    }
    fputc('\n', f);
}

int wl_term_dump(const char *path)
{
    /* Opened without waiting: a FIFO nobody reads (a numbered dump's path,
     * made by a script) fails at once instead of hanging the run. */
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_CLOEXEC, 0666);
    if (fd < 0)
        return -1;
    int flags = fcntl(fd, F_GETFL);
    FILE *f = flags < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0 ? NULL : fdopen(fd, "w");
    if (!f) {
        close(fd);
        return -1;
    }
    int rows, cols;
    getmaxyx(curscr, rows, cols);
    for (int y = 0; y < rows; y++)
        dump_row(f, y, cols);
    return fclose(f) == 0 ? 0 : -1;
}
