/* Shared memory: 32 banks of 4-byte words, and how many passes (wavefronts)
 * one warp instruction needs. The rule: each bank delivers one 4-byte word
 * per wavefront, and lanes that ask for the same word share it (a
 * broadcast), so a load needs as many wavefronts as the most distinct words
 * any one bank holds among the warp's addresses. A store also carries each
 * lane's data, at most 128 bytes per wavefront, so an 8-byte store from 32
 * lanes takes two however the words fall. Checked against Nsight Compute on
 * an H200 (reference/nvidia-h200-banks.txt) for 4- and 8-byte words.
 *
 * Pure C: no curses, no CUDA. */
#ifndef WL_BANKS_H
#define WL_BANKS_H

#include <stdbool.h>
#include <stdint.h>

#include "wl_model.h"

#ifdef __cplusplus
extern "C" {
#endif

#define WL_BANKS 32
#define WL_BANK_BYTES 4
#define WL_WAVEFRONT_BYTES (WL_BANKS * WL_BANK_BYTES) /* 128 */

/* One shared-memory instruction of one warp, analysed. */
typedef struct wl_shared_access {
    bool present;
    bool is_store;
    int elem_bytes;                   /* 4 or 8 (a lane's access spans elem_bytes / 4 banks) */
    uint64_t lane_addr[WL_WARP_SIZE]; /* bytes from the start of shared memory */
    int wavefronts;                   /* passes the banks need */
    int ideal;                        /* passes with no bank conflict */
    int conflicts;                    /* wavefronts - ideal: what ncu counts as conflicts */
    int conflict_ways;                /* wavefronts / ideal, rounded up: 1 = no conflict */
    int lane_bank[WL_WARP_SIZE];      /* the first bank each lane's access hits */
    int lane_pass[WL_WARP_SIZE];      /* the wavefront that serves it (0-based) */
    bool lane_shares[WL_WARP_SIZE];   /* another lane asks for the same word (a broadcast) */
} wl_shared_access;

/* Analyses one instruction from its lanes' byte addresses (each aligned to
 * elem_bytes, which is 4, 8 or 16). */
void wl_shared_from_addresses(const uint64_t addr[WL_WARP_SIZE], int elem_bytes, bool is_store,
                              wl_shared_access *out);

/* A kernel's shared memory, per warp: what Nsight Compute counts as
 * l1tex__data_pipe_lsu_wavefronts_mem_shared_op_{ld,st}.sum and
 * l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_{ld,st}.sum over
 * smsp__inst_executed_op_shared_{ld,st}.sum, divided by the warps. */
typedef struct wl_shared_summary {
    bool present;              /* false: the kernel uses no shared memory */
    wl_shared_access featured; /* the instruction the lesson is about, of spec->warp */
    int featured_count;        /* times each warp issues it */
    double ld_requests, st_requests;
    double ld_wavefronts, st_wavefronts;
    double ld_conflicts, st_conflicts;
} wl_shared_summary;

/* The summary of a validated spec. Shared addresses depend only on a
 * thread's place in its block, so one block's warps give every block's
 * counts exactly. */
void wl_shared_of(const wl_spec *spec, wl_shared_summary *out);

/* The bank of byte address a. */
static inline int wl_bank_of(uint64_t a)
{
    return (int)((a / WL_BANK_BYTES) % WL_BANKS);
}

#ifdef __cplusplus
}
#endif

#endif
