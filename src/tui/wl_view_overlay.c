/* Help (generated from the action table), the table of contents, and the
 * screen for a terminal that is too small. */
#include <stdio.h>
#include <string.h>

#include "wl_view.h"

static void frame(WINDOW *w, const char *title)
{
    werase(w);
    wattrset(w, wl_role_attr(WL_ROLE_NORMAL));
    box(w, 0, 0);
    wl_putf(w, 0, 2, WL_ROLE_HEADER_FOCUS, " %s ", title);
}

void wl_view_help(WINDOW *w, const wl_app *app)
{
    frame(w, "Keys (Esc or ? closes)");
    int h = getmaxy(w) - 2, n = wl_help_line_count() + 3;
    int first = app->help_scroll < n - h ? app->help_scroll : (n - h > 0 ? n - h : 0);
    for (int i = 0; i < h && first + i < n; i++) {
        int k = first + i;
        char line[160];
        if (k < n - 3)
            wl_help_line(k, line, sizeof line);
        else if (k == n - 2)
            snprintf(line, sizeof line,
                     "mouse: click or drag the slider, click a pane to focus it,");
        else if (k == n - 1)
            snprintf(line, sizeof line, "       the wheel scrolls, a click in the contents jumps");
        else
            line[0] = '\0';
        wl_putf(w, 1 + i, 2, WL_ROLE_NORMAL, "%s", line);
    }
}

void wl_view_contents(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    (void)g;
    frame(w, "Contents (Enter jumps, Esc closes)");
    int h = getmaxy(w) - 2;
    int first = app->toc_sel >= h ? app->toc_sel - h + 1 : 0;
    for (int i = 0; i < h && (size_t)(first + i) < app->nsections; i++) {
        size_t k = (size_t)(first + i);
        const wl_lesson *lesson = NULL;
        const wl_section *s = wl_course_section(&app->course, k, &lesson);
        bool sel = (int)k == app->toc_sel;
        if (sel)
            wl_putf(w, 1 + i, 1, WL_ROLE_HIGHLIGHT, "%-*s", getmaxx(w) - 2, "");
        wl_putf(w, 1 + i, 2, sel ? WL_ROLE_HIGHLIGHT : WL_ROLE_NORMAL, "%c %2zu. %s%s",
                k == app->cur ? '>' : ' ', k + 1, s && s->title ? s->title : "",
                s && s->binding.present ? "" : "");
    }
}

void wl_view_too_small(const wl_layout *l)
{
    erase();
    char msg[96];
    snprintf(msg, sizeof msg, "terminal too small: need %dx%d, have %dx%d", WL_MIN_COLS,
             WL_MIN_ROWS, l->cols, l->rows);
    int len = (int)strlen(msg);
    int y = l->rows / 2, x = l->cols > len ? (l->cols - len) / 2 : 0;
    if (y >= 0 && l->rows > 0 && l->cols > 0)
        mvaddnstr(y, x, msg, l->cols - x);
    wnoutrefresh(stdscr);
}
