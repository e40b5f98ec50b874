/* Internal: the names a ref: figure may use (wl_figure_ref.c). */
#ifndef WL_FIGURE_REF_H
#define WL_FIGURE_REF_H

#include "wl_figure.h"

/* field=... of a ref:KERNEL?... point. */
int wl_figure_ref_field_parse(const char *name, int *out, wl_error *err);
/* ref:NAME, a figure of the whole run. */
int wl_figure_ref_value_parse(const char *name, wl_figure_target *out, wl_error *err);

#endif
