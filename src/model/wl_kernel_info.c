/* Names, parameters and validation of the experiments the lab offers. */
#include <stdio.h>
#include <string.h>
#include <threads.h>

#include "wl_model.h"
#include "wl_names.h"

typedef struct kernel_info {
    const char *name;
    const char *index_expr;
    wl_param_range param;
} kernel_info;

static const kernel_info kernels[WL_KERNEL_COUNT] = {
    [WL_KERNEL_OFFSET] = {"offset", "a[i + s] += 1", {WL_PARAM_OFFSET, "offset", 0, 32, 1, 0}},
    [WL_KERNEL_STRIDE] = {"stride", "a[i * s] += 1", {WL_PARAM_STRIDE, "stride", 1, 32, 1, 1}},
    [WL_KERNEL_AOS] = {"aos", "p[i].x += 1", {WL_PARAM_NONE, NULL, 0, 0, 0, 0}},
    [WL_KERNEL_SOA] = {"soa", "x[i] += 1", {WL_PARAM_NONE, NULL, 0, 0, 0, 0}},
    [WL_KERNEL_TRANSPOSE_NAIVE] = {"transpose-naive",
                                   "out[y*N + x] = in[x*N + y]",
                                   {WL_PARAM_MATRIX, "N", WL_MATRIX_MIN, WL_MATRIX_MAX, 32, 8192}},
    [WL_KERNEL_TRANSPOSE_READCO] = {"transpose-readco",
                                    "out[x*N + y] = in[y*N + x]",
                                    {WL_PARAM_MATRIX, "N", WL_MATRIX_MIN, WL_MATRIX_MAX, 32, 8192}},
    [WL_KERNEL_TRANSPOSE_TILED] = {"transpose-tiled",
                                   "tile[ty][tx] = in[y*N + x]; out[..] = tile[tx][ty]",
                                   {WL_PARAM_MATRIX, "N", WL_MATRIX_MIN, WL_MATRIX_MAX, 32, 8192}},
};

static const char *type_names[WL_TYPE_COUNT] = {"f32", "f64"};

const char *wl_kernel_name(wl_kernel k)
{
    return (unsigned)k < WL_KERNEL_COUNT ? kernels[k].name : "?";
}

int wl_kernel_from_name(const char *name, wl_kernel *out)
{
    for (int k = 0; k < WL_KERNEL_COUNT; k++)
        if (name && strcmp(name, kernels[k].name) == 0) {
            *out = (wl_kernel)k;
            return 0;
        }
    return -1;
}

static char kernel_names[192];
static once_flag kernel_names_once = ONCE_FLAG_INIT;

static void join_kernel_names(void)
{
    wl_names_join(kernel_names, sizeof kernel_names, &kernels[0].name, WL_KERNEL_COUNT,
                  sizeof kernels[0]);
}

const char *wl_kernel_names_list(void)
{
    call_once(&kernel_names_once, join_kernel_names);
    return kernel_names;
}

const char *wl_type_name(wl_type t)
{
    return (unsigned)t < WL_TYPE_COUNT ? type_names[t] : "?";
}

int wl_type_from_name(const char *name, wl_type *out)
{
    for (int t = 0; t < WL_TYPE_COUNT; t++)
        if (name && strcmp(name, type_names[t]) == 0) {
            *out = (wl_type)t;
            return 0;
        }
    return -1;
}

int wl_type_bytes(wl_type t)
{
    return t == WL_TYPE_F64 ? 8 : 4;
}

const char *wl_kernel_index_expr(wl_kernel k)
{
    return (unsigned)k < WL_KERNEL_COUNT ? kernels[k].index_expr : "?";
}

void wl_kernel_param_range(wl_kernel k, wl_param_range *out)
{
    static const wl_param_range none = {WL_PARAM_NONE, NULL, 0, 0, 0, 0};
    *out = (unsigned)k < WL_KERNEL_COUNT ? kernels[k].param : none;
}

void wl_spec_default(wl_kernel k, wl_type t, wl_spec *out)
{
    wl_param_range r;
    wl_kernel_param_range(k, &r);
    *out = (wl_spec){.kernel = k, .type = t, .param = r.def, .warp = 0, .unroll = 1};
}

bool wl_kernel_is_transpose(wl_kernel k)
{
    return k == WL_KERNEL_TRANSPOSE_NAIVE || k == WL_KERNEL_TRANSPOSE_READCO ||
           k == WL_KERNEL_TRANSPOSE_TILED;
}

long wl_spec_warp_count(const wl_spec *spec)
{
    if (wl_kernel_is_transpose(spec->kernel)) {
        long tiles = (long)(spec->param / WL_TILE_DIM);
        return tiles * tiles * (WL_TILE_ROWS * WL_TILE_DIM / WL_WARP_SIZE);
    }
    return WL_MODEL_WARPS;
}

static int check_param(const wl_spec *spec, wl_error *err)
{
    wl_param_range r;
    wl_kernel_param_range(spec->kernel, &r);
    if (r.kind == WL_PARAM_NONE)
        return 0;
    if (r.kind == WL_PARAM_STRIDE && spec->param == 0)
        return wl_fail(err,
                       "stride 0 is not allowed: every lane would hit one element; "
                       "stride must be %d..%d",
                       r.min, r.max);
    if (r.kind == WL_PARAM_OFFSET && spec->param < 0)
        return wl_fail(err, "offset %d is negative; offset must be %d..%d", spec->param, r.min,
                       r.max);
    if (spec->param < r.min || spec->param > r.max)
        return wl_fail(err, "%s %d is out of range; %s must be %d..%d", r.name, spec->param, r.name,
                       r.min, r.max);
    if (r.kind == WL_PARAM_MATRIX && spec->param % WL_TILE_DIM != 0)
        return wl_fail(err, "N %d is not a multiple of %d; N must be a multiple of %d in %d..%d",
                       spec->param, WL_TILE_DIM, WL_TILE_DIM, r.min, r.max);
    return 0;
}

int wl_spec_validate(const wl_spec *spec, wl_error *err)
{
    if ((unsigned)spec->kernel >= WL_KERNEL_COUNT)
        return wl_fail(err, "unknown kernel; kernels are %s", wl_kernel_names_list());
    if ((unsigned)spec->type >= WL_TYPE_COUNT)
        return wl_fail(err, "unknown type; types are f32, f64");
    if (check_param(spec, err) != 0)
        return -1;
    if (spec->unroll < 1 || spec->unroll > WL_UNROLL_MAX)
        return wl_fail(err, "unroll %d is out of range; unroll must be 1..%d", spec->unroll,
                       WL_UNROLL_MAX);
    long warps = wl_spec_warp_count(spec);
    if (spec->warp < 0 || spec->warp >= warps)
        return wl_fail(err, "warp %ld is out of range; warp must be 0..%ld", spec->warp, warps - 1);
    return 0;
}

void wl_memparams_default(wl_memparams *out)
{
    /* Hopper's L2 fetches 64 bytes from DRAM per read miss by default
     * (cudaLimitMaxL2FetchGranularity) and writes back dirty 32-byte sectors. */
    out->dram_read_granule = 64;
    out->dram_write_granule = 32;
}

int wl_kernel_useful_bytes_per_element(wl_kernel k, wl_type t)
{
    (void)k; /* every kernel reads one element and writes one */
    return 2 * wl_type_bytes(t);
}
