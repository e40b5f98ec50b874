/* The asking page: a quiz question or a prediction prompt in the lesson
 * pane, with one set of actions (wl_ask.h); while a question waits for an
 * answer it has the width and the lab panes wait. */
#include "wl_page.h"

/* While asking the panes wait; once answered they show the question's
 * point, unless another lesson's comparison still holds it. */
static bool ask_hides(const wl_app *app)
{
    return wl_app_asking(app) || wl_app_held_section(app, NULL) >= 0;
}

static wl_mode ask_mode(const wl_app *app, wl_page_id self)
{
    (void)self;
    return wl_app_ask_mode(app);
}

static unsigned ask_act(wl_app *app, wl_action act)
{
    unsigned f = wl_app_ask_act(app, act);
    return f ? f : wl_app_common_act(app, act);
}

const wl_page_ops wl_page_ask = {
    .name = "ask",
    .overlay = false,
    .mode = ask_mode,
    .act = ask_act,
    .type = wl_app_ask_type,
    .draw = wl_view_ask,
    .prompt = wl_page_no_prompt,
    .hides_lab = ask_hides,
    .open = wl_page_toggle,
    .click = wl_page_click_through,
    .free_state = wl_page_owns_nothing,
};
