/* Mouse events to the same actions and state changes the keys make. */
#include "wl_mouse.h"

#include "wl_page.h"

static unsigned slider_drag(wl_app *app, int y, int x, bool press)
{
    const wl_rect *r = &app->view.layout.pane[WL_PANE_EXPERIMENT];
    wl_slider_geom g;
    wl_slider_geometry(app, r->w, &g);
    if (press && y - r->y != g.row)
        return 0;
    if (press && (x - r->x < g.x0 - 1 || x - r->x > g.x0 + g.width))
        return 0;
    return wl_app_slider_to(app, wl_slider_pos_at(app, &g, x - r->x)) | WL_HANDLED;
}

static unsigned focus_at(wl_app *app, int y, int x)
{
    static const struct {
        wl_pane pane;
        wl_focus focus;
    } map[] = {{WL_PANE_LESSON, WL_FOCUS_LESSON},
               {WL_PANE_EXPERIMENT, WL_FOCUS_EXPERIMENT},
               {WL_PANE_DIAGRAM, WL_FOCUS_DIAGRAM}};
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (wl_rect_contains(&app->view.layout.pane[map[i].pane], y, x)) {
            app->view.focus = map[i].focus;
            return WL_REDRAW;
        }
    return WL_HANDLED;
}

unsigned wl_mouse_event(wl_app *app, wl_mouse_state *ms, wl_mouse_kind kind, int y, int x)
{
    if (app->view.layout.too_small)
        return WL_HANDLED;
    if (kind == WL_MOUSE_WHEEL_UP || kind == WL_MOUSE_WHEEL_DOWN) {
        wl_focus keep = app->view.focus;
        if (!wl_page_current(app)->overlay)
            focus_at(app, y, x);
        unsigned f = wl_page_act(
            app, (wl_action){kind == WL_MOUSE_WHEEL_UP ? WL_ACT_SCROLL_UP : WL_ACT_SCROLL_DOWN, 0});
        if (app->view.focus == WL_FOCUS_EXPERIMENT)
            app->view.focus = keep;
        return f | WL_REDRAW;
    }
    if (kind == WL_MOUSE_RELEASE) {
        unsigned f = ms->dragging ? slider_drag(app, y, x, false) : WL_HANDLED;
        ms->dragging = false;
        return f;
    }
    if (kind == WL_MOUSE_DRAG)
        return ms->dragging ? slider_drag(app, y, x, false) : WL_HANDLED;
    /* a press: the page's, unless it leaves it to the lab panes */
    unsigned f = wl_page_current(app)->click(app, y, x);
    if (f)
        return f;
    f = slider_drag(app, y, x, true);
    if (f) {
        ms->dragging = true;
        app->view.focus = WL_FOCUS_EXPERIMENT;
        return f | WL_REDRAW;
    }
    return focus_at(app, y, x);
}
