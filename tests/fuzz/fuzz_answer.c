/* Fuzz target: what a student types as an answer. The real quiz file
 * (quizzes/coalescing.ini, path given at build time) is loaded once; each
 * input is checked as a typed answer against every question, and its first
 * byte as a picked choice. A match is always one of the three kinds, and a
 * wrong or unclear one always says something to the student. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_answer.h"
#include "wl_quiz_file.h"

static wl_quiz quiz;

static void require(int cond, const char *what)
{
    if (!cond) {
        fprintf(stderr, "fuzz_answer: invariant broken: %s\n", what);
        abort();
    }
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    wl_error err;
    if (wl_quiz_load_file(WL_FUZZ_QUIZ_FILE, &quiz, &err) != 0) {
        fprintf(stderr, "fuzz_answer: %s\n", err.msg);
        abort();
    }
    return 0;
}

static void require_sound(const wl_match *m)
{
    require(m->kind == WL_MATCH_UNCLEAR || m->kind == WL_MATCH_CORRECT || m->kind == WL_MATCH_WRONG,
            "match kind");
    if (m->kind != WL_MATCH_CORRECT)
        require(m->message && *m->message, "a wrong or unclear answer gets a message");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0'; /* answers arrive as C strings; a NUL byte ends one early */
    for (int i = 0; i < quiz.nquestions; i++) {
        const wl_question *q = &quiz.question[i];
        wl_match m;
        wl_answer_check_text(q, text, &m);
        require_sound(&m);
        if (size > 0) {
            wl_answer_check_choice(q, (int)(signed char)data[0], &m);
            require_sound(&m);
        }
        char described[512];
        wl_answer_describe(q, described, sizeof described);
        require(strlen(described) < sizeof described, "description is terminated");
    }
    free(text);
    return 0;
}
