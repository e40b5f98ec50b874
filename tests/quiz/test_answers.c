/* Every accepted and rejected answer form of the three questions of
 * quizzes/coalescing.ini, judged as the session judges them. The right
 * answers are worked out by hand: 32 lanes x 4 bytes = 128 bytes = 4 sectors;
 * 32 lanes in 32 rows 16 KiB apart = 32 sectors = 1024 bytes. */
#include "wl_check.h"
#include "wl_answer.h"

typedef struct answer_case {
    int question;
    const char *text;
    wl_match_kind want;
    const char *hint_part; /* a piece of the message expected, or NULL */
} answer_case;

static const answer_case cases[] = {
    /* 1: how many sectors for 32 consecutive floats */
    {0, "4", WL_MATCH_CORRECT, NULL},
    {0, "4 sectors", WL_MATCH_CORRECT, NULL},
    {0, "4 sector", WL_MATCH_CORRECT, NULL},
    {0, "4sectors", WL_MATCH_CORRECT, NULL},
    {0, "4 sectors per request", WL_MATCH_CORRECT, NULL},
    {0, "4 Sectors per warp.", WL_MATCH_CORRECT, NULL},
    /* the readout's own words for it */
    {0, "4 sectors/req", WL_MATCH_CORRECT, NULL},
    {0, "4 sectors/request", WL_MATCH_CORRECT, NULL},
    {0, "4 sectors per req", WL_MATCH_CORRECT, NULL},
    {0, "5 sectors/req", WL_MATCH_WRONG, "starts on a 128-byte boundary"},
    {0, "5 sectors per request", WL_MATCH_WRONG, "starts on a 128-byte boundary"},
    {0, "  4 Sectors.  ", WL_MATCH_CORRECT, NULL},
    {0, "4.0", WL_MATCH_CORRECT, NULL},
    /* another unit than the question's is asked again, its hint shown */
    {0, "128 bytes", WL_MATCH_UNCLEAR, "128 bytes is how much the warp reads"},
    {0, "128 B", WL_MATCH_UNCLEAR, "128 bytes is how much the warp reads"},
    {0, "1 line", WL_MATCH_UNCLEAR, "a line holds four"},
    /* a count is a whole number: near it is not it */
    {0, "3.999999", WL_MATCH_WRONG, "many bytes the 32 lanes read"},
    {0, "4.000001 sectors", WL_MATCH_WRONG, "many bytes the 32 lanes read"},
    /* ... and one a double cannot tell from 4 is refused, never taken as 4 */
    {0, "4.000000000000000001 sectors", WL_MATCH_UNCLEAR, "more digits than can be told apart"},
    {0, "3.99999999999999999999", WL_MATCH_UNCLEAR, "more digits than can be told apart"},
    /* a number without the zero before its point is the number: .5 is 0.5 */
    {0, ".5", WL_MATCH_WRONG, "many bytes the 32 lanes read"},
    {0, ".5 sectors", WL_MATCH_WRONG, "many bytes the 32 lanes read"},
    {0, "32 sectors", WL_MATCH_WRONG, "one sector per lane"},
    {0, "32", WL_MATCH_WRONG, "one sector per lane"},
    {0, "5", WL_MATCH_WRONG, "starts on a 128-byte boundary"},
    {0, "5 sectors", WL_MATCH_WRONG, "starts on a 128-byte boundary"},
    {0, "1", WL_MATCH_WRONG, "One request is not one sector"},
    {0, "128", WL_MATCH_WRONG, "not how many sectors"},
    {0, "128 sectors", WL_MATCH_WRONG, "not how many sectors"},
    {0, "4 32-byte sectors", WL_MATCH_CORRECT, NULL},
    {0, "four sectors", WL_MATCH_CORRECT, NULL},
    {0, "Four", WL_MATCH_CORRECT, NULL},
    {0, "4 64-byte sectors", WL_MATCH_UNCLEAR, "not that unit's size"},
    {0, "fourteen", WL_MATCH_WRONG, "how many bytes the 32 lanes read"},
    {0, "4 bytes", WL_MATCH_UNCLEAR, "this question counts sectors"},
    {0, "4 lines", WL_MATCH_UNCLEAR, "this question counts sectors"},
    {0, "four", WL_MATCH_CORRECT, NULL},
    {0, "4 KB", WL_MATCH_UNCLEAR, "ambiguous"},
    {0, "4 b", WL_MATCH_UNCLEAR, "write a number"},
    {0, "-4", WL_MATCH_UNCLEAR, "write a number"},
    {0, "4 sectors please", WL_MATCH_UNCLEAR, "write a number"},
    {0, "0x4", WL_MATCH_UNCLEAR, "write a number"},
    {0, "", WL_MATCH_UNCLEAR, "write a number"},
    /* 2: what a warp fetches reading down a column 4096 floats wide */
    {1, "1024", WL_MATCH_CORRECT, NULL},
    {1, "1024 bytes", WL_MATCH_CORRECT, NULL},
    {1, "1024 byte", WL_MATCH_CORRECT, NULL},
    {1, "1024 B", WL_MATCH_CORRECT, NULL},
    {1, "1024B", WL_MATCH_CORRECT, NULL},
    {1, "1 KiB", WL_MATCH_CORRECT, NULL},
    {1, "1KiB", WL_MATCH_CORRECT, NULL},
    {1, "1 kib", WL_MATCH_CORRECT, NULL},
    {1, "1.0 KiB", WL_MATCH_CORRECT, NULL},
    {1, "1023.9999 bytes", WL_MATCH_WRONG, "a whole row apart"},
    {1, "1.0000001 KiB", WL_MATCH_WRONG, "a whole row apart"},
    {1, "32 sectors", WL_MATCH_CORRECT, NULL},
    {1, "32 sector", WL_MATCH_CORRECT, NULL},
    {1, "896 bytes", WL_MATCH_WRONG, "go unused"},
    {1, "896", WL_MATCH_WRONG, "go unused"},
    {1, "1000 bytes", WL_MATCH_WRONG, "Count the sectors"},
    {1, "128 bytes", WL_MATCH_WRONG, "128 bytes is what the lanes use"},
    {1, "128", WL_MATCH_WRONG, "128 bytes is what the lanes use"},
    {1, "4 sectors", WL_MATCH_WRONG, "Four sectors would do"},
    {1, "32", WL_MATCH_UNCLEAR, "A number alone counts bytes"},
    {1, "32 bytes", WL_MATCH_WRONG, "a single sector"},
    {1, "32 B", WL_MATCH_WRONG, "a single sector"},
    {1, "4096 bytes", WL_MATCH_WRONG, "not the whole line"},
    {1, "4 KiB", WL_MATCH_WRONG, "not the whole line"},
    {1, "32 lines", WL_MATCH_UNCLEAR, "not the whole line"},
    {1, "1 MiB", WL_MATCH_WRONG, "none of them share"},
    {1, "2048 bytes", WL_MATCH_WRONG, "64-byte pieces"},
    {1, "2 KiB", WL_MATCH_WRONG, "64-byte pieces"},
    {1, "1 KB", WL_MATCH_UNCLEAR, "ambiguous"},
    {1, "1 kB", WL_MATCH_UNCLEAR, "ambiguous"},
    {1, "1k", WL_MATCH_UNCLEAR, "write a number"},
    {1, "lots", WL_MATCH_UNCLEAR, "write a number"},
    /* 3: which change removes the waste: A and C are both right */
    {2, "a", WL_MATCH_CORRECT, NULL},
    {2, "A", WL_MATCH_CORRECT, NULL},
    {2, "c", WL_MATCH_CORRECT, NULL},
    {2, "C", WL_MATCH_CORRECT, NULL},
    {2, "(a)", WL_MATCH_CORRECT, NULL},
    {2, "c)", WL_MATCH_CORRECT, NULL},
    {2, " A. ", WL_MATCH_CORRECT, NULL},
    {2, "b", WL_MATCH_WRONG, "Unrolling"},
    {2, "B", WL_MATCH_WRONG, "Unrolling"},
    {2, "d", WL_MATCH_WRONG, "wider elements"},
    {2, "e", WL_MATCH_WRONG, "More warps"},
    {2, "f", WL_MATCH_UNCLEAR, "pick one of the choices"},
    {2, "z", WL_MATCH_UNCLEAR, "pick one of the choices"},
    {2, "A, C", WL_MATCH_CORRECT, NULL},
    {2, "a and c", WL_MATCH_CORRECT, NULL},
    {2, "C A", WL_MATCH_CORRECT, NULL},
    {2, "(A), (C)", WL_MATCH_CORRECT, NULL},
    {2, "A, B", WL_MATCH_WRONG, "Unrolling"},
    {2, "c, e", WL_MATCH_WRONG, "More warps"},
    {2, "A, F", WL_MATCH_UNCLEAR, "pick one of the choices"},
    {2, "ac", WL_MATCH_UNCLEAR, "or several separated by commas"},
    {2, "both", WL_MATCH_UNCLEAR, "or several separated by commas"},
    {2, "A or C", WL_MATCH_UNCLEAR, "pick one of the choices"},
    {2, "1", WL_MATCH_UNCLEAR, "pick one of the choices"},
    {2, "", WL_MATCH_UNCLEAR, "pick one of the choices"},
};

static void test_text_cases(const wl_quiz *q)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const answer_case *c = &cases[i];
        wl_match m;
        wl_answer_check_text(&q->question[c->question], c->text, &m);
        if (m.kind != c->want) {
            fprintf(stderr, "question %d, answer '%s': judged %d, expected %d\n", c->question + 1,
                    c->text, m.kind, c->want);
            check_failures++;
        }
        if (c->hint_part)
            CHECK_CONTAINS(m.message, c->hint_part);
        else
            CHECK(m.message == NULL);
    }
}

static void test_choice_index(const wl_quiz *q)
{
    const wl_question *fix = &q->question[2];
    wl_match m;
    wl_match_kind want[] = {WL_MATCH_CORRECT, WL_MATCH_WRONG, WL_MATCH_CORRECT, WL_MATCH_WRONG,
                            WL_MATCH_WRONG};
    for (int i = 0; i < 5; i++) {
        wl_answer_check_choice(fix, i, &m);
        CHECK_EQ_INT(m.kind, want[i]);
        CHECK_EQ_INT(m.choice, i);
    }
    wl_answer_check_choice(fix, 5, &m);
    CHECK_EQ_INT(m.kind, WL_MATCH_UNCLEAR);
    wl_answer_check_choice(fix, -1, &m);
    CHECK_EQ_INT(m.kind, WL_MATCH_UNCLEAR);
    /* a choice index means nothing to a number question */
    wl_answer_check_choice(&q->question[0], 0, &m);
    CHECK_EQ_INT(m.kind, WL_MATCH_UNCLEAR);
}

static void test_describe(const wl_quiz *q)
{
    char text[96];
    wl_answer_describe(&q->question[0], text, sizeof text);
    CHECK_STR(text, "4 sectors");
    wl_answer_describe(&q->question[1], text, sizeof text);
    CHECK_STR(text, "1024 bytes or 32 sectors");
    wl_answer_describe(&q->question[2], text, sizeof text);
    CHECK_STR(text, "A or C");
}

int main(int argc, char **argv)
{
    wl_quiz q;
    wl_error err;
    if (argc != 2 || wl_quiz_load_file(argv[1], &q, &err) != 0) {
        fprintf(stderr, "usage: test_quiz_answers QUIZ_FILE (%s)\n", argc == 2 ? err.msg : "");
        return 2;
    }
    CHECK_EQ_INT(q.nquestions, 3);
    if (q.nquestions == 3) {
        test_text_cases(&q);
        test_choice_index(&q);
        test_describe(&q);
    }
    wl_quiz_free(&q);
    return CHECK_DONE();
}
