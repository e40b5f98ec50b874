/* The validation table (reference/gpu-validation.txt): published
 * measurements of the GPUs the lab has estimated profiles for. Shown beside
 * a profile by `info` and `model --gpu`; no prediction reads it. */
#ifndef WL_VALIDATION_H
#define WL_VALIDATION_H

#include <stddef.h>

/* One line about profile `name` (a profile name, or the path of its file):
 * "copy 246 GB/s, +2.8% against 239.6 published (SOURCE); strides and L2
 * unvalidated", or "no published measurement". copy_gbps: the profile's
 * copy prediction. datadir NULL: the one wl_datadir_find picks. */
void wl_validation_describe(const char *datadir, const char *name, double copy_gbps, char *out,
                            size_t outsz);

#endif
