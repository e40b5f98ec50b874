/* One frame: every pane's window drawn, then the overlay; only
 * wnoutrefresh here, the loop does the one doupdate. */
#include "wl_view.h"

void wl_screen_free(wl_screen *s)
{
    for (int p = 0; p < WL_PANE_COUNT; p++) {
        if (s->pane[p])
            delwin(s->pane[p]);
        s->pane[p] = NULL;
    }
    if (s->overlay)
        delwin(s->overlay);
    s->overlay = NULL;
}

void wl_screen_build(wl_screen *s, const wl_layout *l)
{
    wl_screen_free(s);
    if (l->too_small)
        return;
    for (int p = 0; p < WL_PANE_COUNT; p++) {
        const wl_rect *r = &l->pane[p];
        if (l->visible[p] && r->h > 0 && r->w > 0)
            s->pane[p] = newwin(r->h, r->w, r->y, r->x);
    }
    s->overlay = newwin(l->overlay.h, l->overlay.w, l->overlay.y, l->overlay.x);
}

static void draw_divider(const wl_app *app, const wl_glyph_set *g)
{
    werase(stdscr);
    attrset(wl_role_attr(WL_ROLE_DIM));
    for (int y = 1; y < app->view.layout.rows - 1; y++)
        mvaddstr(y, app->view.layout.divider_x, g->rule_v);
    attrset(A_NORMAL);
    wnoutrefresh(stdscr);
}

/* The diagram draws counts: it waits for the section's prompt that asks
 * a count (at every slider position: stride 3's 12 sectors tell stride
 * 2's), or at a point whose held figure is a count. A bandwidth the
 * section's prompt asks leaves it shown, so a lesson that asks how fast
 * and says "slide ... and the sectors do not move" shows the sectors. */
static bool diagram_waits(const wl_app *app)
{
    const wl_prompt *own = wl_app_predict_pending(app);
    bool count = false;
    return wl_app_asking(app) || (own && wl_app_prompt_asks_count(own)) ||
           (wl_app_held_section(app, &count) >= 0 && count);
}

static void draw_pane(wl_screen *s, const wl_app *app, const wl_view_frame *f, wl_pane p)
{
    WINDOW *w = s->pane[p];
    if (!w)
        return;
    bool hide = f->hide_lab;
    switch (p) {
    case WL_PANE_TITLE:
        wl_view_title(w, app);
        break;
    case WL_PANE_STATUS:
        wl_view_status(w, app, f->mode, &f->prompt);
        break;
    case WL_PANE_LESSON:
        f->lesson(w, app, s->g);
        break;
    case WL_PANE_EXPERIMENT:
        wl_view_experiment(w, app, s->g);
        break;
    case WL_PANE_DIAGRAM:
        if (hide && diagram_waits(app))
            wl_view_hidden(w, app, "Warp diagram");
        else
            wl_view_diagram(w, app, s->g);
        break;
    case WL_PANE_READOUT:
        if (hide)
            wl_view_hidden(w, app, "Readout");
        else
            wl_view_readout(w, app);
        break;
    case WL_PANE_CHART: /* a held point's neighbours would tell it: the chart waits */
        if (hide && (wl_app_asking(app) || wl_app_predict_pending(app)))
            wl_view_hidden(w, app, "Chart");
        else if (wl_app_chart_held_section(app) >= 0)
            wl_view_chart_held(w, app);
        else
            wl_view_chart(w, app, s->g);
        break;
    default:
        break;
    }
    wnoutrefresh(w);
}

void wl_view_draw_all(wl_screen *s, const wl_app *app, const wl_view_frame *f)
{
    if (app->view.layout.too_small) {
        wl_view_too_small(&app->view.layout);
        return;
    }
    wl_view_use_glyphs(s->g);
    wl_fields_begin(0);
    bool overlay = s->overlay && f->over;
    if (overlay) { /* only the bars stay around an overlay */
        werase(stdscr);
        wnoutrefresh(stdscr);
    } else if (app->view.layout.divider_x >= 0) {
        draw_divider(app, s->g);
    } else { /* zoomed: one pane, no rule */
        werase(stdscr);
        if (app->view.layout.banner.h > 0)
            wl_view_banner(stdscr, app, f->hide_lab);
        wnoutrefresh(stdscr);
    }
    for (int p = 0; p < WL_PANE_COUNT; p++)
        if (!overlay || p == WL_PANE_TITLE || p == WL_PANE_STATUS)
            draw_pane(s, app, f, (wl_pane)p);
    if (overlay) {
        wl_fields_begin(1);
        f->over(s->overlay, app, s->g);
        wnoutrefresh(s->overlay);
    }
    wl_fields_begin(2);
    wl_view_message(app, s->g, f->prompt.label[0] != '\0');
    wl_view_demo_caption(app, s->g);
}
