/* The access model: which bytes each lane of a warp touches, and what the
 * memory system must fetch for them. Pure C: no curses, no CUDA. It is the one
 * source for the warp diagram, for predictions without a GPU, and for the
 * check against the hardware counters. */
#ifndef WL_MODEL_H
#define WL_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "wl_error.h"

#ifdef __cplusplus
extern "C" { /* the launchers in kernels/ validate through the registry */
#endif

#define WL_WARP_SIZE 32
#define WL_SECTOR_BYTES 32
#define WL_LINE_BYTES 128
/* A lane moves at most WL_LANE_BYTES_MAX bytes per instruction (a float4 or
 * a double2), naturally aligned, so it never straddles a sector: a warp
 * instruction touches at most one sector per lane (a 16-byte lane fills half
 * of one; 32 of them, 16 whole sectors). */
#define WL_LANE_BYTES_MAX 16
#define WL_MAX_SECTORS WL_WARP_SIZE

/* The kernel families, from the one list (wl_families.def); each has its
 * row in the registry (wl_family.h), which says everything else about it:
 * offset a[i + s], stride a[i * s], aos p[i].x, soa x[i], the three
 * transposes, vector loads, the shared-memory bank reads and writes, the
 * padded transpose, and a custom experiment (lanes from
 * spec->expr). */
typedef enum wl_kernel {
#define WL_KERNEL_FAMILY(e, name) WL_KERNEL_##e,
#define WL_GENERATED_FAMILY(e) WL_KERNEL_##e,
#include "wl_families.def"
#undef WL_KERNEL_FAMILY
#undef WL_GENERATED_FAMILY
    WL_KERNEL_COUNT
} wl_kernel;

typedef enum wl_type { WL_TYPE_F32, WL_TYPE_F64, WL_TYPE_COUNT } wl_type;

/* What the slider of a kernel moves. */
typedef enum wl_param_kind {
    WL_PARAM_UNSET,  /* a registry row that forgot its parameter: refused */
    WL_PARAM_NONE,   /* aos, soa */
    WL_PARAM_OFFSET, /* elements added to the index */
    WL_PARAM_STRIDE, /* elements between neighbouring lanes */
    WL_PARAM_MATRIX, /* N of an N x N matrix, a multiple of 32 */
    WL_PARAM_WIDTH,  /* elements one lane moves with one instruction */
    WL_PARAM_WORDS,  /* shared-memory elements between neighbouring lanes (banks) */
    WL_PARAM_PAD,    /* extra columns of a shared tile's rows */
    WL_PARAM_S       /* a custom expression's s */
} wl_param_kind;

typedef struct wl_param_range {
    wl_param_kind kind;
    const char *name; /* "offset", "stride", "N", "width", "s", or NULL */
    int min, max, step, def;
} wl_param_range;

/* Transposes move one 32 x 32 tile per block of 32 x 8 threads. */
#define WL_TILE_DIM 32
#define WL_TILE_ROWS 8
#define WL_MATRIX_MIN 32
#define WL_MATRIX_MAX 16384
#define WL_UNROLL_MAX 16
/* What the lab's unroll key (u) switches between: 1 and this. */
#define WL_LAB_UNROLL 4
/* The banks family: each block of WL_BLOCK_THREADS fills a shared tile of
 * WL_BANKS_TILE elements (WL_BANKS_FILL coalesced loads per thread), then
 * each warp reads (or writes) element lane * s of it WL_BANKS_ITERS times,
 * enough that shared memory, not DRAM, sets the time. */
#define WL_BANKS_TILE 1024
#define WL_BANKS_FILL (WL_BANKS_TILE / WL_BLOCK_THREADS)
#define WL_BANKS_ITERS 256
/* transpose-pad moves an N x N matrix of this size. */
#define WL_PAD_MATRIX 8192
#define WL_PAD_MAX 4 /* extra columns the slider offers: 0 (32-way) .. 4 */
/* Threads per block of the one-dimensional kernels (offset, stride, aos, soa). */
#define WL_BLOCK_THREADS 256
/* The lab's two working sets (the w key): the seed's 4 MB, and the smallest
 * default (a GPU with a large L2 gets 4 x L2, wl_default_size). Here so that
 * a custom experiment is checked at each before the lab runs it. */
#define WL_SEED_SIZE_BYTES (4u * 1024u * 1024u) /* the seed program's 4 MB */
#define WL_MIN_DEFAULT_SIZE_BYTES (256ull * 1024u * 1024u)
/* Warps the one-dimensional kernels offer to inspect (their pattern repeats). */
#define WL_MODEL_WARPS (1L << 24)

struct wl_expr_experiment;

typedef struct wl_spec {
    wl_kernel kernel;
    wl_type type;
    int param;  /* ignored for WL_PARAM_NONE kernels */
    long warp;  /* global warp index, 0-based */
    int unroll; /* independent elements per thread, 1..WL_UNROLL_MAX */
    /* Elements the launch processes (wl_launch_elements of its working
     * set); 0: the family's nominal launch (wl_launch_of). */
    size_t n;
    /* The expression family's compiled expressions (wl_expr_model.h),
     * which must outlive the spec; NULL for every other family. */
    const struct wl_expr_experiment *expr;
    /* Where warp 0 of a sample sits in the launch: the first warp of one of
     * its parts (wl_launch_parts); 0 for the launch's start. */
    long part_warp;
} wl_spec;

/* Hardware constants the DRAM estimate depends on. */
typedef struct wl_memparams {
    int dram_read_granule;  /* bytes L2 fetches from DRAM per miss (64 on Hopper) */
    int dram_write_granule; /* bytes written back per dirty piece (32) */
    /* L2 holds the launch's whole working set (the prediction says so for
     * its GPU): every piece is fetched once over the launch, so a count of
     * the whole launch (a custom expression's) counts it once; false: only
     * threads near each other share what L2 holds. */
    bool l2_holds_launch;
} wl_memparams;

/* One global load or store instruction of one warp. */
typedef struct wl_access {
    bool present;                         /* false when the kernel has no such op */
    int elem_bytes;                       /* bytes per lane */
    uint64_t lane_addr[WL_WARP_SIZE];     /* byte offset from the array's base */
    int array;                            /* which array (0 = input/only, 1 = output) */
    int sectors;                          /* distinct 32-byte sectors */
    int lines;                            /* distinct 128-byte lines */
    int requests;                         /* warp-level requests (one per instruction) */
    uint64_t sector_addr[WL_MAX_SECTORS]; /* distinct sectors, ascending */
    int useful_bytes;                     /* bytes the lanes asked for */
    int fetched_bytes;                    /* sectors * 32 */
    double efficiency;                    /* useful / fetched */
} wl_access;

typedef struct wl_analysis {
    wl_spec spec;
    wl_access load, store; /* the warp's first load and store instruction */
    /* Whole-kernel averages over every warp instruction: what ncu reports as
     * l1tex__t_sectors_pipe_lsu_mem_global_op_{ld,st}.sum / requests. */
    double load_sectors_per_request, store_sectors_per_request;
    double load_lines_per_request, store_lines_per_request;
    /* Estimated DRAM traffic per element processed, with every piece fetched
     * once (L2 keeps what neighbouring warps share). */
    double dram_read_bytes_per_element, dram_write_bytes_per_element;
    int useful_bytes_per_element; /* read + write the program asks for */
    /* The distinct bytes among them, counted as the DRAM pieces are (an
     * element two lanes ask for counts once): what DRAM must move at least. */
    double distinct_bytes_per_element;
    double distinct_read_bytes_per_element; /* its loads' part (a whole hook's count) */
    /* Set by a whole hook (a custom expression's) asked to count a launch
     * L2 holds: its DRAM and distinct bytes were counted over every thread
     * at once, each piece once (the launch's footprint), not by windows of
     * threads (pieces too many to mark). */
    bool dram_counted_whole;
    /* With it, the bytes of the store pieces no load touches (a store
     * expression of its own landing elsewhere): they take room in L2 beside
     * the loads'; stores on the loads' pieces add nothing. */
    double store_alone_bytes_per_element;
} wl_analysis;

/* Names as the command line and content files spell them ("offset", "f32"). */
const char *wl_kernel_name(wl_kernel k);
int wl_kernel_from_name(const char *name, wl_kernel *out);
const char *wl_kernel_names_list(void); /* "offset, stride, ..." for messages */
const char *wl_type_name(wl_type t);
int wl_type_from_name(const char *name, wl_type *out);
int wl_type_bytes(wl_type t);

/* The index expression a student sees ("a[i + s]"). */
const char *wl_kernel_index_expr(wl_kernel k);

void wl_kernel_param_range(wl_kernel k, wl_param_range *out);
/* Whether each thread can take several independent elements (--unroll). */
bool wl_kernel_unrolls(wl_kernel k);
/* Warps a spec can name: the transposes' grid, or WL_MODEL_WARPS. */
long wl_spec_warp_count(const wl_spec *spec);
/* Global load (and store) instructions each warp issues: `unroll` for the
 * one-dimensional kernels, WL_TILE_DIM / WL_TILE_ROWS for the transposes. */
int wl_instructions_per_warp(const wl_spec *spec);
/* Bytes one lane moves per instruction: the element, or `width` of them. */
int wl_lane_bytes(const wl_spec *spec);
/* Elements one launch over a working set of n elements processes (whole
 * blocks; the transposes' N x N): the one rule the lab and figures share. */
size_t wl_launch_elements(const wl_spec *spec, size_t n);
/* Element counts are rounded to whole blocks of the largest unrolling, so
 * every unroll setting processes exactly the same elements. */
#define WL_ELEMENT_QUANTUM ((size_t)WL_BLOCK_THREADS * WL_UNROLL_MAX)
/* Elements of type t in a working set of size_bytes (whole
 * WL_ELEMENT_QUANTUM blocks, at least one). */
size_t wl_elements_for_size(size_t size_bytes, wl_type t);
/* wl_launch_elements of a working set in bytes: what a launch, a
 * prediction and a lesson figure all process. */
size_t wl_launch_elements_for_size(const wl_spec *spec, size_t size_bytes);
/* Whether a launch's size comes from the working set (false: the family's
 * own, as an N x N transpose's). */
bool wl_spec_uses_working_set(const wl_spec *spec);
/* The same for a kernel family, from its registry row (sized_by). */
bool wl_kernel_uses_working_set(wl_kernel k);

/* Defaults: the parameter's default, warp 0, unroll 1. */
void wl_spec_default(wl_kernel k, wl_type t, wl_spec *out);
/* Checks param, warp and unroll; the message names the value and what is allowed. */
int wl_spec_validate(const wl_spec *spec, wl_error *err);

void wl_memparams_default(wl_memparams *out); /* Hopper: 64 and 32 */

/* Analyses a validated spec. Returns 0, or -1 with err set. */
int wl_analyze(const wl_spec *spec, const wl_memparams *mem, wl_analysis *out, wl_error *err);
/* The same without the DRAM estimate: dram_*_bytes_per_element and
 * distinct_*bytes_per_element left 0, every other field as wl_analyze gives
 * it (a custom expression's whole-launch count gives them all). The warp's
 * and the kernel's sectors and lines cost a small part of the estimate, and
 * most figures of a course ask for nothing else. */
int wl_analyze_without_dram(const wl_spec *spec, const wl_memparams *mem, wl_analysis *out,
                            wl_error *err);

/* Bytes the program asks for per element (read + write): what effective
 * bandwidth divides by, the same way in every backend. */
int wl_kernel_useful_bytes_per_element(wl_kernel k, wl_type t);

/* Lane addresses for warp `warp`, instruction `u` (0..unroll-1) of the load
 * (is_store = false) or store. Exposed so tests and the diagram can ask for any
 * instruction, not only the first. */
int wl_lane_addresses(const wl_spec *spec, bool is_store, int u, uint64_t addr[WL_WARP_SIZE],
                      int *array);

/* Counts distinct sectors/lines of one instruction and fills the access record. */
void wl_access_from_addresses(const uint64_t addr[WL_WARP_SIZE], int elem_bytes, int array,
                              wl_access *out);

#ifdef __cplusplus
}
#endif

#endif
