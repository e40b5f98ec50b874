/* How to write an answer, in words every screen of the quiz shares (the
 * TUI's question, --plain, --help). The words describe a form, never show
 * an example value: an example could be a question's right answer (a test
 * checks every shipped question against them). */
#ifndef WL_QUIZ_HOWTO_H
#define WL_QUIZ_HOWTO_H

#include <stddef.h>

#include "wl_quiz_file.h"

/* Every answer form in one sentence, for the quiz's header and its usage. */
#define WL_QUIZ_ANSWER_FORMS                                                                       \
    "Numbers may carry a unit (sectors, lines, bytes, KiB); choices take a letter."

/* The line under one question saying how to answer it; "" when the
 * question needs none (one choice, picked with the arrows or its letter). */
void wl_quiz_how_to_answer(const wl_question *q, char *out, size_t outsz);

#endif
