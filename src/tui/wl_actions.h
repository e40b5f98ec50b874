/* Every action of the lab, in one table. Keys, the mouse and headless key
 * scripts all map to these actions; the key bar, the help overlay and the key
 * lists of README.md and man/warplab.1 are generated from (or tested against)
 * the same table, so they cannot drift from what the keys do.
 *
 * A key means different things in different modes (Enter answers in the
 * quiz and jumps in the contents), so every action names the modes it works
 * in; the key bar shows the current mode's actions, most important first. */
#ifndef WL_ACTIONS_H
#define WL_ACTIONS_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_page_list.h"

/* What has the keyboard: one row per mode, naming the page (wl_page_list.h)
 * whose mode() gives it and the help's heading for it. A page has one mode,
 * or several (the asking page: typing, choosing, judged, at the end), each
 * a row here; the help and the key bar read the names from this list. */
#define WL_MODE_LIST(X)                                                                            \
    X(LAB, LAB, "In the lab")                                                                      \
    X(HELP, HELP, "In this help")                                                                  \
    X(CONTENTS, CONTENTS, "In the contents")                                                       \
    X(GOTO, GOTO, "Going to a section (other keys type)")                                          \
    X(ASK_TYPE, ASK, "Answering or predicting (other keys type; Left/Right move in the line)")     \
    X(ASK_CHOICE, ASK, "At choices (a letter picks, Enter answers; several when allowed)")         \
    X(ASK_JUDGED, ASK, "After an answer")                                                          \
    X(ASK_END, ASK, "At the quiz's score, or beside your guess")                                   \
    X(ASK_MORE, ASK, "At a question set's score, another set after it")                            \
    X(CONFIRM, CONFIRM, "Asked to reset (type reset)")                                             \
    X(WELCOME, WELCOME, "On the welcome screen: any key")                                          \
    X(EXPR, EXPR, "Typing an expression (other keys type; Left/Right move in the line)")           \
    X(DETAILS, DETAILS, "In the readout's details")                                                \
    X(GLOSSARY, GLOSSARY, "In the glossary")                                                       \
    X(FIND, GLOSSARY, "Finding in the glossary (other keys type)")                                 \
    X(PRESENT, PRESENT, "Showing the questions to a room")

typedef enum wl_mode {
#define WL_MODE_ENUM(mode, page, heading) WL_MODE_##mode,
    WL_MODE_LIST(WL_MODE_ENUM)
#undef WL_MODE_ENUM
        WL_MODE_COUNT
} wl_mode;

/* The page a mode belongs to (its row of WL_MODE_LIST). */
wl_page_id wl_mode_page(wl_mode mode);

#define WL_M(mode) (1u << WL_MODE_##mode)
#define WL_M_PANES (WL_M(LAB) | WL_M(HELP) | WL_M(CONTENTS) | WL_M(DETAILS) | WL_M(GLOSSARY))
#define WL_M_ASKING (WL_M(ASK_TYPE) | WL_M(ASK_CHOICE))
#define WL_M_ASK_SCORE (WL_M(ASK_END) | WL_M(ASK_MORE))
#define WL_M_ASK (WL_M_ASKING | WL_M(ASK_JUDGED) | WL_M_ASK_SCORE)
#define WL_M_ASK_SCROLL (WL_M_ASK & ~WL_M(ASK_CHOICE)) /* Up/Down choose at choices */
/* Modes where letters, digits and Space type (they bind no action there). */
#define WL_M_TYPING (WL_M_ASKING | WL_M(CONFIRM) | WL_M(EXPR) | WL_M(GOTO) | WL_M(FIND))
#define WL_M_ANY ((1u << WL_MODE_COUNT) - 1)

/* X(name, key-bar label or NULL, modes, help text). Order is the key bar's
 * and the help screen's: what matters first comes first. Adjacent actions
 * with the same label share one key-bar entry ("h/l:slider"). */
#define WL_ACTION_INFO(X)                                                                          \
    X(HELP, "help", WL_M_PANES | WL_M_ASK, "show or hide this help")                               \
    X(QUIT, "quit", WL_M(LAB), "quit warplab")                                                     \
    X(SLIDER_DOWN, "slider", WL_M(LAB), "move the slider down (previous value)")                   \
    X(SLIDER_UP, "slider", WL_M(LAB), "move the slider up (next value)")                           \
    X(NEXT_SECTION, "section", WL_M(LAB), "next section")                                          \
    X(PREV_SECTION, "section", WL_M(LAB), "previous section")                                      \
    X(LESSON, "lesson", WL_M(LAB) | WL_M(CONTENTS),                                                \
      "go to that lesson (as the texts number them)")                                              \
    X(DETAILS, "details", WL_M(LAB) | WL_M(DETAILS),                                               \
      "the readout in full: each limit's time, the bytes, why")                                    \
    X(NEXT_LESSON, NULL, WL_M(LAB), "next lesson")                                                 \
    X(PREV_LESSON, NULL, WL_M(LAB), "previous lesson")                                             \
    X(GOTO, NULL, WL_M(LAB), "go to a section: its number or name, then Enter")                    \
    X(ZOOM, "zoom", WL_M(LAB), "zoom: the warp diagram, then the chart, full screen")              \
    X(SWEEP, "sweep", WL_M(LAB), "measure the range (Esc stops); no GPU: model in front")          \
    X(CONTENTS, "contents", WL_M(LAB) | WL_M(CONTENTS), "table of contents")                       \
    X(QUIZ, "quiz", WL_M(LAB), "check yourself: the three questions")                              \
    X(PREDICT, "predict", WL_M(LAB), "guess before the lab answers, or see your earlier guess")    \
    X(PRESENT, NULL, WL_M(LAB), "the quiz for a room: full screen, nothing scored")                \
    X(GLOSSARY, "glossary", WL_M_PANES | WL_M(ASK_JUDGED) | WL_M_ASK_SCORE,                        \
      "the glossary: every term the lessons and the screen use")                                   \
    X(GLOSSARY_TYPING, "glossary", WL_M_ASKING | WL_M(EXPR),                                       \
      "the glossary, while typing an answer")                                                      \
    X(GLOSSARY_HERE, NULL, WL_M(LAB), "the glossary at the first term in the lesson shown")        \
    X(SOURCE, "source", WL_M(LAB), "show or hide the kernel source")                               \
    X(WIDE, "wide", WL_M(LAB), "the lesson or the source, the whole width (Esc: back)")            \
    X(FOCUS_NEXT, "pane", WL_M(LAB), "focus the next pane")                                        \
    X(FOCUS_PREV, NULL, WL_M(LAB), "focus the previous pane")                                      \
    X(ADVANCE, NULL, WL_M(LAB) | WL_M(ASK_JUDGED) | WL_M_ASK_SCORE,                                \
      "page down, then on: its question, the next section")                                        \
    X(TYPE, NULL, WL_M(LAB), "element type: f32 or f64")                                           \
    X(UNROLL, NULL, WL_M(LAB), "unrolling: 1 or 4 elements per thread")                            \
    X(WORKING_SET, NULL, WL_M(LAB), "working set: large (DRAM) or the seed's 4 MiB")               \
    X(COMPARE, NULL, WL_M(LAB), "switch to the section's comparison kernel and back")              \
    X(GPU_PROFILE, NULL, WL_M(LAB), "model: predict for the next GPU profile")                     \
    X(WARP_PREV, NULL, WL_M(LAB), "previous warp in the diagram")                                  \
    X(WARP_NEXT, NULL, WL_M(LAB), "next warp in the diagram")                                      \
    X(SCROLL_UP, "scroll", WL_M_PANES | WL_M_ASK_SCROLL | WL_M(PRESENT),                           \
      "scroll up (the diagram pane: previous warp)")                                               \
    X(SCROLL_DOWN, "scroll", WL_M_PANES | WL_M_ASK_SCROLL | WL_M(PRESENT),                         \
      "scroll down (the diagram pane: next warp)")                                                 \
    X(PAGE_UP, "page", WL_M_PANES | WL_M_ASK | WL_M(PRESENT),                                      \
      "page up (for a room: at the top, the question before)")                                     \
    X(PAGE_DOWN, "page", WL_M_PANES | WL_M_ASK | WL_M(PRESENT),                                    \
      "page down (presenting: then next section or question)")                                     \
    X(HOME, NULL, WL_M_PANES | WL_M_ASK | WL_M(PRESENT),                                           \
      "to the top (experiment pane: slider minimum)")                                              \
    X(END, NULL, WL_M_PANES | WL_M_ASK | WL_M(PRESENT),                                            \
      "to the bottom (experiment pane: slider maximum)")                                           \
    X(SCROLL_LEFT, NULL, WL_M(LAB), "wide rows (code, kernel source) sideways: left")              \
    X(SCROLL_RIGHT, NULL, WL_M(LAB), "wide rows (code, kernel source) sideways: right")            \
    X(SELECT, "go", WL_M(CONTENTS) | WL_M(GOTO), "go to the chosen section")                       \
    X(FIND, "find", WL_M(GLOSSARY), "find a term: type part of it")                                \
    X(FIND_NEXT, "next", WL_M(FIND), "the next place the text typed is found")                     \
    X(COMPLETE, "complete", WL_M(GOTO), "complete the section's name typed so far")                \
    X(ASK_ANSWER, "answer", WL_M_ASKING, "answer with what is typed or chosen")                    \
    X(ASK_CHOICE_UP, "choose", WL_M(ASK_CHOICE), "previous choice")                                \
    X(ASK_CHOICE_DOWN, "choose", WL_M(ASK_CHOICE), "next choice")                                  \
    X(ASK_NEXT, "next", WL_M(ASK_JUDGED), "on to the next question, or the score")                 \
    X(ASK_AGAIN, "again", WL_M_ASK_SCORE, "take the quiz (or this set) again, or guess again")     \
    X(ASK_NEXT_SET, "next set", WL_M(ASK_MORE), "on to the next set of questions")                 \
    X(ASK_DONE, "lesson", WL_M(ASK_END), "back to the lesson (after a guess: to its reason)")      \
    X(CONFIRM_RESET, "forget", WL_M(CONFIRM), "forget progress, once reset is typed")              \
    X(ERASE, NULL, WL_M_TYPING, "erase the character before the cursor")                           \
    X(CLOSE, "close", WL_M_ANY & ~WL_M(WELCOME),                                                   \
      "close a box, the zoom, the source or the quiz (q too)")                                     \
    X(EXPR, "expr", WL_M(LAB), "your own index expression (the slider moves s)")                   \
    X(EXPR_APPLY, "apply", WL_M(EXPR), "use the expression typed")                                 \
    X(EXPR_OLDER, "history", WL_M(EXPR), "an earlier expression")                                  \
    X(EXPR_NEWER, "history", WL_M(EXPR), "a later expression")                                     \
    X(RESET, NULL, WL_M(LAB), "forget saved progress (asks you to type reset)")                    \
    X(PRESENT_REVEAL, "reveal", WL_M(PRESENT), "show the right answer and the explanation")        \
    X(PRESENT_NEXT, "next", WL_M(PRESENT), "the next question")                                    \
    X(PRESENT_PREV, "back", WL_M(PRESENT), "the previous question")                                \
    X(REDRAW, NULL, WL_M_ANY & ~WL_M(WELCOME), "redraw the screen")

typedef enum wl_action_id {
    WL_ACT_NONE,
#define WL_ACTION_ENUM(name, label, modes, help) WL_ACT_##name,
    WL_ACTION_INFO(WL_ACTION_ENUM)
#undef WL_ACTION_ENUM
        WL_ACT_COUNT
} wl_action_id;

/* An action with its argument (a digit for GOTO and LESSON). */
typedef struct wl_action {
    wl_action_id id;
    int arg;
} wl_action;

/* What a handler asks of the loop (htop's Panel flags). */
enum {
    WL_HANDLED = 1u << 0,
    WL_REDRAW = 1u << 1, /* draw again */
    WL_RESIZE = 1u << 2, /* lay out again, then draw */
    WL_QUIT = 1u << 3,   /* leave the loop */
    WL_REPLAY = 1u << 4  /* a page closed on the key without using it: the next one takes it */
};

/* The action a key is bound to in a mode; WL_ACT_NONE when unbound there.
 * Keys are curses key codes (KEY_LEFT) or characters. */
wl_action wl_action_for_key(wl_mode mode, int key);

const char *wl_action_help(wl_action_id id);
unsigned wl_action_modes(wl_action_id id);
const char *wl_mode_name(wl_mode mode); /* "in the lab", "in the quiz", ... */

/* Names of every key bound to id, e.g. "h Left", written into out. */
void wl_action_keys(wl_action_id id, char *out, size_t outsz);

/* The one code for a key terminals send several ways (Enter as \r, \n or
 * KEY_ENTER; erase as 127, ^H or KEY_BACKSPACE). */
int wl_key_canonical(int key);

/* Key names shared by the help screen, lessons and key scripts ("Left",
 * "PgDn", "Tab", "S-Tab" or "Shift-Tab", "Space", "Enter", "Esc", "C-l" or
 * "Ctrl-l", or a single printable character). Returns the key code, or -1
 * for an unknown name. */
int wl_key_from_name(const char *name);
void wl_key_name(int key, char *out, size_t outsz);
/* Whether some mode binds key (for lessons that name keys). */
bool wl_key_is_bound(int key);

/* What the screen shows now that the key bar should name the way out of or
 * around, before the mode's own keys. */
enum {
    WL_BAR_WIDE = 1u << 0,     /* the lesson pane has rows wider than itself: "</>:sideways" */
    WL_BAR_ZOOMED = 1u << 1,   /* a pane is zoomed: "Esc:leave zoom" */
    WL_BAR_SWEEPING = 1u << 2, /* a GPU sweep runs: "Esc:stop sweep" */
    WL_BAR_PREDICT = 1u << 3,  /* a prediction waits, the panes hidden: "e:predict" first */
    /* What the screen lacks, whose keys would do nothing here: */
    WL_BAR_NO_SLIDER = 1u << 4, /* nothing moves in this section: no "h/l:slider" */
    WL_BAR_NO_PROMPT = 1u << 5, /* the section asks for no guess: no "e:predict" */
    WL_BAR_NO_CLOSE = 1u << 6,  /* nothing for Esc to close (or named first): no "Esc:close" */
    WL_BAR_NO_SWEEP = 1u << 7,  /* no slider to sweep: no "s:sweep" */
};

/* The key bar for a mode: "?:help q:quit h/l:slider ..." fitting in width,
 * led by what `now` (WL_BAR_*) calls for. */
void wl_status_keys(wl_mode mode, unsigned now, char *out, size_t outsz, int width);

/* The help screen as lines: for each mode, a heading and its actions
 * ("h Left           move the slider down"), then the mouse. */
int wl_help_line_count(void);
void wl_help_line(int i, char *out, size_t outsz);
/* The help of one screen (what ? shows there): a heading, every action
 * that works in mode with the keys that do it there, where the other
 * screens' keys are, and in the lab the mouse. */
int wl_help_mode_line_count(wl_mode mode);
void wl_help_mode_line(wl_mode mode, int i, char *out, size_t outsz);

#endif
