/* Judging a student's guess against a prompt's computed answer. Pure text in,
 * verdict out. Letters, numbers and units read by the quiz's rules
 * (wl_answer_text.h): "(b)", "8 sectors, 16, 32, 32" read alike everywhere. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_answer_text.h"
#include "wl_prompt.h"

/* The prompt's unit as a quantity ("sectors": 1 sector), when it is one
 * the quiz knows; else a bare 1 (its own unit, such as GB/s). */
static wl_quantity unit_of(const wl_prompt *p)
{
    wl_quantity one = {1, WL_QTY_NONE};
    const char *why;
    char text[80];
    if (p->unit && snprintf(text, sizeof text, "1 %s", p->unit) < (int)sizeof text &&
        wl_quantity_parse(text, &one, &why) != 0)
        one = (wl_quantity){1, WL_QTY_NONE};
    return one;
}

/* The guesses as numbers in the prompt's unit: a guess in another unit
 * ("1 KiB" when sectors are asked) is no guess of this prompt. */
static int read_guesses(const wl_prompt *p, const char *text, double *out, int max,
                        wl_prompt_verdict *v)
{
    wl_quantity q[WL_PROMPT_MAX_SET];
    int n = wl_answer_quantities(text, p->unit, q, max, v->message, sizeof v->message);
    if (n < 0)
        return -1;
    wl_quantity one = unit_of(p);
    for (int i = 0; i < n; i++) {
        if (q[i].dim != WL_QTY_NONE && q[i].dim != one.dim) {
            char said[64];
            wl_quantity_format(&q[i], said, sizeof said);
            snprintf(v->message, sizeof v->message, "%.40s is not in %.40s: type numbers of %.40s",
                     said, p->unit ? p->unit : "this prompt's unit", p->unit ? p->unit : "it");
            return -1;
        }
        out[i] = q[i].dim == WL_QTY_NONE ? q[i].value : q[i].value / one.value;
    }
    return n;
}

/* Each number by the quiz's one rule (wl_number_right): within
 * WL_PROMPT_TOLERANCE of the answer, a prediction being about the reasoning,
 * not digits; a count (wl_prompt_answer.exact) only exactly. */
static void judge_numbers(const wl_prompt *p, const wl_prompt_answer *a, const char *text,
                          wl_prompt_verdict *v)
{
    char plain[160]; /* "2,713" is one number when one is asked for */
    if (p->nitems == 1 && wl_answer_thousands(text, plain, sizeof plain))
        text = plain;
    int n = read_guesses(p, text, v->guess, p->nitems == 1 ? 1 : WL_PROMPT_MAX_ITEMS, v);
    if (n != p->nitems) {
        v->unclear = true;
        if (n >= 0 || !v->message[0])
            snprintf(v->message, sizeof v->message, "type %d number%s%s%s%s", p->nitems,
                     p->nitems == 1 ? "" : "s", p->unit ? " of " : "", p->unit ? p->unit : "",
                     p->nitems == 1 ? "" : ", " WL_ANSWER_SEPARATORS);
        return;
    }
    for (int i = 0; i < n; i++)
        if (a->exact[i] && v->guess[i] != floor(v->guess[i])) { /* a count has no fraction */
            v->unclear = true;
            snprintf(v->message, sizeof v->message, "a count is a whole number: %g is not one",
                     v->guess[i]);
            return;
        }
    v->nguesses = n;
    v->right = true;
    for (int i = 0; i < n; i++) {
        v->item_right[i] =
            wl_number_right(v->guess[i], a->value[i], a->exact[i], WL_PROMPT_TOLERANCE);
        v->right = v->right && v->item_right[i];
    }
}

static void judge_choice(const wl_prompt *p, const wl_prompt_answer *a, const char *text,
                         wl_prompt_verdict *v)
{
    int picks[WL_PROMPT_MAX_ITEMS];
    int n = wl_answer_letters(text, picks, WL_PROMPT_MAX_ITEMS);
    int pick = n == 1 ? picks[0] : -1;
    if (n > 1) {
        v->unclear = true;
        snprintf(v->message, sizeof v->message, "one letter only: this prompt has one answer");
        return;
    }
    if (pick < 0 || pick >= p->nitems) {
        v->unclear = true;
        wl_answer_letters_expected(p->nitems, v->message, sizeof v->message);
        return;
    }
    v->nguesses = 1;
    v->guess[0] = pick;
    v->right = v->item_right[0] = pick == a->choice;
}

static bool in_set(const int *set, int n, int x)
{
    for (int i = 0; i < n; i++)
        if (set[i] == x)
            return true;
    return false;
}

static void judge_set(const wl_prompt *p, const wl_prompt_answer *a, const char *text,
                      wl_prompt_verdict *v)
{
    double nums[WL_PROMPT_MAX_SET];
    int n = read_guesses(p, text, nums, WL_PROMPT_MAX_SET, v);
    if (n < 1) {
        v->unclear = true;
        return;
    }
    int picked[WL_PROMPT_MAX_SET];
    for (int i = 0; i < n; i++) {
        if (nums[i] != floor(nums[i])) {
            v->unclear = true;
            snprintf(v->message, sizeof v->message, "type whole numbers, " WL_ANSWER_SEPARATORS);
            return;
        }
        /* compared as a double first: past INT_MAX a cast would be undefined */
        if (nums[i] < a->range_min || nums[i] > a->range_max) {
            v->unclear = true; /* no value of the ones asked about: not a wrong member */
            snprintf(v->message, sizeof v->message,
                     "%.0f is out of range: the values asked about run from %d to %d", nums[i],
                     a->range_min, a->range_max);
            return;
        }
        picked[i] = (int)nums[i];
    }
    for (int i = 0; i < a->nparams; i++)
        v->missing += !in_set(picked, n, a->params[i]);
    for (int i = 0; i < n; i++)
        v->extra += !in_set(a->params, a->nparams, picked[i]);
    v->nguesses = n < WL_PROMPT_MAX_ITEMS ? n : WL_PROMPT_MAX_ITEMS;
    for (int i = 0; i < v->nguesses; i++)
        v->guess[i] = picked[i];
    v->right = v->missing == 0 && v->extra == 0;
}

void wl_prompt_judge(const wl_prompt *p, const wl_prompt_answer *a, const char *text,
                     wl_prompt_verdict *v)
{
    memset(v, 0, sizeof *v);
    if (p->kind == WL_PROMPT_NUMBER)
        judge_numbers(p, a, text, v);
    else if (p->kind == WL_PROMPT_CHOICE)
        judge_choice(p, a, text, v);
    else
        judge_set(p, a, text, v);
}
