#include "wl_theme.h"

#include <stdlib.h>

/* One row of a theme: colours from the 16 ANSI ones (-1 keeps the terminal's
 * own background, so the lab reads on dark and light terminals alike) and the
 * attributes to add. */
typedef struct role_style {
    short fg, bg;
    attr_t attrs;
} role_style;

#define DEF (-1)

static const role_style default_theme[WL_ROLE_COUNT] = {
    [WL_ROLE_NORMAL] = {DEF, DEF, A_NORMAL},
    [WL_ROLE_TITLE] = {COLOR_WHITE, COLOR_BLUE, A_BOLD},
    [WL_ROLE_STATUS] = {COLOR_BLACK, COLOR_CYAN, A_NORMAL},
    [WL_ROLE_HEADER] = {DEF, DEF, A_BOLD | A_UNDERLINE},
    [WL_ROLE_HEADER_FOCUS] = {COLOR_WHITE, COLOR_BLUE, A_BOLD},
    [WL_ROLE_EM] = {DEF, DEF, A_UNDERLINE},
    [WL_ROLE_STRONG] = {DEF, DEF, A_BOLD},
    [WL_ROLE_CODE] = {COLOR_MAGENTA, DEF, A_NORMAL},
    [WL_ROLE_FIGURE] = {COLOR_BLUE, DEF, A_BOLD},
    [WL_ROLE_DIM] = {DEF, DEF, A_DIM},
    [WL_ROLE_USED] = {COLOR_GREEN, DEF, A_BOLD},
    [WL_ROLE_WASTED] = {COLOR_RED, DEF, A_NORMAL},
    [WL_ROLE_UNTOUCHED] = {DEF, DEF, A_DIM},
    [WL_ROLE_KNOB] = {COLOR_WHITE, COLOR_BLUE, A_BOLD},
    [WL_ROLE_MEASURED] = {COLOR_GREEN, DEF, A_BOLD},
    [WL_ROLE_PREDICTED] = {COLOR_MAGENTA, DEF, A_BOLD},
    [WL_ROLE_REFERENCE] = {COLOR_BLUE, DEF, A_NORMAL},
    [WL_ROLE_HIGHLIGHT] = {COLOR_BLACK, COLOR_YELLOW, A_NORMAL},
    [WL_ROLE_GOOD] = {COLOR_GREEN, DEF, A_BOLD},
    [WL_ROLE_BAD] = {COLOR_RED, DEF, A_BOLD},
};

/* A projector washes out thin colours: solid backgrounds and bold text. */
static const role_style projector_theme[WL_ROLE_COUNT] = {
    [WL_ROLE_NORMAL] = {COLOR_WHITE, COLOR_BLACK, A_BOLD},
    [WL_ROLE_TITLE] = {COLOR_BLACK, COLOR_WHITE, A_BOLD},
    [WL_ROLE_STATUS] = {COLOR_BLACK, COLOR_WHITE, A_NORMAL},
    [WL_ROLE_HEADER] = {COLOR_YELLOW, COLOR_BLACK, A_BOLD | A_UNDERLINE},
    [WL_ROLE_HEADER_FOCUS] = {COLOR_BLACK, COLOR_YELLOW, A_BOLD},
    [WL_ROLE_EM] = {COLOR_CYAN, COLOR_BLACK, A_BOLD},
    [WL_ROLE_STRONG] = {COLOR_YELLOW, COLOR_BLACK, A_BOLD},
    [WL_ROLE_CODE] = {COLOR_CYAN, COLOR_BLACK, A_BOLD},
    [WL_ROLE_FIGURE] = {COLOR_YELLOW, COLOR_BLACK, A_BOLD},
    [WL_ROLE_DIM] = {COLOR_WHITE, COLOR_BLACK, A_NORMAL},
    /* a full block draws in the foreground: green on green, or it shows black */
    [WL_ROLE_USED] = {COLOR_GREEN, COLOR_GREEN, A_BOLD},
    [WL_ROLE_WASTED] = {COLOR_BLACK, COLOR_RED, A_BOLD},
    [WL_ROLE_UNTOUCHED] = {COLOR_WHITE, COLOR_BLACK, A_NORMAL},
    [WL_ROLE_KNOB] = {COLOR_BLACK, COLOR_YELLOW, A_BOLD},
    [WL_ROLE_MEASURED] = {COLOR_GREEN, COLOR_BLACK, A_BOLD},
    [WL_ROLE_PREDICTED] = {COLOR_MAGENTA, COLOR_BLACK, A_BOLD},
    [WL_ROLE_REFERENCE] = {COLOR_CYAN, COLOR_BLACK, A_BOLD},
    [WL_ROLE_HIGHLIGHT] = {COLOR_BLACK, COLOR_YELLOW, A_BOLD},
    [WL_ROLE_GOOD] = {COLOR_GREEN, COLOR_BLACK, A_BOLD},
    [WL_ROLE_BAD] = {COLOR_RED, COLOR_BLACK, A_BOLD},
};

/* No colour at all: attributes alone separate the roles. */
static const attr_t mono_theme[WL_ROLE_COUNT] = {
    [WL_ROLE_NORMAL] = A_NORMAL,
    [WL_ROLE_TITLE] = A_REVERSE | A_BOLD,
    [WL_ROLE_STATUS] = A_REVERSE,
    [WL_ROLE_HEADER] = A_BOLD | A_UNDERLINE,
    [WL_ROLE_HEADER_FOCUS] = A_REVERSE,
    [WL_ROLE_EM] = A_UNDERLINE,
    [WL_ROLE_STRONG] = A_BOLD,
    [WL_ROLE_CODE] = A_BOLD,
    [WL_ROLE_FIGURE] = A_BOLD,
    [WL_ROLE_DIM] = A_DIM,
    [WL_ROLE_USED] = A_BOLD,
    [WL_ROLE_WASTED] = A_NORMAL,
    [WL_ROLE_UNTOUCHED] = A_DIM,
    [WL_ROLE_KNOB] = A_REVERSE,
    [WL_ROLE_MEASURED] = A_BOLD,
    [WL_ROLE_PREDICTED] = A_BOLD,
    [WL_ROLE_REFERENCE] = A_NORMAL,
    [WL_ROLE_HIGHLIGHT] = A_REVERSE,
    [WL_ROLE_GOOD] = A_BOLD,
    [WL_ROLE_BAD] = A_BOLD | A_UNDERLINE,
};

static attr_t active[WL_ROLE_COUNT];

static const wl_glyph_set utf8_glyphs = {
    .used = "\u2588",
    .wasted = "\u2591",
    .untouched = "\u00b7",
    .sector_rule = "\u2502",
    .track = "\u2500",
    .knob = "\u25cf",
    .rule_h = "\u2500",
    .rule_v = "\u2502",
    .measured = "\u25cf",
    .model = "\u2219",
    .reference = "+",
    .both = "\u2295", /* the model's dot inside the reference's + */
    .apart = "\u2260",
    .axis_cut = "\u2248",
    .arrow = "\u2192",
    .ellipsis = "\u2026",
    .scroll_left = "\u2039",
    .scroll_right = "\u203a",
    .mark_done = "\u2713",
    .dot = "\u00b7",
    .corner = {"\u250c", "\u2510", "\u2514", "\u2518"},
};

static const wl_glyph_set ascii_glyphs = {
    .used = "#",
    .wasted = "x",
    .untouched = ".",
    .sector_rule = "|",
    .track = "-",
    .knob = "O",
    .rule_h = "-",
    .rule_v = "|",
    .measured = "*",
    .model = "o",
    .reference = "+",
    .both = "@",
    .apart = "&",
    .axis_cut = "~",
    .arrow = "->",
    .ellipsis = "...",
    .scroll_left = "<",
    .scroll_right = ">",
    .mark_done = "v",
    .dot = "-", /* not |, which divides the panes */
    .corner = {"+", "+", "+", "+"},
};

const wl_glyph_set *wl_glyph_set_get(bool ascii)
{
    return ascii ? &ascii_glyphs : &utf8_glyphs;
}

bool wl_color_wanted(bool no_color_option)
{
    const char *nc = getenv("NO_COLOR");
    return !no_color_option && !(nc && nc[0]);
}

void wl_theme_init(wl_theme_kind kind)
{
    const role_style *table = kind == WL_THEME_PROJECTOR ? projector_theme : default_theme;
    bool color = kind != WL_THEME_MONO && has_colors() && start_color() == OK;
    if (color)
        use_default_colors();
    for (int r = 0; r < WL_ROLE_COUNT; r++) {
        if (!color || COLOR_PAIRS <= WL_ROLE_COUNT) {
            active[r] = mono_theme[r];
            continue;
        }
        init_pair((short)(r + 1), table[r].fg, table[r].bg);
        active[r] = COLOR_PAIR(r + 1) | table[r].attrs;
    }
}

attr_t wl_role_attr(wl_role role)
{
    return (unsigned)role < WL_ROLE_COUNT ? active[role] : A_NORMAL;
}
