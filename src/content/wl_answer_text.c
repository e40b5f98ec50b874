#include "wl_answer_text.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

int wl_answer_letters(const char *text, int *out, int max)
{
    int n = 0;
    for (const char *s = text; *s;) {
        if (isspace((unsigned char)*s) || strchr("().,;&/", *s)) {
            s++;
            continue;
        }
        size_t len = 0;
        while (isalpha((unsigned char)s[len]))
            len++;
        if (len == 3 && strncasecmp(s, "and", 3) == 0) {
            s += 3;
            continue;
        }
        if (len != 1 || n == max)
            return -1;
        out[n++] = toupper((unsigned char)*s) - 'A';
        s++;
    }
    return n > 0 ? n : -1;
}

void wl_answer_letters_expected(int nchoices, char *out, size_t outsz)
{
    snprintf(out, outsz, "pick one of the choices by its letter, A to %c",
             'A' + (nchoices > 0 && nchoices <= 26 ? nchoices - 1 : 0));
}

/* Whether word (len bytes) is the prompt's own unit, in the singular too. */
static bool is_own_unit(const char *word, size_t len, const char *unit)
{
    if (!unit || !*unit)
        return false;
    size_t ulen = strlen(unit);
    if (len == ulen && strncasecmp(word, unit, len) == 0)
        return true;
    return ulen > 1 && unit[ulen - 1] == 's' && len == ulen - 1 &&
           strncasecmp(word, unit, len) == 0;
}

/* "8" and "sectors" read together: the number with a unit after it. */
static int with_unit(const wl_quantity *bare, const char *word, size_t len, wl_quantity *out)
{
    char both[96];
    const char *why;
    snprintf(both, sizeof both, "%.17g %.*s", bare->value, (int)(len < 64 ? len : 64), word);
    return wl_quantity_parse(both, out, &why);
}

int wl_answer_quantities(const char *text, const char *unit, wl_quantity *out, int max, char *why,
                         size_t whysz)
{
    int n = 0;
    bool last_bare = false; /* out[n-1] took no unit yet */
    for (const char *s = text; *s;) {
        if (isspace((unsigned char)*s) || *s == ',' || *s == ';') {
            s++;
            continue;
        }
        size_t len = strcspn(s, " \t,;");
        char word[64];
        snprintf(word, sizeof word, "%.*s", (int)(len < 63 ? len : 63), s);
        wl_quantity q;
        const char *qwhy;
        if (wl_quantity_parse(word, &q, &qwhy) == 0) {
            if (n == max) {
                snprintf(why, whysz, "more numbers than asked for: type %d", max);
                return -1;
            }
            out[n++] = q;
            last_bare = q.dim == WL_QTY_NONE;
        } else if (last_bare && is_own_unit(s, len, unit)) {
            last_bare = false; /* "2700 GB/s": the prompt's unit, the number stands */
        } else if (last_bare && with_unit(&out[n - 1], s, len, &q) == 0) {
            out[n - 1] = q;
            last_bare = false;
        } else {
            snprintf(why, whysz,
                     "'%s' is not understood: type numbers%s%s, separated by commas or spaces",
                     word, unit && *unit ? " of " : "", unit && *unit ? unit : "");
            return -1;
        }
        s += len;
    }
    if (n == 0)
        snprintf(why, whysz, "type numbers%s%s, separated by commas or spaces",
                 unit && *unit ? " of " : "", unit && *unit ? unit : "");
    return n > 0 ? n : -1;
}
