/* Numbers from untrusted text (options, configuration fields): the whole
 * string must be the number, with no sign games, overflow or trailing text. */
#ifndef WL_NUMBER_H
#define WL_NUMBER_H

/* Base 10, optional leading '-', in [min, max]. Returns 0, or -1 (out
 * untouched) when empty, malformed ("+3", "0x8", " 3", "-0"), followed by
 * anything or out of range. Leading zeros are read in base 10 ("08" is 8),
 * the same wherever a number is read: options, quiz files, lesson bindings,
 * demo scripts. */
int wl_parse_int(const char *s, long min, long max, long *out);

/* A finite decimal number, the whole string ("4.2e12", "-3", ".5"): no
 * leading blank or '+', no hexadecimal, nan or inf. Returns 0, or -1 (out
 * untouched). The files warplab reads write their figures so. */
int wl_parse_double(const char *s, double *out);

#endif
