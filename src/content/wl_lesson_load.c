/* Reading lesson files and directories. */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_content_dir.h"
#include "wl_datadir.h"
#include "wl_file.h"
#include "wl_lesson.h"
#include "wl_lesson_check.h"
#include "wl_prompt.h"
#include "wl_strings.h"

static void assign_ids(wl_course *c);

/* What check-content checks without the reference data, checked by the very
 * code it runs: every number stated with its source, a percentage only for
 * a fraction, the model's figures and prompts recomputed. So the lab and
 * the glossary never show what check-content refuses. */
static int check_loaded(wl_lesson *l, wl_error *err)
{
    wl_lesson_checker c = {.model_only = true};
    if (wl_lesson_check_first(l, &c, err) == 0)
        return 0;
    wl_lesson_free(l);
    return -1;
}

/* How a lesson is read: checked or not, and where its problems go (NULL:
 * the first one stops it). */
typedef struct read_mode {
    bool check;
    void (*report)(void *ctx, const char *msg);
    void *report_ctx;
} read_mode;

static int read_file_as(const char *path, read_mode m, wl_lesson *out, wl_error *err);

static int read_file(const char *path, bool check, wl_lesson *out, wl_error *err)
{
    return read_file_as(path, (read_mode){.check = check}, out, err);
}

int wl_lesson_load_file(const char *path, wl_lesson *out, wl_error *err)
{
    return read_file(path, true, out, err);
}

int wl_lesson_read_file(const char *path, wl_lesson *out, wl_error *err)
{
    return read_file(path, false, out, err);
}

int wl_lesson_read_file_all(const char *path, void (*report)(void *ctx, const char *msg),
                            void *report_ctx, wl_lesson *out, wl_error *err)
{
    return read_file_as(path, (read_mode){.report = report, .report_ctx = report_ctx}, out, err);
}

static int read_file_as(const char *path, read_mode m, wl_lesson *out, wl_error *err)
{
    wl_contents text;
    bool check = m.check;
    memset(out, 0, sizeof *out);
    if (wl_read_file(path, WL_LESSON_MAX_BYTES, "lesson", &text, err) != 0)
        return -1;
    int rc = wl_lesson_parse_all(path, text.data, text.size, m.report, m.report_ctx, out, err);
    wl_contents_free(&text);
    if (rc >= 0 && out->nsections > WL_COURSE_MAX_SECTIONS) {
        rc = wl_fail_at(err, path, out->sections[WL_COURSE_MAX_SECTIONS].line,
                        "more than %d sections; a course holds at most %d", WL_COURSE_MAX_SECTIONS,
                        WL_COURSE_MAX_SECTIONS);
        wl_lesson_free(out);
    }
    if (rc == 0 && check)
        rc = check_loaded(out, err);
    if (rc >= 0) /* 1: read with problems, each said (wl_lesson_read_file_all) */
        assign_ids(&(wl_course){.lessons = out, .nlessons = 1});
    return rc;
}

static bool id_taken(const wl_course *c, size_t upto, const char *id)
{
    for (size_t i = 0; i < upto; i++)
        if (strcmp(wl_course_section(c, i, NULL)->id, id) == 0)
            return true;
    return false;
}

/* Ids unique by construction: a repeated one gets "-2", "-3"... (its end
 * cut to keep within WL_SECTION_ID_MAX; the parser refused a longer slug). */
static void assign_ids(wl_course *c)
{
    size_t total = wl_course_section_count(c);
    for (size_t i = 0; i < total; i++) {
        wl_section *s = (wl_section *)wl_course_section(c, i, NULL);
        char base[WL_SECTION_ID_MAX + 1];
        wl_section_slug(s->title ? s->title : "", base, sizeof base);
        snprintf(s->id, sizeof s->id, "%s", base);
        for (int k = 2; id_taken(c, i, s->id); k++) {
            char suffix[16];
            int n = snprintf(suffix, sizeof suffix, "-%d", k);
            int keep = (int)strlen(base) < WL_SECTION_ID_MAX - n ? (int)strlen(base)
                                                                 : WL_SECTION_ID_MAX - n;
            while (keep > 0 && base[keep - 1] == '-') /* one '-' before the number */
                keep--;
            snprintf(s->id, sizeof s->id, "%.*s%s", keep, base, suffix);
        }
    }
}

const wl_section *wl_course_same_title(const wl_course *c, size_t i)
{
    const wl_section *s = wl_course_section(c, i, NULL);
    for (size_t j = 0; s && j < i; j++) {
        const wl_section *t = wl_course_section(c, j, NULL);
        if (strcmp(t->title, s->title) == 0)
            return t;
    }
    return NULL;
}

/* A lesson's number is the one its file name starts with ("05-experiment.md"
 * is lesson 5, "00-primer.md" lesson 0), as the lesson texts number them
 * ("lesson 5 listed..."); a name without one takes its place in the course. */
static int lesson_number(const char *name, int place)
{
    int n = 0, digits = 0;
    for (; name[digits] >= '0' && name[digits] <= '9' && digits < 4; digits++)
        n = n * 10 + (name[digits] - '0');
    return digits > 0 ? n : place;
}

static int load_each(const char *dir, char **names, size_t n, bool check, wl_course *out,
                     wl_error *err)
{
    out->lessons = calloc(n, sizeof *out->lessons);
    if (!out->lessons)
        return wl_fail(err, "%s: out of memory", dir);
    for (size_t i = 0; i < n; i++) {
        char path[4096];
        if (wl_path_join(path, sizeof path, dir, names[i]) != 0)
            return wl_fail(err, "%s: path too long", dir);
        if (read_file(path, check, &out->lessons[i], err) != 0)
            return -1;
        out->lessons[i].number = lesson_number(names[i], (int)i + 1);
        out->nlessons = i + 1;
        if (wl_course_section_count(out) > WL_COURSE_MAX_SECTIONS)
            return wl_fail(err,
                           "%s: the lessons up to %s hold more than %d sections; a course "
                           "holds at most %d",
                           dir, names[i], WL_COURSE_MAX_SECTIONS, WL_COURSE_MAX_SECTIONS);
    }
    assign_ids(out);
    return 0;
}

static int course_dir(const char *dir, bool check, wl_course *out, wl_error *err)
{
    wl_name_list names;
    memset(out, 0, sizeof *out);
    if (wl_content_list(dir, ".md", WL_COURSE_MAX_LESSONS, "lesson", &names, err) != 0)
        return -1;
    int rc = names.count == 0
                 ? wl_fail(err, "%s: no lessons (*.md files other than README.md)", dir)
                 : load_each(dir, names.names, names.count, check, out, err);
    wl_name_list_free(&names);
    if (rc != 0)
        wl_course_free(out);
    return rc;
}

int wl_course_load_dir(const char *dir, wl_course *out, wl_error *err)
{
    return course_dir(dir, true, out, err);
}

int wl_course_read_dir(const char *dir, wl_course *out, wl_error *err)
{
    return course_dir(dir, false, out, err);
}

void wl_course_free(wl_course *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->nlessons; i++)
        wl_lesson_free(&c->lessons[i]);
    free(c->lessons);
    memset(c, 0, sizeof *c);
}

size_t wl_course_section_count(const wl_course *c)
{
    size_t n = 0;
    for (size_t i = 0; i < c->nlessons; i++)
        n += c->lessons[i].nsections;
    return n;
}

const wl_section *wl_course_section(const wl_course *c, size_t i, const wl_lesson **lesson)
{
    for (size_t l = 0; l < c->nlessons; l++) {
        if (i < c->lessons[l].nsections) {
            if (lesson)
                *lesson = &c->lessons[l];
            return &c->lessons[l].sections[i];
        }
        i -= c->lessons[l].nsections;
    }
    return NULL;
}
