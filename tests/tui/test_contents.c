/* The course as the contents and the lesson keys count it, on the real
 * lessons: every row maps to a lesson heading or a section and back, every
 * lesson number the keys take leads to that lesson, and every "lesson N"
 * the lesson texts mention is a lesson the keys reach. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "wl_check.h"
#include "wl_contents.h"

static void check_rows(const wl_course *c)
{
    size_t sections = wl_course_section_count(c);
    CHECK_EQ_INT(wl_contents_rows(c), (long long)(c->nlessons + sections));
    for (size_t k = 0; k < sections; k++) {
        size_t l = 99, s = 99;
        int row = wl_contents_row_of(c, k);
        CHECK_MSG(wl_contents_at(c, row, &l, &s) && s == k, "row %d is not section %zu", row, k);
        const wl_lesson *owner = NULL;
        wl_course_section(c, k, &owner);
        CHECK_MSG(owner == &c->lessons[l], "section %zu under the wrong lesson", k);
        for (int h = 1; h < 30; h++) {
            int first = wl_contents_first_row(c, k, h);
            CHECK_MSG(first <= row && row < first + h, "section %zu not in view at %d rows", k, h);
        }
    }
    for (size_t l = 0; l < c->nlessons; l++) {
        long start = wl_contents_lesson_start(c, c->lessons[l].number);
        const wl_lesson *owner = NULL;
        CHECK_MSG(start >= 0 && wl_course_section(c, (size_t)start, &owner) &&
                      owner == &c->lessons[l],
                  "lesson %d does not start at its first section", c->lessons[l].number);
    }
}

/* "lesson 6", "Lesson 5" in any span of any section. */
static void check_mentions(const wl_course *c)
{
    int found = 0;
    for (size_t k = 0; k < wl_course_section_count(c); k++) {
        const wl_lesson *owner = NULL;
        const wl_section *s = wl_course_section(c, k, &owner);
        for (size_t b = 0; b < s->nblocks; b++)
            for (size_t i = 0; i < s->blocks[b].nspans; i++)
                for (const char *p = s->blocks[b].spans[i].text; (p = strstr(p, "esson ")); p++) {
                    if (p == s->blocks[b].spans[i].text || tolower((unsigned char)p[-1]) != 'l' ||
                        !isdigit((unsigned char)p[6]))
                        continue;
                    int n = 0;
                    sscanf(p + 6, "%d", &n);
                    found++;
                    CHECK_MSG(wl_contents_lesson_start(c, n) >= 0,
                              "%s: section \"%s\" names lesson %d, which no lesson file is",
                              owner->path, s->title, n);
                }
    }
    CHECK_MSG(found > 0, "no \"lesson N\" found in the lessons: the scan reads nothing");
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s SRCDIR\n", argv[0]);
        return 2;
    }
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/lessons", argv[1]);
    wl_course c;
    wl_error err;
    if (wl_course_load_dir(dir, &c, &err) != 0) {
        fprintf(stderr, "%s\n", err.msg);
        return 1;
    }
    CHECK_MSG(c.nlessons > 1 && c.lessons[0].number == 0, "lessons/00-*.md is lesson 0");
    check_rows(&c);
    check_mentions(&c);
    wl_course_free(&c);
    return CHECK_DONE();
}
