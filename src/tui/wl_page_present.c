/* The questions for a room (wl_present.h): the page's row. Its keys are
 * wl_app_present_act's, then the ones every page shares; its own state, a
 * wl_present_state, is kept by wl_app_present.c. */
#include "wl_page.h"

static void present_draw(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    const wl_present_state *p = wl_app_page_state(app, WL_PAGE_PRESENT);
    wl_view_present(w, app, g, p->scroll);
}

static unsigned present_act(wl_app *app, wl_action act)
{
    unsigned f = wl_app_present_act(app, act);
    return f ? f : wl_app_common_act(app, act);
}

const wl_page_ops wl_page_present = {
    .name = "present",
    .overlay = true,
    .mode = wl_page_row_mode,
    .open = wl_page_toggle,
    .act = present_act,
    .type = wl_app_key_hint,
    .draw = present_draw,
    .prompt = wl_page_no_prompt,
    .hides_lab = wl_page_never_hides,
    .click = wl_page_click_closes,
    .state_size = sizeof(wl_present_state),
    .free_state = wl_page_owns_nothing,
};
