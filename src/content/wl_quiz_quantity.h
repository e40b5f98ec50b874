/* Quantities in quiz answers: a number with an optional unit ("4",
 * "4 sectors", "1024 B", "1KiB"). The quiz file and the student's answer go
 * through the same parser, so they always agree on what a unit means. */
#ifndef WL_QUIZ_QUANTITY_H
#define WL_QUIZ_QUANTITY_H

#include <stdbool.h>
#include <stddef.h>

/* What a quantity counts. Bytes are kept in bytes (KiB and MiB scale into
 * them); sectors and lines are counts of their own, never converted to bytes,
 * because "how many sectors" is not answered by a number of bytes. */
typedef enum wl_qty_dim {
    WL_QTY_NONE, /* a bare number */
    WL_QTY_BYTES,
    WL_QTY_SECTORS,
    WL_QTY_LINES,
    WL_QTY_DIM_COUNT
} wl_qty_dim;

typedef struct wl_quantity {
    double value;
    wl_qty_dim dim;
} wl_quantity;

/* Parses "NUMBER [UNIT]" (spaces optional between them, a trailing full stop
 * and after a unit "per request", "per req", "per warp", "per instruction",
 * "/req" or "/request" allowed: "4 sectors per request", "4 sectors/req"). Units: B byte bytes; KiB
 * MiB (any case); sector(s); line(s). KB and MB are refused as ambiguous (1000 or 1024?). Returns
 * 0, or -1 with *why set to a sentence saying what was not understood. */
int wl_quantity_parse(const char *text, wl_quantity *out, const char **why);
/* The *why of a number typed with more digits than a double holds
 * ("4.000000000000000001"): refused, never read as the number beside it,
 * so a count is exactly whole as typed or no count. */
extern const char wl_quantity_too_many_digits[];

/* The one rule for judging a guessed number, the quiz's and the prompts': a
 * count (a whole number of sectors, lines, bytes, passes) is right only
 * exactly: 31 sectors is not 32, and 3.999999 is no count at all. Any other
 * number is right within `share` of the answer (a billionth near zero). */
bool wl_number_right(double guess, double answer, bool count, double share);

/* A quiz's answer: the same dimension, and the number by wl_number_right.
 * An answer that is a whole number is a count (the quiz's units are counts,
 * and so are its bare answers); another is matched to a part in a million. */
bool wl_quantity_matches(const wl_quantity *guess, const wl_quantity *answer);

/* "1024 bytes", "4 sectors", "4": for messages and the format's round trip. */
void wl_quantity_format(const wl_quantity *q, char *out, size_t outsz);

/* The dimension named "bytes", "sectors", "lines" or "none"; -1 when unknown. */
int wl_qty_dim_from_name(const char *name, wl_qty_dim *out);

#endif
