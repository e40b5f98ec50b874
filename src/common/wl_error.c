#include "wl_error.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdbool.h>
#include <string.h>

#include "wl_printable.h"

static void set(wl_error *err, enum wl_exit status, const char *prefix, const char *fmt, va_list ap)
{
    size_t n = (size_t)snprintf(err->msg, sizeof err->msg, "%s", prefix);
    if (n < sizeof err->msg)
        vsnprintf(err->msg + n, sizeof err->msg - n, fmt, ap);
    err->status = status;
}

int wl_fail(wl_error *err, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        set(err, WL_EXIT_FAIL, "", fmt, ap);
        va_end(ap);
    }
    return -1;
}

int wl_fail_status(wl_error *err, enum wl_exit status, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        set(err, status, "", fmt, ap);
        va_end(ap);
    }
    return -1;
}

int wl_fail_at(wl_error *err, const char *file, int line, const char *fmt, ...)
{
    if (err) {
        char where[320];
        snprintf(where, sizeof where, "%s:%d: ", file, line);
        va_list ap;
        va_start(ap, fmt);
        set(err, WL_EXIT_FAIL, where, fmt, ap);
        va_end(ap);
    }
    return -1;
}

int wl_error_context(wl_error *err, const char *fmt, ...)
{
    if (!err)
        return -1;
    char old[sizeof err->msg];
    memcpy(old, err->msg, sizeof old);
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    if (n >= 0 && (size_t)n < sizeof err->msg)
        snprintf(err->msg + n, sizeof err->msg - (size_t)n, "%s", old);
    return -1;
}

static void print(const char *who, const char *msg)
{
    char clean[1024];
    wl_printable(msg, clean, sizeof clean);
    if (who)
        fprintf(stderr, "warplab %s: %s\n", who, clean);
    else
        fprintf(stderr, "warplab: %s\n", clean);
}

int wl_error_report(const wl_error *err, const char *who)
{
    print(who, err->msg);
    bool known = err->status == WL_EXIT_FAIL || err->status == WL_EXIT_USAGE ||
                 err->status == WL_EXIT_UNAVAILABLE;
    return known ? (int)err->status : WL_EXIT_FAIL;
}

int wl_complain(const char *who, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    print(who, msg);
    return WL_EXIT_FAIL;
}
