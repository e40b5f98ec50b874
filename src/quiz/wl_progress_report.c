/* One student's progress out (text, JSON) and the JSON back in
 * (wl_progress_report.h). */
#include "wl_progress_report.h"

#include <math.h>
#include <string.h>
#include <time.h>

#include "wl_json.h"
#include "wl_printable.h"

static void json_str_or_null(FILE *out, const char *s)
{
    if (s && *s)
        wl_json_string(out, s);
    else
        fputs("null", out);
}

static void json_when(FILE *out, long long t)
{
    char iso[32];
    time_t tt = (time_t)t;
    struct tm tm;
    fprintf(out, "\"when\": %lld, \"when_utc\": ", t);
    if (t > 0 && gmtime_r(&tt, &tm) && strftime(iso, sizeof iso, "%Y-%m-%dT%H:%M:%SZ", &tm))
        wl_json_string(out, iso);
    else
        fputs("null", out);
}

static void json_sections(FILE *out, const wl_progress *p, const wl_course *course)
{
    fputs("\"sections\": [", out);
    for (int i = 0; i < p->nvisited; i++) {
        fprintf(out, "%s{\"slug\": ", i ? ", " : "");
        wl_json_string(out, p->visited[i]);
        fputs(", \"title\": ", out);
        json_str_or_null(out, wl_progress_section_title(course, p->visited[i]));
        fputc('}', out);
    }
    fputs("]", out);
}

static void json_quizzes(FILE *out, const wl_progress *p)
{
    fputs("\"quizzes\": [", out);
    for (int i = 0; i < p->nscores; i++) {
        const wl_progress_score *s = &p->score[i];
        fprintf(out, "%s{\"quiz\": ", i ? ", " : "");
        wl_json_string(out, s->quiz);
        fprintf(out, ", \"last\": %d, \"best\": %d, \"total\": %d, ", s->last, s->best, s->total);
        json_when(out, s->when);
        fputc('}', out);
    }
    fputs("]", out);
}

/* Answers and predictions: the same record under other names. */
static void json_answers(FILE *out, const char *list, const wl_progress_answer *a, int n,
                         bool guesses)
{
    fprintf(out, "\"%s\": [", list);
    for (int i = 0; i < n; i++, a++) {
        fprintf(out, "%s{\"%s\": ", i ? ", " : "", guesses ? "section" : "quiz");
        wl_json_string(out, a->group);
        fprintf(out, ", \"%s\": ", guesses ? "prompt" : "question");
        wl_json_string(out, a->item);
        fprintf(out, ", \"right\": %s, ", a->result == WL_RESULT_CORRECT ? "true" : "false");
        if (!guesses)
            fprintf(out, "\"tries\": %d, ", a->tries);
        fprintf(out, "\"when\": %lld, \"%s\": ", a->when, guesses ? "guess" : "answer");
        wl_json_string(out, a->given);
        fputc('}', out);
    }
    fputs("]", out);
}

void wl_progress_report_json(FILE *out, const wl_progress *p, const char *student,
                             const wl_course *course)
{
    fputs("{\"format\": \"" WL_PROGRESS_EXPORT "\", \"student\": ", out);
    wl_json_string(out, student);
    fputs(", \"name\": ", out);
    json_str_or_null(out, p->name);
    fputs(", \"current\": ", out);
    json_str_or_null(out, p->current);
    fputs(",\n  ", out);
    json_sections(out, p, course);
    fputs(",\n  ", out);
    json_quizzes(out, p);
    fputs(",\n  ", out);
    json_answers(out, "answers", p->answer, p->nanswers, false);
    fputs(",\n  ", out);
    json_answers(out, "predictions", p->guess, p->nguesses, true);
    fputs("}", out);
}

void wl_progress_report_text(FILE *out, const wl_progress *p, const char *student,
                             const wl_course *course)
{
    char when[40];
    wl_print(out, "student: %s%s\n", student,
             p->name[0] ? "" : " (no name set: warplab progress --name NAME)");
    wl_print(out, "sections visited: %d\n", p->nvisited);
    for (int i = 0; i < p->nvisited; i++) {
        const char *title = wl_progress_section_title(course, p->visited[i]);
        wl_print(out, "  %-40s %s\n", p->visited[i], title ? title : "(not in these lessons)");
    }
    wl_print(out, "quizzes: %d\n", p->nscores);
    for (int i = 0; i < p->nscores; i++) {
        const wl_progress_score *s = &p->score[i];
        wl_progress_when(s->when, when, sizeof when);
        wl_print(out, "  %-16s last %d / %d, best %d / %d, %s\n", s->quiz, s->last, s->total,
                 s->best, s->total, when);
    }
    wl_print(out, "answers: %d\n", p->nanswers);
    for (int i = 0; i < p->nanswers; i++) {
        const wl_progress_answer *a = &p->answer[i];
        wl_print(out, "  %s/%s: %s after %d %s, \"%s\"\n", a->group, a->item,
                 a->result == WL_RESULT_CORRECT ? "right" : "wrong", a->tries,
                 a->tries == 1 ? "try" : "tries", a->given);
    }
    wl_print(out, "predictions: %d\n", p->nguesses);
    for (int i = 0; i < p->nguesses; i++) {
        const wl_progress_answer *a = &p->guess[i];
        wl_print(out, "  %s/%s: %s, guessed \"%s\"\n", a->group, a->item,
                 a->result == WL_RESULT_CORRECT ? "right" : "wrong", a->given);
    }
}

/* ---- reading an export back ---------------------------------------------- */

typedef struct export_reader {
    const char *path;
    wl_error *err;
    wl_progress *p;
} export_reader;

static int bad(export_reader *r, const char *what)
{
    return wl_fail(r->err, "%s: not a warplab progress export (%s)", r->path, what);
}

/* A "when" after today is named with where it stands (LIST[I].when) and
 * the time it gives: it would win every merge by time. 0 when o's time is
 * not after today (whatever else is wrong with it). */
static int after_today(export_reader *r, const char *list, size_t i, const wl_jv *o)
{
    const wl_jv *v = wl_jv_get(o, "when");
    if (!v || v->kind != WL_JV_NUMBER || v->num <= (double)wl_progress_latest_time())
        return 0;
    char why[160];
    wl_progress_after_today(v->num, why, sizeof why);
    return wl_fail(r->err, "%s: not a warplab progress export (%s[%zu].when: %s)", r->path, list, i,
                   why);
}

static const char *str_of(const wl_jv *o, const char *key)
{
    const wl_jv *v = wl_jv_get(o, key);
    return v && v->kind == WL_JV_STRING ? v->str : NULL;
}

/* A whole number in lo..hi, or -1 (every bound here is non-negative). */
static long long int_of(const wl_jv *o, const char *key, long long lo, long long hi)
{
    const wl_jv *v = wl_jv_get(o, key);
    if (!v || v->kind != WL_JV_NUMBER || v->num != floor(v->num) || v->num < (double)lo ||
        v->num > (double)hi)
        return -1;
    return (long long)v->num;
}

static int bool_of(const wl_jv *o, const char *key)
{
    const wl_jv *v = wl_jv_get(o, key);
    return v && v->kind == WL_JV_BOOL ? v->b : -1;
}

static const wl_jv *list_of(const wl_jv *o, const char *key)
{
    const wl_jv *v = wl_jv_get(o, key);
    return v && v->kind == WL_JV_ARRAY ? v : NULL;
}

/* Whether list[0..i) names slug: a visit left out at the cap is no longer
 * in the table to be found. */
static bool listed_before(const wl_jv *list, size_t i, const char *slug)
{
    for (size_t j = 0; j < i; j++) {
        const char *before = str_of(&list->item[j], "slug");
        if (before && strcmp(before, slug) == 0)
            return true;
    }
    return false;
}

/* More sections than warplab keeps (an export made by hand or edited):
 * what fits is kept by the rule of every cap, as the progress file's reader
 * keeps it, and the rest is counted for the caller to say (class names the
 * cap and the count); a student's record is not lost for a long list. */
static int read_sections(export_reader *r, const wl_jv *list)
{
    wl_error e;
    for (size_t i = 0; i < list->n; i++) {
        const char *slug = str_of(&list->item[i], "slug");
        if (slug && (wl_progress_visited(r->p, slug) ||
                     (r->p->visits_past_cap > 0 && listed_before(list, i, slug))))
            return bad(r, "a section listed twice");
        if (!slug || wl_progress_mark_visited(r->p, slug, &e) != 0)
            return bad(r, "a section without a valid slug");
    }
    return 0;
}

static int read_quizzes(export_reader *r, const wl_jv *list)
{
    wl_error e;
    for (size_t i = 0; i < list->n; i++) {
        const wl_jv *q = &list->item[i];
        const char *quiz = str_of(q, "quiz");
        long long total = int_of(q, "total", 1, 1000), best = int_of(q, "best", 0, total),
                  last = int_of(q, "last", 0, best),
                  when = int_of(q, "when", 0, wl_progress_latest_time());
        /* a second record of one quiz would be merged into the first unseen
         * (the records, not the scores kept: one may be left out at the cap) */
        for (size_t j = 0; quiz && j < i; j++)
            if (str_of(&list->item[j], "quiz") && strcmp(str_of(&list->item[j], "quiz"), quiz) == 0)
                return bad(r, "a quiz listed twice");
        if (after_today(r, "quizzes", i, q) != 0)
            return -1;
        if (!quiz || total < 0 || best < 0 || last < 0 || when < 0 ||
            wl_progress_record_score(r->p, quiz, (int)best, (int)total, &e) != 0)
            return bad(r, "a quiz without quiz, last <= best <= total and when");
        wl_progress_score *kept = (wl_progress_score *)wl_progress_find_score(r->p, quiz);
        if (!kept)
            continue; /* left out at the cap, and counted */
        wl_progress_record_score(r->p, quiz, (int)last, (int)total, &e); /* checked above */
        kept->when = when;
    }
    return 0;
}

static int read_answers(export_reader *r, const wl_jv *list, bool guesses)
{
    wl_error e;
    for (size_t i = 0; i < list->n; i++) {
        const wl_jv *a = &list->item[i];
        const char *group = str_of(a, guesses ? "section" : "quiz");
        const char *item = str_of(a, guesses ? "prompt" : "question");
        const char *given = str_of(a, guesses ? "guess" : "answer");
        int right = bool_of(a, "right");
        long long tries = guesses ? 1 : int_of(a, "tries", 1, WL_QUIZ_TRIES);
        long long when = int_of(a, "when", 0, wl_progress_latest_time());
        if (group && item &&
            (guesses ? wl_progress_find_guess(r->p, group, item) != NULL
                     : wl_progress_find_answer(r->p, group, item) != NULL))
            return bad(r, guesses ? "a prediction listed twice" : "an answer listed twice");
        if (after_today(r, guesses ? "predictions" : "answers", i, a) != 0)
            return -1;
        int rc = !group || !item || !given || right < 0 || tries < 0 || when < 0 ? -1
                 : guesses ? wl_progress_record_guess(r->p, group, item, right, given, &e)
                           : wl_progress_record_answer(r->p, group, item,
                                                       right ? WL_RESULT_CORRECT : WL_RESULT_WRONG,
                                                       (int)tries, given, &e);
        if (rc != 0)
            return bad(r, guesses ? "a prediction without section, prompt, right, when, guess"
                                  : "an answer without quiz, question, right, tries, when, answer");
        wl_progress_answer *saved =
            (wl_progress_answer *)(guesses ? wl_progress_find_guess(r->p, group, item)
                                           : wl_progress_find_answer(r->p, group, item));
        if (saved) /* else left out at the cap, and counted */
            saved->when = when;
    }
    return 0;
}

int wl_progress_from_json(const char *path, const wl_jv *v, wl_progress *p, wl_error *err)
{
    export_reader r = {path, err, p};
    wl_error e;
    wl_progress_clear(p);
    const char *format = str_of(v, "format"), *name = str_of(v, "name");
    const wl_jv *sections = list_of(v, "sections"), *quizzes = list_of(v, "quizzes"),
                *answers = list_of(v, "answers"), *guesses = list_of(v, "predictions");
    if (v->kind != WL_JV_OBJECT)
        return bad(&r, v->kind == WL_JV_ARRAY
                           ? "a JSON array; an export is the one object warplab progress --json "
                             "writes, one student per file"
                           : "JSON, but not an object; an export is the one object warplab "
                             "progress --json writes");
    if (format && strcmp(format, WL_CLASS_FORMAT) == 0)
        return bad(&r, "a class summary (warplab class --json); give the students' own "
                       "exports or progress files");
    if (!format || strcmp(format, WL_PROGRESS_EXPORT) != 0)
        return bad(&r, "no \"format\": \"" WL_PROGRESS_EXPORT "\"");
    if (!sections || !quizzes || !answers || !guesses)
        return bad(&r, "sections, quizzes, answers and predictions are lists");
    if (name && wl_progress_set_name(p, name, &e) != 0)
        return bad(&r, "a name that is not one");
    const char *current = str_of(v, "current");
    if (current && wl_progress_set_current(p, current, &e) != 0)
        return bad(&r, "a current section that is not a slug");
    p->current_when = 0; /* the export does not say when */
    if (read_sections(&r, sections) != 0 || read_quizzes(&r, quizzes) != 0 ||
        read_answers(&r, answers, false) != 0 || read_answers(&r, guesses, true) != 0)
        return -1;
    return 0;
}
