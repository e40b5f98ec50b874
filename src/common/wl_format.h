/* One way to print a figure, wherever it appears: lessons, the readout, the
 * command line and the README all round the same value the same way. */
#ifndef WL_FORMAT_H
#define WL_FORMAT_H

#include <stdbool.h>
#include <stddef.h>

/* Effective bandwidth: "4243", "530", "7.5" (below 10 GB/s one decimal). */
void wl_format_gbps(double gbps, char *out, size_t outsz);
/* A percentage without its sign: "12.5", "100", "8" (whole when it is
 * within 0.05 of a whole number, else one decimal). */
void wl_format_pct(double pct, char *out, size_t outsz);

/* The two bandwidths a figure is given as a share of, each named one way
 * wherever it is shown. A measurement is set against the copy ceiling: a
 * device-to-device copy timed in the same run (the reference's, by its
 * sweep). The model is set against the calibrated DRAM rate: the fastest
 * of calibrate's copy kernels. Both time a copy, on different days and in
 * different ways, so they differ a little (4243 and 4232 GB/s on the H200).
 * Short labels, for "64% of ...": */
#define WL_COPY_CEILING_SHORT "copy"
#define WL_DRAM_RATE_SHORT "DRAM"
/* Whole: "the copy ceiling measured beside it, 4243 GB/s" and "the
 * calibrated DRAM rate, 4232 GB/s" ("the estimated DRAM rate" for a
 * profile estimated from a datasheet, which nobody calibrated). */
void wl_format_copy_ceiling(double gbps, char *out, size_t outsz);
void wl_format_dram_rate(double gbps, bool estimated, char *out, size_t outsz);

#endif
