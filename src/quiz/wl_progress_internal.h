/* Internal to the progress module: shared by its in-memory, file and save
 * parts. */
#ifndef WL_PROGRESS_INTERNAL_H
#define WL_PROGRESS_INTERNAL_H

#include <stdbool.h>
#include <stdio.h>

#include "wl_progress.h"

#define WL_PROGRESS_MAGIC "warplab-progress"
#define WL_PROGRESS_VERSION 1

bool wl_progress_valid_id(const char *s);

/* Writes the whole file body; returns 0 or -1 (a write error on f). */
int wl_progress_write(FILE *f, const wl_progress *p);

/* Parses a progress file into the tables of *p (which it clears first).
 * -1 with err = "path:line: why" when it is not a whole, valid file. */
int wl_progress_parse(FILE *f, const char *path, wl_progress *p, wl_error *err);

#endif
