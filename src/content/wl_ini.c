#include "wl_ini.h"

#include <ini.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_printable.h"
#include "wl_strings.h"

/* What inih's reader and handler share while one text is read. */
typedef struct reading {
    wl_ini *ini;
    const char *next, *end; /* the text not read yet */
    int line;               /* the line inih holds */
    bool indented;          /* it starts with a blank */
    bool after_key;         /* a key came since the last header, so inih continues it */
    bool out_of_memory;
} reading;

static int fail_v(const wl_ini *ini, wl_error *to, int line, const char *fmt, va_list ap)
{
    char msg[400];
    vsnprintf(msg, sizeof msg, fmt, ap);
    return wl_fail_at(to, ini->path, line > 0 ? line : 1, "%s", msg);
}

int wl_ini_fail(const wl_ini *ini, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fail_v(ini, ini->err, ini->line, fmt, ap);
    va_end(ap);
    return -1;
}

int wl_ini_fail_at(const wl_ini *ini, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fail_v(ini, ini->err, line, fmt, ap);
    va_end(ap);
    return -1;
}

/* Keeps the problem of the line being read; reading stops there. */
static int refuse(reading *rd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int refuse(reading *rd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    rd->ini->stop_line = rd->line;
    fail_v(rd->ini, &rd->ini->stop, rd->line, fmt, ap);
    va_end(ap);
    return -1;
}

/* line: n bytes, NUL-terminated at n. */
static int check_line(reading *rd, const char *line, size_t n)
{
    if (strlen(line) != n)
        return refuse(rd, "the line holds a NUL byte; this is a text file");
    if (wl_utf8_invalid_at(line, n) < n)
        return refuse(rd, "not UTF-8 text");
    if (wl_control_at(line, n) < n)
        return refuse(rd, "the line holds a control character (like ESC) that a terminal "
                          "would obey");
    const char *first = line + strspn(line, " \t");
    if (*first != ';' && *first != '#' && *first != '[' &&
        (strstr(line, " ;") || strstr(line, "\t;")))
        return refuse(rd, "a ';' after a space starts a comment and would cut this text "
                          "short; use a comma or a full stop");
    return 0;
}

static int add_entry(reading *rd, bool header, const char *name, int nlen, const char *value)
{
    wl_ini *ini = rd->ini;
    if (wl_array_reserve((void **)&ini->entry, &ini->cap, ini->count + 1, sizeof *ini->entry)) {
        rd->out_of_memory = true;
        return -1;
    }
    wl_ini_entry *e = &ini->entry[ini->count++];
    *e = (wl_ini_entry){
        .line = rd->line, .header = header, .continued = !header && rd->indented && rd->after_key};
    snprintf(e->name, sizeof e->name, "%.*s", nlen, name);
    snprintf(e->value, sizeof e->value, "%s", value);
    rd->after_key = !header;
    return 0;
}

/* "[name]" at the start of the line: inih reports a missing ']'. */
static int add_header(reading *rd, const char *line)
{
    const char *close = strchr(line, ']');
    int len = close ? (int)(close - line - 1) : 0;
    if (!close)
        return 0;
    if (close[1] == '(') /* [128](model:...): text that went on, not a header */
        return refuse(rd, "a line that starts with '[' starts a section, so a figure link "
                          "cannot begin a line: move a word of the text onto it");
    if (len >= WL_INI_NAME_MAX)
        return refuse(rd, "section name is too long (at most %d characters)", WL_INI_NAME_MAX - 1);
    /* inih drops what follows the ']': "[step] 2" would read as [step]. */
    if (close[1 + strspn(close + 1, " \t\r\n")] != '\0')
        return refuse(rd, "text after the [section] header; a header stands alone on its line");
    return add_entry(rd, true, line + 1, len, "");
}

/* inih also takes ':' for '=', which no warplab file is written with, so
 * "offset: 8" would pass for a key; a continued value (inih reads it whole)
 * may hold either. */
static int check_delimiter(reading *rd, const char *first)
{
    if (*first == ';' || *first == '#' || *first == '\0' || *first == '\r' || *first == '\n' ||
        (rd->indented && rd->after_key))
        return 0;
    if (first[strcspn(first, "=:")] == ':')
        return refuse(rd, "expected 'name = value': a key is followed by '=', not ':'");
    return 0;
}

/* inih's reader: the next line of the text, checked, or NULL at the end
 * and at a line refused. */
static char *next_line(char *str, int num, void *stream)
{
    reading *rd = stream;
    if (rd->ini->stop_line != 0 || rd->out_of_memory || rd->next >= rd->end)
        return NULL;
    const char *s = rd->next, *nl = memchr(s, '\n', (size_t)(rd->end - s));
    size_t n = nl ? (size_t)(nl - s) + 1 : (size_t)(rd->end - s);
    rd->next = s + n;
    rd->line++;
    if (n > WL_INI_LINE_MAX || n >= (size_t)num) {
        refuse(rd,
               "line is longer than %d characters; continue the value on the next line, "
               "indented",
               WL_INI_LINE_MAX);
        return NULL;
    }
    memcpy(str, s, n);
    str[n] = '\0';
    if (check_line(rd, str, n) != 0)
        return NULL;
    char *first = str + strspn(str, " \t");
    rd->indented = first > str;
    if (*first != '[')
        return check_delimiter(rd, first) == 0 ? str : NULL;
    /* A header is never a continuation, so inih gets it unindented. */
    memmove(str, first, strlen(first) + 1);
    return add_header(rd, str) == 0 ? str : NULL;
}

static int on_pair(void *user, const char *section, const char *name, const char *value)
{
    (void)section; /* each header became an entry as it was read */
    reading *rd = user;
    if (strlen(name) >= WL_INI_NAME_MAX)
        return refuse(rd, "key is too long (at most %d characters)", WL_INI_NAME_MAX - 1) == 0;
    return add_entry(rd, false, name, (int)strlen(name), value) == 0;
}

int wl_ini_read(wl_ini *ini, const char *path, const char *text, size_t size, wl_error *err)
{
    *ini = (wl_ini){.path = path, .err = err};
    reading rd = {.ini = ini, .next = text, .end = text + size};
    int rc = ini_parse_stream(next_line, &rd, on_pair, &rd);
    ini->lines = rd.line;
    if (rd.out_of_memory)
        return wl_fail(err, "%s: out of memory", path);
    if (rc > 0 && (ini->stop_line == 0 || rc < ini->stop_line)) {
        /* inih's syntax error came first; inih read on, but that counts for nothing */
        while (ini->count > 0 && ini->entry[ini->count - 1].line >= rc)
            ini->count--;
        ini->stop_line = rc;
        wl_fail_at(&ini->stop, path, rc, "expected '[section]' or 'name = value'");
    }
    return 0;
}

int wl_ini_stopped(const wl_ini *ini)
{
    if (ini->stop_line == 0)
        return 0;
    if (ini->err)
        *ini->err = ini->stop;
    return -1;
}

void wl_ini_free(wl_ini *ini)
{
    free(ini->entry);
    *ini = (wl_ini){0};
}
