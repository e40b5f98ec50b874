/* The quiz session: one retry after a hint, then the explanation; unclear
 * answers cost nothing; scoring "N / M correct"; no moving on before an
 * answer. Runs on quizzes/coalescing.ini. */
#include "wl_check.h"
#include "wl_quiz_session.h"

static void answer_all(wl_quiz_session *s, const char *const *answers, int n)
{
    wl_feedback fb;
    for (int i = 0; i < n; i++) {
        wl_quiz_session_answer(s, answers[i], &fb);
        if (wl_quiz_session_answered(s))
            CHECK(wl_quiz_session_next(s));
    }
}

static void test_all_right(const wl_quiz *q)
{
    wl_quiz_session s;
    char score[32];
    const char *const answers[] = {"4", "1 KiB", "c"};
    wl_quiz_session_start(&s, q);
    wl_quiz_session_score_text(&s, score, sizeof score);
    CHECK_STR(score, "0 / 3 correct");
    answer_all(&s, answers, 3);
    CHECK(wl_quiz_session_finished(&s));
    CHECK(wl_quiz_session_question(&s) == NULL);
    CHECK_EQ_INT(wl_quiz_session_score(&s), 3);
    wl_quiz_session_score_text(&s, score, sizeof score);
    CHECK_STR(score, "3 / 3 correct");
    for (int i = 0; i < 3; i++)
        CHECK_EQ_INT(s.tries[i], 1);
    CHECK_STR(s.given[1], "1 KiB");
}

static void test_retry_then_right(const wl_quiz *q)
{
    wl_quiz_session s;
    wl_feedback fb;
    wl_quiz_session_start(&s, q);
    /* another unit than the question's: asked again, no try used */
    CHECK_EQ_INT(wl_quiz_session_answer(&s, "128 bytes", &fb), WL_VERDICT_UNCLEAR);
    CHECK_CONTAINS(fb.message, "128 bytes is how much");
    CHECK_EQ_INT(s.tries[0], 0);
    CHECK_EQ_INT(wl_quiz_session_answer(&s, "5 sectors", &fb), WL_VERDICT_RETRY);
    CHECK_CONTAINS(fb.message, "128-byte boundary");
    CHECK(fb.explanation == NULL && fb.spec == NULL); /* not yet */
    CHECK(!wl_quiz_session_answered(&s));
    CHECK(!wl_quiz_session_next(&s)); /* cannot skip ahead */
    CHECK_EQ_INT(s.current, 0);
    CHECK_EQ_INT(wl_quiz_session_answer(&s, "4 sectors", &fb), WL_VERDICT_CORRECT);
    CHECK(fb.message == NULL);
    CHECK(fb.explanation == q->question[0].explanation);
    CHECK(fb.spec == &q->question[0].spec);
    CHECK_STR(fb.model_command, "warplab model --kernel stride --type f32 --param 1");
    CHECK_EQ_INT(s.tries[0], 2);
    CHECK_EQ_INT(s.result[0], WL_RESULT_CORRECT); /* right on the retry counts */
    /* answering again changes nothing */
    CHECK_EQ_INT(wl_quiz_session_answer(&s, "5", &fb), WL_VERDICT_UNCLEAR);
    CHECK_EQ_INT(s.tries[0], 2);
    CHECK_EQ_INT(s.result[0], WL_RESULT_CORRECT);
}

static void test_wrong_twice(const wl_quiz *q)
{
    wl_quiz_session s;
    wl_feedback fb;
    wl_quiz_session_start(&s, q);
    CHECK(wl_quiz_session_answer(&s, "4", &fb) == WL_VERDICT_CORRECT && wl_quiz_session_next(&s));
    /* unclear answers do not use the try */
    CHECK_EQ_INT(wl_quiz_session_answer(&s, "1 KB", &fb), WL_VERDICT_UNCLEAR);
    CHECK_CONTAINS(fb.message, "ambiguous");
    CHECK_EQ_INT(wl_quiz_session_answer(&s, "lots", &fb), WL_VERDICT_UNCLEAR);
    CHECK_EQ_INT(s.tries[1], 0);
    CHECK_EQ_INT(wl_quiz_session_answer(&s, "4 sectors", &fb), WL_VERDICT_RETRY);
    CHECK_EQ_INT(wl_quiz_session_answer(&s, "128 bytes", &fb), WL_VERDICT_WRONG_FINAL);
    CHECK_CONTAINS(fb.message, "128 bytes is what the lanes use");
    CHECK_STR(fb.accepted, "1024 bytes or 32 sectors");
    CHECK(fb.explanation == q->question[1].explanation);
    CHECK(fb.spec && fb.spec->kernel == WL_KERNEL_TRANSPOSE_NAIVE && fb.spec->param == 4096);
    CHECK_EQ_INT(s.result[1], WL_RESULT_WRONG);
    CHECK_STR(s.given[1], "128 bytes");
    CHECK(wl_quiz_session_next(&s));
    /* the choice question through indices, as arrow keys pick */
    CHECK_EQ_INT(wl_quiz_session_choose(&s, 7, &fb), WL_VERDICT_UNCLEAR);
    CHECK_EQ_INT(wl_quiz_session_choose(&s, 1, &fb), WL_VERDICT_RETRY);
    CHECK_CONTAINS(fb.message, "Unrolling");
    CHECK_EQ_INT(wl_quiz_session_choose(&s, 0, &fb), WL_VERDICT_CORRECT);
    CHECK_STR(fb.accepted, "A or C");
    CHECK_STR(s.given[2], "A");
    CHECK(wl_quiz_session_next(&s));
    CHECK(wl_quiz_session_finished(&s));
    CHECK(!wl_quiz_session_next(&s));
    CHECK_EQ_INT(wl_quiz_session_answer(&s, "a", &fb), WL_VERDICT_UNCLEAR);
    char score[32];
    wl_quiz_session_score_text(&s, score, sizeof score);
    CHECK_STR(score, "2 / 3 correct");
}

static void test_none_right(const wl_quiz *q)
{
    wl_quiz_session s;
    const char *const answers[] = {"1", "2", "3 sectors", "8 sectors", "b", "d"};
    wl_quiz_session_start(&s, q);
    answer_all(&s, answers, 6);
    CHECK(wl_quiz_session_finished(&s));
    CHECK_EQ_INT(wl_quiz_session_score(&s), 0);
}

int main(int argc, char **argv)
{
    wl_quiz q;
    wl_error err;
    if (argc != 2 || wl_quiz_load_file(argv[1], &q, &err) != 0) {
        fprintf(stderr, "usage: test_quiz_session QUIZ_FILE (%s)\n", argc == 2 ? err.msg : "");
        return 2;
    }
    test_all_right(&q);
    test_retry_then_right(&q);
    test_wrong_twice(&q);
    test_none_right(&q);
    wl_quiz_free(&q);
    return CHECK_DONE();
}
