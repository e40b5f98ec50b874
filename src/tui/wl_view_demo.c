/* A demo step's caption: a band just above the key bar, in rows the layout
 * keeps for it (wl_layout.h). In presenter mode it stands out for the room: a band of the
 * title bar's colours with a blank row above and below, each row centred;
 * otherwise one plain strong row per line of it. */
#include <string.h>

#include "wl_app_demo.h"
#include "wl_view.h"

void wl_view_demo_caption(const wl_app *app, const wl_glyph_set *g)
{
    (void)g;
    const wl_layout *l = &app->view.layout;
    if (!wl_app_demo_caption(app) || l->too_small || l->caption.h <= 0)
        return;
    bool large = app->opt.projector;
    wl_text t;
    wl_app_caption_text(app, l->cols, &t);
    int pad = large ? 1 : 0, rows = l->caption.h;
    WINDOW *w = newwin(rows, l->cols, l->caption.y, 0);
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
