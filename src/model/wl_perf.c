/* The performance model: named limits over the access model's counts. The
 * comments on each limit give the H200 measurement that called for it. */
#include "wl_counting.h"
#include "wl_family.h"
#include "wl_perf.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DRAM_GRANULE 64 /* bytes DRAM reads or writes at a time (L2 fetch granularity) */
/* Copies L2 keeps of a line every SM reads (wl_gpu_consts.l2_read_copies;
 * 0 there means this): Hopper's and GA100's L2 is two partitions, each
 * caching the lines its own SMs read (NVIDIA's A100 and H100 whitepapers).
 * With it, transpose-tiled f32 at N = 2048 (2 x 16 + 16 MiB) fits, measured
 * at 89% of copy, and the seed's stride 8 at 4 MiB (2 x 32 MiB) does not:
 * measured 562 GB/s, nearer the 395 of DRAM than the 946 an L2-resident
 * launch would reach. Chips with one L2 (Turing, GA10x, Ada) keep one. */
#define L2_READ_COPIES_SPLIT 2
/* Resident blocks per SM where the constants do not say (compute
 * capability 8.0 and 9.0). */
#define BLOCKS_PER_SM_DEFAULT 32
/* Lane-instructions sampled: whole blocks of consecutive warps (at least two,
 * so there is a margin to take). The margin makes the count exact for the
 * repeating patterns, so a larger sample only costs time: every reference
 * point predicts the same with 2048. */
#define SAMPLE_LANES 1024

static const struct {
    const char *name, *key;
} limit_names[WL_LIMIT_COUNT] = {
    [WL_LIMIT_DRAM] = {"DRAM traffic", "dram"},
    [WL_LIMIT_IN_FLIGHT] = {"bytes in flight", "in_flight"},
    [WL_LIMIT_L1_LINES] = {"L1 line lookups", "l1_lines"},
    [WL_LIMIT_L2_PARTIAL] = {"partial-sector stores", "l2_partial_stores"},
    [WL_LIMIT_L2_FILLS] = {"L2 line fills", "l2_fills"},
    [WL_LIMIT_DRAM_PAGES] = {"DRAM pages opened", "dram_pages"},
    [WL_LIMIT_BLOCKS] = {"block launches", "blocks"},
    [WL_LIMIT_HOT_LINES] = {"same-line writes", "hot_lines"},
    [WL_LIMIT_L2_BYTES] = {"L2 bandwidth", "l2_bytes"},
    [WL_LIMIT_SHARED] = {"shared-memory wavefronts", "shared"},

};

const char *wl_limit_name(wl_limit l)
{
    return (unsigned)l < WL_LIMIT_COUNT ? limit_names[l].name : "?";
}

const char *wl_limit_key(wl_limit l)
{
    return (unsigned)l < WL_LIMIT_COUNT ? limit_names[l].key : "?";
}

/* Lines of one store instruction that hold a sector the warp writes only in
 * part: L2 merges such a store into the sector byte by byte. */
static int partial_lines(const wl_access *st)
{
    uint64_t words[WL_WARP_SIZE];
    memcpy(words, st->lane_addr, sizeof words);
    wl_sort_warp(words);
    int lines = 0, bytes = 0;
    uint64_t last_partial_line = UINT64_MAX;
    for (int l = 0; l < WL_WARP_SIZE; l++) {
        if (l > 0 && words[l] == words[l - 1])
            continue; /* a word two lanes write counts once */
        bytes += st->elem_bytes;
        uint64_t sector = words[l] / WL_SECTOR_BYTES;
        bool sector_ends = l == WL_WARP_SIZE - 1 || words[l + 1] / WL_SECTOR_BYTES != sector;
        if (!sector_ends)
            continue;
        uint64_t line = words[l] / WL_LINE_BYTES;
        if (bytes < WL_SECTOR_BYTES && line != last_partial_line) {
            lines++;
            last_partial_line = line;
        }
        bytes = 0;
    }
    return lines;
}

/* Bytes of address range array `which` (load or store side) spans per element
 * over a launch of `elements`: the highest address the launch's last warp
 * touches, over the elements up to it. */
static double extent_per_element(const wl_spec *spec, double elements, bool is_store)
{
    /* A family that counts its whole launch (a custom expression) may reach
     * its top address anywhere (n - 1 - i at its first warp): its array's
     * extent, as its range check proves it, is the span. */
    const wl_family *f = wl_family_of(spec->kernel);
    if (f->whole && f->extent) {
        wl_spec at = *spec;
        at.n = (size_t)elements;
        wl_launch_ctx l;
        wl_launch_of(&at, &l);
        return (double)f->extent(&l) * wl_type_bytes(spec->type) / elements;
    }
    int per_warp = wl_instructions_per_warp(spec);
    int per_lane = wl_lane_bytes(spec) / wl_type_bytes(spec->type);
    double warps = elements / ((double)WL_WARP_SIZE * per_warp * per_lane);
    long last = (long)warps - 1;
    long cap = wl_spec_warp_count(spec) - 1;
    if (last > cap)
        last = cap;
    if (last < 0)
        last = 0;
    wl_spec s = *spec;
    s.warp = last;
    uint64_t top = 0, addr[WL_WARP_SIZE];
    int array;
    for (int u = 0; u < per_warp; u++) {
        wl_lane_addresses(&s, is_store, u, addr, &array);
        for (int l = 0; l < WL_WARP_SIZE; l++)
            if (addr[l] > top)
                top = addr[l];
    }
    double covered = (double)(last + 1) * WL_WARP_SIZE * per_warp * per_lane;
    return (double)(top + (uint64_t)wl_lane_bytes(spec)) / covered;
}

/* What a sample counts: distinct pieces of one size that the loads or the
 * stores touch, each array apart. */
typedef enum piece {
    PIECE_READ_GRANULE,  /* loads, the DRAM read granule */
    PIECE_WRITE_PIECE,   /* stores, the DRAM write granule (what DRAM is sent) */
    PIECE_WRITE_GRANULE, /* stores, a 64-byte DRAM granule (what DRAM spends time on) */
    PIECE_FILL_LINE,     /* loads, 128-byte lines */
    PIECE_READ_PAGE,     /* loads, DRAM pages */
    PIECE_WRITE_PAGE,    /* stores, DRAM pages */
    PIECE_READ_ASKED,    /* loads, what one lane asks for (distinct asked bytes) */
    PIECE_WRITE_ASKED,   /* stores, the same */

    PIECE_COUNT
} piece;

typedef struct sample {
    int granule[PIECE_COUNT];
    double distinct[PIECE_COUNT];
    double lanes, instructions;
    double l1_lines, l2_partial, load_sectors, store_sectors;
} sample;

static bool piece_is_store(piece p)
{
    return p == PIECE_WRITE_PIECE || p == PIECE_WRITE_GRANULE || p == PIECE_WRITE_PAGE ||
           p == PIECE_WRITE_ASKED;
}

/* The pieces of one granule 32 lanes touch, tagged with their array. Most
 * granules are powers of two: a shift, not a 64-bit division a lane. */
static void sample_pieces(const uint64_t addr[WL_WARP_SIZE], int array, uint64_t granule,
                          uint64_t out[WL_WARP_SIZE])
{
    uint64_t tag = (uint64_t)array << 60;
    if ((granule & (granule - 1)) == 0) {
        int shift = __builtin_ctzll(granule);
        for (int l = 0; l < WL_WARP_SIZE; l++)
            out[l] = tag | addr[l] >> shift;
    } else {
        for (int l = 0; l < WL_WARP_SIZE; l++)
            out[l] = tag | addr[l] / granule;
    }
}

/* Walks `warps` warps from warp 0 (whole blocks) and counts what they touch.
 * ids holds room for every lane-instruction of the sample; `lanes` counts
 * elements (a vector lane moves several). Returns -1 when memory runs out. */
static int take_sample(const wl_spec *spec, long warps, uint64_t *ids[PIECE_COUNT], sample *sm)
{
    int per_warp = wl_instructions_per_warp(spec);
    int es = wl_lane_bytes(spec);
    int n = 0;
    wl_lane_walk walk;
    wl_lane_walk_start(spec, &walk);
    sm->l1_lines = sm->l2_partial = sm->load_sectors = sm->store_sectors = 0;
    for (long w = 0; w < warps; w++) {
        for (int u = 0; u < per_warp; u++) {
            uint64_t ld[WL_WARP_SIZE], st[WL_WARP_SIZE];
            int ld_array, st_array;
            wl_access la, sa;
            wl_lane_walk_addresses(&walk, w, false, u, ld, &ld_array);
            wl_lane_walk_addresses(&walk, w, true, u, st, &st_array);
            wl_access_from_addresses(ld, es, ld_array, &la);
            wl_access_from_addresses(st, es, st_array, &sa);
            for (int p = 0; p < PIECE_COUNT; p++) {
                bool store = piece_is_store((piece)p);
                sample_pieces(store ? st : ld, store ? st_array : ld_array,
                              (uint64_t)sm->granule[p], ids[p] + n);
            }
            n += WL_WARP_SIZE;
            sm->l1_lines += la.lines + sa.lines;
            sm->l2_partial += partial_lines(&sa);
            sm->load_sectors += la.sectors;
            sm->store_sectors += sa.sectors;
        }
    }
    for (int p = 0; p < PIECE_COUNT; p++)
        if ((sm->distinct[p] = (double)wl_count_distinct(ids[p], n)) < 0)
            return -1;
    sm->lanes = (double)n * (es / wl_type_bytes(spec->type));
    sm->instructions = (double)warps * per_warp;
    return 0;
}

/* Pieces per element at the margin: what a second half of the sample adds
 * over its first half. Pieces shared at the edges of the sample cancel, so a
 * pattern that repeats is counted exactly. */
static double marginal(const sample *whole, const sample *half, piece p)
{
    return (whole->distinct[p] - half->distinct[p]) / (whole->lanes - half->lanes);
}

static void sample_sizes(const wl_spec *spec, long *warps, int *lanes)
{
    int per_warp = wl_instructions_per_warp(spec);
    int block_warps = WL_BLOCK_THREADS / WL_WARP_SIZE; /* also a transpose's 32 x 8 */
    long w = SAMPLE_LANES / (WL_WARP_SIZE * per_warp);
    w = (w + 2 * block_warps - 1) / (2 * block_warps) * (2 * block_warps);
    if (w > wl_spec_warp_count(spec))
        w = wl_spec_warp_count(spec);
    *warps = w;
    *lanes = (int)w * per_warp * WL_WARP_SIZE;
}

static int traffic_of_part(const wl_spec *spec, double elements, const wl_memparams *mem,
                           int page_bytes, wl_traffic *out, wl_error *err)
{
    if (wl_spec_validate(spec, err) != 0)
        return -1;
    if (page_bytes < WL_LINE_BYTES)
        return wl_fail(err, "a DRAM page must be at least a line (%d bytes)", WL_LINE_BYTES);
    memset(out, 0, sizeof *out);
    long warps;
    int lanes;
    sample_sizes(spec, &warps, &lanes);
    uint64_t *ids[PIECE_COUNT] = {0};
    int ok = 1;
    for (int p = 0; p < PIECE_COUNT; p++)
        ok = ok && (ids[p] = malloc((size_t)lanes * sizeof(uint64_t))) != NULL;
    /* DRAM spends its time on whole granules of at least 64 bytes, whatever
     * piece a write-back sends. */
    int write_cost =
        mem->dram_write_granule > DRAM_GRANULE ? mem->dram_write_granule : DRAM_GRANULE;
    int lane = wl_lane_bytes(spec);
    sample whole = {.granule = {mem->dram_read_granule, mem->dram_write_granule, write_cost,
                                WL_LINE_BYTES, page_bytes, page_bytes, lane, lane}};
    sample half = whole;
    long half_warps = warps / 2 > 0 ? warps / 2 : warps;
    ok = ok && take_sample(spec, half_warps, ids, &half) == 0 &&
         take_sample(spec, warps, ids, &whole) == 0;
    /* At the margin too: the sample's last warp has no neighbour after it. */
    int64_t conflicts = ok ? wl_count_store_fill_conflicts(spec, warps) : 0;
    int64_t half_conflicts = ok ? wl_count_store_fill_conflicts(spec, half_warps) : 0;
    ok = ok && conflicts >= 0 && half_conflicts >= 0;
    int64_t hot = 0, half_hot = 0, unused_lines;
    ok = ok && wl_count_hot_lines(spec, 0, 1, warps, &hot, &unused_lines) == 0 &&
         wl_count_hot_lines(spec, 0, 1, half_warps, &half_hot, &unused_lines) == 0;
    for (int p = 0; p < PIECE_COUNT; p++)
        free(ids[p]);
    if (!ok)
        return wl_fail(err, "out of memory");
    if (half.lanes == whole.lanes) { /* one warp only: no margin to take */
        half = (sample){.lanes = 0};
        half_conflicts = half_hot = 0;
    }

    out->asked_bytes = wl_kernel_useful_bytes_per_element(spec->kernel, spec->type);
    out->distinct_read_bytes = marginal(&whole, &half, PIECE_READ_ASKED) * lane;
    out->distinct_asked_bytes =
        out->distinct_read_bytes + marginal(&whole, &half, PIECE_WRITE_ASKED) * lane;
    out->dram_read_bytes = marginal(&whole, &half, PIECE_READ_GRANULE) * mem->dram_read_granule;
    out->dram_write_bytes = marginal(&whole, &half, PIECE_WRITE_PIECE) * mem->dram_write_granule;
    out->dram_write_cost_bytes = marginal(&whole, &half, PIECE_WRITE_GRANULE) * write_cost;
    out->l2_fills = marginal(&whole, &half, PIECE_FILL_LINE);
    /* Loads open the pages of what they read; L2 opens them again when it
     * writes the dirty lines back, even when it is the same array. */
    out->dram_read_pages = marginal(&whole, &half, PIECE_READ_PAGE);
    out->dram_pages = out->dram_read_pages + marginal(&whole, &half, PIECE_WRITE_PAGE);
    out->sample_warps = warps;

    out->l1_lines = whole.l1_lines / whole.lanes;
    out->l2_partial = whole.l2_partial / whole.lanes;
    out->load_sectors = whole.load_sectors / whole.instructions;
    out->store_sectors = whole.store_sectors / whole.instructions;
    out->store_fill_conflicts = (double)(conflicts - half_conflicts) / (whole.lanes - half.lanes);
    out->hot_requests = (double)(hot - half_hot) / (whole.lanes - half.lanes);
    out->load_instructions =
        (double)wl_type_bytes(spec->type) / (WL_WARP_SIZE * wl_lane_bytes(spec));
    out->loads_in_flight = wl_instructions_per_warp(spec);
    int ld_array, st_array;
    uint64_t unused[WL_WARP_SIZE];
    wl_lane_addresses(spec, false, 0, unused, &ld_array);
    wl_lane_addresses(spec, true, 0, unused, &st_array);
    out->read_extent_bytes = extent_per_element(spec, elements, false);
    out->write_extent_bytes = st_array != ld_array ? extent_per_element(spec, elements, true) : 0;
    return 0;
}

/* Parts of a launch a prediction samples apart, at most. */
#define MAX_PARTS 64

/* out += w * t, for every per-element figure of a part. */
static void add_share(wl_traffic *out, const wl_traffic *t, double w)
{
    double *o[] = {&out->distinct_asked_bytes,
                   &out->distinct_read_bytes,
                   &out->dram_read_bytes,
                   &out->dram_write_bytes,
                   &out->dram_write_cost_bytes,
                   &out->l1_lines,
                   &out->l2_partial,
                   &out->l2_fills,
                   &out->dram_pages,
                   &out->dram_read_pages,
                   &out->footprint_bytes,
                   &out->load_sectors,
                   &out->store_sectors,
                   &out->store_fill_conflicts,
                   &out->hot_requests};
    const double *v[] = {&t->distinct_asked_bytes,
                         &t->distinct_read_bytes,
                         &t->dram_read_bytes,
                         &t->dram_write_bytes,
                         &t->dram_write_cost_bytes,
                         &t->l1_lines,
                         &t->l2_partial,
                         &t->l2_fills,
                         &t->dram_pages,
                         &t->dram_read_pages,
                         &t->footprint_bytes,
                         &t->load_sectors,
                         &t->store_sectors,
                         &t->store_fill_conflicts,
                         &t->hot_requests};
    for (size_t k = 0; k < sizeof o / sizeof o[0]; k++)
        *o[k] += w * *v[k];
}

/* A launch whose pattern changes along it (a custom expression's stretches,
 * wl_launch_parts) is sampled part by part, each part's figures weighted by
 * its share of the elements, so the sample describes every warp. */
static int traffic_of_parts(const wl_spec *spec, double elements, const wl_memparams *mem,
                            int page_bytes, wl_traffic *out, wl_error *err)
{
    wl_part parts[MAX_PARTS];
    int count = wl_launch_parts(spec, parts, MAX_PARTS);
    if (count == 1 && parts[0].first_warp == 0)
        return traffic_of_part(spec, elements, mem, page_bytes, out, err);
    wl_traffic sum, t;
    for (int k = 0; k < count; k++) {
        wl_spec part = *spec;
        part.part_warp = parts[k].first_warp;
        if (traffic_of_part(&part, elements, mem, page_bytes, &t, err) != 0)
            return -1;
        if (k == 0) {
            sum = t;                   /* the fields no part changes */
            add_share(&sum, &t, -1.0); /* the weighted ones start from 0 */
        }
        add_share(&sum, &t, parts[k].share);
    }
    *out = sum;
    return 0;
}

/* A launch's DRAM bytes become read and write; the figures that follow
 * them (fills, pages, the write cost) move in proportion, or, where the
 * sample saw none (its few warps shared one line: i / 64), start at what
 * the bytes take: a line filled per 128 bytes, a page opened per page. */
static void set_dram_bytes(wl_traffic *t, double read, double write, double page_bytes)
{
    double write_pages = t->dram_pages - t->dram_read_pages;
    if (t->dram_read_bytes > 0 && t->l2_fills > 0) {
        double r = read / t->dram_read_bytes;
        t->l2_fills *= r;
        t->dram_read_pages *= r;
    } else if (read > 0) {
        t->l2_fills = read / WL_LINE_BYTES;
        t->dram_read_pages = read / page_bytes;
    }
    if (t->dram_write_bytes > 0 && t->dram_write_cost_bytes > 0) {
        double w = write / t->dram_write_bytes;
        t->dram_write_cost_bytes *= w;
        write_pages *= w;
    } else if (write > 0) {
        t->dram_write_cost_bytes = write;
        write_pages = write / page_bytes;
    }
    t->dram_pages = t->dram_read_pages + write_pages;
    t->dram_read_bytes = read;
    t->dram_write_bytes = write;
}

/* A family that counts its whole launch (a custom expression) counts it
 * as L2 would hold it: each DRAM piece once over every thread, where the
 * pieces are few enough to mark (a.dram_counted_whole; else by windows of
 * threads). Returns 0 (a zeroed when the family has no such count), or -1
 * with err (out of memory, or past the evaluation budget). */
static int count_launch(const wl_spec *spec, double elements, const wl_memparams *mem,
                        wl_analysis *a, wl_error *err)
{
    const wl_family *f = wl_family_of(spec->kernel);
    memset(a, 0, sizeof *a);
    if (!f->whole)
        return 0;
    wl_spec s = *spec;
    s.n = (size_t)elements;
    wl_launch_ctx l;
    wl_launch_of(&s, &l);
    wl_memparams held = *mem;
    held.l2_holds_launch = true;
    return f->whole(&l, &held, a, err);
}

/* A launch L2 holds whole of a family that counts its whole launch (a
 * custom expression) takes the DRAM bytes the analysis counts, each piece
 * once over the launch: the sample of a few warps sees none of the reuse
 * a small footprint gets along the launch (i % 640 read 1 B per element in
 * the sample, 0.0004 counted), and no reuse_in_l2 corrects it where L2
 * holds everything. One count, so the analysis and the prediction give one
 * figure. Beyond L2 the reuse walk stays (wl_reuse.c): the H200 read a
 * column walk's lines once, where windows of threads count them twice. */
static void whole_launch_dram(const wl_analysis *a, double page_bytes, wl_traffic *t)
{
    set_dram_bytes(t, a->dram_read_bytes_per_element, a->dram_write_bytes_per_element, page_bytes);
    t->distinct_asked_bytes = a->distinct_bytes_per_element;
    t->distinct_read_bytes = a->distinct_read_bytes_per_element;
}

int wl_traffic_of(const wl_spec *spec, double elements, const wl_memparams *mem, int page_bytes,
                  wl_traffic *out, wl_error *err)
{
    return traffic_of_parts(spec, elements, mem, page_bytes, out, err);
}

double wl_traffic_used_pct(const wl_traffic *t)
{
    double moved = t->dram_read_bytes + t->dram_write_bytes;
    return moved > 0 ? 100.0 * t->distinct_asked_bytes / moved : 0;
}

/* The physical range of each constant, wide enough for any GPU from a
 * laptop's to a future data-centre one, narrow enough that no prediction
 * built on it overflows, divides by zero or leaves int. */
static const struct {
    const char *name;
    size_t offset;
    bool is_int, pow2;
    double lo, hi;
    bool optional; /* 0 stands for "not given" (the loader refuses a 0 written out) */
} const_ranges[] = {
#define INT_C(f, lo, hi)                                                                           \
    {                                                                                              \
#f, offsetof(wl_gpu_consts, f), true, false, lo, hi, false                                 \
    }
#define NUM_C(f, lo, hi)                                                                           \
    {                                                                                              \
#f, offsetof(wl_gpu_consts, f), false, false, lo, hi, false                                \
    }
#define OPT_C(f, lo, hi)                                                                           \
    {                                                                                              \
#f, offsetof(wl_gpu_consts, f), false, false, lo, hi, true                                 \
    }
#define SHARE_C(curve, i, at)                                                                      \
    {                                                                                              \
        "dram_share_" #curve "_r" at,                                                              \
            offsetof(wl_gpu_consts, dram_share_##curve) + (i) * sizeof(double), false, false,      \
            0.01, 2, true                                                                          \
    }
    INT_C(sms, 1, 1024),
    INT_C(warps_per_sm, 1, 256),
    INT_C(blocks_per_sm, 0, 64), /* 0: not given, the default below */
    INT_C(l2_read_copies, 0, 2),
    NUM_C(l2_bytes, 65536, 4294967296.0),
    NUM_C(dram_bytes_per_s, 1e9, 1e14),
    NUM_C(latency_s, 1e-8, 1e-4),
    OPT_C(latency_l2_s, 1e-8, 1e-4), /* not measured: latency_s stands for it */
    NUM_C(l1_lines_per_s, 1e7, 1e11),
    NUM_C(l2_partial_per_s, 1e8, 1e13),
    NUM_C(l2_fills_per_s, 1e7, 1e12),
    {"dram_page_bytes", offsetof(wl_gpu_consts, dram_page_bytes), false, true, 128, 65536, false},
    NUM_C(dram_pages_per_s, 1e7, 1e12),
    NUM_C(launch_s, 1e-7, 1e-2),
    OPT_C(launch_fixed_s, 1e-7, 1e-2), /* not measured: launch_s stands for it */
    OPT_C(launch_gpu_s, 1e-7, 1e-2),   /* not measured: recorded, not predicted with */
    NUM_C(blocks_per_s, 1e6, 1e11),
    NUM_C(warps_per_s, 1e7, 1e12),
    NUM_C(hot32_per_s, 1e6, 1e12),
    NUM_C(hot2048_per_s, 1e6, 1e13),
    NUM_C(l2_bytes_per_s, 1e10, 1e15),
    NUM_C(shared_wavefronts_per_s, 1e8, 1e10),
    /* not measured: a working set past L2 takes all of the DRAM time */
    SHARE_C(copy, 0, "110"),
    SHARE_C(copy, 1, "125"),
    SHARE_C(copy, 2, "150"),
    SHARE_C(copy, 3, "200"),
    SHARE_C(copy, 4, "300"),
    SHARE_C(update, 0, "110"),
    SHARE_C(update, 1, "125"),
    SHARE_C(update, 2, "150"),
    SHARE_C(update, 3, "200"),
    SHARE_C(update, 4, "300"),
#undef SHARE_C
#undef INT_C
#undef NUM_C
#undef OPT_C
};

int wl_gpu_const_check(const char *name, double v, wl_error *err)
{
    for (size_t i = 0; i < sizeof const_ranges / sizeof const_ranges[0]; i++) {
        if (strcmp(name, const_ranges[i].name) != 0)
            continue;
        double lo = const_ranges[i].lo, hi = const_ranges[i].hi;
        if (const_ranges[i].optional && v == 0)
            return 0;
        if (!(v >= lo && v <= hi))
            return wl_fail(err, "%s %.10g is outside its physical range %.6g..%.6g", name, v, lo,
                           hi);
        if (const_ranges[i].is_int && v != floor(v))
            return wl_fail(err, "%s %.6g is not a whole number", name, v);
        if (const_ranges[i].pow2 && (v != floor(v) || ((long)v & ((long)v - 1)) != 0))
            return wl_fail(err, "%s %.6g is not a power of two", name, v);
        return 0;
    }
    return 0; /* not a constant of the model (text fields) */
}

/* A launch's fixed part against the empty-launch gap: the H200's calibrations
 * put it at 0.58 to 0.78 times; past four the two cannot have been measured
 * on one GPU and host. */
#define LAUNCH_FIXED_PER_GAP_MAX 4.0

int wl_gpu_consts_relate(const wl_gpu_consts *c, const char **key, wl_error *err)
{
    *key = "latency_l2_s";
    if (c->latency_l2_s > c->latency_s)
        return wl_fail(err,
                       "latency_l2_s %.6g is above latency_s %.6g: a load L2 serves returns "
                       "sooner than one from DRAM",
                       c->latency_l2_s, c->latency_s);
    *key = "launch_fixed_s";
    if (c->launch_fixed_s > LAUNCH_FIXED_PER_GAP_MAX * c->launch_s)
        return wl_fail(err,
                       "launch_fixed_s %.6g is over %.0f times launch_s %.6g: what a launch adds "
                       "to its body is of the order of the gap between empty launches",
                       c->launch_fixed_s, LAUNCH_FIXED_PER_GAP_MAX, c->launch_s);
    /* The curves are one measurement: a part of them would draw lines to
     * points nobody measured. */
    static const char *const names[2][WL_L2_SHARE_POINTS] = {
        {"dram_share_copy_r110", "dram_share_copy_r125", "dram_share_copy_r150",
         "dram_share_copy_r200", "dram_share_copy_r300"},
        {"dram_share_update_r110", "dram_share_update_r125", "dram_share_update_r150",
         "dram_share_update_r200", "dram_share_update_r300"}};
    const char *given = NULL, *missing = NULL;
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < WL_L2_SHARE_POINTS; i++) {
            double v = (k ? c->dram_share_update : c->dram_share_copy)[i];
            if (v > 0 && !given)
                given = names[k][i];
            if (!(v > 0) && !missing)
                missing = names[k][i];
        }
    if (given && missing) {
        *key = given;
        return wl_fail(err, "%s is missing: the ten dram_share_* come together", missing);
    }
    return 0;
}

int wl_gpu_consts_validate(const wl_gpu_consts *c, wl_error *err)
{
    for (size_t i = 0; i < sizeof const_ranges / sizeof const_ranges[0]; i++) {
        const char *at = (const char *)c + const_ranges[i].offset;
        double v = const_ranges[i].is_int ? *(const int *)(const void *)at
                                          : *(const double *)(const void *)at;
        if (wl_gpu_const_check(const_ranges[i].name, v, err) != 0)
            return -1;
    }
    const char *key;
    return wl_gpu_consts_relate(c, &key, err);
}

double wl_gpu_latency_l2_s(const wl_gpu_consts *c)
{
    return c->latency_l2_s > 0 ? c->latency_l2_s : c->latency_s;
}

double wl_gpu_launch_fixed_s(const wl_gpu_consts *c)
{
    return c->launch_fixed_s > 0 ? c->launch_fixed_s : c->launch_s;
}

static double l2_read_copies(const wl_gpu_consts *c)
{
    return c->l2_read_copies > 0 ? c->l2_read_copies : L2_READ_COPIES_SPLIT;
}

/* Warps in flight on the whole GPU: the SMs' resident warps, fewer at small
 * blocks (at most blocks_per_sm resident blocks per SM: 32 on compute
 * capability 8.0 and 9.0, 16 on 7.5 and 8.6, 24 on 8.9). */
static double resident_warps(int block_threads, const wl_gpu_consts *c)
{
    double blocks = c->blocks_per_sm > 0 ? c->blocks_per_sm : BLOCKS_PER_SM_DEFAULT;
    double per_sm = c->warps_per_sm, by_blocks = blocks * block_threads / WL_WARP_SIZE;
    return c->sms * (by_blocks < per_sm ? by_blocks : per_sm);
}

/* Elements one warp moves over the launch: its instructions, each lane
 * moving the family's lane elements (a float4 lane moves four, so the vector
 * kernel launches a quarter of the blocks; tests/model/test_geometry.c holds
 * this to every family's launch geometry, which the kernels launch with). */
static double launch_lanes_per_warp(const wl_spec *spec)
{
    return (double)WL_WARP_SIZE * wl_instructions_per_warp(spec) *
           (wl_lane_bytes(spec) / wl_type_bytes(spec->type));
}

/* L1 line lookups per warp of calibrate's latency kernel: a float copy, one
 * load and one store instruction per warp, each one aligned line. */
#define CAL_LATENCY_LINES_PER_WARP 2

/* Little's law: the warps resident on the GPU keep loads_in_flight loads
 * outstanding each, and each round trip takes latency_s (H200: 65% of copy
 * at unroll 1, about 98% at unroll 4). A round trip includes the time the
 * SM's L1 takes to look up the lines of every resident warp's requests, one
 * after another: the measured latency_s holds that time for the calibration
 * kernel's 2 lines per warp, so the rest of it (the trip beyond L1) is
 * latency_s less that, and a kernel whose warps ask for more lines per
 * round waits longer for each (the mechanism "L1 lookups in the round
 * trip": a warp shifted off its line asks for 2 lines where 1 would do,
 * H200 unroll 1: 6-8% slower). */
static double round_trip(const wl_traffic *t, double lanes_per_warp, double warps_per_sm,
                         double latency_s, const wl_gpu_consts *c, double *l1_part)
{
    double cal_lookup = CAL_LATENCY_LINES_PER_WARP * c->warps_per_sm / c->l1_lines_per_s;
    double beyond_l1 = latency_s - cal_lookup;
    *l1_part = 0;
    if (beyond_l1 <= 0)
        return latency_s; /* constants that do not fit together: the trip as measured */
    *l1_part = t->l1_lines * lanes_per_warp * warps_per_sm / c->l1_lines_per_s;
    return beyond_l1 + *l1_part;
}

/* A load that L2 serves comes back sooner than one from DRAM (H200: 0.66
 * against 0.78 us, latency_l2_s and latency_s): a working set L2 holds
 * waits for the shorter trip. */
static double in_flight_time(const wl_traffic *t, double n, double lanes_per_warp,
                             int block_threads, double dram_share, const wl_gpu_consts *c,
                             wl_prediction *out)
{
    double warps = n * t->load_instructions / t->loads_in_flight;
    double resident = resident_warps(block_threads, c);
    double rounds = warps / resident;
    /* the loads L2 kept come back from L2, the rest from DRAM */
    double latency = (1 - dram_share) * wl_gpu_latency_l2_s(c) + dram_share * c->latency_s;
    out->round_trip_s =
        round_trip(t, lanes_per_warp, resident / c->sms, latency, c, &out->round_l1_s);
    return (rounds < 1 ? 1 : rounds) * out->round_trip_s;
}

/* Each limit is the time the launch would take if only that part of the
 * memory system mattered. A working set that fits in L2 is found there by
 * every launch after the first (the lab times repeated launches): its lines
 * are neither filled nor written back, so the DRAM limits are zero. (H200,
 * transpose-tiled f32 at N = 2048, 32 MiB: 3758 GB/s measured, 89% of copy,
 * which launch cost plus DRAM time cannot reach; Nsight Compute, whose
 * single launch starts from a flushed L2, sees the DRAM bytes.) */
/* Stores/s that L2 takes into `lines` lines that many warps write at once:
 * calibrate measures 32 and 2048 lines; the rate grows as a power of the
 * lines through both (the H200's 256-line run, 1.48e10, lies within 4% of
 * that curve), below 32 in proportion, and never beyond the rate of partial
 * stores into lines nobody else writes (the H200's 32768-line run: 5.5e10,
 * against 7.4e10). */
static double hot_rate(double lines, const wl_gpu_consts *c)
{
    if (lines <= 32)
        return c->hot32_per_s * (lines < 1 ? 1 : lines) / 32;
    double alpha = log(c->hot2048_per_s / c->hot32_per_s) / log(64.0);
    double rate = c->hot32_per_s * pow(lines / 32, alpha);
    return rate < c->l2_partial_per_s ? rate : c->l2_partial_per_s;
}

const double wl_l2_share_at[WL_L2_SHARE_POINTS] = {1.1, 1.25, 1.5, 2.0, 3.0};

/* The share of the DRAM limits' time a launch past L2 takes, at footprint
 * r times L2, from the calibrated copies (dram_share_*): straight lines
 * between them, the 1.1 share just past L2 (nothing is measured nearer), up
 * to 1 at r = 4 (nothing kept), never above 1 and never falling as r grows
 * (L2 cannot keep more of a larger working set: a point below the one
 * before it is that one's noise, the H200's copy at 3 x L2 0.984 after 1.003
 * at 2 x). Counted the model's way, a read line twice on a split L2, a
 * launch that writes the lines it reads keeps more at a given footprint
 * than one that writes other lines (H200: 0.69 of DRAM's time at 1.1 x L2
 * against 0.87); by bytes allocated the two are close. The offset kernel in
 * place, f32 at unroll 4, ran at 4569 GB/s at 1.07 x L2, where DRAM alone
 * allows 3379, and fell to DRAM's figure by 1.6 x (bench/RESULTS.md). */
static double dram_share_at(const wl_gpu_consts *c, double r, bool update)
{
    const double *share = update ? c->dram_share_update : c->dram_share_copy;
    if (r <= 1)
        return 0;
    if (!(share[0] > 0) || r >= 4)
        return 1;
    double x0 = 1, y0 = share[0];
    for (int i = 0; i <= WL_L2_SHARE_POINTS; i++) {
        double x1 = i < WL_L2_SHARE_POINTS ? wl_l2_share_at[i] : 4;
        double y1 = i < WL_L2_SHARE_POINTS ? fmax(share[i], y0) : 1;
        if (y1 > 1)
            y1 = 1;
        if (r <= x1)
            return y0 + (r - x0) / (x1 - x0) * (y1 - y0);
        x0 = x1;
        y0 = y1;
    }
    return 1;
}

/* The share of the bytes a launch writes that its loads read: 1 for the
 * in-place kernels, 0 where the stores go to another array, and for a
 * custom expression counted whole what its stores do not land on the loads'
 * pieces takes the copy's curve (a[i % (n/2) + n/2] = a[i % (n/2)] + 1 is a
 * copy in one array). Counted by windows, an expression is taken as in
 * place. */
static double rewritten_share(const wl_traffic *t, const wl_analysis *whole)
{
    if (t->write_extent_bytes > 0)
        return 0;
    if (!whole || !(whole->dram_write_bytes_per_element > 0))
        return 1;
    double alone = whole->store_alone_bytes_per_element / whole->dram_write_bytes_per_element;
    return alone >= 1 ? 0 : alone <= 0 ? 1 : 1 - alone;
}

static void limits(const wl_spec *spec, const wl_traffic *t, double n, double dram_share,
                   int block_threads, const wl_gpu_consts *c, wl_prediction *p)
{
    double *out = p->limit_s;
    /* DRAM moves whole 64-byte granules: a store that dirties 4 bytes of a
     * granule costs as much DRAM time as a full one (H200, stride 12 to 16
     * f32: 48 to 64 B per element, measured at 2 B of DRAM per asked byte). */
    out[WL_LIMIT_DRAM] = n * (t->dram_read_bytes + t->dram_write_cost_bytes) / c->dram_bytes_per_s;
    out[WL_LIMIT_IN_FLIGHT] =
        in_flight_time(t, n, launch_lanes_per_warp(spec), block_threads, dram_share, c, p);
    /* L1 looks up one 128-byte line at a time: a warp reading a column asks
     * for 32 (transpose-naive: 98% L1 throughput in ncu). */
    out[WL_LIMIT_L1_LINES] = n * t->l1_lines / (c->sms * c->l1_lines_per_s);
    /* Where L1's lookups are most of each round trip, the waves of warps
     * wait on L1, not on memory: the trip's time is L1's to report (the
     * naive transpose's 32 lines per load), and bytes in flight keep only
     * the trip beyond L1. */
    if (p->round_l1_s > 0.5 * p->round_trip_s) {
        double trips = out[WL_LIMIT_IN_FLIGHT];
        out[WL_LIMIT_IN_FLIGHT] = trips * (1 - p->round_l1_s / p->round_trip_s);
        out[WL_LIMIT_L1_LINES] = fmax(out[WL_LIMIT_L1_LINES], trips);
    }
    /* L2 merges a partly written sector byte by byte, one request at a time
     * (transpose-readco writes a column: 88% L2 throughput, 13% DRAM). */
    out[WL_LIMIT_L2_PARTIAL] = n * t->l2_partial / c->l2_partial_per_s;
    /* Every line a load misses is allocated and filled (stride 16 and 32
     * f32 move the same DRAM bytes; 32 fills twice the lines and is 1.6x
     * slower). */
    out[WL_LIMIT_L2_FILLS] = n * t->l2_fills / c->l2_fills_per_s;
    /* DRAM opens a page for each stretch of dram_page_bytes it serves: a
     * sparse walk opens one per access, whatever share of the page it uses
     * (f64 stride 16 to 32: one line per element throughout, yet the time
     * grows with the distance until it passes a page). */
    out[WL_LIMIT_DRAM_PAGES] = n * t->dram_pages / c->dram_pages_per_s;
    /* Data L2 holds is served at L2's own rate: every load and store
     * request moves its sectors, and the DRAM limits take only the share
     * of their time L2 leaves them (none where it holds the working set) (H200: a coalesced copy
     * inside 8 MiB moves 7.9e12 B/s, 1.9x DRAM's; `a[0] = a[0] + 1` at unroll 16, one sector per
     * request, measured 23.2 TB/s of asked bytes). Beyond L2 DRAM's limits cover it, and L1 serves
     * part of the sectors of scattered loads (transpose-naive f32 at N = 8192 runs at 1892 GB/s,
     * more than its 32 sectors per load at this rate allow). */
    if (dram_share < 1) {
        out[WL_LIMIT_DRAM] *= dram_share;
        out[WL_LIMIT_L2_FILLS] *= dram_share;
        out[WL_LIMIT_DRAM_PAGES] *= dram_share;
        /* per element: its share of a warp instruction's sectors (a float4
         * lane moves four elements with one request); past L2 it weighs
         * in as much as L2 stands in for DRAM, so a launch that keeps
         * little is not held to L2's rate, which DRAM's limits cover */
        out[WL_LIMIT_L2_BYTES] = (1 - dram_share) * n * t->load_instructions *
                                 (t->load_sectors + t->store_sectors) * WL_SECTOR_BYTES /
                                 c->l2_bytes_per_s;
    }
}

/* Lines used again while L2 still holds them (wl_reuse.c): the sample's
 * fills, DRAM bytes and pages of each side scaled by how much more the
 * warps within L2's reach use the first warp's lines than the sample's
 * warps do. The reach is L2 over the lines each warp brings in (loads kept
 * twice, as for the footprint), at most REUSE_LANES_MAX lane-instructions
 * (4096 warps at unroll 1): past that the count costs more time than a
 * prediction may take. Only sides whose lines the sample leaves mostly
 * unused are looked at. */
#define REUSE_LANES_MAX 131072

/* A launch L2 cannot hold reads every distinct element it asks for from
 * DRAM and writes every one it stores back at least once: reuse brings a
 * side's bytes down to that floor, never below (a column walk's stores
 * were counted at half the bytes they write), with the figures that follow
 * the bytes moved alike. */
static void at_least_distinct(wl_traffic *t, double page_bytes)
{
    double read = t->distinct_read_bytes, write = t->distinct_asked_bytes - read;
    set_dram_bytes(t, read > t->dram_read_bytes ? read : t->dram_read_bytes,
                   write > t->dram_write_bytes ? write : t->dram_write_bytes, page_bytes);
}

/* Beyond L2, a launch counted whole (count_launch) has its distinct bytes
 * counted over every thread, not taken from a sample's margin, and they
 * are the floor: ((i % 8192) * 8192 + i / 8192) % n over 4 MiB on a GTX
 * 1650 asks for 64 KiB of distinct elements, but the sample's second half
 * asks again for its first half's, so its margin held no distinct byte and
 * the floor was 0 B. (Its granules would be a higher floor, but they
 * count the launch's edges, which the sample's margin leaves out: i + s
 * would read one granule more than the offset kernel it is.) */
static void at_least_counted(wl_traffic *t, const wl_analysis *a, double page_bytes)
{
    t->distinct_asked_bytes = a->distinct_bytes_per_element;
    t->distinct_read_bytes = a->distinct_read_bytes_per_element;
    at_least_distinct(t, page_bytes);
}

static int reuse_in_l2(const wl_spec *spec, double n, const wl_gpu_consts *c, wl_traffic *t)
{
    double lanes_per_warp = launch_lanes_per_warp(spec);
    double write_lines = t->dram_write_cost_bytes / WL_LINE_BYTES;
    double bytes_per_warp =
        lanes_per_warp * WL_LINE_BYTES * (l2_read_copies(c) * t->l2_fills + write_lines);
    double reach = bytes_per_warp > 0 ? c->l2_bytes / bytes_per_warp : 0;
    double warps = n / lanes_per_warp;
    if (reach > warps)
        reach = warps;
    if (reach > REUSE_LANES_MAX / lanes_per_warp)
        reach = REUSE_LANES_MAX / lanes_per_warp;
    if (reach <= t->sample_warps) {
        at_least_distinct(t, c->dram_page_bytes);
        return 0;
    }
    double r;
    if (t->l2_fills >= 1.0 / 8) {
        if (wl_reuse_ratio(spec, false, t->sample_warps, (long)reach, &r) != 0)
            return -1;
        t->l2_fills *= r;
        t->dram_read_bytes *= r;
        t->dram_pages -= t->dram_read_pages * (1 - r);
        t->dram_read_pages *= r;
    }
    if (write_lines >= 1.0 / 8) {
        if (wl_reuse_ratio(spec, true, t->sample_warps, (long)reach, &r) != 0)
            return -1;
        double write_pages = t->dram_pages - t->dram_read_pages;
        t->dram_write_bytes *= r;
        t->dram_write_cost_bytes *= r;
        t->dram_pages = t->dram_read_pages + write_pages * r;
    }
    at_least_distinct(t, c->dram_page_bytes);
    return 0;
}

/* Beyond L2, a side of a launch counted whole reuses its pieces within
 * L2's reach when, its uses spread evenly over the launch as a modulo
 * spreads them, what L2 takes in between two uses of one element fits in
 * it: the launch's elements over the uses each distinct element gets (each
 * element loads one and stores one), times the bytes an element brings in,
 * its sectors per request (loads kept as for the footprint). Then the side
 * costs its pieces once: i % 4096 read 16 KiB over and over beside 256 MiB
 * of stores was 4 B per element, and 6e-5 once the sample happened to see
 * it wrap (at unroll 4, i % 1024), 60,000x apart for one launch. Nothing
 * here depends on the sample, so the issue order does not either. A column
 * walk, each element used once, is left to the reuse walk (wl_reuse.c). */
static bool reused_within_l2(double asked, double distinct, double elements, double brought,
                             double l2_bytes)
{
    return distinct > 0 && distinct < asked && elements * distinct / asked * brought <= l2_bytes;
}

static void counted_reuse(const wl_spec *spec, const wl_analysis *a, double elements,
                          const wl_gpu_consts *c, wl_traffic *t)
{
    double asked = wl_type_bytes(spec->type);
    double brought = (l2_read_copies(c) * t->load_sectors + t->store_sectors) * WL_SECTOR_BYTES *
                     t->load_instructions;
    double read = t->dram_read_bytes, write = t->dram_write_bytes;
    double distinct_write = a->distinct_bytes_per_element - a->distinct_read_bytes_per_element;
    if (reused_within_l2(asked, a->distinct_read_bytes_per_element, elements, brought, c->l2_bytes))
        read = a->dram_read_bytes_per_element;
    if (reused_within_l2(asked, distinct_write, elements, brought, c->l2_bytes))
        write = a->dram_write_bytes_per_element;
    if (read != t->dram_read_bytes || write != t->dram_write_bytes)
        set_dram_bytes(t, read, write, c->dram_page_bytes);
}

/* The L2 the launch takes (footprint_bytes) and whether it fits. The
 * arrays' extents, the loaded ones kept l2_read_copies times; a launch
 * counted whole (count_launch) takes the pieces it touches instead, its
 * loads' kept as often and its stores' where they land apart, since an
 * array's extent says nothing of how much of it the launch touches
 * ((i * 1024) % n reaches a 32 MiB array, past the H200's L2, and reads
 * 8192 of its granules, 512 KiB). The count is taken where the extents
 * fit, as before, and beyond them where it can be: one past the
 * evaluation budget leaves the extents' answer. */
/* A family that counts its whole launch (a custom expression) has the
 * sectors and lines of every request, not a sample's: the prediction takes
 * them, so the analysis and the prediction give one figure (min(i, 1000) *
 * 8 over 64K: 2.89 sectors per load over the launch, 4.79 in the sample of
 * its first warps). */
static void whole_launch_requests(const wl_spec *spec, const wl_analysis *a, wl_traffic *t)
{
    double lanes_per_request =
        WL_WARP_SIZE * (double)wl_lane_bytes(spec) / wl_type_bytes(spec->type);
    t->load_sectors = a->load_sectors_per_request;
    t->store_sectors = a->store_sectors_per_request;
    t->l1_lines = (a->load_lines_per_request + a->store_lines_per_request) / lanes_per_request;
}

static int footprint(const wl_spec *spec, double elements, const wl_memparams *mem,
                     const wl_gpu_consts *c, wl_prediction *out, wl_analysis *whole, bool *counted,
                     wl_error *err)
{
    wl_traffic *t = &out->traffic;
    double copies = l2_read_copies(c);
    t->footprint_bytes = copies * t->read_extent_bytes + t->write_extent_bytes;
    out->fits_in_l2 = elements * t->footprint_bytes <= c->l2_bytes;
    wl_error why;
    int rc = count_launch(spec, elements, mem, whole, &why);
    if (rc != 0 && out->fits_in_l2) {
        if (err)
            *err = why;
        return -1;
    }
    *counted = rc == 0 && whole->dram_counted_whole;
    if (rc == 0 && wl_family_of(spec->kernel)->whole)
        whole_launch_requests(spec, whole, t);
    if (*counted) {
        t->footprint_bytes =
            copies * whole->dram_read_bytes_per_element + whole->store_alone_bytes_per_element;
        out->fits_in_l2 = elements * t->footprint_bytes <= c->l2_bytes;
    }
    return 0;
}

/* The limits that depend on how the launch is cut into blocks. */
/* The lab times its points back to back, an event after each. A launch
 * whose body keeps the GPU busy costs its body plus a fixed part (starting
 * and draining the grid, the events): launch_fixed_s, the intercept of
 * copies inside L2 timed at several lengths. A short body is hidden by the
 * host, which cannot queue launches faster than launch_s apart (the gap
 * between empty launches). H200, 2026-12-03, offset 0 f32 in place: 16 and
 * 32 MiB took 9.02 and 14.72 us at unroll 4 (13.70 and 23.71 at unroll 1),
 * 3.3 to 3.7 us above their bodies' line, while every size up to 4 MiB
 * took 4.6 to 6.3 us, the host's gap: the launch's cost is the larger of
 * the two, not their sum (which put the seed's 4 MiB at 0.69 of the
 * measured). A calibration without launch_fixed_s adds launch_s whole. */
static void launch_time(double body, const wl_gpu_consts *c, wl_prediction *out)
{
    double fixed = wl_gpu_launch_fixed_s(c);
    double busy = fixed + body;
    out->seconds = busy > c->launch_s ? busy : c->launch_s;
    out->launch_s = out->seconds - body;
    out->launch_bound = out->launch_s > body;
}

static int launch_limits(const wl_spec *spec, double n, int block_threads, const wl_gpu_consts *c,
                         wl_prediction *out)
{
    /* Blocks start and retire at a rate of their own, and a block of many
     * warps starts them at a rate per warp (H200, trivial blocks: 1.66e9
     * blocks/s of 32 threads, 1.60e9 of 256, 2.99e10 warps/s in blocks of
     * 1024). */
    double warps = n / launch_lanes_per_warp(spec);
    double blocks = warps / (block_threads / WL_WARP_SIZE);
    out->warps = warps;
    out->blocks = blocks;
    double by_blocks = blocks / c->blocks_per_s, by_warps = warps / c->warps_per_s;
    out->limit_s[WL_LIMIT_BLOCKS] = by_blocks > by_warps ? by_blocks : by_warps;
    out->block_threads = block_threads;
    if (!(out->traffic.hot_requests > 0))
        return 0;
    /* The lines the resident warps write at once: whole chunks of 32
     * consecutive warps (where the sharing is), spread over the resident
     * ones. */
    double resident = resident_warps(block_threads, c);
    if (resident > warps)
        resident = warps;
    enum { CHUNK = 32, CHUNKS = 64 };
    int64_t requests = 0, lines = 0, total_lines = 0;
    /* Room for every line the chunks could write is 4 MiB at 4 stores a
     * warp, where a transpose finds 9,216 hot lines: the set grows instead. */
    wl_u64_set seen;
    if (wl_u64_set_init_growing(&seen) != 0)
        return -1;
    long gap = (long)(resident / CHUNKS);
    for (int k = 0; k < CHUNKS; k++)
        if (wl_hot_lines_into(spec, k * gap, CHUNK, &seen, &requests, &lines) != 0) {
            wl_u64_set_free(&seen);
            return -1;
        } else {
            total_lines = lines;
        }
    wl_u64_set_free(&seen);
    lines = total_lines;
    out->hot_lines = (double)lines;
    out->limit_s[WL_LIMIT_HOT_LINES] = n * out->traffic.hot_requests / hot_rate(lines, c);
    return 0;
}

int wl_predict_launch(const wl_spec *spec, double elements, const wl_gpu_consts *c,
                      wl_prediction *out, wl_error *err)
{
    return wl_predict_launch_block(spec, elements, WL_BLOCK_THREADS, c, out, err);
}

int wl_predict_launch_block(const wl_spec *spec, double elements, int block_threads,
                            const wl_gpu_consts *c, wl_prediction *out, wl_error *err)
{
    return wl_predict_launch_mem(spec, elements, block_threads, NULL, c, out, err);
}

int wl_predict_launch_mem(const wl_spec *spec, double elements, int block_threads,
                          const wl_memparams *granules, const wl_gpu_consts *c, wl_prediction *out,
                          wl_error *err)
{
    if (block_threads < WL_WARP_SIZE || block_threads > 1024 || block_threads % WL_WARP_SIZE)
        return wl_fail(err, "a block must be 32 to 1024 threads, a multiple of 32");
    if (wl_gpu_consts_validate(c, err) != 0)
        return -1;
    if (!(elements >= WL_WARP_SIZE))
        return wl_fail(err, "a launch needs at least one warp of elements");
    memset(out, 0, sizeof *out);
    wl_memparams mem;
    wl_memparams_default(&mem);
    if (granules)
        mem = *granules;
    if (wl_traffic_of(spec, elements, &mem, (int)c->dram_page_bytes, &out->traffic, err) != 0)
        return -1;
    out->elements = elements;
    out->estimated = c->estimated;
    snprintf(out->device, sizeof out->device, "%s", c->device);
    wl_analysis whole;
    bool counted;
    if (footprint(spec, elements, &mem, c, out, &whole, &counted, err) != 0)
        return -1;
    if (out->fits_in_l2 && wl_family_of(spec->kernel)->whole)
        whole_launch_dram(&whole, c->dram_page_bytes, &out->traffic);
    if (!out->fits_in_l2 && reuse_in_l2(spec, elements, c, &out->traffic) != 0)
        return wl_fail(err, "out of memory");
    if (!out->fits_in_l2 && counted) {
        at_least_counted(&out->traffic, &whole, c->dram_page_bytes);
        counted_reuse(spec, &whole, elements, c, &out->traffic);
    }
    /* Data L2 already holds needs no fill for a store to meet. */
    out->optimistic = out->traffic.store_fill_conflicts > 0 && !out->fits_in_l2;
    out->footprint_l2 = elements * out->traffic.footprint_bytes / c->l2_bytes;
    double rewritten = rewritten_share(&out->traffic, counted ? &whole : NULL);
    out->dram_share = out->fits_in_l2
                          ? 0
                          : rewritten * dram_share_at(c, out->footprint_l2, true) +
                                (1 - rewritten) * dram_share_at(c, out->footprint_l2, false);
    limits(spec, &out->traffic, elements, out->dram_share, block_threads, c, out);
    out->shared_wavefronts = wl_shared_wavefronts_per_element(spec);
    out->limit_s[WL_LIMIT_SHARED] = wl_shared_limit_s(spec, elements, c);
    if (launch_limits(spec, elements, block_threads, c, out) != 0)
        return wl_fail(err, "out of memory");
    out->binding = WL_LIMIT_DRAM;
    for (int l = 0; l < WL_LIMIT_COUNT; l++)
        if (out->limit_s[l] > out->limit_s[out->binding])
            out->binding = (wl_limit)l;
    launch_time(out->limit_s[out->binding], c, out);
    out->gbps = elements * out->traffic.asked_bytes / out->seconds / 1e9;
    out->pct_of_copy = 100.0 * out->gbps * 1e9 / c->dram_bytes_per_s;
    if (!isfinite(out->seconds) || !isfinite(out->gbps) || !(out->seconds > 0))
        return wl_fail(err, "no finite prediction from these constants");
    return 0;
}
