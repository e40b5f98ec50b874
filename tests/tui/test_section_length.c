/* Every lesson section within two screens of the lesson pane at 80x24, the
 * smallest terminal the lab draws (lessons/README.md): laid out by the
 * lab's own layout and wrapping at the columns the lab wraps the lesson at,
 * against the rows one screen of the pane shows (the pane's header row is
 * not text), title and prompts included. Each section is measured in every
 * state the lab draws it in: with each of its prediction prompts waiting
 * (the text before it and the notice under it), and with all of them
 * answered (the whole text), the longest counting. Prints the longest
 * sections, so an author sees how close each one is. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "wl_app.h"
#include "wl_check.h"
#include "wl_layout.h"
#include "wl_lesson.h"
#include "wl_lesson_text.h"

/* The most rows the lab's lesson pane draws for section s: each prompt in
 * turn waiting for its guess (the lab asks them in order), then none. */
static int longest_state(const wl_section *s, int number, int cols)
{
    int most = 0;
    for (size_t p = 0; p <= s->nprompts; p++) {
        wl_text t;
        wl_lesson_pane_init(&t, false);
        const wl_prompt *ask = p < s->nprompts ? &s->prompts[p] : NULL;
        CHECK(wl_lesson_pane_text(s, number, cols, ask, &t) == 0);
        if (t.n > most)
            most = t.n;
        wl_text_free(&t);
    }
    return most;
}

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
    int cols = wl_layout_lesson_cols(&lay), rows = wl_layout_lesson_rows(&lay);
    int limit = 2 * rows;
    size_t n = wl_course_section_count(&course);
    for (size_t i = 0; i < n; i++) {
        const wl_lesson *l;
        const wl_section *s = wl_course_section(&course, i, &l);
        int n_rows = longest_state(s, (int)i + 1, cols);
        if (n_rows > limit - 6)
            printf("%s:%d: '%s': %d rows of %d (%d columns, %d rows a screen)\n", l->path, s->line,
                   s->title, n_rows, limit, cols, rows);
        CHECK_MSG(n_rows <= limit, "%s:%d: section '%s' is %d rows at 80x24, over two screens (%d)",
                  l->path, s->line, s->title, n_rows, limit);
    }
    wl_course_free(&course);
    return CHECK_DONE();
}
