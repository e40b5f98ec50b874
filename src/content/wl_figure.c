#include "wl_figure.h"
#include "wl_figure_ref.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef double (*field_fn)(const wl_analysis *a);

typedef struct field_def {
    const char *name;
    field_fn get;
} field_def;

static double ld_sectors(const wl_analysis *a)
{
    return a->load.sectors;
}
static double ld_lines(const wl_analysis *a)
{
    return a->load.lines;
}
static double ld_useful(const wl_analysis *a)
{
    return a->load.useful_bytes;
}
static double ld_fetched(const wl_analysis *a)
{
    return a->load.fetched_bytes;
}
static double ld_wasted(const wl_analysis *a)
{
    return a->load.fetched_bytes - a->load.useful_bytes;
}
static double ld_eff(const wl_analysis *a)
{
    return a->load.efficiency;
}
static double ld_spr(const wl_analysis *a)
{
    return a->load_sectors_per_request;
}
static double ld_lpr(const wl_analysis *a)
{
    return a->load_lines_per_request;
}
static double ld_elem(const wl_analysis *a)
{
    return a->load.elem_bytes;
}
static double ld_step(const wl_analysis *a)
{
    return (double)a->load.lane_addr[1] - (double)a->load.lane_addr[0];
}
static double st_sectors(const wl_analysis *a)
{
    return a->store.sectors;
}
static double st_lines(const wl_analysis *a)
{
    return a->store.lines;
}
static double st_useful(const wl_analysis *a)
{
    return a->store.useful_bytes;
}
static double st_fetched(const wl_analysis *a)
{
    return a->store.fetched_bytes;
}
static double st_wasted(const wl_analysis *a)
{
    return a->store.fetched_bytes - a->store.useful_bytes;
}
static double st_eff(const wl_analysis *a)
{
    return a->store.efficiency;
}
static double st_spr(const wl_analysis *a)
{
    return a->store_sectors_per_request;
}
static double st_lpr(const wl_analysis *a)
{
    return a->store_lines_per_request;
}
static double st_step(const wl_analysis *a)
{
    return (double)a->store.lane_addr[1] - (double)a->store.lane_addr[0];
}
static double dram_rd(const wl_analysis *a)
{
    return a->dram_read_bytes_per_element;
}
static double dram_wr(const wl_analysis *a)
{
    return a->dram_write_bytes_per_element;
}
/* DRAM bytes read per byte the program reads: 1 when nothing is wasted. */
static double dram_rd_amp(const wl_analysis *a)
{
    return a->dram_read_bytes_per_element / a->load.elem_bytes;
}
static double dram_wr_amp(const wl_analysis *a)
{
    return a->dram_write_bytes_per_element / a->store.elem_bytes;
}
static double useful_pe(const wl_analysis *a)
{
    return a->useful_bytes_per_element;
}

static const field_def fields[] = {
    {"load.sectors", ld_sectors},
    {"load.lines", ld_lines},
    {"load.useful_bytes", ld_useful},
    {"load.fetched_bytes", ld_fetched},
    {"load.wasted_bytes", ld_wasted},
    {"load.efficiency", ld_eff},
    {"load.sectors_per_request", ld_spr},
    {"load.lines_per_request", ld_lpr},
    {"load.elem_bytes", ld_elem},
    {"load.lane_step_bytes", ld_step},
    {"store.sectors", st_sectors},
    {"store.lines", st_lines},
    {"store.useful_bytes", st_useful},
    {"store.fetched_bytes", st_fetched},
    {"store.wasted_bytes", st_wasted},
    {"store.efficiency", st_eff},
    {"store.sectors_per_request", st_spr},
    {"store.lines_per_request", st_lpr},
    {"store.lane_step_bytes", st_step},
    {"dram.read_bytes_per_element", dram_rd},
    {"dram.write_bytes_per_element", dram_wr},
    {"dram.read_amplification", dram_rd_amp},
    {"dram.write_amplification", dram_wr_amp},
    {"useful_bytes_per_element", useful_pe},
};
enum { NFIELDS = sizeof fields / sizeof fields[0] };

typedef struct constant_def {
    const char *name;
    double value;
} constant_def;

static const constant_def constants[] = {
    {"warp_size", WL_WARP_SIZE},
    {"sector_bytes", WL_SECTOR_BYTES},
    {"line_bytes", WL_LINE_BYTES},
    {"sectors_per_line", WL_LINE_BYTES / WL_SECTOR_BYTES},
    {"f32_bytes", 4},
    {"f64_bytes", 8},
    {"tile_dim", WL_TILE_DIM},
    {"unroll_max", WL_UNROLL_MAX},
    {"block_threads", WL_BLOCK_THREADS},
    {"offset_max", 32},
    {"stride_max", 32},
};
enum { NCONSTANTS = sizeof constants / sizeof constants[0] };

/* Constants that live in a function of the model rather than a macro. */
static double constant_value(int i)
{
    wl_memparams mem;
    wl_memparams_default(&mem);
    wl_param_range r;
    if (strcmp(constants[i].name, "f32_bytes") == 0)
        return wl_type_bytes(WL_TYPE_F32);
    if (strcmp(constants[i].name, "f64_bytes") == 0)
        return wl_type_bytes(WL_TYPE_F64);
    if (strcmp(constants[i].name, "offset_max") == 0) {
        wl_kernel_param_range(WL_KERNEL_OFFSET, &r);
        return r.max;
    }
    if (strcmp(constants[i].name, "stride_max") == 0) {
        wl_kernel_param_range(WL_KERNEL_STRIDE, &r);
        return r.max;
    }
    return constants[i].value;
}

const char *wl_figure_field_names(void)
{
    return "load.* and store.* (sectors, lines, useful_bytes, fetched_bytes, wasted_bytes, "
           "efficiency, sectors_per_request, lines_per_request, lane_step_bytes), "
           "load.elem_bytes, dram.read_bytes_per_element, dram.write_bytes_per_element, "
           "dram.read_amplification, dram.write_amplification, useful_bytes_per_element";
}

const char *wl_figure_constant_names(void)
{
    return "warp_size, sector_bytes, line_bytes, sectors_per_line, f32_bytes, f64_bytes, "
           "dram_read_granule, dram_write_granule, tile_dim, unroll_max, block_threads, "
           "offset_max, stride_max";
}

bool wl_figure_is_target(const char *target, size_t len)
{
    return (len >= 6 && strncmp(target, "model:", 6) == 0) ||
           (len >= 4 && strncmp(target, "ref:", 4) == 0);
}

static int memparam_constant(const char *name, double *value)
{
    wl_memparams mem;
    wl_memparams_default(&mem);
    if (strcmp(name, "dram_read_granule") == 0)
        *value = mem.dram_read_granule;
    else if (strcmp(name, "dram_write_granule") == 0)
        *value = mem.dram_write_granule;
    else
        return -1;
    return 0;
}

int wl_figure_model_value(const wl_figure_target *t, double *value, wl_error *err)
{
    if (t->kind == WL_FIGURE_CONSTANT) {
        if (t->constant >= NCONSTANTS)
            return memparam_constant(t->key, value) == 0 ? 0 : wl_fail(err, "bad constant");
        *value = constant_value(t->constant);
        return 0;
    }
    if (t->kind != WL_FIGURE_MODEL)
        return wl_fail(err, "a ref: figure comes from the reference data, not the model");
    wl_analysis a;
    if (wl_analyze(&t->spec, NULL, &a, err) != 0)
        return -1;
    *value = fields[t->field].get(&a);
    return 0;
}

static int parse_constant(const char *name, wl_figure_target *out, wl_error *err)
{
    out->kind = WL_FIGURE_CONSTANT;
    snprintf(out->key, sizeof out->key, "%s", name);
    double unused;
    if (memparam_constant(name, &unused) == 0) {
        out->constant = NCONSTANTS;
        return 0;
    }
    for (int i = 0; i < NCONSTANTS; i++)
        if (strcmp(constants[i].name, name) == 0) {
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
    for (int i = 0; i < NFIELDS; i++)
        if (strcmp(fields[i].name, v) == 0) {
            *out = i;
            return 0;
        }
    return wl_fail(err, "unknown field '%s'; fields are %s", v, wl_figure_field_names());
}

/* One "key=value" of a model query; param may also be spelt as the slider's
 * name (offset, stride, N) so the target reads like the lesson. */
static int apply_query_pair(char *pair, wl_figure_target *t, bool *has_field, field_parser pf,
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
        strcmp(k, "N") == 0)
        return parse_number(k, v, &t->spec.param, err);
    if (strcmp(k, "unroll") == 0)
        return parse_number(k, v, &t->spec.unroll, err);
    if (strcmp(k, "warp") == 0) {
        int w;
        if (parse_number(k, v, &w, err) != 0)
            return -1;
        t->spec.warp = w;
        return 0;
    }
    if (strcmp(k, "field") == 0) {
        *has_field = true;
        return pf(v, &t->field, err);
    }
    return wl_fail(err,
                   "unknown key '%s'; keys are type, param (or offset, stride, N), unroll, "
                   "warp, field",
                   k);
}

static int parse_query(char *query, wl_figure_target *t, field_parser pf, wl_error *err)
{
    bool has_field = false;
    for (char *save = NULL, *pair = strtok_r(query, "&", &save); pair;
         pair = strtok_r(NULL, "&", &save))
        if (apply_query_pair(pair, t, &has_field, pf, err) != 0)
            return -1;
    if (!has_field)
        return wl_fail(err, "a figure of a kernel needs field=...; fields are %s",
                       pf == parse_field ? wl_figure_field_names() : wl_figure_ref_field_names());
    wl_error why;
    if (wl_spec_validate(&t->spec, &why) != 0)
        return wl_fail(err, "%s: %s", wl_kernel_name(t->spec.kernel), why.msg);
    return 0;
}

/* "KERNEL?query" (a point) or "NAME" (a constant or run-wide value). */
static int parse_source(char *rest, bool ref, wl_figure_target *out, wl_error *err)
{
    char *q = strchr(rest, '?');
    if (q)
        *q++ = '\0';
    wl_kernel k;
    if (wl_kernel_from_name(rest, &k) != 0) {
        if (q)
            return wl_fail(err, "unknown kernel '%s'; kernels are %s", rest,
                           wl_kernel_names_list());
        return ref ? wl_figure_ref_value_parse(rest, out, err) : parse_constant(rest, out, err);
    }
    out->kind = ref ? WL_FIGURE_REF_POINT : WL_FIGURE_MODEL;
    wl_spec_default(k, WL_TYPE_F32, &out->spec);
    if (!q)
        return wl_fail(err, "a figure of a kernel needs ?...&field=...; fields are %s",
                       ref ? wl_figure_ref_field_names() : wl_figure_field_names());
    return parse_query(q, out, ref ? wl_figure_ref_field_parse : parse_field, err);
}

int wl_figure_target_parse(const char *target, wl_figure_target *out, wl_error *err)
{
    char buf[256];
    memset(out, 0, sizeof *out);
    if (strlen(target) >= sizeof buf)
        return wl_fail(err, "figure target is too long");
    snprintf(buf, sizeof buf, "%s", target);
    if (strncmp(buf, "model:", 6) == 0)
        return parse_source(buf + 6, false, out, err);
    if (strncmp(buf, "ref:", 4) == 0)
        return parse_source(buf + 4, true, out, err);
    return wl_fail(err, "figure target '%s' starts with neither model: nor ref:", target);
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
