/* The interactive lab: options and the one entry point the command uses. */
#ifndef WL_TUI_H
#define WL_TUI_H

#include <stdbool.h>

typedef struct wl_tui_options {
    bool projector, no_color, ascii, force_model;
    bool open_quiz; /* start on the quiz screen (warplab quiz at a terminal) */
    int section;    /* 1-based; 0: where the student left off */
    /* --section given as text: a number or a section's name, resolved when
     * the lessons are loaded (it then sets section); NULL: none */
    const char *section_id;
    int device;
    const char *demo; /* a demo script to play (wl_demo.h), or NULL */
    bool present;     /* the questions for a room only: progress neither read nor written */
    const char *data_dir, *state_dir; /* NULL: the defaults */
    const char *calibration;          /* --calibration FILE; NULL: the data directory's */
    /* Headless testing aid: draw on a virtual screen of cols x rows, replay
     * `keys` through the real input loop, write the screen text to `dump`. */
    bool headless;
    int cols, rows;
    const char *keys, *dump;
    const char *cmd; /* the command typed, for messages ("quiz"); NULL: "tui" */
} wl_tui_options;

/* Runs the lab; returns the process exit status (0, 1, or 2 when the
 * terminal cannot host it). Prints its own messages. */
int wl_tui_run(const wl_tui_options *opt);

#endif
