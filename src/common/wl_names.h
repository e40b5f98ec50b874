/* Lists of names for messages ("kernels are offset, stride, ..."), made from
 * the table that holds the names, so that adding a row updates every message. */
#ifndef WL_NAMES_H
#define WL_NAMES_H

#include <stddef.h>

/* Joins count names with ", " into out. The names sit stride bytes apart,
 * starting at first: for a table of structs, &table[0].name and
 * sizeof table[0]; for an array of strings, names and sizeof names[0]. A list
 * that does not fit ends with "...". Returns out. */
const char *wl_names_join(char *out, size_t outsz, const char *const *first, size_t count,
                          size_t stride);

#endif
