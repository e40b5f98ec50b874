/* The asking page in the lesson pane, for the quiz and a prediction prompt
 * alike: the sheet the app laid out (wl_ask.h) from the row it is scrolled
 * to, the typed line scrolled sideways around its cursor, and the header
 * saying where more of the question lies. */
#include <stdio.h>
#include <string.h>

#include "wl_view.h"

/* "rows 1-18 of 30 ↓ PgDn": at the header's right while the sheet does not
 * fit, so the student sees there is more. */
static void where(const wl_ask_state *a, int h, char *out, size_t outsz, bool ascii)
{
    out[0] = '\0';
    if (a->text.n <= h)
        return;
    int last = a->scroll + h < a->text.n ? a->scroll + h : a->text.n;
    bool above = a->scroll > 0, below = last < a->text.n;
    snprintf(out, outsz, "%s%d-%d/%d%s", above ? (ascii ? "^ " : "\u2191 ") : "", a->scroll + 1,
             last, a->text.n, below ? (ascii ? " v PgDn" : " \u2193 PgDn") : "");
}

void wl_view_ask(WINDOW *w, const wl_glyph_set *g, const wl_ask_state *a)
{
    werase(w);
    int h = getmaxy(w) - 1, width = getmaxx(w) - 2;
    char right[48];
    where(a, h, right, sizeof right, strcmp(g->ellipsis, "...") == 0);
    int rw = wl_text_cols(right);
    wl_header(w, a->sheet.title, true, rw ? rw + 2 : 0);
    if (rw)
        wl_field(w, 0, getmaxx(w) - rw - 1, rw, WL_ROLE_HEADER_FOCUS, right);
    wl_draw_text(w, 1, &a->text, a->scroll, h, -1, 0);
    int y = 1 + a->entry_row - a->scroll;
    if (a->entry_row >= 0 && y >= 1 && y <= h) {
        int label = wl_text_cols(a->sheet.entry_label);
        wl_draw_edit(w, y, 1 + label, width - label, WL_ROLE_STRONG, &a->entry);
    }
}

void wl_view_held_words(long section, int width, char *out, size_t outsz)
{
    static const char *const forms[] = {
        "hidden until section %ld's guess: e answers it here",
        "section %ld asks first: e answers it here",
        "section %ld asks first: press e",
        "section %ld asks: e",
    };
    size_t n = sizeof forms / sizeof forms[0];
    for (size_t i = 0; i < n; i++) {
        snprintf(out, outsz, forms[i], section + 1);
        if (wl_text_cols(out) <= width)
            return;
    }
}

/* The section's own prompt holds the pane: one being answered, one to
 * open with e, or, beside a verdict, the section's next one. */
static void own_reason(const wl_app *app, char *out, size_t outsz)
{
    bool asking = wl_app_asking(app);
    snprintf(out, outsz, "%s",
             asking                          ? "hidden until you answer"
             : app->view.page == WL_PAGE_ASK ? "hidden until the next question: Enter, then e"
                                             : "hidden until you predict: press e");
}

void wl_view_hidden_reason(const wl_app *app, int width, char *out, size_t outsz)
{
    /* On the lesson a prediction waits to be opened: say the key (short,
     * so the narrowest pane still shows it whole). */
    bool asking = wl_app_asking(app);
    long held = asking || wl_app_predict_pending(app) ? -1 : wl_app_held_section(app, NULL);
    if (held >= 0) /* another section's prompt asks for this point */
        wl_view_held_words(held, width, out, outsz);
    else
        own_reason(app, out, outsz);
}

/* While a question is open the lab panes keep the section's experiment,
 * whose figures could answer it: they wait until it is answered. Zoomed,
 * the header still says where the slider is, as the shown figure would. */
void wl_view_hidden(WINDOW *w, const wl_app *app, const char *title)
{
    werase(w);
    char head[160], at[64] = "", why[96];
    if (app->view.zoom == WL_ZOOM_DIAGRAM || app->view.zoom == WL_ZOOM_CHART)
        wl_slider_words(app, at, sizeof at);
    if (at[0])
        snprintf(head, sizeof head, "%s %s ? GB/s %s %s", at, wl_view_dot(), wl_view_dot(), title);
    else
        snprintf(head, sizeof head, "%s", title);
    wl_header(w, head, false, 0);
    wl_view_hidden_reason(app, getmaxx(w) - 2, why, sizeof why);
    wl_putf(w, 1, 1, WL_ROLE_DIM, "%s", why);
}

void wl_view_chart_held(WINDOW *w, const wl_app *app)
{
    werase(w);
    wl_header(w, "Chart", false, 0);
    long at = wl_app_chart_held_section(app);
    char why[96];
    if (at == (long)app->cur) /* the section's own prompt */
        own_reason(app, why, sizeof why);
    else
        wl_view_held_words(at, getmaxx(w) - 2, why, sizeof why);
    wl_putf(w, 1, 1, WL_ROLE_DIM, "%s", why);
}
