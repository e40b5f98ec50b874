/* The asking page: a quiz question or a prediction prompt in the lesson
 * pane, with one set of actions (wl_ask.h); while a question waits for an
 * answer it has the width and the lab panes wait. Its own state is a
 * wl_ask_state, kept by wl_app_ask.c. */
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

static void ask_draw(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    wl_view_ask(w, g, wl_app_page_state(app, WL_PAGE_ASK));
}

static void ask_free(void *state)
{
    wl_ask_state *a = state;
    wl_text_free(&a->text);
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
    .draw = ask_draw,
    .prompt = wl_page_no_prompt,
    .hides_lab = ask_hides,
    .open = wl_page_toggle,
    .click = wl_page_click_through,
    .state_size = sizeof(wl_ask_state),
    .free_state = ask_free,
};
