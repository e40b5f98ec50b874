/* Which page has the screen (wl_page_list.h): the state alone, so every
 * handler can open or close a page without calling the others. */
#include "wl_app.h"

void wl_app_page_enter(wl_app *app, wl_page_id id)
{
    app->view.page = app->view.base = id;
}

void wl_app_page_over(wl_app *app, wl_page_id id)
{
    app->view.page = id;
}

void wl_app_page_back(wl_app *app)
{
    app->view.page = app->view.base;
}

void *wl_app_page_state(const wl_app *app, wl_page_id id)
{
    return (unsigned)id < WL_PAGE_COUNT ? app->page_state[id] : NULL;
}
