/* Colours by role, themes as tables (htop's CRT.c): views ask for a role,
 * never a colour. The monochrome theme uses attributes only, and glyphs, not
 * colour, always tell used bytes from wasted ones. */
#ifndef WL_THEME_H
#define WL_THEME_H

#include <curses.h>
#include <stdbool.h>

#include "wl_role.h"

typedef enum wl_theme_kind { WL_THEME_DEFAULT, WL_THEME_PROJECTOR, WL_THEME_MONO } wl_theme_kind;

/* Glyphs: UTF-8 or ASCII. */
typedef struct wl_glyph_set {
    const char *used, *wasted, *untouched, *sector_rule;
    const char *track, *knob, *rule_h, *rule_v;
    const char *measured, *model, *reference;
    const char *both;     /* a chart cell where the model and a measurement meet */
    const char *apart;    /* ... share a cell on a crowded chart but differ by over 5% */
    const char *axis_cut; /* the foot of a chart's y axis that does not start at 0 */
    const char *arrow, *ellipsis, *mark_done;
    const char *dot;                        /* between parts of one line: "Lesson 5 · 17/29" */
    const char *scroll_left, *scroll_right; /* more of a wide row that way */
    const char *corner[4];                  /* top left, top right, bottom left, bottom right */
} wl_glyph_set;

const wl_glyph_set *wl_glyph_set_get(bool ascii);

/* Sets up colour pairs for the theme; falls back to MONO when the terminal
 * has no colours. Call after initscr/newterm. */
void wl_theme_init(wl_theme_kind kind);
/* The attributes (colour pair included) of a role in the active theme. */
attr_t wl_role_attr(wl_role role);

/* Whether colour is wanted: false for --no-color or a non-empty NO_COLOR. */
bool wl_color_wanted(bool no_color_option);

#endif
