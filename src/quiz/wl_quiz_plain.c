#include "wl_quiz_plain.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "wl_diagram_text.h"
#include "wl_error.h"
#include "wl_printable.h"
#include "wl_progress.h"
#include "wl_quiz_howto.h"
#include "wl_quiz_session.h"
#include "wl_strings.h"

#define WRAP_COLUMNS 72

typedef struct plain_run {
    const wl_plain_io *io;
    wl_progress *progress; /* NULL when progress cannot be kept */
    bool lost;             /* progress could not be kept: the run exits 1 */
    char *line;
    size_t cap;
    bool quit;       /* the student typed q or quit */
    bool reset_seen; /* progress was reset elsewhere during this quiz's run */
} plain_run;

/* Prints text wrapped at word boundaries: the first line starts with first,
 * the others with rest (of the same width). */
static void print_hanging(FILE *out, const char *first, const char *rest, const char *text)
{
    const char *indent = first;
    size_t col = 0, width = WRAP_COLUMNS - strlen(rest);
    while (*text) {
        while (*text == ' ')
            text++;
        size_t word = strcspn(text, " ");
        if (word == 0)
            break;
        if (col > 0 && col + 1 + word > width) {
            fputc('\n', out);
            col = 0;
            indent = rest;
        }
        fprintf(out, "%s%.*s", col == 0 ? indent : " ", (int)word, text);
        col += word + (col > 0);
        text += word;
    }
    fputc('\n', out);
}

static void print_wrapped(FILE *out, const char *indent, const char *text)
{
    print_hanging(out, indent, indent, text);
}

static void ask(FILE *out, const wl_quiz *quiz, const wl_quiz_session *s)
{
    const wl_question *q = wl_quiz_session_question(s);
    fprintf(out, "\nQuestion %d of %d\n", s->current + 1, quiz->nquestions);
    print_wrapped(out, "", q->prompt);
    for (int i = 0; i < q->nchoices; i++) {
        char label[8];
        snprintf(label, sizeof label, "  %c) ", 'A' + i);
        print_hanging(out, label, "     ", q->choice[i].text);
    }
    char how[256];
    wl_quiz_how_to_answer(q, how, sizeof how);
    if (how[0])
        print_wrapped(out, "", how);
}

/* "q" or "quit" ends the quiz (no choice has the letter q). */
static bool is_quit(const char *s)
{
    return strcasecmp(s, "q") == 0 || strcasecmp(s, "quit") == 0;
}

/* One answer line, trimmed; NULL at the end of the input or on q/quit. The
 * echo shows what was typed as text: a control character (an escape
 * sequence piped in) is written as \x1b, never obeyed by the terminal. */
static const char *read_answer(plain_run *r)
{
    for (;;) {
        fputs("> ", r->io->out);
        fflush(r->io->out);
        ssize_t n = getline(&r->line, &r->cap, r->io->in);
        if (n < 0)
            return NULL;
        char *s = wl_trim(r->line);
        if (*s && r->io->echo) {
            char shown[256];
            fprintf(r->io->out, "%s\n", wl_printable(s, shown, sizeof shown));
        }
        if (*s && is_quit(s)) {
            r->quit = true;
            return NULL;
        }
        if (strlen(s) > WL_ANSWER_TEXT_MAX) { /* refused whole: never judged cut short */
            fprintf(r->io->out, "  (an answer is at most %d characters; try again)\n",
                    WL_ANSWER_TEXT_MAX);
            continue;
        }
        if (*s)
            return s;
    }
}

static void show_diagram(FILE *out, const wl_feedback *fb, bool ascii)
{
    wl_memparams mem;
    wl_analysis a;
    wl_error err;
    wl_memparams_default(&mem);
    fprintf(out, "\nThe access pattern, as the lab draws it (%s):\n\n", fb->model_command);
    if (wl_analyze(fb->spec, &mem, &a, &err) != 0) {
        fprintf(out, "  (no diagram: %s)\n", err.msg);
        return;
    }
    wl_diagram_print(out, &a, ascii);
}

static void show_verdict(FILE *out, const wl_feedback *fb)
{
    switch (fb->verdict) {
    case WL_VERDICT_UNCLEAR:
        fprintf(out, "  (%s)\n", fb->message);
        return;
    case WL_VERDICT_RETRY:
        fprintf(out, "Not quite.\n");
        print_hanging(out, "  Hint: ", "        ", fb->message);
        fprintf(out, "One more try.\n");
        return;
    case WL_VERDICT_CORRECT:
        fprintf(out, "Correct.\n");
        break;
    case WL_VERDICT_WRONG_FINAL:
        fprintf(out, "Not this time.\n");
        print_wrapped(out, "  ", fb->message);
        fprintf(out, "The answer: %s.\n", fb->accepted);
        break;
    }
    fputc('\n', out);
    print_wrapped(out, "", fb->explanation);
}

static void save_progress(plain_run *r, const wl_quiz_session *s)
{
    wl_error err;
    if (!r->progress)
        return;
    if (r->reset_seen && wl_quiz_session_finished(s)) {
        /* The run began before the reset: its score is of the old progress. */
        wl_complain("quiz", "this run's score is not kept: progress was reset during it");
        return;
    }
    if (wl_progress_record_session(r->progress, s, &err) != 0 ||
        wl_progress_save(r->progress, &err) != 0) {
        wl_complain("quiz", "progress not saved: %s", err.msg);
        r->progress = NULL; /* say it once */
        r->lost = true;
        return;
    }
    r->reset_seen = r->reset_seen || r->progress->reset_elsewhere;
    if (r->progress->reset_elsewhere) /* the store kept this answer, nothing before it */
        wl_complain("quiz", "progress was reset by another warplab; the answers given before it "
                            "are not kept, the ones from now on are");
}

/* Asks until the current question is answered; false at the end of input. */
static bool answer_one(plain_run *r, wl_quiz_session *s)
{
    FILE *out = r->io->out;
    while (!wl_quiz_session_answered(s)) {
        const char *text = read_answer(r);
        if (!text)
            return false;
        wl_feedback fb;
        wl_quiz_session_answer(s, text, &fb);
        show_verdict(out, &fb);
        if (wl_quiz_session_answered(s)) {
            show_diagram(out, &fb, r->io->ascii);
            save_progress(r, s);
        }
    }
    return true;
}

static void show_score(plain_run *r, const wl_quiz_session *s)
{
    char score[64];
    wl_quiz_session_score_text(s, score, sizeof score);
    fprintf(r->io->out, "\n%s: %s", s->quiz->title, score);
    const wl_progress_score *best =
        r->progress ? wl_progress_find_score(r->progress, s->quiz->id) : NULL;
    if (best)
        fprintf(r->io->out, " (best %d / %d)", best->best, best->total);
    fputc('\n', r->io->out);
}

static bool run_quiz(plain_run *r, const wl_quiz *quiz)
{
    wl_quiz_session s;
    wl_quiz_session_start(&s, quiz);
    r->reset_seen = false;
    fprintf(r->io->out, "%s\n", quiz->title);
    print_wrapped(r->io->out, "", "(" WL_QUIZ_ANSWER_FORMS " q ends the quiz.)");
    while (!wl_quiz_session_finished(&s)) {
        ask(r->io->out, quiz, &s);
        if (!answer_one(r, &s))
            return false;
        wl_quiz_session_next(&s);
        if (wl_quiz_session_finished(&s))
            save_progress(r, &s);
    }
    show_score(r, &s);
    return true;
}

static wl_progress *open_progress(const char *state_dir, const wl_plain_io *io)
{
    wl_error err;
    wl_progress *p = malloc(sizeof *p);
    if (!p) {
        wl_complain("quiz", "out of memory; progress will not be saved");
        return NULL;
    }
    if (wl_progress_load_for(state_dir, io->course, io->course_quizzes, p, &err) != 0) {
        wl_complain("quiz", "%s; progress will not be saved", err.msg);
        free(p);
        return NULL;
    }
    char note[600];
    if (p->warning[0])
        wl_complain("quiz", "warning: %s", p->warning);
    if (wl_progress_cap_note(p, note, sizeof note))
        wl_complain("quiz", "warning: %s", note);
    return p;
}

/* Whether the answers have run out, without taking one. */
static bool input_ended(FILE *in)
{
    int c = getc(in);
    if (c == EOF)
        return true;
    ungetc(c, in);
    return false;
}

int wl_quiz_plain_run(const wl_quiz_set *set, const char *state_dir, const wl_plain_io *io)
{
    plain_run r = {.io = io, .progress = open_progress(state_dir, io)};
    wl_progress *owned = r.progress;
    r.lost = !r.progress;
    bool finished = true;
    for (int i = 0; finished && i < set->count; i++) {
        if (set->quiz[i].optional) { /* only while answers keep coming */
            fprintf(io->out, "\nOptional, next: %s (end the input to stop here)\n",
                    set->quiz[i].title);
            fflush(io->out);
            if (input_ended(io->in))
                break;
        }
        finished = run_quiz(&r, &set->quiz[i]);
    }
    if (!finished)
        fprintf(io->out, "\n%s%s.\n",
                r.quit ? "Quiz ended as asked" : "The input ended before the quiz did",
                r.progress ? "; the answers given so far are saved" : "");
    free(r.line);
    free(owned);
    /* A lost save is a failure, said when it happened. */
    return (finished || r.quit) && !r.lost ? 0 : 1;
}
