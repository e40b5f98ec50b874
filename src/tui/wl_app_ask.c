/* The asking page's behaviour, whichever source asks (wl_ask.h): the typed
 * line, choices by arrow or letter, several letters where the question
 * allows them, scrolling, and the question laid out for the pane. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "wl_answer_text.h"
#include "wl_app.h"
#include "wl_scroll.h"

/* The page's own state (wl_page_ask.c's row). */
static wl_ask_state *ask_of(const wl_app *app)
{
    return wl_app_page_state(app, WL_PAGE_ASK);
}

wl_ask_para *wl_ask_add(wl_ask_sheet *s, wl_role role, const char *fmt, ...)
{
    if (s->n >= WL_ASK_PARAS)
        return NULL;
    wl_ask_para *p = &s->para[s->n++];
    memset(p, 0, sizeof *p);
    p->role = role;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->text, sizeof p->text, fmt, ap);
    va_end(ap);
    return p;
}

static void asked(const wl_app *app, wl_asked *out)
{
    memset(out, 0, sizeof *out);
    out->stage = WL_ASK_END;
    const wl_ask_state *a = ask_of(app);
    if (a->ops)
        a->ops->asked(app, out);
}

bool wl_app_asking(const wl_app *app)
{
    wl_asked q;
    asked(app, &q);
    return app->view.base == WL_PAGE_ASK && ask_of(app)->ops && q.stage == WL_ASK_ASKING;
}

/* A new question: nothing typed, the first choice, from its first line. */
static void fresh(wl_ask_state *a)
{
    wl_line_edit_init(&a->entry, WL_ANSWER_TEXT_MAX);
    a->choice = 0;
    a->picked = false;
    a->unclear[0] = '\0';
    a->scroll = 0;
    a->follow = false;
}

unsigned wl_app_ask_open(wl_app *app, const wl_ask_ops *ops)
{
    ask_of(app)->ops = ops;
    fresh(ask_of(app));
    wl_app_page_enter(app, WL_PAGE_ASK);
    return WL_RESIZE | WL_REDRAW; /* an open question takes the width */
}

wl_mode wl_app_ask_mode(const wl_app *app)
{
    wl_asked q;
    asked(app, &q);
    switch (q.stage) {
    case WL_ASK_ASKING:
        return q.nchoices > 0 ? WL_MODE_ASK_CHOICE : WL_MODE_ASK_TYPE;
    case WL_ASK_JUDGED:
        return WL_MODE_ASK_JUDGED;
    default: /* Enter opens the next set, or goes back: the key bar says which */
        return q.more ? WL_MODE_ASK_MORE : WL_MODE_ASK_END;
    }
}

static unsigned answer(wl_app *app, const char *text)
{
    wl_ask_state *a = ask_of(app);
    char why[sizeof a->unclear] = "";
    unsigned f = a->ops->answer(app, text, why, sizeof why);
    snprintf(a->unclear, sizeof a->unclear, "%s", why);
    /* Emptied even when asked again: the message quotes what was typed, and
     * the next try is typed afresh, not appended to the refused text. */
    wl_line_edit_clear(&a->entry);
    if (!why[0])
        a->follow = true;
    else
        a->picked = false; /* refused: the highlight is not what was meant */
    return f | WL_REDRAW;
}

/* Enter: what is typed, else the choice the student picked. A guess is
 * kept, so the first row's highlight alone is no answer: Enter after a
 * refused letter or text, or before any pick, says how to pick instead. */
static unsigned answer_now(wl_app *app)
{
    wl_ask_state *a = ask_of(app);
    wl_asked q;
    asked(app, &q);
    if (a->entry.len > 0)
        return answer(app, a->entry.text);
    if (q.nchoices > 0 && a->picked) {
        char letter[2] = {(char)('A' + a->choice), '\0'};
        return answer(app, letter);
    }
    if (q.nchoices > 0) {
        wl_answer_letters_expected(q.nchoices, a->unclear, sizeof a->unclear);
        return WL_REDRAW;
    }
    snprintf(a->unclear, sizeof a->unclear, "type an answer first");
    return WL_REDRAW;
}

static int page_rows(const wl_app *app)
{
    return wl_layout_lesson_rows(&app->view.layout);
}

static unsigned scroll_to(wl_app *app, int to)
{
    wl_ask_state *a = ask_of(app);
    a->scroll = wl_scroll_clamp(to, a->text.n, page_rows(app));
    return WL_REDRAW;
}

static unsigned step(wl_app *app, unsigned (*move)(wl_app *))
{
    unsigned f = move(app);
    fresh(ask_of(app));
    return f | WL_REDRAW;
}

static unsigned act(wl_app *app, wl_action act)
{
    wl_ask_state *a = ask_of(app);
    wl_asked q;
    asked(app, &q);
    int n = q.nchoices > 0 ? q.nchoices : 1;
    if (wl_scroll_act(act.id, &a->scroll, a->text.n, page_rows(app)))
        return WL_REDRAW;
    switch (act.id) {
    case WL_ACT_ASK_ANSWER:
        return answer_now(app);
    case WL_ACT_ASK_CHOICE_UP:
    case WL_ACT_ASK_CHOICE_DOWN:
        /* nothing is highlighted before a pick: the first arrow lights an end */
        if (!a->picked)
            a->choice = act.id == WL_ACT_ASK_CHOICE_UP ? n - 1 : 0;
        else
            a->choice = (a->choice + (act.id == WL_ACT_ASK_CHOICE_UP ? -1 : 1) + n) % n;
        a->picked = q.nchoices > 0;
        a->unclear[0] = '\0';
        return WL_REDRAW;
    case WL_ACT_ADVANCE: /* Space on a result: page down, then on as Enter goes */
        if (a->scroll < wl_scroll_max(a->text.n, page_rows(app)))
            return scroll_to(app, a->scroll + page_rows(app) - 1);
        return step(app, q.stage == WL_ASK_JUDGED ? a->ops->next : a->ops->done);
    case WL_ACT_ASK_NEXT:
        return step(app, a->ops->next);
    case WL_ACT_ASK_AGAIN:
        return step(app, a->ops->again);
    case WL_ACT_ASK_DONE:
    case WL_ACT_ASK_NEXT_SET:
        return step(app, a->ops->done);
    case WL_ACT_ERASE:
        wl_line_edit_erase(&a->entry);
        return WL_REDRAW;
    case WL_ACT_CLOSE:
        return a->ops->close(app) | WL_RESIZE | WL_REDRAW;
    default:
        return 0;
    }
}

/* Whether the question waits for an answer changes the layout: an open
 * question takes the width, an answered one gives the lab panes back. */
unsigned wl_app_ask_act(wl_app *app, wl_action a)
{
    if (!ask_of(app)->ops)
        return 0;
    bool before = wl_app_asking(app);
    unsigned f = act(app, a);
    return f && wl_app_asking(app) != before ? f | WL_RESIZE | WL_REDRAW : f;
}

static unsigned type(wl_app *app, int key)
{
    wl_ask_state *a = ask_of(app);
    wl_asked q;
    asked(app, &q);
    if (q.stage != WL_ASK_ASKING)
        return WL_HANDLED;
    if (q.nchoices > 0 && !q.several && key == ' ')
        return WL_HANDLED; /* a space picks nothing ("b " is b) */
    if (q.nchoices > 0 && !q.several && key < 128 && isalpha(key)) {
        /* a letter picks; Enter commits, as the question says */
        int i = toupper(key) - 'A';
        a->picked = i >= 0 && i < q.nchoices;
        if (a->picked) {
            a->choice = i;
            a->unclear[0] = '\0';
        } else {
            wl_answer_letters_expected(q.nchoices, a->unclear, sizeof a->unclear);
        }
        return WL_REDRAW;
    }
    if (key >= 32 && key < 127 && a->entry.len >= a->entry.max) { /* said, not dropped unseen */
        snprintf(a->unclear, sizeof a->unclear, "An answer is at most %d characters.",
                 a->entry.max);
        return WL_REDRAW;
    }
    if (!wl_line_edit_key(&a->entry, key))
        return WL_HANDLED;
    a->unclear[0] = '\0';
    return WL_REDRAW;
}

unsigned wl_app_ask_type(wl_app *app, int key)
{
    if (!ask_of(app)->ops)
        return WL_HANDLED;
    bool before = wl_app_asking(app);
    unsigned f = type(app, key);
    return wl_app_asking(app) != before ? f | WL_RESIZE | WL_REDRAW : f;
}

static void wrap_para(wl_text *t, const wl_ask_para *p, int width)
{
    if (!p->text[0]) {
        wl_text_blank(t);
        return;
    }
    if (p->one_row) {
        wl_text_fit(t, p->text, p->role, width);
        return;
    }
    /* The rest line up under the text after a short lead ("A) "); after a
     * long one ("no answer to compare with: ") that would leave a strip a
     * few columns wide, so they take a small indent instead. */
    int indent = (int)strlen(p->first);
    if (width - indent < width * 2 / 3)
        indent = 2;
    char rest[sizeof p->first];
    snprintf(rest, sizeof rest, "%*s", indent, "");
    wl_run run = {p->text, p->role};
    wl_text_wrap(t, &run, 1, width, p->first, rest, p->role);
}

/* Keeps the verdict in view after an answer without losing the question:
 * while the verdict's first row fits below the question's first line the
 * sheet stays at its top (what follows is a scroll away, and the header's
 * arrow says so); only a verdict that starts below the page scrolls it,
 * from its first row and as much of what follows as fits. */
static void follow_feedback(wl_app *app, int feedback_row)
{
    wl_ask_state *a = ask_of(app);
    int h = page_rows(app), want = wl_scroll_to_row(feedback_row, 0, a->text.n, h);
    if (feedback_row < h)
        a->scroll = 0;
    else if (want > a->scroll || feedback_row >= a->scroll + h)
        a->scroll = want;
    a->follow = false;
}

void wl_app_ask_layout(wl_app *app)
{
    wl_ask_state *a = ask_of(app);
    if (!a->ops)
        return;
    int width = wl_layout_lesson_cols(&app->view.layout);
    memset(&a->sheet, 0, sizeof a->sheet);
    a->sheet.entry_after = a->sheet.feedback = -1;
    a->sheet.choice = a->picked ? a->choice : -1; /* no highlight before a pick */
    snprintf(a->sheet.unclear, sizeof a->sheet.unclear, "%s", a->unclear);
    a->ops->sheet(app, &a->sheet);
    wl_text_clear(&a->text);
    a->text.ascii = app->opt.ascii; /* the page's slot starts zeroed: an empty text */
    a->entry_row = -1;
    int feedback_row = -1;
    for (int i = 0; i < a->sheet.n; i++) {
        if (i == a->sheet.feedback)
            feedback_row = a->text.n;
        wrap_para(&a->text, &a->sheet.para[i], width);
        if (i == a->sheet.entry_after) {
            a->entry_row = a->text.n;
            wl_text_line(&a->text, a->sheet.entry_label, strlen(a->sheet.entry_label),
                         WL_ROLE_STRONG);
        }
    }
    a->text_width = width;
    if (a->follow && feedback_row >= 0)
        follow_feedback(app, feedback_row);
    scroll_to(app, a->scroll);
}
