/* Reading lesson files and directories, and freeing what the parser built. */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_datadir.h"
#include "wl_file.h"
#include "wl_lesson.h"
#include "wl_prompt.h"
#include "wl_lesson_util.h"

int wl_lesson_load_file(const char *path, wl_lesson *out, wl_error *err)
{
    wl_contents text;
    memset(out, 0, sizeof *out);
    if (wl_read_file(path, WL_LESSON_MAX_BYTES, "lesson", &text, err) != 0)
        return -1;
    int rc = wl_lesson_parse(path, text.data, text.size, out, err);
    wl_contents_free(&text);
    return rc;
}

static void free_blocks(wl_block *blocks, size_t n)
{
    for (size_t b = 0; b < n; b++) {
        for (size_t s = 0; s < blocks[b].nspans; s++)
            free(blocks[b].spans[s].text);
        free(blocks[b].spans);
        free(blocks[b].info);
    }
    free(blocks);
}

void wl_lesson_free(wl_lesson *l)
{
    if (!l)
        return;
    for (size_t i = 0; i < l->nsections; i++) {
        free(l->sections[i].title);
        free_blocks(l->sections[i].blocks, l->sections[i].nblocks);
        for (size_t j = 0; j < l->sections[i].nprompts; j++)
            wl_prompt_free(&l->sections[i].prompts[j]);
        free(l->sections[i].prompts);
    }
    for (size_t i = 0; i < l->nfigures; i++) {
        free(l->figures[i].text);
        free(l->figures[i].target);
    }
    free(l->sections);
    free(l->figures);
    free(l->title);
    free(l->path);
    memset(l, 0, sizeof *l);
}

static int is_lesson_name(const char *name)
{
    size_t n = strlen(name);
    return n > 3 && name[0] != '.' && strcmp(name + n - 3, ".md") == 0 &&
           strcmp(name, "README.md") != 0;
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void free_names(char **names, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
}

/* The lesson file names of dir, sorted. */
static int list_lessons(const char *dir, char ***names, size_t *count, wl_error *err)
{
    DIR *d = opendir(dir);
    if (!d)
        return wl_fail(err, "%s: cannot open lesson directory: %s", dir, strerror(errno));
    size_t cap = 0, n = 0;
    char **v = NULL;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (!is_lesson_name(e->d_name))
            continue;
        char *copy = wl_strndup(e->d_name, strlen(e->d_name));
        if (!copy || wl_array_reserve((void **)&v, &cap, n + 1, sizeof *v) != 0) {
            free(copy);
            free_names(v, n);
            closedir(d);
            return wl_fail(err, "%s: out of memory", dir);
        }
        v[n++] = copy;
    }
    closedir(d);
    qsort(v, n, sizeof *v, cmp_names);
    *names = v;
    *count = n;
    return 0;
}

static int load_each(const char *dir, char **names, size_t n, wl_course *out, wl_error *err)
{
    out->lessons = calloc(n, sizeof *out->lessons);
    if (!out->lessons)
        return wl_fail(err, "%s: out of memory", dir);
    for (size_t i = 0; i < n; i++) {
        char path[4096];
        if (wl_path_join(path, sizeof path, dir, names[i]) != 0)
            return wl_fail(err, "%s: path too long", dir);
        if (wl_lesson_load_file(path, &out->lessons[i], err) != 0)
            return -1;
        out->lessons[i].number = (int)i + 1;
        out->nlessons = i + 1;
    }
    return 0;
}

int wl_course_load_dir(const char *dir, wl_course *out, wl_error *err)
{
    char **names = NULL;
    size_t n = 0;
    memset(out, 0, sizeof *out);
    if (list_lessons(dir, &names, &n, err) != 0)
        return -1;
    if (n == 0) {
        free_names(names, n);
        return wl_fail(err, "%s: no lessons (*.md files other than README.md)", dir);
    }
    int rc = load_each(dir, names, n, out, err);
    free_names(names, n);
    if (rc != 0)
        wl_course_free(out);
    return rc;
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
