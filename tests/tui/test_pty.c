/* End to end through a real pty and a terminal emulator (libvterm): the lab
 * starts, the slider moves the diagram, resizing re-lays out, and quitting
 * with q or by a signal leaves the terminal restored: the alternate screen
 * left and the cursor visible again. Mechanics: it runs on the fixture
 * course (tests/course), whose numbering the shipped course cannot move. */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "pty_term.h"
#include "wl_check.h"

static const char *warplab, *srcdir, *statedir; /* srcdir: the fixture course */

/* The lab on progress in dir, at section (NULL: where progress left off). */
static void start_in(pty_term *t, int cols, int rows, const char *dir, const char *section)
{
    char *const argv[] = {(char *)warplab,
                          "--cpu",
                          "--data-dir",
                          (char *)srcdir,
                          "--state-dir",
                          (char *)dir,
                          section ? "--section" : NULL,
                          (char *)section,
                          NULL};
    const char *const env[] = {"TERM=xterm-256color", "LC_ALL=C.UTF-8", "NO_COLOR", NULL};
    CHECK_MSG(pty_start(t, cols, rows, argv, env) == 0, "no pty to be had");
}

static void start(pty_term *t, int cols, int rows)
{
    start_in(t, cols, rows, statedir, "1");
}

static int finish(pty_term *t)
{
    int status = pty_finish(t, 10000);
    CHECK_MSG(status != -1, "warplab did not exit (pid %d)", (int)t->pid);
    return status;
}

static void check_restored(pty_term *t, const char *how)
{
    char why[160];
    CHECK_MSG(pty_restored(t, why, sizeof why), "%s: %s", how, why);
    pty_close(t);
}

static void test_slider_and_quit(void)
{
    pty_term t;
    start(&t, 100, 30);
    CHECK_MSG(pty_wait_for(&t, "load  4 sectors/req, 1 line", PTY_WAIT_MS), "first screen");
    CHECK_MSG(t.altscreen && !t.cursor_visible, "the lab draws on the alternate screen");
    /* Strides the fixture's prompt does not ask about (2, 4, 8 and 16 wait
     * for its guess in this lesson). */
    pty_type(&t, "lllll");
    CHECK_MSG(pty_wait_for(&t, "load  24 sectors/req, 6 lines", PTY_WAIT_MS), "slider at stride 6");
    pty_press(&t, VTERM_KEY_LEFT); /* as the terminal encodes it (keypad mode) */
    CHECK_MSG(pty_wait_for(&t, "load  20 sectors/req, 5 lines", PTY_WAIT_MS),
              "arrow moves the slider");
    pty_type(&t, "q");
    int st = finish(&t);
    CHECK_MSG(WIFEXITED(st) && WEXITSTATUS(st) == 0, "q exits 0 (status %d)", st);
    check_restored(&t, "q");
}

/* Ctrl-S is a key like any other while the lab runs: with the terminal's
 * flow control on, it stopped the lab's output until Ctrl-Q and the lab
 * looked frozen. Flow control is back on when the lab ends. */
static void test_flow_control(void)
{
    pty_term t;
    struct termios now;
    start(&t, 100, 30);
    CHECK_MSG(t.before.c_iflag & IXON, "the terminal starts with flow control on");
    CHECK_MSG(pty_wait_for(&t, "load  4 sectors/req, 1 line", PTY_WAIT_MS), "first screen");
    CHECK_MSG(tcgetattr(t.fd, &now) == 0 && !(now.c_iflag & IXON),
              "flow control is off while the lab runs");
    pty_type(&t, "\x13"); /* Ctrl-S */
    pty_type(&t, "ll");
    CHECK_MSG(pty_wait_for(&t, "load  12 sectors/req", PTY_WAIT_MS),
              "after Ctrl-S the slider still moves on screen");
    pty_type(&t, "q");
    int st = finish(&t);
    CHECK_MSG(WIFEXITED(st) && WEXITSTATUS(st) == 0, "q exits 0 (status %d)", st);
    check_restored(&t, "flow control");
}

static void test_resize(void)
{
    pty_term t;
    start(&t, 100, 30);
    CHECK_MSG(pty_wait_for(&t, "load  4 sectors/req", PTY_WAIT_MS), "first screen");
    pty_resize(&t, 70, 20);
    CHECK_MSG(pty_wait_for(&t, "terminal too small: need 80x24, have 70x20", PTY_WAIT_MS),
              "too small screen");
    pty_resize(&t, 120, 40);
    CHECK_MSG(pty_wait_for(&t, "128 B used of 128 B fetched", PTY_WAIT_MS),
              "wide layout after growing");
    pty_type(&t, "q");
    finish(&t);
    check_restored(&t, "resize");
}

/* : and digits then Enter go to any section, also past 9; in the contents
 * End picks the last one. */
static void test_goto_section(void)
{
    pty_term t;
    start(&t, 100, 30);
    CHECK_MSG(pty_wait_for(&t, "load  4 sectors/req", PTY_WAIT_MS), "first screen");
    pty_type(&t, ":11");
    CHECK_MSG(pty_wait_for(&t, "go to: 11_", PTY_WAIT_MS), "the number typed shows");
    pty_type(&t, "\r");
    CHECK_MSG(pty_wait_for(&t, "Lesson 3 · 11/12", PTY_WAIT_MS), "Enter goes to section 11");
    pty_type(&t, "t");
    CHECK_MSG(pty_wait_for(&t, "Contents (", PTY_WAIT_MS), "contents open");
    pty_press(&t, VTERM_KEY_END);
    pty_type(&t, "\r");
    CHECK_MSG(pty_wait_for(&t, "Lesson 3 · 12/12", PTY_WAIT_MS),
              "End then Enter: the last section");
    pty_type(&t, "q");
    int st = finish(&t);
    CHECK_MSG(WIFEXITED(st) && WEXITSTATUS(st) == 0, "q exits 0 (status %d)", st);
    check_restored(&t, "go to section");
}

/* `warplab quiz` came for the quiz: Esc leaves to the shell, not into the
 * lab; and Enter (a terminal sends \r) in the lesson is named as Enter. */
static void test_quiz_leaves_to_shell(void)
{
    pty_term t;
    char *const argv[] = {(char *)warplab, "quiz",           "--data-dir", (char *)srcdir,
                          "--state-dir",   (char *)statedir, NULL};
    const char *const env[] = {"TERM=xterm-256color", "LC_ALL=C.UTF-8", "NO_COLOR", NULL};
    CHECK_MSG(pty_start(&t, 100, 30, argv, env) == 0, "no pty to be had");
    CHECK_MSG(pty_wait_for(&t, "Question 1 of", PTY_WAIT_MS), "warplab quiz opens on a question");
    pty_type(&t, "\x1b");
    int st = finish(&t);
    CHECK_MSG(WIFEXITED(st) && WEXITSTATUS(st) == 0, "Esc leaves the quiz with 0 (status %d)", st);
    check_restored(&t, "quiz then Esc");

    start(&t, 100, 30);
    CHECK_MSG(pty_wait_for(&t, "load  4 sectors/req", PTY_WAIT_MS), "first screen");
    pty_type(&t, "\r");
    CHECK_MSG(pty_wait_for(&t, "key Enter does nothing here", PTY_WAIT_MS), "Enter is named Enter");
    pty_type(&t, "q");
    finish(&t);
    check_restored(&t, "Enter then q");
}

/* z shows the diagram full screen with larger cells, z again the chart,
 * Esc the lab again. */
static void test_zoom(void)
{
    pty_term t;
    /* the last section: its chart waits for no prompt (the first's waits
     * for the second section's count) */
    start_in(&t, 100, 30, statedir, "12");
    CHECK_MSG(pty_wait_for(&t, "load  16 sectors/req", PTY_WAIT_MS), "first screen");
    pty_type(&t, "z");
    /* 16 cells before the first sector rule: two columns per word (the
     * normal layout has 8), stride 4's two used of every eight */
    CHECK_MSG(pty_wait_for(&t,
                           "L0  \u2588\u2588\u2591\u2591\u2591\u2591\u2591\u2591"
                           "\u2588\u2588\u2591\u2591\u2591\u2591\u2591\u2591\u2502",
                           PTY_WAIT_MS),
              "zoomed diagram: two columns per word");
    CHECK_MSG(!pty_wait_for(&t, "Experiment", 100), "the other panes give way");
    pty_type(&t, "z");
    CHECK_MSG(pty_wait_for(&t, "GB/s vs stride", PTY_WAIT_MS), "zoomed chart");
    pty_type(&t, "\x1b");
    CHECK_MSG(pty_wait_for(&t, "Experiment", PTY_WAIT_MS), "Esc: the lab again");
    pty_type(&t, "q");
    finish(&t);
    check_restored(&t, "zoom");
}

/* In the quiz the key bar shows the quiz's keys, and q types into the
 * answer instead of quitting. */
static void test_quiz_key_bar(void)
{
    pty_term t;
    start(&t, 100, 30);
    CHECK_MSG(pty_wait_for(&t, "load  4 sectors/req", PTY_WAIT_MS), "first screen");
    pty_type(&t, "y");
    CHECK_MSG(pty_wait_for(&t, "Enter:answer", PTY_WAIT_MS), "the quiz's keys in the bar");
    char screen[8192];
    pty_screen(&t, screen, sizeof screen);
    CHECK_MSG(!strstr(screen, "q:quit"), "no q:quit in the quiz's bar");
    pty_type(&t, "q");
    CHECK_MSG(pty_wait_for(&t, "Your answer: q_", PTY_WAIT_MS), "q types into the answer");
    pty_type(&t, "\x1b");
    CHECK_MSG(pty_wait_for(&t, "q:quit", PTY_WAIT_MS), "the lab's keys again");
    pty_type(&t, "q");
    int st = finish(&t);
    CHECK_MSG(WIFEXITED(st) && WEXITSTATUS(st) == 0, "q quits from the lab (status %d)", st);
    check_restored(&t, "quiz key bar");
}

/* Reset asks for the word: y (the quiz key) does not reset, Esc keeps. */
static void test_reset_confirmation(void)
{
    pty_term t;
    start(&t, 100, 30);
    CHECK_MSG(pty_wait_for(&t, "load  4 sectors/req", PTY_WAIT_MS), "first screen");
    pty_type(&t, "Ry\r");
    CHECK_MSG(pty_wait_for(&t, "type the word reset", PTY_WAIT_MS), "y and Enter do not reset");
    pty_type(&t, "\x1b");
    CHECK_MSG(pty_wait_for(&t, "reset cancelled: progress kept", PTY_WAIT_MS),
              "Esc keeps progress");
    pty_type(&t, "Rreset\r");
    CHECK_MSG(pty_wait_for(&t, "progress forgotten", PTY_WAIT_MS), "the word resets");
    pty_type(&t, "q");
    finish(&t);
    check_restored(&t, "reset");
}

/* Waits up to ms for path to exist, the lab running meanwhile. */
static bool wait_file(pty_term *t, const char *path, int ms)
{
    for (int waited = 0; access(path, F_OK) != 0; waited += 50) {
        if (waited >= ms)
            return false;
        pty_pump(t, 50);
    }
    return true;
}

/* The progress file as it stands: which file, when written, what it says. */
typedef struct {
    struct stat st;
    char text[4096];
} saved_file;

static void read_saved(const char *path, saved_file *f)
{
    memset(f, 0, sizeof *f);
    FILE *in = fopen(path, "r");
    CHECK_MSG(in && fstat(fileno(in), &f->st) == 0, "cannot read %s", path);
    if (in) {
        f->text[fread(f->text, 1, sizeof f->text - 1, in)] = '\0';
        fclose(in);
    }
}

static bool same_saved(const saved_file *a, const saved_file *b)
{
    return a->st.st_ino == b->st.st_ino && a->st.st_mtim.tv_sec == b->st.st_mtim.tv_sec &&
           a->st.st_mtim.tv_nsec == b->st.st_mtim.tv_nsec && strcmp(a->text, b->text) == 0;
}

/* A fresh state folder under the test's own, named for one test. */
static void fresh_dir(char *dir, size_t dirsz, char *path, size_t pathsz, const char *name)
{
    snprintf(dir, dirsz, "%s/%s", statedir, name);
    snprintf(path, pathsz, "%s/progress.ini", dir);
    unlink(path);
}

/* Moving through sections writes nothing while the keys come (no save on a
 * key's path); quitting saves the section reached, where the lab reopens. */
static void test_visits_saved_when_keys_pause(void)
{
    pty_term t;
    char dir[1100], path[1200];
    saved_file before, now;
    fresh_dir(dir, sizeof dir, path, sizeof path, "visits");
    start_in(&t, 100, 30, dir, "1");
    CHECK_MSG(pty_wait_for(&t, "load  4 sectors/req", PTY_WAIT_MS), "first screen");
    CHECK_MSG(wait_file(&t, path, PTY_WAIT_MS), "the first section saved once the keys pause");
    read_saved(path, &before);
    for (int i = 0; i < 8; i++) { /* a key every 100 ms: faster than the pause that saves */
        pty_type(&t, "n");
        pty_pump(&t, 100);
        read_saved(path, &now);
        CHECK_MSG(same_saved(&before, &now), "progress rewritten after n number %d", i + 1);
    }
    CHECK_MSG(pty_wait_for(&t, "· 9/", PTY_WAIT_MS), "eight n: section 9");
    pty_type(&t, "q");
    int st = finish(&t);
    CHECK_MSG(WIFEXITED(st) && WEXITSTATUS(st) == 0, "q exits 0 (status %d)", st);
    pty_close(&t);
    start_in(&t, 100, 30, dir, NULL);
    CHECK_MSG(pty_wait_for(&t, "· 9/", PTY_WAIT_MS), "quit saved section 9: the lab reopens there");
    pty_type(&t, "q");
    finish(&t);
    pty_close(&t);
}

/* A terminating signal right after moving keeps the section reached. */
static void test_signal_keeps_section(void)
{
    pty_term t;
    char dir[1100], path[1200];
    fresh_dir(dir, sizeof dir, path, sizeof path, "signal");
    start_in(&t, 100, 30, dir, "1");
    CHECK_MSG(pty_wait_for(&t, "load  4 sectors/req", PTY_WAIT_MS), "first screen");
    pty_type(&t, "nnn");
    CHECK_MSG(pty_wait_for(&t, "· 4/", PTY_WAIT_MS), "three n: section 4");
    kill(t.pid, SIGTERM);
    int st = finish(&t);
    CHECK_MSG(WIFSIGNALED(st) && WTERMSIG(st) == SIGTERM, "dies by SIGTERM (status %d)", st);
    pty_close(&t);
    start_in(&t, 100, 30, dir, NULL);
    CHECK_MSG(pty_wait_for(&t, "· 4/", PTY_WAIT_MS),
              "SIGTERM saved section 4: the lab reopens there");
    pty_type(&t, "q");
    finish(&t);
    pty_close(&t);
}

static long now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/* How long the lab may take to answer a key while it counts: far under the
 * count itself (this expression repeats nothing, so each of the 64 Mi
 * threads of the 256 MiB working set is evaluated: seconds of a core per
 * count, a count per slider value for the chart). */
#define ANSWER_MS 2000

/* The lab on a typed expression whose whole launch takes seconds to count:
 * the diagram is drawn, and the readout says it is counting. */
static long enter_slow_expression(pty_term *t)
{
    /* Lesson 2, which asks no count (lesson 1's unanswered count prompt
     * holds a typed expression's counts). */
    start_in(t, 100, 30, statedir, "4");
    CHECK_MSG(pty_wait_for(t, "Experiment", PTY_WAIT_MS), "first screen");
    pty_type(t, "i");
    CHECK_MSG(pty_wait_for(t, "Your own access pattern", PTY_WAIT_MS), "i opens the editor");
    pty_type(t, "((i * i + s) >> 3) % n\r");
    long t0 = now_ms();
    CHECK_MSG(pty_wait_for(t, "load  16 sectors/req, 4 lines", ANSWER_MS + 1000),
              "the warp's diagram is drawn at once");
    long took = now_ms() - t0;
    CHECK_MSG(took < ANSWER_MS, "the diagram took %ld ms", took);
    CHECK_MSG(pty_wait_for(t, "counting every thread", 100), "the readout says it is counting");
    return took;
}

/* While the launch is counted, keys are acted on: the slider moves (its
 * diagram at once, a new count begun) and q ends the lab, neither waiting
 * for the count. */
static void test_keys_while_counting(void)
{
    pty_term t;
    enter_slow_expression(&t);
    pty_type(&t, "l");
    long t0 = now_ms();
    CHECK_MSG(pty_wait_for(&t, "= 2", ANSWER_MS + 1000), "l moves the slider to s = 2");
    long took = now_ms() - t0;
    CHECK_MSG(took < ANSWER_MS, "the slider took %ld ms", took);
    CHECK_MSG(pty_wait_for(&t, "counting every thread", 100), "s = 2 is being counted");
    pty_type(&t, "q");
    t0 = now_ms();
    int st = pty_finish(&t, ANSWER_MS + 10000);
    took = now_ms() - t0;
    CHECK_MSG(WIFEXITED(st) && WEXITSTATUS(st) == 0, "q exits 0 (status %d)", st);
    CHECK_MSG(took < ANSWER_MS, "q took %ld ms to end the lab", took);
    check_restored(&t, "q while counting");
}

/* The screen's row that holds needle, into row ("" when none). */
static void screen_row(pty_term *t, const char *needle, char *row, size_t rowsz)
{
    static char text[65536];
    pty_screen(t, text, sizeof text);
    row[0] = '\0';
    const char *at = strstr(text, needle);
    if (!at)
        return;
    const char *start = at, *end = strchr(at, '\n');
    while (start > text && start[-1] != '\n')
        start--;
    size_t n = end ? (size_t)(end - start) : strlen(start);
    snprintf(row, rowsz, "%.*s", (int)(n < rowsz ? n : rowsz - 1), start);
}

/* While the curve is counted the chart is empty and its legend says so;
 * with the model measuring (--cpu) it names no "measured" series, before
 * the count or after. */
static void test_legend_while_counting(void)
{
    pty_term t;
    char row[2048];
    enter_slow_expression(&t);
    CHECK_MSG(pty_wait_for(&t, "(counting...)", 100), "the chart's legend says it is counting");
    screen_row(&t, "GB/s vs s", row, sizeof row);
    CHECK_MSG(strstr(row, "(counting...)") != NULL, "the legend counts: '%s'", row);
    CHECK_MSG(row[0] && !strstr(row, "measured"), "the legend names no measured series: '%s'", row);
    pty_type(&t, "q");
    finish(&t);
    pty_close(&t);
}

/* SIGTERM while the launch is counted ends the lab within a second. */
static void test_signal_while_counting(void)
{
    pty_term t;
    enter_slow_expression(&t);
    kill(t.pid, SIGTERM);
    long t0 = now_ms();
    int st = pty_finish(&t, 10000);
    long took = now_ms() - t0;
    CHECK_MSG(WIFSIGNALED(st) && WTERMSIG(st) == SIGTERM, "dies by SIGTERM (status %d)", st);
    CHECK_MSG(took < 1000, "SIGTERM took %ld ms to end the lab", took);
    check_restored(&t, "SIGTERM while counting");
}

/* Lines of path that contain needle; -1 when it cannot be read. */
static int count_lines(const char *path, const char *needle)
{
    char line[512];
    int n = 0;
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    while (fgets(line, sizeof line, f))
        n += strstr(line, needle) != NULL;
    fclose(f);
    return n;
}

/* The generation a progress file holds, or -1. */
static long generation_of(const char *path)
{
    char line[512];
    long g = -1;
    FILE *f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "generation = %ld", &g) == 1)
            break;
    if (f)
        fclose(f);
    return g;
}

/* warplab reset in another process while the lab is open, and a quiz
 * --plain saving after it: the lab's next save keeps nothing it read before
 * the reset, only the section it moved to, and says so. */
static void test_reset_elsewhere(void)
{
    pty_term t;
    char cmd[2048], path[1100];
    snprintf(path, sizeof path, "%s/progress.ini", statedir);
    start(&t, 100, 30);
    CHECK_MSG(pty_wait_for(&t, "load  4 sectors/req", PTY_WAIT_MS), "first screen");
    CHECK_MSG(wait_file(&t, path, PTY_WAIT_MS), "the lab saved its first section once idle");
    long before = generation_of(path);
    snprintf(cmd, sizeof cmd, "'%s' reset --yes --state-dir '%s' >/dev/null", warplab, statedir);
    CHECK_MSG(system(cmd) == 0, "warplab reset --yes");
    snprintf(cmd, sizeof cmd,
             "printf '4\\n4\\n' | '%s' quiz --plain --data-dir '%s' --state-dir '%s' "
             ">/dev/null 2>&1",
             warplab, srcdir, statedir);
    CHECK_MSG(system(cmd) != -1, "a quiz --plain after the reset");
    CHECK_MSG(access(path, F_OK) == 0, "the quiz saved its answer");
    pty_type(&t, "n");
    CHECK_MSG(pty_wait_for(&t, "progress was reset by another warplab", PTY_WAIT_MS),
              "the lab says progress was reset elsewhere");
    CHECK_MSG(count_lines(path, "= yes") == 1,
              "the reset stays: only the section the lab moved to is visited (%d)",
              count_lines(path, "= yes"));
    CHECK_MSG(before >= 0 && generation_of(path) == before + 1,
              "the store is of the reset's generation (%ld, was %ld)", generation_of(path), before);
    pty_type(&t, "q");
    finish(&t);
    check_restored(&t, "reset elsewhere");
}

static void test_signal(int sig, const char *name)
{
    pty_term t;
    start(&t, 100, 30);
    CHECK_MSG(pty_wait_for(&t, "load  4 sectors/req", PTY_WAIT_MS), "%s: first screen", name);
    kill(t.pid, sig);
    int st = finish(&t);
    CHECK_MSG(WIFSIGNALED(st) && WTERMSIG(st) == sig, "%s: should die by the signal (status %d)",
              name, st);
    check_restored(&t, name);
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: test_tui_pty WARPLAB COURSEDIR STATEDIR\n");
        return 2;
    }
    warplab = argv[1];
    srcdir = argv[2];
    statedir = argv[3];
    /* Every run starts from no progress: the state of a run before (a quiz
     * answer saved by the reset test) would open the quiz at question 2. */
    char clean[2048];
    snprintf(clean, sizeof clean, "rm -rf '%s'", statedir);
    if (strchr(statedir, '\'') || system(clean) != 0)
        return 2;
    signal(SIGPIPE, SIG_IGN);
    test_slider_and_quit();
    test_resize();
    test_goto_section();
    test_quiz_leaves_to_shell();
    test_zoom();
    test_quiz_key_bar();
    test_reset_confirmation();
    test_reset_elsewhere();
    test_flow_control();
    test_visits_saved_when_keys_pause();
    test_signal_keeps_section();
    test_keys_while_counting();
    test_legend_while_counting();
    test_signal_while_counting();
    test_signal(SIGINT, "SIGINT");
    test_signal(SIGTERM, "SIGTERM");
    test_signal(SIGHUP, "SIGHUP");
    test_signal(SIGSEGV, "SIGSEGV");
    return CHECK_DONE();
}
