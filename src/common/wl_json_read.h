/* Reading JSON back: strict RFC 8259 text into a small tree, for the one
 * place warplab reads what it wrote (a progress export given to `warplab
 * class`). Nothing beyond the standard: no comments, no trailing commas, no
 * NaN; nesting at most WL_JSON_DEPTH_MAX deep. */
#ifndef WL_JSON_READ_H
#define WL_JSON_READ_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_error.h"

#define WL_JSON_DEPTH_MAX 32

typedef enum wl_jv_kind {
    WL_JV_NULL,
    WL_JV_BOOL,
    WL_JV_NUMBER,
    WL_JV_STRING,
    WL_JV_ARRAY,
    WL_JV_OBJECT
} wl_jv_kind;

typedef struct wl_jv {
    wl_jv_kind kind;
    bool b;
    double num;
    char *str;          /* a string's bytes (UTF-8, NUL-terminated) */
    size_t n;           /* items of an array or members of an object */
    struct wl_jv *item; /* the items, or the members' values */
    char **key;         /* an object's member names, in order */
} wl_jv;

/* Parses text (len bytes) into *out. 0, or -1 with err "path:LINE: column
 * C: why" and nothing to free. */
int wl_json_parse(const char *path, const char *text, size_t len, wl_jv *out, wl_error *err);
void wl_jv_free(wl_jv *v);

/* The member `key` of an object, or NULL (also when v is not an object). */
const wl_jv *wl_jv_get(const wl_jv *v, const char *key);

#endif
