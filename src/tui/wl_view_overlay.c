/* Help (generated from the action table), the table of contents, and the
 * screen for a terminal that is too small. */
#include <stdio.h>
#include <string.h>

#include "wl_view.h"

/* A box drawn with the glyph set (not the terminal's line-drawing
 * characters), so it reads the same in a text dump and in ASCII mode. */
static void frame(WINDOW *w, const wl_glyph_set *g, const char *title)
{
    werase(w);
    int h = getmaxy(w), wd = getmaxx(w);
    for (int x = 1; x < wd - 1; x++) {
        wl_put(w, 0, x, WL_ROLE_DIM, g->rule_h);
        wl_put(w, h - 1, x, WL_ROLE_DIM, g->rule_h);
    }
    for (int y = 1; y < h - 1; y++) {
        wl_put(w, y, 0, WL_ROLE_DIM, g->rule_v);
        wl_put(w, y, wd - 1, WL_ROLE_DIM, g->rule_v);
    }
    wl_put(w, 0, 0, WL_ROLE_DIM, g->corner[0]);
    wl_put(w, 0, wd - 1, WL_ROLE_DIM, g->corner[1]);
    wl_put(w, h - 1, 0, WL_ROLE_DIM, g->corner[2]);
    wl_put(w, h - 1, wd - 1, WL_ROLE_DIM, g->corner[3]);
    wl_putf(w, 0, 2, WL_ROLE_HEADER_FOCUS, " %s ", title);
}

void wl_view_help(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    frame(w, g, "Keys (Esc or ? closes)");
    int h = getmaxy(w) - 2, n = wl_help_line_count() + 3;
    int first = app->view.help_scroll < n - h ? app->view.help_scroll : (n - h > 0 ? n - h : 0);
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
    frame(w, g, "Contents (Enter jumps, Esc closes)");
    int h = getmaxy(w) - 2;
    char best[64] = "quiz: not taken yet";
    const wl_progress_score *sc = NULL;
    for (int i = 0; app->progress_ok && i < app->progress.nscores && !sc; i++)
        sc = &app->progress.score[i];
    if (sc)
        snprintf(best, sizeof best, "best quiz score %d / %d", sc->best, sc->total);
    wl_putf(w, getmaxy(w) - 1, getmaxx(w) - (int)strlen(best) - 4, WL_ROLE_HEADER_FOCUS, " %s ",
            best);
    int first = app->view.toc_sel >= h ? app->view.toc_sel - h + 1 : 0;
    for (int i = 0; i < h && (size_t)(first + i) < app->nsections; i++) {
        size_t k = (size_t)(first + i);
        const wl_lesson *lesson = NULL;
        const wl_section *s = wl_course_section(&app->course, k, &lesson);
        bool sel = (int)k == app->view.toc_sel;
        if (sel)
            wl_fill_span(w, 1 + i, 1, getmaxx(w) - 2, WL_ROLE_HIGHLIGHT);
        wl_putf(w, 1 + i, 2, sel ? WL_ROLE_HIGHLIGHT : WL_ROLE_NORMAL, "%c %s %2zu. %s",
                k == app->cur ? '>' : ' ', wl_app_section_visited(app, k) ? g->mark_done : " ",
                k + 1, s && s->title ? s->title : "");
    }
}

void wl_view_confirm(WINDOW *w, const wl_glyph_set *g)
{
    frame(w, g, "Reset progress");
    wl_putf(w, 2, 2, WL_ROLE_STRONG, "%s", "Forget every visited section, answer and score?");
    wl_putf(w, 4, 2, WL_ROLE_NORMAL, "%s", "y: forget them   any other key: keep them");
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
