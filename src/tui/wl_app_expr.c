/* The edit line for the student's own index expression: typing, history,
 * and Enter, which makes it the experiment or shows why it cannot be. */
#include <stdio.h>
#include <string.h>

#include "wl_app.h"
#include "wl_nvrtc.h"

static void recall(wl_expr_edit *ed, int i)
{
    if (i < 0 || i > ed->nhistory)
        return;
    ed->recall = i;
    ed->as_opened = false;
    wl_line_edit_set(&ed->line, i < ed->nhistory ? ed->history[i] : "");
    ed->error[0] = '\0';
    ed->error_col = 0;
}

static void remember(wl_expr_edit *ed)
{
    if (ed->nhistory > 0 && strcmp(ed->history[ed->nhistory - 1], ed->line.text) == 0)
        return;
    if (ed->nhistory == WL_EDIT_HISTORY) {
        memmove(ed->history[0], ed->history[1], sizeof ed->history[0] * (WL_EDIT_HISTORY - 1));
        ed->nhistory--;
    }
    memcpy(ed->history[ed->nhistory++], ed->line.text, sizeof ed->history[0]); /* the same size */
}

static void drop_trailing_blanks(char *text)
{
    size_t n = strlen(text);
    while (n > 0 && (text[n - 1] == ' ' || text[n - 1] == '\t'))
        text[--n] = '\0';
}

/* Splits "load ; store" at the semicolon, the load without the blanks
 * after it and the store without those around it (the experiment shows
 * them as a[load] and a[store]); *store_at is the line's column before the
 * store's first character (0 when there is no store), so an error's column
 * lands on the line as typed. The load keeps any blanks before it: its
 * error message counts columns of the line. */
static void split(const char *line, char *load, char *store, int *store_at)
{
    const char *semi = strchr(line, ';');
    size_t n = semi ? (size_t)(semi - line) : strlen(line);
    snprintf(load, WL_EDIT_MAX + 1, "%.*s", (int)n, line);
    drop_trailing_blanks(load);
    const char *from = semi ? semi + 1 + strspn(semi + 1, " \t") : "";
    snprintf(store, WL_EDIT_MAX + 1, "%s", from);
    drop_trailing_blanks(store);
    *store_at = semi ? (int)(from - line) : 0;
}

void wl_expr_edit_s_range(const wl_binding *b, int *lo, int *hi)
{
    *lo = b->has_expr ? b->s_min : WL_EDIT_S_MIN;
    *hi = b->has_expr ? b->s_max : WL_EDIT_S_MAX;
}

static unsigned apply(wl_app *app)
{
    wl_expr_edit *ed = &app->edit;
    char load[WL_EDIT_MAX + 1], store[WL_EDIT_MAX + 1];
    int store_at;
    split(ed->line.text, load, store, &store_at);
    wl_expr_problem pb = {WL_EXPR_NONE, 0};
    wl_error err;
    int lo, hi;
    wl_expr_edit_s_range(&app->exp.binding, &lo, &hi);
    if (wl_experiment_set_expr(&app->exp, load, store, lo, hi, &pb, &err) != 0) {
        snprintf(ed->error, sizeof ed->error, "%s%s",
                 pb.which == WL_EXPR_STORE ? "store (after ;): " : "", err.msg);
        ed->error_col = pb.col > 0 ? pb.col + (pb.which == WL_EXPR_STORE ? store_at : 0) : 0;
        return WL_REDRAW;
    }
    remember(ed);
    ed->recall = ed->nhistory;
    ed->error[0] = '\0';
    ed->error_col = 0;
    wl_app_page_back(app);
    /* as the slider pane says: an expression without s has no slider */
    snprintf(app->view.message, sizeof app->view.message, "your expression: %s",
             wl_experiment_expr_uses_s(&app->exp) ? "the slider moves s"
                                                  : "it does not use s, so no slider moves");
    wl_app_experiment_changed(app);
    return WL_REDRAW;
}

/* The line opens with the expression on screen, to be edited: the custom
 * one ("load ; store"), or the index of a family written as a[INDEX] += 1
 * ("i * s"); else empty. Up still brings earlier ones back. */
static void current_expression(const wl_app *app, char *out, size_t outsz)
{
    const wl_expr_experiment *ex = app->exp.spec.expr;
    out[0] = '\0';
    if (ex) {
        snprintf(out, outsz, "%s%s%s", ex->load.text, ex->store_given ? " ; " : "",
                 ex->store_given ? ex->store.text : "");
        return;
    }
    const char *k = wl_kernel_index_expr(app->exp.spec.kernel);
    const char *open = k ? strchr(k, '[') : NULL, *close = open ? strchr(open, ']') : NULL;
    if (k && strncmp(k, "a[", 2) == 0 && close && strcmp(close, "] += 1") == 0)
        snprintf(out, outsz, "%.*s", (int)(close - open - 1), open + 1);
}

unsigned wl_app_expr_action(wl_app *app, wl_action act)
{
    wl_expr_edit *ed = &app->edit;
    switch (act.id) {
    case WL_ACT_EXPR:
        wl_app_page_over(app, WL_PAGE_EXPR);
        recall(ed, ed->nhistory); /* Up brings the last one back */
        char now[WL_EDIT_MAX + 1];
        current_expression(app, now, sizeof now);
        wl_line_edit_set(&ed->line, now);
        ed->as_opened = now[0] != '\0';
        return WL_REDRAW;
    case WL_ACT_EXPR_APPLY:
        return apply(app);
    case WL_ACT_EXPR_OLDER:
        recall(ed, ed->recall - 1);
        return WL_REDRAW;
    case WL_ACT_EXPR_NEWER:
        recall(ed, ed->recall + 1);
        return WL_REDRAW;
    case WL_ACT_ERASE:
        ed->as_opened = false;
        wl_line_edit_erase(&ed->line);
        return WL_REDRAW;
    default:
        return 0;
    }
}

unsigned wl_app_expr_type(wl_app *app, int key)
{
    wl_expr_edit *ed = &app->edit;
    if (ed->as_opened && key >= ' ' && key < 127) /* typing replaces what the line opened with */
        wl_line_edit_clear(&ed->line);
    ed->as_opened = false;
    return wl_line_edit_key(&ed->line, key) ? WL_REDRAW : WL_HANDLED;
}
