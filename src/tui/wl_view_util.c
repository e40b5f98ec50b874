#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "wl_strings.h"
#include "wl_view.h"

/* The glyphs of this run (ASCII or not), for the ellipsis and the sideways
 * markers the helpers below draw. */
static const wl_glyph_set *glyphs;

void wl_view_use_glyphs(const wl_glyph_set *g)
{
    glyphs = g;
}

void wl_slider_words(const wl_app *app, char *out, size_t outsz)
{
    const wl_track *t = &app->exp.track;
    out[0] = '\0';
    if (t->n <= 0 || !t->name)
        return;
    char v[16];
    wl_track_label(t, wl_track_index(t, &app->exp.spec), v, sizeof v);
    snprintf(out, outsz, "%s = %s", t->name, v);
}

bool wl_readout_figure(const wl_app *app, double *gbps, double *pct, bool *measured)
{
    const wl_measure_state *ms = &app->meas;
    *measured = ms->have_result && !ms->result.m.predicted;
    if (wl_app_figure_held(app)) /* a prompt waits for it: nowhere printed */
        return false;
    if (ms->have_result) {
        *gbps = ms->result.m.gbps_median;
        *pct = ms->result.m.pct_of_copy;
        return true;
    }
    if (app->exp.pred_ok && (wl_experiment_generated(&app->exp) || !ms->worker)) {
        *gbps = app->exp.pred.gbps;
        *pct = app->exp.pred.pct_of_copy;
        return true;
    }
    return false;
}

const char *wl_view_dot(void)
{
    return glyphs ? glyphs->dot : "|";
}

/* Every text field drawn this frame, by layer (the overlay is drawn over
 * the panes on purpose), so a headless run can report two fields drawn over
 * each other. */
#define MAX_FIELDS 1024
typedef struct field {
    int layer, y, x0, x1;
    char text[24];
} field;
static field fields[MAX_FIELDS];
static int nfields, cur_layer;

void wl_fields_begin(int layer)
{
    if (layer == 0)
        nfields = 0;
    cur_layer = layer;
}

static void record_field(WINDOW *w, int y, int x, int width, const wl_row *r)
{
    if (width <= 0 || nfields >= MAX_FIELDS)
        return;
    field *f = &fields[nfields++];
    int by, bx;
    getbegyx(w, by, bx);
    *f = (field){cur_layer, by + y, bx + x, bx + x + width, ""};
    wl_row_string(r, f->text, sizeof f->text);
}

int wl_fields_overlap(char *out, size_t outsz)
{
    for (int i = 0; i < nfields; i++)
        for (int j = i + 1; j < nfields; j++) {
            const field *a = &fields[i], *b = &fields[j];
            if (a->layer == b->layer && a->y == b->y && a->x0 < b->x1 && b->x0 < a->x1) {
                snprintf(out, outsz, "row %d: '%s' (columns %d-%d) and '%s' (columns %d-%d)", a->y,
                         a->text, a->x0, a->x1 - 1, b->text, b->x0, b->x1 - 1);
                return 1;
            }
        }
    return 0;
}

int wl_text_cols(const char *s)
{
    wl_text t;
    wl_text_init(&t, false);
    int cols = wl_text_line(&t, s, strlen(s), WL_ROLE_NORMAL) == 0 && t.n ? t.row[0].width : 0;
    wl_text_free(&t);
    return cols;
}

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

int wl_field(WINDOW *w, int y, int x, int width, wl_role role, const char *text)
{
    int room = getmaxx(w) - x;
    if (width > room)
        width = room;
    if (width <= 0 || y < 0 || y >= getmaxy(w))
        return 0;
    wl_text t;
    wl_text_init(&t, glyphs && strcmp(glyphs->ellipsis, "...") == 0);
    int drawn = 0;
    if (wl_text_fit(&t, text, role, width) == 0 && t.n == 1) {
        wl_draw_row(w, y, x, &t.row[0]);
        drawn = t.row[0].width;
    }
    wl_text_free(&t);
    return drawn;
}

int wl_fit_cols(const char *text, int width)
{
    if (width <= 0)
        return 0;
    wl_text t;
    wl_text_init(&t, glyphs && strcmp(glyphs->ellipsis, "...") == 0);
    int cols = wl_text_fit(&t, text, WL_ROLE_NORMAL, width) == 0 && t.n == 1 ? t.row[0].width : 0;
    wl_text_free(&t);
    return cols;
}

int wl_putf(WINDOW *w, int y, int x, wl_role role, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return wl_field(w, y, x, getmaxx(w) - x, role, buf);
}

void wl_fill_span(WINDOW *w, int y, int x, int n, wl_role role)
{
    wattrset(w, wl_role_attr(role));
    wmove(w, y, x);
    for (int i = 0; i < n && x + i < getmaxx(w); i++)
        waddch(w, ' ');
    wattrset(w, A_NORMAL);
}

void wl_fill_row(WINDOW *w, int y, wl_role role)
{
    wl_fill_span(w, y, 0, getmaxx(w), role);
}

void wl_header(WINDOW *w, const char *title, bool focused, int reserve)
{
    wl_role role = focused ? WL_ROLE_HEADER_FOCUS : WL_ROLE_HEADER;
    wl_fill_row(w, 0, role);
    wl_put(w, 0, 0, role, focused ? ">" : " ");
    wl_field(w, 0, 1, getmaxx(w) - 1 - reserve, role, title);
}

/* Cells of r from display column hoff, at most width columns. */
static int draw_cells(WINDOW *w, const wl_row *r, int hoff, int width)
{
    int col = 0, drawn = 0;
    for (int i = 0; i < r->n; i++) {
        const wl_cell *c = &r->cell[i];
        if (col < hoff) {
            col += c->width;
            continue;
        }
        if (drawn + c->width > width)
            break;
        wattrset(w, wl_role_attr((wl_role)c->role));
        waddnstr(w, c->b, c->len);
        drawn += c->width;
    }
    wattrset(w, A_NORMAL);
    return drawn;
}

void wl_draw_row(WINDOW *w, int y, int x, const wl_row *r)
{
    wl_draw_row_scrolled(w, y, x, getmaxx(w) - x, r, 0);
}

/* A character that joins a name into one token: an identifier's letters,
 * digits and '_', and the '.', '-' and '/' of a counter name, a command's
 * option or a path (l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,
 * --kernel, kernels/wl_seed.cu). */
static bool joins_name(const wl_cell *c)
{
    return c->len == 1 && (isalnum((unsigned char)c->b[0]) || strchr("_.-/", c->b[0]));
}

/* Whether a wide row may be cut before cell i. A whole-token edge falls
 * between two tokens (a space, a bracket, an operator on either side); a
 * part edge, for a token wider than the room it has, also after the '_',
 * '.', '/', '-', ',' or '(' inside it (l1tex__t_sectors_pipe_lsu_mem_ |
 * global_op_ld.sum), never inside one of its parts. */
static bool token_edge(const wl_row *r, int i, bool whole)
{
    if (i <= 0 || i >= r->n)
        return true;
    const wl_cell *before = &r->cell[i - 1], *at = &r->cell[i];
    if (!joins_name(before) || !joins_name(at))
        return true;
    return !whole && before->len == 1 && strchr("_./-,(", before->b[0]);
}

/* Columns from hoff to show, at most width: up to the last whole-token
 * edge, so no name that could be seen whole is cut (it shows whole once
 * scrolled to); else, in a token wider than them all, up to the last part
 * edge in their second half; else all of them. */
static int token_span(const wl_row *r, int hoff, int width)
{
    int col = 0, whole = -1, part = -1;
    for (int i = 0; i < r->n && col - hoff <= width; i++) {
        if (col > hoff && token_edge(r, i, true))
            whole = col - hoff;
        if (col >= hoff && token_edge(r, i, false) && 2 * (col - hoff) >= width)
            part = col - hoff;
        col += r->cell[i].width;
    }
    return whole > 0 ? whole : part > 0 ? part : width;
}

/* The first whole-token edge at or after column hoff, within limit
 * columns; else the first part edge there; else hoff. */
static int token_start(const wl_row *r, int hoff, int limit)
{
    for (int whole = 1; whole >= 0; whole--) {
        int col = 0;
        for (int i = 0; i < r->n && col <= hoff + limit; i++) {
            if (col >= hoff && token_edge(r, i, whole))
                return col;
            col += r->cell[i].width;
        }
    }
    return hoff;
}

void wl_draw_row_scrolled(WINDOW *w, int y, int x, int width, const wl_row *r, int hoff)
{
    if (y < 0 || y >= getmaxy(w) || width <= 0)
        return;
    bool wide = r->width > width;
    if (!wide)
        hoff = 0;
    if (wide && hoff > r->width - (width - 1))
        hoff = r->width - (width - 1);
    /* A wide row's ends fall between the parts of a name, never inside one. */
    if (wide && hoff > 0)
        hoff = token_start(r, hoff, width / 2);
    bool left = wide && hoff > 0, right = wide && r->width - hoff > width - (left ? 1 : 0);
    int inner = width - (left ? 1 : 0) - (right ? 1 : 0);
    if (right)
        inner = token_span(r, hoff, inner);
    wmove(w, y, x);
    if (left)
        wl_put(w, y, x, WL_ROLE_KNOB, glyphs ? glyphs->scroll_left : "<");
    wmove(w, y, x + (left ? 1 : 0));
    int drawn = draw_cells(w, r, hoff, inner);
    if (right)
        wl_put(w, y, x + (left ? 1 : 0) + drawn, WL_ROLE_KNOB, glyphs ? glyphs->scroll_right : ">");
    record_field(w, y, x, drawn + (left ? 1 : 0) + (right ? 1 : 0), r);
}

bool wl_text_is_wide(const wl_text *t, int first, int h, int width)
{
    for (int i = first; i < first + h && i < t->n; i++)
        if (i >= 0 && t->row[i].width > width)
            return true;
    return false;
}

void wl_draw_text(WINDOW *w, int y0, const wl_text *t, int first, int h, int mark, int hoff)
{
    for (int i = 0; i < h; i++) {
        int r = first + i;
        if (r < 0 || r >= t->n)
            continue;
        if (r == mark) { /* colour and a glyph: it must show without colour too */
            wl_fill_row(w, y0 + i, WL_ROLE_HIGHLIGHT);
            wl_put(w, y0 + i, 0, WL_ROLE_HIGHLIGHT, ">");
        }
        wl_draw_row_scrolled(w, y0 + i, 1, getmaxx(w) - 1, &t->row[r], hoff);
    }
}

/* An estimated GPU profile (wl_app_names_profile): every place that names
 * the backend names the profile the model predicts for. */
static void with_profile(const wl_app *app, char *out, size_t outsz)
{
    if (!wl_app_names_profile(app))
        return;
    char gpu[96];
    wl_app_profile_words(app, true, gpu, sizeof gpu);
    bool model = strncmp(out, "model: predictions", 18) == 0 ||
                 strncmp(out, "no GPU: model predictions", 25) == 0;
    size_t n = strlen(out);
    if (model)
        snprintf(out, outsz, "model: %s", gpu);
    else if (n + 1 < outsz)
        snprintf(out + n, outsz - n, "; model: %s", gpu);
}

static void backend_words(const wl_app *app, bool brief, char *out, size_t outsz);

void wl_backend_words(const wl_app *app, bool brief, char *out, size_t outsz)
{
    backend_words(app, brief, out, outsz);
    with_profile(app, out, outsz);
}

static void backend_words(const wl_app *app, bool brief, char *out, size_t outsz)
{
    if (!app->meas.worker) {
        snprintf(out, outsz, "model: predictions");
        return;
    }
    const char *reason = app->meas.worker_state.reason.msg; /* why the model answers */
    switch (app->meas.worker_state.phase) {
    case WL_WORKER_STARTING:
        snprintf(out, outsz, "%s",
                 brief ? "starting the GPU" : "starting the GPU (model meanwhile)");
        break;
    case WL_WORKER_READY:
        if (strcmp(app->meas.worker_state.backend, "cuda") == 0)
            snprintf(out, outsz, "GPU %d: %s", app->meas.worker_state.device.index,
                     app->meas.worker_state.device.name);
        else
            snprintf(out, outsz, "model: predictions%s%s%s", reason[0] && !brief ? " (" : "",
                     brief ? "" : reason, reason[0] && !brief ? ")" : "");
        break;
    case WL_WORKER_FELL_BACK:
        if (brief)
            snprintf(out, outsz, "no GPU: model predictions");
        else
            snprintf(out, outsz, "model: predictions (%s)", reason);
        break;
    }
}

void wl_draw_edit(WINDOW *w, int y, int x, int width, wl_role role, const wl_line_edit *ed)
{
    if (width > getmaxx(w) - x)
        width = getmaxx(w) - x;
    if (width < 4 || y < 0 || y >= getmaxy(w))
        return;
    wl_line_window win;
    wl_line_edit_window(ed, width, &win);
    const char *lmark = glyphs ? glyphs->scroll_left : "<",
               *rmark = glyphs ? glyphs->scroll_right : ">";
    char line[WL_LINE_EDIT_MAX + 16];
    snprintf(line, sizeof line, "%s%.*s", win.more_left ? lmark : "", win.shown,
             ed->text + win.first);
    wl_text t;
    wl_text_init(&t, false);
    if (wl_text_line(&t, line, strlen(line), role) == 0 && t.n == 1)
        wl_draw_row(w, y, x, &t.row[0]);
    wl_text_free(&t);
    if (win.more_right)
        wl_put(w, y, x + width - 1, WL_ROLE_KNOB, rmark);
    /* The cursor: a bar after the text, else the character under it shown
     * reversed (it shows without colour too). */
    int cx = x + win.cursor_col;
    if (ed->cursor >= ed->len) {
        wl_put(w, y, cx, role, "_");
    } else {
        char under[2] = {ed->text[ed->cursor], '\0'};
        wattrset(w, wl_role_attr(role) | A_REVERSE);
        mvwaddstr(w, y, cx, under);
        wattrset(w, A_NORMAL);
    }
}

void wl_draw_list_position(WINDOW *w, const wl_glyph_set *g, int first, int rows, int n)
{
    char where[96];
    bool ascii = strcmp(g->ellipsis, "...") == 0;
    int last = first + rows < n ? first + rows : n;
    snprintf(where, sizeof where, "%s lines %d-%d of %d%s",
             first > 0 ? (ascii ? "^" : "\u2191") : " ", first + 1, last, n,
             last < n ? (ascii ? "  v more below: PgDn" : "  \u2193 more below: PgDn") : "  (end)");
    wl_field(w, getmaxy(w) - 2, 2, getmaxx(w) - 4, WL_ROLE_DIM, where);
}
