#include "wl_json.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "wl_strings.h"

void wl_json_string(FILE *out, const char *s)
{
    size_t left = s ? strlen(s) : 0;
    fputc('"', out);
    while (left > 0) {
        unsigned char c = (unsigned char)*s;
        size_t n = c < 0x80 ? 1 : wl_utf8_seq_len(s, left);
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c < 0x20 || c == 0x7f)
            fprintf(out, "\\u%04x", c);
        else if (n == 0) /* a byte that is not UTF-8 (a file name may hold any) */
            fputs("\\ufffd", out);
        else
            fwrite(s, 1, n, out);
        n = n ? n : 1;
        s += n;
        left -= n;
    }
    fputc('"', out);
}

/* The word at text[k..) outside a string: true, false, null, or the e of a
 * number's exponent ("1.5e+09": preceded by a digit). */
static bool allowed_word(const char *text, size_t k, size_t n)
{
    static const char *const words[] = {"true", "false", "null"};
    for (size_t w = 0; w < 3; w++)
        if (strlen(words[w]) == n && strncmp(text + k, words[w], n) == 0)
            return true;
    return n == 1 && (text[k] == 'e' || text[k] == 'E') && k > 0 &&
           isdigit((unsigned char)text[k - 1]);
}

int wl_json_check(const char *text, size_t len, wl_error *err)
{
    size_t bad = wl_utf8_invalid_at(text, len);
    if (bad < len)
        return wl_fail(err, "byte %zu is not UTF-8", bad);
    for (size_t k = 0; k < len;) {
        unsigned char c = (unsigned char)text[k];
        if (c == '"') {
            size_t start = k++;
            while (k < len && text[k] != '"') {
                if ((unsigned char)text[k] < 0x20)
                    return wl_fail(err, "a raw control character in a string at byte %zu", k);
                k += text[k] == '\\' ? 2 : 1;
            }
            if (k >= len)
                return wl_fail(err, "a string opened at byte %zu is not closed", start);
            k++;
        } else if (isalpha(c)) {
            size_t n = 0;
            while (k + n < len && isalpha((unsigned char)text[k + n]))
                n++;
            if (!allowed_word(text, k, n))
                return wl_fail(err, "'%.*s' is not a JSON value (a figure is not finite)",
                               (int)(n > 16 ? 16 : n), text + k);
            k += n;
        } else {
            k++;
        }
    }
    return 0;
}

int wl_json_emit(FILE *out, void (*write)(FILE *f, const void *ctx), const void *ctx, wl_error *err)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&buf, &len);
    wl_error why;
    if (!mem)
        return wl_fail(err, "no JSON written: out of memory");
    write(mem, ctx);
    int rc = 0;
    if (fclose(mem) != 0)
        rc = wl_fail(err, "no JSON written: out of memory");
    else if (wl_json_check(buf, len, &why) != 0)
        rc = wl_fail(err, "no JSON written: %s", why.msg);
    else if (fwrite(buf, 1, len, out) != len)
        rc = wl_fail(err, "the JSON could not be written");
    free(buf);
    return rc;
}
