/* Element types: names as the command line and content files spell them,
 * and their sizes; the working sets and launches made of them. Calls no
 * other file of the model, so every row's hooks may use it. */
#include <string.h>

#include "wl_family.h"

static const char *type_names[WL_TYPE_COUNT] = {"f32", "f64"};

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

void wl_memparams_default(wl_memparams *out)
{
    /* Hopper's L2 fetches 64 bytes from DRAM per read miss by default
     * (cudaLimitMaxL2FetchGranularity) and writes back dirty 32-byte sectors. */
    out->dram_read_granule = 64;
    out->dram_write_granule = 32;
    out->l2_holds_launch = false;
}

size_t wl_elements_for_size(size_t size_bytes, wl_type t)
{
    size_t n = size_bytes / (size_t)wl_type_bytes(t) / WL_ELEMENT_QUANTUM * WL_ELEMENT_QUANTUM;
    return n ? n : WL_ELEMENT_QUANTUM;
}

/* Launch elements and geometry from the row's own hooks only, so a row's
 * hook may make the launch it checks without calling back into the
 * registry. */
void wl_launch_of_row(const wl_family *f, const wl_spec *spec, wl_launch_ctx *out)
{
    size_t asked = spec->n ? spec->n : wl_elements_for_size(WL_MIN_DEFAULT_SIZE_BYTES, spec->type);
    out->spec = *spec;
    out->n = f->launch_elements(f, spec, asked);
    f->geometry(f, spec, out->n, &out->geometry);
}
