#include "wl_banks.h"
#include "wl_figure.h"
#include "wl_eval_memo.h"
#include "wl_figure_ref.h"
#include "wl_timing.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What one instruction's record says, asked of the load or of the store. */
enum access_field {
    AF_SECTORS,
    AF_LINES,
    AF_USEFUL,
    AF_FETCHED,
    AF_WASTED,
    AF_EFFICIENCY,
    AF_SECTORS_PER_REQUEST,
    AF_LINES_PER_REQUEST,
    AF_ELEM_BYTES, /* load only: both sides move the same element */
    AF_LANE_STEP,
    NACCESS_FIELDS
};

static const char *const access_field_names[NACCESS_FIELDS] = {
    "sectors",      "lines",           "useful_bytes",        "fetched_bytes",
    "wasted_bytes", "efficiency",      "sectors_per_request", "lines_per_request",
    "elem_bytes",   "lane_step_bytes",
};

/* Figures of the whole kernel. */
enum kernel_field {
    KF_DRAM_READ,
    KF_DRAM_WRITE,
    KF_DRAM_TOTAL,
    KF_READ_AMP,
    KF_WRITE_AMP,
    KF_TOTAL_AMP,
    KF_USEFUL,
    KF_SHARED_WAVEFRONTS, /* the featured shared instruction's (wl_banks.h) */
    KF_SHARED_WAYS,
    NKERNEL_FIELDS
};

static const char *const kernel_field_names[NKERNEL_FIELDS] = {
    "dram.read_bytes_per_element", "dram.write_bytes_per_element",
    "dram.bytes_per_element",      "dram.read_amplification",
    "dram.write_amplification",    "dram.amplification",
    "useful_bytes_per_element",    "shared.wavefronts",
    "shared.conflict_ways",
};

/* A field index is [0, N) for the load's fields, [N, 2N) for the store's and
 * [2N, 2N + NKERNEL_FIELDS) for the kernel's, N = NACCESS_FIELDS. */

static double access_value(const wl_access *acc, double spr, double lpr, int f)
{
    switch (f) {
    case AF_SECTORS:
        return acc->sectors;
    case AF_LINES:
        return acc->lines;
    case AF_USEFUL:
        return acc->useful_bytes;
    case AF_FETCHED:
        return acc->fetched_bytes;
    case AF_WASTED:
        return acc->fetched_bytes - acc->useful_bytes;
    case AF_EFFICIENCY:
        return acc->efficiency;
    case AF_SECTORS_PER_REQUEST:
        return spr;
    case AF_LINES_PER_REQUEST:
        return lpr;
    case AF_ELEM_BYTES:
        return acc->elem_bytes;
    default:
        return (double)acc->lane_addr[1] - (double)acc->lane_addr[0];
    }
}

static double kernel_value(const wl_analysis *a, int f)
{
    switch (f) {
    case KF_DRAM_READ:
        return a->dram_read_bytes_per_element;
    case KF_DRAM_WRITE:
        return a->dram_write_bytes_per_element;
    case KF_DRAM_TOTAL:
        return a->dram_read_bytes_per_element + a->dram_write_bytes_per_element;
    /* DRAM bytes per byte the program moves: 1 when nothing is wasted. */
    case KF_READ_AMP:
        return a->dram_read_bytes_per_element / a->load.elem_bytes;
    case KF_WRITE_AMP:
        return a->dram_write_bytes_per_element / a->store.elem_bytes;
    /* Effective bandwidth times this is the rate DRAM actually moves. */
    case KF_TOTAL_AMP:
        return (a->dram_read_bytes_per_element + a->dram_write_bytes_per_element) /
               a->useful_bytes_per_element;
    case KF_SHARED_WAVEFRONTS:
    case KF_SHARED_WAYS: {
        wl_shared_summary s;
        wl_shared_of(&a->spec, &s);
        return f == KF_SHARED_WAVEFRONTS ? s.featured.wavefronts : s.featured.conflict_ways;
    }
    default:
        return a->useful_bytes_per_element;
    }
}

/* A model field that is a fraction (written with %): the efficiency of the
 * load or of the store. */
bool wl_figure_model_field_is_fraction(int field)
{
    return field < 2 * NACCESS_FIELDS && field % NACCESS_FIELDS == AF_EFFICIENCY;
}

/* The fields the DRAM estimate gives (wl_analyze_without_dram leaves them out). */
static bool field_reads_dram(int field)
{
    int k = field - 2 * NACCESS_FIELDS;
    return k >= KF_DRAM_READ && k <= KF_TOTAL_AMP;
}

static double field_value(const wl_analysis *a, int field)
{
    if (field < NACCESS_FIELDS)
        return access_value(&a->load, a->load_sectors_per_request, a->load_lines_per_request,
                            field);
    if (field < 2 * NACCESS_FIELDS)
        return access_value(&a->store, a->store_sectors_per_request, a->store_lines_per_request,
                            field - NACCESS_FIELDS);
    return kernel_value(a, field - 2 * NACCESS_FIELDS);
}

/* Looks a field name up: "load.X", "store.X" or a kernel figure. */
static int find_field(const char *name)
{
    const char *rest = NULL;
    int base = 0;
    if (strncmp(name, "load.", 5) == 0)
        rest = name + 5;
    else if (strncmp(name, "store.", 6) == 0)
        rest = name + 6, base = NACCESS_FIELDS;
    for (int i = 0; rest && i < NACCESS_FIELDS; i++)
        if (strcmp(access_field_names[i], rest) == 0 && !(base && i == AF_ELEM_BYTES))
            return base + i;
    for (int i = 0; !rest && i < NKERNEL_FIELDS; i++)
        if (strcmp(kernel_field_names[i], name) == 0)
            return 2 * NACCESS_FIELDS + i;
    return -1;
}

/* Constants of the model, named as lessons write them; the values come from
 * the model itself (constant_value), in the same order, except the device
 * fact at the end. */
static const char *const constant_names[] = {
    "warp_size",  "sector_bytes",      "line_bytes",         "sectors_per_line", "f32_bytes",
    "f64_bytes",  "tile_dim",          "unroll_max",         "block_threads",    "offset_max",
    "stride_max", "dram_read_granule", "dram_write_granule", "gtx1650_l2_mib",
};
enum { NCONSTANTS = sizeof constant_names / sizeof constant_names[0] };

static double constant_value(int i)
{
    wl_memparams mem;
    wl_param_range offset, stride;
    wl_memparams_default(&mem);
    wl_kernel_param_range(WL_KERNEL_OFFSET, &offset);
    wl_kernel_param_range(WL_KERNEL_STRIDE, &stride);
    const double values[NCONSTANTS] = {
        WL_WARP_SIZE,
        WL_SECTOR_BYTES,
        WL_LINE_BYTES,
        WL_LINE_BYTES / WL_SECTOR_BYTES,
        wl_type_bytes(WL_TYPE_F32),
        wl_type_bytes(WL_TYPE_F64),
        WL_TILE_DIM,
        WL_UNROLL_MAX,
        WL_BLOCK_THREADS,
        offset.max,
        stride.max,
        mem.dram_read_granule,
        mem.dram_write_granule,
        /* The seed author's GPU, a GTX 1650 (TU117): 1 MiB of L2 as public
         * GPU databases (TechPowerUp) give it; NVIDIA does not publish it and
         * the seed does not state it. The H200's L2 is perf:l2_mib, from the
         * calibration. */
        1,
    };
    return values[i];
}

const char *wl_figure_field_names(void)
{
    return "load.* and store.* (sectors, lines, useful_bytes, fetched_bytes, wasted_bytes, "
           "efficiency, sectors_per_request, lines_per_request, lane_step_bytes), "
           "load.elem_bytes, dram.read_bytes_per_element, dram.write_bytes_per_element, "
           "dram.bytes_per_element, dram.read_amplification, dram.write_amplification, "
           "dram.amplification, useful_bytes_per_element, shared.wavefronts, "
           "shared.conflict_ways";
}

const char *wl_figure_constant_names(void)
{
    return "warp_size, sector_bytes, line_bytes, sectors_per_line, f32_bytes, f64_bytes, "
           "dram_read_granule, dram_write_granule, tile_dim, unroll_max, block_threads, "
           "offset_max, stride_max, gtx1650_l2_mib";
}

int wl_figure_model_value(const wl_figure_source *t, double *value, wl_error *err)
{
    if (t->kind == WL_FIGURE_CONSTANT) {
        *value = constant_value(t->constant);
        return 0;
    }
    if (t->kind != WL_FIGURE_MODEL)
        return wl_fail(err, "a ref: figure comes from the reference data, not the model");
    wl_analysis a;
    wl_shared_summary s;
    if ((field_reads_dram(t->field) ? wl_memo_analysis(&t->spec, &a, &s, err)
                                    : wl_memo_analysis_without_dram(&t->spec, &a, &s, err)) != 0)
        return -1;
    if (t->field >= 2 * NACCESS_FIELDS + KF_SHARED_WAVEFRONTS && !s.present)
        return wl_fail(err, "kernel %s uses no shared memory", wl_kernel_name(t->spec.kernel));
    *value = field_value(&a, t->field);
    return 0;
}

static int parse_constant(const char *name, wl_figure_source *out, wl_error *err)
{
    out->kind = WL_FIGURE_CONSTANT;
    snprintf(out->key, sizeof out->key, "%s", name);
    for (int i = 0; i < NCONSTANTS; i++)
        if (strcmp(constant_names[i], name) == 0) {
            out->constant = i;
            return 0;
        }
    return wl_fail(err, "'%s' is neither a kernel (%s) nor a constant (%s)", name,
                   wl_kernel_names_list(), wl_figure_constant_names());
}

static int parse_number(const char *key, const char *v, int *out, wl_error *err)
{
    char *end = NULL;
    long n = strtol(v, &end, 10);
    if (!*v || *end != '\0' || n < -1000000 || n > 1000000)
        return wl_fail(err, "%s '%s' is not a whole number", key, v);
    *out = (int)n;
    return 0;
}

typedef int (*field_parser)(const char *v, int *out, wl_error *err);

static int parse_field(const char *v, int *out, wl_error *err)
{
    *out = find_field(v);
    if (*out >= 0)
        return 0;
    return wl_fail(err, "unknown field '%s'; fields are %s", v, wl_figure_field_names());
}

static const char *const prefixes[] = {
    [WL_PREFIX_MODEL] = "model:", [WL_PREFIX_REF] = "ref:",         [WL_PREFIX_PERF] = "perf:",
    [WL_PREFIX_RATIO] = "ratio:", [WL_PREFIX_PRODUCT] = "product:",
};

wl_figure_prefix wl_figure_prefix_of(const char *target, size_t len)
{
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++) {
        size_t n = strlen(prefixes[i]);
        if (len >= n && strncmp(target, prefixes[i], n) == 0)
            return (wl_figure_prefix)i;
    }
    return WL_PREFIX_NONE;
}

const char *wl_figure_prefix_text(wl_figure_prefix p)
{
    return (unsigned)p < sizeof prefixes / sizeof prefixes[0] ? prefixes[p] : "";
}

/* Where a source's number comes from, as its prefix names it. */
typedef struct origin {
    wl_figure_prefix prefix;
    wl_figure_kind point_kind; /* PREFIX KERNEL?...&field=F */
    field_parser parse_field;
    const char *(*field_names)(void);
    int (*parse_name)(const char *name, wl_figure_source *out, wl_error *err); /* PREFIX NAME */
    bool sized; /* takes size_mib=N: measured or predicted for a working set */
} origin;

static const origin origins[] = {
    {WL_PREFIX_MODEL, WL_FIGURE_MODEL, parse_field, wl_figure_field_names, parse_constant, false},
    {WL_PREFIX_REF, WL_FIGURE_REF_POINT, wl_figure_ref_field_parse, wl_figure_ref_field_names,
     wl_figure_ref_value_parse, true},
    {WL_PREFIX_PERF, WL_FIGURE_PERF_POINT, wl_figure_perf_field_parse, wl_figure_perf_field_names,
     wl_figure_perf_value_parse, true},
};
enum { NORIGINS = sizeof origins / sizeof origins[0] };

/* One "key=value" of a query; param may also be spelt as the slider's name
 * (offset, stride, N) so the target reads like the lesson. */
static int apply_query_pair(char *pair, wl_figure_source *t, bool *has_field, const origin *o,
                            wl_error *err)
{
    char *eq = strchr(pair, '=');
    if (!eq)
        return wl_fail(err, "'%s' is not key=value", pair);
    *eq = '\0';
    const char *k = pair, *v = eq + 1;
    if (strcmp(k, "type") == 0)
        return wl_type_from_name(v, &t->spec.type) == 0
                   ? 0
                   : wl_fail(err, "unknown type '%s'; types are f32, f64", v);
    if (strcmp(k, "param") == 0 || strcmp(k, "offset") == 0 || strcmp(k, "stride") == 0 ||
        strcmp(k, "N") == 0 || strcmp(k, "pad") == 0)
        return parse_number(k, v, &t->spec.param, err);
    if (strcmp(k, "unroll") == 0)
        return parse_number(k, v, &t->spec.unroll, err);
    if (strcmp(k, "warp") == 0) {
        int w = 0;
        if (parse_number(k, v, &w, err) != 0)
            return -1;
        t->spec.warp = w;
        return 0;
    }
    if (strcmp(k, "field") == 0) {
        *has_field = true;
        return o->parse_field(v, &t->field, err);
    }
    /* A measured point may be of a run timed the seed's way (wl_timing.h). */
    if (strcmp(k, "timing") == 0 && o->point_kind == WL_FIGURE_REF_POINT) {
        wl_timing tm;
        if (wl_timing_parse(v, &tm) != 0)
            return wl_fail(err, "timing '%s' is none of " WL_TIMING_NAMES, v);
        t->timing = (int)tm;
        return 0;
    }
    /* A measured or predicted point may be of another working set. */
    if (strcmp(k, "size_mib") == 0 && o->sized)
        return parse_number(k, v, &t->size_mib, err) != 0 || t->size_mib < 1
                   ? wl_fail(err, "size_mib '%s' is not a positive whole number", v)
                   : 0;
    return wl_fail(err,
                   "unknown key '%s'; keys are type, param (or offset, stride, N, pad), unroll, "
                   "warp, field%s%s",
                   k, o->sized ? ", size_mib" : "",
                   o->point_kind == WL_FIGURE_REF_POINT ? ", timing" : "");
}

/* The key a pair sets, param's other spellings as param: "stride=8&stride=9"
 * or "param=1&offset=2" would let the last one win without a word. */
static const char *canonical_key(const char *pair, char *out, size_t outsz)
{
    size_t n = strcspn(pair, "=");
    snprintf(out, outsz, "%.*s", (int)n, pair);
    if (strcmp(out, "offset") == 0 || strcmp(out, "stride") == 0 || strcmp(out, "N") == 0 ||
        strcmp(out, "pad") == 0)
        snprintf(out, outsz, "param");
    return out;
}

static int parse_query(char *query, wl_figure_source *t, const origin *o, wl_error *err)
{
    bool has_field = false;
    char seen[8][16];
    int nseen = 0;
    for (char *save = NULL, *pair = strtok_r(query, "&", &save); pair;
         pair = strtok_r(NULL, "&", &save)) {
        char key[16];
        canonical_key(pair, key, sizeof key);
        for (int i = 0; i < nseen; i++)
            if (strcmp(seen[i], key) == 0)
                return wl_fail(err, "'%.*s' sets %s a second time; give each key once",
                               (int)strcspn(pair, "="), pair, key);
        if (nseen < 8)
            snprintf(seen[nseen++], sizeof seen[0], "%s", key);
        if (apply_query_pair(pair, t, &has_field, o, err) != 0)
            return -1;
        wl_param_range r;
        wl_kernel_param_range(t->spec.kernel, &r);
        if (strcmp(key, "param") == 0 && r.kind == WL_PARAM_NONE)
            return wl_fail(err, "kernel %s takes no param", wl_kernel_name(t->spec.kernel));
    }
    if (!has_field)
        return wl_fail(err, "a figure of a kernel needs field=...; fields are %s",
                       o->field_names());
    wl_error why;
    if (wl_spec_validate(&t->spec, &why) != 0)
        return wl_fail(err, "%s: %s", wl_kernel_name(t->spec.kernel), why.msg);
    /* As the lab's w key asks: a kernel whose launch is its own N x N has
     * no working set to choose, and a size would be shown and ignored. */
    if (t->size_mib && !wl_kernel_uses_working_set(t->spec.kernel))
        return wl_fail(err, "size_mib: %s's working set is its N x N matrix, not a size to choose",
                       wl_kernel_name(t->spec.kernel));
    return 0;
}

/* NAME?size_mib=N: a figure of the run of another working set. */
static int parse_run_query(const char *q, wl_figure_source *out, wl_error *err)
{
    if (strncmp(q, "size_mib=", 9) != 0 || parse_number("size_mib", q + 9, &out->size_mib, err) ||
        out->size_mib < 1)
        return wl_fail(err, "a figure of a whole run takes only ?size_mib=N (N >= 1)");
    return 0;
}

/* "KERNEL?query" (a point) or "NAME" (a constant or run-wide value). */
static int parse_source(char *rest, const origin *o, wl_figure_source *out, wl_error *err)
{
    char *q = strchr(rest, '?');
    if (q)
        *q++ = '\0';
    wl_kernel k;
    if (wl_kernel_from_name(rest, &k) != 0) {
        if (o->sized && q && o->parse_name(rest, out, err) == 0)
            return parse_run_query(q, out, err);
        if (q)
            return wl_fail(err, "unknown kernel '%s'; kernels are %s", rest,
                           wl_kernel_names_list());
        return o->parse_name(rest, out, err);
    }
    out->kind = o->point_kind;
    wl_spec_default(k, WL_TYPE_F32, &out->spec);
    if (!q)
        return wl_fail(err, "a figure of a kernel needs ?...&field=...; fields are %s",
                       o->field_names());
    return parse_query(q, out, o, err);
}

int wl_figure_source_parse(char *text, wl_figure_source *out, wl_error *err)
{
    memset(out, 0, sizeof *out);
    wl_figure_prefix p = wl_figure_prefix_of(text, strlen(text));
    for (int i = 0; i < NORIGINS; i++)
        if (origins[i].prefix == p)
            return parse_source(text + strlen(prefixes[p]), &origins[i], out, err);
    return wl_fail(err, "'%s' starts with none of model:, ref:, perf:", text);
}

int wl_figure_text_value(const char *text, double *value, int *decimals)
{
    const char *p = text;
    int frac = 0;
    if (!isdigit((unsigned char)*p))
        return -1;
    while (isdigit((unsigned char)*p))
        p++;
    if (*p == '.') {
        p++;
        if (!isdigit((unsigned char)*p))
            return -1;
        while (isdigit((unsigned char)p[frac]))
            frac++;
        p += frac;
    }
    bool pct = *p == '%';
    if (pct)
        p++;
    if (*p != '\0' || p - text > 32)
        return -1;
    *value = strtod(text, NULL) / (pct ? 100.0 : 1.0);
    *decimals = frac + (pct ? 2 : 0);
    return 0;
}

bool wl_figure_matches(double stated, int decimals, double computed)
{
    double half_unit = 0.5 * pow(10.0, -decimals);
    return fabs(computed - stated) <= half_unit * (1 + 1e-9);
}
