/* Wavefronts of one shared-memory warp instruction (the rule: wl_banks.h). */
#include "wl_banks.h"

#include <string.h>

#include "wl_family.h"

/* The distinct 4-byte words of the instruction, ascending, and how many. */
static int distinct_words(const uint64_t addr[WL_WARP_SIZE], int words_per_lane,
                          uint64_t out[WL_WARP_SIZE * 4])
{
    int n = 0;
    for (int l = 0; l < WL_WARP_SIZE; l++)
        for (int w = 0; w < words_per_lane; w++) {
            uint64_t word = addr[l] / WL_BANK_BYTES + (uint64_t)w;
            int at = n;
            while (at > 0 && out[at - 1] > word)
                at--;
            if (at > 0 && out[at - 1] == word)
                continue;
            memmove(&out[at + 1], &out[at], (size_t)(n - at) * sizeof out[0]);
            out[at] = word;
            n++;
        }
    return n;
}

/* Which of its bank's distinct words `word` is, counting up from 0: the
 * wavefront that delivers it (words are served in address order). */
static int rank_in_bank(const uint64_t *words, int n, uint64_t word)
{
    int rank = 0;
    for (int i = 0; i < n && words[i] < word; i++)
        rank += words[i] % WL_BANKS == word % WL_BANKS;
    return rank;
}

/* The wavefronts and conflicts of one access; with_lanes: each lane's bank,
 * pass and sharing too, which only a drawn access needs (a lane against
 * every other: most of the work, for figures a summary never reads). */
static void shared_access(const uint64_t addr[WL_WARP_SIZE], int elem_bytes, bool is_store,
                          bool with_lanes, wl_shared_access *out)
{
    memset(out, 0, sizeof *out);
    out->present = true;
    out->is_store = is_store;
    out->elem_bytes = elem_bytes;
    memcpy(out->lane_addr, addr, sizeof out->lane_addr);
    int per_lane = elem_bytes / WL_BANK_BYTES;
    uint64_t words[WL_WARP_SIZE * 4];
    int n = distinct_words(addr, per_lane, words);
    int per_bank[WL_BANKS] = {0};
    for (int i = 0; i < n; i++)
        per_bank[words[i] % WL_BANKS]++;
    for (int b = 0; b < WL_BANKS; b++)
        if (per_bank[b] > out->wavefronts)
            out->wavefronts = per_bank[b];
    /* A load moves each distinct word once; a store every lane's bytes. */
    int bytes = is_store ? WL_WARP_SIZE * elem_bytes : n * WL_BANK_BYTES;
    out->ideal = (bytes + WL_WAVEFRONT_BYTES - 1) / WL_WAVEFRONT_BYTES;
    if (out->wavefronts < out->ideal)
        out->wavefronts = out->ideal;
    out->conflicts = out->wavefronts - out->ideal;
    out->conflict_ways = (out->wavefronts + out->ideal - 1) / out->ideal;
    for (int l = 0; with_lanes && l < WL_WARP_SIZE; l++) {
        uint64_t word = addr[l] / WL_BANK_BYTES;
        out->lane_bank[l] = (int)(word % WL_BANKS);
        out->lane_pass[l] = rank_in_bank(words, n, word);
        /* A store's lanes also queue for the 128 bytes a wavefront carries. */
        int by_bytes = is_store ? l * elem_bytes / WL_WAVEFRONT_BYTES : 0;
        if (out->lane_pass[l] < by_bytes)
            out->lane_pass[l] = by_bytes;
        for (int m = 0; m < WL_WARP_SIZE; m++)
            if (m != l && addr[m] / WL_BANK_BYTES == word)
                out->lane_shares[l] = true;
    }
}

void wl_shared_from_addresses(const uint64_t addr[WL_WARP_SIZE], int elem_bytes, bool is_store,
                              wl_shared_access *out)
{
    shared_access(addr, elem_bytes, is_store, true, out);
}

/* Warps per block of the families with shared memory (256 threads, or a
 * transpose's 32 x 8). */
#define BLOCK_WARPS (WL_BLOCK_THREADS / WL_WARP_SIZE)

void wl_shared_of(const wl_spec *spec, wl_shared_summary *out)
{
    memset(out, 0, sizeof *out);
    const wl_family *f = wl_family_of(spec->kernel);
    if (!f || !f->shared_ops)
        return;
    out->present = true;
    wl_shared_op ops[WL_SHARED_OPS_MAX];
    int es = wl_lane_bytes(spec);
    wl_spec s = *spec;
    s.warp = spec->warp - spec->warp % BLOCK_WARPS;
    for (int w = 0; w < BLOCK_WARPS; w++, s.warp++) {
        int n = f->shared_ops(&s, ops);
        for (int i = 0; i < n; i++) {
            bool featured = i == 0 && s.warp == spec->warp;
            wl_shared_access a;
            shared_access(ops[i].addr, es, ops[i].is_store, featured, &a);
            *(a.is_store ? &out->st_requests : &out->ld_requests) += ops[i].count;
            *(a.is_store ? &out->st_wavefronts : &out->ld_wavefronts) +=
                (double)ops[i].count * a.wavefronts;
            *(a.is_store ? &out->st_conflicts : &out->ld_conflicts) +=
                (double)ops[i].count * a.conflicts;
            if (featured) {
                out->featured = a;
                out->featured_count = ops[i].count;
            }
        }
    }
    double *per_warp[] = {&out->ld_requests,   &out->st_requests,  &out->ld_wavefronts,
                          &out->st_wavefronts, &out->ld_conflicts, &out->st_conflicts};
    for (size_t i = 0; i < sizeof per_warp / sizeof per_warp[0]; i++)
        *per_warp[i] /= BLOCK_WARPS;
}
