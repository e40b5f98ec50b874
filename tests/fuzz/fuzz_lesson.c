/* Fuzz target: a lesson file (Markdown through md4c, binding comments,
 * figure links). Every input either loads whole or fails with a
 * "name:line: message"; a loaded lesson is then checked the way
 * `warplab check-content` checks it (figures recomputed, no reference data),
 * and walked the way the TUI walks it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_lesson.h"
#include "wl_lesson_check.h"

static void require(int cond, const char *what)
{
    if (!cond) {
        fprintf(stderr, "fuzz_lesson: invariant broken: %s\n", what);
        abort();
    }
}

static void walk(const wl_lesson *lesson)
{
    for (size_t s = 0; s < lesson->nsections; s++) {
        const wl_section *sec = &lesson->sections[s];
        require(sec->title != NULL, "section has a title");
        for (size_t b = 0; b < sec->nblocks; b++)
            for (size_t i = 0; i < sec->blocks[b].nspans; i++)
                require(sec->blocks[b].spans[i].text != NULL, "span has text");
        if (sec->binding.present) {
            wl_error err;
            require(wl_spec_validate(&sec->binding.spec, &err) == 0, "binding is validated");
            (void)wl_slider_name(sec->binding.slider);
        }
    }
    wl_course course = {(wl_lesson *)lesson, 1};
    size_t n = wl_course_section_count(&course);
    require(n == lesson->nsections, "course counts the lesson's sections");
    for (size_t i = 0; i < n; i++)
        require(wl_course_section(&course, i, NULL) == &lesson->sections[i], "section lookup");
    require(wl_course_section(&course, n, NULL) == NULL, "lookup past the end");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    wl_lesson lesson;
    wl_error err;
    memset(err.msg, 0, sizeof err.msg);
    if (wl_lesson_parse("fuzz.md", (const char *)data, size, &lesson, &err) != 0) {
        require(strncmp(err.msg, "fuzz.md:", 8) == 0, "error names the file and line");
        return 0;
    }
    walk(&lesson);
    wl_lesson_checker checker = {.reference = NULL};
    (void)wl_lesson_check(&lesson, &checker);
    wl_lesson_free(&lesson);
    return 0;
}
