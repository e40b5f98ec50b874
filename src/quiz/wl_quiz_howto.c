#include "wl_quiz_howto.h"

#include <stdio.h>

static int right_choices(const wl_question *q)
{
    int n = 0;
    for (int i = 0; i < q->nchoices; i++)
        n += q->choice[i].correct;
    return n;
}

void wl_quiz_how_to_answer(const wl_question *q, char *out, size_t outsz)
{
    if (outsz == 0)
        return;
    out[0] = '\0';
    if (q->kind == WL_QUESTION_NUMBER && q->bare == WL_QTY_NONE)
        snprintf(out, outsz,
                 "Type a number and its unit (sectors, lines, bytes or KiB), then "
                 "Enter.");
    else if (q->kind == WL_QUESTION_NUMBER)
        snprintf(out, outsz,
                 "Type a number, with a unit if you like (sectors, lines, bytes or "
                 "KiB), then Enter.");
    else if (right_choices(q) > 1)
        snprintf(out, outsz,
                 "Type the letter of every choice that is right, separated by "
                 "spaces or commas, then Enter.");
}
