/* Byte units, decided once for the whole program: B, KiB, MiB, GiB, TiB (any
 * case, powers of 1024) and, on the command line, the shorthands K, M, G, T
 * for the same. KB, MB, GB and TB are refused everywhere: half the world reads them
 * as powers of 1000, and a lab about bytes should not guess. */
#ifndef WL_UNITS_H
#define WL_UNITS_H

#include <stddef.h>

typedef enum wl_unit_match {
    WL_UNIT_FOUND,
    WL_UNIT_UNKNOWN,
    WL_UNIT_AMBIGUOUS, /* KB, MB, GB */
} wl_unit_match;

/* The n characters at s as a byte unit: *bytes gets its size in bytes (1 for
 * "B"; "b" would be bits and is unknown). shorthands admits K, M and G. */
wl_unit_match wl_byte_unit(const char *s, size_t n, int shorthands, double *bytes);

/* What to say when a unit is ambiguous. */
#define WL_UNIT_AMBIGUOUS_HINT                                                                     \
    "KB, MB, GB and TB are ambiguous (1000 or 1024?): write KiB, MiB, GiB or TiB"

/* "256M", "4MiB", "1G", "65536": a whole byte count with an optional unit,
 * shorthands included. Returns 0, or -1 when malformed, ambiguous or too
 * large for size_t. */
int wl_parse_size(const char *s, size_t *out);

/* "256 MiB", "1.5 GiB", "12 KiB": the one way a size in bytes is printed,
 * in messages, tables and screens alike (one decimal, none when it is 0). */
void wl_format_size(size_t bytes, char *out, size_t outsz);

#endif
