/* The warp diagram as plain text, for the command line and line-oriented
 * quiz. The TUI draws the same wl_warp_map with curses. */
#ifndef WL_DIAGRAM_TEXT_H
#define WL_DIAGRAM_TEXT_H

#include <stdbool.h>
#include <stdio.h>

#include "wl_diagram.h"

typedef struct wl_glyphs {
    const char *used, *wasted, *untouched, *sep;
} wl_glyphs;

/* UTF-8 block glyphs, or ASCII for terminals and files that need it. */
const wl_glyphs *wl_glyphs_get(bool ascii);

/* Draws one instruction (e.g. "load"/"store") as rows of 128-byte lines with
 * their four sectors; runs of alike rows past max_rows fold into one line. */
void wl_diagram_print_access(FILE *out, const char *label, const wl_access *acc, bool ascii,
                             int max_rows);

/* Both instructions of an analysis, the legend and the figures. */
void wl_diagram_print(FILE *out, const wl_analysis *a, bool ascii);

#endif
