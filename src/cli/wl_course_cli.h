/* The course a report reads progress against (warplab progress, warplab
 * class): the lessons, which title and order the sections, and the quizzes,
 * whose question counts check each saved score. Given with --data-dir, it
 * is used or the run fails saying why; found by default, a course that does
 * not load only leaves the report untitled and unchecked. */
#ifndef WL_COURSE_CLI_H
#define WL_COURSE_CLI_H

#include <stdbool.h>

#include "wl_error.h"
#include "wl_lesson.h"
#include "wl_quiz_file.h"

typedef struct wl_report_course {
    wl_course lessons;
    wl_quiz_set quizzes;
    bool have_lessons, have_quizzes;
} wl_report_course;

/* data_dir: --data-dir as given (resolved), or NULL for the default one.
 * 0, or -1 with err when data_dir was given and does not load. */
int wl_report_course_load(const char *data_dir, wl_report_course *out, wl_error *err);
void wl_report_course_free(wl_report_course *c);

#endif
