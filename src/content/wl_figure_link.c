#include "wl_figure_link.h"

#include <ctype.h>
#include <string.h>

#include "wl_figure.h"

bool wl_figure_is_literal(const char *t, size_t n)
{
    size_t p = sizeof WL_LITERAL_PREFIX - 1;
    return n >= p && strncmp(t, WL_LITERAL_PREFIX, p) == 0;
}

bool wl_figure_is_link_target(const char *target, size_t n)
{
    return wl_figure_is_target(target, n) || wl_figure_is_literal(target, n);
}

/* A literal's reason: what the number is, or where it comes from, as a
 * word or words joined by '-' (year, section, cuda-programming-guide). */
static int check_literal(const char *target, const char *text, wl_error *why)
{
    const char *reason = target + sizeof WL_LITERAL_PREFIX - 1;
    double value;
    int decimals;
    bool good = *reason != '\0';
    for (const char *c = reason; *c; c++)
        good = good &&
               (islower((unsigned char)*c) || isdigit((unsigned char)*c) || *c == '-' || *c == '.');
    if (!good)
        return wl_fail(why,
                       "literal '%s': say what it is or where it comes from after "
                       "literal: (a-z 0-9 - ., as literal:year)",
                       text);
    if (wl_figure_text_value(text, &value, &decimals) != 0)
        return wl_fail(why, "literal '%s' is not a number", text);
    return 0;
}

int wl_figure_link_check(const char *target, const char *text, bool *literal, wl_error *why)
{
    wl_figure_target t;
    wl_error e;
    double value;
    int decimals;
    *literal = wl_figure_is_literal(target, strlen(target));
    if (*literal)
        return check_literal(target, text, why);
    if (wl_figure_target_parse(target, &t, &e) != 0)
        return wl_fail(why, "figure %s: %s", target, e.msg);
    if (wl_figure_is_named(&t))
        return 0;
    if (wl_figure_text_value(text, &value, &decimals) != 0)
        return wl_fail(why, "figure '%s' is not a number (digits, optional fraction, optional %%)",
                       text);
    /* A figure shown with % must stand for a fraction (an efficiency, a
     * share of the copy): "3200%" for a sector count misreads its field. */
    if (strchr(text, '%') && !wl_figure_may_show_percent(&t))
        return wl_fail(why,
                       "figure '%s' is written as a percentage, but %s is not a fraction; "
                       "write the number as the field gives it",
                       text, target);
    return 0;
}
