/* Reading quiz files: inih splits lines into sections and "name = value"
 * pairs; our own line reader feeds it so that every message can name the
 * line, section headers are seen even when a section is empty, and lines too
 * long for inih's buffer are refused instead of being split silently. */
#include "wl_quiz_file.h"

#include <dirent.h>
#include <errno.h>
#include <ini.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "wl_datadir.h"
#include "wl_lesson_util.h"
#include "wl_quiz_parse.h"

/* inih's default line buffer is 200 bytes and must hold the newline, the
 * carriage return and the terminator as well. */
#define LINE_LIMIT 196

typedef struct line_reader {
    FILE *file;
    quiz_parse *parse;
    char *buf;
    size_t cap;
} line_reader;

int quiz_error(quiz_parse *p, int line, const char *fmt, ...)
{
    if (p->error_line != 0)
        return 0;
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    p->error_line = line > 0 ? line : 1;
    wl_fail_at(p->err, p->path, p->error_line, "%s", msg);
    return 0;
}

static char *skip_space(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    return s;
}

/* A header line seen by the reader, before inih parses it. */
static void see_header(quiz_parse *p, char *line)
{
    char *start = skip_space(line) + 1;
    char *close = strchr(start, ']');
    if (!close)
        return; /* inih reports the missing ']' */
    char name[64];
    size_t len = (size_t)(close - start);
    if (len >= sizeof name) {
        quiz_error(p, p->lineno, "section name is too long (at most %d characters)",
                   (int)sizeof name - 1);
        return;
    }
    memcpy(name, start, len);
    name[len] = '\0';
    quiz_on_section(p, name, p->lineno);
}

/* Control characters other than tab and line ends, and C1 controls
 * (U+0080..U+009F): prompts and hints are printed to a terminal, which
 * would obey them. */
static bool has_control(const char *line)
{
    for (const unsigned char *s = (const unsigned char *)line; *s; s++) {
        if ((*s < 0x20 && *s != '\t' && *s != '\n' && *s != '\r') || *s == 0x7f)
            return true;
        if (*s == 0xc2 && s[1] >= 0x80 && s[1] < 0xa0)
            return true;
    }
    return false;
}

static char *read_line(char *str, int num, void *stream)
{
    line_reader *r = stream;
    quiz_parse *p = r->parse;
    ssize_t n = getline(&r->buf, &r->cap, r->file);
    if (n < 0 || p->error_line != 0)
        return NULL;
    p->lineno++;
    char *line = r->buf;
    if (p->lineno == 1 && strncmp(line, "\xEF\xBB\xBF", 3) == 0)
        line += 3;
    if (strlen(line) != (size_t)(n - (line - r->buf))) {
        quiz_error(p, p->lineno, "the line holds a NUL byte; quiz files are text");
        return NULL;
    }
    if (wl_utf8_invalid_at(line, strlen(line)) < strlen(line)) {
        quiz_error(p, p->lineno, "not UTF-8 text");
        return NULL;
    }
    if (has_control(line)) {
        quiz_error(p, p->lineno,
                   "the line holds a control character (like ESC) that a terminal would obey");
        return NULL;
    }
    if (strlen(line) > LINE_LIMIT || (int)strlen(line) >= num) {
        quiz_error(p, p->lineno,
                   "line is longer than %d characters; continue the value on the next line, "
                   "indented",
                   LINE_LIMIT);
        return NULL;
    }
    p->indented = line[0] == ' ' || line[0] == '\t';
    char first = *skip_space(line);
    if (first == '[')
        see_header(p, line);
    else if (first != ';' && first != '#' && (strstr(line, " ;") || strstr(line, "\t;")))
        /* inih would cut the value there without a word. */
        quiz_error(p, p->lineno,
                   "a ';' after a space starts a comment and would cut this "
                   "text short; use a comma or a full stop");
    if (p->error_line != 0)
        return NULL;
    memcpy(str, line, strlen(line) + 1);
    return str;
}

static int on_pair(void *user, const char *section, const char *name, const char *value)
{
    (void)section; /* the reader already told us where we are */
    quiz_parse *p = user;
    if (p->error_line != 0)
        return 0;
    return quiz_on_key(p, name, value);
}

static int parse_stream(FILE *f, quiz_parse *p)
{
    line_reader r = {.file = f, .parse = p};
    int rc = ini_parse_stream(read_line, &r, on_pair, p);
    free(r.buf);
    if (ferror(f))
        return quiz_error(p, p->lineno, "read error: %s", strerror(errno)), -1;
    if (rc > 0 && (p->error_line == 0 || rc < p->error_line)) {
        p->error_line = 0; /* inih's syntax error came first */
        quiz_error(p, rc, "expected '[section]' or 'name = value'");
    }
    if (p->error_line == 0)
        quiz_on_end(p);
    return p->error_line == 0 ? 0 : -1;
}

int wl_quiz_load_file(const char *path, wl_quiz *out, wl_error *err)
{
    memset(out, 0, sizeof *out);
    char why[128];
    FILE *f = wl_open_content(path, why, sizeof why);
    if (!f)
        return wl_fail(err, "%s: %s", path, why);
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && st.st_size > WL_QUIZ_MAX_BYTES) {
        fclose(f);
        return wl_fail(err, "%s:1: the file is larger than %d KiB; a quiz is a few questions", path,
                       WL_QUIZ_MAX_BYTES / 1024);
    }
    quiz_parse p = {.path = path, .quiz = out, .err = err};
    int rc = parse_stream(f, &p);
    fclose(f);
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
    memset(q, 0, sizeof *q);
}

static int is_quiz_file(const char *name)
{
    size_t len = strlen(name);
    return name[0] != '.' && len > 4 && strcmp(name + len - 4, ".ini") == 0;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The *.ini names of dir, sorted; *out must be freed with its strings. */
static int list_quiz_files(const char *dir, char ***out, int *count, wl_error *err)
{
    DIR *d = opendir(dir);
    if (!d)
        return wl_fail(err, "%s: cannot open quiz directory: %s", dir, strerror(errno));
    char **names = NULL;
    int n = 0, rc = 0;
    struct dirent *e;
    while (rc == 0 && (e = readdir(d)) != NULL) {
        if (!is_quiz_file(e->d_name))
            continue;
        char **grown = realloc(names, sizeof *names * (size_t)(n + 1));
        if (!grown || !(grown[n] = strdup(e->d_name)))
            rc = wl_fail(err, "%s: out of memory", dir);
        if (grown)
            names = grown;
        if (rc == 0)
            n++;
    }
    closedir(d);
    if (n > 0)
        qsort(names, (size_t)n, sizeof *names, compare_names);
    *out = names;
    *count = n;
    return rc;
}

static int check_unique_id(const wl_quiz_set *set, const wl_quiz *q, wl_error *err)
{
    for (int i = 0; i < set->count; i++)
        if (strcmp(set->quiz[i].id, q->id) == 0)
            return wl_fail_at(err, q->path, q->id_line, "quiz id '%s' is already used by %s", q->id,
                              set->quiz[i].path);
    return 0;
}

static int load_listed(const char *dir, char **names, int n, wl_quiz_set *set, wl_error *err)
{
    set->quiz = calloc((size_t)n, sizeof *set->quiz);
    if (!set->quiz)
        return wl_fail(err, "%s: out of memory", dir);
    for (int i = 0; i < n; i++) {
        char path[4096];
        if (wl_path_join(path, sizeof path, dir, names[i]) != 0)
            return wl_fail(err, "%s/%s: path too long", dir, names[i]);
        wl_quiz *q = &set->quiz[set->count];
        if (wl_quiz_load_file(path, q, err) != 0)
            return -1;
        if (check_unique_id(set, q, err) != 0) {
            wl_quiz_free(q);
            return -1;
        }
        set->count++;
    }
    return 0;
}

int wl_quiz_load_dir(const char *dir, wl_quiz_set *out, wl_error *err)
{
    memset(out, 0, sizeof *out);
    char **names = NULL;
    int n = 0;
    int rc = list_quiz_files(dir, &names, &n, err);
    if (rc == 0 && n == 0)
        rc = wl_fail(err, "%s: no quiz files (*.ini) there", dir);
    if (rc == 0)
        rc = load_listed(dir, names, n, out, err);
    for (int i = 0; i < n; i++)
        free(names[i]);
    free(names);
    if (rc != 0)
        wl_quiz_set_free(out);
    return rc;
}

void wl_quiz_set_free(wl_quiz_set *set)
{
    if (!set)
        return;
    for (int i = 0; i < set->count; i++)
        wl_quiz_free(&set->quiz[i]);
    free(set->quiz);
    memset(set, 0, sizeof *set);
}

void wl_question_model_command(const wl_question *q, char *out, size_t outsz)
{
    wl_param_range r;
    wl_kernel_param_range(q->spec.kernel, &r);
    int n = snprintf(out, outsz, "warplab model --kernel %s --type %s",
                     wl_kernel_name(q->spec.kernel), wl_type_name(q->spec.type));
    if (r.kind != WL_PARAM_NONE && n >= 0 && (size_t)n < outsz)
        snprintf(out + n, outsz - (size_t)n, " --param %d", q->spec.param);
}
