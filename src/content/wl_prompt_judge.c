/* Judging a student's guess against a prompt's computed answer. Pure text in,
 * verdict out, so the lab screen and any other front end share one rule. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_prompt.h"

/* A guessed number is right within this share of the answer (or exactly,
 * for answers near zero): a prediction is about the reasoning, not digits. */
#define NUMBER_TOLERANCE 0.05

/* Reads up to max numbers separated by spaces, commas or semicolons.
 * Returns how many, or -1 when something else is in the way. */
static int read_numbers(const char *text, double *out, int max)
{
    int n = 0;
    const char *s = text;
    for (;;) {
        while (*s && (isspace((unsigned char)*s) || *s == ',' || *s == ';'))
            s++;
        if (!*s)
            return n;
        char *end = NULL;
        double v = strtod(s, &end);
        if (end == s || n == max || !isfinite(v))
            return -1;
        out[n++] = v;
        s = end;
    }
}

static bool close_enough(double guess, double answer)
{
    return fabs(guess - answer) <= fmax(1e-9, NUMBER_TOLERANCE * fabs(answer));
}

static void judge_numbers(const wl_prompt *p, const wl_prompt_answer *a, const char *text,
                          wl_prompt_verdict *v)
{
    int n = read_numbers(text, v->guess, WL_PROMPT_MAX_ITEMS);
    if (n != p->nitems) {
        v->unclear = true;
        snprintf(v->message, sizeof v->message, "type %d number%s, separated by spaces", p->nitems,
                 p->nitems == 1 ? "" : "s");
        return;
    }
    v->nguesses = n;
    v->right = true;
    for (int i = 0; i < n; i++) {
        v->item_right[i] = close_enough(v->guess[i], a->value[i]);
        v->right = v->right && v->item_right[i];
    }
}

static void judge_choice(const wl_prompt *p, const wl_prompt_answer *a, const char *text,
                         wl_prompt_verdict *v)
{
    const char *s = text;
    while (isspace((unsigned char)*s) || *s == '(')
        s++;
    int pick = toupper((unsigned char)*s) - 'A';
    s += *s ? 1 : 0;
    while (isspace((unsigned char)*s) || *s == ')' || *s == '.')
        s++;
    if (pick < 0 || pick >= p->nitems || *s) {
        v->unclear = true;
        snprintf(v->message, sizeof v->message, "pick one letter, A to %c", 'A' + p->nitems - 1);
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

static void judge_set(const wl_prompt_answer *a, const char *text, wl_prompt_verdict *v)
{
    double nums[WL_PROMPT_MAX_SET];
    int n = read_numbers(text, nums, WL_PROMPT_MAX_SET);
    if (n < 1) {
        v->unclear = true;
        snprintf(v->message, sizeof v->message, "type the values, separated by spaces");
        return;
    }
    int picked[WL_PROMPT_MAX_SET];
    for (int i = 0; i < n; i++) {
        if (nums[i] != floor(nums[i])) {
            v->unclear = true;
            snprintf(v->message, sizeof v->message, "type whole numbers, separated by spaces");
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
        judge_set(a, text, v);
}
