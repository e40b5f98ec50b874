/* Character references in lesson text: the few named ones prose needs and
 * every numeric one. */
#include <stdlib.h>
#include <string.h>

#include "wl_lesson_state.h"

typedef struct named_entity {
    const char *name;
    unsigned codepoint;
} named_entity;

static const named_entity named[] = {
    {"amp", '&'},       {"lt", '<'},     {"gt", '>'},       {"quot", '"'},
    {"apos", '\''},     {"nbsp", 0xA0},  {"ndash", 0x2013}, {"mdash", 0x2014},
    {"hellip", 0x2026}, {"times", 0xD7}, {"rarr", 0x2192},  {"larr", 0x2190},
    {"le", 0x2264},     {"ge", 0x2265},  {"minus", 0x2212}, {"asymp", 0x2248},
};

static size_t utf8_encode(unsigned cp, char out[8])
{
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

static int numeric_codepoint(const char *body, size_t n, unsigned *cp)
{
    char buf[16];
    int hex = n > 1 && (body[1] == 'x' || body[1] == 'X');
    size_t skip = hex ? 2 : 1;
    if (n <= skip || n - skip >= sizeof buf)
        return -1;
    memcpy(buf, body + skip, n - skip);
    buf[n - skip] = '\0';
    char *end = NULL;
    unsigned long v = strtoul(buf, &end, hex ? 16 : 10);
    if (*end != '\0' || v == 0 || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
        return -1;
    *cp = (unsigned)v;
    return 0;
}

int wl_entity_decode(const char *ent, size_t n, char out[8], size_t *outlen)
{
    if (n < 3 || ent[0] != '&' || ent[n - 1] != ';')
        return -1;
    const char *body = ent + 1;
    size_t blen = n - 2;
    unsigned cp = 0;
    if (body[0] == '#') {
        if (numeric_codepoint(body, blen, &cp) != 0)
            return -1;
    } else {
        size_t i = 0, count = sizeof named / sizeof named[0];
        while (i < count && !(strlen(named[i].name) == blen && !strncmp(named[i].name, body, blen)))
            i++;
        if (i == count)
            return -1;
        cp = named[i].codepoint;
    }
    *outlen = utf8_encode(cp, out);
    return 0;
}
