/* A minimal checking harness: count failures, report file:line, exit 1. */
#ifndef WL_TEST_CHECK_H
#define WL_TEST_CHECK_H

#include <math.h>
#include <stdio.h>

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

#define CHECK_NEAR(got, want)                                                                      \
    do {                                                                                           \
        double g_ = (got), w_ = (want);                                                            \
        if (fabs(g_ - w_) > 1e-9) {                                                                \
            fprintf(stderr, "%s:%d: %s is %g, expected %g\n", __FILE__, __LINE__, #got, g_, w_);   \
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
