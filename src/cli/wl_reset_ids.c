#include "wl_reset_ids.h"

#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "wl_commands.h"
#include "wl_datadir.h"
#include "wl_lesson.h"
#include "wl_number.h"
#include "wl_progress.h"
#include "wl_quiz_file.h"

/* The ids known, each once, in order (pointers into the course and the
 * progress, which outlive it), and whether the one asked for is among them. */
#define KNOWN_MAX (WL_COURSE_MAX_SECTIONS + WL_PROGRESS_MAX_SECTIONS + WL_PROGRESS_MAX_GUESSES + 1)
typedef struct known_ids {
    const char *want;
    bool found;
    const char *id[KNOWN_MAX];
    int n;
} known_ids;

static void know(known_ids *k, const char *id)
{
    if (!id[0])
        return;
    k->found = k->found || strcmp(id, k->want) == 0;
    for (int i = 0; i < k->n; i++)
        if (strcmp(k->id[i], id) == 0)
            return;
    if (k->n < KNOWN_MAX)
        k->id[k->n++] = id;
}

typedef struct course_ids {
    wl_course course;
    wl_quiz_set quizzes;
    bool have_course, have_quizzes;
} course_ids;

static void load_course(const char *data_dir, course_ids *c)
{
    char data[PATH_MAX], dir[PATH_MAX];
    wl_error err;
    memset(c, 0, sizeof *c);
    if (wl_datadir_find(data_dir, data, sizeof data) != 0)
        return;
    c->have_course = wl_path_join(dir, sizeof dir, data, "lessons") == 0 &&
                     wl_course_load_dir(dir, &c->course, &err) == 0;
    c->have_quizzes = wl_path_join(dir, sizeof dir, data, "quizzes") == 0 &&
                      wl_quiz_load_dir(dir, &c->quizzes, &err) == 0;
}

static void free_course(course_ids *c)
{
    if (c->have_course)
        wl_course_free(&c->course);
    if (c->have_quizzes)
        wl_quiz_set_free(&c->quizzes);
}

static void know_quizzes(known_ids *k, const course_ids *c, const wl_progress *p)
{
    for (int i = 0; c->have_quizzes && i < c->quizzes.count; i++)
        know(k, c->quizzes.quiz[i].id);
    for (int i = 0; p && i < p->nscores; i++)
        know(k, p->score[i].quiz);
    for (int i = 0; p && i < p->nanswers; i++)
        know(k, p->answer[i].group);
}

static void know_sections(known_ids *k, const course_ids *c, const wl_progress *p)
{
    size_t n = c->have_course ? wl_course_section_count(&c->course) : 0;
    for (size_t i = 0; i < n; i++)
        know(k, wl_course_section(&c->course, i, NULL)->id);
    for (int i = 0; p && i < p->nvisited; i++)
        know(k, p->visited[i]);
    for (int i = 0; p && i < p->nguesses; i++)
        know(k, p->guess[i].group);
    if (p)
        know(k, p->current);
}

/* "a, b, c" as far as fits in out, then " and N more". */
static void list_known(const known_ids *k, char *out, size_t outsz)
{
    size_t len = 0;
    int i = 0;
    out[0] = '\0';
    for (; i < k->n && len + strlen(k->id[i]) + 24 < outsz; i++)
        len += (size_t)snprintf(out + len, outsz - len, "%s%s", i ? ", " : "", k->id[i]);
    if (i < k->n)
        snprintf(out + len, outsz - len, " and %d more", k->n - i);
}

/* A known id that differs from the one asked for in case only, or NULL. */
static const char *other_case(const known_ids *k)
{
    for (int i = 0; i < k->n; i++)
        if (strcasecmp(k->id[i], k->want) == 0)
            return k->id[i];
    return NULL;
}

/* What is wrong with the id asked for: not an id at all (why), one that
 * differs in case from a known one, or one nobody knows; then the ids that
 * would be taken. */
static int unknown(const char *option, const char *kind, const char *kinds, const known_ids *k)
{
    char fault[96], wrong[192], list[800];
    const char *near = other_case(k);
    if (wl_progress_id_fault(k->want, fault, sizeof fault))
        snprintf(wrong, sizeof wrong, "not an id: %s (an id is " WL_PROGRESS_ID_RULE ")", fault);
    else if (near)
        snprintf(wrong, sizeof wrong,
                 "no %s has that id (ids are case-sensitive: did you mean '%s'?)", kind, near);
    else
        snprintf(wrong, sizeof wrong, "no %s has that id", kind);
    if (k->n == 0)
        return wl_usage_error("reset",
                              "%s '%s': %s; and no %s is known here (no course found, nothing "
                              "saved; give --data-dir)",
                              option, k->want, wrong, kind);
    list_known(k, list, sizeof list);
    return wl_usage_error("reset", "%s '%s': %s; the %s known are: %s", option, k->want, wrong,
                          kinds, list);
}

/* The lab's section number, given where reset takes an id: a reset is
 * not undone, so it names the section the number stands for rather than
 * guess that it is meant. */
static bool by_number(const char *section, const course_ids *c)
{
    long n;
    return c->have_course &&
           wl_parse_int(section, 1, (long)wl_course_section_count(&c->course), &n) == 0;
}

static int numbered(const char *section, const course_ids *c)
{
    long n = 0;
    wl_parse_int(section, 1, (long)wl_course_section_count(&c->course), &n);
    const char *id = wl_course_section(&c->course, (size_t)n - 1, NULL)->id;
    return wl_usage_error("reset",
                          "--section '%s': reset takes a section's id (as warplab progress "
                          "lists them), not its number; section %ld is '%s': "
                          "warplab reset --section %s",
                          section, n, id, id);
}

int wl_reset_check_ids(const char *quiz, const char *section, const char *data_dir,
                       const char *progress_path)
{
    if (!quiz && !section)
        return WL_EXIT_OK;
    course_ids c;
    load_course(data_dir, &c);
    wl_progress *p = progress_path ? calloc(1, sizeof *p) : NULL;
    wl_error err;
    if (p && (access(progress_path, F_OK) != 0 ||
              wl_progress_read_any(progress_path, NULL, NULL, p, &err) != 0)) {
        free(p); /* nothing saved, or unreadable: the reset itself says why */
        p = NULL;
    }
    int rc = WL_EXIT_OK;
    known_ids k = {.want = quiz};
    if (quiz && (progress_path || !wl_progress_valid_id(quiz))) {
        know_quizzes(&k, &c, p);
        if (!k.found)
            rc = unknown("--quiz", "quiz", "quizzes", &k);
    }
    known_ids s = {.want = section};
    if (section && rc == WL_EXIT_OK && (progress_path || !wl_progress_valid_id(section))) {
        know_sections(&s, &c, p);
        if (!s.found)
            rc = by_number(section, &c) ? numbered(section, &c)
                                        : unknown("--section", "section", "sections", &s);
    }
    free(p);
    free_course(&c);
    return rc;
}
