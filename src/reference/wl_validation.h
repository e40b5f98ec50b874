/* The validation table (reference/gpu-validation.txt): published
 * measurements of the GPUs the lab has estimated profiles for. Shown beside
 * a profile by `info` and `model --gpu`; no prediction reads it. */
#ifndef WL_VALIDATION_H
#define WL_VALIDATION_H

#include <stddef.h>

#include "wl_error.h"
#include "wl_perf.h"

/* One line about profile `name` (a profile name, or the path of its file)
 * whose constants are `c`: "copy 246 GB/s, +2.8% against 239.6 published
 * (SOURCE), within 10%; strides and L2 unvalidated", with an "L2 read stream"
 * part where the table has an L2 figure, or "no published measurement".
 * datadir NULL: the one wl_datadir_find picks. */
void wl_validation_describe(const char *datadir, const char *name, const wl_gpu_consts *c,
                            char *out, size_t outsz);

/* 0 when the validation table of the data directory `dir` reads whole (or
 * is not shipped); -1 with err at its first bad line (for check-content). */
int wl_validation_check(const char *dir, wl_error *err);

#endif
