/* A tiny assertion macro for the content tests: report and count, so one run
 * shows every failure. */
#ifndef WL_CONTENT_CHECK_H
#define WL_CONTENT_CHECK_H

#include <stdio.h>
#include <string.h>

static int wl_test_failures;

#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);               \
            wl_test_failures++;                                                                    \
        }                                                                                          \
    } while (0)

#define CHECK_STR(a, b)                                                                            \
    do {                                                                                           \
        const char *a_ = (a), *b_ = (b);                                                           \
        if (!a_ || !b_ || strcmp(a_, b_) != 0) {                                                   \
            fprintf(stderr, "%s:%d: CHECK_STR failed: '%s' != '%s'\n", __FILE__, __LINE__,         \
                    a_ ? a_ : "(null)", b_ ? b_ : "(null)");                                       \
            wl_test_failures++;                                                                    \
        }                                                                                          \
    } while (0)

#define TEST_RESULT() (wl_test_failures == 0 ? 0 : 1)

#endif
