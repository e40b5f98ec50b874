/* The questions for a room (wl_present.h): what the page's keys do, and
 * the question laid out as text for the box. Next and previous walk every
 * question of every quiz in order; each one starts hidden, at its top. The
 * scroll keys move through a question longer than the box; PgDn at its end
 * and PgUp at its top step to the next and previous question, so a
 * presenter's clicker walks the whole quiz. Nothing here reads or writes
 * progress. */
#include <stdio.h>

#include "wl_app.h"
#include "wl_quiz_quantity.h"
#include "wl_scroll.h"

/* The page's own state (wl_page_present.c's row). */
static wl_present_state *present_of(const wl_app *app)
{
    return wl_app_page_state(app, WL_PAGE_PRESENT);
}

static const wl_quiz *quiz_at(const wl_app *app, int i)
{
    return i >= 0 && i < app->quiz.set.count ? &app->quiz.set.quiz[i] : NULL;
}

static void add(wl_text *t, const char *text, wl_role role, int width, const char *first,
                const char *rest)
{
    wl_run run = {text, role};
    wl_text_wrap(t, &run, 1, width, first, rest, role);
}

/* The right answer, revealed: a number question's accepted quantities on
 * one row ("1024 bytes, or 32 sectors"), a choice question's right choices
 * as a list, one choice a paragraph under its letter. */
static void right_answer(const wl_question *q, int width, wl_text *t)
{
    char line[512];
    size_t n = 0;
    line[0] = '\0';
    for (int i = 0; q->kind == WL_QUESTION_NUMBER && i < q->naccept && n < sizeof line; i++) {
        char qty[64];
        wl_quantity_format(&q->accept[i], qty, sizeof qty);
        n += (size_t)snprintf(line + n, sizeof line - n, "%s%s", i ? ", or " : "", qty);
    }
    int right = 0;
    for (int i = 0; q->kind == WL_QUESTION_CHOICE && i < q->nchoices && n < sizeof line; i++)
        if (q->choice[i].correct && ++right)
            n += (size_t)snprintf(line + n, sizeof line - n, "%s%c", n ? " and " : "", 'A' + i);
    if (right > 1 && n < sizeof line) /* as the quiz judges: any one of them is right */
        snprintf(line + n, sizeof line - n, " (each is right; one is enough)");
    add(t, line, WL_ROLE_GOOD, width, "Answer: ", "        ");
    for (int i = 0; q->kind == WL_QUESTION_CHOICE && i < q->nchoices; i++) {
        char letter[8];
        snprintf(letter, sizeof letter, "%c) ", 'A' + i);
        if (q->choice[i].correct)
            add(t, q->choice[i].text, WL_ROLE_GOOD, width, letter, "   ");
    }
}

void wl_app_present_text(const wl_app *app, int width, wl_text *t, wl_present_rows *rows)
{
    *rows = (wl_present_rows){.answer = -1};
    const wl_present_state *p = present_of(app);
    if (!app->quiz.loaded || p->quiz >= app->quiz.set.count ||
        p->question >= app->quiz.set.quiz[p->quiz].nquestions)
        return;
    const wl_quiz *quiz = &app->quiz.set.quiz[p->quiz];
    const wl_question *q = &quiz->question[p->question];
    char head[160];
    snprintf(head, sizeof head, "Question %d of %d · %s", p->question + 1, quiz->nquestions,
             quiz->title ? quiz->title : quiz->id);
    add(t, head, WL_ROLE_DIM, width, "", "");
    wl_text_blank(t);
    rows->band_first = t->n;
    wl_text_blank(t);
    add(t, q->prompt, WL_ROLE_TITLE, width - 4, "", "");
    wl_text_blank(t);
    rows->band_end = t->n;
    for (int i = 0; q->kind == WL_QUESTION_CHOICE && i < q->nchoices; i++) {
        char letter[8];
        snprintf(letter, sizeof letter, "%c) ", 'A' + i);
        wl_text_blank(t);
        add(t, q->choice[i].text, WL_ROLE_NORMAL, width, letter, "   ");
    }
    wl_text_blank(t);
    if (!p->revealed) {
        add(t, "r or Enter: the answer   Space or n: the next question   p: back", WL_ROLE_DIM,
            width, "", "");
        return;
    }
    rows->answer = t->n;
    right_answer(q, width, t);
    if (q->explanation) {
        wl_text_blank(t);
        add(t, q->explanation, WL_ROLE_NORMAL, width, "", "");
    }
}

/* The box's text width and the rows it shows of a text of n rows: all of
 * the box, or one row less for the position line when the text is longer. */
int wl_app_present_width(const wl_app *app)
{
    return app->view.layout.overlay.w - 6;
}

int wl_app_present_rows_shown(const wl_app *app, int n)
{
    int h = app->view.layout.overlay.h - 2;
    return n <= h ? h : (h > 2 ? h - 1 : 1);
}

/* The last first row that still fills the box. */
static int scroll_max(const wl_app *app, wl_present_rows *rows)
{
    wl_text t;
    wl_text_init(&t, app->opt.ascii);
    wl_app_present_text(app, wl_app_present_width(app), &t, rows);
    int max = wl_scroll_max(t.n, wl_app_present_rows_shown(app, t.n));
    wl_text_free(&t);
    return max;
}

static unsigned scroll_to(wl_app *app, int to)
{
    wl_present_rows rows;
    int max = scroll_max(app, &rows);
    present_of(app)->scroll = wl_scroll_within(to, max);
    return WL_REDRAW;
}

/* Revealed: the page scrolls down (never up) until the answer is its top
 * row or the explanation's end its last, so the room sees both at once when
 * they fit. */
static unsigned reveal(wl_app *app)
{
    wl_present_rows rows;
    present_of(app)->revealed = true;
    int max = scroll_max(app, &rows), to = rows.answer < max ? rows.answer : max;
    if (to > present_of(app)->scroll)
        present_of(app)->scroll = to;
    return WL_REDRAW;
}

/* Steps one question on (+1) or back (-1), across quizzes. */
static unsigned step(wl_app *app, int delta)
{
    wl_present_state *p = present_of(app);
    int quiz = p->quiz, q = p->question + delta;
    while (quiz_at(app, quiz) && (q < 0 || q >= quiz_at(app, quiz)->nquestions)) {
        quiz += delta;
        if (q < 0 && quiz_at(app, quiz))
            q = quiz_at(app, quiz)->nquestions - 1;
        else if (q >= 0)
            q = 0;
    }
    if (!quiz_at(app, quiz)) {
        snprintf(app->view.message, sizeof app->view.message, "%s",
                 delta > 0 ? "the last question" : "the first question");
        return WL_REDRAW;
    }
    p->quiz = quiz;
    p->question = q;
    p->revealed = false;
    p->scroll = 0;
    return WL_REDRAW;
}

/* PgDn and PgUp page through the question, then step to the next or the
 * previous one from its end or its top. */
static unsigned page(wl_app *app, wl_action_id id)
{
    wl_present_rows rows;
    int at = present_of(app)->scroll, max = scroll_max(app, &rows);
    if (id == WL_ACT_PAGE_DOWN && at >= max)
        return step(app, 1);
    if (id == WL_ACT_PAGE_UP && at <= 0)
        return step(app, -1);
    int to;
    wl_scroll_target(id, at, app->view.layout.overlay.h - 4, &to);
    return scroll_to(app, to);
}

unsigned wl_app_present_act(wl_app *app, wl_action act)
{
    int to;
    if (act.id == WL_ACT_PAGE_DOWN || act.id == WL_ACT_PAGE_UP)
        return page(app, act.id);
    if (wl_scroll_target(act.id, present_of(app)->scroll, 1, &to))
        return scroll_to(app, to);
    switch (act.id) {
    case WL_ACT_PRESENT_REVEAL:
        return reveal(app);
    case WL_ACT_PRESENT_NEXT:
        return step(app, 1);
    case WL_ACT_PRESENT_PREV:
        return step(app, -1);
    case WL_ACT_CLOSE: /* q or Esc */
        if (present_of(app)->standalone)
            return WL_QUIT;
        wl_app_page_back(app);
        return WL_REDRAW;
    default:
        return 0;
    }
}

unsigned wl_app_present_open(wl_app *app, bool standalone)
{
    if (!app->quiz.loaded && wl_app_quiz_load(app) != 0)
        return WL_REDRAW; /* the message says why */
    *present_of(app) = (wl_present_state){.standalone = standalone};
    wl_app_page_over(app, WL_PAGE_PRESENT);
    return WL_REDRAW;
}
