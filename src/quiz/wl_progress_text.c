/* The text of a progress file, written and read back through wl_ini. The
 * reader is strict: anything it does not recognise makes the whole file "not
 * ours", so the caller moves it aside instead of guessing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_ini.h"
#include "wl_progress.h"

#define MAGIC "warplab-progress"
#define VERSION 3

/* An answer encoded to at most this many bytes keeps its line well inside
 * the reader's limit; a longer one is cut (at a whole character escape). */
#define GIVEN_ENCODED_MAX 120

/* Bytes INI would read as syntax, '%' itself, controls and anything not
 * ASCII: the file stays plain ASCII whatever a student typed. */
static bool needs_escape(unsigned char c)
{
    return c < 0x20 || c >= 0x7f || strchr("%;#=:[]\\", c) != NULL;
}

static void escape(const char *in, char *out, size_t outsz)
{
    size_t n = 0;
    for (const unsigned char *s = (const unsigned char *)in; *s; s++) {
        /* A space at either end too: inih strips them, so "4 " would come
         * back "4". */
        bool edge_space = *s == ' ' && ((const char *)s == in || s[1] == '\0');
        size_t need = needs_escape(*s) || edge_space ? 3 : 1;
        if (n + need >= outsz)
            break;
        if (need == 3)
            n += (size_t)snprintf(out + n, outsz - n, "%%%02X", *s);
        else
            out[n++] = (char)*s;
    }
    out[n] = '\0';
}

static int hex(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    return c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

static int unescape(const char *in, char *out, size_t outsz)
{
    size_t n = 0;
    for (const char *s = in; *s; s++) {
        int c = (unsigned char)*s;
        if (c == '%') {
            int hi = hex(s[1]), lo = hi < 0 ? -1 : hex(s[2]);
            if (lo < 0)
                return -1;
            c = hi * 16 + lo;
            s += 2;
        }
        if (n + 1 >= outsz)
            return -1;
        out[n++] = (char)c;
    }
    out[n] = '\0';
    return 0;
}

static void write_answers(FILE *f, const wl_progress *p)
{
    const char *open = "";
    for (int i = 0; i < p->nanswers; i++) {
        const wl_progress_answer *a = &p->answer[i];
        char given[GIVEN_ENCODED_MAX + 1];
        escape(a->given, given, sizeof given);
        if (strcmp(open, a->quiz) != 0)
            fprintf(f, "\n[answers %s]\n", a->quiz);
        open = a->quiz;
        fprintf(f, "%s = %s %d %lld %s\n", a->question,
                a->result == WL_RESULT_CORRECT ? "correct" : "wrong", a->tries, a->when, given);
    }
}

static void write_guesses(FILE *f, const wl_progress *p)
{
    const char *open = "";
    for (int i = 0; i < p->nguesses; i++) {
        const wl_progress_guess *g = &p->guess[i];
        char given[GIVEN_ENCODED_MAX + 1];
        escape(g->given, given, sizeof given);
        if (strcmp(open, g->section) != 0)
            fprintf(f, "\n[guesses %s]\n", g->section);
        open = g->section;
        fprintf(f, "%s = %s %lld %s\n", g->prompt, g->right ? "right" : "wrong", g->when, given);
    }
}

int wl_progress_write(FILE *f, const wl_progress *p)
{
    fprintf(f, "[warplab]\nformat = %s %d\n", MAGIC, VERSION);
    if (p->current[0])
        fprintf(f, "current = %s\nwhen = %lld\n", p->current, p->current_when);
    fprintf(f, "\n[visited]\n");
    for (int i = 0; i < p->nvisited; i++)
        fprintf(f, "%s = yes\n", p->visited[i]);
    for (int i = 0; i < p->nscores; i++) {
        const wl_progress_score *s = &p->score[i];
        fprintf(f, "\n[quiz %s]\nlast = %d / %d\nbest = %d / %d\nwhen = %lld\n", s->quiz, s->last,
                s->total, s->best, s->total, s->when);
    }
    write_answers(f, p);
    write_guesses(f, p);
    fprintf(f, "\n[end]\n");
    return ferror(f) ? -1 : 0;
}

/* ---- reading ------------------------------------------------------------ */

typedef struct progress_reader {
    wl_progress *p;
    int version; /* 0 until the format line */
    char section[64];
    bool ended;
} progress_reader;

static const char bad_line[] = "not a line warplab writes";

/* A whole number of seconds, nothing around it. */
static int parse_time(const char *v, long long *out)
{
    char *end = NULL;
    *out = strtoll(v, &end, 10);
    return end != v && *end == '\0' && *out >= 0 ? 0 : -1;
}

static int on_score(wl_ini *ini, progress_reader *r, const char *quiz, const char *name,
                    const char *value)
{
    wl_progress_score *s = (wl_progress_score *)wl_progress_find_score(r->p, quiz);
    if (!s) {
        if (r->p->nscores == WL_PROGRESS_MAX_QUIZZES)
            return wl_ini_fail(ini, "too many quizzes");
        s = &r->p->score[r->p->nscores++];
        *s = (wl_progress_score){.last = -1, .best = -1};
        strcpy(s->quiz, quiz);
    }
    if (strcmp(name, "when") == 0)
        return parse_time(value, &s->when) == 0 ? 1 : wl_ini_fail(ini, "%s", bad_line);
    int num, den;
    char tail;
    bool last = strcmp(name, "last") == 0;
    if ((!last && strcmp(name, "best") != 0) ||
        sscanf(value, "%d / %d%c", &num, &den, &tail) != 2 || den < 1 || num < 0 || num > den ||
        (s->total != 0 && s->total != den))
        return wl_ini_fail(ini, "expected 'last = N / M' or 'best = N / M' (one M)");
    s->total = den;
    *(last ? &s->last : &s->best) = num;
    return 1;
}

static int on_answer(wl_ini *ini, progress_reader *r, const char *quiz, const char *name,
                     const char *value)
{
    char result[8], given[WL_ANSWER_TEXT_MAX + 1];
    int tries, used = 0;
    long long when = 0;
    int n = r->version == 1 ? sscanf(value, "%7s %d %n", result, &tries, &used)
                            : sscanf(value, "%7s %d %lld %n", result, &tries, &when, &used);
    wl_result res = strcmp(result, "correct") == 0 ? WL_RESULT_CORRECT
                    : strcmp(result, "wrong") == 0 ? WL_RESULT_WRONG
                                                   : WL_RESULT_OPEN;
    wl_error e;
    if (n != (r->version == 1 ? 2 : 3) || when < 0 || res == WL_RESULT_OPEN ||
        strlen(value + used) > GIVEN_ENCODED_MAX || unescape(value + used, given, sizeof given) ||
        wl_progress_find_answer(r->p, quiz, name) ||
        wl_progress_record_answer(r->p, quiz, name, res, tries, given, &e) != 0)
        return wl_ini_fail(ini, "expected 'QUESTION = correct|wrong TRIES TIME ANSWER'");
    ((wl_progress_answer *)wl_progress_find_answer(r->p, quiz, name))->when = when;
    return 1;
}

static int on_guess(wl_ini *ini, progress_reader *r, const char *section, const char *name,
                    const char *value)
{
    char result[8], given[WL_ANSWER_TEXT_MAX + 1];
    int used = 0;
    long long when = 0;
    int n = sscanf(value, "%7s %lld %n", result, &when, &used);
    bool right = strcmp(result, "right") == 0;
    wl_error e;
    if (r->version < 3 || n != 2 || when < 0 || (!right && strcmp(result, "wrong") != 0) ||
        strlen(value + used) > GIVEN_ENCODED_MAX || unescape(value + used, given, sizeof given) ||
        wl_progress_find_guess(r->p, section, name) ||
        wl_progress_record_guess(r->p, section, name, right, given, &e) != 0)
        return wl_ini_fail(ini, "expected 'PROMPT = right|wrong TIME GUESS'");
    ((wl_progress_guess *)wl_progress_find_guess(r->p, section, name))->when = when;
    return 1;
}

static int on_warplab(wl_ini *ini, progress_reader *r, const char *name, const char *value)
{
    wl_error e;
    if (strcmp(name, "current") == 0 && wl_progress_set_current(r->p, value, &e) == 0) {
        r->p->current_when = 0;
        return 1;
    }
    if (strcmp(name, "when") == 0 && parse_time(value, &r->p->current_when) == 0)
        return 1;
    return wl_ini_fail(ini, "%s", bad_line);
}

static int on_format(wl_ini *ini, progress_reader *r, const char *name, const char *value)
{
    int version = 0;
    char tail;
    if (strcmp(r->section, "warplab") != 0 || strcmp(name, "format") != 0 ||
        sscanf(value, MAGIC " %d%c", &version, &tail) != 1)
        return wl_ini_fail(ini, "not a warplab progress file");
    if (version < 1 || version > VERSION)
        return wl_ini_fail(ini, "format '%s'; this warplab reads '%s %d'", value, MAGIC, VERSION);
    r->version = version;
    return 1;
}

static int on_pair(wl_ini *ini, const char *name, const char *value, bool continued)
{
    progress_reader *r = ini->user;
    const char *s = r->section;
    wl_error e;
    if (r->ended)
        return wl_ini_fail(ini, "text after [end]");
    if (continued)
        return wl_ini_fail(ini, "%s", bad_line);
    if (r->version == 0)
        return on_format(ini, r, name, value);
    if (strcmp(s, "warplab") == 0)
        return on_warplab(ini, r, name, value);
    if (strcmp(s, "visited") == 0)
        return strcmp(value, "yes") == 0 && wl_progress_mark_visited(r->p, name, &e) == 0
                   ? 1
                   : wl_ini_fail(ini, "expected 'SECTION = yes'");
    if (strncmp(s, "quiz ", 5) == 0 && wl_progress_valid_id(s + 5))
        return on_score(ini, r, s + 5, name, value);
    if (strncmp(s, "answers ", 8) == 0 && wl_progress_valid_id(s + 8))
        return on_answer(ini, r, s + 8, name, value);
    if (strncmp(s, "guesses ", 8) == 0 && wl_progress_valid_id(s + 8))
        return on_guess(ini, r, s + 8, name, value);
    return wl_ini_fail(ini, "unknown section [%s]", s);
}

static int on_section(wl_ini *ini, const char *name)
{
    progress_reader *r = ini->user;
    if (r->ended)
        return wl_ini_fail(ini, "text after [end]");
    if (r->version == 0 && strcmp(name, "warplab") != 0)
        return wl_ini_fail(ini, "not a warplab progress file");
    r->ended = strcmp(name, "end") == 0;
    snprintf(r->section, sizeof r->section, "%s", name);
    return 1;
}

static int on_end(wl_ini *ini)
{
    progress_reader *r = ini->user;
    if (r->version == 0)
        return wl_ini_fail(ini, "not a warplab progress file");
    if (!r->ended)
        return wl_ini_fail(ini, "the file ends before its [end] line: it was cut short");
    for (int i = 0; i < r->p->nscores; i++) {
        const wl_progress_score *s = &r->p->score[i];
        if (s->last < 0 || s->best < s->last)
            return wl_ini_fail(ini, "quiz %s: needs a last score no better than the best", s->quiz);
    }
    return 1;
}

int wl_progress_read(const char *path, const char *text, size_t size, wl_progress *p, wl_error *err)
{
    static const wl_ini_handlers on = {on_section, on_pair, on_end};
    progress_reader r = {.p = p};
    p->current[0] = '\0';
    p->current_when = 0;
    p->nvisited = p->nscores = p->nanswers = p->nguesses = 0;
    return wl_ini_parse(path, text, size, &on, &r, err);
}
