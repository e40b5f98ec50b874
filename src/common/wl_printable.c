#include "wl_printable.h"

#include "wl_strings.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

/* Length of the UTF-8 sequence at s (1..4) with its code point, or 0 when the
 * bytes are not UTF-8 (the one rule: wl_utf8_seq_len). */
static int utf8_decode(const unsigned char *s, size_t avail, uint32_t *cp)
{
    size_t len = wl_utf8_seq_len((const char *)s, avail);
    if (len == 0)
        return 0;
    uint32_t c = len == 1 ? s[0] : s[0] & (0x7F >> len);
    for (size_t i = 1; i < len; i++)
        c = (c << 6) | (s[i] & 0x3F);
    *cp = c;
    return (int)len;
}

static bool is_control(uint32_t c)
{
    return (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || (c >= 0x7F && c <= 0x9F);
}

/* Characters that reorder the text around them: shown as escapes so a name
 * cannot pretend to be another one. */
static bool is_bidi_control(uint32_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x2028 ||
           c == 0x2029;
}

size_t wl_control_at(const char *text, size_t size)
{
    const unsigned char *s = (const unsigned char *)text;
    for (size_t i = 0; i < size; i++) {
        if (is_control(s[i]) && s[i] < 0x80)
            return i;
        /* C1 controls arrive in UTF-8 as C2 80..C2 9F. */
        if (s[i] == 0xC2 && i + 1 < size && s[i + 1] >= 0x80 && s[i + 1] <= 0x9F)
            return i;
    }
    return size;
}

const char *wl_printable(const char *s, char *out, size_t outsz)
{
    const unsigned char *p = (const unsigned char *)(s ? s : "");
    size_t avail = strlen((const char *)p), o = 0;
    while (avail > 0) {
        char piece[16];
        uint32_t cp = 0;
        int len = utf8_decode(p, avail, &cp);
        size_t n;
        if (len == 0) {
            n = (size_t)snprintf(piece, sizeof piece, "\\x%02x", p[0]);
            len = 1;
        } else if (is_control(cp) || cp == '\t' || cp == '\n' || cp == '\r' ||
                   is_bidi_control(cp)) {
            n = (size_t)snprintf(piece, sizeof piece, cp < 0x80 ? "\\x%02x" : "\\u%04x",
                                 (unsigned)cp);
        } else {
            n = (size_t)len;
            memcpy(piece, p, n);
        }
        /* Keep room for "..." and the NUL when more text follows. */
        size_t reserve = avail > (size_t)len ? 4 : 1;
        if (o + n + reserve > outsz) {
            if (outsz >= 4 && o + 4 <= outsz) {
                memcpy(out + o, "...", 3);
                o += 3;
            }
            break;
        }
        memcpy(out + o, piece, n);
        o += n;
        p += len;
        avail -= (size_t)len;
    }
    out[o < outsz ? o : outsz - 1] = '\0';
    return out;
}

int wl_print(FILE *out, const char *fmt, ...)
{
    char raw[4096], clean[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(raw, sizeof raw, fmt, ap);
    va_end(ap);
    size_t len = strlen(raw);
    bool line_end = len > 0 && raw[len - 1] == '\n';
    if (line_end)
        raw[len - 1] = '\0';
    wl_printable(raw, clean, sizeof clean);
    return fprintf(out, "%s%s", clean, line_end ? "\n" : "");
}

/* The code point of a UTF-8 sequence of len bytes (checked by the caller). */
static wchar_t code_point(const unsigned char *s, size_t len)
{
    static const unsigned char lead_mask[] = {0, 0x7F, 0x1F, 0x0F, 0x07};
    wchar_t c = s[0] & lead_mask[len];
    for (size_t i = 1; i < len; i++)
        c = (c << 6) | (s[i] & 0x3F);
    return c;
}

int wl_display_width(const char *text)
{
    int w = 0;
    size_t left = strlen(text);
    for (const char *s = text; *s;) {
        size_t len = wl_utf8_seq_len(s, left);
        if (len == 0) { /* not UTF-8: wl_printable shows it escaped, so it is never here */
            w++;
            s++;
            left--;
            continue;
        }
        int cw = wcwidth(code_point((const unsigned char *)s, len));
        w += cw >= 0 ? cw : 1; /* a locale that does not know it (C): one column */
        s += len;
        left -= len;
    }
    return w;
}

void wl_print_padded(FILE *out, const char *text, int width)
{
    char shown[1024];
    wl_printable(text, shown, sizeof shown);
    fputs(shown, out);
    for (int w = wl_display_width(shown); w < width; w++)
        fputc(' ', out);
}
