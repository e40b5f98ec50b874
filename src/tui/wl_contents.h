/* The course as the contents list shows it and the lesson keys walk it:
 * each lesson's heading row, its sections under it. Pure (no curses), so the
 * view, the mouse and the keys count rows the same way. */
#ifndef WL_CONTENTS_H
#define WL_CONTENTS_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_lesson.h"

/* Which lesson (index into course->lessons) section i belongs to. */
size_t wl_contents_lesson_of(const wl_course *c, size_t section);
/* The first section of the lesson numbered `number` (as the texts number
 * it), or -1 when no lesson has that number. */
long wl_contents_lesson_start(const wl_course *c, int number);
/* The first section of lesson index `lesson` (0..nlessons-1). */
size_t wl_contents_first_section(const wl_course *c, size_t lesson);

/* Rows of the list: one heading per lesson plus one per section. */
int wl_contents_rows(const wl_course *c);
/* The row of section i. */
int wl_contents_row_of(const wl_course *c, size_t section);
/* What row r shows: a lesson heading (*lesson set, returns false) or a
 * section (*section set, returns true). */
bool wl_contents_at(const wl_course *c, int row, size_t *lesson, size_t *section);
/* The first row in view for h rows with section `sel` selected: the
 * selection and, where it fits, its lesson's heading. */
int wl_contents_first_row(const wl_course *c, size_t sel, int h);

#endif
