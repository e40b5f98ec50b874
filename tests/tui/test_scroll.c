/* The scroll helper every scrolling page uses: a view never starts above
 * the text's top or past its last full page, a page of keys keeps the row
 * last seen, and a text shorter than the view does not scroll at all. */
#include <limits.h>

#include "wl_check.h"
#include "wl_scroll.h"

static int after(wl_action_id id, int at, int n, int h)
{
    CHECK_MSG(wl_scroll_act(id, &at, n, h), "action %d scrolls", id);
    return at;
}

int main(void)
{
    /* 100 rows in a view of 10: first rows 0..90 */
    CHECK(wl_scroll_max(100, 10) == 90);
    CHECK(after(WL_ACT_SCROLL_DOWN, 0, 100, 10) == 1);
    CHECK(after(WL_ACT_SCROLL_UP, 0, 100, 10) == 0);
    CHECK(after(WL_ACT_PAGE_DOWN, 0, 100, 10) == 9); /* row 9 stays in view */
    CHECK(after(WL_ACT_PAGE_DOWN, 85, 100, 10) == 90);
    CHECK(after(WL_ACT_PAGE_UP, 5, 100, 10) == 0);
    CHECK(after(WL_ACT_END, 3, 100, 10) == 90);
    CHECK(after(WL_ACT_HOME, 50, 100, 10) == 0);
    /* a text that fits: every key leaves it at its top (never a negative row) */
    CHECK(wl_scroll_max(5, 10) == 0);
    CHECK(after(WL_ACT_SCROLL_DOWN, 0, 5, 10) == 0);
    CHECK(after(WL_ACT_END, 0, 5, 10) == 0);
    CHECK(after(WL_ACT_PAGE_DOWN, 0, 5, 10) == 0);
    /* a view of one row still moves a row a page */
    CHECK(after(WL_ACT_PAGE_DOWN, 0, 100, 1) == 1);
    /* other actions are not scrolls, and leave the position */
    int at = 7;
    CHECK(!wl_scroll_act(WL_ACT_SELECT, &at, 100, 10) && at == 7);
    int to = -1;
    CHECK(!wl_scroll_target(WL_ACT_QUIT, 0, 10, &to) && to == -1);
    CHECK(wl_scroll_target(WL_ACT_END, 0, 10, &to) && to == INT_MAX);
    /* a row brought into view with rows above it, as far as the text reaches */
    CHECK(wl_scroll_to_row(40, 2, 100, 10) == 38);
    CHECK(wl_scroll_to_row(1, 2, 100, 10) == 0);
    CHECK(wl_scroll_to_row(98, 2, 100, 10) == 90);
    CHECK(wl_scroll_within(-4, 10) == 0 && wl_scroll_within(12, 10) == 10);
    CHECK(wl_scroll_within(3, -1) == 0);
    return CHECK_DONE();
}
