/* The pages drawn in a box over the panes: help, contents, the reset
 * question, the welcome, the expression line and the readout's details. Esc returns to the page
 * under them. */
#include "wl_page.h"

#define MODE_FN(name, MODE)                                                                        \
    static wl_mode name(const wl_app *app)                                                         \
    {                                                                                              \
        (void)app;                                                                                 \
        return WL_MODE_##MODE;                                                                     \
    }
MODE_FN(help_mode, HELP)
MODE_FN(contents_mode, CONTENTS)
MODE_FN(confirm_mode, CONFIRM)
MODE_FN(welcome_mode, WELCOME)
MODE_FN(expr_mode, EXPR)
MODE_FN(details_mode, DETAILS)
#undef MODE_FN

const wl_page_ops wl_page_help = {
    .name = "help",
    .overlay = true,
    .mode = help_mode,
    .act = wl_app_help_act,
    .type = wl_app_key_hint,
    .draw = wl_view_help,
    .prompt = wl_page_no_prompt,
    .hides_lab = wl_page_never_hides,
    .open = wl_page_toggle,
};

const wl_page_ops wl_page_contents = {
    .name = "contents",
    .overlay = true,
    .mode = contents_mode,
    .act = wl_app_contents_act,
    .type = wl_app_key_hint,
    .draw = wl_view_contents,
    .prompt = wl_page_no_prompt,
    .hides_lab = wl_page_never_hides,
    .open = wl_page_toggle,
};

const wl_page_ops wl_page_confirm = {
    .name = "reset",
    .overlay = true,
    .mode = confirm_mode,
    .act = wl_app_confirm_act,
    .type = wl_app_confirm_type,
    .draw = wl_view_confirm,
    .prompt = wl_page_no_prompt,
    .hides_lab = wl_page_never_hides,
    .open = wl_page_toggle,
};

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
    .mode = welcome_mode,
    .act = wl_app_common_act,
    .type = welcome_key,
    .draw = wl_view_welcome,
    .prompt = wl_page_no_prompt,
    .hides_lab = wl_page_never_hides,
    .open = wl_page_toggle,
};

static unsigned expr_act(wl_app *app, wl_action act)
{
    unsigned f = wl_app_expr_action(app, act);
    return f ? f : wl_app_common_act(app, act);
}

const wl_page_ops wl_page_expr = {
    .name = "expression",
    .overlay = true,
    .mode = expr_mode,
    .act = expr_act,
    .type = wl_app_expr_type,
    .draw = wl_view_expr,
    .prompt = wl_page_no_prompt,
    .hides_lab = wl_page_never_hides,
    .open = wl_page_toggle,
};

const wl_page_ops wl_page_details = {
    .name = "details",
    .overlay = true,
    .mode = details_mode,
    .act = wl_app_details_act,
    .type = wl_app_key_hint,
    .draw = wl_view_details,
    .prompt = wl_page_no_prompt,
    .hides_lab = wl_page_never_hides,
    .open = wl_app_details_open,
};
