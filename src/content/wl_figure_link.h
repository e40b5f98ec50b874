/* A figure link as a student's text writes it, [TEXT](TARGET): TARGET a
 * figure target (wl_figure.h: model:, ref:, perf:, ratio:, product:) whose
 * value TEXT states, or literal:REASON for a number stated as a plain fact
 * of its own (a year, a section number, a hardware constant with its
 * source), shown like a figure and recomputed by no one. Lessons and quizzes
 * take the same links, checked by the same functions. */
#ifndef WL_FIGURE_LINK_H
#define WL_FIGURE_LINK_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_error.h"

#define WL_LITERAL_PREFIX "literal:"

/* True when a link target (n bytes) is literal:... */
bool wl_figure_is_literal(const char *target, size_t n);

/* True when a link target is a figure's or a literal's. */
bool wl_figure_is_link_target(const char *target, size_t n);

/* Checks one link as written: a literal's reason and number, or a figure
 * target that parses, a TEXT that is a number (or the name a named figure
 * gives) and a '%' only where the field is a fraction. 0, or -1 with a
 * one-line reason in why (no file:line; the caller adds it). *literal says
 * which kind it was: a literal is not recomputed, so the caller keeps none. */
int wl_figure_link_check(const char *target, const char *text, bool *literal, wl_error *why);

#endif
