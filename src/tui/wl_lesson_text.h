/* A lesson section as wrapped, styled rows for the lesson pane. Pure. */
#ifndef WL_LESSON_TEXT_H
#define WL_LESSON_TEXT_H

#include "wl_lesson.h"
#include "wl_text.h"

/* Lays out one section (its title, then its blocks) at width columns, only
 * the blocks that start before source line `stop` (INT_MAX: all; a
 * prediction prompt's line: the text after it waits for the guess).
 * `number` is the section's place in the whole course (1-based). */
int wl_lesson_text_render_until(const wl_section *s, int number, int width, int stop, wl_text *out);

/* A glossary term: its title as written, then its blocks. */
int wl_lesson_text_render_term(const wl_section *s, int width, wl_text *out);

/* The role a span style is drawn in (code wins over figure over strong over em). */
wl_role wl_role_for_style(unsigned style);

#endif
