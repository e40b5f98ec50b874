/* The kernel family registry: one row per family of kernels the lab offers
 * (the one-dimensional offset, stride, aos and soa; the 2-D tile transposes;
 * vector loads; a custom expression), and everything the rest of warplab
 * asks about a family comes from its row: the model (lane addresses), the
 * launcher in kernels/ (which source function, what launch geometry, which
 * parameters it accepts), the lab (working-set elements, extents, what
 * `--check` expects), the slider and the figures.
 *
 * Adding a family is one line in wl_families.def (the enum, the launcher
 * table of kernels/ and the launcher check come from it), one row in
 * wl_family.c and its hooks (its launcher in kernels/ when it has a kernel); a row missing a field
 * fails wl_family_complete, which the registry runs on every row before first use and
 * tests/model/test_family.c runs on each field in turn. Nothing outside the registry switches on a
 * kernel. Pure C: kernels/ links it. */
#ifndef WL_FAMILY_H
#define WL_FAMILY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "wl_error.h"
#include "wl_model.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Where a family's lane addresses come from. */
typedef enum wl_lanes_from {
    WL_LANES_UNSET,  /* a row that forgot to say: refused */
    WL_LANES_KERNEL, /* a kernel of kernels/, named on the command line */
    WL_LANES_SOURCE  /* generated from spec->expr (a custom expression's kernel) */
} wl_lanes_from;

/* What sets the size of a family's launch: the one fact `--size`, the
 * lab's working-set key (w), its label and a demo step's `size =` ask. */
typedef enum wl_sized_by {
    WL_SIZED_UNSET,          /* a row that forgot to say: refused */
    WL_SIZED_BY_WORKING_SET, /* n elements from the working set asked */
    WL_SIZED_BY_PARAM        /* its own launch (an N x N transpose): no working set to set */
} wl_sized_by;

/* What `--check` expects element i of the array a launch writes to hold. */
typedef struct wl_expect {
    int64_t from; /* the input element it must hold, plus `add`; -1: its old value */
    int add;      /* 1 for the kernels that add one in place, 0 for copies */
} wl_expect;

/* A launch: blocks in x and y, threads per block in x and y. */
typedef struct wl_geometry {
    unsigned blocks_x, blocks_y, threads_x, threads_y;
} wl_geometry;

/* The hooks, and what each receives:
 *   lanes(l, is_store, u, addr)      launch context: n, geometry, slider
 *                                    value (spec.param), spec.expr
 *   warp_count(l), extent(l)         launch context
 *   expect(l, i)                     launch context
 *   launch_elements(f, spec, n)      what makes the launch: spec (with
 *   geometry(f, spec, n, out)        spec.expr) and the elements asked
 *   lane_elements(spec), instructions_per_warp(spec)
 *   param_values(f, spec, out, max), check_param(f, spec, err)
 *   whole(l, mem, out, err)          optional: whole-launch counts
 *   parts(l, out, max)               optional: parts a sample describes
 *
 * The launch context every hook that depends on the launch receives: the
 * spec (kernel, type, slider value in spec.param, the warp to look at, the
 * unrolling, and for the expression family its compiled expressions in
 * spec.expr), the elements it processes and its geometry. wl_launch_of
 * makes one from a spec. */
typedef struct wl_launch_ctx {
    wl_spec spec;
    size_t n;             /* elements it processes (0: less than one block asked) */
    wl_geometry geometry; /* its blocks and threads */
} wl_launch_ctx;

typedef struct wl_family wl_family;

/* The hooks' types: each row file declares its hooks with these, so a hook
 * of the wrong shape does not build. */
typedef void wl_lanes_fn(const wl_launch_ctx *l, bool is_store, int u, uint64_t addr[WL_WARP_SIZE]);
typedef void wl_affine_fn(const wl_launch_ctx *l, bool is_store, int u, uint64_t *first,
                          uint64_t *step);
typedef int wl_spec_int_fn(const wl_spec *spec);
typedef long wl_warp_count_fn(const wl_launch_ctx *l);
/* The two hooks that make a launch receive what it is made from: the spec
 * (with spec->expr for the expression family) and the elements asked. */
typedef size_t wl_launch_elements_fn(const wl_family *f, const wl_spec *spec, size_t n);
typedef void wl_geometry_fn(const wl_family *f, const wl_spec *spec, size_t n, wl_geometry *out);
typedef size_t wl_extent_fn(const wl_launch_ctx *l);
typedef int wl_param_values_fn(const wl_family *f, const wl_spec *spec, int *out, int max);
typedef int wl_check_param_fn(const wl_family *f, const wl_spec *spec, wl_error *err);
typedef wl_expect wl_expect_fn(const wl_launch_ctx *l, size_t i);
/* A part of a launch whose warps repeat the pattern of its first ones, and
 * its share of the launch's elements: what a sample from its first warp
 * describes. */
typedef struct wl_part {
    long first_warp;
    double share;
} wl_part;
typedef int wl_parts_fn(const wl_launch_ctx *l, wl_part *out, int max);
typedef int wl_whole_fn(const wl_launch_ctx *l, const wl_memparams *mem, wl_analysis *out,
                        wl_error *err);

/* One shared-memory instruction a warp issues `count` times, with its lanes'
 * byte addresses in shared memory. */
typedef struct wl_shared_op {
    bool is_store;
    int count;
    uint64_t addr[WL_WARP_SIZE];
} wl_shared_op;
#define WL_SHARED_OPS_MAX 16
/* Warp spec->warp's shared-memory instructions, the one the lesson is about
 * first (the bank diagram draws it); returns how many. */
typedef int wl_shared_ops_fn(const wl_spec *spec, wl_shared_op out[WL_SHARED_OPS_MAX]);

struct wl_family {
    wl_kernel kernel;            /* the row's own index: checked */
    const char *name;            /* "stride": command line, content files */
    const char *index_expr;      /* "a[i * s] += 1": what a student sees */
    const char *source_function; /* "wl_stride": the kernel in kernels/ */
    const char *partner;         /* the family it is compared with ("soa"), or "" */
    wl_lanes_from lanes_from;
    wl_param_range param; /* what --param and the slider move; name = the slider's */
    int unroll_max;       /* 1: each thread's work is fixed; else WL_UNROLL_MAX */
    int arrays;           /* 1: updated in place; 2: reads `in`, writes `out` */
    /* Whether the working set sizes the launch; launch_elements must agree
     * (wl_family_complete checks it). */
    wl_sized_by sized_by;
    /* Lane addresses (bytes from the array's base) of warp l->spec.warp's
     * instruction u of the load or the store, in launch l. */
    wl_lanes_fn *lanes;
    /* Optional, for a row whose lanes are first + lane * step (bytes,
     * modulo 2^64) and whose lanes hook expands this one: lane 0's address
     * and the step. A walk over many warps takes an instruction's span from
     * it without drawing its 32 lanes. */
    wl_affine_fn *affine;
    wl_spec_int_fn *lane_elements;         /* elements one lane moves per instruction */
    wl_spec_int_fn *instructions_per_warp; /* global loads (and stores) per warp */
    wl_warp_count_fn *warp_count;          /* warps of the launch a spec can name */
    /* Elements one launch over a working set of n elements processes: n
     * rounded down to whole blocks, or the family's own (an N x N matrix). */
    wl_launch_elements_fn *launch_elements;
    wl_geometry_fn *geometry; /* blocks and threads for n launch elements */
    /* Elements of each array launch l reaches from element 0. */
    wl_extent_fn *extent;
    /* The parameters a sweep or a slider visits, at most max; returns how many. */
    wl_param_values_fn *param_values;
    wl_check_param_fn *check_param; /* 0, or -1 with err */
    wl_expect_fn *expect;           /* what --check expects of element i after launch l */
    /* Optional. The whole launch's sectors and lines per request and DRAM
     * bytes per element into out, for a family whose pattern may change
     * from warp to warp (a custom expression); 0, or -1 with err (a lane
     * outside the array). NULL: wl_analyze's sample of whole blocks, exact
     * for a family whose every warp repeats the pattern of the first. */
    wl_whole_fn *whole;
    /* Optional. The launch's parts (at most max; 0: one part), for a family
     * whose pattern changes along the launch. NULL: one part, the whole. */
    wl_parts_fn *parts;
    /* Optional: the shared-memory instructions (NULL: the kernel uses none). */
    wl_shared_ops_fn *shared_ops;
};

/* The launch spec describes: spec->n elements (rounded by the family's
 * launch_elements), or when spec->n is 0 the family's nominal launch, over
 * the lab's smallest default working set (WL_MIN_DEFAULT_SIZE_BYTES). */
void wl_launch_of(const wl_spec *spec, wl_launch_ctx *out);
/* A launch's lane addresses, warp after warp: its context (elements,
 * geometry) is the launch's whichever warp is drawn, so a walk over many
 * warps works it out once. A prediction draws thousands of warps, and
 * working the context out anew for each was a sixth of a lab start's
 * instructions. */
typedef struct wl_lane_walk {
    const wl_family *f;
    wl_launch_ctx l;
} wl_lane_walk;
void wl_lane_walk_start(const wl_spec *spec, wl_lane_walk *w);
/* Warp `warp`'s instruction u of the load or the store, as
 * wl_lane_addresses gives it for spec with that warp. */
void wl_lane_walk_addresses(wl_lane_walk *w, long warp, bool is_store, int u,
                            uint64_t addr[WL_WARP_SIZE], int *array);
/* The least and greatest of those addresses without the lanes, for a row
 * with an affine hook whose lanes do not wrap past 2^64 (then they ascend,
 * or all are one); false, and nothing set, otherwise. */
bool wl_lane_walk_span(wl_lane_walk *w, long warp, bool is_store, int u, uint64_t *lo, uint64_t *hi,
                       int *array);
/* The parts of spec's launch (at most max, at least one): the family's
 * parts hook, or the whole launch. */
int wl_launch_parts(const wl_spec *spec, wl_part *out, int max);
/* The same from row f (spec's own): what a row's hooks call. */
void wl_launch_of_row(const wl_family *f, const wl_spec *spec, wl_launch_ctx *out);

/* The kernel instance a spec launches, as the compiler names it: the source
 * function and its template arguments, the lane's type ("float", "float4")
 * and, where the family unrolls, the unrolling ("wl_vector<float4, 1>",
 * "wl_transpose_naive<double>"). -1 for a family whose kernel is generated. */
int wl_family_instance_name(const wl_spec *spec, char *out, size_t outsz);

/* The most values param_values gives. */
#define WL_PARAM_VALUES_MAX 64

/* The row of kernel k, or NULL for a value that names no family. */
const wl_family *wl_family_of(wl_kernel k);
/* Rows in the table (the kernels are 0..count-1). */
int wl_family_count(void);
/* 0 when every field of the row is given and consistent; else -1 and err
 * names the row and the field. */
int wl_family_complete(const wl_family *f, int index, wl_error *err);

#ifdef __cplusplus
}
#endif

#endif
