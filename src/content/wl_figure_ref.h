/* Internal to the figure module (wl_figure*.c): parsing one source, and the
 * names a ref: figure may use. */
#ifndef WL_FIGURE_REF_H
#define WL_FIGURE_REF_H

#include "wl_figure.h"

/* One model: or ref: target; text is modified (split at '?' and '&'). */
int wl_figure_source_parse(char *text, wl_figure_source *out, wl_error *err);
/* True for the fields that are fractions, written with % (pct_of_copy). */
bool wl_figure_model_field_is_fraction(int field);
bool wl_figure_ref_field_is_fraction(int field);
bool wl_figure_perf_field_is_fraction(int field);
/* field=... of a ref:KERNEL?... point. */
int wl_figure_ref_field_parse(const char *name, int *out, wl_error *err);
/* ref:NAME, a figure of the whole run. */
int wl_figure_ref_value_parse(const char *name, wl_figure_source *out, wl_error *err);
/* field=... of a perf:KERNEL?... prediction, and perf:NAME. */
int wl_figure_perf_field_parse(const char *name, int *out, wl_error *err);
int wl_figure_perf_value_parse(const char *name, wl_figure_source *out, wl_error *err);
/* The field index of field=binding. */
#define WL_FIGURE_PERF_BINDING 2

#endif
