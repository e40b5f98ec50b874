#include "wl_answer.h"

#include "wl_answer_text.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

/* `bare`: the student typed no unit. An unclear mistake matches only then,
 * and asks again without using a try. */
static void judge_quantity(const wl_question *q, wl_quantity a, bool bare, wl_match *out)
{
    for (int i = 0; i < q->naccept; i++)
        if (wl_quantity_matches(&a, &q->accept[i])) {
            *out = (wl_match){WL_MATCH_CORRECT, NULL, -1};
            return;
        }
    for (int i = 0; i < q->nmistakes; i++) {
        const wl_quiz_mistake *m = &q->mistake[i];
        if ((bare || !m->unclear) && wl_quantity_matches(&a, &m->answer)) {
            *out = (wl_match){m->unclear ? WL_MATCH_UNCLEAR : WL_MATCH_WRONG, m->hint, -1};
            return;
        }
    }
    *out = (wl_match){WL_MATCH_WRONG, q->hint, -1};
}

/* What to type when an answer came in another unit than the question's. */
static const char *unit_asked(wl_qty_dim dim)
{
    switch (dim) {
    case WL_QTY_BYTES:
        return "this question asks for bytes: type the answer in bytes (or KiB)";
    case WL_QTY_SECTORS:
        return "this question counts sectors: type the answer as a number of sectors";
    case WL_QTY_LINES:
        return "this question counts lines: type the answer as a number of lines";
    default:
        return "this question asks for a bare number";
    }
}

/* An answer in another unit than the question's (288 bytes where sectors
 * are counted) is not judged, as it may well be right: it is asked again,
 * with the hint written for it where there is one, and uses no try. */
static bool other_unit(const wl_question *q, wl_quantity a, wl_match *out)
{
    for (int i = 0; i < q->naccept; i++)
        if (a.dim == q->accept[i].dim)
            return false;
    if (q->naccept == 0)
        return false;
    *out = (wl_match){WL_MATCH_UNCLEAR, unit_asked(q->accept[0].dim), -1};
    for (int i = 0; i < q->nmistakes; i++)
        if (wl_quantity_matches(&a, &q->mistake[i].answer))
            out->message = q->mistake[i].hint;
    return true;
}

static void check_number(const wl_question *q, const char *text, wl_match *out)
{
    wl_quantity a;
    const char *why = NULL;
    if (wl_quantity_parse(text, &a, &why) != 0) {
        *out = (wl_match){WL_MATCH_UNCLEAR, why, -1};
        return;
    }
    if (a.dim == WL_QTY_NONE && q->bare == WL_QTY_NONE) {
        *out =
            (wl_match){WL_MATCH_UNCLEAR, "give the unit as well: bytes, KiB, sectors or lines", -1};
        return;
    }
    bool bare = a.dim == WL_QTY_NONE;
    if (bare)
        a.dim = q->bare;
    if (!bare && other_unit(q, a, out))
        return;
    judge_quantity(q, a, bare, out);
}

/* Several letters at once: right when every one is a right choice; else
 * wrong, with the first wrong choice's hint. */
static void check_choices(const wl_question *q, const int *picks, int n, wl_match *out)
{
    for (int i = 0; i < n; i++)
        if (picks[i] < 0 || picks[i] >= q->nchoices) {
            wl_answer_check_choice(q, -1, out);
            return;
        }
    for (int i = 0; i < n; i++)
        if (!q->choice[picks[i]].correct) {
            wl_answer_check_choice(q, picks[i], out);
            return;
        }
    *out = (wl_match){WL_MATCH_CORRECT, NULL, picks[0]};
}

/* Where more than one choice is right, the student may give several, and
 * the reminder of the form says how ("ac" or "both" is not read). */
static const char *choice_form(const wl_question *q)
{
    int right = 0;
    for (int i = 0; i < q->nchoices; i++)
        right += q->choice[i].correct;
    return right > 1 ? "pick one of the choices by its letter, or several separated by commas"
                     : "pick one of the choices by its letter";
}

void wl_answer_check_choice(const wl_question *q, int index, wl_match *out)
{
    if (q->kind != WL_QUESTION_CHOICE || index < 0 || index >= q->nchoices) {
        *out = (wl_match){WL_MATCH_UNCLEAR,
                          q->kind == WL_QUESTION_CHOICE ? choice_form(q)
                                                        : "pick one of the choices by its letter",
                          -1};
        return;
    }
    const wl_quiz_choice *c = &q->choice[index];
    if (c->correct)
        *out = (wl_match){WL_MATCH_CORRECT, NULL, index};
    else
        *out = (wl_match){WL_MATCH_WRONG, c->hint ? c->hint : q->hint, index};
}

void wl_answer_check_text(const wl_question *q, const char *text, wl_match *out)
{
    if (q->kind == WL_QUESTION_NUMBER)
        check_number(q, text, out);
    else {
        int picks[WL_QUIZ_MAX_CHOICES];
        int n = wl_answer_letters(text, picks, WL_QUIZ_MAX_CHOICES);
        if (n <= 1)
            wl_answer_check_choice(q, n == 1 ? picks[0] : -1, out);
        else
            check_choices(q, picks, n, out);
    }
}

static void append(char *out, size_t outsz, const char *sep, const char *item)
{
    size_t len = strlen(out);
    if (len < outsz)
        snprintf(out + len, outsz - len, "%s%s", len > 0 ? sep : "", item);
}

void wl_answer_describe(const wl_question *q, char *out, size_t outsz)
{
    if (outsz == 0)
        return;
    out[0] = '\0';
    char item[64];
    if (q->kind == WL_QUESTION_NUMBER) {
        for (int i = 0; i < q->naccept; i++) {
            wl_quantity_format(&q->accept[i], item, sizeof item);
            append(out, outsz, " or ", item);
        }
        return;
    }
    for (int i = 0; i < q->nchoices; i++)
        if (q->choice[i].correct) {
            snprintf(item, sizeof item, "%c", 'A' + i);
            append(out, outsz, " or ", item);
        }
}
