/* A strict JSON reader (wl_json_read.h): recursive descent over the text,
 * with the depth bounded so a hostile file cannot exhaust the stack. */
#include "wl_json_read.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_strings.h"

typedef struct parser {
    const char *s, *end, *start, *path;
    wl_error *err;
} parser;

/* "path:LINE: column C: why", as every content file's errors say where. */
static int fail(parser *p, const char *why)
{
    long line = 1;
    const char *from = p->start;
    for (const char *c = p->start; c < p->s; c++)
        if (*c == '\n') {
            line++;
            from = c + 1;
        }
    return wl_fail(p->err, "%s:%ld: column %ld: %s", p->path, line, (long)(p->s - from) + 1, why);
}

static void skip_space(parser *p)
{
    while (p->s < p->end && (*p->s == ' ' || *p->s == '\t' || *p->s == '\n' || *p->s == '\r'))
        p->s++;
}

static int literal(parser *p, const char *word)
{
    size_t n = strlen(word);
    if ((size_t)(p->end - p->s) < n || memcmp(p->s, word, n) != 0)
        return fail(p, "not a JSON value");
    p->s += n;
    return 0;
}

static int hex4(parser *p, unsigned *out)
{
    *out = 0;
    for (int i = 0; i < 4; i++, p->s++) {
        char c = p->s < p->end ? *p->s : 0;
        int d = c >= '0' && c <= '9'   ? c - '0'
                : c >= 'a' && c <= 'f' ? c - 'a' + 10
                : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                       : -1;
        if (d < 0)
            return fail(p, "\\u needs four hex digits");
        *out = *out * 16 + (unsigned)d;
    }
    return 0;
}

static size_t put_utf8(char *o, unsigned c)
{
    if (c < 0x80)
        return o[0] = (char)c, 1;
    if (c < 0x800)
        return o[0] = (char)(0xC0 | c >> 6), o[1] = (char)(0x80 | (c & 0x3F)), 2;
    if (c < 0x10000)
        return o[0] = (char)(0xE0 | c >> 12), o[1] = (char)(0x80 | ((c >> 6) & 0x3F)),
               o[2] = (char)(0x80 | (c & 0x3F)), 3;
    o[0] = (char)(0xF0 | c >> 18);
    o[1] = (char)(0x80 | ((c >> 12) & 0x3F));
    o[2] = (char)(0x80 | ((c >> 6) & 0x3F));
    o[3] = (char)(0x80 | (c & 0x3F));
    return 4;
}

/* \uXXXX, with a surrogate pair joined; p->s just after the 'u'. */
static int unicode_escape(parser *p, char *o, size_t *n)
{
    unsigned c, lo;
    if (hex4(p, &c) != 0)
        return -1;
    if (c >= 0xD800 && c < 0xDC00) {
        if (p->end - p->s < 2 || p->s[0] != '\\' || p->s[1] != 'u')
            return fail(p, "a lone surrogate");
        p->s += 2;
        if (hex4(p, &lo) != 0)
            return -1;
        if (lo < 0xDC00 || lo > 0xDFFF)
            return fail(p, "a lone surrogate");
        c = 0x10000 + ((c - 0xD800) << 10) + (lo - 0xDC00);
    } else if (c >= 0xDC00 && c <= 0xDFFF) {
        return fail(p, "a lone surrogate");
    }
    if (c == 0)
        return fail(p, "\\u0000 in a string");
    *n += put_utf8(o + *n, c);
    return 0;
}

/* One character written as itself beyond ASCII; p->s just after its first
 * byte. RFC 8259 text is UTF-8, and warplab writes nothing else (a byte
 * that is not becomes U+FFFD), so a string holding such a byte is not an
 * export: refused here, for every string, not left to each field's reader.
 * C1 controls and bidirectional overrides are UTF-8 and a student may type
 * them; they are read as they are and shown escaped (wl_printable). */
static int utf8_char(parser *p, char *o, size_t *n)
{
    const char *at = p->s - 1;
    size_t len = wl_utf8_seq_len(at, (size_t)(p->end - at));
    if (len == 0) {
        p->s = at;
        char why[64];
        snprintf(why, sizeof why, "byte 0x%02x in a string is not UTF-8", (unsigned char)*at);
        return fail(p, why);
    }
    memcpy(o + *n, at, len);
    *n += len;
    p->s = at + len;
    return 0;
}

/* A string; p->s at its opening quote. The text's own length bounds it. */
static int string(parser *p, char **out)
{
    p->s++;
    char *o = malloc((size_t)(p->end - p->s) + 1);
    size_t n = 0;
    if (!o)
        return fail(p, "out of memory");
    while (p->s < p->end && *p->s != '"') {
        unsigned char c = (unsigned char)*p->s++;
        if (c < 0x20) {
            free(o);
            return fail(p, "a control character in a string");
        }
        if (c >= 0x80) {
            if (utf8_char(p, o, &n) != 0) {
                free(o);
                return -1;
            }
            continue;
        }
        if (c != '\\') {
            o[n++] = (char)c;
            continue;
        }
        char e = p->s < p->end ? *p->s++ : 0;
        const char *from = "\"\\/bfnrt", *to = "\"\\/\b\f\n\r\t", *at = e ? strchr(from, e) : NULL;
        if (at)
            o[n++] = to[at - from];
        else if (e != 'u' || unicode_escape(p, o, &n) != 0) {
            free(o);
            return e == 'u' ? -1 : fail(p, "an unknown escape in a string");
        }
    }
    if (p->s >= p->end) {
        free(o);
        return fail(p, "a string that does not end");
    }
    p->s++;
    o[n] = '\0';
    *out = o;
    return 0;
}

static int number(parser *p, double *out)
{
    const char *b = p->s;
    if (p->s < p->end && *p->s == '-')
        p->s++;
    if (p->s >= p->end || *p->s < '0' || *p->s > '9')
        return fail(p, "not a JSON value");
    if (*p->s == '0' && p->s + 1 < p->end && p->s[1] >= '0' && p->s[1] <= '9')
        return fail(p, "a number with a leading zero");
    while (p->s < p->end && ((*p->s >= '0' && *p->s <= '9') || strchr(".eE+-", *p->s)))
        p->s++;
    char buf[64], *end;
    if ((size_t)(p->s - b) >= sizeof buf)
        return fail(p, "a number too long");
    memcpy(buf, b, (size_t)(p->s - b));
    buf[p->s - b] = '\0';
    errno = 0;
    *out = strtod(buf, &end);
    if (*end || errno == ERANGE || !isfinite(*out) || buf[strlen(buf) - 1] == '.' ||
        strstr(buf, ".e") || strstr(buf, ".E"))
        return fail(p, "not a JSON number");
    return 0;
}

static int value(parser *p, wl_jv *v, int depth);

/* Appends one item (and its key) to an array or object. */
static wl_jv *grow(parser *p, wl_jv *v, char *key)
{
    wl_jv *items = realloc(v->item, (v->n + 1) * sizeof *items);
    char **keys = v->kind == WL_JV_OBJECT ? realloc(v->key, (v->n + 1) * sizeof *keys) : NULL;
    if (items)
        v->item = items;
    if (keys)
        v->key = keys;
    if (!items || (v->kind == WL_JV_OBJECT && !keys)) {
        free(key);
        fail(p, "out of memory");
        return NULL;
    }
    if (keys)
        keys[v->n] = key;
    memset(&items[v->n], 0, sizeof *items);
    return &items[v->n++];
}

static int cmp_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A member named twice: which of the two a reader takes is up to the
 * reader (RFC 8259, 4), so a file that names one twice says two things and
 * is refused, as an INI key given twice is. Sorted, not compared pairwise:
 * an object of many members stays quick. */
static int unique_members(parser *p, const wl_jv *v)
{
    if (v->kind != WL_JV_OBJECT || v->n < 2)
        return 0;
    char **names = malloc(v->n * sizeof *names);
    if (!names)
        return fail(p, "out of memory");
    memcpy(names, v->key, v->n * sizeof *names);
    qsort(names, v->n, sizeof *names, cmp_name);
    const char *twice = NULL;
    for (size_t i = 1; i < v->n && !twice; i++)
        if (strcmp(names[i - 1], names[i]) == 0)
            twice = names[i];
    int rc = 0;
    if (twice) {
        char why[160];
        snprintf(why, sizeof why, "the member \"%.100s\" is given twice in one object", twice);
        rc = fail(p, why);
    }
    free(names);
    return rc;
}

static int members(parser *p, wl_jv *v, int depth, char close)
{
    p->s++;
    skip_space(p);
    if (p->s < p->end && *p->s == close) {
        p->s++;
        return 0;
    }
    for (;;) {
        char *key = NULL;
        skip_space(p);
        if (close == '}') {
            if (p->s >= p->end || *p->s != '"')
                return fail(p, "an object's member needs a quoted name");
            if (string(p, &key) != 0)
                return -1;
            skip_space(p);
            if (p->s >= p->end || *p->s != ':') {
                free(key);
                return fail(p, "a ':' after a member's name");
            }
            p->s++;
        }
        wl_jv *item = grow(p, v, key);
        if (!item || value(p, item, depth + 1) != 0)
            return -1;
        skip_space(p);
        if (p->s < p->end && *p->s == ',') {
            p->s++;
            continue;
        }
        if (p->s < p->end && *p->s == close) {
            p->s++;
            return unique_members(p, v);
        }
        return fail(p, close == '}' ? "',' or '}' expected" : "',' or ']' expected");
    }
}

static int value(parser *p, wl_jv *v, int depth)
{
    skip_space(p);
    if (depth > WL_JSON_DEPTH_MAX)
        return fail(p, "nested too deep");
    if (p->s >= p->end)
        return fail(p, "the text ends where a value should be");
    switch (*p->s) {
    case '{':
        v->kind = WL_JV_OBJECT;
        return members(p, v, depth, '}');
    case '[':
        v->kind = WL_JV_ARRAY;
        return members(p, v, depth, ']');
    case '"':
        v->kind = WL_JV_STRING;
        return string(p, &v->str);
    case 't':
        v->kind = WL_JV_BOOL;
        v->b = true;
        return literal(p, "true");
    case 'f':
        v->kind = WL_JV_BOOL;
        return literal(p, "false");
    case 'n':
        v->kind = WL_JV_NULL;
        return literal(p, "null");
    default:
        v->kind = WL_JV_NUMBER;
        return number(p, &v->num);
    }
}

int wl_json_parse(const char *path, const char *text, size_t len, wl_jv *out, wl_error *err)
{
    parser p = {text, text + len, text, path, err};
    memset(out, 0, sizeof *out);
    int rc = value(&p, out, 0);
    skip_space(&p);
    if (rc == 0 && p.s != p.end)
        rc = fail(&p, "text after the JSON value");
    if (rc != 0)
        wl_jv_free(out);
    return rc;
}

void wl_jv_free(wl_jv *v)
{
    for (size_t i = 0; i < v->n; i++) {
        wl_jv_free(&v->item[i]);
        if (v->key)
            free(v->key[i]);
    }
    free(v->item);
    free(v->key);
    free(v->str);
    memset(v, 0, sizeof *v);
}

const wl_jv *wl_jv_get(const wl_jv *v, const char *key)
{
    if (!v || v->kind != WL_JV_OBJECT)
        return NULL;
    for (size_t i = 0; i < v->n; i++)
        if (v->key[i] && strcmp(v->key[i], key) == 0)
            return &v->item[i];
    return NULL;
}
