#include "wl_actions.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#define CTRL(c) ((c)&0x1f)

typedef struct action_info {
    const char *label, *help;
} action_info;

static const action_info actions[WL_ACT_COUNT] = {[WL_ACT_NONE] = {NULL, ""},
#define WL_ACTION_ROW(name, label, help) [WL_ACT_##name] = {label, help},
                                                  WL_ACTION_INFO(WL_ACTION_ROW)
#undef WL_ACTION_ROW
};

typedef struct binding {
    int key;
    wl_action_id id;
    int arg;
} binding;

/* The first key bound to an action is the one the status line shows. */
static const binding bindings[] = {
    {'h', WL_ACT_SLIDER_DOWN, 0},   {KEY_LEFT, WL_ACT_SLIDER_DOWN, 0},
    {'l', WL_ACT_SLIDER_UP, 0},     {KEY_RIGHT, WL_ACT_SLIDER_UP, 0},
    {'s', WL_ACT_SWEEP, 0},         {'f', WL_ACT_TYPE, 0},
    {'u', WL_ACT_UNROLL, 0},        {'w', WL_ACT_WORKING_SET, 0},
    {'c', WL_ACT_COMPARE, 0},       {'[', WL_ACT_WARP_PREV, 0},
    {']', WL_ACT_WARP_NEXT, 0},     {'n', WL_ACT_NEXT_SECTION, 0},
    {'p', WL_ACT_PREV_SECTION, 0},  {'1', WL_ACT_JUMP_SECTION, 1},
    {'2', WL_ACT_JUMP_SECTION, 2},  {'3', WL_ACT_JUMP_SECTION, 3},
    {'4', WL_ACT_JUMP_SECTION, 4},  {'5', WL_ACT_JUMP_SECTION, 5},
    {'6', WL_ACT_JUMP_SECTION, 6},  {'7', WL_ACT_JUMP_SECTION, 7},
    {'8', WL_ACT_JUMP_SECTION, 8},  {'9', WL_ACT_JUMP_SECTION, 9},
    {' ', WL_ACT_ADVANCE, 0},       {'t', WL_ACT_CONTENTS, 0},
    {'k', WL_ACT_SCROLL_UP, 0},     {KEY_UP, WL_ACT_SCROLL_UP, 0},
    {'j', WL_ACT_SCROLL_DOWN, 0},   {KEY_DOWN, WL_ACT_SCROLL_DOWN, 0},
    {'<', WL_ACT_SCROLL_LEFT, 0},   {KEY_SLEFT, WL_ACT_SCROLL_LEFT, 0},
    {'>', WL_ACT_SCROLL_RIGHT, 0},  {KEY_SRIGHT, WL_ACT_SCROLL_RIGHT, 0},
    {KEY_PPAGE, WL_ACT_PAGE_UP, 0}, {KEY_NPAGE, WL_ACT_PAGE_DOWN, 0},
    {KEY_HOME, WL_ACT_HOME, 0},     {'g', WL_ACT_HOME, 0},
    {KEY_END, WL_ACT_END, 0},       {'G', WL_ACT_END, 0},
    {'\t', WL_ACT_FOCUS_NEXT, 0},   {KEY_BTAB, WL_ACT_FOCUS_PREV, 0},
    {'x', WL_ACT_SOURCE, 0},        {'y', WL_ACT_QUIZ, 0},
    {'R', WL_ACT_RESET, 0},         {CTRL('l'), WL_ACT_REDRAW, 0},
    {'?', WL_ACT_HELP, 0},          {KEY_F(1), WL_ACT_HELP, 0},
    {'\n', WL_ACT_SELECT, 0},       {27, WL_ACT_CLOSE, 0},
    {'q', WL_ACT_QUIT, 0},          {'Q', WL_ACT_QUIT, 0},
};
enum { NBINDINGS = sizeof bindings / sizeof bindings[0] };

typedef struct key_label {
    int key;
    const char *name;
} key_label;

static const key_label key_names[] = {
    {KEY_LEFT, "Left"},      {KEY_RIGHT, "Right"}, {KEY_UP, "Up"},
    {KEY_DOWN, "Down"},      {KEY_PPAGE, "PgUp"},  {KEY_SLEFT, "S-Left"},
    {KEY_SRIGHT, "S-Right"}, {KEY_NPAGE, "PgDn"},  {KEY_HOME, "Home"},
    {KEY_END, "End"},        {'\t', "Tab"},        {KEY_BTAB, "S-Tab"},
    {' ', "Space"},          {'\n', "Enter"},      {27, "Esc"},
    {KEY_F(1), "F1"},        {CTRL('l'), "C-l"},   {KEY_BACKSPACE, "BS"},
    {CTRL('c'), "C-c"},
};
enum { NKEY_NAMES = sizeof key_names / sizeof key_names[0] };

wl_action wl_action_for_key(int key)
{
    if (key == '\r' || key == KEY_ENTER)
        key = '\n';
    for (int i = 0; i < NBINDINGS; i++)
        if (bindings[i].key == key)
            return (wl_action){bindings[i].id, bindings[i].arg};
    return (wl_action){WL_ACT_NONE, 0};
}

const char *wl_action_help(wl_action_id id)
{
    return (unsigned)id < WL_ACT_COUNT ? actions[id].help : "";
}

const char *wl_action_label(wl_action_id id)
{
    return (unsigned)id < WL_ACT_COUNT ? actions[id].label : NULL;
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
    for (int i = 0; i < NKEY_NAMES; i++)
        if (key_names[i].key == key) {
            snprintf(out, outsz, "%s", key_names[i].name);
            return;
        }
    snprintf(out, outsz, "%c", key > ' ' && key < 127 ? key : '?');
}

void wl_action_keys(wl_action_id id, char *out, size_t outsz)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < NBINDINGS && used < outsz; i++) {
        if (bindings[i].id != id)
            continue;
        char name[16];
        wl_key_name(bindings[i].key, name, sizeof name);
        int n = snprintf(out + used, outsz - used, "%s%s", used ? " " : "", name);
        if (n < 0)
            return;
        used += (size_t)n;
    }
}

static int first_key(wl_action_id id)
{
    for (int i = 0; i < NBINDINGS; i++)
        if (bindings[i].id == id)
            return bindings[i].key;
    return -1;
}

void wl_status_keys(char *out, size_t outsz, int width)
{
    size_t used = 0;
    out[0] = '\0';
    for (int id = 1; id < WL_ACT_COUNT; id++) {
        const char *label = actions[id].label;
        int key = first_key((wl_action_id)id);
        if (!label || key < 0)
            continue;
        char name[16], item[48];
        wl_key_name(key, name, sizeof name);
        int n = snprintf(item, sizeof item, "%s%s:%s", used ? " " : "", name, label);
        if (n < 0 || used + (size_t)n >= outsz || (int)(used + (size_t)n) > width)
            break;
        memcpy(out + used, item, (size_t)n + 1);
        used += (size_t)n;
    }
}

int wl_help_line_count(void)
{
    return WL_ACT_COUNT - 1;
}

void wl_help_line(int i, char *out, size_t outsz)
{
    wl_action_id id = (wl_action_id)(i + 1);
    if (i < 0 || id >= WL_ACT_COUNT) {
        snprintf(out, outsz, "%s", "");
        return;
    }
    char keys[64];
    wl_action_keys(id, keys, sizeof keys);
    if (id == WL_ACT_JUMP_SECTION)
        snprintf(keys, sizeof keys, "1..9");
    snprintf(out, outsz, "%-16s %s", keys, actions[id].help);
}
