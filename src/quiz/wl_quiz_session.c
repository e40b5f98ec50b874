#include "wl_quiz_session.h"

#include <stdio.h>
#include <string.h>

#include "wl_answer.h"

void wl_quiz_session_start(wl_quiz_session *s, const wl_quiz *quiz)
{
    memset(s, 0, sizeof *s);
    s->quiz = quiz;
}

const wl_question *wl_quiz_session_question(const wl_quiz_session *s)
{
    if (wl_quiz_session_finished(s))
        return NULL;
    return &s->quiz->question[s->current];
}

static void fill_answered(const wl_question *q, wl_feedback *fb)
{
    fb->explanation = q->explanation;
    fb->spec = &q->spec;
    wl_question_model_command(q, fb->model_command, sizeof fb->model_command);
    wl_answer_describe(q, fb->accepted, sizeof fb->accepted);
}

/* Keeps what the student typed (or picked), cut to fit, for saved progress. */
static void remember(wl_quiz_session *s, const char *text)
{
    char *dst = s->given[s->current];
    snprintf(dst, WL_ANSWER_TEXT_MAX + 1, "%s", text);
}

static wl_verdict apply(wl_quiz_session *s, const wl_match *m, const char *text, wl_feedback *fb)
{
    const wl_question *q = wl_quiz_session_question(s);
    memset(fb, 0, sizeof *fb);
    if (!q || s->answered) {
        fb->verdict = WL_VERDICT_UNCLEAR;
        fb->message =
            q ? "this question is answered; go on to the next one" : "the quiz is finished";
        return fb->verdict;
    }
    fb->message = m->message;
    if (m->kind == WL_MATCH_UNCLEAR)
        return fb->verdict = WL_VERDICT_UNCLEAR;
    int i = s->current;
    s->tries[i]++;
    remember(s, text);
    if (m->kind == WL_MATCH_CORRECT)
        fb->verdict = WL_VERDICT_CORRECT;
    else
        fb->verdict = s->tries[i] < WL_QUIZ_TRIES ? WL_VERDICT_RETRY : WL_VERDICT_WRONG_FINAL;
    if (fb->verdict != WL_VERDICT_RETRY) {
        s->result[i] = fb->verdict == WL_VERDICT_CORRECT ? WL_RESULT_CORRECT : WL_RESULT_WRONG;
        s->answered = true;
        fill_answered(q, fb);
    }
    return fb->verdict;
}

wl_verdict wl_quiz_session_answer(wl_quiz_session *s, const char *text, wl_feedback *fb)
{
    const wl_question *q = wl_quiz_session_question(s);
    wl_match m = {WL_MATCH_UNCLEAR, NULL, -1};
    if (q)
        wl_answer_check_text(q, text, &m);
    return apply(s, &m, text, fb);
}

wl_verdict wl_quiz_session_choose(wl_quiz_session *s, int choice, wl_feedback *fb)
{
    const wl_question *q = wl_quiz_session_question(s);
    wl_match m = {WL_MATCH_UNCLEAR, NULL, -1};
    char letter[2] = {(char)('A' + (choice >= 0 && choice < 26 ? choice : 0)), '\0'};
    if (q)
        wl_answer_check_choice(q, choice, &m);
    return apply(s, &m, letter, fb);
}

bool wl_quiz_session_answered(const wl_quiz_session *s)
{
    return s->answered;
}

bool wl_quiz_session_next(wl_quiz_session *s)
{
    if (!s->answered || wl_quiz_session_finished(s))
        return false;
    s->current++;
    s->answered = false;
    return true;
}

bool wl_quiz_session_finished(const wl_quiz_session *s)
{
    return s->current >= s->quiz->nquestions;
}

int wl_quiz_session_score(const wl_quiz_session *s)
{
    int n = 0;
    for (int i = 0; i < s->quiz->nquestions; i++)
        n += s->result[i] == WL_RESULT_CORRECT;
    return n;
}

int wl_quiz_session_second_tries(const wl_quiz_session *s)
{
    int n = 0;
    for (int i = 0; i < s->quiz->nquestions; i++)
        n += s->result[i] == WL_RESULT_CORRECT && s->tries[i] > 1;
    return n;
}

void wl_quiz_session_score_text(const wl_quiz_session *s, char *out, size_t outsz)
{
    snprintf(out, outsz, "%d / %d correct", wl_quiz_session_score(s), s->quiz->nquestions);
}
