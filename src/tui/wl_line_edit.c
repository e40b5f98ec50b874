#include "wl_line_edit.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#define CTRL(c) ((c)&0x1f)

void wl_line_edit_init(wl_line_edit *ed, int max)
{
    ed->max = max > 0 && max < WL_LINE_EDIT_MAX ? max : WL_LINE_EDIT_MAX;
    wl_line_edit_clear(ed);
}

void wl_line_edit_clear(wl_line_edit *ed)
{
    ed->text[0] = '\0';
    ed->len = ed->cursor = 0;
}

void wl_line_edit_set(wl_line_edit *ed, const char *text)
{
    snprintf(ed->text, (size_t)ed->max + 1, "%s", text);
    ed->len = ed->cursor = (int)strlen(ed->text);
}

void wl_line_edit_move_to(wl_line_edit *ed, int col)
{
    ed->cursor = col < 0 ? 0 : col > ed->len ? ed->len : col;
}

static void insert(wl_line_edit *ed, char c)
{
    if (ed->len >= ed->max)
        return;
    memmove(ed->text + ed->cursor + 1, ed->text + ed->cursor, (size_t)(ed->len - ed->cursor) + 1);
    ed->text[ed->cursor++] = c;
    ed->len++;
}

static void delete_at(wl_line_edit *ed, int at)
{
    if (at < 0 || at >= ed->len)
        return;
    memmove(ed->text + at, ed->text + at + 1, (size_t)(ed->len - at));
    ed->len--;
    if (ed->cursor > at)
        ed->cursor--;
}

void wl_line_edit_erase(wl_line_edit *ed)
{
    delete_at(ed, ed->cursor - 1);
}

bool wl_line_edit_key(wl_line_edit *ed, int key)
{
    if (key >= ' ' && key <= '~') {
        insert(ed, (char)key);
        return true;
    }
    switch (key) {
    case KEY_LEFT:
        wl_line_edit_move_to(ed, ed->cursor - 1);
        return true;
    case KEY_RIGHT:
        wl_line_edit_move_to(ed, ed->cursor + 1);
        return true;
    case CTRL('a'):
        wl_line_edit_move_to(ed, 0);
        return true;
    case CTRL('e'):
        wl_line_edit_move_to(ed, ed->len);
        return true;
    case KEY_DC:
        delete_at(ed, ed->cursor);
        return true;
    default:
        return false;
    }
}

/* The text and one cell after it for the cursor at the end. A line that
 * fits never moves; else the window shows the start while the cursor is
 * there, the end while the cursor is there, and otherwise keeps the cursor
 * in the column before the right mark. */
void wl_line_edit_window(const wl_line_edit *ed, int width, wl_line_window *out)
{
    int w = width < 4 ? 4 : width, len = ed->len, cur = ed->cursor;
    int first = 0, room = w;
    bool left = false, right = false;
    if (len + 1 <= w) {
        room = w;
    } else if (cur <= w - 2) {
        right = true;
        room = w - 1;
    } else if (cur >= len + 2 - w) {
        left = true;
        first = len + 2 - w;
        room = w - 1;
    } else {
        left = right = true;
        room = w - 2;
        first = cur - room + 1;
    }
    out->first = first;
    out->shown = len - first < room ? len - first : room;
    out->more_left = left;
    out->more_right = right;
    out->cursor_col = (left ? 1 : 0) + cur - first;
}
