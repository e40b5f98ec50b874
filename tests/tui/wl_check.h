/* A tiny CHECK for the TUI's unit tests: counts failures, keeps going. */
#ifndef WL_TUI_CHECK_H
#define WL_TUI_CHECK_H

#include <stdio.h>

static int wl_failures;

#define CHECK(cond, ...)                                                                           \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            wl_failures++;                                                                         \
            fprintf(stderr, "%s:%d: CHECK(%s) failed: ", __FILE__, __LINE__, #cond);               \
            fprintf(stderr, __VA_ARGS__);                                                          \
            fputc('\n', stderr);                                                                   \
        }                                                                                          \
    } while (0)

#define CHECK_DONE() (wl_failures ? (fprintf(stderr, "%d failure(s)\n", wl_failures), 1) : 0)

#endif
