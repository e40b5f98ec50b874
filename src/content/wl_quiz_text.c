#include "wl_quiz_text.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "wl_bare_figure.h"
#include "wl_figure_link.h"
#include "wl_strings.h"

static int line_at(const wl_text_lines *lines, size_t off)
{
    int line = lines->n > 0 ? lines->line[0] : 0;
    for (int i = 0; i < lines->n && lines->off[i] <= off; i++)
        line = lines->line[i];
    return line;
}

/* The link starting at p ('['): its TEXT and TARGET spans, or false when
 * p starts no figure link (other brackets stay text). */
static bool link_at(const char *p, const char **text_end, const char **target, const char **end)
{
    const char *close = strpbrk(p + 1, "[]");
    if (!close || *close != ']' || close[1] != '(')
        return false;
    const char *stop = strchr(close + 2, ')');
    if (!stop || !wl_figure_is_link_target(close + 2, (size_t)(stop - close - 2)))
        return false;
    *text_end = close;
    *target = close + 2;
    *end = stop + 1;
    return true;
}

static int keep_figure(wl_figure **figures, size_t *n, size_t *cap, int line, const char *text,
                       const char *target)
{
    char *t = strdup(text), *g = strdup(target);
    if (!t || !g || wl_array_reserve((void **)figures, cap, *n + 1, sizeof **figures) != 0) {
        free(t);
        free(g);
        return -1;
    }
    (*figures)[(*n)++] = (wl_figure){.line = line, .text = t, .target = g};
    return 0;
}

/* The link at *p, checked, its TEXT moved to *w; the reading copy
 * gets a mark that is neither a digit nor a space in its place. */
static int take_link(char *base, const char **p, char **w, char **rw, size_t **map,
                     const wl_text_lines *lines, wl_figure **figures, size_t *n, size_t *cap,
                     int *line, wl_error *why)
{
    const char *text_end = NULL, *target = NULL, *end = NULL;
    if (!link_at(*p, &text_end, &target, &end)) /* the caller found one here */
        return wl_fail(why, "internal: no figure link at this bracket");
    *line = line_at(lines, (size_t)(*p - base));
    size_t tlen = (size_t)(text_end - *p - 1), glen = (size_t)(end - 1 - target);
    char *text = strndup(*p + 1, tlen), *tgt = strndup(target, glen);
    bool literal;
    int rc;
    if (!text || !tgt)
        rc = wl_fail(why, "out of memory");
    else if ((rc = wl_figure_link_check(tgt, text, &literal, why)) == 0 && !literal &&
             keep_figure(figures, n, cap, *line, text, tgt) != 0)
        rc = wl_fail(why, "out of memory");
    if (rc == 0) {
        memmove(*w, text, tlen);
        *w += tlen;
        *(*rw)++ = '\x01';
        *(*map)++ = (size_t)(*p - base);
        *p = end;
    }
    free(text);
    free(tgt);
    return rc;
}

int wl_quiz_text_take(char *text, const wl_text_lines *lines, const char *where,
                      wl_figure **figures, size_t *n, size_t *cap, int *line, wl_error *why)
{
    size_t len = strlen(text);
    char *reading = malloc(len + 1), *rw = reading, *w = text;
    size_t *orig = malloc((len + 1) * sizeof *orig), *map = orig;
    const char *p = text, *te, *tg, *end;
    int rc = 0;
    *line = line_at(lines, 0);
    if (!reading || !orig)
        rc = wl_fail(why, "out of memory");
    while (rc == 0 && *p) {
        if (*p == '[' && link_at(p, &te, &tg, &end)) {
            rc = take_link(text, &p, &w, &rw, &map, lines, figures, n, cap, line, why);
            continue;
        }
        *map++ = (size_t)(p - text);
        *rw++ = *p;
        *w++ = *p++;
    }
    size_t hit_len;
    const char *hit = NULL;
    if (rc == 0) {
        *w = *rw = '\0';
        hit = wl_bare_figure_find(reading, &hit_len);
    }
    if (hit) {
        char msg[300];
        wl_bare_figure_message(reading, where, msg, sizeof msg);
        *line = line_at(lines, orig[hit - reading]);
        rc = wl_fail(why, "%s", msg);
    }
    free(reading);
    free(orig);
    return rc;
}
