/* Predict-then-measure prompts: a lesson section asks the student to commit
 * to a guess before the lab shows the answer. A prompt is an HTML comment on
 * lines of its own inside the section, documented in lessons/README.md:
 *
 *   <!-- warplab-predict: id=stride-sectors kind=number
 *   ask="Sectors per request at strides 2, 4, 8 and 16?" unit=sectors
 *   answer=model:stride?stride=2&field=load.sectors
 *   answer=model:stride?stride=4&field=load.sectors -->
 *
 * The right answer is never written down: it is computed from figure targets
 * (wl_figure.h), so it cannot drift from the model or the measurements. */
#ifndef WL_PROMPT_H
#define WL_PROMPT_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_error.h"
#include "wl_figure.h"

#define WL_PROMPT_ID_MAX 32
#define WL_PROMPT_MAX_ITEMS 8 /* answers of a number prompt, choices of a choice prompt */
#define WL_PROMPT_MAX_SET 64  /* parameters a set prompt can name */

typedef enum wl_prompt_kind {
    WL_PROMPT_NUMBER, /* one number per answer= target, typed in order */
    WL_PROMPT_CHOICE, /* pick one label; the right one has the lowest or highest value= */
    WL_PROMPT_SET     /* the parameters for which answer= (without its parameter) equals= */
} wl_prompt_kind;

typedef enum wl_prompt_pick { WL_PICK_LOWEST, WL_PICK_HIGHEST } wl_prompt_pick;

typedef struct wl_prompt {
    int line; /* of the comment */
    char id[WL_PROMPT_ID_MAX + 1];
    wl_prompt_kind kind;
    char *ask;  /* the question, as shown on screen */
    char *unit; /* NUMBER: the guesses' unit ("sectors"), or NULL */
    /* NUMBER: the targets the guesses are compared with; SET: one target
     * whose parameter is swept; CHOICE: each choice's value. */
    char *target[WL_PROMPT_MAX_ITEMS];
    /* NUMBER: the measurement beside each answer (a ref: target), or NULL. */
    char *measured[WL_PROMPT_MAX_ITEMS];
    char *label[WL_PROMPT_MAX_ITEMS]; /* CHOICE: what the student picks from */
    int nitems;
    double equals;       /* SET */
    wl_prompt_pick pick; /* CHOICE */
} wl_prompt;

/* The right answer, computed. */
typedef struct wl_prompt_answer {
    double value[WL_PROMPT_MAX_ITEMS];    /* NUMBER: per answer; CHOICE: per choice */
    double measured[WL_PROMPT_MAX_ITEMS]; /* NUMBER: per answer, when has_measured */
    bool has_measured[WL_PROMPT_MAX_ITEMS];
    /* NUMBER: a whole count of the access model (sectors, lines), which a
     * guess must hit exactly: 31 sectors is not 32. Other numbers are
     * right within WL_PROMPT_TOLERANCE. */
    bool exact[WL_PROMPT_MAX_ITEMS];
    int choice;                    /* CHOICE: index of the right label */
    int params[WL_PROMPT_MAX_SET]; /* SET: ascending */
    int nparams;
    int range_min, range_max; /* SET: the parameter's values swept, first and last */
} wl_prompt_answer;

/* `html` is one HTML block starting at `line` of `file`. Returns 1 and fills
 * *out for a <!-- warplab-predict: ... --> comment (targets parsed and
 * checked for form), 0 for any other block, -1 with "file:line: message". */
int wl_prompt_parse(const char *file, int line, const char *html, size_t len, wl_prompt *out,
                    wl_error *err);

/* Computes the answer from the model and, for ref: targets, data. Fails when
 * a target cannot be valued, a set is empty or a choice is a tie. */
int wl_prompt_answer_of(const wl_prompt *p, const wl_figure_data *data, wl_prompt_answer *out,
                        wl_error *err);

/* A guessed number is right within this share of the answer, or exactly
 * where the answer is a count (wl_prompt_answer.exact): one rule, stated on
 * the screen wherever a number is judged (wl_prompt_rule). */
#define WL_PROMPT_TOLERANCE 0.05

/* The rule that judges a number prompt's answers, for the screen: "exactly"
 * for counts, "within 5% of the lab's" for the rest, or both. */
void wl_prompt_rule(const wl_prompt *p, const wl_prompt_answer *a, char *out, size_t outsz);

/* How a guess compares with the answer. */
typedef struct wl_prompt_verdict {
    bool unclear; /* not a guess of this prompt's form: message says how to write one */
    bool right;   /* every part right (counts exactly, other numbers within 5%) */
    int nguesses; /* numbers read (NUMBER, SET) or 1 (CHOICE) */
    double guess[WL_PROMPT_MAX_ITEMS]; /* what was read; CHOICE: the letter's index */
    bool item_right[WL_PROMPT_MAX_ITEMS];
    int missing, extra; /* SET: right values left out, wrong values given */
    char message[160];
} wl_prompt_verdict;

/* Judges the text a student typed: numbers separated by spaces for NUMBER
 * and SET prompts, one letter for CHOICE. */
void wl_prompt_judge(const wl_prompt *p, const wl_prompt_answer *a, const char *text,
                     wl_prompt_verdict *v);

/* What answer i of a number prompt is for, by what sets it apart from the
 * others: the slider's value under the slider's name ("stride 2", "width
 * 4"), else its unroll, type or working set; "" for a single answer. */
void wl_prompt_item_name(const wl_prompt *p, int i, char *out, size_t outsz);

/* The experiment a prompt is about: the configuration and working set in
 * MiB (0: the default) of its first answer (or choice) on `kernel`, the
 * kernel its section is about, else of its first one. A comparison names
 * several kernels, and the one its section teaches with is the one asked
 * about ("which is slower, naive or this one?"). False when that target
 * names no kernel (a constant). */
bool wl_prompt_experiment(const wl_prompt *p, wl_kernel kernel, wl_spec *spec, int *size_mib);

/* True when some target of the prompt reads the reference data. */
bool wl_prompt_uses_reference(const wl_prompt *p);

void wl_prompt_free(wl_prompt *p);

#endif
