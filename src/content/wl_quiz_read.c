/* One quiz file, read whole or not at all: the meaning of its sections and
 * keys (format: quizzes/README.md) on the entries wl_ini reads. A question is
 * taken only whole and consistent: the checks run when its section ends, so
 * the quiz never shows half of one. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_ini.h"
#include "wl_lesson_check.h"
#include "wl_number.h"
#include "wl_quiz_file.h"
#include "wl_quiz_text.h"
#include "wl_strings.h"

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
    QF_OPTIONAL,
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
    [QF_PARAM] = {"param", false, false},   [QF_OPTIONAL] = {"optional", true, false},
};

typedef enum quiz_place { IN_NOTHING, IN_QUIZ, IN_QUESTION } quiz_place;

typedef struct quiz_reader {
    wl_ini *ini;
    wl_quiz *quiz;
    wl_question *q; /* the question being read */
    quiz_place in;
    int section_line;
    int field_line[QF_COUNT]; /* first line of each key in this section; 0: absent */
    char **more;              /* the text a continuation line extends, or NULL */
    /* A choice's hint when its first line had no '|': a '|' on a
     * continuation line starts it there, so wrapping never moves the hint
     * into the choice's text (where the student would read it). */
    char **bar_slot;
    bool parted; /* the key being read is one '|' parts (choice, wrong, unclear) */
    /* The text being read (*more): where its lines start, and where it is
     * for messages (" (in the explanation)"); checked as a whole when it
     * ends (finish_text). */
    wl_text_lines lines;
    const char *where;
    size_t figure_cap;
    char correct[WL_QUIZ_MAX_CHOICES + 1];
    bool seen_quiz;
} quiz_reader;

static bool valid_id(const char *s)
{
    size_t n = strlen(s);
    return n > 0 && n <= WL_QUIZ_ID_MAX && strspn(s, "abcdefghijklmnopqrstuvwxyz0123456789-_") == n;
}

/* "LEFT | RIGHT": splits at the first '|'; *right is NULL without one. */
static char *split_bar(char *value, char **right)
{
    char *bar = strchr(value, '|');
    *right = NULL;
    if (bar) {
        *bar = '\0';
        *right = wl_trim(bar + 1);
    }
    return wl_trim(value);
}

/* Joins a continuation onto a text with one space. */
static int append(quiz_reader *r, char **dst, const char *more)
{
    size_t have = *dst ? strlen(*dst) : 0, add = strlen(more);
    char *s = realloc(*dst, have + add + 2);
    if (!s)
        return wl_ini_fail(r->ini, "out of memory");
    if (have > 0)
        s[have++] = ' ';
    memcpy(s + have, more, add + 1);
    *dst = s;
    wl_text_lines *l = &r->lines;
    if (l->n < WL_QUIZ_TEXT_PIECES) {
        l->off[l->n] = have;
        l->line[l->n++] = r->ini->line;
    }
    return 0;
}

/* The text just read, whole: its figure links taken and checked, and no
 * figure left without one (as in a lesson). */
static int finish_text(quiz_reader *r)
{
    char **slot = r->more;
    wl_quiz *quiz = r->quiz;
    wl_error why;
    int line;
    r->more = NULL;
    if (!slot || !*slot)
        return 0;
    if (wl_quiz_text_take(*slot, &r->lines, r->where, &quiz->figures, &quiz->nfigures,
                          &r->figure_cap, &line, &why) != 0)
        return wl_ini_fail_at(r->ini, line, "%s", why.msg);
    return 0;
}

/* A text a continuation line may carry on; where names it in messages. */
static int set_text(quiz_reader *r, char **slot, const char *where, const char *value)
{
    if (finish_text(r) != 0)
        return -1;
    r->more = slot;
    r->where = where;
    r->lines.n = 0;
    r->bar_slot = NULL;
    return append(r, slot, value);
}

/* A continuation line: text carried on; its '|' starts the hint of a choice
 * that has none yet, and is refused anywhere else (it would show as text). */
static int continue_text(quiz_reader *r, char *value)
{
    char *bar = strchr(value, '|');
    if (!bar || !r->parted) /* a prompt or an explanation may show a '|' */
        return append(r, r->more, value);
    char **hint = r->bar_slot;
    if (!hint)
        return wl_ini_fail(r->ini, "a '|' here would be shown as text: '|' parts a choice or "
                                   "a wrong answer from its hint, once, and nothing else");
    char *right, *left = split_bar(value, &right);
    if (*left && append(r, r->more, left) != 0)
        return -1;
    if (!*right)
        return wl_ini_fail(r->ini, "the hint after '|' is empty");
    return set_text(r, hint, " (in a choice's hint)", right);
}

static int add_answer(quiz_reader *r, wl_question *q, const char *value)
{
    const char *why = NULL;
    if (q->naccept == WL_QUIZ_MAX_ACCEPT)
        return wl_ini_fail(r->ini, "at most %d answer lines", WL_QUIZ_MAX_ACCEPT);
    if (wl_quantity_parse(value, &q->accept[q->naccept], &why) != 0)
        return wl_ini_fail(r->ini, "answer '%s': %s", value, why);
    q->naccept++;
    return 0;
}

/* wrong = ANSWER | HINT, or unclear = ANSWER | MESSAGE (unclear set). */
static int add_wrong(quiz_reader *r, wl_question *q, char *value, bool unclear)
{
    const char *key = unclear ? "unclear" : "wrong";
    char *hint, *answer = split_bar(value, &hint);
    const char *why = NULL;
    if (q->nmistakes == WL_QUIZ_MAX_MISTAKES)
        return wl_ini_fail(r->ini, "at most %d wrong and unclear lines", WL_QUIZ_MAX_MISTAKES);
    if (!hint || !*hint)
        return wl_ini_fail(r->ini, "%s needs 'ANSWER | HINT'", key);
    wl_quiz_mistake *m = &q->mistake[q->nmistakes];
    if (wl_quantity_parse(answer, &m->answer, &why) != 0)
        return wl_ini_fail(r->ini, "%s answer '%s': %s", key, answer, why);
    m->unclear = unclear;
    m->line = r->ini->line;
    q->nmistakes++;
    return set_text(r, &m->hint,
                    unclear ? " (in an unclear answer's message)" : " (in a wrong answer's hint)",
                    hint);
}

static int add_choice(quiz_reader *r, wl_question *q, char *value)
{
    char *hint, *text = split_bar(value, &hint);
    if (q->nchoices == WL_QUIZ_MAX_CHOICES)
        return wl_ini_fail(r->ini, "at most %d choice lines", WL_QUIZ_MAX_CHOICES);
    if (!*text)
        return wl_ini_fail(r->ini, "choice needs its text");
    wl_quiz_choice *c = &q->choice[q->nchoices++];
    if (set_text(r, &c->text, " (in a choice)", text) != 0)
        return -1;
    if (hint && *hint)
        return set_text(r, &c->hint, " (in a choice's hint)", hint);
    r->bar_slot = &c->hint; /* the hint may start on a continuation line */
    return 0;
}

static int set_correct(quiz_reader *r, const char *value)
{
    size_t n = 0;
    for (const char *s = value; *s; s++) {
        if (*s == ',' || isspace((unsigned char)*s))
            continue;
        char c = (char)toupper((unsigned char)*s);
        if (c < 'A' || c >= 'A' + WL_QUIZ_MAX_CHOICES || memchr(r->correct, c, n))
            return wl_ini_fail(r->ini, "correct takes choice letters such as 'A' or 'A, C'");
        r->correct[n++] = c;
    }
    r->correct[n] = '\0';
    return n > 0 ? 0 : wl_ini_fail(r->ini, "correct needs at least one letter");
}

static int set_kind(quiz_reader *r, const char *value)
{
    if (strcmp(value, "number") != 0 && strcmp(value, "choice") != 0)
        return wl_ini_fail(r->ini, "kind '%s': kinds are number, choice", value);
    r->q->kind = value[0] == 'n' ? WL_QUESTION_NUMBER : WL_QUESTION_CHOICE;
    return 0;
}

static int set_experiment_key(quiz_reader *r, quiz_field f, const char *value)
{
    wl_spec *s = &r->q->spec;
    long param;
    if (f == QF_KERNEL && wl_kernel_from_name(value, &s->kernel) != 0)
        return wl_ini_fail(r->ini, "unknown kernel '%s'; kernels are %s", value,
                           wl_kernel_names_list());
    if (f == QF_TYPE && wl_type_from_name(value, &s->type) != 0)
        return wl_ini_fail(r->ini, "unknown type '%s'; types are f32, f64", value);
    if (f == QF_PARAM && wl_parse_int(value, -1000000, 1000000, &param) != 0)
        return wl_ini_fail(r->ini, "param '%s' is not a whole number", value);
    if (f == QF_PARAM)
        s->param = (int)param;
    return 0;
}

static int set_question_key(quiz_reader *r, quiz_field f, char *value)
{
    wl_question *q = r->q;
    switch (f) {
    case QF_PROMPT:
        return set_text(r, &q->prompt, " (in the prompt)", value);
    case QF_HINT:
        return set_text(r, &q->hint, " (in the hint)", value);
    case QF_EXPLANATION:
        return set_text(r, &q->explanation, " (in the explanation)", value);
    case QF_KIND:
        return set_kind(r, value);
    case QF_ANSWER:
        return add_answer(r, q, value);
    case QF_BARE:
        return wl_qty_dim_from_name(value, &q->bare) == 0
                   ? 0
                   : wl_ini_fail(r->ini, "bare '%s': it takes bytes, sectors, lines or none",
                                 value);
    case QF_WRONG:
    case QF_UNCLEAR:
        return add_wrong(r, q, value, f == QF_UNCLEAR);
    case QF_CHOICE:
        return add_choice(r, q, value);
    case QF_CORRECT:
        return set_correct(r, value);
    default:
        return set_experiment_key(r, f, value);
    }
}

static int set_quiz_key(quiz_reader *r, quiz_field f, const char *value)
{
    if (f == QF_TITLE)
        return set_text(r, &r->quiz->title, " (in the title)", value);
    if (f == QF_OPTIONAL) {
        bool yes = strcmp(value, "yes") == 0;
        if (!yes && strcmp(value, "no") != 0)
            return wl_ini_fail(r->ini, "optional '%s': write yes or no", value);
        r->quiz->optional = yes;
        return 0;
    }
    if (!valid_id(value))
        return wl_ini_fail(r->ini, "id '%s': use 1 to %d of a-z, 0-9, '-' and '_'", value,
                           WL_QUIZ_ID_MAX);
    strcpy(r->quiz->id, value);
    r->quiz->id_line = r->ini->line;
    return 0;
}

static int find_field(const char *name, quiz_place in)
{
    for (int f = 0; f < QF_COUNT; f++)
        if (strcmp(name, fields[f].name) == 0 && fields[f].in_quiz == (in == IN_QUIZ))
            return f;
    return -1;
}

static int read_pair(quiz_reader *r, wl_ini_entry *e)
{
    const char *name = e->name;
    if (r->in == IN_NOTHING)
        return wl_ini_fail(r->ini, "'%s' comes before any [quiz] or [question ID] header", name);
    int f = find_field(name, r->in);
    if (f < 0)
        return wl_ini_fail(r->ini, "unknown key '%s' in this section", name);
    if (e->continued && !r->more)
        return wl_ini_fail(r->ini, "%s takes one line; only text goes on over several", name);
    if (e->continued)
        return continue_text(r, e->value);
    if (r->field_line[f] != 0 && !fields[f].repeats)
        return wl_ini_fail(r->ini, "%s is given twice (first on line %d)", name, r->field_line[f]);
    if (r->field_line[f] == 0)
        r->field_line[f] = e->line;
    if (finish_text(r) != 0)
        return -1;
    r->bar_slot = NULL;
    r->parted = f == QF_CHOICE || f == QF_WRONG || f == QF_UNCLEAR;
    if (!*e->value)
        return wl_ini_fail(r->ini, "%s is empty", name);
    return r->in == IN_QUIZ ? set_quiz_key(r, (quiz_field)f, e->value)
                            : set_question_key(r, (quiz_field)f, e->value);
}

/* ---- checks when a section ends ---------------------------------------- */

static int require(quiz_reader *r, quiz_field f, const char *what)
{
    if (r->field_line[f] != 0)
        return 0;
    return wl_ini_fail_at(r->ini, r->section_line, "%s has no %s", what, fields[f].name);
}

/* Keys that belong to the other kind of question. */
static int refuse(quiz_reader *r, quiz_field f, const char *kind)
{
    if (r->field_line[f] == 0)
        return 0;
    return wl_ini_fail_at(r->ini, r->field_line[f], "%s does not apply to kind = %s",
                          fields[f].name, kind);
}

static int check_experiment(quiz_reader *r, wl_question *q)
{
    wl_spec spec;
    wl_param_range range;
    const int *at = r->field_line;
    wl_spec_default(q->spec.kernel, at[QF_TYPE] ? q->spec.type : WL_TYPE_F32, &spec);
    wl_kernel_param_range(spec.kernel, &range);
    if (at[QF_PARAM] && range.kind == WL_PARAM_NONE)
        return wl_ini_fail_at(r->ini, at[QF_PARAM], "kernel %s takes no param",
                              wl_kernel_name(spec.kernel));
    if (at[QF_PARAM])
        spec.param = q->spec.param;
    wl_error e;
    if (wl_spec_validate(&spec, &e) != 0)
        return wl_ini_fail_at(r->ini, at[QF_PARAM] ? at[QF_PARAM] : at[QF_KERNEL], "experiment: %s",
                              e.msg);
    q->spec = spec;
    return 0;
}

/* A known wrong answer: in a unit, in the unit of 'bare' when unclear, and
 * not also right. */
static int check_mistake(quiz_reader *r, const wl_question *q, const wl_quiz_mistake *m)
{
    char text[64];
    /* The mistake's own line and key: one of several wrong and unclear
     * lines, which may come in any order. */
    int line = m->line;
    const char *key = m->unclear ? "unclear" : "wrong";
    wl_quantity_format(&m->answer, text, sizeof text);
    if (m->answer.dim == WL_QTY_NONE)
        return wl_ini_fail_at(r->ini, line, "%s answer '%s' needs its unit", key, text);
    /* Only a bare number can be unclear, so the answer is in the bare unit. */
    if (m->unclear && m->answer.dim != q->bare)
        return wl_ini_fail_at(r->ini, line, "unclear answer '%s' must be in the unit of 'bare'",
                              text);
    for (int j = 0; j < q->naccept; j++)
        if (wl_quantity_matches(&m->answer, &q->accept[j]))
            return wl_ini_fail_at(r->ini, line, "%s answer '%s' is also an accepted answer", key,
                                  text);
    return 0;
}

static int check_number(quiz_reader *r, wl_question *q)
{
    if (refuse(r, QF_CHOICE, "number") != 0 || refuse(r, QF_CORRECT, "number") != 0)
        return -1;
    if (q->naccept == 0)
        return wl_ini_fail_at(r->ini, r->section_line, "question '%s' has no answer line", q->id);
    for (int i = 0; i < q->naccept; i++)
        if (q->accept[i].dim == WL_QTY_NONE)
            return wl_ini_fail_at(r->ini, r->field_line[QF_ANSWER],
                                  "answers carry their unit ('4 sectors'); 'bare' says how a "
                                  "number alone is read");
    for (int i = 0; i < q->nmistakes; i++)
        if (check_mistake(r, q, &q->mistake[i]) != 0)
            return -1;
    return 0;
}

static int check_choice(quiz_reader *r, wl_question *q)
{
    int line = r->field_line[QF_CORRECT];
    if (refuse(r, QF_ANSWER, "choice") != 0 || refuse(r, QF_WRONG, "choice") != 0 ||
        refuse(r, QF_UNCLEAR, "choice") != 0 || refuse(r, QF_BARE, "choice") != 0)
        return -1;
    if (q->nchoices < 2)
        return wl_ini_fail_at(r->ini, r->section_line,
                              "question '%s' needs at least two choice lines", q->id);
    if (require(r, QF_CORRECT, "a choice question") != 0)
        return -1;
    for (const char *c = r->correct; *c; c++) {
        int i = *c - 'A';
        if (i >= q->nchoices)
            return wl_ini_fail_at(r->ini, line, "correct names %c but the choices end at %c", *c,
                                  'A' + q->nchoices - 1);
        if (q->choice[i].hint)
            return wl_ini_fail_at(
                r->ini, line, "choice %c is correct, so its hint after '|' would never show", *c);
        q->choice[i].correct = true;
    }
    return 0;
}

static int finish_question(quiz_reader *r)
{
    wl_question *q = r->q;
    char what[64];
    snprintf(what, sizeof what, "question '%s'", q->id);
    static const quiz_field needed[] = {QF_PROMPT, QF_KIND, QF_HINT, QF_EXPLANATION, QF_KERNEL};
    for (size_t i = 0; i < sizeof needed / sizeof needed[0]; i++)
        if (require(r, needed[i], what) != 0)
            return -1;
    int rc = q->kind == WL_QUESTION_NUMBER ? check_number(r, q) : check_choice(r, q);
    if (rc != 0 || check_experiment(r, q) != 0)
        return -1;
    r->quiz->nquestions++;
    r->q = NULL;
    return 0;
}

static int finish_section(quiz_reader *r)
{
    if (r->in == IN_QUIZ)
        return require(r, QF_ID, "[quiz]") != 0 || require(r, QF_TITLE, "[quiz]") != 0 ? -1 : 0;
    return r->in == IN_QUESTION ? finish_question(r) : 0;
}

static int start_question(quiz_reader *r, const char *id)
{
    wl_quiz *quiz = r->quiz;
    if (!valid_id(id))
        return wl_ini_fail(r->ini, "question id '%s': use 1 to %d of a-z, 0-9, '-' and '_'", id,
                           WL_QUIZ_ID_MAX);
    for (int i = 0; i < quiz->nquestions; i++)
        if (strcmp(quiz->question[i].id, id) == 0)
            return wl_ini_fail(r->ini, "question '%s' is already defined on line %d", id,
                               quiz->question[i].line);
    if (quiz->nquestions == WL_QUIZ_MAX_QUESTIONS)
        return wl_ini_fail(r->ini, "a quiz holds at most %d questions", WL_QUIZ_MAX_QUESTIONS);
    r->q = &quiz->question[quiz->nquestions];
    strcpy(r->q->id, id);
    r->q->line = r->ini->line;
    r->in = IN_QUESTION;
    return 0;
}

static int read_header(quiz_reader *r, const char *name)
{
    if (finish_text(r) != 0 || finish_section(r) != 0)
        return -1;
    memset(r->field_line, 0, sizeof r->field_line);
    r->correct[0] = '\0';
    r->more = NULL;
    r->section_line = r->ini->line;
    r->in = IN_NOTHING;
    if (strncmp(name, "question ", 9) == 0)
        return start_question(r, name + 9 + strspn(name + 9, " "));
    if (strcmp(name, "quiz") != 0)
        return wl_ini_fail(r->ini, "unknown section [%s]; sections are [quiz] and [question ID]",
                           name);
    if (r->seen_quiz)
        return wl_ini_fail(r->ini, "a file holds one [quiz] section");
    r->seen_quiz = true;
    r->in = IN_QUIZ;
    return 0;
}

static int read_end(quiz_reader *r)
{
    if (finish_text(r) != 0 || finish_section(r) != 0)
        return -1;
    if (!r->seen_quiz)
        return wl_ini_fail_at(r->ini, 1, "no [quiz] section with the quiz's id and title");
    if (r->quiz->nquestions == 0)
        return wl_ini_fail(r->ini, "the quiz has no [question ID] sections");
    return 0;
}

static int read_quiz(const char *path, const char *text, size_t size, wl_quiz *quiz, wl_error *err)
{
    wl_ini ini;
    quiz_reader r = {.ini = &ini, .quiz = quiz};
    int rc = wl_ini_read(&ini, path, text, size, err);
    for (size_t i = 0; rc == 0 && i < ini.count; i++) {
        ini.line = ini.entry[i].line;
        rc =
            ini.entry[i].header ? read_header(&r, ini.entry[i].name) : read_pair(&r, &ini.entry[i]);
    }
    if (rc == 0)
        rc = wl_ini_stopped(&ini);
    ini.line = ini.lines;
    if (rc == 0)
        rc = read_end(&r);
    wl_ini_free(&ini);
    return rc;
}

int wl_quiz_load_file(const char *path, wl_quiz *out, wl_error *err)
{
    wl_contents text;
    memset(out, 0, sizeof *out);
    if (wl_read_file(path, WL_QUIZ_MAX_BYTES, "quiz", &text, err) != 0)
        return -1;
    int rc = read_quiz(path, text.data, text.size, out, err);
    wl_contents_free(&text);
    /* The figures the model gives are checked here, as a lesson's are when
     * it loads; check-content checks the reference's too. */
    wl_lesson_checker model_only = {.model_only = true};
    if (rc == 0)
        rc = wl_figures_check_first(path, out->figures, out->nfigures, &model_only, err);
    if (rc == 0 && !(out->path = strdup(path)))
        rc = wl_fail(err, "%s: out of memory", path);
    if (rc != 0)
        wl_quiz_free(out);
    return rc;
}

static void free_question(wl_question *q)
{
    free(q->prompt);
    free(q->hint);
    free(q->explanation);
    for (int i = 0; i < q->nmistakes; i++)
        free(q->mistake[i].hint);
    for (int i = 0; i < q->nchoices; i++) {
        free(q->choice[i].text);
        free(q->choice[i].hint);
    }
}

void wl_quiz_free(wl_quiz *q)
{
    if (!q)
        return;
    /* A question being read when an error struck counts as well. */
    int n = q->nquestions < WL_QUIZ_MAX_QUESTIONS ? q->nquestions + 1 : q->nquestions;
    for (int i = 0; i < n; i++)
        free_question(&q->question[i]);
    free(q->title);
    free(q->path);
    for (size_t i = 0; i < q->nfigures; i++) {
        free(q->figures[i].text);
        free(q->figures[i].target);
    }
    free(q->figures);
    memset(q, 0, sizeof *q);
}
