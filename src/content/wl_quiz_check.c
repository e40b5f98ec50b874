/* Checks that run when a section of a quiz file ends: a question is taken
 * only whole and consistent, so the quiz never shows half of one. */
#include <stdio.h>
#include <string.h>

#include "wl_quiz_parse.h"

static int require(quiz_parse *p, quiz_key k, const char *what)
{
    if (p->key_line[k] != 0)
        return 1;
    return quiz_error(p, p->section_line, "%s has no %s", what, quiz_key_name(k));
}

/* Keys that belong to the other kind of question. */
static int refuse(quiz_parse *p, quiz_key k, const char *kind)
{
    if (p->key_line[k] == 0)
        return 1;
    return quiz_error(p, p->key_line[k], "%s does not apply to kind = %s", quiz_key_name(k), kind);
}

static int check_experiment(quiz_parse *p, wl_question *q)
{
    wl_spec spec;
    wl_param_range r;
    wl_type type = p->key_line[KEY_TYPE] ? q->spec.type : WL_TYPE_F32;
    wl_spec_default(q->spec.kernel, type, &spec);
    wl_kernel_param_range(spec.kernel, &r);
    if (p->key_line[KEY_PARAM] && r.kind == WL_PARAM_NONE)
        return quiz_error(p, p->key_line[KEY_PARAM], "kernel %s takes no param",
                          wl_kernel_name(spec.kernel));
    if (p->key_line[KEY_PARAM])
        spec.param = q->spec.param;
    wl_error e;
    if (wl_spec_validate(&spec, &e) != 0) {
        int line = p->key_line[KEY_PARAM] ? p->key_line[KEY_PARAM] : p->key_line[KEY_KERNEL];
        return quiz_error(p, line, "experiment: %s", e.msg);
    }
    q->spec = spec;
    return 1;
}

static int check_quantities(quiz_parse *p, wl_question *q)
{
    for (int i = 0; i < q->naccept; i++)
        if (q->accept[i].dim == WL_QTY_NONE)
            return quiz_error(p, p->key_line[KEY_ANSWER],
                              "answers carry their unit ('4 sectors'); 'bare' says how a "
                              "number alone is read");
    for (int i = 0; i < q->nmistakes; i++) {
        char text[64];
        wl_quantity_format(&q->mistake[i].answer, text, sizeof text);
        if (q->mistake[i].answer.dim == WL_QTY_NONE)
            return quiz_error(p, p->key_line[KEY_WRONG], "wrong answer '%s' needs its unit", text);
        for (int j = 0; j < q->naccept; j++)
            if (wl_quantity_equal(&q->mistake[i].answer, &q->accept[j]))
                return quiz_error(p, p->key_line[KEY_WRONG],
                                  "wrong answer '%s' is also an accepted answer", text);
    }
    return 1;
}

static int check_number(quiz_parse *p, wl_question *q)
{
    if (!refuse(p, KEY_CHOICE, "number") || !refuse(p, KEY_CORRECT, "number"))
        return 0;
    if (q->naccept == 0)
        return quiz_error(p, p->section_line, "question '%s' has no answer line", q->id);
    return check_quantities(p, q);
}

static int check_choice(quiz_parse *p, wl_question *q)
{
    if (!refuse(p, KEY_ANSWER, "choice") || !refuse(p, KEY_WRONG, "choice") ||
        !refuse(p, KEY_BARE, "choice"))
        return 0;
    if (q->nchoices < 2)
        return quiz_error(p, p->section_line, "question '%s' needs at least two choice lines",
                          q->id);
    if (!require(p, KEY_CORRECT, "a choice question"))
        return 0;
    for (const char *c = p->correct; *c; c++) {
        int i = *c - 'A';
        if (i >= q->nchoices)
            return quiz_error(p, p->key_line[KEY_CORRECT],
                              "correct names %c but the choices end at %c", *c,
                              'A' + q->nchoices - 1);
        if (q->choice[i].hint)
            return quiz_error(p, p->key_line[KEY_CORRECT],
                              "choice %c is correct, so its hint after '|' would never show", *c);
        q->choice[i].correct = true;
    }
    return 1;
}

static int finish_question(quiz_parse *p)
{
    wl_question *q = p->q;
    char what[64];
    snprintf(what, sizeof what, "question '%s'", q->id);
    if (!require(p, KEY_PROMPT, what) || !require(p, KEY_KIND, what) ||
        !require(p, KEY_HINT, what) || !require(p, KEY_EXPLANATION, what) ||
        !require(p, KEY_KERNEL, what))
        return 0;
    int ok = q->kind == WL_QUESTION_NUMBER ? check_number(p, q) : check_choice(p, q);
    if (!ok || !check_experiment(p, q))
        return 0;
    p->quiz->nquestions++;
    p->q = NULL;
    return 1;
}

static void finish_section(quiz_parse *p)
{
    if (p->section == SECTION_QUIZ) {
        if (require(p, KEY_ID, "[quiz]"))
            require(p, KEY_TITLE, "[quiz]");
    } else if (p->section == SECTION_QUESTION) {
        finish_question(p);
    }
}

static void start_question(quiz_parse *p, const char *id, int line)
{
    wl_quiz *quiz = p->quiz;
    if (!*id || strlen(id) > WL_QUIZ_ID_MAX ||
        strspn(id, "abcdefghijklmnopqrstuvwxyz0123456789-_") != strlen(id)) {
        quiz_error(p, line, "question id '%s': use 1 to %d of a-z, 0-9, '-' and '_'", id,
                   WL_QUIZ_ID_MAX);
        return;
    }
    for (int i = 0; i < quiz->nquestions; i++)
        if (strcmp(quiz->question[i].id, id) == 0) {
            quiz_error(p, line, "question '%s' is already defined on line %d", id,
                       quiz->question[i].line);
            return;
        }
    if (quiz->nquestions == WL_QUIZ_MAX_QUESTIONS) {
        quiz_error(p, line, "a quiz holds at most %d questions", WL_QUIZ_MAX_QUESTIONS);
        return;
    }
    p->q = &quiz->question[quiz->nquestions];
    memset(p->q, 0, sizeof *p->q);
    strcpy(p->q->id, id);
    p->q->line = line;
    p->section = SECTION_QUESTION;
}

void quiz_on_section(quiz_parse *p, const char *name, int line)
{
    finish_section(p);
    if (p->error_line != 0)
        return;
    memset(p->key_line, 0, sizeof p->key_line);
    p->correct[0] = '\0';
    p->section_line = line;
    p->section = SECTION_NONE;
    if (strcmp(name, "quiz") == 0) {
        if (p->seen_quiz) {
            quiz_error(p, line, "a file holds one [quiz] section");
            return;
        }
        p->seen_quiz = true;
        p->section = SECTION_QUIZ;
    } else if (strncmp(name, "question ", 9) == 0) {
        start_question(p, name + 9 + strspn(name + 9, " "), line);
    } else {
        quiz_error(p, line, "unknown section [%s]; sections are [quiz] and [question ID]", name);
    }
}

void quiz_on_end(quiz_parse *p)
{
    finish_section(p);
    if (p->error_line != 0)
        return;
    if (!p->seen_quiz)
        quiz_error(p, 1, "no [quiz] section with the quiz's id and title");
    else if (p->quiz->nquestions == 0)
        quiz_error(p, p->lineno, "the quiz has no [question ID] sections");
}
