/* Terminal faults, end to end through a pty: tiny terminals from 1x1 to
 * 79x23, a resize storm over every one of those sizes, TERM unset, dumb,
 * unknown or minimal, locale C, and every fatal signal (SIGINT, SIGTERM,
 * SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, and the other
 * signals that end a program: SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, real-time) arriving while
 * the lab is busy redrawing. Every case ends with the
 * terminal restored (alternate screen left, cursor shown, echo and canonical
 * input back) and the student's progress file intact.
 * Usage: test_terminal WARPLAB SRCDIR WORKDIR */
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "wl_check.h"
#include "pty_term.h"
#include "wl_progress.h"

static char *warplab, *srcdir, statedir[1024];

/* The lab's normal screen says this in its readout. */
#define NORMAL_SCREEN "sectors/req"

static const char *const lab_env[] = {
    "TERM=xterm-256color", "LC_ALL=C.UTF-8", "NO_COLOR", "LINES", "COLUMNS", NULL};

static int start_lab(pty_term *t, int cols, int rows, const char *const env[])
{
    char *argv[] = {warplab,      "--cpu", "--section",   "a-gpu-for-c-programmers",
                    "--data-dir", srcdir,  "--state-dir", statedir,
                    NULL};
    return pty_start(t, cols, rows, argv, env);
}

/* A student's history as the lab would have saved it. */
static const char seeded_progress[] = "[warplab]\n"
                                      "format = warplab-progress 1\n"
                                      "[visited]\n"
                                      "what-a-warp-asks-for = yes\n"
                                      "[quiz coalescing]\n"
                                      "last = 2 / 3\n"
                                      "best = 3 / 3\n"
                                      "[answers coalescing]\n"
                                      "sectors = correct 1 4 sectors\n"
                                      "[end]\n";

static void seed_progress(void)
{
    char path[1100];
    snprintf(path, sizeof path, "%s/%s", statedir, WL_PROGRESS_FILE);
    FILE *f = fopen(path, "w");
    CHECK_MSG(f && fputs(seeded_progress, f) >= 0 && fclose(f) == 0, "cannot write %s", path);
}

/* The file still loads without being moved aside, the seeded history is all
 * there, and no temporary file of a save was left behind. */
static void check_progress_intact(const char *how)
{
    static wl_progress p;
    wl_error err;
    CHECK_MSG(wl_progress_load(statedir, &p, &err) == 0, "%s: progress unreadable: %s", how,
              err.msg);
    CHECK_MSG(p.warning[0] == '\0', "%s: progress file was damaged: %s", how, p.warning);
    const wl_progress_score *s = wl_progress_find_score(&p, "coalescing");
    CHECK_MSG(s && s->best == 3 && s->total == 3, "%s: the best score 3 / 3 was lost", how);
    CHECK_MSG(wl_progress_find_answer(&p, "coalescing", "sectors") != NULL,
              "%s: a saved answer was lost", how);
    DIR *d = opendir(statedir);
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL)
        CHECK_MSG(e->d_name[0] == '.' || strcmp(e->d_name, WL_PROGRESS_FILE) == 0 ||
                      strcmp(e->d_name, WL_PROGRESS_LOCK) == 0,
                  "%s: stray file '%s' in the state directory", how, e->d_name);
    if (d)
        closedir(d);
}

static void check_restored(pty_term *t, const char *how)
{
    char why[160];
    CHECK_MSG(pty_restored(t, why, sizeof why), "%s: terminal not restored: %s", how, why);
}

static void quit_cleanly(pty_term *t, const char *how)
{
    pty_type(t, "q");
    int st = pty_finish(t, PTY_WAIT_MS);
    CHECK_MSG(st != -1, "%s: did not quit on q", how);
    CHECK_MSG(st == -1 || (WIFEXITED(st) && WEXITSTATUS(st) == 0), "%s: quit with status %#x", how,
              st);
    check_restored(t, how);
}

static void test_tiny_terminals(void)
{
    static const int sizes[][2] = {{1, 1},   {1, 23},  {79, 1},  {2, 2},   {3, 1},
                                   {10, 3},  {20, 5},  {40, 10}, {43, 12}, {60, 20},
                                   {79, 23}, {80, 23}, {79, 24}, {30, 23}, {79, 2}};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        int cols = sizes[i][0], rows = sizes[i][1];
        char how[64];
        snprintf(how, sizeof how, "tiny %dx%d", cols, rows);
        pty_term t;
        CHECK_MSG(start_lab(&t, cols, rows, lab_env) == 0, "%s: no pty", how);
        pty_pump(&t, 300);
        CHECK_MSG(waitpid(t.pid, &(int){0}, WNOHANG) == 0, "%s: the lab did not stay up", how);
        if (cols >= 43 && rows >= 1) /* room for the whole message */
            CHECK_MSG(pty_wait_for(&t, "too small", PTY_WAIT_MS), "%s: no 'too small' screen", how);
        quit_cleanly(&t, how);
        pty_close(&t);
    }
}

static void test_resize_storm(void)
{
    pty_term t;
    seed_progress();
    CHECK_MSG(start_lab(&t, 100, 30, lab_env) == 0, "storm: no pty");
    CHECK_MSG(pty_wait_for(&t, NORMAL_SCREEN, PTY_WAIT_MS), "storm: no first screen");
    int resizes = 0;
    for (int rows = 1; rows <= 23; rows++) {
        for (int cols = 1; cols <= 79; cols++) {
            pty_resize(&t, cols, rows);
            pty_pump(&t, 0);
            resizes++;
        }
    }
    static const int big[][2] = {{300, 100}, {80, 24}, {1, 1}, {250, 5}, {5, 120}};
    for (size_t i = 0; i < sizeof big / sizeof big[0]; i++) {
        pty_resize(&t, big[i][0], big[i][1]);
        pty_pump(&t, 5);
        resizes++;
    }
    CHECK_MSG(waitpid(t.pid, &(int){0}, WNOHANG) == 0, "storm: the lab died after %d resizes",
              resizes);
    pty_resize(&t, 100, 30);
    CHECK_MSG(pty_wait_for(&t, NORMAL_SCREEN, PTY_WAIT_MS),
              "storm: no normal screen after %d resizes", resizes);
    quit_cleanly(&t, "storm");
    pty_close(&t);
    check_progress_intact("resize storm");
}

/* The signal arrives while the lab is still redrawing after a burst of
 * resizes it has not caught up with. */
static int signal_mid_draw(pty_term *t, int sig, const char *how)
{
    seed_progress();
    CHECK_MSG(start_lab(t, 100, 30, lab_env) == 0, "%s: no pty", how);
    CHECK_MSG(pty_wait_for(t, NORMAL_SCREEN, PTY_WAIT_MS), "%s: no first screen", how);
    for (int i = 0; i < 40; i++)
        pty_resize(t, 80 + i % 60, 24 + i % 20);
    pty_type(t, "llll");
    kill(t->pid, sig);
    return pty_finish(t, 5000);
}

static void test_signal(int sig, const char *name)
{
    pty_term t;
    int st = signal_mid_draw(&t, sig, name);
    CHECK_MSG(st != -1, "%s: the lab hung instead of ending", name);
    CHECK_MSG(st == -1 || (WIFSIGNALED(st) && WTERMSIG(st) == sig),
              "%s: ended with status %#x, not by the signal", name, st);
    check_restored(&t, name);
    pty_close(&t);
    check_progress_intact(name);
}

/* SIGKILL cannot be caught: the terminal stays raw. That the check sees it
 * proves check_restored can fail. */
static void test_sigkill_is_noticed(void)
{
    pty_term t;
    int st = signal_mid_draw(&t, SIGKILL, "SIGKILL");
    CHECK_MSG(st != -1 && WIFSIGNALED(st), "SIGKILL: status %#x", st);
    char why[160];
    CHECK_MSG(!pty_restored(&t, why, sizeof why),
              "SIGKILL: the terminal looks restored, so the restore check sees nothing");
    pty_close(&t);
}

static void test_locale_c(void)
{
    static const char *const env[] = {"TERM=xterm-256color", "LC_ALL=C", "LANG", "NO_COLOR", NULL};
    pty_term t;
    CHECK_MSG(start_lab(&t, 100, 30, env) == 0, "locale C: no pty");
    CHECK_MSG(pty_wait_for(&t, NORMAL_SCREEN, PTY_WAIT_MS), "locale C: no first screen");
    pty_type(&t, "ll");
    pty_pump(&t, 200);
    quit_cleanly(&t, "locale C");
    CHECK_MSG(t.non_ascii_bytes == 0, "locale C: %zu non-ASCII bytes written to the terminal",
              t.non_ascii_bytes);
    pty_close(&t);
}

/* TERM the lab cannot use: a message pointing at the plain commands, exit 2,
 * and the terminal never touched. */
static void test_unusable_term(const char *term_setting, const char *how)
{
    const char *const env[] = {term_setting, "LC_ALL=C.UTF-8", NULL};
    pty_term t;
    CHECK_MSG(start_lab(&t, 100, 30, env) == 0, "%s: no pty", how);
    int st = pty_finish(&t, 5000);
    CHECK_MSG(st != -1 && WIFEXITED(st) && WEXITSTATUS(st) == 2, "%s: status %#x, expected exit 2",
              how, st);
    char screen[1 << 14];
    pty_screen(&t, screen, sizeof screen);
    CHECK_MSG(strstr(screen, "interactive lab") && strstr(screen, "warplab model"),
              "%s: no clear message; the screen says:\n%s", how, screen);
    check_restored(&t, how);
    pty_close(&t);
}

/* A real but minimal terminal type: the lab runs without colour. */
static void test_minimal_term(void)
{
    static const char *const env[] = {"TERM=vt100", "LC_ALL=C.UTF-8", NULL};
    pty_term t;
    CHECK_MSG(start_lab(&t, 100, 30, env) == 0, "vt100: no pty");
    CHECK_MSG(pty_wait_for(&t, NORMAL_SCREEN, PTY_WAIT_MS), "vt100: no first screen");
    quit_cleanly(&t, "vt100");
    pty_close(&t);
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: test_terminal WARPLAB SRCDIR WORKDIR\n");
        return 2;
    }
    warplab = argv[1];
    srcdir = argv[2];
    snprintf(statedir, sizeof statedir, "%s/state", argv[3]);
    mkdir(argv[3], 0700);
    mkdir(statedir, 0700);
    signal(SIGPIPE, SIG_IGN);
    /* SIGQUIT, SIGABRT and the faults dump core by default: not here. */
    setrlimit(RLIMIT_CORE, &(struct rlimit){0, 0});

    test_unusable_term("TERM", "TERM unset");
    test_unusable_term("TERM=dumb", "TERM=dumb");
    test_unusable_term("TERM=no-such-terminal-type", "TERM unknown");
    test_minimal_term();
    test_locale_c();
    test_tiny_terminals();
    test_resize_storm();
    const struct { /* not static: SIGRTMIN is a function call */
        int sig;
        const char *name;
    } fatal[] = {{SIGINT, "SIGINT"},   {SIGTERM, "SIGTERM"},        {SIGHUP, "SIGHUP"},
                 {SIGQUIT, "SIGQUIT"}, {SIGSEGV, "SIGSEGV"},        {SIGBUS, "SIGBUS"},
                 {SIGFPE, "SIGFPE"},   {SIGILL, "SIGILL"},          {SIGABRT, "SIGABRT"},
                 {SIGUSR1, "SIGUSR1"}, {SIGPIPE, "SIGPIPE"},        {SIGUSR2, "SIGUSR2"},
                 {SIGALRM, "SIGALRM"}, {SIGRTMIN + 1, "SIGRTMIN+1"}};
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
        test_signal(fatal[i].sig, fatal[i].name);
    test_sigkill_is_noticed();
    return CHECK_DONE();
}
