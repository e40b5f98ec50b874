/* A terminal for the end-to-end tests (tests/tui, tests/hardening): warplab runs on the slave side
 * of a pseudo-terminal, and libvterm plays the terminal on the master side, so a test can read the
 * screen, resize it, send keys and signals, and check what the program leaves behind: alternate
 * screen, cursor, and the line discipline's modes (echo, canonical input, flow control), which a
 * crash in raw mode would leave off. */
#ifndef PTY_TERM_H
#define PTY_TERM_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>
#include <termios.h>
#include <vterm.h>

typedef struct pty_term {
    int fd; /* master side */
    pid_t pid;
    VTerm *vt;
    VTermScreen *screen;
    int rows, cols;
    bool altscreen, cursor_visible;
    struct termios before; /* the slave's modes before warplab started */
    size_t bytes_read;
    size_t non_ascii_bytes; /* output bytes >= 0x80 */
} pty_term;

/* Starts argv[0] (argv NULL-terminated) on a new pty of cols x rows. env is
 * a NULL-terminated list of "NAME=value" to set and "NAME" to unset in the
 * child. Returns 0, or -1 when no pty could be had. */
int pty_start(pty_term *t, int cols, int rows, char *const argv[], const char *const env[]);

/* Reads what the program wrote for up to ms milliseconds, feeding the emulator. */
void pty_pump(pty_term *t, int ms);

/* How long a test waits for a screen it expects. Generous on purpose: a wait
 * ends as soon as the text shows, so only a failing check pays it, while a
 * sanitized Debug build on a busy runner can take seconds for a few keys
 * (eight section moves took about 5 s under AddressSanitizer beside three
 * other tests). */
#define PTY_WAIT_MS 30000

/* Waits up to ms for text to appear on the screen. */
bool pty_wait_for(pty_term *t, const char *text, int ms);

/* The screen as text, rows joined by newlines. */
void pty_screen(pty_term *t, char *out, size_t outsz);

/* Resizes the terminal (the kernel sends SIGWINCH to the program). */
void pty_resize(pty_term *t, int cols, int rows);

void pty_type(pty_term *t, const char *keys);

/* A special key (arrows, ...), encoded as the emulator's current modes say. */
void pty_press(pty_term *t, VTermKey key);

/* Waits up to ms for the program to end (reading its output meanwhile) and
 * returns its wait status; kills it and returns -1 when it does not end. */
int pty_finish(pty_term *t, int ms);

/* The terminal as the program left it: not on the alternate screen, cursor
 * visible, echo and canonical input as before. why gets the first problem. */
bool pty_restored(pty_term *t, char *why, size_t whysz);

void pty_close(pty_term *t);

#endif
