/* A monotonic clock in milliseconds, for wall times. */
#ifndef WL_CLOCK_H
#define WL_CLOCK_H

double wl_now_ms(void);

#endif
