/* The table of pages (one row each in wl_page_list.h) and the calls the loop
 * and the mouse make through it: nothing else decides by hand what has the
 * keyboard or what is drawn. */
#include <stdlib.h>

#include "wl_page.h"

#define WL_PAGE_ROW(id, ops, mode, opens) [WL_PAGE_##id] = &ops,
static const wl_page_ops *const pages[WL_PAGE_COUNT] = {WL_PAGE_LIST(WL_PAGE_ROW)};
#undef WL_PAGE_ROW

int wl_page_app_open(wl_app *app, const wl_tui_options *opt, bool no_worker, wl_error *err)
{
    if (wl_app_open(app, opt, no_worker, err) != 0)
        return -1;
    for (int p = 0; p < WL_PAGE_COUNT; p++)
        if (pages[p]->state_size && !(app->page_state[p] = calloc(1, pages[p]->state_size)))
            return wl_fail(err, "out of memory for the %s page", pages[p]->name);
    return 0;
}

void wl_page_app_close(wl_app *app)
{
    for (int p = 0; p < WL_PAGE_COUNT; p++) {
        if (app->page_state[p])
            pages[p]->free_state(app->page_state[p]);
        free(app->page_state[p]);
        app->page_state[p] = NULL;
    }
    wl_app_close(app);
}

/* Whether action id opens page p: its row's action, or one of its others. */
static bool opens(wl_page_id p, wl_action_id id)
{
    const wl_page_ops *ops = pages[p];
    return wl_page_opened_by(p) == id || ops->opened_also[0] == id || ops->opened_also[1] == id;
}

unsigned wl_page_open_by(wl_app *app, wl_action_id id)
{
    for (int p = 0; id != WL_ACT_NONE && p < WL_PAGE_COUNT; p++)
        if (opens((wl_page_id)p, id) && (wl_action_modes(id) & (1u << wl_page_mode(app)))) {
            if (app->view.page != (wl_page_id)p)
                app->view.opened_over = wl_page_mode(app); /* the help lists this mode's keys */
            return pages[p]->open(app, (wl_page_id)p, id);
        }
    return 0;
}

const wl_page_ops *wl_page_of(wl_page_id id)
{
    return (unsigned)id < WL_PAGE_COUNT ? pages[id] : pages[WL_PAGE_LAB];
}

const wl_page_ops *wl_page_current(const wl_app *app)
{
    return wl_page_of(app->view.page);
}

wl_mode wl_page_mode(const wl_app *app)
{
    return wl_page_current(app)->mode(app, app->view.page);
}

unsigned wl_page_act(wl_app *app, wl_action act)
{
    app->view.message[0] = '\0';
    /* a page's own key (help, contents, details, glossary): its row opens it */
    unsigned f = wl_page_open_by(app, act.id);
    if (!f)
        f = wl_page_current(app)->act(app, act);
    return f ? f : WL_HANDLED;
}

unsigned wl_page_key(wl_app *app, int key)
{
    if (key == KEY_RESIZE)
        return WL_RESIZE | WL_REDRAW;
    wl_action a = wl_action_for_key(wl_page_mode(app), key);
    if (a.id != WL_ACT_NONE)
        return wl_page_act(app, a);
    app->view.message[0] = '\0';
    return wl_page_current(app)->type(app, key);
}

void wl_page_draw(wl_screen *s, wl_app *app)
{
    const wl_page_ops *cur = wl_page_current(app), *base = wl_page_of(app->view.base);
    wl_view_frame f = {.mode = wl_page_mode(app),
                       .hide_lab = !cur->overlay && cur->hides_lab(app),
                       .lesson = cur->overlay ? base->draw : cur->draw,
                       .over = cur->overlay ? cur->draw : NULL};
    cur->prompt(app, &f.prompt);
    wl_view_draw_all(s, app, &f);
}
