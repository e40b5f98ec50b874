/* The process exit statuses every command uses, and nothing else. */
#ifndef WL_EXIT_H
#define WL_EXIT_H

enum wl_exit {
    WL_EXIT_OK = 0,          /* done, or --help / --version printed */
    WL_EXIT_FAIL = 1,        /* the work failed: bad content, a mismatch, a write error */
    WL_EXIT_USAGE = 2,       /* bad arguments, or no terminal to draw the lab on */
    WL_EXIT_UNAVAILABLE = 3, /* a tool or device the command needs is missing */
};

#endif
