/* Figures a lesson states, written as links whose target says where the
 * number comes from:
 *   model:KERNEL?key=value&...&field=FIELD   a figure wl_analyze computes
 *   model:CONSTANT                           a constant of the model (line_bytes)
 *   ref:KERNEL?key=value&...&field=FIELD     a measured point of the reference data
 *   ref:NAME                                 a figure of the whole reference run
 *   perf:KERNEL?key=value&...&field=FIELD    the performance model's prediction
 *                                            (field=binding: the binding limit's name)
 *   perf:NAME                                a constant of the calibrated GPU
 *   ratio:A/B                                one source divided by another
 *   product:A*B                              one source times another
 * where A and B are model: or ref: targets. A ratio or product exists so a
 * lesson that says "1.4 times slower" or "3918 GB/s of DRAM traffic" states
 * a number the checker recomputes, like any other.
 * This module parses targets and recomputes model figures. */
#ifndef WL_FIGURE_H
#define WL_FIGURE_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_error.h"
#include "wl_model.h"

#define WL_FIGURE_KEY_MAX 64

typedef enum wl_figure_kind {
    WL_FIGURE_MODEL,      /* model:KERNEL?...&field=F */
    WL_FIGURE_CONSTANT,   /* model:NAME */
    WL_FIGURE_REF_POINT,  /* ref:KERNEL?...&field=F: one measured point */
    WL_FIGURE_REF_VALUE,  /* ref:NAME: a figure of the whole run (copy ceiling) */
    WL_FIGURE_PERF_POINT, /* perf:KERNEL?...&field=F: a prediction */
    WL_FIGURE_PERF_VALUE  /* perf:NAME: a calibrated constant (L2 size) */
} wl_figure_kind;

/* One place a number comes from. */
typedef struct wl_figure_source {
    wl_figure_kind kind;
    wl_spec spec;                /* MODEL, REF_POINT: the configuration, validated */
    int field;                   /* MODEL, REF_POINT: index of the field */
    int constant;                /* CONSTANT, REF_VALUE: index of the name */
    int size_mib;                /* REF_*, PERF_POINT: which working set; 0: the main run's */
    int timing;                  /* REF_POINT: how it was timed (wl_timing); warplab's: 0 */
    char key[WL_FIGURE_KEY_MAX]; /* CONSTANT, REF_VALUE: the name as written */
} wl_figure_source;

typedef enum wl_figure_op {
    WL_FIGURE_ONE,     /* the first source alone */
    WL_FIGURE_RATIO,   /* first / second */
    WL_FIGURE_PRODUCT, /* first * second */
} wl_figure_op;

typedef struct wl_figure_target {
    wl_figure_op op;
    wl_figure_source src[2]; /* src[1] only for RATIO and PRODUCT */
} wl_figure_target;

/* Where ref: figures are looked up: the main reference run first, then runs
 * of other working sets (a ref: target picks one with size_mib=N). The
 * pointers are const wl_reference * (src/reference/wl_reference.h). */
struct wl_reference;
struct wl_gpu_consts;
typedef struct wl_figure_data {
    const struct wl_reference *const *runs;
    size_t nruns; /* 0: no reference data, every ref: figure fails */
    /* The calibrated GPU perf: figures predict for (wl_perf.h); NULL: every
     * perf: figure fails. */
    const struct wl_gpu_consts *consts;
} wl_figure_data;

/* The prefixes a figure target starts with: one table (wl_figure.c) that
 * the parsers, the lesson loader and the prediction prompt all read. */
typedef enum wl_figure_prefix {
    WL_PREFIX_NONE = -1,
    WL_PREFIX_MODEL,  /* model: the access model */
    WL_PREFIX_REF,    /* ref: a reference measurement */
    WL_PREFIX_PERF,   /* perf: the performance model */
    WL_PREFIX_RATIO,  /* ratio:A/B */
    WL_PREFIX_PRODUCT /* product:A*B */
} wl_figure_prefix;
wl_figure_prefix wl_figure_prefix_of(const char *target, size_t len);
const char *wl_figure_prefix_text(wl_figure_prefix p); /* "ref:" */

/* True when a link target is a figure (starts with one of the prefixes). */
bool wl_figure_is_target(const char *target, size_t len);

/* Parses and validates a target. Returns 0, or -1 with a one-line reason in
 * err (no file:line; the caller adds it). */
int wl_figure_target_parse(const char *target, wl_figure_target *out, wl_error *err);

/* True when the target needs the reference data or the calibration (some
 * source is ref: or perf:). */
bool wl_figure_uses_reference(const wl_figure_target *t);

/* True when the figure may be written with % (a fraction: an efficiency, a
 * share of the copy ceiling, or a ratio); a count or a bandwidth written
 * as "3200%" misreads its field, and the parser refuses it. */
bool wl_figure_may_show_percent(const wl_figure_target *t);

/* True when the figure is a name, not a number (perf:...&field=binding):
 * its text is compared with wl_figure_name's. */
bool wl_figure_is_named(const wl_figure_target *t);
int wl_figure_name(const wl_figure_target *t, const wl_figure_data *data, const char **name,
                   wl_error *err);

/* The value a target stands for; ref: sources are looked up in data (which
 * may be NULL when the target uses none). */
int wl_figure_value(const wl_figure_target *t, const wl_figure_data *data, double *value,
                    wl_error *err);

/* The value a MODEL or CONSTANT source stands for. */
int wl_figure_model_value(const wl_figure_source *s, double *value, wl_error *err);

/* The value a REF_POINT or REF_VALUE source stands for. Fails when the data
 * holds no such run or point. */
int wl_figure_ref_value(const wl_figure_source *s, const wl_figure_data *data, double *value,
                        wl_error *err);

/* Reads a figure as written: digits, an optional fraction, an optional '%'
 * (which divides by 100). `decimals` counts the digits the value is given to
 * (a percentage adds two). Returns -1 when the text is not such a number. */
int wl_figure_text_value(const char *text, double *value, int *decimals);

/* True when `computed`, rounded to `decimals` places, is the stated value. */
bool wl_figure_matches(double stated, int decimals, double computed);

/* A PERF_POINT or PERF_VALUE source's value; for field=binding, *name gets
 * the binding limit's name (name may be NULL otherwise). */
int wl_figure_perf_value(const wl_figure_source *s, const wl_figure_data *data, double *value,
                         const char **name, wl_error *err);

/* Field and constant names, comma-separated, for messages and the README. */
const char *wl_figure_field_names(void);
const char *wl_figure_constant_names(void);
const char *wl_figure_ref_field_names(void);
const char *wl_figure_ref_value_names(void);
const char *wl_figure_perf_field_names(void);

#endif
