#include "wl_format.h"

#include <math.h>
#include <stdio.h>

void wl_format_gbps(double gbps, char *out, size_t outsz)
{
    snprintf(out, outsz, fabs(gbps) < 10 ? "%.1f" : "%.0f", gbps);
}

void wl_format_pct(double pct, char *out, size_t outsz)
{
    double whole = round(pct);
    snprintf(out, outsz, fabs(pct - whole) < 0.05 ? "%.0f" : "%.1f", pct);
}
