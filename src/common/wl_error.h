/* The one error convention: the function that meets a problem sets a wl_error
 * (message and the exit status it implies) and returns -1; callers pass it up
 * untouched or add context in front; the command prints it once, through
 * wl_error_report, which makes it printable on the way. */
#ifndef WL_ERROR_H
#define WL_ERROR_H

#include <stddef.h>

#include "wl_exit.h"

#ifdef __cplusplus
extern "C" { /* the CUDA launchers (kernels/) set errors too */
#endif

typedef struct wl_error {
    char msg[512];
    enum wl_exit status; /* what the process should exit with if nobody recovers */
} wl_error;

/* printf-style; status WL_EXIT_FAIL. Always returns -1, so callers can
 * `return wl_fail(err, ...)`. err may be NULL. */
int wl_fail(wl_error *err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The same with a chosen status: WL_EXIT_USAGE for a bad argument,
 * WL_EXIT_UNAVAILABLE for a missing tool or device. */
int wl_fail_status(wl_error *err, enum wl_exit status, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* "file:line: message" for content files (lessons, quizzes, reference data). */
int wl_fail_at(wl_error *err, const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Puts context in front of the message already set ("configuration 'x': "
 * + message), keeping its status. Returns -1. */
int wl_error_context(wl_error *err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Prints "warplab <who>: <message>" (or "warplab: <message>" when who is NULL)
 * on stderr, the message made printable. Returns the error's exit status. */
int wl_error_report(const wl_error *err, const char *who);

/* Formats a message and prints it as wl_error_report does, for places that
 * report at once. Returns WL_EXIT_FAIL. */
int wl_complain(const char *who, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#ifdef __cplusplus
}
#endif

#endif
