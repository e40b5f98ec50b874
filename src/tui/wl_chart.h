/* The chart's data: bandwidth at each slider position, from this machine
 * (measured, or the model's prediction when there is no GPU), from the model
 * curve and from the reference GPU. Pure; the view turns it into glyphs. */
#ifndef WL_CHART_H
#define WL_CHART_H

#include <stdbool.h>

#include "wl_track.h"

typedef enum wl_series {
    WL_SERIES_HERE,
    WL_SERIES_MODEL,
    WL_SERIES_REFERENCE,
    WL_SERIES_COUNT
} wl_series;

typedef struct wl_chart {
    int n; /* slider positions */
    double value[WL_SERIES_COUNT][WL_TRACK_MAX];
    bool has[WL_SERIES_COUNT][WL_TRACK_MAX];
    bool here_predicted; /* this machine's points are model predictions */
    /* Positions whose figures wait for a guess (wl_app_guard.c): no series
     * has a point there, and none is taken until the hold is cleared. */
    bool held[WL_TRACK_MAX];
} wl_chart;

void wl_chart_reset(wl_chart *c, int n);
void wl_chart_set(wl_chart *c, wl_series s, int pos, double gbps);
/* Leaves position pos out of every series (wl_chart_reset clears it). */
void wl_chart_hold(wl_chart *c, int pos);
/* The y axis for the values of every series: from 0 when they spread over
 * more than half of it (stride: 504 to 2750), else around them with a
 * margin, in round numbers, so an 8% effect (offset 0 against 8) spans
 * rows instead of sitting on one. [0, 1] when empty. */
void wl_chart_range(const wl_chart *c, double *lo, double *hi);
/* Row (0 = top) of value v on a plot of h rows spanning lo (bottom row) to
 * hi (top row). */
int wl_chart_row(double v, double lo, double hi, int h);
/* One mark stands for two series' points ("both") only where they share a
 * cell and agree: within WL_CHART_AGREE of the larger. A plot of few rows
 * puts figures 15% apart on one row (the projector's 4 rows: the
 * transpose's model 4062 and H200 3601), and "both" would say they agree. */
#define WL_CHART_AGREE 0.05
bool wl_chart_agree(double a, double b);
/* Column of position pos on a plot of w columns. */
int wl_chart_col(int pos, int n, int w);

#endif
