#include "wl_units.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef struct byte_unit {
    const char *name;
    double bytes;
    int case_sensitive; /* "B" is a byte; "b" would be a bit */
    int shorthand;      /* K, M, G: command lines only */
} byte_unit;

static const byte_unit units[] = {
    {"B", 1, 1, 0},
    {"byte", 1, 0, 0},
    {"bytes", 1, 0, 0},
    {"KiB", 1024.0, 0, 0},
    {"MiB", 1048576.0, 0, 0},
    {"GiB", 1073741824.0, 0, 0},
    {"TiB", 1099511627776.0, 0, 0},
    {"K", 1024.0, 0, 1},
    {"M", 1048576.0, 0, 1},
    {"G", 1073741824.0, 0, 1},
    {"T", 1099511627776.0, 0, 1},
};
static const char *const ambiguous[] = {"KB", "MB", "GB", "TB"};

wl_unit_match wl_byte_unit(const char *s, size_t n, int shorthands, double *bytes)
{
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++) {
        const byte_unit *u = &units[i];
        if (strlen(u->name) != n || (u->shorthand && !shorthands))
            continue;
        if (u->case_sensitive ? strncmp(s, u->name, n) == 0 : strncasecmp(s, u->name, n) == 0) {
            *bytes = u->bytes;
            return WL_UNIT_FOUND;
        }
    }
    for (size_t i = 0; i < sizeof ambiguous / sizeof ambiguous[0]; i++)
        if (strlen(ambiguous[i]) == n && strncasecmp(s, ambiguous[i], n) == 0)
            return WL_UNIT_AMBIGUOUS;
    return WL_UNIT_UNKNOWN;
}

int wl_parse_size(const char *s, size_t *out)
{
    if (!s || !isdigit((unsigned char)s[0]))
        return -1;
    char *end = NULL;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    double scale = 1;
    if (errno != 0 || (*end && wl_byte_unit(end, strlen(end), 1, &scale) != WL_UNIT_FOUND))
        return -1;
    size_t unit = (size_t)scale;
    if (v > SIZE_MAX / unit)
        return -1;
    *out = (size_t)v * unit;
    return 0;
}

void wl_format_size(size_t bytes, char *out, size_t outsz)
{
    static const char *names[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double v = (double)bytes;
    int u = 0;
    while (v >= 1024.0 - 0.05 && u < 4) { /* 1023.96 KiB prints as 1 MiB */
        v /= 1024.0;
        u++;
    }
    /* One decimal, left off where it is 0: "256 MiB" whether the size is
     * 256 MiB or 4 bytes past it, never "256.0 MiB" beside "256 MiB". */
    double tenths = floor(v * 10 + 0.5);
    if (fmod(tenths, 10) == 0)
        snprintf(out, outsz, "%.0f %s", tenths / 10, names[u]);
    else
        snprintf(out, outsz, "%.1f %s", tenths / 10, names[u]);
}
