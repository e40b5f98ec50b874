/* A demo step's caption: a band just above the key bar, over the panes'
 * last rows. In presenter mode it is large for the room: a band of the
 * title bar's colours with a blank row above and below, each row centred;
 * otherwise one plain strong row per line of it. */
#include <string.h>

#include "wl_app_demo.h"
#include "wl_view.h"

void wl_view_demo_caption(const wl_app *app, const wl_glyph_set *g)
{
    const char *caption = wl_app_demo_caption(app);
    const wl_layout *l = &app->view.layout;
    if (!caption || l->too_small)
        return;
    bool large = app->opt.projector;
    wl_role role = large ? WL_ROLE_TITLE : WL_ROLE_STRONG;
    wl_text t;
    wl_text_init(&t, strcmp(g->ellipsis, "...") == 0);
    wl_run r = {caption, role};
    wl_text_wrap(&t, &r, 1, l->cols - 4, "", "", role);
    int pad = large ? 1 : 0, rows = t.n + 2 * pad;
    if (rows > l->rows / 2)
        rows = l->rows / 2;
    WINDOW *w = rows > 0 ? newwin(rows, l->cols, l->rows - 1 - rows, 0) : NULL;
    if (w) {
        for (int i = 0; i < rows; i++)
            wl_fill_row(w, i, large ? WL_ROLE_TITLE : WL_ROLE_NORMAL);
        for (int i = 0; i < t.n && pad + i < rows; i++)
            wl_draw_row(w, pad + i, large ? (l->cols - t.row[i].width) / 2 : 1, &t.row[i]);
        wnoutrefresh(w);
        delwin(w);
    }
    wl_text_free(&t);
}
