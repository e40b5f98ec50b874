/* The registry's table: one row per kernel family (see wl_family.h). */
#include <stdio.h>
#include <string.h>
#include <threads.h>

#include "wl_counting.h"
#include "wl_family_rows.h"
#include "wl_names.h"

#define RANGE(kind, name, min, max, step, def)                                                     \
    {                                                                                              \
        kind, name, min, max, step, def                                                            \
    }
#define NO_PARAM RANGE(WL_PARAM_NONE, NULL, 0, 0, 0, 0)
#define MATRIX RANGE(WL_PARAM_MATRIX, "N", WL_MATRIX_MIN, WL_MATRIX_MAX, 32, 8192)

/* The one-dimensional rows share their geometry; each names its own lanes,
 * extent, parameter and expectation. */
#define LINEAR_ROW                                                                                 \
    .lanes_from = WL_LANES_KERNEL, .unroll_max = WL_UNROLL_MAX, .arrays = 1,                       \
    .sized_by = WL_SIZED_BY_WORKING_SET, .instructions_per_warp = wl_linear_instructions,          \
    .warp_count = wl_linear_warp_count, .launch_elements = wl_linear_launch_elements,              \
    .geometry = wl_linear_geometry

#define TILE_ROW                                                                                   \
    .lanes_from = WL_LANES_KERNEL, .param = MATRIX, .unroll_max = 1, .arrays = 2,                  \
    .sized_by = WL_SIZED_BY_PARAM, .lane_elements = wl_tile_lane_elements,                         \
    .instructions_per_warp = wl_tile_instructions, .warp_count = wl_tile_warp_count,               \
    .launch_elements = wl_tile_launch_elements, .geometry = wl_tile_geometry,                      \
    .extent = wl_tile_extent, .param_values = wl_tile_param_values, .check_param = wl_tile_check,  \
    .expect = wl_tile_expect

/* banks and banks-write differ in what the warps do to the tile. */
#define BANKS_ROW                                                                                  \
    .lanes_from = WL_LANES_KERNEL, .param = RANGE(WL_PARAM_WORDS, "stride", 0, 33, 1, 1),          \
    .unroll_max = 1, .arrays = 2, .sized_by = WL_SIZED_BY_WORKING_SET, .lanes = wl_banks_lanes,    \
    .lane_elements = wl_linear_lane_elements, .instructions_per_warp = wl_banks_instructions,      \
    .warp_count = wl_linear_warp_count, .launch_elements = wl_banks_launch_elements,               \
    .geometry = wl_banks_geometry, .extent = wl_soa_extent,                                        \
    .param_values = wl_family_range_values, .check_param = wl_family_check_range,                  \
    .expect = wl_banks_expect

/* A test build's own families (wl_families.def): their hooks' declarations
 * and WL_EXTRA_ROWS, their rows. */
#ifdef WL_FAMILY_ROWS_EXTRA
#include WL_FAMILY_ROWS_EXTRA
#else
#define WL_EXTRA_ROWS
#endif

static const wl_family families[] = {
    [WL_KERNEL_OFFSET] = {.kernel = WL_KERNEL_OFFSET,
                          .name = "offset",
                          .index_expr = "a[i + s] += 1",
                          .source_function = "wl_offset",
                          .partner = "",
                          .param = RANGE(WL_PARAM_OFFSET, "offset", 0, 32, 1, 0),
                          LINEAR_ROW,
                          .lanes = wl_offset_lanes,
                          .affine = wl_offset_affine,
                          .lane_elements = wl_linear_lane_elements,
                          .extent = wl_offset_extent,
                          .param_values = wl_family_range_values,
                          .check_param = wl_offset_check,
                          .expect = wl_offset_expect},
    [WL_KERNEL_STRIDE] = {.kernel = WL_KERNEL_STRIDE,
                          .name = "stride",
                          .index_expr = "a[i * s] += 1",
                          .source_function = "wl_stride",
                          .partner = "",
                          .param = RANGE(WL_PARAM_STRIDE, "stride", 1, 32, 1, 1),
                          LINEAR_ROW,
                          .lanes = wl_stride_lanes,
                          .affine = wl_stride_affine,
                          .lane_elements = wl_linear_lane_elements,
                          .extent = wl_stride_extent,
                          .param_values = wl_family_range_values,
                          .check_param = wl_stride_check,
                          .expect = wl_stride_expect},
    [WL_KERNEL_AOS] = {.kernel = WL_KERNEL_AOS,
                       .name = "aos",
                       .index_expr = "p[i].x += 1",
                       .source_function = "wl_aos",
                       .partner = "soa",
                       .param = NO_PARAM,
                       LINEAR_ROW,
                       .lanes = wl_aos_lanes,
                       .affine = wl_aos_affine,
                       .lane_elements = wl_linear_lane_elements,
                       .extent = wl_aos_extent,
                       .param_values = wl_family_one_value,
                       .check_param = wl_family_check_range,
                       .expect = wl_aos_expect},
    [WL_KERNEL_SOA] = {.kernel = WL_KERNEL_SOA,
                       .name = "soa",
                       .index_expr = "x[i] += 1",
                       .source_function = "wl_soa",
                       .partner = "aos",
                       .param = NO_PARAM,
                       LINEAR_ROW,
                       .lanes = wl_soa_lanes,
                       .affine = wl_soa_affine,
                       .lane_elements = wl_linear_lane_elements,
                       .extent = wl_soa_extent,
                       .param_values = wl_family_one_value,
                       .check_param = wl_family_check_range,
                       .expect = wl_soa_expect},
    [WL_KERNEL_TRANSPOSE_NAIVE] = {.kernel = WL_KERNEL_TRANSPOSE_NAIVE,
                                   .name = "transpose-naive",
                                   .index_expr = "out[y*N + x] = in[x*N + y]",
                                   .source_function = "wl_transpose_naive",
                                   .partner = "",
                                   TILE_ROW,
                                   .lanes = wl_naive_lanes},
    [WL_KERNEL_TRANSPOSE_READCO] = {.kernel = WL_KERNEL_TRANSPOSE_READCO,
                                    .name = "transpose-readco",
                                    .index_expr = "out[x*N + y] = in[y*N + x]",
                                    .source_function = "wl_transpose_readco",
                                    .partner = "",
                                    TILE_ROW,
                                    .lanes = wl_readco_lanes},
    [WL_KERNEL_TRANSPOSE_TILED] = {.kernel = WL_KERNEL_TRANSPOSE_TILED,
                                   .name = "transpose-tiled",
                                   .index_expr =
                                       "tile[ty][tx] = in[y*N + x]; out[..] = tile[tx][ty]",
                                   .source_function = "wl_transpose_tiled",
                                   .partner = "",
                                   TILE_ROW,
                                   .lanes = wl_tiled_lanes,
                                   .shared_ops = wl_tiled_shared_ops},
    [WL_KERNEL_VECTOR] = {.kernel = WL_KERNEL_VECTOR,
                          .name = "vector",
                          .index_expr = "a[i*w .. i*w + w-1] += 1 (one load)",
                          .source_function = "wl_vector",
                          .partner = "",
                          .param = RANGE(WL_PARAM_WIDTH, "width", 1, 4, 1, 4),
                          LINEAR_ROW,
                          .lanes = wl_vector_lanes,
                          .affine = wl_vector_affine,
                          .lane_elements = wl_vector_lane_elements,
                          .extent = wl_soa_extent,
                          .param_values = wl_vector_param_values,
                          .check_param = wl_vector_check,
                          .expect = wl_soa_expect},
    [WL_KERNEL_BANKS] = {.kernel = WL_KERNEL_BANKS,
                         .name = "banks",
                         .index_expr = "x = tile[lane * s] (shared, 256 times)",
                         .source_function = "wl_banks_read",
                         .partner = "banks-write",
                         BANKS_ROW,
                         .shared_ops = wl_banks_read_ops},
    [WL_KERNEL_BANKS_WRITE] = {.kernel = WL_KERNEL_BANKS_WRITE,
                               .name = "banks-write",
                               .index_expr = "tile[lane * s] = x (shared, 256 times)",
                               .source_function = "wl_banks_write",
                               .partner = "banks",
                               BANKS_ROW,
                               .shared_ops = wl_banks_write_ops},
    [WL_KERNEL_TRANSPOSE_PAD] = {.kernel = WL_KERNEL_TRANSPOSE_PAD,
                                 .name = "transpose-pad",
                                 .index_expr = "tile[32][32 + pad]: out[..] = tile[tx][ty]",
                                 .source_function = "wl_transpose_pad",
                                 .partner = "",
                                 .lanes_from = WL_LANES_KERNEL,
                                 .param = RANGE(WL_PARAM_PAD, "pad", 0, WL_PAD_MAX, 1, 1),
                                 .unroll_max = 1,
                                 .arrays = 2,
                                 .sized_by = WL_SIZED_BY_PARAM,
                                 .lanes = wl_pad_lanes,
                                 .lane_elements = wl_tile_lane_elements,
                                 .instructions_per_warp = wl_tile_instructions,
                                 .warp_count = wl_pad_warp_count,
                                 .launch_elements = wl_pad_launch_elements,
                                 .geometry = wl_pad_geometry,
                                 .extent = wl_pad_extent,
                                 .param_values = wl_family_range_values,
                                 .check_param = wl_family_check_range,
                                 .expect = wl_pad_expect,
                                 .shared_ops = wl_pad_shared_ops},
    [WL_KERNEL_EXPR] = {.kernel = WL_KERNEL_EXPR,
                        .name = "expr",
                        .index_expr = "load and store expressions of s",
                        .source_function = "wl_expr",
                        .partner = "",
                        .lanes_from = WL_LANES_SOURCE,
                        .param = RANGE(WL_PARAM_S, "s", -1000000, 1000000, 1, 1),
                        .unroll_max = WL_UNROLL_MAX,
                        .arrays = 1,
                        .sized_by = WL_SIZED_BY_WORKING_SET,
                        .lanes = wl_expr_family_lanes,
                        .lane_elements = wl_linear_lane_elements,
                        .instructions_per_warp = wl_linear_instructions,
                        .warp_count = wl_expr_family_warp_count,
                        .launch_elements = wl_expr_family_launch_elements,
                        .geometry = wl_expr_family_geometry,
                        .extent = wl_expr_family_extent,
                        .param_values = wl_family_range_values,
                        .check_param = wl_expr_family_check,
                        .expect = wl_expr_family_expect,
                        .whole = wl_expr_family_whole,
                        .parts = wl_expr_family_parts},
    WL_EXTRA_ROWS /* a test build's own families, after every shipped one */
};

#define FAMILY_COUNT ((int)(sizeof families / sizeof families[0]))
/* Every enumerator has a row: a new last enumerator without one does not
 * build (one in the middle leaves a blank row, which wl_family_complete
 * refuses). Selections keep kernels as bits of an unsigned. */
_Static_assert(FAMILY_COUNT == WL_KERNEL_COUNT, "a kernel family without its registry row");
_Static_assert(FAMILY_COUNT <= 32, "more families than bits in a selection");

int wl_family_count(void)
{
    return FAMILY_COUNT;
}

/* A name the row must give, or the hook it must have. */
static int need(bool given, int index, const wl_family *f, const char *field, wl_error *err)
{
    if (given)
        return 0;
    return wl_fail(err, "kernel family %d (%s) has no %s", index, f->name ? f->name : "unnamed",
                   field);
}

static int complete_param(const wl_family *f, int index, wl_error *err)
{
    const wl_param_range *r = &f->param;
    if (need(r->kind != WL_PARAM_UNSET, index, f, "param", err) != 0)
        return -1;
    if (r->kind == WL_PARAM_NONE)
        return 0;
    return need(r->name && r->min <= r->def && r->def <= r->max && r->step > 0, index, f,
                "param name and range (min <= def <= max, step > 0)", err);
}

/* A row sized by the working set launches nothing over none; a row sized
 * by its parameter launches its own elements whatever it is asked. */
static bool sized_by_agrees(const wl_family *f)
{
    wl_spec s = {.kernel = f->kernel, .type = WL_TYPE_F32, .param = f->param.def, .unroll = 1};
    bool follows = f->launch_elements(f, &s, 0) == 0;
    return follows == (f->sized_by == WL_SIZED_BY_WORKING_SET);
}

int wl_family_complete(const wl_family *f, int index, wl_error *err)
{
    const struct {
        bool given;
        const char *field;
    } fields[] = {
        {(int)f->kernel == index, "kernel equal to its index"},
        {f->name != NULL, "name"},
        {f->index_expr != NULL, "index_expr"},
        {f->source_function != NULL, "source_function"},
        {f->partner != NULL, "partner (\"\" for none)"},
        {f->lanes_from != WL_LANES_UNSET, "lanes_from"},
        {f->unroll_max >= 1 && f->unroll_max <= WL_UNROLL_MAX, "unroll_max"},
        {f->arrays == 1 || f->arrays == 2, "arrays (1 or 2)"},
        {f->sized_by != WL_SIZED_UNSET, "sized_by"},
        {f->lanes != NULL, "lanes"},
        {f->lane_elements != NULL, "lane_elements"},
        {f->instructions_per_warp != NULL, "instructions_per_warp"},
        {f->warp_count != NULL, "warp_count"},
        {f->launch_elements != NULL, "launch_elements"},
        {f->geometry != NULL, "geometry"},
        {f->extent != NULL, "extent"},
        {f->param_values != NULL, "param_values"},
        {f->check_param != NULL, "check_param"},
        {f->expect != NULL, "expect"},
    };
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
        if (need(fields[i].given, index, f, fields[i].field, err) != 0)
            return -1;
    if (complete_param(f, index, err) != 0)
        return -1;
    return need(sized_by_agrees(f), index, f, "sized_by that launch_elements agrees with", err);
}

/* Every row is checked once, before any is used: a row missing a field
 * must not answer with another family's facts (or crash on a NULL hook). */
static bool rows_complete;
static once_flag rows_once = ONCE_FLAG_INIT;

static void check_rows(void)
{
    wl_error err;
    rows_complete = true;
    for (int k = 0; k < FAMILY_COUNT; k++)
        if (wl_family_complete(&families[k], k, &err) != 0) {
            fprintf(stderr, "warplab: %s\n", err.msg);
            rows_complete = false;
        }
}

const wl_family *wl_family_of(wl_kernel k)
{
    call_once(&rows_once, check_rows);
    if (!rows_complete || (unsigned)k >= (unsigned)FAMILY_COUNT)
        return NULL;
    return &families[k];
}

/* --- What the rest of warplab asks, answered from the rows --------------- */

const char *wl_kernel_name(wl_kernel k)
{
    const wl_family *f = wl_family_of(k);
    return f ? f->name : "?";
}

/* Only the families with a kernel of their own are named by users. */
int wl_kernel_from_name(const char *name, wl_kernel *out)
{
    for (int k = 0; name && k < FAMILY_COUNT; k++) {
        const wl_family *f = wl_family_of((wl_kernel)k);
        if (f && f->lanes_from == WL_LANES_KERNEL && strcmp(name, f->name) == 0) {
            *out = (wl_kernel)k;
            return 0;
        }
    }
    return -1;
}

static char kernel_names[256];
static once_flag kernel_names_once = ONCE_FLAG_INIT;

/* Every row with a kernel, wherever it stands in the list. */
static void join_kernel_names(void)
{
    const char *names[FAMILY_COUNT];
    size_t named = 0;
    for (int k = 0; k < FAMILY_COUNT; k++)
        if (families[k].lanes_from == WL_LANES_KERNEL)
            names[named++] = families[k].name;
    wl_names_join(kernel_names, sizeof kernel_names, names, named, sizeof names[0]);
}

const char *wl_kernel_names_list(void)
{
    call_once(&kernel_names_once, join_kernel_names);
    return kernel_names;
}

const char *wl_kernel_index_expr(wl_kernel k)
{
    const wl_family *f = wl_family_of(k);
    return f ? f->index_expr : "?";
}

void wl_kernel_param_range(wl_kernel k, wl_param_range *out)
{
    static const wl_param_range none = NO_PARAM;
    const wl_family *f = wl_family_of(k);
    *out = f ? f->param : none;
}

bool wl_kernel_unrolls(wl_kernel k)
{
    const wl_family *f = wl_family_of(k);
    return f && f->unroll_max > 1;
}

void wl_launch_of(const wl_spec *spec, wl_launch_ctx *out)
{
    wl_launch_of_row(wl_family_of(spec->kernel), spec, out);
}

int wl_launch_parts(const wl_spec *spec, wl_part *out, int max)
{
    const wl_family *f = wl_family_of(spec->kernel);
    int count = 0;
    if (f->parts) {
        wl_launch_ctx l;
        wl_launch_of(spec, &l);
        count = f->parts(&l, out, max);
    }
    if (count <= 0) {
        out[0] = (wl_part){0, 1.0};
        count = 1;
    }
    return count;
}

long wl_spec_warp_count(const wl_spec *spec)
{
    wl_launch_ctx l;
    wl_launch_of(spec, &l);
    return wl_family_of(spec->kernel)->warp_count(&l);
}

int wl_instructions_per_warp(const wl_spec *spec)
{
    return wl_family_of(spec->kernel)->instructions_per_warp(spec);
}

int wl_lane_bytes(const wl_spec *spec)
{
    return wl_family_of(spec->kernel)->lane_elements(spec) * wl_type_bytes(spec->type);
}

size_t wl_launch_elements(const wl_spec *spec, size_t n)
{
    const wl_family *f = wl_family_of(spec->kernel);
    return f->launch_elements(f, spec, n);
}

size_t wl_launch_elements_for_size(const wl_spec *spec, size_t size_bytes)
{
    return wl_launch_elements(spec, wl_elements_for_size(size_bytes, spec->type));
}

int wl_family_instance_name(const wl_spec *spec, char *out, size_t outsz)
{
    const wl_family *f = wl_family_of(spec->kernel);
    if (!f || f->lanes_from != WL_LANES_KERNEL)
        return -1;
    static const char *const c_types[WL_TYPE_COUNT] = {"float", "double"};
    char lane[16], unroll[16] = "";
    int w = f->lane_elements(spec);
    snprintf(lane, sizeof lane, "%s", c_types[spec->type]);
    if (w > 1)
        snprintf(lane + strlen(lane), sizeof lane - strlen(lane), "%d", w);
    if (f->unroll_max > 1)
        snprintf(unroll, sizeof unroll, ", %d", spec->unroll);
    snprintf(out, outsz, "%s<%s%s>", f->source_function, lane, unroll);
    return 0;
}

bool wl_spec_uses_working_set(const wl_spec *spec)
{
    return wl_kernel_uses_working_set(spec->kernel);
}

bool wl_kernel_uses_working_set(wl_kernel k)
{
    const wl_family *f = wl_family_of(k);
    return f && f->sized_by == WL_SIZED_BY_WORKING_SET;
}

void wl_lane_walk_start(const wl_spec *spec, wl_lane_walk *w)
{
    w->f = wl_family_of(spec->kernel);
    wl_launch_of_row(w->f, spec, &w->l);
}

/* One array is updated in place; two are read `in` (0) and written `out` (1). */
static int lane_array(const wl_family *f, bool is_store)
{
    return f->arrays == 2 && is_store ? 1 : 0;
}

void wl_lane_walk_addresses(wl_lane_walk *w, long warp, bool is_store, int u,
                            uint64_t addr[WL_WARP_SIZE], int *array)
{
    *array = lane_array(w->f, is_store);
    w->l.spec.warp = warp;
    w->f->lanes(&w->l, is_store, u, addr);
}

bool wl_lane_walk_span(wl_lane_walk *w, long warp, bool is_store, int u, uint64_t *lo, uint64_t *hi,
                       int *array)
{
    if (!w->f->affine)
        return false;
    uint64_t first, step;
    w->l.spec.warp = warp;
    w->f->affine(&w->l, is_store, u, &first, &step);
    const uint64_t last_lane = WL_WARP_SIZE - 1;
    if (step > UINT64_MAX / last_lane || first > UINT64_MAX - step * last_lane)
        return false; /* the lanes wrap past 2^64: lane 0 need not be the least */
    *lo = first;
    *hi = first + step * last_lane;
    *array = lane_array(w->f, is_store);
    return true;
}

void wl_lane_walk_access(wl_lane_walk *w, long warp, bool is_store, int u, wl_access *out)
{
    uint64_t addr[WL_WARP_SIZE];
    int array;
    wl_lane_walk_addresses(w, warp, is_store, u, addr, &array);
    wl_access_from_addresses(addr, wl_lane_bytes(&w->l.spec), array, out);
}

int wl_lane_addresses(const wl_spec *spec, bool is_store, int u, uint64_t addr[WL_WARP_SIZE],
                      int *array)
{
    wl_lane_walk w;
    wl_lane_walk_start(spec, &w);
    wl_lane_walk_addresses(&w, spec->warp, is_store, u, addr, array);
    return 0;
}

void wl_instruction_access(const wl_spec *spec, bool is_store, int u, wl_access *out)
{
    wl_lane_walk w;
    wl_lane_walk_start(spec, &w);
    wl_lane_walk_access(&w, spec->warp, is_store, u, out);
}
