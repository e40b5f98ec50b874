#include "wl_course_cli.h"

#include <limits.h>
#include <string.h>

#include "wl_datadir.h"
#include "wl_file.h"

int wl_report_course_load(const char *data_dir, wl_report_course *out, wl_error *err)
{
    char data[PATH_MAX], dir[PATH_MAX];
    memset(out, 0, sizeof *out);
    if (wl_datadir_find(data_dir, data, sizeof data) != 0)
        return data_dir ? wl_fail(err, "%s: no lessons/ folder there", data_dir) : 0;
    if (wl_path_join(dir, sizeof dir, data, "lessons") != 0)
        return data_dir ? wl_fail(err, "%s: the path is too long", data) : 0;
    out->have_lessons = wl_course_load_dir(dir, &out->lessons, err) == 0;
    if (!out->have_lessons && data_dir)
        return -1;
    out->have_quizzes = wl_path_join(dir, sizeof dir, data, "quizzes") == 0 &&
                        wl_quiz_load_dir(dir, &out->quizzes, err) == 0;
    if (!out->have_quizzes && data_dir) {
        wl_report_course_free(out);
        return -1;
    }
    return 0;
}

void wl_report_course_free(wl_report_course *c)
{
    if (c->have_lessons)
        wl_course_free(&c->lessons);
    if (c->have_quizzes)
        wl_quiz_set_free(&c->quizzes);
    c->have_lessons = c->have_quizzes = false;
}
