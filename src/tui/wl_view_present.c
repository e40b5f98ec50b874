/* A question shown to a room (wl_present.h): its number and quiz, the
 * prompt large (a band of the title bar's colours, a blank row above and
 * below, each row centred, as a demo's caption for a room) and the choices
 * with room around them, then, once revealed, the right answer and the
 * explanation. The same at every size from 80x24. Text is wrapped to the
 * box; what does not fit is cut with a mark, never in a word. */
#include <stdio.h>
#include <string.h>

#include "wl_quiz_quantity.h"
#include "wl_view.h"

/* "B: 32 sectors" for a choice question's right choices, or the accepted
 * quantities of a number ("4 sectors, or 128 bytes"). */
static void right_answer(const wl_question *q, char *out, size_t outsz)
{
    size_t n = 0;
    out[0] = '\0';
    for (int i = 0; q->kind == WL_QUESTION_CHOICE && i < q->nchoices && n < outsz; i++)
        if (q->choice[i].correct)
            n += (size_t)snprintf(out + n, outsz - n, "%s%c) %s", n ? "; " : "", 'A' + i,
                                  q->choice[i].text);
    for (int i = 0; q->kind == WL_QUESTION_NUMBER && i < q->naccept && n < outsz; i++) {
        char qty[64];
        wl_quantity_format(&q->accept[i], qty, sizeof qty);
        n += (size_t)snprintf(out + n, outsz - n, "%s%s", i ? ", or " : "", qty);
    }
}

static void add(wl_text *t, const char *text, wl_role role, int width, const char *first,
                const char *rest)
{
    wl_run run = {text, role};
    wl_text_wrap(t, &run, 1, width, first, rest, role);
}

/* The rows of the prompt's band in the laid-out text: [first, end). */
typedef struct band {
    int first, end;
} band;

static void layout(const wl_app *app, const wl_question *q, int width, wl_text *t, band *b)
{
    char head[160], answer[1024];
    const wl_quiz *quiz = &app->quiz.set.quiz[app->present.quiz];
    snprintf(head, sizeof head, "Question %d of %d · %s", app->present.question + 1,
             quiz->nquestions, quiz->title ? quiz->title : quiz->id);
    add(t, head, WL_ROLE_DIM, width, "", "");
    wl_text_blank(t);
    b->first = t->n;
    wl_text_blank(t);
    add(t, q->prompt, WL_ROLE_TITLE, width - 4, "", "");
    wl_text_blank(t);
    b->end = t->n;
    for (int i = 0; q->kind == WL_QUESTION_CHOICE && i < q->nchoices; i++) {
        char letter[8];
        snprintf(letter, sizeof letter, "%c) ", 'A' + i);
        wl_text_blank(t);
        add(t, q->choice[i].text, WL_ROLE_NORMAL, width, letter, "   ");
    }
    wl_text_blank(t);
    if (!app->present.revealed) {
        add(t, "r or Enter: the answer   Space or n: the next question   p: back", WL_ROLE_DIM,
            width, "", "");
        return;
    }
    right_answer(q, answer, sizeof answer);
    add(t, answer, WL_ROLE_GOOD, width, "Answer: ", "        ");
    if (q->explanation) {
        wl_text_blank(t);
        add(t, q->explanation, WL_ROLE_NORMAL, width, "", "");
    }
}

void wl_view_present(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    wl_view_box(w, g, "Check yourself · for the room");
    if (!app->quiz.loaded || app->present.quiz >= app->quiz.set.count)
        return;
    const wl_quiz *quiz = &app->quiz.set.quiz[app->present.quiz];
    if (app->present.question >= quiz->nquestions)
        return;
    int width = getmaxx(w) - 6, rows = getmaxy(w) - 2;
    wl_text t;
    wl_text_init(&t, app->opt.ascii);
    band b;
    layout(app, &quiz->question[app->present.question], width, &t, &b);
    int y = t.n < rows ? 1 + (rows - t.n) / 3 : 1; /* room above, as on a slide */
    for (int r = 0; r < t.n && y < getmaxy(w) - 1; r++, y++) {
        if (r < b.first || r >= b.end) {
            wl_draw_row_scrolled(w, y, 3, width, &t.row[r], 0);
            continue;
        }
        wl_fill_span(w, y, 1, getmaxx(w) - 2, WL_ROLE_TITLE);
        wl_draw_row(w, y, (getmaxx(w) - t.row[r].width) / 2, &t.row[r]);
    }
    if (t.n > rows) /* cut: say so rather than end mid-explanation */
        wl_putf(w, getmaxy(w) - 1, getmaxx(w) - 24, WL_ROLE_HEADER_FOCUS,
                " %s more: a larger window ", g->ellipsis);
    wl_text_free(&t);
}
