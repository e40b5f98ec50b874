/* Every lesson section within two screens of the lesson pane at 80x24, the
 * smallest terminal the lab draws (lessons/README.md): laid out by the
 * lab's own layout and wrapping, title and prompts included. Prints the
 * longest sections, so an author sees how close each one is. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "wl_check.h"
#include "wl_layout.h"
#include "wl_lesson.h"
#include "wl_lesson_text.h"

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_tui_section_length SOURCE_DIR\n");
        return 2;
    }
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/lessons", argv[1]);
    wl_course course;
    wl_error err;
    if (wl_course_load_dir(dir, &course, &err) != 0) {
        fprintf(stderr, "%s\n", err.msg);
        return 1;
    }
    wl_layout lay;
    wl_layout_compute(WL_MIN_COLS, WL_MIN_ROWS, &(wl_layout_mode){0}, &lay);
    const wl_rect *pane = &lay.pane[WL_PANE_LESSON];
    int limit = 2 * pane->h;
    size_t n = wl_course_section_count(&course);
    for (size_t i = 0; i < n; i++) {
        const wl_lesson *l;
        const wl_section *s = wl_course_section(&course, i, &l);
        wl_text t;
        wl_text_init(&t, false);
        CHECK(wl_lesson_text_render_until(s, (int)i + 1, pane->w, INT_MAX, &t) == 0);
        if (t.n > limit - 6)
            printf("%s:%d: '%s': %d rows of %d at %dx%d\n", l->path, s->line, s->title, t.n, limit,
                   pane->w, pane->h);
        CHECK_MSG(t.n <= limit, "%s:%d: section '%s' is %d rows at 80x24, over two screens (%d)",
                  l->path, s->line, s->title, t.n, limit);
        wl_text_free(&t);
    }
    wl_course_free(&course);
    return CHECK_DONE();
}
