/* The lab's page: the lesson beside the lab panes. */
#include <stdio.h>

#include "wl_page.h"

/* A section's unanswered prediction keeps its answer off the screen: the
 * diagram, the readout and the chart wait for the guess; so they do at a
 * point a prompt of the lesson still asks about. */
bool wl_page_lab_hides(const wl_app *app)
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
    .hides_lab = wl_page_lab_hides,
    .open = wl_page_toggle,
    .click = wl_page_click_through,
    .free_state = wl_page_owns_nothing,
};
