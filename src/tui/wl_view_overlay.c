/* Help (generated from the action table), the table of contents, and the
 * screen for a terminal that is too small. */
#include <stdio.h>
#include <string.h>

#include "wl_contents.h"
#include "wl_details.h"
#include "wl_scroll.h"
#include "wl_view.h"

/* A box drawn with the glyph set (not the terminal's line-drawing
 * characters), so it reads the same in a text dump and in ASCII mode. */
void wl_view_box(WINDOW *w, const wl_glyph_set *g, const char *title)
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

void wl_view_help(WINDOW *w, const wl_app *app, const wl_glyph_set *g, int first)
{
    wl_view_box(w, g, "Keys (Esc or ? closes)");
    int rows = getmaxy(w) - 3, n = wl_app_help_count(app), wd = getmaxx(w) - 4;
    for (int i = 0; i < rows && first + i < n; i++) {
        char line[200];
        wl_app_help_line(app, first + i, line, sizeof line);
        bool heading = line[0] != ' ' && line[0] != '\0';
        wl_field(w, 1 + i, 2, wd, heading ? WL_ROLE_STRONG : WL_ROLE_NORMAL, line);
    }
    wl_draw_list_position(w, g, first, rows, n);
}

/* The glossary's terms, laid out by its page at the box's width less 4. */
void wl_view_glossary(WINDOW *w, const wl_glyph_set *g, const wl_text *t, int first)
{
    wl_view_box(w, g, "Glossary (Esc or F2 closes)");
    int rows = getmaxy(w) - 3, wd = getmaxx(w) - 4;
    for (int i = 0; i < rows && first + i < t->n; i++)
        wl_draw_row_scrolled(w, 1 + i, 2, wd, &t->row[first + i], 0);
    wl_draw_list_position(w, g, first, rows, t->n);
}

void wl_view_contents(WINDOW *w, const wl_app *app, const wl_glyph_set *g, int sel)
{
    wl_view_box(w, g, "Contents (Enter goes, a digit picks a lesson, Esc closes)");
    int h = getmaxy(w) - 2;
    char best[64] = "quiz: not taken yet";
    const wl_progress_score *sc = NULL;
    for (int i = 0; app->progress_ok && i < app->progress.nscores && !sc; i++)
        sc = &app->progress.score[i];
    if (sc)
        snprintf(best, sizeof best, "best quiz score %d / %d", sc->best, sc->total);
    wl_putf(w, getmaxy(w) - 1, getmaxx(w) - (int)strlen(best) - 4, WL_ROLE_HEADER_FOCUS, " %s ",
            best);
    const wl_course *c = &app->course;
    int first = wl_contents_first_row(c, (size_t)sel, h), n = wl_contents_rows(c);
    /* A list longer than the box says so in its foot, so the course is not
     * read as ending at the last row shown. */
    if (n > h) {
        bool ascii = strcmp(g->ellipsis, "...") == 0;
        int last = first + h < n ? first + h : n;
        char where[64];
        snprintf(where, sizeof where, " rows %d-%d of %d%s ", first + 1, last, n,
                 last < n ? (ascii ? ", v more below" : ", \u2193 more below") : "");
        wl_field(w, getmaxy(w) - 1, 2, getmaxx(w) - (int)strlen(best) - 10, WL_ROLE_HEADER_FOCUS,
                 where);
    }
    for (int i = 0; i < h && first + i < wl_contents_rows(c); i++) {
        size_t l = 0, k = 0;
        if (!wl_contents_at(c, first + i, &l, &k)) { /* a lesson's heading */
            if (l < c->nlessons)
                wl_putf(w, 1 + i, 2, WL_ROLE_STRONG, "Lesson %d  %s", c->lessons[l].number,
                        c->lessons[l].title ? c->lessons[l].title : "");
            continue;
        }
        const wl_section *s = wl_course_section(c, k, NULL);
        bool chosen = (int)k == sel;
        if (chosen)
            wl_fill_span(w, 1 + i, 1, getmaxx(w) - 2, WL_ROLE_HIGHLIGHT);
        wl_putf(w, 1 + i, 2, chosen ? WL_ROLE_HIGHLIGHT : WL_ROLE_NORMAL, "%c %s %2zu. %s",
                k == app->cur ? '>' : ' ', wl_app_section_visited(app, k) ? g->mark_done : " ",
                k + 1, s && s->title ? s->title : "");
    }
}

void wl_view_details(WINDOW *w, const wl_app *app, const wl_glyph_set *g, int first)
{
    wl_view_box(w, g, "The readout in full (Esc or d closes)");
    wl_text t;
    wl_text_init(&t, strcmp(g->ellipsis, "...") == 0);
    wl_details_text(app, getmaxx(w) - 4, &t);
    int rows = getmaxy(w) - 3;
    first = wl_scroll_clamp(first, t.n, rows);
    wl_draw_text(w, 1, &t, first, rows, -1, 0);
    wl_draw_list_position(w, g, first, rows, t.n);
    wl_text_free(&t);
}

void wl_view_confirm(WINDOW *w, const wl_glyph_set *g, const wl_line_edit *typed)
{
    wl_view_box(w, g, "Reset progress");
    int wd = getmaxx(w) - 4;
    wl_field(w, 2, 2, wd, WL_ROLE_STRONG, "Forget every visit, answer, score and the name?");
    char how[96];
    snprintf(how, sizeof how, "To forget them, type the word %s and press Enter.", WL_RESET_WORD);
    wl_field(w, 4, 2, wd, WL_ROLE_NORMAL, how);
    wl_field(w, 5, 2, wd, WL_ROLE_NORMAL, "Esc keeps them.");
    wl_field(w, 7, 2, 2, WL_ROLE_HIGHLIGHT, ">");
    wl_draw_edit(w, 7, 4, wd - 2, WL_ROLE_HIGHLIGHT, typed);
}

/* The first run's welcome: what is on screen and the few keys that matter
 * at first; any key closes it (a lab key also acts) and it is not shown
 * again. */
void wl_view_welcome(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    static const char *lines[] = {
        "Welcome to warplab: how a warp's 32 addresses become memory traffic.",
        "",
        "Left: the lesson. Read it; j and k (or the arrows) scroll it.",
        "Right: the lab. The warp diagram shows which bytes one warp fetches,",
        "the readout and the chart what that costs in bandwidth.",
        "",
        "h and l (or Left and Right) move the slider: watch the diagram change.",
        "n goes to the next section, p back; t lists them all, : goes by number.",
        "z shows the diagram or the chart full screen; y starts the quiz.",
        "? lists every key, at any time. q quits; you resume where you left off.",
        "",
        "Press Enter to start, or any key above: it starts and acts.",
    };
    wl_view_box(w, g, "Welcome");
    int wd = getmaxx(w) - 4, n = (int)(sizeof lines / sizeof lines[0]);
    int y = (getmaxy(w) - n) / 2 > 1 ? (getmaxy(w) - n) / 2 : 1; /* centred when it fits */
    wl_text t;
    wl_text_init(&t, app->opt.ascii);
    for (int i = 0; i < n; i++) {
        wl_run run = {lines[i], i == 0 ? WL_ROLE_STRONG : WL_ROLE_NORMAL};
        if (lines[i][0])
            wl_text_wrap(&t, &run, 1, wd, "", "", WL_ROLE_NORMAL);
        else
            wl_text_blank(&t);
    }
    for (int r = 0; r < t.n && y < getmaxy(w) - 1; r++)
        wl_draw_row_scrolled(w, y++, 2, wd, &t.row[r], 0);
    wl_text_free(&t);
}

void wl_view_too_small(const wl_layout *l)
{
    erase();
    /* The longest wording that fits whole: a size cut at the edge ("have
     * 41x1" of 41x10) would state a size the screen is not. */
    char msg[96];
    int len = 0;
    for (int form = 0; form < 3; form++) {
        if (form == 0)
            snprintf(msg, sizeof msg, "terminal too small: need %dx%d, have %dx%d", WL_MIN_COLS,
                     WL_MIN_ROWS, l->cols, l->rows);
        else
            snprintf(msg, sizeof msg, "%s%dx%d", form == 1 ? "terminal too small: need " : "need ",
                     WL_MIN_COLS, WL_MIN_ROWS);
        len = (int)strlen(msg);
        if (len <= l->cols)
            break;
    }
    int y = l->rows / 2, x = l->cols > len ? (l->cols - len) / 2 : 0;
    if (y >= 0 && l->rows > 0 && l->cols > 0)
        mvaddnstr(y, x, msg, l->cols - x);
    static const char keys[] = "only q and a larger window act here";
    len = (int)strlen(keys);
    x = l->cols > len ? (l->cols - len) / 2 : 0;
    if (y + 1 < l->rows && l->cols > 0)
        mvaddnstr(y + 1, x, keys, l->cols - x);
    wnoutrefresh(stdscr);
}

/* The expression edit line: what it does, the names it knows, the line,
 * and the last error with a caret under its column. */
void wl_view_expr(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    const wl_expr_edit *ed = &app->edit;
    wl_view_box(w, g, "Your own access pattern (Enter uses it, Esc cancels)");
    int wd = getmaxx(w) - 4;
    char s_range[96];
    int lo, hi;
    wl_expr_edit_s_range(&app->exp.binding, &lo, &hi);
    snprintf(s_range, sizeof s_range, "The slider then moves s from %d to %d.", lo, hi);
    wl_field(w, 2, 2, wd, WL_ROLE_NORMAL, "Thread i does a[E] += 1, E the index typed below;");
    wl_field(w, 3, 2, wd, WL_ROLE_NORMAL, "\"E ; S\" reads a[E] and writes a[S].");
    char names[160];
    snprintf(names, sizeof names, "Names: %s. Up and Down: earlier ones.",
             wl_expr_var_names_list());
    wl_field(w, 4, 2, wd, WL_ROLE_DIM, names);
    wl_field(w, 5, 2, wd, WL_ROLE_DIM, s_range);
    if (ed->as_opened)
        wl_field(w, 6, 2, wd, WL_ROLE_DIM, "The one shown now: typing replaces it, Left edits it.");
    wl_field(w, 7, 2, 2, WL_ROLE_HIGHLIGHT, ">");
    wl_draw_edit(w, 7, 4, wd - 2, WL_ROLE_HIGHLIGHT, &ed->line);
    if (!ed->error[0])
        return;
    /* The caret under the error's column, where the line is scrolled to. */
    wl_line_window win;
    wl_line_edit_window(&ed->line, wd - 2, &win);
    int col = ed->error_col - 1 - win.first + (win.more_left ? 1 : 0);
    if (ed->error_col > 0 && col >= 0 && col < wd - 2)
        wl_put(w, 8, 4 + col, WL_ROLE_BAD, "^");
    wl_text t; /* the message wrapped: a range check's names its operand's range */
    wl_text_init(&t, app->opt.ascii);
    wl_run run = {ed->error, WL_ROLE_BAD};
    wl_text_wrap(&t, &run, 1, wd, "", "", WL_ROLE_BAD);
    for (int r = 0; r < t.n && 9 + r < getmaxy(w) - 1; r++)
        wl_draw_row_scrolled(w, 9 + r, 2, wd, &t.row[r], 0);
    wl_text_free(&t);
}
