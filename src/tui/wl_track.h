/* The slider's positions for a section: which values it steps through and
 * what each does to the experiment spec. Pure, so the tests can check it. */
#ifndef WL_TRACK_H
#define WL_TRACK_H

#include <stddef.h>

#include "wl_lesson.h"
#include "wl_model.h"

#define WL_TRACK_MAX 40

typedef struct wl_track {
    wl_slider kind;
    const char *name; /* "offset", "stride", "N", "layout", "unroll", "width"; NULL for none */
    int n;            /* positions; 0 when nothing moves */
    int value[WL_TRACK_MAX];
} wl_track;

/* The values the family's row gives: offsets 0..32 and strides 1..32 step by
 * one; N doubles from 32 to 16384; widths 1, 2, 4 (f32) or 1, 2 (f64); layout
 * is the pair (aos then soa); unroll is 1, 2, 4, 8, 16. A spec whose value is
 * not on the track (N = 96) gets its own position, in order. A slider that
 * cannot move the kernel has no positions. */
void wl_track_for(wl_slider kind, const wl_spec *spec, wl_track *out);

/* The position that matches spec, or the nearest below it. */
int wl_track_index(const wl_track *t, const wl_spec *spec);

/* Puts position i's value into spec (param, unroll or the aos/soa kernel);
 * resets the warp to 0 when the pattern's shape changes. */
void wl_track_apply(const wl_track *t, int i, wl_spec *spec);

/* "8", "4096", "aos", "x4" */
void wl_track_label(const wl_track *t, int i, char *out, size_t outsz);

#endif
