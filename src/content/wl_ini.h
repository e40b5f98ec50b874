/* INI text through inih, as quiz files and saved progress use it, with what
 * inih alone does not give: the line number of every key for "file:line"
 * messages, every [section] header (even one with no keys), continuation
 * lines told apart from a repeated key, and lines refused whole instead of
 * being cut: too long for inih's buffer, NUL bytes, bytes that are not UTF-8,
 * control characters a terminal would obey, and a " ;" that inih would take
 * for the start of a comment. */
#ifndef WL_INI_H
#define WL_INI_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_error.h"

/* Longest line accepted: inih's buffer also holds "\r\n" and the NUL. */
#define WL_INI_LINE_MAX 196

typedef struct wl_ini wl_ini;

/* Handlers return 1 to go on, 0 to stop (after wl_ini_fail). */
typedef struct wl_ini_handlers {
    int (*section)(wl_ini *ini, const char *name);
    /* continued: an indented line carrying on the value of the key above. */
    int (*pair)(wl_ini *ini, const char *name, const char *value, bool continued);
    /* After the last line (ini->line is its number); may be NULL. */
    int (*end)(wl_ini *ini);
} wl_ini_handlers;

struct wl_ini {
    const char *path; /* for messages */
    void *user;       /* the handlers' own state */
    int line;         /* the line being handled, 1-based */
    /* private to the reader */
    const wl_ini_handlers *on;
    wl_error *err;
    const char *next, *end;
    bool indented;
    int error_line;
    char last_name[64];
};

/* Parses text (size bytes, NUL-terminated). Returns 0, or -1 with err =
 * "path:line: message" for the first problem. */
int wl_ini_parse(const char *path, const char *text, size_t size, const wl_ini_handlers *on,
                 void *user, wl_error *err);

/* Records a problem of the current line (the first one only); returns 0. */
int wl_ini_fail(wl_ini *ini, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int wl_ini_fail_at(wl_ini *ini, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
