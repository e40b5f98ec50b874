/* The contents page: every lesson and its sections in a box over the panes
 * (rows counted by wl_contents.h). Its own state is the section chosen,
 * the current one when it opens; Enter, a click or a lesson's digit go. */
#include "wl_contents.h"
#include "wl_page.h"
#include "wl_scroll.h"

typedef struct contents_state {
    int sel; /* the section chosen (0-based) */
} contents_state;

static contents_state *contents_of(const wl_app *app)
{
    return wl_app_page_state(app, WL_PAGE_CONTENTS);
}

static unsigned contents_open(wl_app *app, wl_page_id self, wl_action_id by)
{
    (void)by;
    contents_of(app)->sel = (int)app->cur;
    return wl_app_page_toggle(app, self);
}

static unsigned choose(wl_app *app, long to)
{
    contents_of(app)->sel = wl_scroll_within((int)to, (int)app->nsections - 1);
    return WL_REDRAW;
}

static unsigned go_chosen(wl_app *app)
{
    wl_app_page_back(app);
    return wl_app_go_section(app, contents_of(app)->sel);
}

/* The section PgDn or PgUp chooses, as a list box does: the last (first)
 * row in view, or, from there, a box of rows on. Counted in rows, lesson
 * headings included, so no row is skipped; on a heading, its lesson's
 * first section. */
static long a_page_away(const wl_app *app, bool down)
{
    const wl_course *c = &app->course;
    int h = app->view.layout.overlay.h - 2, last = wl_contents_rows(c) - 1;
    size_t sel = (size_t)contents_of(app)->sel;
    int at = wl_contents_row_of(c, sel), first = wl_contents_first_row(c, sel, h);
    int edge = down ? first + h - 1 : first, row = at;
    if (down)
        row = at < edge ? edge : at + h - 1;
    else
        row = at > edge ? edge : at - (h - 1);
    row = row < 0 ? 0 : row > last ? last : row;
    size_t lesson = 0, section = 0;
    if (wl_contents_at(c, row, &lesson, &section))
        return (long)section;
    return lesson < c->nlessons ? (long)wl_contents_first_section(c, lesson)
                                : (long)app->nsections - 1;
}

/* The choice moves a row, a box of rows, to the first or the last. */
static unsigned contents_act(wl_app *app, wl_action act)
{
    if (act.id == WL_ACT_PAGE_DOWN || act.id == WL_ACT_PAGE_UP)
        return choose(app, a_page_away(app, act.id == WL_ACT_PAGE_DOWN));
    int to;
    if (wl_scroll_target(act.id, contents_of(app)->sel, app->view.layout.overlay.h - 3, &to))
        return choose(app, to);
    switch (act.id) {
    case WL_ACT_LESSON: {
        long i = wl_contents_lesson_start(&app->course, act.arg);
        return i >= 0 ? choose(app, i) : WL_REDRAW;
    }
    case WL_ACT_SELECT:
        return go_chosen(app);
    default:
        return wl_app_common_act(app, act);
    }
}

/* A click on a section goes there; on a lesson's heading or outside the
 * list it does nothing. */
static unsigned contents_click(wl_app *app, int y, int x)
{
    (void)x;
    const wl_rect *o = &app->view.layout.overlay;
    int h = o->h - 2, first = wl_contents_first_row(&app->course, (size_t)contents_of(app)->sel, h);
    size_t lesson = 0, section = 0;
    if (y <= o->y || y >= o->y + o->h - 1 ||
        !wl_contents_at(&app->course, first + (y - o->y - 1), &lesson, &section))
        return WL_HANDLED;
    contents_of(app)->sel = (int)section;
    app->view.message[0] = '\0'; /* as a key's action clears it */
    return go_chosen(app);
}

static void contents_draw(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    wl_view_contents(w, app, g, contents_of(app)->sel);
}

const wl_page_ops wl_page_contents = {
    .name = "contents",
    .overlay = true,
    .mode = wl_page_row_mode,
    .act = contents_act,
    .type = wl_app_key_hint,
    .draw = contents_draw,
    .prompt = wl_page_no_prompt,
    .hides_lab = wl_page_never_hides,
    .open = contents_open,
    .click = contents_click,
    .state_size = sizeof(contents_state),
    .free_state = wl_page_owns_nothing,
};
