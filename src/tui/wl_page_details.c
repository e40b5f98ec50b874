/* The details page: the readout's whole chain in a box over the panes
 * (laid out by wl_details.h). It waits while a prompt asks for what it
 * shows; its own state is where the box is scrolled, the top when it opens. */
#include <stdio.h>
#include <string.h>

#include "wl_details.h"
#include "wl_page.h"
#include "wl_scroll.h"

typedef struct details_state {
    int first; /* the first row shown */
} details_state;

static details_state *details_of(const wl_app *app)
{
    return wl_app_page_state(app, WL_PAGE_DETAILS);
}

/* The details wait for a pending prediction's guess: they would answer it. */
static unsigned details_open(wl_app *app, wl_page_id self, wl_action_id by)
{
    (void)by;
    if (app->view.page != self && wl_app_predict_pending(app)) {
        snprintf(app->view.message, sizeof app->view.message,
                 "the details wait for your prediction: press e first");
        return WL_REDRAW;
    }
    long held = wl_app_held_section(app, NULL), working = wl_app_details_held_section(app);
    if (app->view.page != self && held < 0 && working >= 0) { /* its prompt opens there */
        snprintf(app->view.message, sizeof app->view.message,
                 "details: section %ld asks first, and they would answer it", working + 1);
        return WL_REDRAW;
    }
    if (app->view.page != self && held >= 0) { /* said as the panes say it; e works there */
        static const char lead[] = "details: ";
        char why[128];
        wl_view_held_words(held, app->view.layout.cols - 10 - (int)strlen(lead), why, sizeof why);
        snprintf(app->view.message, sizeof app->view.message, "%s%s", lead, why);
        return WL_REDRAW;
    }
    details_of(app)->first = 0;
    return wl_app_page_toggle(app, self);
}

/* Rows of the details at the box's width (laid out as the view lays them). */
static int details_rows(const wl_app *app)
{
    wl_text t;
    wl_text_init(&t, app->opt.ascii);
    wl_details_text(app, app->view.layout.overlay.w - 4, &t);
    int n = t.n;
    wl_text_free(&t);
    return n;
}

static unsigned details_act(wl_app *app, wl_action act)
{
    if (wl_scroll_act(act.id, &details_of(app)->first, details_rows(app), wl_page_box_rows(app)))
        return WL_REDRAW;
    switch (act.id) {
    case WL_ACT_DETAILS:
        wl_app_page_back(app);
        return WL_REDRAW;
    default:
        return wl_app_common_act(app, act);
    }
}

static void details_draw(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    wl_view_details(w, app, g, details_of(app)->first);
}

const wl_page_ops wl_page_details = {
    .name = "details",
    .overlay = true,
    .mode = wl_page_row_mode,
    .act = details_act,
    .type = wl_app_key_hint,
    .draw = details_draw,
    .prompt = wl_page_no_prompt,
    .hides_lab = wl_page_never_hides,
    .open = details_open,
    .click = wl_page_click_closes,
    .state_size = sizeof(details_state),
    .free_state = wl_page_owns_nothing,
};
