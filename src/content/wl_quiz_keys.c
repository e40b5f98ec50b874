/* The meaning of each key of a quiz file, and the checks that run when a
 * section ends. Format: quizzes/README.md. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_quiz_parse.h"

static const char *const key_names[KEY_COUNT] = {
    [KEY_ID] = "id",
    [KEY_TITLE] = "title",
    [KEY_PROMPT] = "prompt",
    [KEY_KIND] = "kind",
    [KEY_ANSWER] = "answer",
    [KEY_BARE] = "bare",
    [KEY_WRONG] = "wrong",
    [KEY_CHOICE] = "choice",
    [KEY_CORRECT] = "correct",
    [KEY_HINT] = "hint",
    [KEY_EXPLANATION] = "explanation",
    [KEY_KERNEL] = "kernel",
    [KEY_TYPE] = "type",
    [KEY_PARAM] = "param",
};

const char *quiz_key_name(quiz_key k)
{
    return (unsigned)k < KEY_COUNT ? key_names[k] : "?";
}

static bool key_repeats(quiz_key k)
{
    return k == KEY_ANSWER || k == KEY_WRONG || k == KEY_CHOICE;
}

static bool key_in_section(quiz_key k, quiz_section s)
{
    if (s == SECTION_QUIZ)
        return k == KEY_ID || k == KEY_TITLE;
    return s == SECTION_QUESTION && k != KEY_ID && k != KEY_TITLE;
}

static int find_key(const char *name, quiz_key *out)
{
    for (int k = 0; k < KEY_COUNT; k++)
        if (strcmp(name, key_names[k]) == 0) {
            *out = (quiz_key)k;
            return 0;
        }
    return -1;
}

bool quiz_valid_id(const char *s)
{
    size_t len = strlen(s);
    if (len == 0 || len > WL_QUIZ_ID_MAX)
        return false;
    for (; *s; s++)
        if (!islower((unsigned char)*s) && !isdigit((unsigned char)*s) && *s != '-' && *s != '_')
            return false;
    return true;
}

/* Joins a continuation line onto a text with one space. */
static int append_text(quiz_parse *p, char **dst, const char *more)
{
    size_t have = *dst ? strlen(*dst) : 0, add = strlen(more);
    char *s = realloc(*dst, have + add + 2);
    if (!s)
        return quiz_error(p, p->lineno, "out of memory");
    if (have > 0)
        s[have++] = ' ';
    memcpy(s + have, more, add + 1);
    *dst = s;
    return 1;
}

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t len = strlen(s);
    while (len > 0 && isspace((unsigned char)s[len - 1]))
        s[--len] = '\0';
    return s;
}

/* "LEFT | RIGHT": splits at the first '|'; right is NULL without one. */
static void split_bar(char *value, char **left, char **right)
{
    char *bar = strchr(value, '|');
    *right = NULL;
    if (bar) {
        *bar = '\0';
        *right = trim(bar + 1);
    }
    *left = trim(value);
}

static int add_answer(quiz_parse *p, const char *value)
{
    wl_question *q = p->q;
    const char *why = NULL;
    if (q->naccept == WL_QUIZ_MAX_ACCEPT)
        return quiz_error(p, p->lineno, "at most %d answer lines", WL_QUIZ_MAX_ACCEPT);
    if (wl_quantity_parse(value, &q->accept[q->naccept], &why) != 0)
        return quiz_error(p, p->lineno, "answer '%s': %s", value, why);
    q->naccept++;
    return 1;
}

static int add_wrong(quiz_parse *p, char *value)
{
    wl_question *q = p->q;
    char *answer, *hint;
    const char *why = NULL;
    split_bar(value, &answer, &hint);
    if (q->nmistakes == WL_QUIZ_MAX_MISTAKES)
        return quiz_error(p, p->lineno, "at most %d wrong lines", WL_QUIZ_MAX_MISTAKES);
    if (!hint || !*hint)
        return quiz_error(p, p->lineno, "wrong needs 'ANSWER | HINT'");
    wl_quiz_mistake *m = &q->mistake[q->nmistakes];
    if (wl_quantity_parse(answer, &m->answer, &why) != 0)
        return quiz_error(p, p->lineno, "wrong answer '%s': %s", answer, why);
    if (!(m->hint = strdup(hint)))
        return quiz_error(p, p->lineno, "out of memory");
    q->nmistakes++;
    return 1;
}

static int add_choice(quiz_parse *p, char *value)
{
    wl_question *q = p->q;
    char *text, *hint;
    split_bar(value, &text, &hint);
    if (q->nchoices == WL_QUIZ_MAX_CHOICES)
        return quiz_error(p, p->lineno, "at most %d choice lines", WL_QUIZ_MAX_CHOICES);
    if (!*text)
        return quiz_error(p, p->lineno, "choice needs its text");
    wl_quiz_choice *c = &q->choice[q->nchoices];
    if (!(c->text = strdup(text)) || (hint && *hint && !(c->hint = strdup(hint)))) {
        q->nchoices++; /* so the strings are freed */
        return quiz_error(p, p->lineno, "out of memory");
    }
    q->nchoices++;
    return 1;
}

static int set_correct(quiz_parse *p, const char *value)
{
    size_t n = 0;
    for (const char *s = value; *s; s++) {
        if (*s == ',' || isspace((unsigned char)*s))
            continue;
        char c = (char)toupper((unsigned char)*s);
        if (c < 'A' || c >= 'A' + WL_QUIZ_MAX_CHOICES || strchr(p->correct, c))
            return quiz_error(p, p->lineno, "correct takes choice letters such as 'A' or 'A, C'");
        p->correct[n++] = c;
    }
    p->correct[n] = '\0';
    return n > 0 ? 1 : quiz_error(p, p->lineno, "correct needs at least one letter");
}

static int set_spec_part(quiz_parse *p, quiz_key k, const char *value)
{
    wl_spec *s = &p->q->spec;
    if (k == KEY_KERNEL && wl_kernel_from_name(value, &s->kernel) != 0)
        return quiz_error(p, p->lineno, "unknown kernel '%s'; kernels are %s", value,
                          wl_kernel_names_list());
    if (k == KEY_TYPE && wl_type_from_name(value, &s->type) != 0)
        return quiz_error(p, p->lineno, "unknown type '%s'; types are f32, f64", value);
    if (k == KEY_PARAM) {
        char *end = NULL;
        long v = strtol(value, &end, 10);
        if (!*value || *end || v < -1000000 || v > 1000000)
            return quiz_error(p, p->lineno, "param '%s' is not a whole number", value);
        s->param = (int)v;
    }
    return 1;
}

static char **text_slot(quiz_parse *p, quiz_key k)
{
    switch (k) {
    case KEY_TITLE:
        return &p->quiz->title;
    case KEY_PROMPT:
        return &p->q->prompt;
    case KEY_HINT:
        return &p->q->hint;
    case KEY_EXPLANATION:
        return &p->q->explanation;
    default:
        return NULL;
    }
}

static int set_kind(quiz_parse *p, const char *value)
{
    if (strcmp(value, "number") == 0)
        p->q->kind = WL_QUESTION_NUMBER;
    else if (strcmp(value, "choice") == 0)
        p->q->kind = WL_QUESTION_CHOICE;
    else
        return quiz_error(p, p->lineno, "kind '%s': kinds are number, choice", value);
    return 1;
}

static int set_bare(quiz_parse *p, const char *value)
{
    if (wl_qty_dim_from_name(value, &p->q->bare) != 0)
        return quiz_error(p, p->lineno, "bare '%s': it takes bytes, sectors, lines or none", value);
    return 1;
}

static int set_id(quiz_parse *p, const char *value)
{
    if (!quiz_valid_id(value))
        return quiz_error(p, p->lineno, "id '%s': use 1 to %d of a-z, 0-9, '-' and '_'", value,
                          WL_QUIZ_ID_MAX);
    strcpy(p->quiz->id, value);
    p->quiz->id_line = p->lineno;
    return 1;
}

/* The first line of a key. */
static int set_key(quiz_parse *p, quiz_key k, char *value)
{
    char **text = text_slot(p, k);
    if (text)
        return *value ? append_text(p, text, value)
                      : quiz_error(p, p->lineno, "%s is empty", key_names[k]);
    switch (k) {
    case KEY_ID:
        return set_id(p, value);
    case KEY_KIND:
        return set_kind(p, value);
    case KEY_ANSWER:
        return add_answer(p, value);
    case KEY_BARE:
        return set_bare(p, value);
    case KEY_WRONG:
        return add_wrong(p, value);
    case KEY_CHOICE:
        return add_choice(p, value);
    case KEY_CORRECT:
        return set_correct(p, value);
    default:
        return set_spec_part(p, k, value);
    }
}

/* An indented line carrying on the value above it. */
static int continue_key(quiz_parse *p, quiz_key k, const char *value)
{
    char **text = text_slot(p, k);
    wl_question *q = p->q;
    if (!text && k == KEY_WRONG)
        text = &q->mistake[q->nmistakes - 1].hint;
    if (!text && k == KEY_CHOICE) {
        wl_quiz_choice *c = &q->choice[q->nchoices - 1];
        text = c->hint ? &c->hint : &c->text;
    }
    if (!text)
        return quiz_error(p, p->lineno, "%s takes one line; only text goes on over several",
                          key_names[k]);
    return append_text(p, text, value);
}

int quiz_on_key(quiz_parse *p, const char *name, const char *value)
{
    quiz_key k;
    if (p->section == SECTION_NONE)
        return quiz_error(p, p->lineno, "'%s' comes before any [quiz] or [question ID] header",
                          name);
    if (find_key(name, &k) != 0 || !key_in_section(k, p->section))
        return quiz_error(p, p->lineno, "unknown key '%s' in this section", name);
    if (p->indented && k == p->last_key && p->key_line[k] != 0)
        return continue_key(p, k, value);
    if (p->key_line[k] != 0 && !key_repeats(k))
        return quiz_error(p, p->lineno, "%s is given twice (first on line %d)", name,
                          p->key_line[k]);
    if (p->key_line[k] == 0)
        p->key_line[k] = p->lineno;
    p->last_key = k;
    char copy[256];
    snprintf(copy, sizeof copy, "%s", value);
    return set_key(p, k, copy);
}
