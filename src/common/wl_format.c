#include "wl_format.h"

#include <math.h>
#include <stdio.h>

void wl_format_gbps(double gbps, char *out, size_t outsz)
{
    snprintf(out, outsz, fabs(gbps) < 10 ? "%.1f" : "%.0f", gbps);
}

void wl_format_copy_ceiling(double gbps, char *out, size_t outsz)
{
    char g[16];
    wl_format_gbps(gbps, g, sizeof g);
    snprintf(out, outsz, "the copy ceiling measured beside it, %s GB/s", g);
}

void wl_format_dram_rate(double gbps, bool estimated, char *out, size_t outsz)
{
    char g[16];
    wl_format_gbps(gbps, g, sizeof g);
    snprintf(out, outsz, "the %s DRAM rate, %s GB/s", estimated ? "estimated" : "calibrated", g);
}

void wl_format_pct(double pct, char *out, size_t outsz)
{
    double whole = round(pct);
    snprintf(out, outsz, fabs(pct - whole) < 0.05 ? "%.0f" : "%.1f", pct);
}
