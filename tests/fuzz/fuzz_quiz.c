/* Fuzz target: a quiz file (INI through inih). Every input either loads whole
 * or fails with "path:line: message" and leaves nothing to free; a loaded
 * quiz is then used the way the quiz does: each question's experiment must be
 * a valid spec and its model command must fit its buffer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "wl_quiz_file.h"

static void require(int cond, const char *what)
{
    if (!cond) {
        fprintf(stderr, "fuzz_quiz: invariant broken: %s\n", what);
        abort();
    }
}

static void use_quiz(const wl_quiz *quiz)
{
    require(quiz->nquestions >= 1 && quiz->nquestions <= WL_QUIZ_MAX_QUESTIONS,
            "question count in range");
    for (int i = 0; i < quiz->nquestions; i++) {
        const wl_question *q = &quiz->question[i];
        wl_error err;
        require(wl_spec_validate(&q->spec, &err) == 0, "question experiment is validated");
        require(q->prompt && q->explanation, "prompt and explanation present");
        char cmd[256];
        wl_question_model_command(q, cmd, sizeof cmd);
        require(strlen(cmd) < sizeof cmd, "model command is terminated");
        if (q->kind == WL_QUESTION_CHOICE) {
            require(q->nchoices >= 2 && q->nchoices <= WL_QUIZ_MAX_CHOICES, "choice count");
            int correct = 0;
            for (int c = 0; c < q->nchoices; c++)
                correct += q->choice[c].correct;
            require(correct >= 1, "a choice question has a right answer");
        } else {
            require(q->naccept >= 1 && q->naccept <= WL_QUIZ_MAX_ACCEPT, "accepted answers");
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = wl_fuzz_file(data, size, ".ini");
    wl_quiz quiz;
    wl_error err;
    if (wl_quiz_load_file(path, &quiz, &err) != 0) {
        require(strncmp(err.msg, path, strlen(path)) == 0 && err.msg[strlen(path)] == ':',
                "error names the file and line");
        wl_quiz_free(&quiz);
        return 0;
    }
    use_quiz(&quiz);
    wl_quiz_free(&quiz);
    return 0;
}
