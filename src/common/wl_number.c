#include "wl_number.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <string.h>
#include <stdlib.h>

int wl_parse_int(const char *s, long min, long max, long *out)
{
    /* strtol would skip leading blanks and accept '+': neither is a number
     * a person typed on purpose. */
    if (!s || !(isdigit((unsigned char)s[0]) || (s[0] == '-' && isdigit((unsigned char)s[1]))))
        return -1;
    char *end = NULL;
    errno = 0;
    long v = strtol(s, &end, 10);
    /* "-0" is zero with a sign game in front: refused as '+' is. */
    if (errno != 0 || *end != '\0' || v < min || v > max || (s[0] == '-' && v == 0))
        return -1;
    *out = v;
    return 0;
}

int wl_parse_double(const char *s, double *out)
{
    /* strtod would skip blanks and read "0x1p-1", "inf" and "nan" too */
    if (!s || !(isdigit((unsigned char)s[0]) || s[0] == '.' || s[0] == '-') || strpbrk(s, "xXnNiI"))
        return -1;
    char *end = NULL;
    errno = 0;
    double v = strtod(s, &end);
    if (errno != 0 || end == s || *end != '\0' || !isfinite(v))
        return -1;
    *out = v;
    return 0;
}
