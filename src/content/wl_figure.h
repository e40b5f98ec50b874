/* Figures a lesson states, written as links whose target says where the
 * number comes from:
 *   model:KERNEL?key=value&...&field=FIELD   a figure wl_analyze computes
 *   model:CONSTANT                           a constant of the model (line_bytes)
 *   ref:KERNEL?key=value&...&field=FIELD     a measured point of the reference data
 *   ref:NAME                                 a figure of the whole reference run
 * This module parses targets and recomputes model figures. */
#ifndef WL_FIGURE_H
#define WL_FIGURE_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_error.h"
#include "wl_model.h"

#define WL_FIGURE_KEY_MAX 64

typedef enum wl_figure_kind {
    WL_FIGURE_MODEL,     /* model:KERNEL?...&field=F */
    WL_FIGURE_CONSTANT,  /* model:NAME */
    WL_FIGURE_REF_POINT, /* ref:KERNEL?...&field=F: one measured point */
    WL_FIGURE_REF_VALUE  /* ref:NAME: a figure of the whole run (copy ceiling) */
} wl_figure_kind;

typedef struct wl_figure_target {
    wl_figure_kind kind;
    wl_spec spec;                /* MODEL: the configuration, validated */
    int field;                   /* MODEL: index of the field */
    int constant;                /* CONSTANT: index of the constant */
    char key[WL_FIGURE_KEY_MAX]; /* REF: what follows "ref:" */
} wl_figure_target;

/* True when a link target is a figure (starts with "model:" or "ref:"). */
bool wl_figure_is_target(const char *target, size_t len);

/* Parses and validates a target. Returns 0, or -1 with a one-line reason in
 * err (no file:line; the caller adds it). */
int wl_figure_target_parse(const char *target, wl_figure_target *out, wl_error *err);

/* The value a MODEL or CONSTANT target stands for. */
int wl_figure_model_value(const wl_figure_target *t, double *value, wl_error *err);

/* Reads a figure as written: digits, an optional fraction, an optional '%'
 * (which divides by 100). `decimals` counts the digits the value is given to
 * (a percentage adds two). Returns -1 when the text is not such a number. */
int wl_figure_text_value(const char *text, double *value, int *decimals);

/* True when `computed`, rounded to `decimals` places, is the stated value. */
bool wl_figure_matches(double stated, int decimals, double computed);

/* The value a REF_POINT or REF_VALUE target stands for in the reference
 * data `ref` (a const wl_reference *, see src/reference/wl_reference.h). Fails
 * when the data holds no such point. */
struct wl_reference;
int wl_figure_ref_value(const wl_figure_target *t, const struct wl_reference *ref, double *value,
                        wl_error *err);

/* Field and constant names, comma-separated, for messages and the README. */
const char *wl_figure_field_names(void);
const char *wl_figure_constant_names(void);
const char *wl_figure_ref_field_names(void);
const char *wl_figure_ref_value_names(void);

#endif
