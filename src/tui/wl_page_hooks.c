/* Hooks pages share (wl_page.h). */
#include "wl_page.h"

void wl_page_no_prompt(const wl_app *app, char *out, size_t outsz)
{
    (void)app;
    if (outsz)
        out[0] = '\0';
}

bool wl_page_never_hides(const wl_app *app)
{
    (void)app;
    return false;
}

unsigned wl_page_toggle(wl_app *app, wl_page_id self)
{
    return wl_app_page_toggle(app, self);
}
