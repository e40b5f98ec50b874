#include "wl_quiz_quantity.h"

#include "wl_units.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef struct unit_name {
    const char *name;
    wl_qty_dim dim;
    double scale;
    int case_sensitive; /* "B" is bytes; "b" would be bits, so it is not a byte */
} unit_name;

/* Counts of the memory system's own units; byte units come from wl_units. */
static const unit_name units[] = {
    {"sector", WL_QTY_SECTORS, 1, 0},
    {"sectors", WL_QTY_SECTORS, 1, 0},
    {"line", WL_QTY_LINES, 1, 0},
    {"lines", WL_QTY_LINES, 1, 0},
};

static const char *const units_help =
    "write a number, optionally with a unit: B or bytes, KiB, sectors, lines";

static const unit_name *find_unit(const char *s, size_t len)
{
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++) {
        const unit_name *u = &units[i];
        if (strlen(u->name) != len)
            continue;
        if (u->case_sensitive ? strncmp(s, u->name, len) == 0 : strncasecmp(s, u->name, len) == 0)
            return u;
    }
    return NULL;
}

/* Only plain decimals: strtod would also take hex, "inf" and "nan". */
static int parse_number(const char *s, double *out, const char **end)
{
    const char *p = s;
    int digits = 0;
    while (isdigit((unsigned char)*p)) {
        p++;
        digits++;
    }
    if (*p == '.' && isdigit((unsigned char)p[1])) {
        p++;
        while (isdigit((unsigned char)*p)) {
            p++;
            digits++;
        }
    }
    if (digits == 0 || p - s > 30)
        return -1;
    char buf[32];
    memcpy(buf, s, (size_t)(p - s));
    buf[p - s] = '\0';
    *out = strtod(buf, NULL);
    *end = p;
    return 0;
}

static size_t trimmed_length(const char *s)
{
    size_t len = strlen(s);
    while (len > 0 && isspace((unsigned char)s[len - 1]))
        len--;
    if (len > 0 && s[len - 1] == '.')
        len--;
    while (len > 0 && isspace((unsigned char)s[len - 1]))
        len--;
    return len;
}

int wl_quantity_parse(const char *text, wl_quantity *out, const char **why)
{
    while (isspace((unsigned char)*text))
        text++;
    size_t len = trimmed_length(text);
    const char *end = NULL;
    double value;
    if (len == 0 || parse_number(text, &value, &end) != 0 || (size_t)(end - text) > len) {
        *why = units_help;
        return -1;
    }
    while (isspace((unsigned char)*end))
        end++;
    size_t ulen = len - (size_t)(end - text);
    if (ulen == 0) {
        *out = (wl_quantity){value, WL_QTY_NONE};
        return 0;
    }
    const unit_name *u = find_unit(end, ulen);
    if (u) {
        *out = (wl_quantity){value * u->scale, u->dim};
        return 0;
    }
    double bytes;
    wl_unit_match m = wl_byte_unit(end, ulen, 0, &bytes);
    if (m == WL_UNIT_FOUND) {
        *out = (wl_quantity){value * bytes, WL_QTY_BYTES};
        return 0;
    }
    *why = m == WL_UNIT_AMBIGUOUS ? WL_UNIT_AMBIGUOUS_HINT : units_help;
    return -1;
}

int wl_quantity_equal(const wl_quantity *a, const wl_quantity *b)
{
    if (a->dim != b->dim)
        return 0;
    double scale = fmax(1.0, fmax(fabs(a->value), fabs(b->value)));
    return fabs(a->value - b->value) <= 1e-6 * scale;
}

static const char *const dim_names[WL_QTY_DIM_COUNT] = {"none", "bytes", "sectors", "lines"};

const char *wl_qty_dim_name(wl_qty_dim d)
{
    return (unsigned)d < WL_QTY_DIM_COUNT ? dim_names[d] : "?";
}

int wl_qty_dim_from_name(const char *name, wl_qty_dim *out)
{
    for (int d = 0; d < WL_QTY_DIM_COUNT; d++)
        if (strcmp(name, dim_names[d]) == 0) {
            *out = (wl_qty_dim)d;
            return 0;
        }
    return -1;
}

void wl_quantity_format(const wl_quantity *q, char *out, size_t outsz)
{
    if (q->dim == WL_QTY_NONE)
        snprintf(out, outsz, "%g", q->value);
    else
        snprintf(out, outsz, "%g %s", q->value, wl_qty_dim_name(q->dim));
}
