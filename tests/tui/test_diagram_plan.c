/* The warp diagram's row plan at every height: each access gets its
 * figures line, its first line and a summary that covers every line it does
 * not draw; the plan never takes more rows than the pane has once the
 * minimum fits; spare rows go to the access with the most lines, and a tall
 * pane is used (no blank rows while a line is still folded away). */
#include <stdbool.h>

#include "wl_check.h"
#include "wl_diagram_plan.h"

/* A warp whose lanes are `stride` bytes apart (4-byte elements). */
static void strided_map(uint64_t stride, wl_warp_map *m)
{
    wl_access a = {.present = true, .elem_bytes = 4};
    for (int l = 0; l < WL_WARP_SIZE; l++)
        a.lane_addr[l] = (uint64_t)l * stride;
    wl_warp_map_build(&a, m);
}

/* Lines in irregular places: no two rows alike, so nothing folds. */
static void scattered_map(wl_warp_map *m)
{
    wl_access a = {.present = true, .elem_bytes = 4};
    for (int l = 0; l < WL_WARP_SIZE; l++)
        a.lane_addr[l] = (uint64_t)l * 128 + (uint64_t)(l % 7) * 4 + (l % 3 == 0 ? 64 : 0);
    wl_warp_map_build(&a, m);
}

/* Every line is drawn, or folded into a run, or summed up; line 0 drawn. */
static void check_steps(const wl_warp_map *m, int rows, int tall, const char *what, int body)
{
    wl_diagram_step steps[WL_WARP_SIZE + 1];
    int n = wl_diagram_steps(m, rows, tall, steps);
    CHECK_MSG(n > 0 && steps[0].line == 0 && steps[0].kind != WL_STEP_SUMMARY,
              "%s at %d rows: the first line is not drawn", what, body);
    int next = 0;
    for (int k = 0; k < n; k++) {
        CHECK_MSG(steps[k].line == next, "%s at %d rows: line %d skipped", what, body, next);
        next = steps[k].line + (steps[k].kind == WL_STEP_LINE  ? 1
                                : steps[k].kind == WL_STEP_RUN ? 1 + steps[k].count
                                                               : steps[k].count);
    }
    CHECK_MSG(next == m->nlines, "%s at %d rows: lines %d.. neither drawn nor summed up", what,
              body, next);
    int used = wl_diagram_steps_rows(steps, n, tall);
    CHECK_MSG(used <= rows, "%s at %d rows: steps overflow", what, body);
    /* Rows left over are fewer than a line's height, unless every line is drawn. */
    CHECK_MSG(used > rows - tall || n == m->nlines,
              "%s at %d rows: %d of %d rows blank, lines folded", what, body, rows - used, rows);
}

static void check_pair(const wl_warp_map *ld, const wl_warp_map *st, bool other, int tall_max,
                       const char *what)
{
    for (int body = 4; body <= 80; body++) {
        wl_diagram_plan p;
        wl_diagram_plan_rows(ld, st, false, other, body, tall_max, &p);
        int need = wl_diagram_min_rows(ld, 1) + wl_diagram_min_rows(st, 1);
        if (body < need)
            continue;
        int used = p.rows[0] + p.rows[1] + p.legend + p.other;
        CHECK_MSG(used <= body, "%s: %d rows planned in %d", what, used, body);
        check_steps(ld, p.rows[0] - 1, p.tall, what, body);
        check_steps(st, p.rows[1] - 1, p.tall, what, body);
        CHECK_MSG(!other || p.other || body == need, "%s at %d rows: no comparison line", what,
                  body);
        int all = 1 + ld->nlines * p.tall + 1 + st->nlines * p.tall;
        CHECK_MSG(used == body || p.rows[0] + p.rows[1] >= all, "%s at %d rows: %d rows blank",
                  what, body, body - used);
    }
}

int main(void)
{
    wl_warp_map column, row, stride2, scattered;
    strided_map(16384, &column); /* 32 lines, alike */
    strided_map(4, &row);        /* 1 line */
    strided_map(8, &stride2);    /* 2 lines */
    scattered_map(&scattered);   /* 32 lines, none alike */
    CHECK_EQ_INT(column.nlines, 32);
    CHECK_EQ_INT(row.nlines, 1);
    CHECK_EQ_INT(scattered.nlines, 32);
    for (int tall = 1; tall <= 4; tall++) {
        check_pair(&column, &row, false, tall, "column load, row store");
        check_pair(&row, &column, true, tall, "row load, column store");
        check_pair(&scattered, &stride2, true, tall, "scattered load, stride-2 store");
        check_pair(&column, &scattered, false, tall, "column load, scattered store");
    }
    /* The access with the most lines gets the spare rows first. */
    wl_diagram_plan p;
    wl_diagram_plan_rows(&stride2, &column, false, false, 12, 1, &p);
    CHECK_MSG(p.rows[1] > p.rows[0], "the store's 32 lines got %d rows, the load's 2 got %d",
              p.rows[1], p.rows[0]);
    /* The smallest pane: both first lines and the summary, nothing else. */
    wl_diagram_plan_rows(&column, &row, false, true, 5, 1, &p);
    CHECK_MSG(p.rows[0] == 3 && p.rows[1] == 2 && !p.legend && !p.other,
              "5 rows: load %d, store %d, legend %d, other %d", p.rows[0], p.rows[1], p.legend,
              p.other);
    return CHECK_DONE();
}
