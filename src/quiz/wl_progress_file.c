/* The text of a progress file, written and read back (through inih). The
 * reader is strict: anything it does not recognise makes the whole file
 * "not ours", so the caller moves it aside instead of guessing. */
#include <ini.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "wl_progress_internal.h"

/* Keeps lines well inside inih's 200-byte line buffer. */
#define GIVEN_ENCODED_MAX 120
#define LINE_MAX_CHARS 196

/* Characters INI would read as syntax, plus '%' itself and control bytes. */
static bool needs_escape(unsigned char c)
{
    return c < 0x20 || c == 0x7f || strchr("%;#=:[]\\", c) != NULL;
}

static void escape(const char *in, char *out, size_t outsz)
{
    size_t n = 0;
    for (const unsigned char *s = (const unsigned char *)in; *s; s++) {
        /* A space at either end too: the reader skips the blanks before the
         * answer and inih strips those after it, so "4 " would come back "4". */
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
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
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

static void write_scores(FILE *f, const wl_progress *p)
{
    for (int i = 0; i < p->nscores; i++) {
        const wl_progress_score *s = &p->score[i];
        fprintf(f, "\n[quiz %s]\nlast = %d / %d\nbest = %d / %d\n", s->quiz, s->last, s->total,
                s->best, s->total);
    }
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
        fprintf(f, "%s = %s %d %s\n", a->question,
                a->result == WL_RESULT_CORRECT ? "correct" : "wrong", a->tries, given);
    }
}

int wl_progress_write(FILE *f, const wl_progress *p)
{
    fprintf(f, "[warplab]\nformat = %s %d\n", WL_PROGRESS_MAGIC, WL_PROGRESS_VERSION);
    if (p->current[0])
        fprintf(f, "current = %s\n", p->current);
    fprintf(f, "\n[visited]\n");
    for (int i = 0; i < p->nvisited; i++)
        fprintf(f, "%s = yes\n", p->visited[i]);
    write_scores(f, p);
    write_answers(f, p);
    fprintf(f, "\n[end]\n");
    return ferror(f) ? -1 : 0;
}

/* ---- reading ------------------------------------------------------------ */

typedef struct progress_parse {
    FILE *file;
    const char *path;
    wl_progress *p;
    wl_error *err;
    int lineno, error_line;
    bool seen_magic, seen_end;
    char *buf;
    size_t cap;
} progress_parse;

__attribute__((format(printf, 2, 3))) static int bad(progress_parse *pp, const char *fmt, ...)
{
    if (pp->error_line != 0)
        return 0;
    char msg[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    pp->error_line = pp->lineno > 0 ? pp->lineno : 1;
    wl_fail_at(pp->err, pp->path, pp->error_line, "%s", msg);
    return 0;
}

static char *read_line(char *str, int num, void *stream)
{
    progress_parse *pp = stream;
    ssize_t n = getline(&pp->buf, &pp->cap, pp->file);
    if (n < 0 || pp->error_line != 0)
        return NULL;
    pp->lineno++;
    const char *first = pp->buf + strspn(pp->buf, " \t\r\n");
    if (strlen(pp->buf) != (size_t)n || n > LINE_MAX_CHARS || n >= num)
        return bad(pp, "not a line warplab writes"), NULL;
    if (pp->seen_end && *first)
        return bad(pp, "text after [end]"), NULL;
    if (strncmp(first, "[end]", 5) == 0)
        pp->seen_end = true;
    memcpy(str, pp->buf, (size_t)n + 1);
    return str;
}

static int parse_fraction(const char *v, int *num, int *den)
{
    char tail;
    if (sscanf(v, "%d / %d%c", num, den, &tail) != 2)
        return -1;
    return (*den >= 1 && *num >= 0 && *num <= *den) ? 0 : -1;
}

static int on_score(progress_parse *pp, const char *quiz, const char *name, const char *value)
{
    int num, den;
    bool last = strcmp(name, "last") == 0;
    if ((!last && strcmp(name, "best") != 0) || parse_fraction(value, &num, &den) != 0)
        return bad(pp, "expected 'last = N / M' or 'best = N / M'");
    wl_progress_score *s = (wl_progress_score *)wl_progress_find_score(pp->p, quiz);
    if (!s) {
        if (pp->p->nscores == WL_PROGRESS_MAX_QUIZZES)
            return bad(pp, "too many quizzes");
        s = &pp->p->score[pp->p->nscores++];
        strcpy(s->quiz, quiz);
        s->total = den;
    }
    if (s->total != den)
        return bad(pp, "last and best are out of different totals");
    *(last ? &s->last : &s->best) = num;
    return 1;
}

static int on_answer(progress_parse *pp, const char *quiz, const char *name, const char *value)
{
    char result[8], given_enc[GIVEN_ENCODED_MAX + 1] = "", given[WL_ANSWER_TEXT_MAX + 1];
    int tries, used = 0;
    if (!wl_progress_valid_id(name) || sscanf(value, "%7s %d %n", result, &tries, &used) != 2 ||
        strlen(value + used) > GIVEN_ENCODED_MAX)
        return bad(pp, "expected 'QUESTION = correct|wrong TRIES ANSWER'");
    strcpy(given_enc, value + used);
    wl_result r = strcmp(result, "correct") == 0 ? WL_RESULT_CORRECT
                  : strcmp(result, "wrong") == 0 ? WL_RESULT_WRONG
                                                 : WL_RESULT_OPEN;
    wl_error e;
    if (r == WL_RESULT_OPEN || unescape(given_enc, given, sizeof given) != 0 ||
        wl_progress_record_answer(pp->p, quiz, name, r, tries, given, &e) != 0)
        return bad(pp, "expected 'QUESTION = correct|wrong TRIES ANSWER'");
    return 1;
}

static int on_warplab(progress_parse *pp, const char *name, const char *value)
{
    wl_error e;
    if (strcmp(name, "current") == 0)
        return wl_progress_set_current(pp->p, value, &e) == 0 ? 1 : bad(pp, "bad section id");
    return bad(pp, "unknown key '%s'", name);
}

static int on_pair(void *user, const char *section, const char *name, const char *value)
{
    progress_parse *pp = user;
    wl_error e;
    if (pp->error_line != 0)
        return 0;
    if (!pp->seen_magic) {
        char expect[64];
        snprintf(expect, sizeof expect, "%s %d", WL_PROGRESS_MAGIC, WL_PROGRESS_VERSION);
        if (strcmp(section, "warplab") != 0 || strcmp(name, "format") != 0)
            return bad(pp, "not a warplab progress file");
        if (strcmp(value, expect) != 0)
            return bad(pp, "format '%s'; this warplab reads '%s'", value, expect);
        pp->seen_magic = true;
        return 1;
    }
    if (strcmp(section, "warplab") == 0)
        return on_warplab(pp, name, value);
    if (strcmp(section, "visited") == 0)
        return (strcmp(value, "yes") == 0 && wl_progress_mark_visited(pp->p, name, &e) == 0)
                   ? 1
                   : bad(pp, "expected 'SECTION = yes'");
    if (strncmp(section, "quiz ", 5) == 0 && wl_progress_valid_id(section + 5))
        return on_score(pp, section + 5, name, value);
    if (strncmp(section, "answers ", 8) == 0 && wl_progress_valid_id(section + 8))
        return on_answer(pp, section + 8, name, value);
    return bad(pp, "unknown section [%s]", section);
}

static int check_scores(progress_parse *pp)
{
    for (int i = 0; i < pp->p->nscores; i++)
        if (pp->p->score[i].last > pp->p->score[i].best)
            return bad(pp, "quiz %s: the last score beats the best", pp->p->score[i].quiz);
    return 1;
}

int wl_progress_parse(FILE *f, const char *path, wl_progress *p, wl_error *err)
{
    progress_parse pp = {.file = f, .path = path, .p = p, .err = err};
    p->current[0] = '\0';
    p->nvisited = p->nscores = p->nanswers = 0;
    int rc = ini_parse_stream(read_line, &pp, on_pair, &pp);
    free(pp.buf);
    if (rc > 0 && (pp.error_line == 0 || rc < pp.error_line)) {
        pp.error_line = 0;
        pp.lineno = rc;
        bad(&pp, "not a line warplab writes");
    }
    if (pp.error_line == 0 && !pp.seen_magic)
        bad(&pp, "not a warplab progress file");
    else if (pp.error_line == 0 && !pp.seen_end)
        bad(&pp, "the file ends before its [end] line: it was cut short");
    if (pp.error_line == 0)
        check_scores(&pp);
    return pp.error_line == 0 ? 0 : -1;
}
