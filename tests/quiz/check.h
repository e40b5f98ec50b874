/* A minimal checking harness for the quiz tests: count failures, report
 * file:line, exit 1 at the end when any check failed. */
#ifndef WL_QUIZ_TEST_CHECK_H
#define WL_QUIZ_TEST_CHECK_H

#include <stdio.h>
#include <string.h>

static int check_failures;

#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);               \
            check_failures++;                                                                      \
        }                                                                                          \
    } while (0)

#define CHECK_EQ_INT(got, want)                                                                    \
    do {                                                                                           \
        long long g_ = (long long)(got), w_ = (long long)(want);                                   \
        if (g_ != w_) {                                                                            \
            fprintf(stderr, "%s:%d: %s is %lld, expected %lld\n", __FILE__, __LINE__, #got, g_,    \
                    w_);                                                                           \
            check_failures++;                                                                      \
        }                                                                                          \
    } while (0)

#define CHECK_STR(got, want)                                                                       \
    do {                                                                                           \
        const char *g_ = (got), *w_ = (want);                                                      \
        if (!g_ || strcmp(g_, w_) != 0) {                                                          \
            fprintf(stderr, "%s:%d: %s is '%s', expected '%s'\n", __FILE__, __LINE__, #got,        \
                    g_ ? g_ : "(null)", w_);                                                       \
            check_failures++;                                                                      \
        }                                                                                          \
    } while (0)

#define CHECK_CONTAINS(hay, needle)                                                                \
    do {                                                                                           \
        const char *h_ = (hay), *n_ = (needle);                                                    \
        if (!h_ || !strstr(h_, n_)) {                                                              \
            fprintf(stderr, "%s:%d: %s is '%s', which lacks '%s'\n", __FILE__, __LINE__, #hay,     \
                    h_ ? h_ : "(null)", n_);                                                       \
            check_failures++;                                                                      \
        }                                                                                          \
    } while (0)

#define CHECK_DONE()                                                                               \
    do {                                                                                           \
        if (check_failures)                                                                        \
            fprintf(stderr, "%d check(s) failed\n", check_failures);                               \
        return check_failures ? 1 : 0;                                                             \
    } while (0)

#endif
