/* Element types: names as the command line and content files spell them,
 * and their sizes. */
#include <string.h>

#include "wl_model.h"

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
