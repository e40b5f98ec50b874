/* The one input loop: it alone draws. Keys come from the terminal, or in
 * headless runs from a key script; both go through the same dispatch. */
#ifndef WL_LOOP_H
#define WL_LOOP_H

#include "wl_app.h"
#include "wl_view.h"

/* A key script: space-separated key names (see wl_key_from_name) and
 * events: resize:COLSxROWS, click:X,Y, drag:X,Y, release:X,Y, wheelup:X,Y,
 * wheeldown:X,Y (X is the column, Y the row, both from 0). */
typedef struct wl_script {
    const char *text;
    size_t pos;
    const char *dump; /* --dump FILE: the event "dump" writes FILE.1, FILE.2... */
    int dumps;        /* screens dumped by the event so far */
} wl_script;

/* Runs until quit (or, with a script, until the script ends). Returns 0, or
 * -1 with err set (WL_EXIT_USAGE) for a bad script token. */
int wl_loop_run(wl_app *app, wl_screen *scr, wl_script *script, wl_error *err);

#endif
