#include "wl_actions.h"

#include <ctype.h>
#include <curses.h>
#include <stdio.h>
#include <string.h>

#define CTRL(c) ((c)&0x1f)
#define ESC 27

typedef struct action_info {
    const char *label, *help;
    unsigned modes;
} action_info;

static const action_info actions[WL_ACT_COUNT] = {[WL_ACT_NONE] = {NULL, "", 0},
#define WL_ACTION_ROW(name, label, modes, help) [WL_ACT_##name] = {label, help, modes},
                                                  WL_ACTION_INFO(WL_ACTION_ROW)
#undef WL_ACTION_ROW
};

typedef struct binding {
    int key;
    wl_action_id id;
    int arg;
} binding;

/* The first key bound to an action is the one the key bar shows. One key
 * may serve several actions when their modes differ (Enter, Esc, Up). */
static const binding bindings[] = {
    {'?', WL_ACT_HELP, 0},
    {KEY_F(1), WL_ACT_HELP, 0},
    /* F2 first: the one glossary key that works everywhere, letters typing
     * included, so every bar, the help and the docs name the same key. */
    {KEY_F(2), WL_ACT_GLOSSARY, 0},
    {'a', WL_ACT_GLOSSARY, 0},
    {KEY_F(2), WL_ACT_GLOSSARY_TYPING, 0},
    {'A', WL_ACT_GLOSSARY_HERE, 0},
    {'q', WL_ACT_QUIT, 0},
    {'Q', WL_ACT_QUIT, 0},
    {'h', WL_ACT_SLIDER_DOWN, 0},
    {KEY_LEFT, WL_ACT_SLIDER_DOWN, 0},
    {'l', WL_ACT_SLIDER_UP, 0},
    {KEY_RIGHT, WL_ACT_SLIDER_UP, 0},
    {'n', WL_ACT_NEXT_SECTION, 0},
    {'p', WL_ACT_PREV_SECTION, 0},
    {'0', WL_ACT_LESSON, 0},
    {'1', WL_ACT_LESSON, 1},
    {'2', WL_ACT_LESSON, 2},
    {'3', WL_ACT_LESSON, 3},
    {'4', WL_ACT_LESSON, 4},
    {'5', WL_ACT_LESSON, 5},
    {'6', WL_ACT_LESSON, 6},
    {'7', WL_ACT_LESSON, 7},
    {'8', WL_ACT_LESSON, 8},
    {'9', WL_ACT_LESSON, 9},
    {'d', WL_ACT_DETAILS, 0},
    {'N', WL_ACT_NEXT_LESSON, 0},
    {'P', WL_ACT_PREV_LESSON, 0},
    {':', WL_ACT_GOTO, -1},
    {'z', WL_ACT_ZOOM, 0},
    {'v', WL_ACT_WIDE, 0},
    {'s', WL_ACT_SWEEP, 0},
    {'t', WL_ACT_CONTENTS, 0},
    {'y', WL_ACT_QUIZ, 0},
    {'e', WL_ACT_PREDICT, 0},
    {'Y', WL_ACT_PRESENT, 0},
    {'x', WL_ACT_SOURCE, 0},
    {'\t', WL_ACT_FOCUS_NEXT, 0},
    {KEY_BTAB, WL_ACT_FOCUS_PREV, 0},
    {' ', WL_ACT_ADVANCE, 0},
    {'f', WL_ACT_TYPE, 0},
    {'u', WL_ACT_UNROLL, 0},
    {'w', WL_ACT_WORKING_SET, 0},
    {'c', WL_ACT_COMPARE, 0},
    {'m', WL_ACT_GPU_PROFILE, 0},
    {'[', WL_ACT_WARP_PREV, 0},
    {']', WL_ACT_WARP_NEXT, 0},
    {'k', WL_ACT_SCROLL_UP, 0},
    {KEY_UP, WL_ACT_SCROLL_UP, 0},
    {'j', WL_ACT_SCROLL_DOWN, 0},
    {KEY_DOWN, WL_ACT_SCROLL_DOWN, 0},
    {KEY_PPAGE, WL_ACT_PAGE_UP, 0},
    {KEY_NPAGE, WL_ACT_PAGE_DOWN, 0},
    {KEY_HOME, WL_ACT_HOME, 0},
    {'g', WL_ACT_HOME, 0},
    {KEY_END, WL_ACT_END, 0},
    {'G', WL_ACT_END, 0},
    {'<', WL_ACT_SCROLL_LEFT, 0},
    {KEY_SLEFT, WL_ACT_SCROLL_LEFT, 0},
    {'>', WL_ACT_SCROLL_RIGHT, 0},
    {KEY_SRIGHT, WL_ACT_SCROLL_RIGHT, 0},
    {'\n', WL_ACT_SELECT, 0},
    {'\t', WL_ACT_COMPLETE, 0},
    {'/', WL_ACT_FIND, 0},
    {'\n', WL_ACT_FIND_NEXT, 0},
    {'\n', WL_ACT_ASK_ANSWER, 0},
    {KEY_UP, WL_ACT_ASK_CHOICE_UP, 0},
    {KEY_DOWN, WL_ACT_ASK_CHOICE_DOWN, 0},
    {'\n', WL_ACT_ASK_NEXT, 0},
    {'r', WL_ACT_ASK_AGAIN, 0},
    {'\n', WL_ACT_ASK_DONE, 0},
    {'\n', WL_ACT_ASK_NEXT_SET, 0},
    {'\n', WL_ACT_CONFIRM_RESET, 0},
    {KEY_BACKSPACE, WL_ACT_ERASE, 0},
    {ESC, WL_ACT_CLOSE, 0},
    {'q', WL_ACT_CLOSE, 0}, /* q closes a box, as in less and htop (it quits only the lab) */
    {'i', WL_ACT_EXPR, 0},
    {'\n', WL_ACT_EXPR_APPLY, 0},
    {KEY_UP, WL_ACT_EXPR_OLDER, 0},
    {KEY_DOWN, WL_ACT_EXPR_NEWER, 0},
    {'R', WL_ACT_RESET, 0},
    {'r', WL_ACT_PRESENT_REVEAL, 0},
    {'\n', WL_ACT_PRESENT_REVEAL, 0},
    {' ', WL_ACT_PRESENT_NEXT, 0}, /* first: a presenter's clicker sends it */
    {'n', WL_ACT_PRESENT_NEXT, 0},
    {KEY_RIGHT, WL_ACT_PRESENT_NEXT, 0},
    {'p', WL_ACT_PRESENT_PREV, 0},
    {KEY_LEFT, WL_ACT_PRESENT_PREV, 0},
    {CTRL('l'), WL_ACT_REDRAW, 0},
};
enum { NBINDINGS = sizeof bindings / sizeof bindings[0] };

typedef struct key_label {
    int key;
    const char *name;
} key_label;

/* The first name of a key is how the screen writes it; later ones are
 * accepted too (lessons write "Shift-Tab"). */
static const key_label key_names[] = {
    {KEY_LEFT, "Left"},
    {KEY_RIGHT, "Right"},
    {KEY_UP, "Up"},
    {KEY_DOWN, "Down"},
    {KEY_PPAGE, "PgUp"},
    {KEY_NPAGE, "PgDn"},
    {KEY_HOME, "Home"},
    {KEY_END, "End"},
    {KEY_SLEFT, "S-Left"},
    {KEY_SRIGHT, "S-Right"},
    {'\t', "Tab"},
    {KEY_BTAB, "S-Tab"},
    {' ', "Space"},
    {'\n', "Enter"},
    {ESC, "Esc"},
    {KEY_F(1), "F1"},
    {KEY_F(2), "F2"},
    {CTRL('l'), "C-l"},
    {KEY_BACKSPACE, "BS"},
    {CTRL('c'), "C-c"},
    {KEY_BTAB, "Shift-Tab"},
    {CTRL('l'), "Ctrl-l"},
    {KEY_SLEFT, "Shift-Left"},
    {KEY_SRIGHT, "Shift-Right"},
    {KEY_BACKSPACE, "Backspace"},
    {KEY_PPAGE, "PageUp"},
    {KEY_NPAGE, "PageDown"},
    {ESC, "Escape"},
};
enum { NKEY_NAMES = sizeof key_names / sizeof key_names[0] };

static const char *mode_names[WL_MODE_COUNT] = {
#define WL_MODE_NAME(mode, page, heading) [WL_MODE_##mode] = heading,
    WL_MODE_LIST(WL_MODE_NAME)
#undef WL_MODE_NAME
};

static const wl_page_id mode_pages[WL_MODE_COUNT] = {
#define WL_MODE_PAGE(mode, page, heading) [WL_MODE_##mode] = WL_PAGE_##page,
    WL_MODE_LIST(WL_MODE_PAGE)
#undef WL_MODE_PAGE
};

wl_page_id wl_mode_page(wl_mode mode)
{
    return (unsigned)mode < WL_MODE_COUNT ? mode_pages[mode] : WL_PAGE_LAB;
}

/* Terminals send Enter as \r, curses as KEY_ENTER, and erase as 127 or ^H. */
int wl_key_canonical(int key)
{
    if (key == '\r' || key == KEY_ENTER)
        return '\n';
    if (key == 127 || key == CTRL('h'))
        return KEY_BACKSPACE;
    return key;
}

wl_action wl_action_for_key(wl_mode mode, int key)
{
    key = wl_key_canonical(key);
    if ((WL_M_TYPING & (1u << mode)) && key >= 0 && key < 128 && (isalnum(key) || key == ' '))
        return (wl_action){WL_ACT_NONE, 0}; /* it types */
    for (int i = 0; i < NBINDINGS; i++)
        if (bindings[i].key == key && (actions[bindings[i].id].modes & (1u << mode)))
            return (wl_action){bindings[i].id, bindings[i].arg};
    return (wl_action){WL_ACT_NONE, 0};
}

bool wl_key_is_bound(int key)
{
    for (int m = 0; m < WL_MODE_COUNT; m++)
        if (wl_action_for_key((wl_mode)m, key).id != WL_ACT_NONE)
            return true;
    return false;
}

const char *wl_action_help(wl_action_id id)
{
    return (unsigned)id < WL_ACT_COUNT ? actions[id].help : "";
}

unsigned wl_action_modes(wl_action_id id)
{
    return (unsigned)id < WL_ACT_COUNT ? actions[id].modes : 0;
}

const char *wl_mode_name(wl_mode mode)
{
    return (unsigned)mode < WL_MODE_COUNT ? mode_names[mode] : "";
}

int wl_key_from_name(const char *name)
{
    for (int i = 0; i < NKEY_NAMES; i++)
        if (strcmp(key_names[i].name, name) == 0)
            return key_names[i].key;
    if (name[0] > ' ' && name[0] < 127 && name[1] == '\0')
        return (unsigned char)name[0];
    return -1;
}

void wl_key_name(int key, char *out, size_t outsz)
{
    key = wl_key_canonical(key);
    for (int i = 0; i < NKEY_NAMES; i++)
        if (key_names[i].key == key) {
            snprintf(out, outsz, "%s", key_names[i].name);
            return;
        }
    snprintf(out, outsz, "%c", key > ' ' && key < 127 ? key : '?');
}

static int first_mode(unsigned modes);

void wl_action_keys(wl_action_id id, char *out, size_t outsz)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < NBINDINGS && used < outsz; i++) {
        if (bindings[i].id != id)
            continue;
        char name[16];
        wl_key_name(bindings[i].key, name, sizeof name);
        /* the lesson digits as one range; on the go-to prompt they type */
        if (id == WL_ACT_LESSON)
            snprintf(name, sizeof name, "%s", bindings[i].arg == 0 ? "0..9" : "");
        /* a key another action takes where this one is listed (q quits
         * the lab): its help text says where it does this one */
        int home = first_mode(actions[id].modes);
        if (!name[0] || (home >= 0 && wl_action_for_key((wl_mode)home, bindings[i].key).id != id))
            continue;
        int n = snprintf(out + used, outsz - used, "%s%s", used ? " " : "", name);
        if (n < 0)
            return;
        used += (size_t)n;
    }
}

/* The key the bar shows for id in mode: its first binding that does it
 * there ("0-9" for the digits; Up, not k, where k types). */
static void bar_key(wl_action_id id, wl_mode mode, char *out, size_t outsz)
{
    for (int i = 0; i < NBINDINGS; i++)
        if (bindings[i].id == id && wl_action_for_key(mode, bindings[i].key).id == id) {
            wl_key_name(bindings[i].key, out, outsz);
            if (id == WL_ACT_LESSON)
                snprintf(out, outsz, "0-9");
            return;
        }
    out[0] = '\0';
}

/* Adds "keys:label" to the bar when it fits. */
static void bar_add(char *out, size_t outsz, size_t *used, int width, const char *keys,
                    const char *label)
{
    char item[64];
    int n = snprintf(item, sizeof item, "%s%s:%s", *used ? " " : "", keys, label);
    if (n < 0 || *used + (size_t)n >= outsz || (int)(*used + (size_t)n) > width)
        return; /* a shorter one further on may still fit */
    memcpy(out + *used, item, (size_t)n + 1);
    *used += (size_t)n;
}

/* The items `now` calls for, their keys from the table. */
static void bar_now(wl_mode mode, unsigned now, char *out, size_t outsz, size_t *used, int width)
{
    char esc[16], left[16], right[16], both[40];
    bar_key(WL_ACT_CLOSE, mode, esc, sizeof esc);
    bar_key(WL_ACT_SCROLL_LEFT, mode, left, sizeof left);
    bar_key(WL_ACT_SCROLL_RIGHT, mode, right, sizeof right);
    snprintf(both, sizeof both, "%s/%s", left, right);
    if (now & WL_BAR_SWEEPING)
        bar_add(out, outsz, used, width, esc, "stop sweep");
    if (now & WL_BAR_ZOOMED)
        bar_add(out, outsz, used, width, esc, "leave zoom");
    if (now & WL_BAR_WIDE)
        bar_add(out, outsz, used, width, both, "sideways");
    char predict[16];
    bar_key(WL_ACT_PREDICT, mode, predict, sizeof predict);
    if ((now & WL_BAR_PREDICT) && predict[0])
        bar_add(out, outsz, used, width, predict, "predict");
}

void wl_status_keys(wl_mode mode, unsigned now, char *out, size_t outsz, int width)
{
    size_t used = 0;
    out[0] = '\0';
    if (mode == WL_MODE_WELCOME) {
        snprintf(out, outsz, "%.*s", width > 0 ? width : 0, "any key: start");
        return;
    }
    bar_now(mode, now, out, outsz, &used, width);
    for (int id = 1; id < WL_ACT_COUNT; id++) {
        const char *label = actions[id].label;
        if (!label || !(actions[id].modes & (1u << mode)))
            continue;
        if (id == WL_ACT_PREDICT && (now & (WL_BAR_PREDICT | WL_BAR_NO_PROMPT)))
            continue; /* already at the front, or nothing to guess here */
        if ((id == WL_ACT_SLIDER_DOWN || id == WL_ACT_SLIDER_UP) && (now & WL_BAR_NO_SLIDER))
            continue;
        if (id == WL_ACT_CLOSE && (now & WL_BAR_NO_CLOSE))
            continue;
        if (id == WL_ACT_SWEEP && (now & WL_BAR_NO_SWEEP))
            continue;
        char keys[32];
        bar_key((wl_action_id)id, mode, keys, sizeof keys);
        /* "h/l:slider": the next action with the same label joins this one */
        int next = id + 1;
        if (next < WL_ACT_COUNT && actions[next].label && strcmp(actions[next].label, label) == 0 &&
            (actions[next].modes & (1u << mode))) {
            char k2[16];
            bar_key((wl_action_id)next, mode, k2, sizeof k2);
            snprintf(keys + strlen(keys), sizeof keys - strlen(keys), "/%s", k2);
            id = next;
        }
        bar_add(out, outsz, &used, width, keys, label);
    }
}

/* The help as a list: a heading per mode, then that mode's actions. An
 * action appears under the first mode it works in. */
typedef struct help_item {
    int mode;        /* heading when id is NONE */
    wl_action_id id; /* NONE: a heading or a blank line */
} help_item;

static const char *mouse_lines[] = {
    "",
    "The mouse",
    "  click or drag the slider, click a pane to focus it, the wheel scrolls,",
    "  a click in the contents goes to that section",
};
enum { NMOUSE = sizeof mouse_lines / sizeof mouse_lines[0] };

static int first_mode(unsigned modes)
{
    for (int m = 0; m < WL_MODE_COUNT; m++)
        if (modes & (1u << m))
            return m;
    return -1;
}

static int help_items(help_item *out, int max)
{
    int n = 0;
    for (int m = 0; m < WL_MODE_COUNT; m++) {
        bool heading = false;
        for (int id = 1; id < WL_ACT_COUNT; id++) {
            if (first_mode(actions[id].modes) != m)
                continue;
            if (!heading && n + 2 <= max) {
                if (n > 0)
                    out[n++] = (help_item){-1, WL_ACT_NONE};
                out[n++] = (help_item){m, WL_ACT_NONE};
                heading = true;
            }
            if (n < max)
                out[n++] = (help_item){m, (wl_action_id)id};
        }
    }
    return n;
}

/* The help of one screen: its heading, every action that works there
 * (shared ones included), then where the other screens' keys are. */
static int mode_items(int mode, help_item *out, int max)
{
    int n = 0;
    if (n < max)
        out[n++] = (help_item){mode, WL_ACT_NONE};
    for (int id = 1; id < WL_ACT_COUNT && n < max; id++)
        if (actions[id].modes & (1u << mode))
            out[n++] = (help_item){mode, (wl_action_id)id};
    return n;
}

static const char *other_lines[] = {
    "",
    "Other screens (the quiz, the contents, a box) list their own keys under ?.",
};
enum { NOTHER = sizeof other_lines / sizeof other_lines[0] };

int wl_help_mode_line_count(wl_mode mode)
{
    help_item items[WL_ACT_COUNT + 1];
    return mode_items(mode, items, WL_ACT_COUNT + 1) + NOTHER + (mode == WL_MODE_LAB ? NMOUSE : 0);
}

void wl_help_mode_line(wl_mode mode, int i, char *out, size_t outsz)
{
    help_item items[WL_ACT_COUNT + 1];
    int n = mode_items(mode, items, WL_ACT_COUNT + 1);
    snprintf(out, outsz, "%s", "");
    if (i < 0)
        return;
    if (i >= n) {
        i -= n;
        if (i < NOTHER)
            snprintf(out, outsz, "%s", other_lines[i]);
        else if (mode == WL_MODE_LAB && i - NOTHER < NMOUSE)
            snprintf(out, outsz, "%s", mouse_lines[i - NOTHER]);
        return;
    }
    if (items[i].id == WL_ACT_NONE) {
        snprintf(out, outsz, "%s", mode_names[mode]);
        return;
    }
    char keys[64] = "";
    /* the keys that do it on this screen ("Up", not k, where k types) */
    size_t used = 0;
    for (int b = 0; b < NBINDINGS && used + 8 < sizeof keys; b++) {
        if (bindings[b].id != items[i].id ||
            wl_action_for_key(mode, bindings[b].key).id != items[i].id)
            continue;
        char name[16];
        wl_key_name(bindings[b].key, name, sizeof name);
        if (items[i].id == WL_ACT_LESSON)
            snprintf(name, sizeof name, "%s", bindings[b].arg == 0 ? "0..9" : "");
        if (name[0])
            used +=
                (size_t)snprintf(keys + used, sizeof keys - used, "%s%s", used ? " " : "", name);
    }
    /* two spaces at least between the keys and the help, which the key
     * lists of README.md and the man page split on */
    snprintf(out, outsz, "  %-16s%s%s", keys, strlen(keys) >= 16 ? "  " : " ",
             actions[items[i].id].help);
}

int wl_help_line_count(void)
{
    help_item items[2 * WL_ACT_COUNT + 2 * WL_MODE_COUNT];
    return help_items(items, (int)(sizeof items / sizeof items[0])) + NMOUSE;
}

void wl_help_line(int i, char *out, size_t outsz)
{
    help_item items[2 * WL_ACT_COUNT + 2 * WL_MODE_COUNT];
    int n = help_items(items, (int)(sizeof items / sizeof items[0]));
    if (i < 0 || i >= n + NMOUSE) {
        snprintf(out, outsz, "%s", "");
        return;
    }
    if (i >= n) {
        snprintf(out, outsz, "%s", mouse_lines[i - n]);
        return;
    }
    if (items[i].id == WL_ACT_NONE) {
        snprintf(out, outsz, "%s", items[i].mode >= 0 ? mode_names[items[i].mode] : "");
        return;
    }
    char keys[64];
    wl_action_keys(items[i].id, keys, sizeof keys);
    /* two spaces at least between the keys and the help, which the key
     * lists of README.md and the man page split on */
    snprintf(out, outsz, "  %-16s%s%s", keys, strlen(keys) >= 16 ? "  " : " ",
             actions[items[i].id].help);
}
