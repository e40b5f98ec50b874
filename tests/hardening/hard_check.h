/* Counting checks for the hardening tests: every failure is reported with
 * file:line and counted, and main returns HARD_DONE(). */
#ifndef HARD_CHECK_H
#define HARD_CHECK_H

#include <stdio.h>

static int hard_failures;

#define HARD_CHECK(cond, ...)                                                                      \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: FAIL (%s): ", __FILE__, __LINE__, #cond);                      \
            fprintf(stderr, __VA_ARGS__);                                                          \
            fputc('\n', stderr);                                                                   \
            hard_failures++;                                                                       \
        }                                                                                          \
    } while (0)

#define HARD_DONE() (hard_failures ? (fprintf(stderr, "%d failure(s)\n", hard_failures), 1) : 0)

#endif
