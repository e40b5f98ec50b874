/* The bar's prompt for a section (: in the lab): its number or its name
 * typed until Enter (":15", ":little" then Tab completes the name), the
 * lesson and the lab panes beside it as in the lab. Its own state is the
 * line typed, empty each time it opens. */
#include <stdio.h>
#include <string.h>

#include "wl_page.h"

typedef struct goto_state {
    wl_line_edit line;
} goto_state;

static wl_line_edit *typed(const wl_app *app)
{
    return &((goto_state *)wl_app_page_state(app, WL_PAGE_GOTO))->line;
}

static unsigned goto_open(wl_app *app, wl_page_id self, wl_action_id by)
{
    (void)by;
    wl_line_edit_init(typed(app), WL_SECTION_ID_MAX);
    wl_app_page_over(app, self);
    return WL_REDRAW;
}

static unsigned go_typed(wl_app *app)
{
    wl_line_edit *line = typed(app);
    char why[sizeof app->view.message];
    long target = wl_app_find_section(app, line->text, why, sizeof why);
    bool any = line->len > 0;
    if (any && target < 0) { /* the line stays, to be corrected */
        snprintf(app->view.message, sizeof app->view.message, "%s", why);
        return WL_REDRAW;
    }
    wl_line_edit_clear(line);
    wl_app_page_back(app);
    return any ? wl_app_go_section(app, target) : WL_REDRAW; /* Enter alone: nowhere to go */
}

static unsigned complete_typed(wl_app *app)
{
    wl_line_edit *line = typed(app);
    char name[WL_LINE_EDIT_MAX + 1];
    if (strchr(line->text, ' ') && wl_slug_keeps_any(line->text))
        wl_section_slug(line->text, name, sizeof name); /* "the stride" as the-stride */
    else
        snprintf(name, sizeof name, "%s", line->text);
    int found = wl_app_complete_section(app, name, sizeof name);
    if (found == 0)
        snprintf(app->view.message, sizeof app->view.message,
                 "no section's name starts with '%.60s'", line->text);
    else if (found > 1)
        snprintf(app->view.message, sizeof app->view.message,
                 "%d sections start so: type more, then Tab", found);
    wl_line_edit_set(line, name);
    return WL_REDRAW;
}

static unsigned goto_act(wl_app *app, wl_action act)
{
    switch (act.id) {
    case WL_ACT_SELECT:
        return go_typed(app);
    case WL_ACT_COMPLETE:
        return complete_typed(app);
    case WL_ACT_ERASE:
        wl_line_edit_erase(typed(app));
        return WL_REDRAW;
    case WL_ACT_CLOSE:
        wl_line_edit_clear(typed(app));
        wl_app_page_back(app);
        return WL_REDRAW;
    default:
        return wl_app_common_act(app, act);
    }
}

static unsigned goto_type(wl_app *app, int key)
{
    if (!wl_line_edit_key(typed(app), key)) /* spaces too: a heading as shown */
        return wl_app_key_hint(app, key);
    return WL_REDRAW;
}

static void goto_prompt(const wl_app *app, wl_bar_prompt *out)
{
    /* the hint gives way to what is typed, which the bar's half must show */
    out->typed = typed(app);
    if (out->typed->len == 0)
        snprintf(out->label, sizeof out->label, "go to (1-%zu or name): ", app->nsections);
    else
        snprintf(out->label, sizeof out->label, "go to: ");
}

const wl_page_ops wl_page_goto = {
    .name = "go to",
    .overlay = false,
    .mode = wl_page_row_mode,
    .act = goto_act,
    .type = goto_type,
    .draw = wl_view_lesson,
    .prompt = goto_prompt,
    .hides_lab = wl_page_lab_hides,
    .open = goto_open,
    .click = wl_page_click_through,
    .state_size = sizeof(goto_state),
    .free_state = wl_page_owns_nothing,
};
