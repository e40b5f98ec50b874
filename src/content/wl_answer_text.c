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

/* The other words for a prompt's unit, and what a number in each is worth
 * in it. A unit's own name and its singular ("pass" is not "passe": named
 * here) need no row. */
static const struct unit_word {
    const char *unit, *word;
    double scale;
} unit_words[] = {
    {"passes", "pass", 1}, {"passes", "wavefronts", 1}, {"passes", "wavefront", 1},
    {"times", "time", 1},  {"times", "x", 1},           {"times", "\xc3\x97", 1},
    /* no percentage for times: "40%" may mean 0.4 times or 40% slower, so
     * it is asked again in the question's unit (percent_asked) */
};

/* The unit's name without the note in brackets after it: "times (stride
 * 2's time / stride 1's)" is a number of times. */
static size_t unit_name_length(const char *unit)
{
    const char *note = strstr(unit, " (");
    return note ? (size_t)(note - unit) : strlen(unit);
}

double wl_answer_unit_scale(const char *word, size_t len, const char *unit)
{
    if (!unit || !*unit || len == 0)
        return 0;
    size_t ulen = unit_name_length(unit);
    if (len == ulen && strncasecmp(word, unit, len) == 0)
        return 1;
    if (ulen > 1 && unit[ulen - 1] == 's' && len == ulen - 1 && strncasecmp(word, unit, len) == 0)
        return 1;
    for (size_t i = 0; i < sizeof unit_words / sizeof unit_words[0]; i++)
        if (strlen(unit_words[i].unit) == ulen && strncmp(unit_words[i].unit, unit, ulen) == 0 &&
            strlen(unit_words[i].word) == len && strncasecmp(word, unit_words[i].word, len) == 0)
            return unit_words[i].scale;
    return 0;
}

/* A number written glued to a word ("3.1x", "200%", "2wavefronts",
 * "2.75TB/s"): the number times what `scale` gives for the word in unit's
 * terms (0: not such a word). */
typedef double (*word_scale)(const char *word, size_t len, const char *unit);

static int number_glued(const char *word, const char *unit, word_scale scale, wl_quantity *out)
{
    const char *why;
    size_t digits = strspn(word, "0123456789.");
    char num[40];
    if (digits == 0 || digits >= sizeof num)
        return -1;
    snprintf(num, sizeof num, "%.*s", (int)digits, word);
    double k = scale(word + digits, strlen(word + digits), unit);
    if (k == 0 || wl_quantity_parse(num, out, &why) != 0 || out->dim != WL_QTY_NONE)
        return -1;
    out->value *= k;
    return 0;
}

int wl_answer_thousands(const char *text, char *out, size_t outsz)
{
    const char *s = text;
    while (isspace((unsigned char)*s))
        s++;
    size_t lead = strspn(s, "0123456789");
    if (lead == 0 || lead > 3 || s[lead] != ',')
        return 0;
    char digits[64];
    size_t n = 0;
    memcpy(digits, s, lead);
    n = lead;
    s += lead;
    while (*s == ',' && strspn(s + 1, "0123456789") == 3 && n + 3 < sizeof digits) {
        memcpy(digits + n, s + 1, 3);
        n += 3;
        s += 4;
    }
    /* What follows the number: a unit, never another digit or comma. */
    if (isdigit((unsigned char)*s) || strpbrk(s, "0123456789,;") != NULL)
        return 0;
    return snprintf(out, outsz, "%.*s%s", (int)n, digits, s) < (int)outsz;
}

/* "8" and "sectors" read together: the number with a unit after it. */
static int with_unit(const wl_quantity *bare, const char *word, size_t len, wl_quantity *out)
{
    char both[96];
    const char *why;
    snprintf(both, sizeof both, "%.17g %.*s", bare->value, (int)(len < 64 ? len : 64), word);
    return wl_quantity_parse(both, out, &why);
}

/* Rates the lessons write ("2.75 TB/s", "GiB/s"): bytes per second of
 * each, so a guess in one scales into the prompt's rate unit. */
static double rate_bytes(const char *word, size_t len)
{
    static const struct {
        const char *name;
        double bytes;
    } rates[] = {{"B/s", 1},           {"kB/s", 1e3},           {"MB/s", 1e6},
                 {"GB/s", 1e9},        {"TB/s", 1e12},          {"KiB/s", 1024.0},
                 {"MiB/s", 1048576.0}, {"GiB/s", 1073741824.0}, {"TiB/s", 1099511627776.0}};
    for (size_t i = 0; i < sizeof rates / sizeof rates[0]; i++)
        if (strlen(rates[i].name) == len && strncasecmp(word, rates[i].name, len) == 0)
            return rates[i].bytes;
    return 0;
}

/* The factor a number in the rate `word` takes to be in the prompt's rate
 * unit; 0 when either is no rate. */
static double rate_scale(const char *word, size_t len, const char *unit)
{
    double have = rate_bytes(word, len), want = unit ? rate_bytes(unit, strlen(unit)) : 0;
    return have > 0 && want > 0 ? have / want : 0;
}

/* A percentage typed where the unit is another (how many times): which
 * number it stands for is not clear, so the question's unit is asked for. */
static bool percent_asked(const char *word, const char *unit, char *why, size_t whysz)
{
    if (!unit || !*unit || (!strchr(word, '%') && strcasecmp(word, "percent") != 0))
        return false;
    snprintf(why, whysz, "'%s' is a percentage: this question asks for %s, type numbers of %s",
             word, unit, unit);
    return true;
}

/* A unit word for a number ("times", "x", "GB/s", "sectors") turned into
 * the number in it; -1 when the word is no unit of this prompt. */
static int unit_after(const wl_quantity *bare, const char *word, size_t len, const char *unit,
                      wl_quantity *out)
{
    double scale = wl_answer_unit_scale(word, len, unit); /* "2 wavefronts", "2 x" */
    if (scale == 0)
        scale = rate_scale(word, len, unit); /* "2.75 TB/s" where GB/s are asked for */
    if (scale > 0) {
        *out = (wl_quantity){bare->value * scale, WL_QTY_NONE};
        return 0;
    }
    return with_unit(bare, word, len, out); /* "8 sectors", "1 KiB" */
}

/* "per request" (or "a request", "per warp") after a unit: the length of
 * the phrase to read past from s, the blanks before its second word
 * included; 0 when s starts no such phrase. */
static size_t per_phrase(const char *s)
{
    static const char *const what[] = {"request", "req", "warp", "instruction"};
    size_t first = strcspn(s, " \t,;");
    if (!(first == 3 && strncasecmp(s, "per", 3) == 0) && !(first == 1 && tolower(*s) == 'a'))
        return 0;
    size_t gap = strspn(s + first, " \t");
    const char *w = s + first + gap;
    size_t wlen = strcspn(w, " \t,;.");
    for (size_t i = 0; i < sizeof what / sizeof what[0]; i++)
        if (gap > 0 && strlen(what[i]) == wlen && strncasecmp(w, what[i], wlen) == 0)
            return first + gap + wlen;
    return 0;
}

/* What a reader of at most max numbers asks for: "type 1 number of
 * times", "type numbers of sectors, separated by spaces or commas". */
static void numbers_wanted(int max, const char *unit, char *out, size_t outsz)
{
    bool named = unit && *unit;
    if (max == 1)
        snprintf(out, outsz, "type 1 number%s%s", named ? " of " : "", named ? unit : "");
    else
        snprintf(out, outsz, "type numbers%s%s, " WL_ANSWER_SEPARATORS, named ? " of " : "",
                 named ? unit : "");
}

/* "0-32": a range where each value is asked for. */
static bool is_range(const char *word)
{
    size_t a = strspn(word, "0123456789");
    return a > 0 && word[a] == '-' && strspn(word + a + 1, "0123456789") > 0 &&
           word[a + 1 + strspn(word + a + 1, "0123456789")] == '\0';
}

/* Numbers with no unit of their own yet: a unit written after several
 * ("8 16 32 32 sectors/req", "2 4 x") is the unit of every one of them. */
typedef struct bare_run {
    int from;       /* the first number still without a unit; n when none */
    bool unit_seen; /* the word before was a unit: "per request" may follow */
} bare_run;

static int apply_unit(wl_quantity *out, int n, bare_run *run, const char *s, size_t len,
                      const char *unit)
{
    wl_quantity q; /* "sectors/req": wl_quantity_parse reads "/req" past */
    if (run->from >= n || unit_after(&out[n - 1], s, len, unit, &q) != 0)
        return -1;
    for (int i = run->from; i < n; i++)
        if (unit_after(&out[i], s, len, unit, &out[i]) != 0)
            return -1; /* not reached: the word is a unit of any number */
    run->from = n;
    run->unit_seen = true;
    return 0;
}

/* An item left empty between commas (or semicolons), or before the first
 * or after the last ("8,,16", ",8", "8,"): a number left out, or one
 * typed twice as a separator; said, never skipped. */
static bool empty_item(const char *text)
{
    bool open = true; /* no item yet since the start or the last separator */
    for (const char *s = text; *s; s++) {
        if (*s == ',' || *s == ';') {
            if (open)
                return true;
            open = true;
        } else if (!isspace((unsigned char)*s)) {
            open = false;
        }
    }
    return open && strpbrk(text, ",;") != NULL;
}

/* Two words that make one: a count in words ("thirty two", read as one
 * number) or a unit's own size before it ("32-byte sectors", read as
 * the unit). The length of s to take as one word: len, or more. *sized
 * is set when s is such a size, right (0) or not the unit's (-1). */
static size_t joined_length(const char *s, size_t len, int *sized, const char **qwhy)
{
    const char *next = s + len + strspn(s + len, " \t");
    size_t nlen = strcspn(next, " \t,;");
    char both[96];
    wl_quantity q;
    *sized = 1;
    if (next == s + len || nlen == 0 || nlen > 40 || len > 40)
        return len;
    bool letters = isalpha((unsigned char)s[0]);
    bool size =
        !letters && strspn(s, "0123456789") + 5 == len && strncasecmp(s + len - 5, "-byte", 5) == 0;
    if (letters) {
        snprintf(both, sizeof both, "%.*s %.*s", (int)len, s, (int)nlen, next);
        if (wl_quantity_parse(both, &q, qwhy) == 0 && q.dim == WL_QTY_NONE)
            return (size_t)(next - s) + nlen;
    } else if (size) {
        snprintf(both, sizeof both, "1 %.*s %.*s", (int)len, s, (int)nlen, next);
        *sized = wl_quantity_parse(both, &q, qwhy) == 0 ? 0 : -1;
    }
    return len;
}

/* Whether "and" is followed by a number to join (not by nothing, a comma
 * or another "and", which leave an item empty, as "8," does). */
static bool and_joins(const char *rest)
{
    rest += strspn(rest, " \t");
    return *rest && *rest != ',' && *rest != ';' &&
           !(strncasecmp(rest, "and", 3) == 0 && strchr(" \t,;", rest[3]));
}

int wl_answer_quantities(const char *text, const char *unit, wl_quantity *out, int max, char *why,
                         size_t whysz)
{
    int n = 0;
    bare_run run = {0, false};
    if (empty_item(text)) {
        char want[120];
        numbers_wanted(max, unit, want, sizeof want);
        snprintf(why, whysz, "'%.40s' has an empty item between its commas: %s", text, want);
        return -1;
    }
    for (const char *s = text; *s;) {
        if (isspace((unsigned char)*s) || *s == ',' || *s == ';') {
            s++;
            continue;
        }
        size_t len = strcspn(s, " \t,;"), per;
        char word[64];
        wl_quantity q;
        const char *qwhy = NULL;
        int sized;
        if (run.unit_seen && (per = per_phrase(s)) > 0) {
            s += per; /* "8 16 32 32 sectors per request" */
            continue;
        }
        if (n > 0 && len == 3 && strncasecmp(s, "and", 3) == 0 && and_joins(s + len)) {
            s += len; /* "8, 16 and 32": a separator in words */
            continue;
        }
        len = joined_length(s, len, &sized, &qwhy);
        if (sized == 0) { /* "32-byte" before "sectors": the unit says it */
            s += len;
            continue;
        }
        if (sized < 0) {
            snprintf(why, whysz, "'%.*s': %s", (int)(len < 40 ? len : 40), s, qwhy);
            return -1;
        }
        snprintf(word, sizeof word, "%.*s", (int)(len < 63 ? len : 63), s);
        if (wl_quantity_parse(word, &q, &qwhy) == 0 ||
            number_glued(word, unit, rate_scale, &q) == 0 ||
            number_glued(word, unit, wl_answer_unit_scale, &q) == 0) {
            if (n == max) {
                char want[120];
                numbers_wanted(max, unit, want, sizeof want);
                snprintf(why, whysz, "more numbers than asked for: %s", want);
                return -1;
            }
            out[n++] = q;
            /* a unit read with it ("8sectors", "2x"); a count in words is bare */
            run.unit_seen = q.dim != WL_QTY_NONE || (!isalpha((unsigned char)word[0]) &&
                                                     strspn(word, "0123456789.") < strlen(word));
            if (run.unit_seen)
                run.from = n;
        } else if (apply_unit(out, n, &run, s, len, unit) == 0) {
        } else if (percent_asked(word, unit, why, whysz)) {
            return -1;
        } else if (is_range(word)) {
            snprintf(why, whysz, "'%s' is a range: type each value, " WL_ANSWER_SEPARATORS, word);
            return -1;
        } else if (qwhy == wl_quantity_too_many_digits) { /* a number, refused as typed */
            snprintf(why, whysz, "'%s': %s", word, qwhy);
            return -1;
        } else {
            char want[120];
            numbers_wanted(max, unit, want, sizeof want);
            snprintf(why, whysz, "'%s' is not understood: %s", word, want);
            return -1;
        }
        s += len;
    }
    if (n == 0)
        numbers_wanted(max, unit, why, whysz);
    return n > 0 ? n : -1;
}
