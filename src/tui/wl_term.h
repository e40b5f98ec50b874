/* The terminal: whether one can host the lab, starting and ending curses
 * (real or a virtual screen for headless runs), and signals. Handlers only
 * set a flag, except for fatal signals, which restore the terminal and then
 * re-raise so the process still dies the way it would have. */
#ifndef WL_TERM_H
#define WL_TERM_H

#include <stdbool.h>

#include "wl_error.h"

/* A terminal that cannot host the lab is a WL_EXIT_USAGE error, like a bad
 * argument: the same lessons work through the plain commands. */

/* 0 when stdin and stdout are a terminal and TERM names a usable one;
 * otherwise -1 with err ("not a terminal", "TERM is not set"). */
int wl_term_check(wl_error *err);

/* Whether the locale's character set is UTF-8 (after setlocale(LC_CTYPE, "")). */
bool wl_term_locale_utf8(void);

/* Starts curses on the terminal. Returns 0, or -1 with err set. */
int wl_term_start(wl_error *err);
/* Starts curses on a virtual cols x rows screen that writes to /dev/null. */
int wl_term_start_headless(int cols, int rows, wl_error *err);
/* Ends curses (idempotent); the terminal is back as it was. */
void wl_term_end(void);

/* SIGINT, SIGTERM, SIGHUP, SIGQUIT: ask the loop to quit. SIGSEGV, SIGBUS,
 * SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS, SIGXCPU, SIGXFSZ: restore the
 * terminal, then die by the same signal. */
void wl_term_install_signals(void);
bool wl_term_quit_requested(void);
/* The signal that asked to quit (0: none), to exit the way it expects. */
int wl_term_quit_signal(void);

/* Writes the virtual screen's text (one line per row, trailing blanks
 * trimmed) to path. Returns 0, or -1. */
int wl_term_dump(const char *path);

#endif
