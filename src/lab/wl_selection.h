/* Which kernels, types and unroll settings a sweep, a check or a profile run
 * covers, and the one loop that turns that choice into configurations. */
#ifndef WL_SELECTION_H
#define WL_SELECTION_H

#include <stdbool.h>

#include "wl_family.h"

/* Kernels as bits (1u << kernel): the registry holds at most 32 families. */
#define WL_KERNEL_BIT(k) (1u << (unsigned)(k))

typedef struct wl_selection {
    unsigned kernels;
    bool types[WL_TYPE_COUNT];
    bool unrolls[WL_UNROLL_MAX + 1]; /* indexed by the unroll itself */
} wl_selection;

/* Every family with a kernel of its own (what "every" selects). */
unsigned wl_selection_every_kernel(void);

/* Comma lists: kernels ("offset,stride"; "all" = offset and stride; "every" =
 * every family with a kernel), types ("f32,f64"; "all"), unrolls ("1,4"). Each replaces that
 * part of the selection. Returns 0, -1 when a piece is unknown, or
 * WL_SELECTION_TWICE when a piece selects what another already did
 * ("all,offset", "f64,all"). */
#define WL_SELECTION_TWICE (-2)
/* What the command line says then. */
#define WL_SELECTION_KERNEL_TWICE "a kernel is selected twice (by its name, or inside all or every)"
#define WL_SELECTION_TYPE_TWICE "a type is selected twice (by its name, or inside all)"
int wl_selection_set_kernels(wl_selection *s, const char *list);
int wl_selection_set_types(wl_selection *s, const char *list);
int wl_selection_set_unrolls(wl_selection *s, const char *list);

/* The selected families whose work per thread is fixed (they run only at
 * unroll 1) while an unroll above 1 is selected: the rows a walk leaves out.
 * Writes their names, comma separated, into out ("" when none); returns how
 * many. */
int wl_selection_fixed_skipped(const wl_selection *s, char *out, size_t outsz);

/* The selected families whose launch the working set does not size (a
 * transpose's N x N: wl_kernel_uses_working_set), named as above; returns
 * how many, and *selected how many families are selected in all. */
int wl_selection_own_size(const wl_selection *s, char *out, size_t outsz, int *selected);

/* Every part left empty takes fallback's (a command's defaults). */
void wl_selection_default(wl_selection *s, const wl_selection *fallback);

/* The parameters kernel k of type t is visited at: the family's own values
 * (every offset or stride of its range, each vector width, one point (0) for
 * aos and soa), or the given matrix sizes for the transposes. Returns how
 * many; out needs room for WL_PARAMS_MAX entries. */
#define WL_PARAMS_MAX WL_PARAM_VALUES_MAX
int wl_kernel_params(wl_kernel k, wl_type t, const int *matrices, int nmatrices, int *out);

/* Every configuration of the selection, types outermost, then unrolls, then
 * kernels, then parameters (each family only at the unrolls it takes: a
 * transpose's threads always move WL_TILE_DIM / WL_TILE_ROWS elements). Returns the
 * count (*out malloc'ed, possibly empty), or -1 when out of memory. */
int wl_selection_specs(const wl_selection *s, const int *matrices, int nmatrices, wl_spec **out);

#endif
