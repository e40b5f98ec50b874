/* Finding a figure stated without its source: a number followed by a unit
 * (sectors, bytes, GB/s, %, ns...) or written as a ratio (1.4x, 3 times).
 * The text is read as the student reads it: emphasis and strong are already
 * gone from the spans, so "*2750* GB/s" arrives joined; a non-breaking or
 * thin space, or a hyphen ("4-byte"), joins a number to its unit like a
 * space; units match in any case ("32 Sectors"). */
#include "wl_bare_figure.h"

#include <ctype.h>
#include <stdio.h>
#include <stdbool.h>
#include <string.h>
#include <strings.h>

/* Units that make a bare number a claim; a ratio ("3 times") is one too.
 * Compared without case, whole words only. */
static const char *const units[] = {"sectors",
                                    "sector",
                                    "lines",
                                    "line",
                                    "bytes",
                                    "byte",
                                    "tb/s",
                                    "gb/s",
                                    "mb/s",
                                    "%",
                                    "percent",
                                    "per cent",
                                    "kib",
                                    "mib",
                                    "gib",
                                    "kb",
                                    "mb",
                                    "gb",
                                    "times",
                                    "fold",
                                    "ns",
                                    "us",
                                    "\xc2\xb5s" /* µs */,
                                    "ms",
                                    "seconds",
                                    "microseconds",
                                    "milliseconds",
                                    "nanoseconds"};

/* Characters that join a number to its unit as a space does: a space, a
 * non-breaking space (U+00A0, &nbsp;), a thin or narrow no-break space
 * (U+2009, U+202F). Returns the byte length, 0 for none. */
static size_t joiner(const char *p)
{
    if (*p == ' ')
        return 1;
    if ((unsigned char)p[0] == 0xC2 && (unsigned char)p[1] == 0xA0)
        return 2;
    if ((unsigned char)p[0] == 0xE2 && (unsigned char)p[1] == 0x80 &&
        ((unsigned char)p[2] == 0x89 || (unsigned char)p[2] == 0xAF))
        return 3;
    return 0;
}

static bool word_end(const char *p)
{
    return !isalnum((unsigned char)*p) && *p != '_';
}

/* Length of the unit at p (after joiners), 0 when there is none. */
static size_t unit_at(const char *p)
{
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++) {
        size_t n = strlen(units[i]);
        if (strncasecmp(p, units[i], n) == 0 && (units[i][0] == '%' || word_end(p + n)))
            return n;
    }
    /* "1.4×" is a ratio; "32×32" a size, like "32x32". */
    if (strncmp(p, "\xc3\x97", 2) == 0 && !isdigit((unsigned char)p[2]))
        return 2;
    return 0;
}

/* The figure's end when a unit follows the number ending at q, else NULL. */
static const char *figure_end(const char *q)
{
    /* "1.4x", "2X": a ratio written against the number. */
    if ((*q == 'x' || *q == 'X') && word_end(q + 1))
        return q + 1;
    const char *p = q;
    for (size_t j; (j = joiner(p)) > 0;)
        p += j;
    if (p == q && *p == '-') /* "4-byte", "3-fold" */
        p++;
    size_t u = unit_at(p);
    return u > 0 ? p + u : NULL;
}

/* True when the digit at p starts a number of its own, not a part of a
 * name (f32, sm_90, H200) or of a larger number or version (1.5.2). */
static bool starts_number(const char *text, const char *p)
{
    if (p == text)
        return true;
    unsigned char b = (unsigned char)p[-1];
    if (isalnum(b) || b == '_' || b == '.' || b == '/')
        return false;
    /* "-3%" is a number; "sm-90" or "x-2" is a name. */
    return !(b == '-' && p - 1 > text && isalnum((unsigned char)p[-2]));
}

const char *wl_bare_figure_find(const char *text, size_t *len)
{
    for (const char *p = text; *p; p++) {
        if (!isdigit((unsigned char)*p) || !starts_number(text, p))
            continue;
        const char *q = p;
        while (isdigit((unsigned char)*q) ||
               ((*q == '.' || *q == ',') && isdigit((unsigned char)q[1])))
            q++;
        const char *end = figure_end(q);
        if (end) {
            *len = (size_t)(end - p);
            return p;
        }
        p = q - 1;
    }
    return NULL;
}

int wl_bare_figure_message(const char *text, const char *where, char *msg, size_t msgsz)
{
    size_t len;
    const char *hit = text ? wl_bare_figure_find(text, &len) : NULL;
    if (!hit)
        return 0;
    snprintf(msg, msgsz,
             "'%.*s'%s states a figure without a link to its source; write it as "
             "[number](model:...) or [number](ref:...), or mark a plain fact "
             "[number](literal:what-it-is)",
             (int)len, hit, where);
    return 1;
}
