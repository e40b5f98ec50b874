/* Generic text helpers: growable strings and arrays, UTF-8 validation, and
 * mapping byte offsets of a source text to line numbers. */
#ifndef WL_STRINGS_H
#define WL_STRINGS_H

#include <stdbool.h>
#include <stddef.h>

typedef struct wl_strbuf {
    char *data; /* NUL-terminated once anything was appended */
    size_t len, cap;
} wl_strbuf;

int wl_strbuf_append(wl_strbuf *b, const char *s, size_t n);
/* Hands the string over (never NULL on success) and empties the buffer. */
char *wl_strbuf_take(wl_strbuf *b);
void wl_strbuf_free(wl_strbuf *b);

/* Makes room for `need` elements of `elem` bytes in *items (capacity *cap). */
int wl_array_reserve(void **items, size_t *cap, size_t need, size_t elem);

char *wl_strndup(const char *s, size_t n);

/* Cuts the blanks (isspace) off both ends of s in place; returns where the
 * text now starts. */
char *wl_trim(char *s);

/* Length of the UTF-8 sequence starting at s (at most `left` bytes), or 0
 * when it is malformed, overlong, a surrogate, beyond U+10FFFF or NUL. */
size_t wl_utf8_seq_len(const char *s, size_t left);

/* Offset of the first byte that breaks UTF-8 (or is NUL), or `size` when the
 * whole text is valid. */
size_t wl_utf8_invalid_at(const char *text, size_t size);

/* A comma-separated list of names or numbers ("1,4", "f32,f64"): calls
 * item() for each piece; stops at the first non-zero return. */
int wl_for_each_item(const char *list, int (*item)(const char *piece, void *ctx), void *ctx);

/* Splits a NUL-terminated text into lines in place: returns the line at
 * *cursor (its newline and a carriage return before it removed) and moves
 * *cursor past it; NULL once nothing follows the last newline. Blank lines
 * come back as "". */
char *wl_next_line(char **cursor);

/* Line starts of a text, so a pointer into it can be turned into a line. */
typedef struct wl_lines {
    const char *text;
    size_t size;
    size_t *starts; /* byte offset where each line begins */
    size_t count;
} wl_lines;

int wl_lines_index(wl_lines *l, const char *text, size_t size);
/* 1-based line of p, or 0 when p does not point into the text. */
int wl_lines_of(const wl_lines *l, const char *p);
/* 1-based line of a byte offset (clamped to the text). */
int wl_lines_at(const wl_lines *l, size_t offset);
void wl_lines_free(wl_lines *l);

/* A GPU's name as a screen shows it, without the vendor: "NVIDIA H200" is
 * "H200". The result points into name. */
const char *wl_gpu_short_name(const char *name);

#endif
