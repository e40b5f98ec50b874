/* The title and status bars, the lesson (or kernel source) and the
 * experiment pane. */
#include <stdio.h>
#include <string.h>

#include "wl_lab.h"
#include "wl_view.h"

void wl_view_title(WINDOW *w, const wl_app *app)
{
    werase(w);
    wl_fill_row(w, 0, WL_ROLE_TITLE);
    const wl_lesson *lesson = NULL;
    const wl_section *sec = wl_course_section(&app->course, app->cur, &lesson);
    /* The backend at the right (the GPU, or that figures are the model's),
     * given up to half the bar and placed by the columns it takes once
     * fitted; the section title takes the rest, two blank columns apart
     * (one would run the title into the backend's words). */
    char backend[300], title[400];
    wl_backend_words(app, true, backend, sizeof backend);
    int room = getmaxx(w) - 2;
    int bw = wl_fit_cols(backend, room / 2), bx = getmaxx(w) - 1 - bw;
    wl_field(w, 0, bx, bw, WL_ROLE_TITLE, backend);
    int tw = (bw ? bx - 2 : getmaxx(w) - 1) - 1;
    /* Lessons numbered as their texts number them ("lesson 5"), the section
     * counted through the whole course; the program's name goes first when
     * a long title needs the room. */
    const char *name = sec && sec->title ? sec->title : "";
    int lesson_no = lesson ? lesson->number : 0;
    snprintf(title, sizeof title, "warplab  Lesson %d %s %zu/%zu %s", lesson_no, wl_view_dot(),
             app->cur + 1, app->nsections, name);
    if (wl_text_cols(title) > tw)
        snprintf(title, sizeof title, "Lesson %d %s %zu/%zu %s", lesson_no, wl_view_dot(),
                 app->cur + 1, app->nsections, name);
    wl_field(w, 0, 1, tw, WL_ROLE_TITLE, title);
}

/* Whether the lesson pane (lesson or kernel source) has rows in view wider
 * than itself. */
static bool lesson_wide(const wl_app *app)
{
    const wl_view_state *v = &app->view;
    const wl_rect *r = &v->layout.pane[WL_PANE_LESSON];
    if (!v->layout.visible[WL_PANE_LESSON] || v->zoom != WL_ZOOM_NONE)
        return false;
    const wl_text *t = v->show_source ? &v->source_text : &v->lesson_text;
    int first = v->show_source ? v->source_scroll : v->lesson_scroll;
    return wl_text_is_wide(t, first, r->h - 1, r->w - 1);
}

/* What the bar must name first: the way out of a zoom or a sweep, and the
 * sideways keys while wide rows are in view; and what this screen lacks (a
 * slider, a prompt, something to sweep), whose keys the bar leaves out. */
static unsigned bar_now(const wl_app *app)
{
    size_t section;
    /* another section's prompt holding the panes here is answered here */
    bool holds = wl_app_holding_prompt(app, &section) != NULL;
    return (app->view.zoom != WL_ZOOM_NONE ? WL_BAR_ZOOMED : 0) |
           (app->meas.sweeping ? WL_BAR_SWEEPING : 0) | (lesson_wide(app) ? WL_BAR_WIDE : 0) |
           (wl_app_predict_pending(app) || holds ? WL_BAR_PREDICT : 0) |
           (app->exp.track.n > 1 ? 0 : WL_BAR_NO_SLIDER) |
           (wl_app_section_asks(app) || holds ? 0 : WL_BAR_NO_PROMPT) |
           (wl_app_can_sweep(app) ? 0 : WL_BAR_NO_SWEEP) |
           /* Esc closes the source; the zoom and a sweep name their own Esc */
           (app->view.show_source && app->view.zoom == WL_ZOOM_NONE && !app->meas.sweeping
                ? 0
                : WL_BAR_NO_CLOSE);
}

bool wl_message_fits_bar(const wl_app *app, int cols)
{
    return wl_text_cols(app->view.message) <= cols - 2 - 8;
}

/* A message too long for the bar, whole, on rows of their own just above
 * it (over the panes' last rows until the next key clears it). */
void wl_view_message(const wl_app *app, const wl_glyph_set *g, bool bar_taken)
{
    const wl_layout *l = &app->view.layout;
    if (!app->view.message[0] || (!bar_taken && wl_message_fits_bar(app, l->cols)))
        return;
    wl_text t;
    wl_text_init(&t, strcmp(g->ellipsis, "...") == 0);
    wl_run r = {app->view.message, WL_ROLE_STRONG};
    wl_text_wrap(&t, &r, 1, l->cols - 2, "", "", WL_ROLE_STRONG);
    int rows = t.n < l->rows - 2 ? t.n : l->rows - 2;
    WINDOW *w = rows > 0 ? newwin(rows, l->cols, l->rows - 1 - rows, 0) : NULL;
    if (w) {
        for (int i = 0; i < rows; i++)
            wl_fill_row(w, i, WL_ROLE_STATUS);
        wl_draw_text(w, 0, &t, 0, rows, -1, 0);
        wnoutrefresh(w);
        delwin(w);
    }
    wl_text_free(&t);
}

/* The bar's prompt from column x in at most width columns: its label and
 * the typed line with a _ after it where they fit, else the label and the
 * line scrolled sideways around its cursor in the room left (a name wider
 * than that is never cut away). Returns the columns it took. */
static int bar_prompt(WINDOW *w, int x, int width, const wl_bar_prompt *p)
{
    char whole[sizeof p->label + WL_LINE_EDIT_MAX + 2];
    snprintf(whole, sizeof whole, "%s%s%s", p->label, p->typed ? p->typed->text : "",
             p->typed ? "_" : "");
    int label = wl_text_cols(p->label);
    if (!p->typed || wl_text_cols(whole) <= width || width - label < 4)
        return wl_field(w, 0, x, width, WL_ROLE_STRONG, whole);
    wl_field(w, 0, x, label, WL_ROLE_STRONG, p->label);
    wl_draw_edit(w, 0, x + label, width - label, WL_ROLE_STRONG, p->typed);
    return width;
}

void wl_view_status(WINDOW *w, const wl_app *app, wl_mode mode, const wl_bar_prompt *prompt)
{
    static const char *focus_names[WL_FOCUS_COUNT] = {"lesson", "experiment", "diagram"};
    werase(w);
    wl_fill_row(w, 0, WL_ROLE_STATUS);
    char keys[256];
    int width = getmaxx(w) - 2, x = 1;
    /* A prompt or message goes first and the keys that still fit after it:
     * the key hints never disappear behind it. */
    if (prompt->label[0]) {
        x += bar_prompt(w, x, width / 2, prompt) + 2;
    } else if (app->view.message[0] && wl_message_fits_bar(app, getmaxx(w))) {
        /* A message is shown whole: it may take all but the help key (a
         * longer one gets the message line above the bar, wl_view_message). */
        x += wl_field(w, 0, x, width - 8, WL_ROLE_STRONG, app->view.message) + 2;
    }
    /* The focused pane's name, unless a message needs the room. */
    const char *focus = mode == WL_MODE_LAB && x == 1 ? focus_names[app->view.focus] : "";
    int fw = (int)strlen(focus), room = width - (x - 1) - (fw ? fw + 2 : 0);
    wl_status_keys(mode, mode == WL_MODE_LAB ? bar_now(app) : 0, keys, sizeof keys, room);
    wl_field(w, 0, x, room, WL_ROLE_STATUS, keys);
    if (fw)
        wl_field(w, 0, getmaxx(w) - 1 - fw, fw, WL_ROLE_STATUS, focus);
}

/* The header's right end: the row counter, and a note when rows wider than
 * the pane are in view (they scroll sideways with < and >). */
static void lesson_header(WINDOW *w, const char *title, bool focused, const wl_text *t, int first,
                          int h)
{
    wl_role role = focused ? WL_ROLE_HEADER_FOCUS : WL_ROLE_HEADER;
    char right[48] = "", count[24] = "";
    int last = first + h < t->n ? first + h : t->n;
    bool wide = wl_text_is_wide(t, first, h, getmaxx(w) - 1);
    if (t->n > h)
        snprintf(count, sizeof count, "%d/%d", last, t->n);
    /* "</> sideways" when the title still fits beside it, else the keys alone
     * (the rows' own markers show where more lies). */
    bool roomy = wl_text_cols(title) + 16 + (int)strlen(count) < getmaxx(w);
    snprintf(right, sizeof right, "%s%s%s", wide ? (roomy ? "</> sideways" : "</>") : "",
             wide && count[0] ? "  " : "", count);
    int rw = (int)strlen(right);
    wl_header(w, title, focused, rw ? rw + 2 : 0);
    if (rw)
        wl_field(w, 0, getmaxx(w) - rw - 1, rw, role, right);
}

void wl_view_lesson(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    (void)g;
    werase(w);
    const wl_view_state *v = &app->view;
    bool focused = v->focus == WL_FOCUS_LESSON;
    int h = getmaxy(w) - 1;
    char title[160];
    if (v->show_source) {
        snprintf(title, sizeof title, "Kernel source: %s",
                 v->source_name[0] ? v->source_name : "(not found)");
        if (v->source_name[0] && wl_text_cols(title) + 14 > getmaxx(w))
            snprintf(title, sizeof title, "%s", v->source_name); /* the path says enough */
        lesson_header(w, title, focused, &v->source_text, v->source_scroll, h);
        wl_draw_text(w, 1, &v->source_text, v->source_scroll, h, v->source_mark, v->hscroll);
        return;
    }
    const wl_lesson *lesson = NULL;
    wl_course_section(&app->course, app->cur, &lesson);
    const wl_text *t = &v->lesson_text; /* laid out by the loop */
    snprintf(title, sizeof title, "%s", lesson && lesson->title ? lesson->title : "Lesson");
    lesson_header(w, title, focused, t, v->lesson_scroll, h);
    wl_draw_text(w, 1, t, v->lesson_scroll, h, -1, v->hscroll);
}

/* The widest label among the track's values (at least 5 columns, so a
 * track of short numbers keeps its place). */
static int label_cols(const wl_track *t, int first, int last)
{
    int cols = 5;
    char label[16];
    for (int i = first; i <= last && i < t->n; i++) {
        wl_track_label(t, i, label, sizeof label);
        cols = (int)strlen(label) > cols ? (int)strlen(label) : cols;
    }
    return cols;
}

void wl_slider_geometry(const wl_app *app, int pane_w, wl_slider_geom *out)
{
    /* "stride  1 [track] 32  = 8": the name, the ends and the value, each
     * field as wide as its longest label so that none overlaps the next
     * (a range of -1000000..1000000 needs 8 columns a side). */
    const wl_track *t = &app->exp.track;
    int name = t->name ? (int)strlen(t->name) : 0;
    out->row = 2;
    out->lo_cols = label_cols(t, 0, 0);
    out->hi_cols = label_cols(t, t->n - 1, t->n - 1);
    out->cur_cols = label_cols(t, 0, t->n - 1);
    out->x0 = 1 + name + 1 + out->lo_cols + 1;
    out->width = pane_w - out->x0 - (1 + out->hi_cols + 1 + 2 + out->cur_cols + 2);
    if (out->width < 4)
        out->width = 4;
}

int wl_slider_pos_at(const wl_app *app, const wl_slider_geom *g, int x)
{
    if (app->exp.track.n <= 1)
        return 0;
    int rel = x - g->x0;
    rel = rel < 0 ? 0 : rel >= g->width ? g->width - 1 : rel;
    return (rel * (app->exp.track.n - 1) + (g->width - 1) / 2) / (g->width - 1);
}

static void draw_slider(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    if (app->exp.track.n == 0) {
        const char *why = wl_experiment_expr_no_slider(&app->exp);
        if (why)
            wl_putf(w, 2, 1, WL_ROLE_DIM, "(no slider: %s)", why);
        else
            wl_putf(w, 2, 1, WL_ROLE_DIM, "(no slider in this section)");
        return;
    }
    wl_slider_geom geo;
    wl_slider_geometry(app, getmaxx(w), &geo);
    int pos = wl_track_index(&app->exp.track, &app->exp.spec);
    char lo[16], hi[16], cur[16];
    wl_track_label(&app->exp.track, 0, lo, sizeof lo);
    wl_track_label(&app->exp.track, app->exp.track.n - 1, hi, sizeof hi);
    wl_track_label(&app->exp.track, pos, cur, sizeof cur);
    wl_putf(w, geo.row, 1, WL_ROLE_STRONG, "%s", app->exp.track.name);
    wl_putf(w, geo.row, geo.x0 - 1 - geo.lo_cols, WL_ROLE_DIM, "%*s", geo.lo_cols, lo);
    int knob = app->exp.track.n > 1 ? pos * (geo.width - 1) / (app->exp.track.n - 1) : 0;
    for (int i = 0; i < geo.width; i++)
        wl_put(w, geo.row, geo.x0 + i, i == knob ? WL_ROLE_KNOB : WL_ROLE_DIM,
               i == knob ? g->knob : g->track);
    wl_putf(w, geo.row, geo.x0 + geo.width + 1, WL_ROLE_DIM, "%s", hi);
    wl_putf(w, geo.row, geo.x0 + geo.width + 2 + geo.hi_cols, WL_ROLE_STRONG, "= %s", cur);
}

/* " at stride 8": the family's own parameter, fixed, when the slider moves
 * something else (the unrolling), so two sections that differ only in it do
 * not look alike; "" when the slider is the parameter or there is none. */
static void fixed_param_words(const wl_app *app, char *out, size_t outsz)
{
    wl_param_range r;
    wl_kernel_param_range(app->exp.spec.kernel, &r);
    wl_slider moves = app->exp.track.kind;
    out[0] = '\0';
    if (r.kind != WL_PARAM_NONE && r.name && app->exp.track.n > 0 &&
        (moves == WL_SLIDER_UNROLL || moves == WL_SLIDER_LAYOUT))
        snprintf(out, outsz, " at %s %d", r.name, app->exp.spec.param);
}

void wl_view_experiment(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    werase(w);
    const char *kname = wl_kernel_name(app->exp.spec.kernel);
    const char *kexpr = wl_kernel_index_expr(app->exp.spec.kernel);
    /* The kernel's name moves up into the header when its expression needs
     * the whole row. */
    bool name_up =
        !app->exp.spec.expr && wl_text_cols(kname) + 1 + wl_text_cols(kexpr) > getmaxx(w) - 2;
    char title[96];
    snprintf(title, sizeof title, "%s%s%s",
             app->exp.comparing ? "Experiment (comparison kernel)" : "Experiment",
             name_up ? ": " : "", name_up ? kname : "");
    wl_header(w, title, app->view.focus == WL_FOCUS_EXPERIMENT, 0);
    const wl_expr_experiment *ex = app->exp.spec.expr; /* the text typed, when any */
    if (ex) {
        /* An expression the section gives is the lesson's (shorter when the
         * code needs the room); one typed, yours. */
        const char *load = ex->load.text + strspn(ex->load.text, " \t");
        char code[2 * WL_EXPR_MAX_LEN + 32];
        if (ex->store_given)
            snprintf(code, sizeof code, "a[%s] = a[%s] + 1", ex->store.text, load);
        else
            snprintf(code, sizeof code, "a[%s] += 1", load);
        const char *whose = app->exp.expr_is_lessons ? "the lesson's" : "yours";
        if (app->exp.expr_is_lessons && 1 + 13 + wl_text_cols(code) > getmaxx(w) - 1)
            whose = "lesson's";
        int x = 1 + wl_putf(w, 1, 1, WL_ROLE_NORMAL, "%s", whose);
        wl_putf(w, 1, x + 1, WL_ROLE_CODE, "%s", code);
    } else {
        char fixed[48];
        fixed_param_words(app, fixed, sizeof fixed);
        int x = name_up ? 0 : 1 + wl_putf(w, 1, 1, WL_ROLE_NORMAL, "%s", kname);
        x += 1 + wl_putf(w, 1, x + 1, WL_ROLE_CODE, "%s", kexpr);
        wl_putf(w, 1, x, WL_ROLE_STRONG, "%s", fixed);
    }
    draw_slider(w, app, g);
    char ws[64];
    wl_experiment_size_words(&app->exp, app->meas.have_result ? app->meas.result.m.size_bytes : 0,
                             ws, sizeof ws);
    wl_putf(w, 3, 1, WL_ROLE_NORMAL, "type %s   unroll %d   %s", wl_type_name(app->exp.spec.type),
            app->exp.spec.unroll, ws);
    if (getmaxy(w) < 5) /* presenting: the title bar names the backend */
        return;
    char backend[300];
    wl_backend_words(app, false, backend, sizeof backend);
    if ((int)strlen(backend) + 10 > getmaxx(w))
        wl_backend_words(app, true, backend, sizeof backend);
    wl_putf(w, 4, 1, WL_ROLE_DIM, "backend: %s", backend);
}
