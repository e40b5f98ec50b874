#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "wl_view.h"

void wl_put(WINDOW *w, int y, int x, wl_role role, const char *text)
{
    int maxx = getmaxx(w);
    if (y < 0 || y >= getmaxy(w) || x >= maxx)
        return;
    wattrset(w, wl_role_attr(role));
    /* waddnstr counts bytes; the width check below keeps wide text inside. */
    mvwaddnstr(w, y, x, text, -1);
    wattrset(w, A_NORMAL);
}

void wl_putf(WINDOW *w, int y, int x, wl_role role, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    /* Cut at the window's edge so nothing wraps onto the next row. */
    int room = getmaxx(w) - x;
    if (room <= 0)
        return;
    wl_text t;
    wl_text_init(&t, false);
    if (wl_text_line(&t, buf, strlen(buf), role, room) == 0 && t.n == 1)
        wl_draw_row(w, y, x, &t.row[0]);
    wl_text_free(&t);
}

void wl_fill_row(WINDOW *w, int y, wl_role role)
{
    wattrset(w, wl_role_attr(role));
    wmove(w, y, 0);
    for (int x = 0; x < getmaxx(w); x++)
        waddch(w, ' ');
    wattrset(w, A_NORMAL);
}

void wl_header(WINDOW *w, const char *title, bool focused)
{
    wl_role role = focused ? WL_ROLE_HEADER_FOCUS : WL_ROLE_HEADER;
    wl_fill_row(w, 0, role);
    wl_putf(w, 0, 0, role, "%s%s", focused ? ">" : " ", title);
}

void wl_draw_row(WINDOW *w, int y, int x, const wl_row *r)
{
    int maxx = getmaxx(w), col = x;
    if (y < 0 || y >= getmaxy(w))
        return;
    wmove(w, y, x);
    for (int i = 0; i < r->n; i++) {
        const wl_cell *c = &r->cell[i];
        if (col + c->width > maxx)
            break;
        wattrset(w, wl_role_attr((wl_role)c->role));
        waddnstr(w, c->b, c->len);
        col += c->width;
    }
    wattrset(w, A_NORMAL);
}

void wl_draw_text(WINDOW *w, int y0, const wl_text *t, int first, int h, int mark)
{
    for (int i = 0; i < h; i++) {
        int r = first + i;
        if (r < 0 || r >= t->n)
            continue;
        if (r == mark) { /* colour and a glyph: it must show without colour too */
            wl_fill_row(w, y0 + i, WL_ROLE_HIGHLIGHT);
            wl_put(w, y0 + i, 0, WL_ROLE_HIGHLIGHT, ">");
        }
        wl_draw_row(w, y0 + i, 1, &t->row[r]);
    }
}

void wl_backend_words(const wl_app *app, bool brief, char *out, size_t outsz)
{
    if (!app->meas.worker) {
        snprintf(out, outsz, "model: predictions");
        return;
    }
    switch (app->meas.ws.phase) {
    case WL_WORKER_STARTING:
        snprintf(out, outsz, "%s",
                 brief ? "starting the GPU" : "starting the GPU (model meanwhile)");
        break;
    case WL_WORKER_READY:
        if (strcmp(app->meas.ws.backend, "cuda") == 0)
            snprintf(out, outsz, "GPU %d: %s", app->meas.ws.device.index, app->meas.ws.device.name);
        else
            snprintf(out, outsz, "model: predictions%s%s%s",
                     app->meas.ws.reason[0] && !brief ? " (" : "", brief ? "" : app->meas.ws.reason,
                     app->meas.ws.reason[0] && !brief ? ")" : "");
        break;
    case WL_WORKER_FELL_BACK:
        snprintf(out, outsz, "model: predictions%s%s%s", brief ? "" : " (",
                 brief ? "" : app->meas.ws.reason, brief ? "" : ")");
        break;
    }
}
