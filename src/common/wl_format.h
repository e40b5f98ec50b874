/* One way to print a figure, wherever it appears: lessons, the readout, the
 * command line and the README all round the same value the same way. */
#ifndef WL_FORMAT_H
#define WL_FORMAT_H

#include <stddef.h>

/* Effective bandwidth: "4243", "530", "7.5" (below 10 GB/s one decimal). */
void wl_format_gbps(double gbps, char *out, size_t outsz);
/* A percentage without its sign: "12.5", "100", "8" (whole when it is
 * within 0.05 of a whole number, else one decimal). */
void wl_format_pct(double pct, char *out, size_t outsz);

#endif
