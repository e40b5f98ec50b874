/* The text of a progress file, written and read back through wl_ini. The
 * reader is strict: anything it does not recognise makes the whole file "not
 * ours", so the caller moves it aside instead of guessing. */
#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "wl_ini.h"
#include "wl_progress.h"

#define MAGIC "warplab-progress"
#define VERSION 4
/* What a file that is not progress is told it should be. */
#define NOT_PROGRESS                                                                               \
    "not a warplab progress file, which starts with the line [warplab] and then "                  \
    "format = " MAGIC " N"

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

/* escape() never writes %00: a NUL would end the text where it stands and
 * drop the rest on the next save, so a file holding one is not ours. */
static int unescape(const char *in, char *out, size_t outsz)
{
    size_t n = 0;
    for (const char *s = in; *s; s++) {
        int c = (unsigned char)*s;
        if (c == '%') {
            int hi = hex(s[1]), lo = hi < 0 ? -1 : hex(s[2]);
            if (lo < 0 || hi * 16 + lo == 0)
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

/* The two kinds of judged answers, which the file keeps alike. */
typedef struct answer_kind {
    const char *section; /* [answers QUIZ], [guesses SECTION] */
    const char *right;   /* the word for a right one; a wrong one is "wrong" */
    bool guesses;        /* guesses: no tries, and only from format 3 on */
    const wl_progress_answer *(*find)(const wl_progress *p, const char *group, const char *item);
    const char *usage;
} answer_kind;

static const answer_kind answers = {"answers", "correct", false, wl_progress_find_answer,
                                    "expected 'QUESTION = correct|wrong TRIES TIME ANSWER'"};
static const answer_kind guesses = {"guesses", "right", true, wl_progress_find_guess,
                                    "expected 'PROMPT = right|wrong TIME GUESS'"};

static void write_answers(FILE *f, const answer_kind *k, const wl_progress_answer *a, int n)
{
    const char *open = "";
    for (int i = 0; i < n; i++, a++) {
        char given[GIVEN_ENCODED_MAX + 1], tries[16] = "";
        escape(a->given, given, sizeof given);
        if (!k->guesses)
            snprintf(tries, sizeof tries, "%d ", a->tries);
        if (strcmp(open, a->group) != 0)
            fprintf(f, "\n[%s %s]\n", k->section, a->group);
        open = a->group;
        fprintf(f, "%s = %s %s%lld %s\n", a->item,
                a->result == WL_RESULT_CORRECT ? k->right : "wrong", tries, a->when, given);
    }
}

/* The name, escaped as escape() does, over as many lines as it needs: a
 * name of 64 characters outside ASCII is 768 escaped, past inih's line. The
 * lines after the first are indented (wl_ini's continuation), and a space
 * where a line begins or may end is written %20, since inih strips it. */
enum { NAME_LINE_MAX = 150 };

static void write_name(FILE *f, const char *name)
{
    size_t col = 0;
    fputs("name = ", f);
    for (const unsigned char *s = (const unsigned char *)name; *s; s++) {
        size_t need = needs_escape(*s) ? 3 : 1;
        if (col + need > NAME_LINE_MAX) {
            fputs("\n  ", f);
            col = 0;
        }
        bool edge = *s == ' ' && (col == 0 || s[1] == '\0' || col + 1 + 3 > NAME_LINE_MAX);
        if (need == 3 || edge) {
            fprintf(f, "%%%02X", *s);
            col += 3;
        } else {
            fputc(*s, f);
            col++;
        }
    }
    fputc('\n', f);
}

int wl_progress_write(FILE *f, const wl_progress *p)
{
    fprintf(f, "[warplab]\nformat = %s %d\ngeneration = %llu\n", MAGIC, VERSION, p->generation);
    if (p->name[0])
        write_name(f, p->name);
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
    write_answers(f, &answers, p->answer, p->nanswers);
    write_answers(f, &guesses, p->guess, p->nguesses);
    fprintf(f, "\n[end]\n");
    return ferror(f) ? -1 : 0;
}

/* ---- reading ------------------------------------------------------------ */

typedef struct progress_reader {
    wl_ini *ini;
    wl_progress *p;
    int version; /* 0 until the format line */
    const char *section;
    bool ended;
    /* The name as written, its lines joined; checked once it is whole. */
    char name_text[WL_PROGRESS_NAME_BYTES * 3 + 1];
    int name_line;              /* of "name =", 0 when none */
    bool name_open;             /* the entry before was the name or one of its lines */
    wl_progress_score left_out; /* the score of a quiz left out at the cap, read past */
} progress_reader;

static const char bad_line[] = "not a line warplab writes";

/* Times are written when progress is saved, so none can lie ahead of now;
 * a day of slack for clocks that disagree. One far ahead (INT64_MAX) would
 * win every merge by time for ever. */
long long wl_progress_latest_time(void)
{
    return (long long)time(NULL) + 86400;
}

static bool in_future(long long t)
{
    return t > wl_progress_latest_time();
}

void wl_progress_when(long long t, char *out, size_t outsz)
{
    time_t tt = (time_t)t;
    struct tm tm;
    if (t <= 0 || !gmtime_r(&tt, &tm) || strftime(out, outsz, "%Y-%m-%d %H:%M UTC", &tm) == 0)
        snprintf(out, outsz, "-");
}

void wl_progress_after_today(double t, char *out, size_t outsz)
{
    char date[40] = "";
    if (t < 1e15 && t == (double)(long long)t) { /* a year gmtime can still name */
        wl_progress_when((long long)t, date, sizeof date);
        snprintf(out, outsz, "a time after today, %lld (%s): warplab writes the time it saves",
                 (long long)t, date);
    } else {
        snprintf(out, outsz, "a time after today, %.6g: warplab writes the time it saves", t);
    }
}

/* The reader's message for a time after today, naming it. */
static int future_fail(progress_reader *r, long long t)
{
    char why[160];
    wl_progress_after_today((double)t, why, sizeof why);
    return wl_ini_fail(r->ini, "%s", why);
}

/* A whole number of seconds, nothing around it: digits only, as warplab
 * writes it (strtoll alone would take "+5" and " 5"). */
static int parse_time(const char *v, long long *out)
{
    char *end = NULL;
    if (!isdigit((unsigned char)v[0]))
        return -1;
    errno = 0;
    *out = strtoll(v, &end, 10);
    return end != v && *end == '\0' && errno == 0 && *out >= 0 && !in_future(*out) ? 0 : -1;
}

/* The score being read for quiz; at the cap room is made as for visits
 * (wl_progress_add_score), and a quiz left out reads into r->left_out. */
static wl_progress_score *score_entry(progress_reader *r, const char *quiz)
{
    wl_progress_score *s = (wl_progress_score *)wl_progress_find_score(r->p, quiz);
    if (s)
        return s;
    if (strcmp(r->left_out.quiz, quiz) == 0)
        return &r->left_out;
    s = wl_progress_add_score(r->p, quiz);
    if (!s)
        s = &r->left_out;
    *s = (wl_progress_score){.last = -1, .best = -1}; /* until the file says */
    strcpy(s->quiz, quiz);
    return s;
}

static int read_score(progress_reader *r, const char *quiz, const char *name, const char *value)
{
    wl_progress_score *s = score_entry(r, quiz);
    if (strcmp(name, "when") == 0)
        return parse_time(value, &s->when) == 0 ? 0
               : in_future(s->when)             ? future_fail(r, s->when)
                                                : wl_ini_fail(r->ini, "%s", bad_line);
    int num, den;
    char tail;
    bool last = strcmp(name, "last") == 0;
    if ((!last && strcmp(name, "best") != 0) ||
        sscanf(value, "%d / %d%c", &num, &den, &tail) != 2 || den < 1 || num < 0 || num > den ||
        (s->total != 0 && s->total != den))
        return wl_ini_fail(r->ini, "expected 'last = N / M' or 'best = N / M' (one M)");
    s->total = den;
    *(last ? &s->last : &s->best) = num;
    return 0;
}

/* What follows the '=': "correct 2 TIME ANSWER" (format 1: no TIME), or
 * "right TIME GUESS". */
static int parse_answer(const progress_reader *r, const answer_kind *k, const char *value,
                        wl_progress_answer *a)
{
    char word[8] = "";
    int used = 0;
    bool ok = k->guesses ? sscanf(value, "%7s %lld %n", word, &a->when, &used) == 2
              : r->version == 1
                  ? sscanf(value, "%7s %d %n", word, &a->tries, &used) == 2
                  : sscanf(value, "%7s %d %lld %n", word, &a->tries, &a->when, &used) == 3;
    a->result = strcmp(word, k->right) == 0  ? WL_RESULT_CORRECT
                : strcmp(word, "wrong") == 0 ? WL_RESULT_WRONG
                                             : WL_RESULT_OPEN;
    if (!ok || a->when < 0 || in_future(a->when) || a->result == WL_RESULT_OPEN ||
        strlen(value + used) > GIVEN_ENCODED_MAX)
        return -1;
    return unescape(value + used, a->given, sizeof a->given);
}

static int read_answer(progress_reader *r, const answer_kind *k, const char *group,
                       const char *name, const char *value)
{
    wl_progress_answer a = {.tries = 1};
    wl_error e;
    int rc = -1;
    if ((!k->guesses || r->version >= 3) && !k->find(r->p, group, name) &&
        parse_answer(r, k, value, &a) == 0)
        rc = k->guesses
                 ? wl_progress_record_guess(r->p, group, name, a.result == WL_RESULT_CORRECT,
                                            a.given, &e)
                 : wl_progress_record_answer(r->p, group, name, a.result, a.tries, a.given, &e);
    if (rc != 0)
        return in_future(a.when) ? future_fail(r, a.when) : wl_ini_fail(r->ini, "%s", k->usage);
    wl_progress_answer *kept = (wl_progress_answer *)k->find(r->p, group, name);
    /* the file's time, not now; none kept when left out at the cap (counted) */
    if (kept)
        kept->when = a.when;
    return 0;
}

static int read_warplab(progress_reader *r, const char *name, const char *value)
{
    wl_error e;
    if (strcmp(name, "current") == 0 && wl_progress_set_current(r->p, value, &e) == 0) {
        r->p->current_when = 0;
        return 0;
    }
    if (strcmp(name, "when") == 0 && parse_time(value, &r->p->current_when) == 0)
        return 0;
    if (strcmp(name, "generation") == 0 && r->version >= 4 &&
        wl_progress_parse_generation(value, &r->p->generation) == 0)
        return 0;
    if (strcmp(name, "name") == 0 && r->version >= 4 && r->name_line == 0 &&
        strlen(value) < sizeof r->name_text) {
        snprintf(r->name_text, sizeof r->name_text, "%s", value);
        r->name_line = r->ini->line;
        r->name_open = true;
        return 0;
    }
    if (strcmp(name, "when") == 0 && in_future(r->p->current_when))
        return future_fail(r, r->p->current_when);
    return wl_ini_fail(r->ini, "%s", bad_line);
}

static int read_format(progress_reader *r, const char *name, const char *value)
{
    int version = 0;
    char tail;
    if (strcmp(r->section, "warplab") != 0 || strcmp(name, "format") != 0 ||
        sscanf(value, MAGIC " %d%c", &version, &tail) != 1)
        return wl_ini_fail(r->ini, NOT_PROGRESS);
    if (version < 1 || version > VERSION)
        return wl_ini_fail(r->ini, "format '%s'; this warplab reads '%s %d'", value, MAGIC,
                           VERSION);
    r->version = version;
    return 0;
}

/* The id after "NAME " in a section header, or NULL when it is not one. */
static const char *section_id(const char *section, const char *name)
{
    size_t n = strlen(name);
    if (strncmp(section, name, n) != 0 || section[n] != ' ')
        return NULL;
    return wl_progress_valid_id(section + n + 1) ? section + n + 1 : NULL;
}

static int add_name_line(progress_reader *r, const char *value)
{
    size_t have = strlen(r->name_text);
    if (have + strlen(value) >= sizeof r->name_text)
        return wl_ini_fail(r->ini, "%s", bad_line);
    memcpy(r->name_text + have, value, strlen(value) + 1);
    return 0;
}

/* The name, once all its lines are read. */
static int finish_name(progress_reader *r)
{
    char plain[WL_PROGRESS_NAME_BYTES + 1];
    wl_error e;
    if (r->name_line == 0)
        return 0;
    if (unescape(r->name_text, plain, sizeof plain) == 0 &&
        wl_progress_set_name(r->p, plain, &e) == 0)
        return 0;
    return wl_ini_fail_at(r->ini, r->name_line, "%s", bad_line);
}

static int read_pair(progress_reader *r, const wl_ini_entry *e)
{
    const char *s = r->section, *id;
    wl_error err;
    if (r->ended)
        return wl_ini_fail(r->ini, "text after [end]");
    if (e->continued && r->name_open)
        return add_name_line(r, e->value);
    r->name_open = false;
    if (e->continued)
        return wl_ini_fail(r->ini, "%s", bad_line);
    if (r->version == 0)
        return read_format(r, e->name, e->value);
    if (strcmp(s, "warplab") == 0)
        return read_warplab(r, e->name, e->value);
    /* More sections than warplab keeps (a file made by hand): what fits is
     * kept by the rule of every cap (a section the course does not have
     * goes first), which counts the rest for the caller to say; a long file
     * is no damaged one. */
    if (strcmp(s, "visited") == 0)
        return strcmp(e->value, "yes") == 0 && wl_progress_mark_visited(r->p, e->name, &err) == 0
                   ? 0
                   : wl_ini_fail(r->ini, "expected 'SECTION = yes'");
    if ((id = section_id(s, "quiz")))
        return read_score(r, id, e->name, e->value);
    if ((id = section_id(s, answers.section)))
        return read_answer(r, &answers, id, e->name, e->value);
    if ((id = section_id(s, guesses.section)))
        return read_answer(r, &guesses, id, e->name, e->value);
    return wl_ini_fail(r->ini, "unknown section [%s]", s);
}

/* A quiz's score section given twice: the second would silently replace
 * the first (answers and guesses may come in several sections of a group;
 * each entry is checked on its own). */
static bool given_before(const progress_reader *r, const char *name)
{
    if (!section_id(name, "quiz"))
        return false;
    /* the file's own headers, not the scores kept: one may be left out */
    for (size_t i = 0; i < r->ini->count && r->ini->entry[i].line < r->ini->line; i++)
        if (r->ini->entry[i].header && strcmp(r->ini->entry[i].name, name) == 0)
            return true;
    return false;
}

static int read_header(progress_reader *r, const char *name)
{
    r->name_open = false;
    if (r->ended)
        return wl_ini_fail(r->ini, "text after [end]");
    if (given_before(r, name))
        return wl_ini_fail(r->ini, "[%s] given twice", name);
    if (r->version == 0 && strcmp(name, "warplab") != 0)
        return wl_ini_fail(r->ini, NOT_PROGRESS);
    r->ended = strcmp(name, "end") == 0;
    r->section = name;
    return 0;
}

static int read_end(progress_reader *r)
{
    if (r->version == 0)
        return wl_ini_fail(r->ini, NOT_PROGRESS);
    if (finish_name(r) != 0)
        return -1;
    if (!r->ended)
        return wl_ini_fail(r->ini, "the file ends before its [end] line: it was cut short");
    for (int i = 0; i < r->p->nscores; i++) {
        const wl_progress_score *s = &r->p->score[i];
        if (s->last < 0 || s->best < s->last)
            return wl_ini_fail(r->ini, "quiz %s: needs a last score no better than the best",
                               s->quiz);
    }
    return 0;
}

void wl_progress_clear(wl_progress *p)
{
    p->name[0] = '\0';
    p->current[0] = '\0';
    p->current_when = 0;
    p->nvisited = p->nscores = p->nanswers = p->nguesses = 0;
    p->generation = 0;
    p->visits_past_cap = p->visits_dropped = 0;
    p->guesses_past_cap = p->answers_past_cap = p->scores_past_cap = 0;
}

int wl_progress_parse_generation(const char *text, unsigned long long *out)
{
    char *end = NULL;
    errno = 0;
    if (!isdigit((unsigned char)text[0]))
        return -1;
    *out = strtoull(text, &end, 10);
    return errno == 0 && *end == '\0' ? 0 : -1;
}

int wl_progress_read(const char *path, const char *text, size_t size, wl_progress *p, wl_error *err)
{
    wl_ini ini;
    progress_reader r = {.ini = &ini, .p = p, .section = ""};
    wl_progress_clear(p);
    int rc = wl_ini_read(&ini, path, text, size, err);
    for (size_t i = 0; rc == 0 && i < ini.count; i++) {
        ini.line = ini.entry[i].line;
        rc =
            ini.entry[i].header ? read_header(&r, ini.entry[i].name) : read_pair(&r, &ini.entry[i]);
    }
    ini.line = ini.lines;
    if (rc == 0)
        rc = wl_ini_stopped(&ini);
    if (rc == 0)
        rc = read_end(&r);
    wl_ini_free(&ini);
    if (rc != 0)
        wl_progress_clear(p);  /* no half of a bad file */
    wl_progress_mark_saved(p); /* what the file holds is not this session's change */
    return rc;
}
