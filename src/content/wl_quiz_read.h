/* The meaning of a quiz file's sections and keys (format: quizzes/README.md),
 * read through wl_ini. Internal to the quiz loader (wl_quiz_file.c). */
#ifndef WL_QUIZ_READ_H
#define WL_QUIZ_READ_H

#include "wl_quiz_file.h"

/* Fills *quiz (zeroed by the caller) from text; -1 with err "path:line: ...".
 * Whatever was allocated stays in *quiz for wl_quiz_free. */
int wl_quiz_read(const char *path, const char *text, size_t size, wl_quiz *quiz, wl_error *err);

#endif
