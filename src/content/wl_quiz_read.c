/* A question is taken only whole and consistent: the checks run when its
 * section ends, so the quiz never shows half of one. */
#include "wl_quiz_read.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_ini.h"

typedef enum quiz_field {
    QF_ID,
    QF_TITLE,
    QF_PROMPT,
    QF_KIND,
    QF_ANSWER,
    QF_BARE,
    QF_WRONG,
    QF_UNCLEAR,
    QF_CHOICE,
    QF_CORRECT,
    QF_HINT,
    QF_EXPLANATION,
    QF_KERNEL,
    QF_TYPE,
    QF_PARAM,
    QF_COUNT
} quiz_field;

static const struct {
    const char *name;
    bool in_quiz; /* a key of [quiz]; the others belong to [question ID] */
    bool repeats; /* one line per answer, mistake or choice */
} fields[QF_COUNT] = {
    [QF_ID] = {"id", true, false},          [QF_TITLE] = {"title", true, false},
    [QF_PROMPT] = {"prompt", false, false}, [QF_KIND] = {"kind", false, false},
    [QF_ANSWER] = {"answer", false, true},  [QF_BARE] = {"bare", false, false},
    [QF_WRONG] = {"wrong", false, true},    [QF_UNCLEAR] = {"unclear", false, true},
    [QF_CHOICE] = {"choice", false, true},  [QF_CORRECT] = {"correct", false, false},
    [QF_HINT] = {"hint", false, false},     [QF_EXPLANATION] = {"explanation", false, false},
    [QF_KERNEL] = {"kernel", false, false}, [QF_TYPE] = {"type", false, false},
    [QF_PARAM] = {"param", false, false},
};

typedef enum quiz_place { IN_NOTHING, IN_QUIZ, IN_QUESTION } quiz_place;

typedef struct quiz_reader {
    wl_quiz *quiz;
    wl_question *q; /* the question being read */
    quiz_place in;
    int section_line;
    int field_line[QF_COUNT]; /* first line of each key in this section; 0: absent */
    char **more;              /* the text a continuation line extends, or NULL */
    char correct[WL_QUIZ_MAX_CHOICES + 1];
    bool seen_quiz;
} quiz_reader;

static bool valid_id(const char *s)
{
    size_t n = strlen(s);
    return n > 0 && n <= WL_QUIZ_ID_MAX && strspn(s, "abcdefghijklmnopqrstuvwxyz0123456789-_") == n;
}

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n > 0 && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
    return s;
}

/* "LEFT | RIGHT": splits at the first '|'; *right is NULL without one. */
static char *split_bar(char *value, char **right)
{
    char *bar = strchr(value, '|');
    *right = NULL;
    if (bar) {
        *bar = '\0';
        *right = trim(bar + 1);
    }
    return trim(value);
}

/* Joins a continuation onto a text with one space. */
static int append(wl_ini *ini, char **dst, const char *more)
{
    size_t have = *dst ? strlen(*dst) : 0, add = strlen(more);
    char *s = realloc(*dst, have + add + 2);
    if (!s)
        return wl_ini_fail(ini, "out of memory");
    if (have > 0)
        s[have++] = ' ';
    memcpy(s + have, more, add + 1);
    *dst = s;
    return 1;
}

static int set_text(wl_ini *ini, char **slot, const char *value)
{
    quiz_reader *r = ini->user;
    r->more = slot;
    return append(ini, slot, value);
}

static int add_answer(wl_ini *ini, wl_question *q, const char *value)
{
    const char *why = NULL;
    if (q->naccept == WL_QUIZ_MAX_ACCEPT)
        return wl_ini_fail(ini, "at most %d answer lines", WL_QUIZ_MAX_ACCEPT);
    if (wl_quantity_parse(value, &q->accept[q->naccept], &why) != 0)
        return wl_ini_fail(ini, "answer '%s': %s", value, why);
    q->naccept++;
    return 1;
}

/* wrong = ANSWER | HINT, or unclear = ANSWER | MESSAGE (unclear set). */
static int add_wrong(wl_ini *ini, wl_question *q, char *value, bool unclear)
{
    const char *key = unclear ? "unclear" : "wrong";
    char *hint, *answer = split_bar(value, &hint);
    const char *why = NULL;
    if (q->nmistakes == WL_QUIZ_MAX_MISTAKES)
        return wl_ini_fail(ini, "at most %d wrong and unclear lines", WL_QUIZ_MAX_MISTAKES);
    if (!hint || !*hint)
        return wl_ini_fail(ini, "%s needs 'ANSWER | HINT'", key);
    wl_quiz_mistake *m = &q->mistake[q->nmistakes];
    if (wl_quantity_parse(answer, &m->answer, &why) != 0)
        return wl_ini_fail(ini, "%s answer '%s': %s", key, answer, why);
    m->unclear = unclear;
    q->nmistakes++;
    return set_text(ini, &m->hint, hint);
}

static int add_choice(wl_ini *ini, wl_question *q, char *value)
{
    char *hint, *text = split_bar(value, &hint);
    if (q->nchoices == WL_QUIZ_MAX_CHOICES)
        return wl_ini_fail(ini, "at most %d choice lines", WL_QUIZ_MAX_CHOICES);
    if (!*text)
        return wl_ini_fail(ini, "choice needs its text");
    wl_quiz_choice *c = &q->choice[q->nchoices++];
    if (!set_text(ini, &c->text, text))
        return 0;
    return hint && *hint ? set_text(ini, &c->hint, hint) : 1;
}

static int set_correct(wl_ini *ini, quiz_reader *r, const char *value)
{
    size_t n = 0;
    for (const char *s = value; *s; s++) {
        if (*s == ',' || isspace((unsigned char)*s))
            continue;
        char c = (char)toupper((unsigned char)*s);
        if (c < 'A' || c >= 'A' + WL_QUIZ_MAX_CHOICES || memchr(r->correct, c, n))
            return wl_ini_fail(ini, "correct takes choice letters such as 'A' or 'A, C'");
        r->correct[n++] = c;
    }
    r->correct[n] = '\0';
    return n > 0 ? 1 : wl_ini_fail(ini, "correct needs at least one letter");
}

static int set_param(wl_ini *ini, wl_spec *s, const char *value)
{
    char *end = NULL;
    long v = strtol(value, &end, 10);
    if (!*value || *end || v < -1000000 || v > 1000000)
        return wl_ini_fail(ini, "param '%s' is not a whole number", value);
    s->param = (int)v;
    return 1;
}

static int set_question_key(wl_ini *ini, quiz_reader *r, quiz_field f, char *value)
{
    wl_question *q = r->q;
    switch (f) {
    case QF_PROMPT:
        return set_text(ini, &q->prompt, value);
    case QF_HINT:
        return set_text(ini, &q->hint, value);
    case QF_EXPLANATION:
        return set_text(ini, &q->explanation, value);
    case QF_KIND:
        if (strcmp(value, "number") != 0 && strcmp(value, "choice") != 0)
            return wl_ini_fail(ini, "kind '%s': kinds are number, choice", value);
        q->kind = value[0] == 'n' ? WL_QUESTION_NUMBER : WL_QUESTION_CHOICE;
        return 1;
    case QF_ANSWER:
        return add_answer(ini, q, value);
    case QF_BARE:
        return wl_qty_dim_from_name(value, &q->bare) == 0
                   ? 1
                   : wl_ini_fail(ini, "bare '%s': it takes bytes, sectors, lines or none", value);
    case QF_WRONG:
    case QF_UNCLEAR:
        return add_wrong(ini, q, value, f == QF_UNCLEAR);
    case QF_CHOICE:
        return add_choice(ini, q, value);
    case QF_CORRECT:
        return set_correct(ini, r, value);
    case QF_KERNEL:
        return wl_kernel_from_name(value, &q->spec.kernel) == 0
                   ? 1
                   : wl_ini_fail(ini, "unknown kernel '%s'; kernels are %s", value,
                                 wl_kernel_names_list());
    case QF_TYPE:
        return wl_type_from_name(value, &q->spec.type) == 0
                   ? 1
                   : wl_ini_fail(ini, "unknown type '%s'; types are f32, f64", value);
    default:
        return set_param(ini, &q->spec, value);
    }
}

static int set_quiz_key(wl_ini *ini, quiz_reader *r, quiz_field f, const char *value)
{
    if (f == QF_TITLE)
        return set_text(ini, &r->quiz->title, value);
    if (!valid_id(value))
        return wl_ini_fail(ini, "id '%s': use 1 to %d of a-z, 0-9, '-' and '_'", value,
                           WL_QUIZ_ID_MAX);
    strcpy(r->quiz->id, value);
    r->quiz->id_line = ini->line;
    return 1;
}

static int find_field(const char *name, quiz_place in)
{
    for (int f = 0; f < QF_COUNT; f++)
        if (strcmp(name, fields[f].name) == 0 && fields[f].in_quiz == (in == IN_QUIZ))
            return f;
    return -1;
}

static int on_pair(wl_ini *ini, const char *name, const char *value, bool continued)
{
    quiz_reader *r = ini->user;
    if (r->in == IN_NOTHING)
        return wl_ini_fail(ini, "'%s' comes before any [quiz] or [question ID] header", name);
    int f = find_field(name, r->in);
    if (f < 0)
        return wl_ini_fail(ini, "unknown key '%s' in this section", name);
    if (continued && !r->more)
        return wl_ini_fail(ini, "%s takes one line; only text goes on over several", name);
    if (continued)
        return append(ini, r->more, value);
    if (r->field_line[f] != 0 && !fields[f].repeats)
        return wl_ini_fail(ini, "%s is given twice (first on line %d)", name, r->field_line[f]);
    if (r->field_line[f] == 0)
        r->field_line[f] = ini->line;
    r->more = NULL;
    char copy[WL_INI_LINE_MAX + 1];
    snprintf(copy, sizeof copy, "%s", value);
    if (!*copy)
        return wl_ini_fail(ini, "%s is empty", name);
    return r->in == IN_QUIZ ? set_quiz_key(ini, r, (quiz_field)f, copy)
                            : set_question_key(ini, r, (quiz_field)f, copy);
}

/* ---- checks when a section ends ---------------------------------------- */

static int require(wl_ini *ini, quiz_field f, const char *what)
{
    quiz_reader *r = ini->user;
    if (r->field_line[f] != 0)
        return 1;
    return wl_ini_fail_at(ini, r->section_line, "%s has no %s", what, fields[f].name);
}

/* Keys that belong to the other kind of question. */
static int refuse(wl_ini *ini, quiz_field f, const char *kind)
{
    quiz_reader *r = ini->user;
    if (r->field_line[f] == 0)
        return 1;
    return wl_ini_fail_at(ini, r->field_line[f], "%s does not apply to kind = %s", fields[f].name,
                          kind);
}

static int check_experiment(wl_ini *ini, quiz_reader *r, wl_question *q)
{
    wl_spec spec;
    wl_param_range range;
    const int *at = r->field_line;
    wl_spec_default(q->spec.kernel, at[QF_TYPE] ? q->spec.type : WL_TYPE_F32, &spec);
    wl_kernel_param_range(spec.kernel, &range);
    if (at[QF_PARAM] && range.kind == WL_PARAM_NONE)
        return wl_ini_fail_at(ini, at[QF_PARAM], "kernel %s takes no param",
                              wl_kernel_name(spec.kernel));
    if (at[QF_PARAM])
        spec.param = q->spec.param;
    wl_error e;
    if (wl_spec_validate(&spec, &e) != 0)
        return wl_ini_fail_at(ini, at[QF_PARAM] ? at[QF_PARAM] : at[QF_KERNEL], "experiment: %s",
                              e.msg);
    q->spec = spec;
    return 1;
}

static int check_number(wl_ini *ini, quiz_reader *r, wl_question *q)
{
    int answer_line = r->field_line[QF_ANSWER], wrong_line = r->field_line[QF_WRONG];
    if (!refuse(ini, QF_CHOICE, "number") || !refuse(ini, QF_CORRECT, "number"))
        return 0;
    if (q->naccept == 0)
        return wl_ini_fail_at(ini, r->section_line, "question '%s' has no answer line", q->id);
    for (int i = 0; i < q->naccept; i++)
        if (q->accept[i].dim == WL_QTY_NONE)
            return wl_ini_fail_at(ini, answer_line,
                                  "answers carry their unit ('4 sectors'); 'bare' says how a "
                                  "number alone is read");
    for (int i = 0; i < q->nmistakes; i++) {
        char text[64];
        wl_quantity_format(&q->mistake[i].answer, text, sizeof text);
        if (q->mistake[i].answer.dim == WL_QTY_NONE)
            return wl_ini_fail_at(ini, wrong_line, "wrong answer '%s' needs its unit", text);
        /* Only a bare number can be unclear, so the answer is in the bare unit. */
        if (q->mistake[i].unclear && q->mistake[i].answer.dim != q->bare)
            return wl_ini_fail_at(ini, r->field_line[QF_UNCLEAR],
                                  "unclear answer '%s' must be in the unit of 'bare'", text);
        for (int j = 0; j < q->naccept; j++)
            if (wl_quantity_equal(&q->mistake[i].answer, &q->accept[j]))
                return wl_ini_fail_at(ini, wrong_line,
                                      "wrong answer '%s' is also an accepted answer", text);
    }
    return 1;
}

static int check_choice(wl_ini *ini, quiz_reader *r, wl_question *q)
{
    int line = r->field_line[QF_CORRECT];
    if (!refuse(ini, QF_ANSWER, "choice") || !refuse(ini, QF_WRONG, "choice") ||
        !refuse(ini, QF_UNCLEAR, "choice") || !refuse(ini, QF_BARE, "choice"))
        return 0;
    if (q->nchoices < 2)
        return wl_ini_fail_at(ini, r->section_line, "question '%s' needs at least two choice lines",
                              q->id);
    if (!require(ini, QF_CORRECT, "a choice question"))
        return 0;
    for (const char *c = r->correct; *c; c++) {
        int i = *c - 'A';
        if (i >= q->nchoices)
            return wl_ini_fail_at(ini, line, "correct names %c but the choices end at %c", *c,
                                  'A' + q->nchoices - 1);
        if (q->choice[i].hint)
            return wl_ini_fail_at(
                ini, line, "choice %c is correct, so its hint after '|' would never show", *c);
        q->choice[i].correct = true;
    }
    return 1;
}

static int finish_question(wl_ini *ini, quiz_reader *r)
{
    wl_question *q = r->q;
    char what[64];
    snprintf(what, sizeof what, "question '%s'", q->id);
    static const quiz_field needed[] = {QF_PROMPT, QF_KIND, QF_HINT, QF_EXPLANATION, QF_KERNEL};
    for (size_t i = 0; i < sizeof needed / sizeof needed[0]; i++)
        if (!require(ini, needed[i], what))
            return 0;
    int ok = q->kind == WL_QUESTION_NUMBER ? check_number(ini, r, q) : check_choice(ini, r, q);
    if (!ok || !check_experiment(ini, r, q))
        return 0;
    r->quiz->nquestions++;
    r->q = NULL;
    return 1;
}

static int finish_section(wl_ini *ini, quiz_reader *r)
{
    if (r->in == IN_QUIZ)
        return require(ini, QF_ID, "[quiz]") && require(ini, QF_TITLE, "[quiz]");
    return r->in == IN_QUESTION ? finish_question(ini, r) : 1;
}

static int start_question(wl_ini *ini, quiz_reader *r, const char *id)
{
    wl_quiz *quiz = r->quiz;
    if (!valid_id(id))
        return wl_ini_fail(ini, "question id '%s': use 1 to %d of a-z, 0-9, '-' and '_'", id,
                           WL_QUIZ_ID_MAX);
    for (int i = 0; i < quiz->nquestions; i++)
        if (strcmp(quiz->question[i].id, id) == 0)
            return wl_ini_fail(ini, "question '%s' is already defined on line %d", id,
                               quiz->question[i].line);
    if (quiz->nquestions == WL_QUIZ_MAX_QUESTIONS)
        return wl_ini_fail(ini, "a quiz holds at most %d questions", WL_QUIZ_MAX_QUESTIONS);
    r->q = &quiz->question[quiz->nquestions];
    strcpy(r->q->id, id);
    r->q->line = ini->line;
    r->in = IN_QUESTION;
    return 1;
}

static int on_section(wl_ini *ini, const char *name)
{
    quiz_reader *r = ini->user;
    if (!finish_section(ini, r))
        return 0;
    memset(r->field_line, 0, sizeof r->field_line);
    r->correct[0] = '\0';
    r->more = NULL;
    r->section_line = ini->line;
    r->in = IN_NOTHING;
    if (strncmp(name, "question ", 9) == 0)
        return start_question(ini, r, name + 9 + strspn(name + 9, " "));
    if (strcmp(name, "quiz") != 0)
        return wl_ini_fail(ini, "unknown section [%s]; sections are [quiz] and [question ID]",
                           name);
    if (r->seen_quiz)
        return wl_ini_fail(ini, "a file holds one [quiz] section");
    r->seen_quiz = true;
    r->in = IN_QUIZ;
    return 1;
}

static int on_end(wl_ini *ini)
{
    quiz_reader *r = ini->user;
    if (!finish_section(ini, r))
        return 0;
    if (!r->seen_quiz)
        return wl_ini_fail_at(ini, 1, "no [quiz] section with the quiz's id and title");
    if (r->quiz->nquestions == 0)
        return wl_ini_fail(ini, "the quiz has no [question ID] sections");
    return 1;
}

int wl_quiz_read(const char *path, const char *text, size_t size, wl_quiz *quiz, wl_error *err)
{
    static const wl_ini_handlers on = {on_section, on_pair, on_end};
    quiz_reader r = {.quiz = quiz};
    return wl_ini_parse(path, text, size, &on, &r, err);
}
