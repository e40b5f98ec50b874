/* The glossary page: every term of WL_GLOSSARY_FILE in a box over the panes,
 * scrolled like help. a opens and closes it where keys do not type text, F2
 * everywhere (while answering a question too); / finds a term as it is
 * typed, Enter the next place; Esc ends the search, then goes back to the
 * page under it. */
#include <stdio.h>

#include "wl_page.h"

static unsigned glossary_type(wl_app *app, int key)
{
    unsigned f = wl_app_glossary_type(app, key);
    return f ? f : wl_app_key_hint(app, key);
}

static wl_mode glossary_mode(const wl_app *app)
{
    return app->glossary.finding ? WL_MODE_FIND : WL_MODE_GLOSSARY;
}

/* While finding, the bar shows what is looked for. */
static void glossary_prompt(const wl_app *app, char *out, size_t outsz)
{
    if (app->glossary.finding)
        snprintf(out, outsz, "find: %s_", app->glossary.find.text);
    else
        out[0] = '\0';
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
    .type = glossary_type,
    .draw = wl_view_glossary,
    .prompt = glossary_prompt,
    .hides_lab = wl_page_never_hides,
    .open = wl_app_glossary_open,
};
