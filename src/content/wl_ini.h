/* INI text through inih, as quiz files and saved progress use it, read into
 * a list of entries the caller then walks, with what inih alone does not
 * give: the line number of every entry for "file:line" messages, every
 * [section] header (even one with no keys), continuation lines told apart
 * from a repeated key, and lines refused whole instead of being cut: too
 * long for inih's buffer, NUL bytes, bytes that are not UTF-8, control
 * characters a terminal would obey, a " ;" that inih would take for the
 * start of a comment, text after a [section] header and ':' for '=' (inih
 * would drop the one and take the other). */
#ifndef WL_INI_H
#define WL_INI_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_error.h"

/* Longest line accepted: inih's buffer also holds "\r\n" and the NUL. */
#define WL_INI_LINE_MAX 196
/* A key's or a [section]'s name with its NUL: room for "guesses " and a
 * section's id; a longer one is refused, never cut. */
#define WL_INI_NAME_MAX 128

typedef struct wl_ini_entry {
    int line;
    bool header;    /* "[name]" (value ""); else "name = value" */
    bool continued; /* an indented line carrying on the value of the key above */
    char name[WL_INI_NAME_MAX];
    char value[WL_INI_LINE_MAX + 1];
} wl_ini_entry;

typedef struct wl_ini {
    const char *path; /* for messages */
    wl_error *err;    /* where wl_ini_fail writes */
    wl_ini_entry *entry;
    size_t count, cap;
    int line;  /* the entry being handled: the caller sets it while it walks */
    int lines; /* how many were read */
    /* The first line reading refused (0: none); the entries stop before it. */
    int stop_line;
    wl_error stop;
} wl_ini;

/* Reads text (size bytes, NUL-terminated) into *ini. A refused line does
 * not fail the call: the entries before it are kept, so the caller can
 * report a problem of its own in them first, and wl_ini_stopped reports it.
 * Returns -1 only when out of memory. Free with wl_ini_free either way. */
int wl_ini_read(wl_ini *ini, const char *path, const char *text, size_t size, wl_error *err);
void wl_ini_free(wl_ini *ini);

/* 0 when the whole text was read; else -1 with err = the refused line. */
int wl_ini_stopped(const wl_ini *ini);

/* err = "path:line: message" for ini->line or the line given; returns -1. */
int wl_ini_fail(const wl_ini *ini, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int wl_ini_fail_at(const wl_ini *ini, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
