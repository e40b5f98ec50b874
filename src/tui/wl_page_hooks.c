/* Hooks pages share (wl_page.h). */
#include "wl_page.h"

void wl_page_no_prompt(const wl_app *app, wl_bar_prompt *out)
{
    (void)app;
    *out = (wl_bar_prompt){.label = "", .typed = NULL};
}

bool wl_page_never_hides(const wl_app *app)
{
    (void)app;
    return false;
}

unsigned wl_page_toggle(wl_app *app, wl_page_id self, wl_action_id by)
{
    (void)by;
    return wl_app_page_toggle(app, self);
}

unsigned wl_page_click_through(wl_app *app, int y, int x)
{
    (void)app, (void)y, (void)x;
    return 0;
}

unsigned wl_page_click_closes(wl_app *app, int y, int x)
{
    (void)y, (void)x;
    wl_app_page_back(app);
    return WL_REDRAW;
}

void wl_page_owns_nothing(void *state)
{
    (void)state;
}

int wl_page_box_rows(const wl_app *app)
{
    int h = app->view.layout.overlay.h - 3;
    return h > 1 ? h : 1;
}
