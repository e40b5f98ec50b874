/* The interactive lab: options and the one entry point the command uses. */
#ifndef WL_TUI_H
#define WL_TUI_H

#include <stdbool.h>

typedef struct wl_tui_options {
    bool projector, no_color, ascii, force_model;
    bool open_quiz;         /* start on the quiz screen (warplab quiz at a terminal) */
    int section;            /* 1-based; 0: where the student left off */
    const char *section_id; /* --section ID: a section by its id; NULL: none */
    int device;
    const char *data_dir, *state_dir; /* NULL: the defaults */
    const char *calibration;          /* --calibration FILE; NULL: the data directory's */
    /* Headless testing aid: draw on a virtual screen of cols x rows, replay
     * `keys` through the real input loop, write the screen text to `dump`. */
    bool headless;
    int cols, rows;
    const char *keys, *dump;
} wl_tui_options;

/* Runs the lab; returns the process exit status (0, 1, or 2 when the
 * terminal cannot host it). Prints its own messages. */
int wl_tui_run(const wl_tui_options *opt);

#endif
