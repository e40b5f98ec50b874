/* The questions for a room (wl_present.h): the page's row. Its keys are
 * wl_app_present_act's, then the ones every page shares. */
#include "wl_page.h"

static wl_mode present_mode(const wl_app *app)
{
    (void)app;
    return WL_MODE_PRESENT;
}

static unsigned present_act(wl_app *app, wl_action act)
{
    unsigned f = wl_app_present_act(app, act);
    return f ? f : wl_app_common_act(app, act);
}

const wl_page_ops wl_page_present = {
    .name = "present",
    .overlay = true,
    .mode = present_mode,
    .open = wl_page_toggle,
    .act = present_act,
    .type = wl_app_key_hint,
    .draw = wl_view_present,
    .prompt = wl_page_no_prompt,
    .hides_lab = wl_page_never_hides,
};
