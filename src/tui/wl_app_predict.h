/* Predict, then measure: the lab's state while a lesson's prediction prompt
 * (wl_prompt.h) has the lesson pane. The student types or picks a guess,
 * wl_prompt_judge judges it against the answer computed from the model and
 * the reference data, and progress keeps the latest guess, so a section
 * already answered shows that guess instead of asking again. No curses. */
#ifndef WL_APP_PREDICT_H
#define WL_APP_PREDICT_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_prompt.h"
#include "wl_quiz_session.h"
#include "wl_reference.h"

typedef struct wl_tui_predict {
    const wl_prompt *p; /* the prompt shown */
    size_t section;     /* its section: the current one, or the one whose
                         * prompt holds what the current one shows */
    bool open;          /* on the asking page (the quiz shares it) */
    bool have_answer;   /* answer computed; else why_no_answer says why */
    wl_prompt_answer answer;
    char why_no_answer[160];
    bool judged;        /* the verdict is shown */
    bool earlier;       /* ... and it is a saved guess, not one just made */
    bool retry;         /* a guess after the answer was shown: the first stays saved */
    bool no_experiment; /* the prompt has none of its own: the lab shows its section's */
    /* The guess progress keeps is one another warplab on the same progress
     * saved first (found on saving this one, which is then practice). */
    bool kept_elsewhere;
    char kept[WL_ANSWER_TEXT_MAX + 1];
    bool kept_right;
    char given[WL_ANSWER_TEXT_MAX + 1]; /* the guess judged */
    wl_prompt_verdict verdict;
} wl_tui_predict;

#endif
