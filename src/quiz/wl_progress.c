/* Progress in memory: the tables the file holds, changed one fact at a time. */
#include "wl_progress.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "wl_progress_internal.h"

bool wl_progress_valid_id(const char *s)
{
    size_t len = strlen(s);
    if (len == 0 || len > WL_PROGRESS_ID_MAX)
        return false;
    for (; *s; s++)
        if (!isalnum((unsigned char)*s) && *s != '.' && *s != '_' && *s != '-')
            return false;
    return true;
}

void wl_progress_slug(const char *title, char *out, size_t outsz)
{
    size_t n = 0, cap = outsz - 1 < WL_PROGRESS_ID_MAX ? outsz - 1 : WL_PROGRESS_ID_MAX;
    for (const unsigned char *s = (const unsigned char *)title; *s && n < cap; s++) {
        if (isalnum(*s) && *s < 0x80)
            out[n++] = (char)tolower(*s);
        else if (n > 0 && out[n - 1] != '-')
            out[n++] = '-';
    }
    while (n > 0 && out[n - 1] == '-')
        n--;
    out[n] = '\0';
    if (n == 0)
        snprintf(out, outsz, "section");
}

static int check_id(const char *id, const char *what, wl_error *err)
{
    if (!id || !wl_progress_valid_id(id))
        return wl_fail(err, "%s id '%s' is not 1 to %d of A-Z, a-z, 0-9, '.', '_', '-'", what,
                       id ? id : "(null)", WL_PROGRESS_ID_MAX);
    return 0;
}

bool wl_progress_visited(const wl_progress *p, const char *section)
{
    for (int i = 0; i < p->nvisited; i++)
        if (strcmp(p->visited[i], section) == 0)
            return true;
    return false;
}

int wl_progress_mark_visited(wl_progress *p, const char *section, wl_error *err)
{
    if (check_id(section, "section", err) != 0)
        return -1;
    if (wl_progress_visited(p, section))
        return 0;
    if (p->nvisited == WL_PROGRESS_MAX_SECTIONS)
        return wl_fail(err, "progress keeps at most %d sections", WL_PROGRESS_MAX_SECTIONS);
    strcpy(p->visited[p->nvisited++], section);
    return 0;
}

int wl_progress_set_current(wl_progress *p, const char *section, wl_error *err)
{
    if (check_id(section, "section", err) != 0)
        return -1;
    strcpy(p->current, section);
    return 0;
}

const wl_progress_score *wl_progress_find_score(const wl_progress *p, const char *quiz)
{
    for (int i = 0; i < p->nscores; i++)
        if (strcmp(p->score[i].quiz, quiz) == 0)
            return &p->score[i];
    return NULL;
}

const wl_progress_answer *wl_progress_find_answer(const wl_progress *p, const char *quiz,
                                                  const char *question)
{
    for (int i = 0; i < p->nanswers; i++)
        if (strcmp(p->answer[i].quiz, quiz) == 0 && strcmp(p->answer[i].question, question) == 0)
            return &p->answer[i];
    return NULL;
}

int wl_progress_record_answer(wl_progress *p, const char *quiz, const char *question,
                              wl_result result, int tries, const char *given, wl_error *err)
{
    if (check_id(quiz, "quiz", err) != 0 || check_id(question, "question", err) != 0)
        return -1;
    if ((result != WL_RESULT_CORRECT && result != WL_RESULT_WRONG) || tries < 1 ||
        tries > WL_QUIZ_TRIES)
        return wl_fail(err, "an answer is correct or wrong after 1 to %d tries", WL_QUIZ_TRIES);
    wl_progress_answer *a = (wl_progress_answer *)wl_progress_find_answer(p, quiz, question);
    if (!a) {
        if (p->nanswers == WL_PROGRESS_MAX_ANSWERS)
            return wl_fail(err, "progress keeps at most %d answers", WL_PROGRESS_MAX_ANSWERS);
        a = &p->answer[p->nanswers++];
        strcpy(a->quiz, quiz);
        strcpy(a->question, question);
    }
    a->result = result;
    a->tries = tries;
    snprintf(a->given, sizeof a->given, "%s", given ? given : "");
    return 0;
}

int wl_progress_record_score(wl_progress *p, const char *quiz, int score, int total, wl_error *err)
{
    if (check_id(quiz, "quiz", err) != 0)
        return -1;
    if (total < 1 || score < 0 || score > total)
        return wl_fail(err, "score %d / %d is not a score", score, total);
    wl_progress_score *s = (wl_progress_score *)wl_progress_find_score(p, quiz);
    if (!s) {
        if (p->nscores == WL_PROGRESS_MAX_QUIZZES)
            return wl_fail(err, "progress keeps at most %d quizzes", WL_PROGRESS_MAX_QUIZZES);
        s = &p->score[p->nscores++];
        *s = (wl_progress_score){.best = -1};
        strcpy(s->quiz, quiz);
    }
    /* A quiz whose questions changed starts its best afresh. */
    if (s->total != total)
        s->best = -1;
    s->total = total;
    s->last = score;
    if (score > s->best)
        s->best = score;
    return 0;
}

int wl_progress_record_session(wl_progress *p, const wl_quiz_session *s, wl_error *err)
{
    const wl_quiz *quiz = s->quiz;
    for (int i = 0; i < quiz->nquestions; i++) {
        if (s->result[i] == WL_RESULT_OPEN)
            continue;
        if (wl_progress_record_answer(p, quiz->id, quiz->question[i].id, s->result[i], s->tries[i],
                                      s->given[i], err) != 0)
            return -1;
    }
    if (!wl_quiz_session_finished(s))
        return 0;
    return wl_progress_record_score(p, quiz->id, wl_quiz_session_score(s), quiz->nquestions, err);
}
