/* Every action of the lab, in one table. Keys, the mouse and headless key
 * scripts all map to these actions; the help overlay and the status line are
 * generated from the same table, so they cannot drift from what the keys do. */
#ifndef WL_ACTIONS_H
#define WL_ACTIONS_H

#include <stdbool.h>
#include <stddef.h>

/* X(name, status label or NULL, help text). Order is the help screen's order. */
#define WL_ACTION_INFO(X)                                                                          \
    X(HELP, "help", "show or hide this help")                                                      \
    X(QUIT, "quit", "quit warplab")                                                                \
    X(SLIDER_DOWN, "slider", "move the slider down (previous value)")                              \
    X(SLIDER_UP, NULL, "move the slider up (next value)")                                          \
    X(SWEEP, "sweep", "sweep the slider's whole range into the chart")                             \
    X(TYPE, NULL, "element type: f32 or f64")                                                      \
    X(UNROLL, NULL, "unroll: 1 or 4 independent elements per thread")                              \
    X(WORKING_SET, NULL, "working set: large (DRAM) or the seed's 4 MB")                           \
    X(COMPARE, NULL, "switch to the section's comparison kernel and back")                         \
    X(WARP_PREV, NULL, "previous warp in the diagram")                                             \
    X(WARP_NEXT, NULL, "next warp in the diagram")                                                 \
    X(NEXT_SECTION, "next", "next section")                                                        \
    X(PREV_SECTION, "prev", "previous section")                                                    \
    X(JUMP_SECTION, NULL, "jump to section 1-9")                                                   \
    X(ADVANCE, NULL, "presenter: page down, then the next section")                                \
    X(CONTENTS, "contents", "table of contents (Enter or a click jumps)")                          \
    X(SCROLL_UP, NULL, "scroll up (the diagram pane: previous warp)")                              \
    X(SCROLL_DOWN, NULL, "scroll down (the diagram pane: next warp)")                              \
    X(SCROLL_LEFT, NULL, "wide rows (code, kernel source) sideways: left")                         \
    X(SCROLL_RIGHT, NULL, "wide rows (code, kernel source) sideways: right")                       \
    X(PAGE_UP, NULL, "page up")                                                                    \
    X(PAGE_DOWN, NULL, "page down")                                                                \
    X(HOME, NULL, "top of the pane (experiment pane: slider minimum)")                             \
    X(END, NULL, "bottom of the pane (experiment pane: slider maximum)")                           \
    X(SELECT, NULL, "contents: jump to the selected section")                                      \
    X(CLOSE, NULL, "close the help or the contents")                                               \
    X(FOCUS_NEXT, "pane", "focus the next pane")                                                   \
    X(FOCUS_PREV, NULL, "focus the previous pane")                                                 \
    X(SOURCE, "source", "show or hide the kernel source")                                          \
    X(QUIZ, "quiz", "check yourself: the three questions")                                         \
    X(RESET, NULL, "forget saved progress (asks first)")                                           \
    X(REDRAW, NULL, "redraw the screen")

typedef enum wl_action_id {
    WL_ACT_NONE,
#define WL_ACTION_ENUM(name, label, help) WL_ACT_##name,
    WL_ACTION_INFO(WL_ACTION_ENUM)
#undef WL_ACTION_ENUM
        WL_ACT_COUNT
} wl_action_id;

/* An action with its argument (a section number) or pointer position. */
typedef struct wl_action {
    wl_action_id id;
    int arg;
} wl_action;

/* What a handler asks of the loop (htop's Panel flags). */
enum {
    WL_HANDLED = 1u << 0,
    WL_REDRAW = 1u << 1, /* draw again */
    WL_RESIZE = 1u << 2, /* lay out again, then draw */
    WL_QUIT = 1u << 3    /* leave the loop */
};

/* The action a key is bound to; WL_ACT_NONE when unbound. Keys are curses key
 * codes (KEY_LEFT) or characters. */
wl_action wl_action_for_key(int key);

const char *wl_action_help(wl_action_id id);
const char *wl_action_label(wl_action_id id); /* status-line label, or NULL */

/* Names of every key bound to id, e.g. "h Left", written into out. */
void wl_action_keys(wl_action_id id, char *out, size_t outsz);

/* Key names shared by the help screen and key scripts ("Left", "PgDn", "Tab",
 * "Space", "Enter", "Esc", "C-l", or a single printable character). Returns
 * the key code, or -1 for an unknown name. */
int wl_key_from_name(const char *name);
void wl_key_name(int key, char *out, size_t outsz);

/* The status line: "?:help q:quit h/l:slider ..." fitting in width columns. */
void wl_status_keys(char *out, size_t outsz, int width);

/* The help screen as lines ("h Left        move the slider down..."); returns
 * how many lines there are and points *lines at them when line is >= 0. */
int wl_help_line_count(void);
void wl_help_line(int i, char *out, size_t outsz);

#endif
