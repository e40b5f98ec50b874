#include "wl_quiz_quantity.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "wl_model.h"
#include "wl_units.h"

static const char *const dim_names[WL_QTY_DIM_COUNT] = {"none", "bytes", "sectors", "lines"};

static const char *const units_help =
    "write a number, optionally with a unit: B or bytes, KiB, sectors, lines";

/* The memory system's own units, singular or plural, in any case; byte
 * units come from wl_units. NONE when it is neither. */
static wl_qty_dim count_unit(const char *s, size_t n)
{
    static const char *const names[] = {"sector", "sectors", "line", "lines"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strlen(names[i]) == n && strncasecmp(s, names[i], n) == 0)
            return i < 2 ? WL_QTY_SECTORS : WL_QTY_LINES;
    return WL_QTY_NONE;
}

const char wl_quantity_too_many_digits[] =
    "a number with more digits than can be told apart: give at most 15 significant digits";

/* Whether v, written back with as many decimals as typed, is the text
 * typed (leading zeros aside): else the double lost digits of it, and
 * "4.000000000000000001" would be 4, a count it is not. */
static bool kept_as_typed(const char *typed, double v)
{
    const char *dot = strchr(typed, '.');
    int decimals = dot ? (int)strlen(dot + 1) : 0;
    char back[80];
    while (typed[0] == '0' && isdigit((unsigned char)typed[1]))
        typed++;
    snprintf(back, sizeof back, "%.*f", decimals, v);
    /* ".5" is 0.5 typed without its zero: printed back, it has one */
    const char *printed = typed[0] == '.' && back[0] == '0' ? back + 1 : back;
    return strcmp(printed, typed) == 0;
}

/* Only plain decimals: strtod would also take hex, "inf" and "nan". And
 * only as typed: one the double cannot hold is refused (*why says so),
 * never judged as the number next to it. */
static int parse_number(const char *s, double *out, const char **end, const char **why)
{
    static const char digits[] = "0123456789";
    size_t n = strspn(s, digits);
    if (s[n] == '.' && isdigit((unsigned char)s[n + 1]))
        n += 1 + strspn(s + n + 1, digits);
    if (n == 0 || n > 30)
        return -1;
    char buf[32];
    memcpy(buf, s, n);
    buf[n] = '\0';
    *out = strtod(buf, NULL);
    *end = s + n;
    if (!kept_as_typed(buf, *out)) {
        *why = wl_quantity_too_many_digits;
        return -1;
    }
    return 0;
}

/* Length without the blanks at the end and one full stop among them. */
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

/* What a count is counted per, said after its unit ("4 sectors per
 * request", or as the lab's readout writes it, "4 sectors/req"): the
 * questions count per warp request, so these add nothing and are read
 * past. Returns len less the phrase. */
static size_t without_per(const char *text, size_t len)
{
    static const char *const per[] = {" per request", " per req", " per warp", " per instruction",
                                      " a request",   "/request", "/req",      "/warp",
                                      "/instruction"};
    for (size_t i = 0; i < sizeof per / sizeof per[0]; i++) {
        size_t n = strlen(per[i]);
        if (len > n && strncasecmp(text + len - n, per[i], n) == 0 &&
            isalpha((unsigned char)text[len - n - 1])) /* after a unit: "4 sectors per ..." */
            return len - n;
    }
    return len;
}

/* A count written as a word, "four" or "thirty-two" (0 to 99), as
 * students answer "how many sectors". Returns 0 and sets *end past it. */
static int parse_number_word(const char *s, double *out, const char **end)
{
    static const char *const small[] = {"zero",    "one",     "two",       "three",    "four",
                                        "five",    "six",     "seven",     "eight",    "nine",
                                        "ten",     "eleven",  "twelve",    "thirteen", "fourteen",
                                        "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
    static const char *const tens[] = {"twenty", "thirty",  "forty",  "fifty",
                                       "sixty",  "seventy", "eighty", "ninety"};
    size_t n = 0;
    while (isalpha((unsigned char)s[n]))
        n++;
    for (size_t i = 0; i < sizeof small / sizeof small[0]; i++)
        if (strlen(small[i]) == n && strncasecmp(s, small[i], n) == 0) {
            *out = (double)i;
            *end = s + n;
            return 0;
        }
    for (size_t t = 0; t < sizeof tens / sizeof tens[0]; t++) {
        if (strlen(tens[t]) != n || strncasecmp(s, tens[t], n) != 0)
            continue;
        *out = 20.0 + 10.0 * (double)t;
        *end = s + n;
        if (s[n] == '-' || s[n] == ' ') /* "thirty-two", "thirty two" */
            for (size_t u = 1; u < 10; u++) {
                size_t m = strlen(small[u]);
                if (strncasecmp(s + n + 1, small[u], m) == 0 &&
                    !isalpha((unsigned char)s[n + 1 + m])) {
                    *out += (double)u;
                    *end = s + n + 1 + m;
                }
            }
        return 0;
    }
    return -1;
}

static const char wrong_unit_size[] =
    "the size before the unit is not that unit's size: name the unit alone (4 sectors)";

/* A size said before a count unit ("32-byte sectors", "128 byte lines"):
 * read past when it is the unit's own size, refused when it is not.
 * Returns the unit's start, or NULL (with *why) for a wrong size. */
static const char *past_unit_size(const char *unit, size_t *ulen, const char **why)
{
    size_t d = strspn(unit, "0123456789");
    if (d == 0 || d > 6)
        return unit;
    const char *w = unit + d;
    if (*w != '-' && *w != ' ')
        return unit;
    w++;
    if (strncasecmp(w, "byte", 4) != 0 || (w[4] != ' ' && w[4] != '-'))
        return unit;
    const char *rest = w + 5;
    size_t rlen = *ulen - (size_t)(rest - unit);
    if ((size_t)(rest - unit) >= *ulen)
        return unit;
    wl_qty_dim dim = count_unit(rest, rlen);
    if (dim == WL_QTY_NONE)
        return unit;
    long size = strtol(unit, NULL, 10);
    if (size != (dim == WL_QTY_SECTORS ? WL_SECTOR_BYTES : WL_LINE_BYTES)) {
        *why = wrong_unit_size;
        return NULL;
    }
    *ulen = rlen;
    return rest;
}

int wl_quantity_parse(const char *text, wl_quantity *out, const char **why)
{
    while (isspace((unsigned char)*text))
        text++;
    size_t len = without_per(text, trimmed_length(text));
    const char *unit = text;
    double value, bytes;
    *why = units_help;
    if (len == 0 || (parse_number_word(text, &value, &unit) != 0 &&
                     parse_number(text, &value, &unit, why) != 0))
        return -1;
    while (isspace((unsigned char)*unit))
        unit++;
    if ((size_t)(unit - text) > len) /* "4 ." */
        return -1;
    size_t ulen = len - (size_t)(unit - text);
    unit = past_unit_size(unit, &ulen, why);
    if (unit == NULL)
        return -1;
    wl_qty_dim dim = count_unit(unit, ulen);
    if (ulen == 0 || dim != WL_QTY_NONE) {
        *out = (wl_quantity){value, dim};
        return 0;
    }
    wl_unit_match m = wl_byte_unit(unit, ulen, 0, &bytes);
    if (m == WL_UNIT_FOUND)
        *out = (wl_quantity){value * bytes, WL_QTY_BYTES};
    if (m == WL_UNIT_AMBIGUOUS)
        *why = WL_UNIT_AMBIGUOUS_HINT;
    return m == WL_UNIT_FOUND ? 0 : -1;
}

bool wl_number_right(double guess, double answer, bool count, double share)
{
    if (count)
        return guess == answer;
    return fabs(guess - answer) <= fmax(1e-9, share * fabs(answer));
}

bool wl_quantity_matches(const wl_quantity *guess, const wl_quantity *answer)
{
    bool count = answer->value == floor(answer->value);
    return guess->dim == answer->dim && wl_number_right(guess->value, answer->value, count, 1e-6);
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
        snprintf(out, outsz, "%g %s", q->value, dim_names[q->dim]);
}
