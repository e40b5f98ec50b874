/* Scrolling arithmetic shared by every scrolling page (wl_scroll.h). */
#include "wl_scroll.h"

#include <limits.h>

int wl_scroll_within(int at, int max)
{
    if (at > max)
        at = max;
    return at > 0 ? at : 0;
}

int wl_scroll_max(int n, int h)
{
    return n > h ? n - h : 0;
}

int wl_scroll_clamp(int at, int n, int h)
{
    return wl_scroll_within(at, wl_scroll_max(n, h));
}

int wl_scroll_to_row(int row, int above, int n, int h)
{
    return wl_scroll_clamp(row - above, n, h);
}

bool wl_scroll_target(wl_action_id id, int at, int page, int *to)
{
    page = page > 1 ? page : 1;
    switch (id) {
    case WL_ACT_SCROLL_UP:
    case WL_ACT_SCROLL_DOWN:
        *to = at + (id == WL_ACT_SCROLL_UP ? -1 : 1);
        return true;
    case WL_ACT_PAGE_UP:
    case WL_ACT_PAGE_DOWN:
        *to = at + (id == WL_ACT_PAGE_UP ? -page : page);
        return true;
    case WL_ACT_HOME:
        *to = 0;
        return true;
    case WL_ACT_END:
        *to = INT_MAX;
        return true;
    default:
        return false;
    }
}

bool wl_scroll_act(wl_action_id id, int *at, int n, int h)
{
    int to;
    if (!wl_scroll_target(id, *at, h - 1, &to))
        return false;
    *at = wl_scroll_clamp(to, n, h);
    return true;
}
