/* The questions shown to a room (warplab quiz --present, or the lab's key):
 * one question at a time, large, over the panes; a key reveals the right
 * answer and the explanation; next and previous question. Nothing is
 * scored and nothing is saved: the page reads the quizzes and never touches
 * progress. */
#ifndef WL_PRESENT_H
#define WL_PRESENT_H

#include <stdbool.h>

typedef struct wl_present_state {
    int quiz, question; /* of the quiz set, in order */
    bool revealed;
    bool standalone; /* warplab quiz --present: leaving ends the program */
} wl_present_state;

#endif
