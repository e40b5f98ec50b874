/* JSON output, one way for every --json writer: strings through one
 * escaper, and the whole text checked before it leaves, so that no writer
 * can hand a parser a raw control character, an "inf" or a "nan" (C's
 * printf writes those for non-finite doubles; JSON has no such numbers). */
#ifndef WL_JSON_H
#define WL_JSON_H

#include <stdio.h>

#include "wl_error.h"

/* A measured or predicted figure in JSON: one precision wherever it
 * appears, so the same figure written twice reads the same. */
#define WL_JSON_FIGURE "%.6g"

/* s as a JSON string, quotes included: " and \ escaped, control characters
 * (below 0x20, and DEL) as \u00XX, and each byte that is not UTF-8 (a file
 * name may hold any) as \ufffd, the replacement character: JSON text is
 * UTF-8, and a parser refuses the raw byte. */
void wl_json_string(FILE *out, const char *s);

/* 0 when text is UTF-8, holds only what strict JSON allows outside strings
 * (numbers, true, false, null, punctuation) and every string is closed; -1
 * with err naming the first byte that is not UTF-8, the first word that is
 * not JSON ("inf", "nan") or the open string. */
int wl_json_check(const char *text, size_t len, wl_error *err);

/* Writes write(f, ctx)'s JSON to out only when wl_json_check accepts it.
 * Returns 0, or -1 with err "no JSON written: ..." and nothing on out. */
int wl_json_emit(FILE *out, void (*write)(FILE *f, const void *ctx), const void *ctx,
                 wl_error *err);

#endif
