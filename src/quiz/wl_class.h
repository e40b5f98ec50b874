/* A class: many students' progress summed up for their instructor (warplab
 * class). Per question the share of students who answered it right on their
 * first try (of those who answered it), per section how many reached it,
 * per student the score: best of each quiz, predictions right, sections
 * reached. Three forms: a table for a person, CSV for a gradebook (one row
 * per student, one column per scored item) and JSON. Pure: the students come
 * in already read. */
#ifndef WL_CLASS_H
#define WL_CLASS_H

#include <stdio.h>

#include "wl_lesson.h"
#include "wl_progress.h"
#include "wl_quiz_file.h"

#define WL_CLASS_MAX_STUDENTS 2000

typedef struct wl_class_student {
    char *student; /* the name set, else the file's (or its folder's) name */
    char *source;  /* the file read */
    wl_progress *p;
} wl_class_student;

/* A sorted set of "GROUP/ITEM" keys (quizzes, questions, predictions). */
typedef struct wl_keyset {
    char **key;
    size_t n, cap;
} wl_keyset;

typedef struct wl_class {
    const wl_course *course; /* titles and the sections' order; may be NULL */
    wl_class_student *s;
    size_t n, cap;
    /* Filled by wl_class_index, over every student. */
    wl_keyset quizzes, questions, predictions, sections;
} wl_class;

/* Takes p (allocated with malloc) into the class; -1 when full or out of
 * memory (p is freed then). */
int wl_class_add(wl_class *c, const char *student, const char *source, wl_progress *p);
/* Collects the items every student's progress names; -1 when out of memory. */
int wl_class_index(wl_class *c);
void wl_class_free(wl_class *c);

/* A student's scores checked against the quizzes they are for: a score
 * whose total is not its quiz's number of questions says something the quiz
 * file does not (an edited file, a hand-made one), so it is taken out of p
 * and said through say(ctx, "quiz ID: ...") rather than summed with the
 * others. A quiz the set does not know is left as it is. Returns how many
 * were taken out. */
int wl_class_check_totals(wl_progress *p, const wl_quiz_set *quizzes,
                          void (*say)(void *ctx, const char *why), void *ctx);

/* A student's visited sections checked against the course: a section the
 * course does not have (another course's, a hand-made one) is taken out of
 * p, so it is not counted as reached, and all of them are said once through
 * say(ctx, "N sections ...: A, B, ..."). Returns how many were taken out. */
int wl_class_check_sections(wl_progress *p, const wl_course *course,
                            void (*say)(void *ctx, const char *why), void *ctx);

void wl_class_table(FILE *out, const wl_class *c);
void wl_class_csv(FILE *out, const wl_class *c);
/* skipped: "path: why" lines of files that were not read (may be 0). */
void wl_class_json(FILE *out, const wl_class *c, char *const *skipped, size_t nskipped);

#endif
