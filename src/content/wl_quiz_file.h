/* Quiz files: the check-yourself questions as INI data an instructor edits
 * (quizzes/NAME.ini, format in quizzes/README.md). Loading either fills a whole
 * wl_quiz or fails with "file:line: message" and leaves nothing behind. */
#ifndef WL_QUIZ_FILE_H
#define WL_QUIZ_FILE_H

#include <stdbool.h>

#include "wl_error.h"
#include "wl_file.h"
#include "wl_lesson.h"
#include "wl_model.h"
#include "wl_quiz_quantity.h"

/* Quiz files past this size are refused whole (wl_file.h keeps the limits). */
#define WL_QUIZ_MAX_BYTES WL_LIMIT_QUIZ
#define WL_QUIZ_MAX_QUIZZES 16 /* quiz files in the quizzes directory */
#define WL_QUIZ_MAX_QUESTIONS 16
#define WL_QUIZ_MAX_ACCEPT 8   /* accepted quantities of a number question */
#define WL_QUIZ_MAX_MISTAKES 8 /* known wrong answers with their own hint */
#define WL_QUIZ_MAX_CHOICES 8  /* letters A.. of a choice question */
#define WL_QUIZ_ID_MAX 32      /* quiz and question ids: [a-z0-9_-] */

typedef enum wl_question_kind {
    WL_QUESTION_NUMBER, /* a number, with or without a unit */
    WL_QUESTION_CHOICE  /* one letter; one or more choices are correct */
} wl_question_kind;

/* A wrong answer the author foresaw, and what to tell the student. An
 * `unclear` one is a number typed without its unit that the student more
 * likely meant in another unit: it is asked again, and costs no try. */
typedef struct wl_quiz_mistake {
    wl_quantity answer;
    char *hint;
    bool unclear; /* matches only a bare number; no try is used */
    int line;     /* its own line in the file, for messages about it */
} wl_quiz_mistake;

typedef struct wl_quiz_choice {
    char *text;
    char *hint; /* shown when this wrong choice is picked; NULL: the question's hint */
    bool correct;
} wl_quiz_choice;

typedef struct wl_question {
    char id[WL_QUIZ_ID_MAX + 1];
    int line; /* of its [question ID] header */
    wl_question_kind kind;
    char *prompt;
    char *hint;        /* after a wrong first try, when no mistake or choice hint fits */
    char *explanation; /* after the question is answered, right or wrong */
    /* WL_QUESTION_NUMBER */
    wl_qty_dim bare; /* how a number without a unit is read; NONE: it needs a unit */
    int naccept;
    wl_quantity accept[WL_QUIZ_MAX_ACCEPT];
    int nmistakes;
    wl_quiz_mistake mistake[WL_QUIZ_MAX_MISTAKES];
    /* WL_QUESTION_CHOICE: choice[0] is letter A */
    int nchoices;
    wl_quiz_choice choice[WL_QUIZ_MAX_CHOICES];
    wl_spec spec; /* the experiment whose warp diagram illustrates it (validated) */
} wl_question;

typedef struct wl_quiz {
    char id[WL_QUIZ_ID_MAX + 1]; /* names its saved progress */
    int id_line;
    char *title;
    char *path; /* the file it came from */
    /* optional = yes: a set beyond the course's core, asked after the
     * others; a plain quiz whose input ends before it ends well. */
    bool optional;
    int nquestions;
    wl_question question[WL_QUIZ_MAX_QUESTIONS];
    /* The figure links of its text ([TEXT](model:...), wl_figure_link.h),
     * taken out of the text the student reads, kept to be recomputed. */
    wl_figure *figures;
    size_t nfigures;
} wl_quiz;

/* Every quiz of a directory, in file-name order. */
typedef struct wl_quiz_set {
    int count;
    wl_quiz *quiz;
} wl_quiz_set;

/* Loads one quiz file. Returns 0, or -1 with err = "path:line: message" and
 * *out emptied (safe to wl_quiz_free). */
int wl_quiz_load_file(const char *path, wl_quiz *out, wl_error *err);
void wl_quiz_free(wl_quiz *q);

/* Loads every *.ini of dir (other files are ignored). All or nothing: the
 * first bad file fails the whole set, as do two quizzes with one id, more
 * than WL_QUIZ_MAX_QUIZZES files and a directory without quizzes. */
int wl_quiz_load_dir(const char *dir, wl_quiz_set *out, wl_error *err);
void wl_quiz_set_free(wl_quiz_set *set);

/* The question's experiment as the command that draws it
 * ("warplab model --kernel stride --type f32 --param 1"). */
void wl_question_model_command(const wl_question *q, char *out, size_t outsz);

#endif
