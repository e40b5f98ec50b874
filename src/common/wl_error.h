/* Recoverable errors carry a message up to whoever can show it. */
#ifndef WL_ERROR_H
#define WL_ERROR_H

#include <stddef.h>

typedef struct wl_error {
    char msg[512];
} wl_error;

/* printf-style; always returns -1 so callers can `return wl_fail(err, ...)`. */
int wl_fail(wl_error *err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* "file:line: message" for content files (lessons, quizzes, reference data). */
int wl_fail_at(wl_error *err, const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

#endif
