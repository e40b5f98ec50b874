#include "wl_timing.h"

#include <string.h>

static const char *const names[] = {"warplab", "seed"};

const char *wl_timing_name(wl_timing t)
{
    return t == WL_TIMING_SEED ? names[1] : names[0];
}

int wl_timing_parse(const char *name, wl_timing *out)
{
    for (int i = 0; i < 2; i++)
        if (strcmp(name, names[i]) == 0) {
            *out = (wl_timing)i;
            return 0;
        }
    return -1;
}
