/* Summing a class up (wl_class.h). */
#include "wl_class.h"

#include <stdlib.h>
#include <string.h>

#include "wl_json.h"
#include "wl_printable.h"
#include "wl_prompt.h"
#include "wl_progress_report.h"
#include "wl_strings.h"

int wl_class_add(wl_class *c, const char *student, const char *source, wl_progress *p)
{
    if (c->n == WL_CLASS_MAX_STUDENTS ||
        wl_array_reserve((void **)&c->s, &c->cap, c->n + 1, sizeof *c->s) != 0) {
        free(p);
        return -1;
    }
    wl_class_student *s = &c->s[c->n];
    s->student = strdup(student);
    s->source = strdup(source);
    s->p = p;
    if (!s->student || !s->source) {
        free(s->student);
        free(s->source);
        free(p);
        return -1;
    }
    c->n++;
    return 0;
}

static void keyset_free(wl_keyset *k)
{
    for (size_t i = 0; i < k->n; i++)
        free(k->key[i]);
    free(k->key);
    memset(k, 0, sizeof *k);
}

void wl_class_free(wl_class *c)
{
    for (size_t i = 0; i < c->n; i++) {
        free(c->s[i].student);
        free(c->s[i].source);
        free(c->s[i].p);
    }
    free(c->s);
    keyset_free(&c->quizzes);
    keyset_free(&c->questions);
    keyset_free(&c->predictions);
    keyset_free(&c->sections);
    memset(c, 0, sizeof *c);
}

static int add_key(wl_keyset *k, const char *a, const char *b)
{
    char key[2 * WL_PROGRESS_ID_MAX + 2];
    snprintf(key, sizeof key, "%s%s%s", a, b ? "/" : "", b ? b : "");
    if (wl_array_reserve((void **)&k->key, &k->cap, k->n + 1, sizeof *k->key) != 0 ||
        !(k->key[k->n] = strdup(key)))
        return -1;
    k->n++;
    return 0;
}

static int cmp_key(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorts from `from` on and drops repeats. */
static void sort_unique(wl_keyset *k, size_t from)
{
    if (k->n <= from)
        return; /* nothing to sort (and k->key may still be NULL) */
    qsort(k->key + from, k->n - from, sizeof *k->key, cmp_key);
    size_t out = from;
    for (size_t i = from; i < k->n; i++) {
        if (out > from && strcmp(k->key[out - 1], k->key[i]) == 0)
            free(k->key[i]);
        else
            k->key[out++] = k->key[i];
    }
    k->n = out;
}

static bool course_has(const wl_course *course, const char *slug)
{
    return wl_progress_section(course, slug) != NULL;
}

/* The course's sections in order, then any other a student reached. */
static int index_sections(wl_class *c)
{
    size_t n = c->course ? wl_course_section_count(c->course) : 0;
    for (size_t i = 0; i < n; i++)
        if (add_key(&c->sections, wl_course_section(c->course, i, NULL)->id, NULL) != 0)
            return -1;
    for (size_t i = 0; i < c->n; i++)
        for (int j = 0; j < c->s[i].p->nvisited; j++)
            if (!course_has(c->course, c->s[i].p->visited[j]) &&
                add_key(&c->sections, c->s[i].p->visited[j], NULL) != 0)
                return -1;
    sort_unique(&c->sections, n);
    return 0;
}

int wl_class_index(wl_class *c)
{
    for (size_t i = 0; i < c->n; i++) {
        const wl_progress *p = c->s[i].p;
        for (int j = 0; j < p->nscores; j++)
            if (add_key(&c->quizzes, p->score[j].quiz, NULL) != 0)
                return -1;
        for (int j = 0; j < p->nanswers; j++)
            if (add_key(&c->questions, p->answer[j].group, p->answer[j].item) != 0)
                return -1;
        for (int j = 0; j < p->nguesses; j++)
            if (add_key(&c->predictions, p->guess[j].group, p->guess[j].item) != 0)
                return -1;
    }
    sort_unique(&c->quizzes, 0);
    sort_unique(&c->questions, 0);
    sort_unique(&c->predictions, 0);
    return index_sections(c);
}

/* ---- what each figure counts --------------------------------------------- */

/* The answer or guess of p that "GROUP/ITEM" names, or NULL. */
static const wl_progress_answer *find_keyed(const wl_progress_answer *list, int n, const char *key)
{
    for (int i = 0; i < n; i++) {
        size_t g = strlen(list[i].group);
        if (strncmp(key, list[i].group, g) == 0 && key[g] == '/' &&
            strcmp(key + g + 1, list[i].item) == 0)
            return &list[i];
    }
    return NULL;
}

typedef struct item_count {
    int answered, right; /* right: on the first try, for questions */
} item_count;

static item_count count_item(const wl_class *c, const char *key, bool guesses)
{
    item_count k = {0, 0};
    for (size_t i = 0; i < c->n; i++) {
        const wl_progress *p = c->s[i].p;
        const wl_progress_answer *a = guesses ? find_keyed(p->guess, p->nguesses, key)
                                              : find_keyed(p->answer, p->nanswers, key);
        if (!a)
            continue;
        k.answered++;
        k.right += a->result == WL_RESULT_CORRECT && (guesses || a->tries == 1);
    }
    return k;
}

static int reached(const wl_class *c, const char *slug)
{
    int n = 0;
    for (size_t i = 0; i < c->n; i++)
        n += wl_progress_visited(c->s[i].p, slug);
    return n;
}

static int percent(int part, int whole)
{
    return whole > 0 ? (int)((200LL * part + whole) / (2LL * whole)) : 0;
}

typedef struct student_score {
    int best, total;    /* summed over the quizzes taken */
    int guessed, right; /* predictions */
} student_score;

static student_score score_of(const wl_progress *p)
{
    student_score s = {0};
    for (int i = 0; i < p->nscores; i++) {
        s.best += p->score[i].best;
        s.total += p->score[i].total;
    }
    for (int i = 0; i < p->nguesses; i++) {
        s.guessed++;
        s.right += p->guess[i].result == WL_RESULT_CORRECT;
    }
    return s;
}

static const wl_quiz *quiz_of(const wl_quiz_set *set, const char *id)
{
    for (int i = 0; i < set->count; i++)
        if (strcmp(set->quiz[i].id, id) == 0)
            return &set->quiz[i];
    return NULL;
}

int wl_class_check_totals(wl_progress *p, const wl_quiz_set *quizzes,
                          void (*say)(void *ctx, const char *why), void *ctx)
{
    int out = 0;
    for (int i = 0; i < p->nscores;) {
        const wl_progress_score *sc = &p->score[i];
        const wl_quiz *q = quiz_of(quizzes, sc->quiz);
        if (q && q->nquestions == sc->total) {
            i++;
            continue;
        }
        char why[WL_PROGRESS_ID_MAX + 160];
        if (q)
            snprintf(why, sizeof why,
                     "quiz %s: a score out of %d, but the quiz has %d question%s; "
                     "that score is left out",
                     sc->quiz, sc->total, q->nquestions, q->nquestions == 1 ? "" : "s");
        else
            snprintf(why, sizeof why, "quiz %s: the course has no such quiz; its score is left out",
                     sc->quiz);
        say(ctx, why);
        memmove(&p->score[i], &p->score[i + 1], (size_t)(p->nscores - i - 1) * sizeof *p->score);
        p->nscores--;
        out++;
    }
    return out;
}

enum { NAMED_MAX = 8 }; /* records named in full; the rest counted */

/* The records of one kind taken out of a student's progress, said once:
 * "N WHATs the course does not have, left out: A, B, ...". */
typedef struct left_out_list {
    char names[NAMED_MAX * (2 * WL_PROGRESS_ID_MAX + 3)];
    size_t len;
    int n;
} left_out_list;

static void left_out_add(left_out_list *l, const char *group, const char *item)
{
    if (l->n++ < NAMED_MAX)
        l->len += (size_t)snprintf(l->names + l->len, sizeof l->names - l->len, "%s%s%s%s",
                                   l->len ? ", " : "", group, item ? "/" : "", item ? item : "");
}

static int left_out_say(const left_out_list *l, const char *what,
                        void (*say)(void *ctx, const char *why), void *ctx)
{
    if (l->n == 0)
        return 0;
    char line[sizeof l->names + 160];
    snprintf(line, sizeof line, "%d %s%s the course does not have, left out: %s%s", l->n, what,
             l->n == 1 ? "" : "s", l->names, l->n > NAMED_MAX ? ", ..." : "");
    say(ctx, line);
    return l->n;
}

/* Takes out of list[0..*n) the records keep() refuses, naming them in l. */
static void drop_answers(wl_progress_answer *list, int *n, left_out_list *l,
                         bool (*keep)(const void *of, const wl_progress_answer *a), const void *of)
{
    int out = 0;
    for (int i = 0; i < *n; i++) {
        if (keep(of, &list[i]))
            list[out++] = list[i];
        else
            left_out_add(l, list[i].group, list[i].item);
    }
    *n = out;
}

static bool course_has_prompt(const void *course, const wl_progress_answer *g)
{
    const wl_section *s = wl_progress_section(course, g->group);
    for (size_t i = 0; s && i < s->nprompts; i++)
        if (strcmp(s->prompts[i].id, g->item) == 0)
            return true;
    return false;
}

static bool quizzes_have_question(const void *quizzes, const wl_progress_answer *a)
{
    const wl_quiz *q = quiz_of(quizzes, a->group);
    for (int i = 0; q && i < q->nquestions; i++)
        if (strcmp(q->question[i].id, a->item) == 0)
            return true;
    return false;
}

int wl_class_check_answers(wl_progress *p, const wl_quiz_set *quizzes,
                           void (*say)(void *ctx, const char *why), void *ctx)
{
    left_out_list l = {0};
    drop_answers(p->answer, &p->nanswers, &l, quizzes_have_question, quizzes);
    return left_out_say(&l, "quiz answer", say, ctx);
}

int wl_class_check_sections(wl_progress *p, const wl_course *course,
                            void (*say)(void *ctx, const char *why), void *ctx)
{
    left_out_list l = {0};
    int out = 0;
    for (int i = 0; i < p->nvisited; i++) {
        if (wl_progress_section(course, p->visited[i]))
            memmove(p->visited[out++], p->visited[i], sizeof p->visited[0]);
        else
            left_out_add(&l, p->visited[i], NULL);
    }
    p->nvisited = out;
    out = left_out_say(&l, "section", say, ctx);
    memset(&l, 0, sizeof l);
    drop_answers(p->guess, &p->nguesses, &l, course_has_prompt, course);
    return out + left_out_say(&l, "prediction", say, ctx);
}

/* ---- the table ----------------------------------------------------------- */

static void table_questions(FILE *out, const wl_class *c)
{
    fprintf(out, "\nquestions: right on the first try, of the students who answered\n");
    if (c->questions.n == 0)
        fprintf(out, "  (no answers yet)\n");
    for (size_t i = 0; i < c->questions.n; i++) {
        item_count k = count_item(c, c->questions.key[i], false);
        wl_print(out, "  %-32s %4d of %-4d %3d%%\n", c->questions.key[i], k.right, k.answered,
                 percent(k.right, k.answered));
    }
    if (c->predictions.n)
        fprintf(out, "\npredictions: right, of the students who committed a guess\n");
    for (size_t i = 0; i < c->predictions.n; i++) {
        item_count k = count_item(c, c->predictions.key[i], true);
        wl_print(out, "  %-60s %4d of %-4d %3d%%\n", c->predictions.key[i], k.right, k.answered,
                 percent(k.right, k.answered));
    }
}

static void table_sections(FILE *out, const wl_class *c)
{
    fprintf(out, "\nsections: students who reached each\n");
    int width = 40; /* the widest title, so the counts stay in one column */
    for (size_t i = 0; i < c->sections.n; i++) {
        const char *title = wl_progress_section_title(c->course, c->sections.key[i]);
        int w = wl_display_width(title ? title : c->sections.key[i]);
        width = w > width ? w : width;
    }
    for (size_t i = 0; i < c->sections.n; i++) {
        const char *slug = c->sections.key[i];
        const char *title = wl_progress_section_title(c->course, slug);
        fprintf(out, "  %3zu ", i + 1);
        wl_print_padded(out, title ? title : slug, width);
        fprintf(out, " %4d of %zu\n", reached(c, slug), c->n);
    }
}

static void table_students(FILE *out, const wl_class *c)
{
    fprintf(out, "\nstudents: best quiz scores, predictions right, sections reached\n");
    fprintf(out, "  %-24s %-9s", "student", "score");
    for (size_t q = 0; q < c->quizzes.n; q++)
        wl_print(out, " %-12.12s", c->quizzes.key[q]);
    fprintf(out, " %-11s %s\n", "predictions", "sections");
    for (size_t i = 0; i < c->n; i++) {
        const wl_progress *p = c->s[i].p;
        student_score s = score_of(p);
        char score[24], cell[24];
        snprintf(score, sizeof score, "%d/%d", s.best, s.total);
        fputs("  ", out);
        wl_print_padded(out, c->s[i].student, 24);
        fprintf(out, " %-9s", score);
        for (size_t q = 0; q < c->quizzes.n; q++) {
            const wl_progress_score *sc = wl_progress_find_score(p, c->quizzes.key[q]);
            snprintf(cell, sizeof cell, "%d/%d", sc ? sc->best : 0, sc ? sc->total : 0);
            fprintf(out, " %-12s", sc ? cell : "-");
        }
        snprintf(cell, sizeof cell, "%d/%d", s.right, s.guessed);
        fprintf(out, " %-11s %d\n", cell, p->nvisited);
    }
}

void wl_class_table(FILE *out, const wl_class *c)
{
    fprintf(out, "class: %zu student%s\n", c->n, c->n == 1 ? "" : "s");
    table_questions(out, c);
    table_sections(out, c);
    table_students(out, c);
}

/* ---- CSV ----------------------------------------------------------------- */

/* RFC 4180: quoted when it holds a comma, quote or line end; a cell a
 * spreadsheet would run as a formula (=, +, -, @) gets a leading '. */
static void csv_text(FILE *out, const char *s, bool first)
{
    if (!first)
        fputc(',', out);
    bool formula = strchr("=+-@", s[0]) && s[0];
    if (!formula && strpbrk(s, ",\"\r\n") == NULL) {
        fputs(s, out);
        return;
    }
    fputc('"', out);
    if (formula)
        fputc('\'', out);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', out);
        fputc(*s, out);
    }
    fputc('"', out);
}

/* One cell: control characters and bytes that are not UTF-8 (a folder's
 * name may hold any) shown as the table shows them, "\x1b" (wl_printable),
 * for a CSV is read on terminals too. */
static void csv_cell(FILE *out, const char *raw, bool first)
{
    char small[1024];                  /* out of memory: cut, with "...", never raw */
    size_t size = 4 * strlen(raw) + 8; /* the longest escape: 4 characters a byte */
    char *shown = malloc(size);
    wl_printable(raw, shown ? shown : small, shown ? size : sizeof small);
    csv_text(out, shown ? shown : small, first);
    free(shown);
}

static void csv_header(FILE *out, const wl_class *c)
{
    char h[2 * WL_PROGRESS_ID_MAX + 32];
    csv_cell(out, "student", true);
    csv_cell(out, "source", false);
    csv_cell(out, "sections reached", false);
    csv_cell(out, "score", false);
    csv_cell(out, "out of", false);
    for (size_t q = 0; q < c->quizzes.n; q++) {
        snprintf(h, sizeof h, "%s best", c->quizzes.key[q]);
        csv_cell(out, h, false);
        snprintf(h, sizeof h, "%s out of", c->quizzes.key[q]);
        csv_cell(out, h, false);
    }
    for (size_t i = 0; i < c->questions.n; i++)
        csv_cell(out, c->questions.key[i], false);
    for (size_t i = 0; i < c->predictions.n; i++) {
        snprintf(h, sizeof h, "predict %s", c->predictions.key[i]);
        csv_cell(out, h, false);
    }
    fputs("\r\n", out);
}

static void csv_int(FILE *out, int v)
{
    fprintf(out, ",%d", v);
}

/* 1 right, 0 wrong, empty when not answered. */
static void csv_result(FILE *out, const wl_progress_answer *a)
{
    fputs(!a ? "," : a->result == WL_RESULT_CORRECT ? ",1" : ",0", out);
}

void wl_class_csv(FILE *out, const wl_class *c)
{
    csv_header(out, c);
    for (size_t i = 0; i < c->n; i++) {
        const wl_progress *p = c->s[i].p;
        student_score s = score_of(p);
        csv_cell(out, c->s[i].student, true);
        csv_cell(out, c->s[i].source, false);
        csv_int(out, p->nvisited);
        csv_int(out, s.best);
        csv_int(out, s.total);
        for (size_t q = 0; q < c->quizzes.n; q++) {
            const wl_progress_score *sc = wl_progress_find_score(p, c->quizzes.key[q]);
            fputs(sc ? "" : ",,", out);
            if (sc) {
                csv_int(out, sc->best);
                csv_int(out, sc->total);
            }
        }
        for (size_t k = 0; k < c->questions.n; k++)
            csv_result(out, find_keyed(p->answer, p->nanswers, c->questions.key[k]));
        for (size_t k = 0; k < c->predictions.n; k++)
            csv_result(out, find_keyed(p->guess, p->nguesses, c->predictions.key[k]));
        fputs("\r\n", out);
    }
}

/* ---- JSON ---------------------------------------------------------------- */

static void json_items(FILE *out, const wl_class *c, const wl_keyset *k, bool guesses)
{
    fprintf(out, "\"%s\": [", guesses ? "predictions" : "questions");
    for (size_t i = 0; i < k->n; i++) {
        item_count n = count_item(c, k->key[i], guesses);
        const char *slash = strchr(k->key[i], '/');
        fprintf(out, "%s\n    {\"%s\": ", i ? "," : "", guesses ? "section" : "quiz");
        fprintf(out, "\"%.*s\", \"%s\": ", (int)(slash - k->key[i]), k->key[i],
                guesses ? "prompt" : "question");
        wl_json_string(out, slash + 1);
        fprintf(out, ", \"answered\": %d, \"%s\": %d, \"percent\": %d}", n.answered,
                guesses ? "right" : "right_first_try", n.right, percent(n.right, n.answered));
    }
    fputs("]", out);
}

static void json_sections(FILE *out, const wl_class *c)
{
    fputs("\"sections\": [", out);
    for (size_t i = 0; i < c->sections.n; i++) {
        const char *title = wl_progress_section_title(c->course, c->sections.key[i]);
        fprintf(out, "%s\n    {\"slug\": ", i ? "," : "");
        wl_json_string(out, c->sections.key[i]);
        fputs(", \"title\": ", out);
        if (title)
            wl_json_string(out, title);
        else
            fputs("null", out);
        fprintf(out, ", \"reached\": %d}", reached(c, c->sections.key[i]));
    }
    fputs("]", out);
}

static void json_students(FILE *out, const wl_class *c)
{
    fputs("\"students\": [", out);
    for (size_t i = 0; i < c->n; i++) {
        student_score s = score_of(c->s[i].p);
        fprintf(out, "%s\n    {\"source\": ", i ? "," : "");
        wl_json_string(out, c->s[i].source);
        fprintf(out,
                ", \"score\": %d, \"out_of\": %d, \"predictions_right\": %d, "
                "\"predictions\": %d, \"sections_reached\": %d,\n     \"progress\": ",
                s.best, s.total, s.right, s.guessed, c->s[i].p->nvisited);
        wl_progress_report_json(out, c->s[i].p, c->s[i].student, c->course);
        fputs("}", out);
    }
    fputs("]", out);
}

static void json_lines(FILE *out, const char *name, const wl_strlist *l)
{
    fprintf(out, "\"%s\": [", name);
    for (size_t i = 0; i < l->n; i++) {
        fputs(i ? ", " : "", out);
        wl_json_string(out, l->line[i]);
    }
    fputs("]", out);
}

void wl_class_json(FILE *out, const wl_class *c, const wl_strlist *skipped,
                   const wl_strlist *left_out)
{
    fprintf(out, "{\"format\": \"" WL_CLASS_FORMAT "\", \"count\": %zu,\n  ", c->n);
    json_items(out, c, &c->questions, false);
    fputs(",\n  ", out);
    json_items(out, c, &c->predictions, true);
    fputs(",\n  ", out);
    json_sections(out, c);
    fputs(",\n  ", out);
    json_students(out, c);
    fputs(",\n  ", out);
    json_lines(out, "skipped", skipped);
    fputs(",\n  ", out);
    json_lines(out, "left_out", left_out);
    fputs("}\n", out);
}

void wl_class_check(wl_progress *p, const wl_course *course, const wl_quiz_set *quizzes,
                    void (*say)(void *ctx, const char *why), void *ctx)
{
    if (course) {
        wl_progress_adopt_ids(p, course);
        wl_class_check_sections(p, course, say, ctx);
    }
    if (quizzes) {
        wl_class_check_totals(p, quizzes, say, ctx);
        wl_class_check_answers(p, quizzes, say, ctx);
    }
}
