/* The reset question (R in the lab), in a box over the panes: typed
 * letters, then Enter forgets progress only when the word typed is
 * WL_RESET_WORD (no single key, least of all a quiz's, can); Esc keeps it.
 * A demo and presenting leave progress alone and refuse to open it. Its own
 * state is the word typed, empty each time it opens. */
#include <stdio.h>
#include <string.h>

#include "wl_page.h"

typedef struct confirm_state {
    wl_line_edit word;
} confirm_state;

static wl_line_edit *typed(const wl_app *app)
{
    return &((confirm_state *)wl_app_page_state(app, WL_PAGE_CONFIRM))->word;
}

static unsigned confirm_open(wl_app *app, wl_page_id self, wl_action_id by)
{
    (void)by;
    if (!wl_app_keeps_progress(app)) {
        snprintf(app->view.message, sizeof app->view.message,
                 "%s leaves saved progress as it is: R resets it in the lab alone",
                 app->opt.demo ? "a demo" : "presenting");
        return WL_REDRAW;
    }
    wl_line_edit_init(typed(app), 15);
    wl_app_page_over(app, self);
    return WL_REDRAW;
}

static unsigned confirm_type(wl_app *app, int key)
{
    if (key != ' ')
        wl_line_edit_key(typed(app), key);
    return WL_REDRAW;
}

static unsigned confirm_reset(wl_app *app)
{
    if (strcmp(typed(app)->text, WL_RESET_WORD) == 0) {
        unsigned f = wl_app_progress_reset(app);
        wl_app_predict_show(app); /* the section's prompt asks again, on its own experiment */
        return f;
    }
    snprintf(app->view.message, sizeof app->view.message,
             "type the word %s, then Enter; Esc keeps your progress", WL_RESET_WORD);
    wl_line_edit_clear(typed(app));
    return WL_REDRAW;
}

static unsigned confirm_act(wl_app *app, wl_action act)
{
    switch (act.id) {
    case WL_ACT_CONFIRM_RESET:
        return confirm_reset(app);
    case WL_ACT_ERASE:
        wl_line_edit_erase(typed(app));
        return WL_REDRAW;
    case WL_ACT_CLOSE:
        wl_app_page_back(app);
        snprintf(app->view.message, sizeof app->view.message, "reset cancelled: progress kept");
        return WL_REDRAW;
    default:
        return wl_app_common_act(app, act);
    }
}

static void confirm_draw(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    wl_view_confirm(w, g, typed(app));
}

const wl_page_ops wl_page_confirm = {
    .name = "reset",
    .overlay = true,
    .mode = wl_page_row_mode,
    .act = confirm_act,
    .type = confirm_type,
    .draw = confirm_draw,
    .prompt = wl_page_no_prompt,
    .hides_lab = wl_page_never_hides,
    .open = confirm_open,
    .click = wl_page_click_closes,
    .state_size = sizeof(confirm_state),
    .free_state = wl_page_owns_nothing,
};
