#include "wl_ini.h"

#include <ini.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "wl_printable.h"
#include "wl_strings.h"

static int fail_v(wl_ini *ini, int line, const char *fmt, va_list ap)
{
    if (ini->error_line != 0)
        return 0;
    char msg[400];
    vsnprintf(msg, sizeof msg, fmt, ap);
    ini->error_line = line > 0 ? line : 1;
    wl_fail_at(ini->err, ini->path, ini->error_line, "%s", msg);
    return 0;
}

int wl_ini_fail(wl_ini *ini, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fail_v(ini, ini->line, fmt, ap);
    va_end(ap);
    return 0;
}

int wl_ini_fail_at(wl_ini *ini, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fail_v(ini, line, fmt, ap);
    va_end(ap);
    return 0;
}

/* line: n bytes, NUL-terminated at n. */
static int check_line(wl_ini *ini, const char *line, size_t n)
{
    if (strlen(line) != n)
        return wl_ini_fail(ini, "the line holds a NUL byte; this is a text file");
    if (wl_utf8_invalid_at(line, n) < n)
        return wl_ini_fail(ini, "not UTF-8 text");
    if (wl_control_at(line, n) < n)
        return wl_ini_fail(ini, "the line holds a control character (like ESC) that a terminal "
                                "would obey");
    const char *first = line + strspn(line, " \t");
    if (*first != ';' && *first != '#' && *first != '[' &&
        (strstr(line, " ;") || strstr(line, "\t;")))
        return wl_ini_fail(ini, "a ';' after a space starts a comment and would cut this text "
                                "short; use a comma or a full stop");
    return 1;
}

/* "[name]" at the start of a line (after blanks): tells the handler. */
static int see_header(wl_ini *ini, const char *first)
{
    const char *close = strchr(first, ']');
    if (!close)
        return 1; /* inih reports the missing ']' */
    char name[64];
    size_t len = (size_t)(close - first - 1);
    if (len >= sizeof name)
        return wl_ini_fail(ini, "section name is too long (at most %d characters)",
                           (int)sizeof name - 1);
    memcpy(name, first + 1, len);
    name[len] = '\0';
    ini->last_name[0] = '\0';
    return ini->on->section(ini, name);
}

/* inih's reader: the next line of the text, checked, or NULL at the end or
 * after the first error. */
static char *next_line(char *str, int num, void *stream)
{
    wl_ini *ini = stream;
    if (ini->error_line != 0 || ini->next >= ini->end)
        return NULL;
    const char *s = ini->next, *nl = memchr(s, '\n', (size_t)(ini->end - s));
    size_t n = nl ? (size_t)(nl - s) + 1 : (size_t)(ini->end - s);
    ini->next = s + n;
    ini->line++;
    if (n > WL_INI_LINE_MAX || n >= (size_t)num)
        return wl_ini_fail(ini,
                           "line is longer than %d characters; continue the value on the "
                           "next line, indented",
                           WL_INI_LINE_MAX),
               NULL;
    memcpy(str, s, n);
    str[n] = '\0';
    if (!check_line(ini, str, n))
        return NULL;
    char *first = str + strspn(str, " \t");
    ini->indented = first > str;
    if (*first != '[')
        return str;
    /* A header is never a continuation, so inih gets it unindented. */
    memmove(str, first, strlen(first) + 1);
    return see_header(ini, str) ? str : NULL;
}

static int on_pair(void *user, const char *section, const char *name, const char *value)
{
    (void)section; /* the handler was told of each header as it came */
    wl_ini *ini = user;
    if (ini->error_line != 0)
        return 0;
    bool continued = ini->indented && strcmp(name, ini->last_name) == 0;
    snprintf(ini->last_name, sizeof ini->last_name, "%s", name);
    return ini->on->pair(ini, name, value, continued);
}

int wl_ini_parse(const char *path, const char *text, size_t size, const wl_ini_handlers *on,
                 void *user, wl_error *err)
{
    wl_ini ini = {
        .path = path, .user = user, .on = on, .err = err, .next = text, .end = text + size};
    int rc = ini_parse_stream(next_line, &ini, on_pair, &ini);
    if (rc > 0 && (ini.error_line == 0 || rc < ini.error_line)) {
        ini.error_line = 0; /* inih's syntax error came first */
        wl_ini_fail_at(&ini, rc, "expected '[section]' or 'name = value'");
    }
    if (rc == 0 && ini.error_line == 0 && on->end)
        on->end(&ini);
    return ini.error_line == 0 ? 0 : -1;
}
