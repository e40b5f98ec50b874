/* Internal to the quiz loader: the state shared by the line reader
 * (wl_quiz_file.c) and the key handlers (wl_quiz_keys.c). */
#ifndef WL_QUIZ_PARSE_H
#define WL_QUIZ_PARSE_H

#include <stdbool.h>

#include "wl_quiz_file.h"

typedef enum quiz_key {
    KEY_ID,
    KEY_TITLE,
    KEY_PROMPT,
    KEY_KIND,
    KEY_ANSWER,
    KEY_BARE,
    KEY_WRONG,
    KEY_CHOICE,
    KEY_CORRECT,
    KEY_HINT,
    KEY_EXPLANATION,
    KEY_KERNEL,
    KEY_TYPE,
    KEY_PARAM,
    KEY_COUNT
} quiz_key;

typedef enum quiz_section { SECTION_NONE, SECTION_QUIZ, SECTION_QUESTION } quiz_section;

typedef struct quiz_parse {
    const char *path;
    wl_quiz *quiz;
    wl_error *err;
    int error_line; /* 0 until the first error; later errors are dropped */
    int lineno;     /* the line the reader handed to inih last */
    bool indented;  /* that line began with white space (a continuation) */
    quiz_section section;
    int section_line;
    wl_question *q;                        /* the question being read, or NULL */
    int key_line[KEY_COUNT];               /* first line of each key in this section; 0: absent */
    quiz_key last_key;                     /* for continuation lines */
    char correct[WL_QUIZ_MAX_CHOICES + 1]; /* letters from "correct", upper case */
    bool seen_quiz;
} quiz_parse;

/* Records the first error as "path:line: message"; always returns 0 so
 * handlers can `return quiz_error(...)` (inih's "failed"). */
int quiz_error(quiz_parse *p, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Implemented in wl_quiz_keys.c. */
const char *quiz_key_name(quiz_key k);
/* Quiz and question ids: 1..WL_QUIZ_ID_MAX of a-z, 0-9, '-', '_'. */
bool quiz_valid_id(const char *s);
/* One "name = value" (or a continuation of it) of the current section. */
int quiz_on_key(quiz_parse *p, const char *name, const char *value);

/* Implemented in wl_quiz_check.c. */
/* A "[...]" header: checks the section just finished, then starts the next. */
void quiz_on_section(quiz_parse *p, const char *name, int line);

/* End of file: checks the last section and the quiz as a whole. */
void quiz_on_end(quiz_parse *p);

#endif
