/* A tiny test harness: CHECK records a failure and goes on. */
#ifndef WL_LAB_CHECK_H
#define WL_LAB_CHECK_H

#include <stdio.h>

static int wl_failures;

#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);               \
            wl_failures++;                                                                         \
        }                                                                                          \
    } while (0)

#define CHECK_NEAR(a, b, tol)                                                                      \
    do {                                                                                           \
        double wl_a_ = (a), wl_b_ = (b);                                                           \
        if (!(wl_a_ - wl_b_ <= (tol) && wl_b_ - wl_a_ <= (tol))) {                                 \
            fprintf(stderr, "%s:%d: CHECK failed: %s = %g, expected %g\n", __FILE__, __LINE__, #a, \
                    wl_a_, wl_b_);                                                                 \
            wl_failures++;                                                                         \
        }                                                                                          \
    } while (0)

#define CHECK_DONE() (wl_failures ? (fprintf(stderr, "%d check(s) failed\n", wl_failures), 1) : 0)

#endif
