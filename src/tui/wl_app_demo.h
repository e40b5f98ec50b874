/* Playing a demo script in the lab (wl_demo.h): step i shown means its
 * section, its experiment, its GPU profile and zoom, and its caption. Space,
 * Right and PgDn go to the next step (once the room has guessed a prompt of
 * the step's section), Left and PgUp to the one before, on the lab page;
 * every other key is the lab's, and the next step starts from the script
 * again. */
#ifndef WL_APP_DEMO_H
#define WL_APP_DEMO_H

#include "wl_app.h"

/* Loads the script (refused whole with file:line) and shows its first
 * step. 0, or -1 with err. */
int wl_app_demo_open(wl_app *app, const char *path, wl_error *err);
void wl_app_demo_free(wl_app *app);

/* A demo key on the lab page: the step shown, and WL_* flags; 0 when the
 * key is not one (or no demo plays), for the lab to take. */
unsigned wl_app_demo_key(wl_app *app, int key);

/* The caption of the step shown, or NULL. */
const char *wl_app_demo_caption(const wl_app *app);

#endif
