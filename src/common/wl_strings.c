#include "wl_strings.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int wl_array_reserve(void **items, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return 0;
    size_t ncap = *cap ? *cap : 8;
    while (ncap < need)
        ncap *= 2;
    if (ncap > SIZE_MAX / elem)
        return -1;
    void *p = realloc(*items, ncap * elem);
    if (!p)
        return -1;
    *items = p;
    *cap = ncap;
    return 0;
}

int wl_strbuf_append(wl_strbuf *b, const char *s, size_t n)
{
    if (wl_array_reserve((void **)&b->data, &b->cap, b->len + n + 1, 1) != 0)
        return -1;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
    return 0;
}

char *wl_strbuf_take(wl_strbuf *b)
{
    if (!b->data && wl_strbuf_append(b, "", 0) != 0)
        return NULL;
    char *s = b->data;
    *b = (wl_strbuf){0};
    return s;
}

void wl_strbuf_free(wl_strbuf *b)
{
    free(b->data);
    *b = (wl_strbuf){0};
}

char *wl_strndup(const char *s, size_t n)
{
    char *p = malloc(n + 1);
    if (p) {
        memcpy(p, s, n);
        p[n] = '\0';
    }
    return p;
}

char *wl_trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n > 0 && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
    return s;
}

size_t wl_utf8_seq_len(const char *text, size_t left)
{
    const unsigned char *s = (const unsigned char *)text;
    if (s[0] < 0x80)
        return s[0] ? 1 : 0;
    size_t n = s[0] >= 0xF0 ? 4 : s[0] >= 0xE0 ? 3 : s[0] >= 0xC2 ? 2 : 0;
    if (n == 0 || s[0] > 0xF4 || n > left)
        return 0;
    for (size_t i = 1; i < n; i++)
        if ((s[i] & 0xC0) != 0x80)
            return 0;
    if ((s[0] == 0xE0 && s[1] < 0xA0) || (s[0] == 0xED && s[1] >= 0xA0) ||
        (s[0] == 0xF0 && s[1] < 0x90) || (s[0] == 0xF4 && s[1] >= 0x90))
        return 0;
    return n;
}

size_t wl_utf8_invalid_at(const char *text, size_t size)
{
    size_t i = 0;
    while (i < size) {
        size_t n = wl_utf8_seq_len(text + i, size - i);
        if (n == 0)
            return i;
        i += n;
    }
    return size;
}

int wl_lines_index(wl_lines *l, const char *text, size_t size)
{
    size_t cap = 0;
    *l = (wl_lines){.text = text, .size = size};
    for (size_t i = 0; i <= size; i++) {
        if (i == 0 || text[i - 1] == '\n') {
            if (wl_array_reserve((void **)&l->starts, &cap, l->count + 1, sizeof(size_t)) != 0) {
                wl_lines_free(l);
                return -1;
            }
            l->starts[l->count++] = i;
        }
    }
    return 0;
}

int wl_lines_at(const wl_lines *l, size_t offset)
{
    size_t lo = 0, hi = l->count; /* answer: last start <= offset */
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (l->starts[mid] <= offset)
            lo = mid;
        else
            hi = mid;
    }
    return (int)lo + 1;
}

int wl_lines_of(const wl_lines *l, const char *p)
{
    /* md4c hands out pointers into the source for most text; compare as
     * integers so a pointer into another buffer is simply "not ours". */
    uintptr_t base = (uintptr_t)l->text, q = (uintptr_t)p;
    if (!p || q < base || q > base + l->size)
        return 0;
    return wl_lines_at(l, (size_t)(q - base));
}

void wl_lines_free(wl_lines *l)
{
    free(l->starts);
    *l = (wl_lines){0};
}

int wl_for_each_item(const char *list, int (*item)(const char *piece, void *ctx), void *ctx)
{
    char buf[512];
    if (!list || strlen(list) >= sizeof buf || !*list)
        return -1;
    strcpy(buf, list);
    char *p = buf;
    for (;;) {
        char *comma = strchr(p, ',');
        if (comma)
            *comma = '\0';
        int rc = item(p, ctx);
        if (rc != 0)
            return rc;
        if (!comma)
            return 0;
        p = comma + 1;
    }
}

const char *wl_gpu_short_name(const char *name)
{
    static const char vendor[] = "NVIDIA ";
    return strncmp(name, vendor, sizeof vendor - 1) == 0 ? name + sizeof vendor - 1 : name;
}

char *wl_next_line(char **cursor)
{
    char *line = *cursor;
    if (!line || !*line)
        return NULL;
    char *nl = strchr(line, '\n');
    if (nl) {
        *nl = '\0';
        *cursor = nl + 1;
    } else {
        *cursor = line + strlen(line);
    }
    size_t len = strlen(line);
    if (len > 0 && line[len - 1] == '\r')
        line[len - 1] = '\0';
    return line;
}
