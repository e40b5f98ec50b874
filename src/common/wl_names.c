#include "wl_names.h"

#include <stdio.h>
#include <string.h>

const char *wl_names_join(char *out, size_t outsz, const char *const *first, size_t count,
                          size_t stride)
{
    size_t used = 0;
    out[0] = '\0';
    for (size_t i = 0; i < count; i++) {
        const char *name = *(const char *const *)((const char *)first + i * stride);
        int n = snprintf(out + used, outsz - used, "%s%s", i ? ", " : "", name);
        if (n < 0 || (size_t)n >= outsz - used) {
            /* Keep the whole names that fit, then say the list goes on. */
            if (outsz >= 4)
                strcpy(out + (used + 4 <= outsz ? used : outsz - 4), "...");
            break;
        }
        used += (size_t)n;
    }
    return out;
}
