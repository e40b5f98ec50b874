/* No instruction shown with a question gives its answer away: for every
 * question of every shipped quiz, neither the line saying how to answer it
 * nor the quiz's general answer forms hold a right answer. Each number in
 * the text, with the words after it, and each choice letter is judged as
 * if the student had typed it. */
#include <ctype.h>
#include <stdbool.h>
#include <string.h>

#include "wl_answer.h"
#include "wl_check.h"
#include "wl_quiz_file.h"
#include "wl_quiz_howto.h"

/* A letter standing alone ("A", "(A C)") that names one of the choices:
 * an example letter is a leak whether it is right (the answer) or wrong
 * (the answer by elimination). */
static bool names_a_choice(const wl_question *q, const char *text)
{
    for (const char *s = text; *s; s++) {
        bool alone = (s == text || !isalnum((unsigned char)s[-1])) && !isalnum((unsigned char)s[1]);
        if (alone && *s >= 'A' && *s < 'A' + q->nchoices)
            return true;
    }
    return false;
}

/* The number starting at s with none, one and two of the words after it,
 * each judged as an answer ("4", "4 sectors", "1024 B", "1 KiB"). */
static bool number_is_right(const wl_question *q, const char *s, char *shown, size_t shownsz)
{
    size_t end = 0;
    while (isdigit((unsigned char)s[end]) || s[end] == '.')
        end++;
    for (int words = 0; words < 3; words++) {
        snprintf(shown, shownsz, "%.*s", (int)end, s);
        wl_match m;
        wl_answer_check_text(q, shown, &m);
        if (m.kind == WL_MATCH_CORRECT)
            return true;
        while (s[end] == ' ')
            end++;
        while (s[end] && s[end] != ' ' && s[end] != ',' && s[end] != ';' && s[end] != ')')
            end++;
    }
    return false;
}

/* How many answers text gives away for question i; each is said when say. */
static int leaks(const wl_quiz *quiz, int i, const char *text, bool say)
{
    const wl_question *q = &quiz->question[i];
    int n = 0;
    if (q->kind == WL_QUESTION_CHOICE && names_a_choice(q, text)) {
        n++;
        if (say)
            fprintf(stderr, "%s question %d: a choice letter in \"%s\"\n", quiz->id, i + 1, text);
    }
    for (const char *s = text; q->kind == WL_QUESTION_NUMBER && *s; s++) {
        char shown[128];
        bool starts = isdigit((unsigned char)*s) && (s == text || !isalnum((unsigned char)s[-1]));
        if (starts && number_is_right(q, s, shown, sizeof shown)) {
            n++;
            if (say)
                fprintf(stderr, "%s question %d: its answer \"%s\" in \"%s\"\n", quiz->id, i + 1,
                        shown, text);
        }
    }
    return n;
}

/* The checker itself catches the old forms: "4 sectors, 1024 B" and "(A C)". */
static void test_checker_catches(const wl_quiz *quiz)
{
    for (int i = 0; i < quiz->nquestions; i++)
        CHECK(leaks(quiz, i, "Numbers may carry a unit: 4 sectors, 1024 B, 1 KiB. Letters (A C).",
                    false) > 0);
}

int main(int argc, char **argv)
{
    wl_quiz_set set;
    wl_error err;
    if (argc != 2 || wl_quiz_load_dir(argv[1], &set, &err) != 0) {
        fprintf(stderr, "usage: test_quiz_howto QUIZZES_DIR (%s)\n", argc == 2 ? err.msg : "");
        return 2;
    }
    for (int k = 0; k < set.count; k++)
        for (int i = 0; i < set.quiz[k].nquestions; i++) {
            char how[256];
            wl_quiz_how_to_answer(&set.quiz[k].question[i], how, sizeof how);
            CHECK_EQ_INT(leaks(&set.quiz[k], i, how, true), 0);
            CHECK_EQ_INT(leaks(&set.quiz[k], i, WL_QUIZ_ANSWER_FORMS, true), 0);
        }
    for (int k = 0; k < set.count; k++)
        if (strcmp(set.quiz[k].id, "coalescing") == 0)
            test_checker_catches(&set.quiz[k]);
    wl_quiz_set_free(&set);
    return CHECK_DONE();
}
