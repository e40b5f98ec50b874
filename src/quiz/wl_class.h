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

/* A student's progress checked against the course it is read with, so
 * that nothing the course does not have is counted: each check takes such
 * records out of p and says them through say(ctx, why), once per kind of
 * record. Each returns how many it took out.
 *
 * Scores: one of a quiz the set does not have, or whose total is not its
 * quiz's number of questions (an edited file, a hand-made one), is said on
 * its own ("quiz ID: ..."). */
int wl_class_check_totals(wl_progress *p, const wl_quiz_set *quizzes,
                          void (*say)(void *ctx, const char *why), void *ctx);
/* Answers to a question the quizzes do not have (or of a quiz they do not
 * have): "N quiz answers the course does not have, left out: Q/A, ...". */
int wl_class_check_answers(wl_progress *p, const wl_quiz_set *quizzes,
                           void (*say)(void *ctx, const char *why), void *ctx);
/* Visited sections the course does not have (another course's, a hand-made
 * one), so they are not counted as reached: "N sections ...: A, B, ...";
 * then predictions at a prompt the course does not have (in such a section,
 * or a prompt its section does not ask): "N predictions ...: S/P, ...". */
int wl_class_check_sections(wl_progress *p, const wl_course *course,
                            void (*say)(void *ctx, const char *why), void *ctx);
/* All of the above: with course (NULL: no lessons to check against) its old
 * section ids adopted first, then sections and predictions; with quizzes
 * (NULL: none) scores and answers. */
void wl_class_check(wl_progress *p, const wl_course *course, const wl_quiz_set *quizzes,
                    void (*say)(void *ctx, const char *why), void *ctx);

void wl_class_table(FILE *out, const wl_class *c);
void wl_class_csv(FILE *out, const wl_class *c);
/* Lines of text said beside the class. */
typedef struct wl_strlist {
    char **line;
    size_t n, cap;
} wl_strlist;
/* skipped: "path: why" of files that were not read; left_out: "path: why"
 * of records taken out of files that were read and counted (wl_class_check).
 * Either may be empty. */
void wl_class_json(FILE *out, const wl_class *c, const wl_strlist *skipped,
                   const wl_strlist *left_out);

#endif
