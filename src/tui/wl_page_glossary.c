/* The glossary page: every term of WL_GLOSSARY_FILE in a box over the panes,
 * scrolled like help. a opens and closes it where keys do not type text, F2
 * everywhere (while answering a question too); / finds a term as it is
 * typed, Enter the next place; Esc ends the search, then goes back to the
 * page under it. Its own state: the terms, loaded when it first opens, where
 * the box is scrolled and what is being looked for. */
#define _GNU_SOURCE /* strcasestr */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "wl_glossary.h"
#include "wl_lesson_text.h"
#include "wl_page.h"
#include "wl_scroll.h"

typedef struct glossary_state {
    bool loaded;
    wl_lesson terms; /* WL_GLOSSARY_FILE: one section per term */
    int scroll;      /* first row shown */
    bool finding;    /* / was pressed: find holds the text to look for */
    wl_line_edit find;
} glossary_state;

static glossary_state *glossary_of(const wl_app *app)
{
    return wl_app_page_state(app, WL_PAGE_GLOSSARY);
}

/* Loads the terms the first time; a missing or broken file says why on the
 * message line and leaves the page closed. */
static bool load_terms(wl_app *app)
{
    glossary_state *g = glossary_of(app);
    char path[PATH_MAX];
    wl_error err;
    if (g->loaded)
        return true;
    if (wl_glossary_path(app->datadir, path, sizeof path) != 0 ||
        wl_glossary_load_file(path, &g->terms, &err) != 0) {
        snprintf(app->view.message, sizeof app->view.message, "no glossary: %.140s", err.msg);
        return false;
    }
    if (wl_app_check_with_data(app, &g->terms, &err) != 0) { /* as check-content does */
        wl_lesson_free(&g->terms);
        snprintf(app->view.message, sizeof app->view.message, "no glossary: %.140s", err.msg);
        return false;
    }
    g->loaded = true;
    return true;
}

static unsigned glossary_toggle(wl_app *app)
{
    if (app->view.page == WL_PAGE_GLOSSARY) {
        wl_app_page_back(app);
        return WL_REDRAW;
    }
    if (!load_terms(app))
        return WL_REDRAW;
    glossary_of(app)->scroll = 0;
    glossary_of(app)->finding = false;
    wl_app_page_over(app, WL_PAGE_GLOSSARY);
    return WL_REDRAW;
}

/* The glossary's terms laid out at width, as the box shows them. */
static void glossary_text(const wl_app *app, int width, wl_text *out)
{
    const glossary_state *g = glossary_of(app);
    for (size_t i = 0; g->loaded && i < g->terms.nsections; i++) {
        if (i > 0)
            wl_text_blank(out);
        wl_lesson_text_render_term(&g->terms.sections[i], width, out);
    }
}

static unsigned move_to(wl_app *app, int to)
{
    wl_text t;
    wl_text_init(&t, app->opt.ascii);
    glossary_text(app, app->view.layout.overlay.w - 4, &t);
    glossary_of(app)->scroll = wl_scroll_clamp(to, t.n, wl_page_box_rows(app));
    wl_text_free(&t);
    return WL_REDRAW;
}

/* How well row r matches: 0 a term's own name (its heading row) that is
 * the text, 1 one that starts with it, 2 one that holds it, 3 any row that
 * holds it (any case), 4 none. */
static int match_rank(const wl_text *t, int r, const char *want)
{
    char row[512];
    wl_row_string(&t->row[r], row, sizeof row);
    const char *at = strcasestr(row, want), *name = row + strspn(row, " ");
    if (!at)
        return 4;
    if (t->row[r].n == 0 || t->row[r].cell[0].role != WL_ROLE_STRONG)
        return 3;
    size_t n = strlen(want), end = strlen(name);
    while (end > 0 && name[end - 1] == ' ')
        end--;
    if (strncasecmp(name, want, n) != 0)
        return 2;
    return n == end ? 0 : 1;
}

/* Scrolls to the first row from `from` on that holds the text looked for
 * (any case), with names_first the best name first ("sector" finds Sector
 * before Partial-sector stores) before the definitions that mention it;
 * says so when no row does. */
static unsigned find_from(wl_app *app, int from, bool names_first)
{
    const char *want = glossary_of(app)->find.text;
    if (!want[0])
        return WL_REDRAW;
    wl_text t;
    wl_text_init(&t, app->opt.ascii);
    glossary_text(app, app->view.layout.overlay.w - 4, &t);
    int found = -1;
    for (int rank = names_first ? 0 : 3; rank < 4 && found < 0; rank++)
        for (int k = 0; k < t.n && found < 0; k++) {
            int r = (from + k) % t.n; /* past the end, round to the top */
            if (match_rank(&t, r, want) <= rank)
                found = r;
        }
    wl_text_free(&t);
    if (found < 0) {
        snprintf(app->view.message, sizeof app->view.message, "no term says '%.60s'", want);
        return WL_REDRAW;
    }
    return move_to(app, found);
}

static unsigned find_type(wl_app *app, int key)
{
    glossary_state *g = glossary_of(app);
    if (!g->finding || !wl_line_edit_key(&g->find, key))
        return 0;                   /* the page hints that the key does nothing */
    return find_from(app, 0, true); /* as it is typed */
}

static unsigned find_act(wl_app *app, wl_action act)
{
    glossary_state *g = glossary_of(app);
    int at = g->scroll, page = wl_page_box_rows(app) - 1, to;
    if (wl_scroll_target(act.id, at, page, &to))
        return move_to(app, to);
    switch (act.id) {
    case WL_ACT_FIND:
        g->finding = true;
        wl_line_edit_init(&g->find, WL_LINE_EDIT_MAX); /* a counter's whole name */
        return WL_REDRAW;
    case WL_ACT_FIND_NEXT:
        return find_from(app, at + 1, false); /* every place, in order */
    case WL_ACT_ERASE:
        wl_line_edit_erase(&g->find);
        return find_from(app, 0, true);
    case WL_ACT_CLOSE:
        if (!g->finding)
            return 0;
        g->finding = false; /* Esc ends the search, the glossary stays where it found */
        return WL_REDRAW;
    default:
        return 0; /* the page passes it on to what every page shares */
    }
}

/* Where term `name` is used in text (any case, a whole word, or its plural
 * with s), or NULL. */
static const char *term_in(const char *text, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = strcasestr(text, name); p; p = strcasestr(p + 1, name)) {
        const char *end = p + n;
        if (*end == 's')
            end++;
        bool before = p == text || !isalnum((unsigned char)p[-1]);
        if (before && !isalnum((unsigned char)*end))
            return p;
    }
    return NULL;
}

/* The first glossary term the lesson rows on screen use, the longest one
 * where several start at the same place (Bank conflict before Bank); -1
 * when none does. */
static long term_on_screen(const wl_app *app)
{
    const wl_text *t = &app->view.lesson_text;
    int h = wl_layout_lesson_rows(&app->view.layout);
    char text[8192] = "";
    size_t used = 0;
    for (int r = app->view.lesson_scroll; r < t->n && r < app->view.lesson_scroll + h; r++) {
        char row[512];
        wl_row_string(&t->row[r], row, sizeof row);
        used +=
            (size_t)snprintf(text + used, used < sizeof text ? sizeof text - used : 0, "%s ", row);
    }
    const wl_lesson *terms = &glossary_of(app)->terms;
    const char *first = NULL;
    long best = -1;
    for (size_t i = 0; i < terms->nsections; i++) {
        const char *name = terms->sections[i].title;
        const char *at = name ? term_in(text, name) : NULL;
        if (at && (!first || at < first ||
                   (at == first && strlen(name) > strlen(terms->sections[best].title)))) {
            first = at;
            best = (long)i;
        }
    }
    return best;
}

/* The glossary's row where term i begins (as wl_app_glossary_text lays
 * the terms out). */
static int term_row(const wl_app *app, long i, int width)
{
    wl_text t;
    wl_text_init(&t, app->opt.ascii);
    for (long k = 0; k < i; k++) {
        if (k > 0)
            wl_text_blank(&t);
        wl_lesson_text_render_term(&glossary_of(app)->terms.sections[k], width, &t);
    }
    int row = i > 0 ? t.n + 1 : 0;
    wl_text_free(&t);
    return row;
}

/* The glossary opened at the first of its terms that the lesson rows on
 * screen use (reading order; a plural counts), or at its top, saying so. */
static unsigned glossary_here(wl_app *app)
{
    if (!load_terms(app))
        return WL_REDRAW;
    long i = term_on_screen(app);
    glossary_of(app)->finding = false;
    wl_app_page_over(app, WL_PAGE_GLOSSARY);
    if (i < 0) {
        glossary_of(app)->scroll = 0;
        snprintf(app->view.message, sizeof app->view.message,
                 "no glossary term in the lesson shown: the glossary from its top");
        return WL_REDRAW;
    }
    snprintf(app->view.message, sizeof app->view.message, "glossary: %.100s, the first term shown",
             glossary_of(app)->terms.sections[i].title);
    return move_to(app, term_row(app, i, app->view.layout.overlay.w - 4));
}

static void glossary_free(void *state)
{
    glossary_state *g = state;
    if (g->loaded)
        wl_lesson_free(&g->terms);
}

static unsigned glossary_type(wl_app *app, int key)
{
    unsigned f = find_type(app, key);
    return f ? f : wl_app_key_hint(app, key);
}

static wl_mode glossary_mode(const wl_app *app, wl_page_id self)
{
    (void)self;
    return glossary_of(app)->finding ? WL_MODE_FIND : WL_MODE_GLOSSARY;
}

/* While finding, the bar shows what is looked for. */
static void glossary_prompt(const wl_app *app, wl_bar_prompt *out)
{
    bool finding = glossary_of(app)->finding;
    snprintf(out->label, sizeof out->label, "%s", finding ? "find: " : "");
    out->typed = finding ? &glossary_of(app)->find : NULL;
}

static unsigned glossary_act(wl_app *app, wl_action act)
{
    unsigned f = find_act(app, act);
    return f ? f : wl_app_common_act(app, act);
}

/* a (F2 where keys type) opens and closes it; A opens it at a term shown. */
static unsigned glossary_open(wl_app *app, wl_page_id self, wl_action_id by)
{
    (void)self;
    return by == WL_ACT_GLOSSARY_HERE ? glossary_here(app) : glossary_toggle(app);
}

static void glossary_draw(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    wl_text t;
    wl_text_init(&t, app->opt.ascii);
    glossary_text(app, getmaxx(w) - 4, &t);
    wl_view_glossary(w, g, &t, glossary_of(app)->scroll);
    wl_text_free(&t);
}

const wl_page_ops wl_page_glossary = {
    .name = "glossary",
    .overlay = true,
    .mode = glossary_mode,
    .act = glossary_act,
    .type = glossary_type,
    .draw = glossary_draw,
    .prompt = glossary_prompt,
    .hides_lab = wl_page_never_hides,
    .open = glossary_open,
    .opened_also = {WL_ACT_GLOSSARY_TYPING, WL_ACT_GLOSSARY_HERE},
    .click = wl_page_click_closes,
    .state_size = sizeof(glossary_state),
    .free_state = glossary_free,
};
