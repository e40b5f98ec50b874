#include "wl_answer.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static void judge_quantity(const wl_question *q, wl_quantity a, wl_match *out)
{
    for (int i = 0; i < q->naccept; i++)
        if (wl_quantity_equal(&a, &q->accept[i])) {
            *out = (wl_match){WL_MATCH_CORRECT, NULL, -1};
            return;
        }
    for (int i = 0; i < q->nmistakes; i++)
        if (wl_quantity_equal(&a, &q->mistake[i].answer)) {
            *out = (wl_match){WL_MATCH_WRONG, q->mistake[i].hint, -1};
            return;
        }
    *out = (wl_match){WL_MATCH_WRONG, q->hint, -1};
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
    if (a.dim == WL_QTY_NONE)
        a.dim = q->bare;
    judge_quantity(q, a, out);
}

/* "b", "B", "b)", "(b)", "b." -> 1; -1 when it is not one letter. */
static int parse_letter(const char *text)
{
    char buf[8];
    size_t n = 0;
    for (const char *s = text; *s; s++) {
        if (isspace((unsigned char)*s) || *s == '(' || *s == ')' || *s == '.')
            continue;
        if (n + 1 >= sizeof buf)
            return -1;
        buf[n++] = *s;
    }
    if (n != 1 || !isalpha((unsigned char)buf[0]))
        return -1;
    return toupper((unsigned char)buf[0]) - 'A';
}

void wl_answer_check_choice(const wl_question *q, int index, wl_match *out)
{
    if (q->kind != WL_QUESTION_CHOICE || index < 0 || index >= q->nchoices) {
        *out = (wl_match){WL_MATCH_UNCLEAR, "pick one of the choices by its letter", -1};
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
    else
        wl_answer_check_choice(q, parse_letter(text), out);
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
