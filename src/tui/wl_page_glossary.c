/* The glossary page: every term of WL_GLOSSARY_FILE in a box over the panes,
 * scrolled like help. a opens and closes it where keys do not type text, F2
 * everywhere (while answering a question too); Esc goes back to the page
 * under it. */
#include "wl_page.h"

static wl_mode glossary_mode(const wl_app *app)
{
    (void)app;
    return WL_MODE_GLOSSARY;
}

static unsigned glossary_act(wl_app *app, wl_action act)
{
    unsigned f = wl_app_glossary_act(app, act);
    return f ? f : wl_app_common_act(app, act);
}

const wl_page_ops wl_page_glossary = {
    .name = "glossary",
    .overlay = true,
    .mode = glossary_mode,
    .act = glossary_act,
    .type = wl_app_key_hint,
    .draw = wl_view_glossary,
    .prompt = wl_page_no_prompt,
    .hides_lab = wl_page_never_hides,
};
