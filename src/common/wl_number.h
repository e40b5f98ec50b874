/* Numbers from untrusted text (options, configuration fields): the whole
 * string must be the number, with no sign games, overflow or trailing text. */
#ifndef WL_NUMBER_H
#define WL_NUMBER_H

/* Base 10, optional leading '-', in [min, max]. Returns 0, or -1 (out
 * untouched) when empty, malformed, followed by anything or out of range. */
int wl_parse_int(const char *s, long min, long max, long *out);

#endif
