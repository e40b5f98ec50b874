#include "wl_chart.h"

#include <math.h>
#include <string.h>

void wl_chart_reset(wl_chart *c, int n)
{
    memset(c, 0, sizeof *c);
    c->n = n < 0 ? 0 : n > WL_TRACK_MAX ? WL_TRACK_MAX : n;
}

void wl_chart_set(wl_chart *c, wl_series s, int pos, double gbps)
{
    if ((unsigned)s >= WL_SERIES_COUNT || pos < 0 || pos >= c->n || !(gbps >= 0) || c->held[pos])
        return;
    c->value[s][pos] = gbps;
    c->has[s][pos] = true;
}

void wl_chart_hold(wl_chart *c, int pos)
{
    if (pos < 0 || pos >= c->n)
        return;
    c->held[pos] = true;
    for (int s = 0; s < WL_SERIES_COUNT; s++)
        c->has[s][pos] = false;
}

void wl_chart_range(const wl_chart *c, double *lo, double *hi)
{
    double min = 0, max = 0;
    bool any = false;
    for (int s = 0; s < WL_SERIES_COUNT; s++)
        for (int i = 0; i < c->n; i++) {
            if (!c->has[s][i])
                continue;
            double v = c->value[s][i];
            min = !any || v < min ? v : min;
            max = !any || v > max ? v : max;
            any = true;
        }
    if (!any || max <= 0) {
        *lo = 0;
        *hi = 1;
        return;
    }
    if (min < max / 2) { /* a wide spread reads best from zero */
        *lo = 0;
        *hi = max;
        return;
    }
    double pad = (max - min) * 0.1 > max * 0.01 ? (max - min) * 0.1 : max * 0.01;
    double step = max - min + 2 * pad > 500 ? 100 : 10;
    *lo = floor((min - pad) / step) * step;
    *hi = ceil((max + pad) / step) * step;
    if (*lo < 0)
        *lo = 0;
}

int wl_chart_row(double v, double lo, double hi, int h)
{
    if (h <= 0)
        return 0;
    double f = hi > lo ? (v - lo) / (hi - lo) : 0;
    f = f < 0 ? 0 : f > 1 ? 1 : f;
    int row = (h - 1) - (int)(f * (h - 1) + 0.5);
    return row;
}

int wl_chart_col(int pos, int n, int w)
{
    if (n <= 1 || w <= 1)
        return 0;
    return (int)((long)pos * (w - 1) / (n - 1));
}

bool wl_chart_agree(double a, double b)
{
    double big = a > b ? a : b;
    return fabs(a - b) <= WL_CHART_AGREE * big;
}
