/* The performance model: how long a kernel takes, and why.
 *
 * A launch's time is the largest of a few named limits, plus a fixed cost of
 * starting and draining it (what an empty launch takes; it matters only for
 * small launches, such as the seed's 4 MB working set). Each limit is a count the access model
 * gives (bytes, lines, requests, load instructions) over a rate of the GPU (one of the constants
 * below). The constants are physical quantities measured by `warplab calibrate` with its own
 * microbenchmarks, never fitted to the lab's experiments: a prediction reads no reference
 * measurement.
 *
 * Pure C: no curses, no CUDA. */
#ifndef WL_PERF_H
#define WL_PERF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "wl_error.h"
#include "wl_model.h"

/* The footprints, in times L2, at which calibrate times copies past L2:
 * 1.1, 1.25, 1.5, 2 and 3 (wl_l2_share_at). */
#define WL_L2_SHARE_POINTS 5
extern const double wl_l2_share_at[WL_L2_SHARE_POINTS];

/* Per-GPU constants, each with its unit. */
typedef struct wl_gpu_consts {
    char device[128];        /* "NVIDIA H200" */
    bool estimated;          /* from a datasheet profile, not measured on the GPU */
    int sms;                 /* streaming multiprocessors */
    int warps_per_sm;        /* resident warps per SM at the lab's block size */
    int blocks_per_sm;       /* resident blocks per SM (compute capability; 0: 32) */
    int l2_read_copies;      /* copies L2 keeps of a line all SMs read: 2 on a split L2 (0: 2) */
    double l2_bytes;         /* L2 capacity, bytes */
    double dram_bytes_per_s; /* DRAM traffic a streaming copy sustains (read + write) */
    double latency_s;        /* loaded memory latency: a load's round trip */
    double latency_l2_s;     /* the same for data L2 holds (0: not measured, latency_s) */

    double l1_lines_per_s;   /* 128-byte line lookups one SM's L1 does per second */
    double l2_partial_per_s; /* store requests with a partly written sector, whole GPU */
    double l2_fills_per_s;   /* 128-byte lines L2 fills from DRAM, whole GPU */
    double dram_page_bytes;  /* the span of addresses one DRAM page opening serves */
    double dram_pages_per_s; /* DRAM pages opened per second, whole GPU */
    double launch_s;         /* the gap between empty launches as the lab times them: s */
    double launch_fixed_s;   /* what a launch adds to a body that keeps the GPU busy: s
                                (0: not measured, launch_s stands for it) */
    double launch_gpu_s;     /* a CUDA graph's launch: recorded, not predicted with */
    double blocks_per_s;     /* trivial 32-thread blocks the GPU starts and retires per second */
    double warps_per_s;      /* warps of trivial 1024-thread blocks started per second */
    double hot32_per_s;      /* stores/s into 32 lines every warp writes a word of (whole GPU) */
    double hot2048_per_s;    /* the same spread over 2048 lines */
    double l2_bytes_per_s;   /* bytes L2 serves loads and stores per second, no DRAM behind */
    double shared_wavefronts_per_s; /* shared-memory wavefronts (passes) one SM serves per s */
    /* A working set past L2, launched again and again: the share of the
     * DRAM limits' time a launch still takes when its footprint is 1.1,
     * 1.25, 1.5, 2 and 3 times L2 (the rest, L2 kept from the launch
     * before), for a launch that writes other lines than it reads (copy)
     * and one that writes the lines it reads (update). All ten or none (0:
     * not measured; then a working set past L2 takes all of it). */
    double dram_share_copy[WL_L2_SHARE_POINTS], dram_share_update[WL_L2_SHARE_POINTS];
} wl_gpu_consts;

/* The limits, in the order they are reported. */
typedef enum wl_limit {
    WL_LIMIT_DRAM,       /* bytes to and from DRAM */
    WL_LIMIT_IN_FLIGHT,  /* bytes in flight: too few loads outstanding to hide latency */
    WL_LIMIT_L1_LINES,   /* L1 tag lookups: distinct lines per warp instruction */
    WL_LIMIT_L2_PARTIAL, /* stores that write part of a sector */
    WL_LIMIT_L2_FILLS,   /* lines L2 must fill from DRAM */
    WL_LIMIT_DRAM_PAGES, /* DRAM pages opened: sparse walks open one per access */
    WL_LIMIT_BLOCKS,     /* blocks (and their warps) started and retired */
    WL_LIMIT_HOT_LINES,  /* same-line writes from different warps in flight */
    WL_LIMIT_L2_BYTES,   /* bytes L2 serves to the loads and stores */
    WL_LIMIT_SHARED,     /* shared-memory wavefronts: bank conflicts (wl_perf_shared.c) */

    WL_LIMIT_COUNT
} wl_limit;

/* What one launch asks of the memory system, per element processed. Worked
 * out from the lane addresses of whole blocks of warps, so neighbouring warps
 * that share a granule or a line count it once, as L2 does. The analysis
 * (wl_analyze) takes its DRAM estimate from here too. */
typedef struct wl_traffic {
    double asked_bytes;           /* read + write the program asks for */
    double distinct_asked_bytes;  /* of those, distinct elements, counted as the DRAM bytes are */
    double distinct_read_bytes;   /* its loads' part */
    double dram_read_bytes;       /* DRAM read granules (64 B) the loads touch */
    double dram_write_bytes;      /* DRAM write pieces (32 B) the stores dirty: bytes sent */
    double dram_write_cost_bytes; /* 64-byte granules the stores dirty: DRAM's time */
    double l1_lines;              /* line lookups, loads and stores */
    double l2_partial;            /* store requests (lines) with a partly written sector */
    double l2_fills;              /* 128-byte lines the loads bring into L2 */
    double dram_pages;            /* pages the loads, then the write-backs, open */
    double dram_read_pages;       /* the loads' part of dram_pages */
    long sample_warps;            /* warps the counts were taken over */
    double read_extent_bytes;     /* bytes the loaded array spans */
    double write_extent_bytes;    /* and the stored one, where it is another */
    /* L2 the arrays take: read ones l2_read_copies times (set by the
     * prediction, which knows the GPU) */
    double footprint_bytes;
    double load_instructions;           /* warp load instructions per element */
    int loads_in_flight;                /* loads a warp issues before it must wait */
    double load_sectors, store_sectors; /* sectors per request, whole kernel */
    /* Store lines that meet another instruction's fill (wl_fill_conflicts.c):
     * no limit counts their cost (wl_prediction.optimistic). */
    double store_fill_conflicts;
    /* Requests of scattered stores into lines other warps also write
     * (wl_hot_lines.c), per element. */
    double hot_requests;

} wl_traffic;

typedef struct wl_prediction {
    double seconds;                 /* one launch */
    double gbps;                    /* effective: asked bytes / seconds */
    double pct_of_copy;             /* gbps / the calibrated DRAM rate (wl_format.h) */
    wl_limit binding;               /* the largest limit */
    double limit_s[WL_LIMIT_COUNT]; /* each limit's time for the whole launch */
    double launch_s;                /* what launching adds to the body: seconds less it */
    /* A warp's round trip at one load per thread in flight, and the part of
     * it the SM's L1 spends looking up every resident warp's lines. */
    double round_trip_s, round_l1_s;
    bool launch_bound; /* launching, not the body, is most of seconds */

    double elements;
    int block_threads;        /* threads per block */
    double blocks;            /* blocks the launch starts */
    double warps;             /* warps the launch starts */
    double hot_lines;         /* lines the resident warps' scattered stores share */
    wl_traffic traffic;       /* per element */
    double shared_wavefronts; /* shared-memory wavefronts per element */
    bool fits_in_l2;          /* the working set fits in L2: repeated launches spend no DRAM time */
    double footprint_l2;      /* the working set's footprint over L2's size */
    double dram_share;        /* the share of the DRAM limits' time a launch takes: 0 where it
                                 fits in L2, 1 where L2 keeps nothing between launches */
    bool optimistic;          /* stores meet other loads' fills, which no limit times */
    bool estimated;           /* the constants are a datasheet estimate (wl_gpu_consts) */
    char device[128];         /* the GPU the prediction is for */
} wl_prediction;

/* "DRAM traffic", "bytes in flight", ... */
const char *wl_limit_name(wl_limit l);
/* Machine-readable: "dram", "in_flight", ... */
const char *wl_limit_key(wl_limit l);

/* The traffic of a validated spec. `elements` is how many the launch processes
 * (it sets the footprint); mem gives the DRAM granules bytes are counted in,
 * page_bytes the DRAM page pages are. Returns 0, or -1 with err set. */
int wl_traffic_of(const wl_spec *spec, double elements, const wl_memparams *mem, int page_bytes,
                  wl_traffic *out, wl_error *err);

/* The share of the bytes DRAM moves that the lanes ask for: distinct asked
 * bytes over DRAM bytes, counted alike, so never above 100 (0 when DRAM
 * moves nothing). Lanes asking for one element many times make the asked
 * bytes more than DRAM moves, which is reuse, not use beyond 100%. */
double wl_traffic_used_pct(const wl_traffic *t);

/* Predicts one launch over `elements` elements (N*N for the transposes) in
 * blocks of WL_BLOCK_THREADS threads. */
int wl_predict_launch(const wl_spec *spec, double elements, const wl_gpu_consts *c,
                      wl_prediction *out, wl_error *err);
/* The same in blocks of block_threads (a multiple of 32, 32..1024). */
int wl_predict_launch_block(const wl_spec *spec, double elements, int block_threads,
                            const wl_gpu_consts *c, wl_prediction *out, wl_error *err);
/* The same with the DRAM granules of mem (NULL: Hopper's, wl_memparams_default):
 * loads cost the read granules they touch, stores whole granules of the
 * write granule, at least 64 bytes. What model --read-granule and
 * --write-granule ask. */
int wl_predict_launch_mem(const wl_spec *spec, double elements, int block_threads,
                          const wl_memparams *mem, const wl_gpu_consts *c, wl_prediction *out,
                          wl_error *err);

/* The chain from bytes to the binding limit, one line:
 * "limit: DRAM traffic → 6% of DRAM · DRAM 64 rd + 64 wr B for 8 asked
 * (6.3% used)": the binding limit first, so a narrow pane keeps it.
 * ascii uses "|" and "->". */
void wl_perf_chain(const wl_prediction *p, bool ascii, char *out, size_t outsz);

/* The prediction as the "prediction" object of `warplab model --json`
 * (schema in warplab(1)), its braces at `indent` spaces. */
void wl_perf_print_json(FILE *out, const wl_prediction *p, const char *calibration, int indent);
/* The same for people: figure, chain and every limit's time. */
void wl_perf_print_text(FILE *out, const wl_prediction *p, const char *calibration, bool ascii);

/* Shared-memory wavefronts per element a launch processes (0 for a kernel
 * without shared memory), and their time over n elements (wl_perf_shared.c). */
double wl_shared_wavefronts_per_element(const wl_spec *spec);
double wl_shared_limit_s(const wl_spec *spec, double n, const wl_gpu_consts *c);

/* Checks that every constant lies within its physical range (wl_perf.c); the
 * message names it. */
/* The constants a calibration may leave out, with what stands in for them
 * then: L2's round trip (else DRAM's, latency_s) and what a launch adds to a
 * busy body (else the whole empty-launch gap, launch_s). */
double wl_gpu_latency_l2_s(const wl_gpu_consts *c);
double wl_gpu_launch_fixed_s(const wl_gpu_consts *c);
int wl_gpu_consts_validate(const wl_gpu_consts *c, wl_error *err);
/* The constants' relations to each other (L2's round trip no longer than
 * DRAM's; a launch's fixed part of the order of the empty-launch gap): 0,
 * or -1 with err and *key the constant that breaks one. */
int wl_gpu_consts_relate(const wl_gpu_consts *c, const char **key, wl_error *err);
/* The same check for one constant by its calibration key (a key that is no
 * constant of the model passes): what the calibration loader calls on each
 * line. */
int wl_gpu_const_check(const char *name, double v, wl_error *err);

#endif
