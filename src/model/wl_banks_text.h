/* The bank diagram of one shared-memory warp instruction, as text: one
 * column per bank, one row per wavefront, each lane drawn in the bank it
 * hits. The command line prints it; the lab's view draws the same rows. */
#ifndef WL_BANKS_TEXT_H
#define WL_BANKS_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "wl_banks.h"

/* Lane l as one character: 0-9, then a (10) to v (31). */
char wl_lane_mark(int lane);

/* What bank b holds in wavefront `pass`: -1 nothing, else the lowest lane
 * served there; *shared is set when several lanes share that word, *second
 * when it is the second half of an 8-byte lane's access. */
int wl_banks_cell(const wl_shared_access *a, int pass, int bank, bool *shared, bool *second);

/* Row `pass` as WL_BANKS cells of `cell` columns each (1: compact marks, 3:
 * lane numbers): a lane's mark or number, '*' (several lanes, one word),
 * '=' (an 8-byte lane's second bank), or `idle` for a bank idle in it. */
void wl_banks_row(const wl_shared_access *a, int pass, int cell, const char *idle, char *out,
                  size_t outsz);
/* The same for banks first..first+count-1 only. */
void wl_banks_row_span(const wl_shared_access *a, int pass, int first, int count, int cell,
                       const char *idle, char *out, size_t outsz);

/* "2 wavefronts per request (1 without a conflict), a 2-way bank conflict",
 * "1 wavefront per request, no bank conflict, 32 lanes share words
 * (broadcast)". */
void wl_banks_readout(const wl_shared_access *a, char *out, size_t outsz);

/* The summary's featured instruction drawn, with its readout and the
 * kernel's shared wavefronts per warp; rows past max_rows fold into one. */
void wl_banks_print(FILE *out, const wl_shared_summary *s, bool ascii, int max_rows);

#endif
