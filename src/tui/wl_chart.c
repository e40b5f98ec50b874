#include "wl_chart.h"

#include <string.h>

void wl_chart_reset(wl_chart *c, int n)
{
    memset(c, 0, sizeof *c);
    c->n = n < 0 ? 0 : n > WL_TRACK_MAX ? WL_TRACK_MAX : n;
}

void wl_chart_set(wl_chart *c, wl_series s, int pos, double gbps)
{
    if ((unsigned)s >= WL_SERIES_COUNT || pos < 0 || pos >= c->n || !(gbps >= 0))
        return;
    c->value[s][pos] = gbps;
    c->has[s][pos] = true;
}

double wl_chart_top(const wl_chart *c)
{
    double top = 0;
    for (int s = 0; s < WL_SERIES_COUNT; s++)
        for (int i = 0; i < c->n; i++)
            if (c->has[s][i] && c->value[s][i] > top)
                top = c->value[s][i];
    return top > 0 ? top : 1;
}

int wl_chart_row(double v, double top, int h)
{
    if (h <= 0)
        return 0;
    double f = top > 0 ? v / top : 0;
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
