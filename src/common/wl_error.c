#include "wl_error.h"

#include <stdarg.h>
#include <stdio.h>

int wl_fail(wl_error *err, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
    }
    return -1;
}

int wl_fail_at(wl_error *err, const char *file, int line, const char *fmt, ...)
{
    if (err) {
        int n = snprintf(err->msg, sizeof err->msg, "%s:%d: ", file, line);
        if (n < 0 || (size_t)n >= sizeof err->msg)
            return -1;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg + n, sizeof err->msg - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return -1;
}
