/* A question shown to a room (wl_present.h): its number and quiz, the
 * prompt large (a band of the title bar's colours, a blank row above and
 * below, each row centred, as a demo's caption for a room) and the choices
 * with room around them, then, once revealed, the right answer and the
 * explanation (laid out by wl_app_present_text). The same at every size
 * from 80x24: a question longer than the box scrolls, with its position
 * and the key for more on the box's last row. */
#include "wl_scroll.h"
#include "wl_view.h"

void wl_view_present(WINDOW *w, const wl_app *app, const wl_glyph_set *g, int first)
{
    wl_view_box(w, g, "Check yourself · for the room");
    int width = getmaxx(w) - 6;
    wl_text t;
    wl_text_init(&t, app->opt.ascii);
    wl_present_rows parts;
    wl_app_present_text(app, width, &t, &parts);
    int rows = wl_app_present_rows_shown(app, t.n);
    first = wl_scroll_clamp(first, t.n, rows);
    int y = t.n < rows ? 1 + (rows - t.n) / 3 : 1; /* room above, as on a slide */
    for (int r = first; r < t.n && r < first + rows; r++, y++) {
        if (r < parts.band_first || r >= parts.band_end) {
            wl_draw_row_scrolled(w, y, 3, width, &t.row[r], 0);
            continue;
        }
        wl_fill_span(w, y, 1, getmaxx(w) - 2, WL_ROLE_TITLE);
        wl_draw_row(w, y, (getmaxx(w) - t.row[r].width) / 2, &t.row[r]);
    }
    if (t.n > rows) /* longer than the box: where it stands, and that more follows */
        wl_draw_list_position(w, g, first, rows, t.n);
    wl_text_free(&t);
}
