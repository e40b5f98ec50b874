/* The boxes over the panes that keep no state of their own: the welcome
 * and the expression line. Esc returns to the page under them. */
#include "wl_page.h"

/* Any key closes the welcome; a key of the lab (the l the welcome just
 * taught, or q) also does what it does there, so no key is lost. Enter,
 * Space and Esc only close it. */
static unsigned welcome_key(wl_app *app, int key)
{
    wl_app_page_back(app);
    if (key == '\n' || key == '\r' || key == KEY_ENTER || key == ' ' || key == 27)
        return WL_REDRAW;
    return WL_REPLAY | WL_REDRAW;
}

const wl_page_ops wl_page_welcome = {
    .name = "welcome",
    .overlay = true,
    .mode = wl_page_row_mode,
    .act = wl_app_common_act,
    .type = welcome_key,
    .draw = wl_view_welcome,
    .prompt = wl_page_no_prompt,
    .hides_lab = wl_page_never_hides,
    .open = wl_page_toggle,
    .click = wl_page_click_closes,
    .free_state = wl_page_owns_nothing,
};

static unsigned expr_act(wl_app *app, wl_action act)
{
    unsigned f = wl_app_expr_action(app, act);
    return f ? f : wl_app_common_act(app, act);
}

const wl_page_ops wl_page_expr = {
    .name = "expression",
    .overlay = true,
    .mode = wl_page_row_mode,
    .act = expr_act,
    .type = wl_app_expr_type,
    .draw = wl_view_expr,
    .prompt = wl_page_no_prompt,
    .hides_lab = wl_page_never_hides,
    .open = wl_page_toggle,
    .click = wl_page_click_closes,
    .free_state = wl_page_owns_nothing,
};
