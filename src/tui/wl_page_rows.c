/* What each page's row (wl_page_list.h) names besides its handlers: the mode
 * it shows and the action that opens it. Apart from the table of handlers
 * (wl_pages.c), so the pages' own files can read their rows. */
#include "wl_page.h"

#define WL_PAGE_MODE(id, ops, mode, opens) [WL_PAGE_##id] = WL_MODE_##mode,
static const wl_mode row_mode[WL_PAGE_COUNT] = {WL_PAGE_LIST(WL_PAGE_MODE)};
#undef WL_PAGE_MODE

#define WL_PAGE_OPENS(id, ops, mode, opens) [WL_PAGE_##id] = WL_ACT_##opens,
static const wl_action_id opened_by[WL_PAGE_COUNT] = {WL_PAGE_LIST(WL_PAGE_OPENS)};
#undef WL_PAGE_OPENS

wl_mode wl_page_row_mode_of(wl_page_id id)
{
    return (unsigned)id < WL_PAGE_COUNT ? row_mode[id] : WL_MODE_LAB;
}

wl_action_id wl_page_opened_by(wl_page_id id)
{
    return (unsigned)id < WL_PAGE_COUNT ? opened_by[id] : WL_ACT_NONE;
}

wl_mode wl_page_row_mode(const wl_app *app, wl_page_id self)
{
    (void)app;
    return wl_page_row_mode_of(self);
}
