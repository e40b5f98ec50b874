/* The questions shown to a room (warplab quiz --present, or the lab's key):
 * one question at a time, large, over the panes; a key reveals the right
 * answer and the explanation; next and previous question. The page
 * scrolls when a question, its choices and its explanation are longer than
 * the box. Nothing is scored and nothing is saved: the page reads the
 * quizzes and never touches progress. */
#ifndef WL_PRESENT_H
#define WL_PRESENT_H

#include <stdbool.h>

typedef struct wl_present_state {
    int quiz, question; /* of the quiz set, in order */
    bool revealed;
    bool standalone; /* warplab quiz --present: leaving ends the program */
    int scroll;      /* the first text row shown */
} wl_present_state;

/* Where the laid-out question's parts are: the prompt's band [first, end)
 * and the row the revealed answer starts on (-1 while hidden). */
typedef struct wl_present_rows {
    int band_first, band_end;
    int answer;
} wl_present_rows;

#endif
