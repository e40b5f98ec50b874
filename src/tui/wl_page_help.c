/* The help page: the keys of the screen it was opened over, in a box over
 * the panes (its lines: wl_app_help_line). Its own state is where the box is
 * scrolled; it opens at the top. */
#include "wl_page.h"
#include "wl_scroll.h"

typedef struct help_state {
    int first; /* the first line shown */
} help_state;

static help_state *help_of(const wl_app *app)
{
    return wl_app_page_state(app, WL_PAGE_HELP);
}

static unsigned help_open(wl_app *app, wl_page_id self, wl_action_id by)
{
    (void)by;
    help_of(app)->first = 0;
    return wl_app_page_toggle(app, self);
}

static unsigned help_act(wl_app *app, wl_action act)
{
    if (wl_scroll_act(act.id, &help_of(app)->first, wl_app_help_count(app), wl_page_box_rows(app)))
        return WL_REDRAW;
    return wl_app_common_act(app, act);
}

static void help_draw(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    wl_view_help(w, app, g, help_of(app)->first);
}

const wl_page_ops wl_page_help = {
    .name = "help",
    .overlay = true,
    .mode = wl_page_row_mode,
    .act = help_act,
    .type = wl_app_key_hint,
    .draw = help_draw,
    .prompt = wl_page_no_prompt,
    .hides_lab = wl_page_never_hides,
    .open = help_open,
    .click = wl_page_click_closes,
    .state_size = sizeof(help_state),
    .free_state = wl_page_owns_nothing,
};
