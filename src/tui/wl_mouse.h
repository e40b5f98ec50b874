/* Pointer input: clicks focus panes and jump in the contents, a press or
 * drag on the slider sets it, the wheel scrolls the pane under the pointer.
 * Curses events and headless scripts both come through here. */
#ifndef WL_MOUSE_H
#define WL_MOUSE_H

#include <stdbool.h>

#include "wl_app.h"
#include "wl_view.h"

typedef enum wl_mouse_kind {
    WL_MOUSE_PRESS,
    WL_MOUSE_DRAG, /* moved with the button held */
    WL_MOUSE_RELEASE,
    WL_MOUSE_WHEEL_UP,
    WL_MOUSE_WHEEL_DOWN
} wl_mouse_kind;

typedef struct wl_mouse_state {
    bool dragging; /* the press landed on the slider */
} wl_mouse_state;

/* y, x: screen position. Returns WL_* flags. */
unsigned wl_mouse_event(wl_app *app, wl_mouse_state *ms, wl_mouse_kind kind, int y, int x);

#endif
