/* A monotonic clock for wall times. */
#include <time.h>

#include "wl_clock.h"

double wl_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}
