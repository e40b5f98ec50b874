/* The lab's pages: the lesson beside the lab panes, and the same with the
 * bar asking for a section number. */
#include <stdio.h>

#include "wl_page.h"

/* A section's unanswered prediction keeps its answer off the screen: the
 * diagram, the readout and the chart wait for the guess; so they do at a
 * point a prompt of the lesson still asks about. */
static bool lab_hides(const wl_app *app)
{
    return wl_app_predict_pending(app) != NULL || wl_app_held_section(app, NULL) >= 0;
}

const wl_page_ops wl_page_lab = {
    .name = "lab",
    .overlay = false,
    .mode = wl_page_row_mode,
    .act = wl_app_lab_act,
    .type = wl_app_key_hint,
    .draw = wl_view_lesson,
    .prompt = wl_page_no_prompt,
    .hides_lab = lab_hides,
    .open = wl_page_toggle,
    .click = wl_page_click_through,
    .free_state = wl_page_owns_nothing,
};

static void goto_prompt(const wl_app *app, char *out, size_t outsz)
{
    /* the hint gives way to what is typed, which the bar's half must show */
    if (app->view.goto_line.len == 0)
        snprintf(out, outsz, "go to (1-%zu or name): _", app->nsections);
    else
        snprintf(out, outsz, "go to: %s_", app->view.goto_line.text);
}

const wl_page_ops wl_page_goto = {
    .name = "go to",
    .overlay = false,
    .mode = wl_page_row_mode,
    .act = wl_app_goto_act,
    .type = wl_app_goto_type,
    .draw = wl_view_lesson,
    .prompt = goto_prompt,
    .hides_lab = lab_hides,
    .open = wl_page_toggle,
    .click = wl_page_click_through,
    .free_state = wl_page_owns_nothing,
};
