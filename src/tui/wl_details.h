/* The readout's whole chain, for the details page: the figures (measured,
 * predicted, reference), every limit's time, the DRAM bytes per element and
 * why the binding limit binds, in sentences. Pure (no curses): laid out as
 * rows the page scrolls. */
#ifndef WL_DETAILS_H
#define WL_DETAILS_H

#include "wl_app.h"
#include "wl_text.h"

/* Lays the details of the current experiment out at width columns.
 * Returns 0, or -1 when memory runs out. */
int wl_details_text(const wl_app *app, int width, wl_text *out);

/* Why the prediction's binding limit binds, in a sentence or two, from its
 * counts, the access analysis and the GPU's constants. */
void wl_details_why(const wl_prediction *p, const wl_analysis *an, const wl_gpu_consts *c,
                    char *out, size_t outsz);

#endif
