#include "wl_diagram_plan.h"

#include <string.h>

/* run[i]: how many lines from i on look alike (1 when line i+1 differs);
 * fold[i]: rows lines i.. take with every run folded into its first line
 * and a "more like" row; fold[n] = 0. */
typedef struct fold_table {
    int run[WL_WARP_SIZE + 1], fold[WL_WARP_SIZE + 1];
} fold_table;

static void fold_table_build(const wl_warp_map *m, int tall, fold_table *t)
{
    int n = m->nlines;
    t->run[n] = 0;
    t->fold[n] = 0;
    for (int i = n - 1; i >= 0; i--) {
        bool alike = i + 1 < n && wl_line_rows_alike(&m->line[i], &m->line[i + 1]);
        t->run[i] = alike ? 1 + t->run[i + 1] : 1;
        t->fold[i] = tall + (t->run[i] > 1 ? 1 : 0) + t->fold[i + t->run[i]];
    }
}

/* Greedy from the top: a line alone while the rest still fits folded, else
 * its run folded, else the line alone while a row stays for the rest (the
 * first line always), else one row summing up the rest. */
int wl_diagram_steps(const wl_warp_map *m, int rows, int tall, wl_diagram_step *steps)
{
    fold_table t;
    fold_table_build(m, tall, &t);
    int n = m->nlines, used = 0, k = 0;
    for (int i = 0; i < n;) {
        int left = rows - used, run = t.run[i];
        if (tall + t.fold[i + 1] <= left) {
            steps[k++] = (wl_diagram_step){WL_STEP_LINE, i, 1};
            used += tall;
            i++;
        } else if (run > 1 && tall + 1 + t.fold[i + run] <= left) {
            steps[k++] = (wl_diagram_step){WL_STEP_RUN, i, run - 1};
            used += tall + 1;
            i += run;
        } else if (i == 0 || left >= tall + 1) {
            /* a row is left after it for the rest */
            steps[k++] = (wl_diagram_step){WL_STEP_LINE, i, 1};
            used += tall;
            i++;
        } else {
            if (left >= 1)
                steps[k++] = (wl_diagram_step){WL_STEP_SUMMARY, i, n - i};
            break;
        }
    }
    return k;
}

int wl_diagram_steps_rows(const wl_diagram_step *steps, int n, int tall)
{
    int rows = 0;
    for (int i = 0; i < n; i++)
        rows += steps[i].kind == WL_STEP_SUMMARY ? 1
                : steps[i].kind == WL_STEP_RUN   ? tall + 1
                                                 : tall;
    return rows;
}

int wl_diagram_min_rows(const wl_warp_map *m, int tall)
{
    return 1 + tall + (m->nlines > 1 ? 1 : 0);
}

/* Rows an access takes with every line on a row of its own. */
static int unfolded_rows(const wl_warp_map *m, int tall)
{
    return 1 + m->nlines * tall;
}

static int folded_rows(const wl_warp_map *m, int tall)
{
    fold_table t;
    fold_table_build(m, tall, &t);
    return 1 + t.fold[0];
}

static int min_rows(const wl_warp_map *m, int tall)
{
    return m ? wl_diagram_min_rows(m, tall) : 0;
}

/* Cells as tall as the room allows, at most tall_max: with every line on
 * its own row when that fits at some height, else for the folded drawing;
 * 1 when even the smallest drawing at that height would not fit. */
static int pick_tall(const wl_warp_map *ld, const wl_warp_map *st, int room, int tall_max)
{
    /* Every line on a row of its own comes first: the tallest cells that
     * still let each line have its row. */
    for (int t = tall_max; t > 1; t--)
        if ((ld ? unfolded_rows(ld, t) : 0) + (st ? unfolded_rows(st, t) : 0) <= room)
            return t;
    if ((ld ? unfolded_rows(ld, 1) : 0) + (st ? unfolded_rows(st, 1) : 0) <= room)
        return 1;
    int need = 0, line_rows = 0;
    const wl_warp_map *maps[2] = {ld, st};
    for (int a = 0; a < 2; a++)
        if (maps[a]) {
            need += folded_rows(maps[a], 1);
            line_rows += folded_rows(maps[a], 2) - folded_rows(maps[a], 1);
        }
    int tall = line_rows > 0 && room > need ? 1 + (room - need) / line_rows : 1;
    if (tall > tall_max)
        tall = tall_max;
    while (tall > 1 && min_rows(ld, tall) + min_rows(st, tall) > room)
        tall--;
    return tall < 1 ? 1 : tall;
}

void wl_diagram_plan_rows(const wl_warp_map *ld, const wl_warp_map *st, bool store_same,
                          bool has_other, int body, int tall_max, wl_diagram_plan *out)
{
    memset(out, 0, sizeof *out);
    out->store_same = store_same;
    if (store_same)
        st = NULL;
    int fixed = store_same ? 1 : 0;
    int base = fixed + min_rows(ld, 1) + min_rows(st, 1);
    int left = body - base;
    out->other = has_other && left >= 1;
    left -= out->other ? 1 : 0;
    out->legend = left >= 1;
    left -= out->legend ? 1 : 0;
    out->tall =
        pick_tall(ld, st, body - fixed - (out->other ? 1 : 0) - (out->legend ? 1 : 0), tall_max);
    const wl_warp_map *maps[2] = {ld, st};
    left += min_rows(ld, 1) + min_rows(st, 1);
    for (int a = 0; a < 2; a++) {
        out->rows[a] = min_rows(maps[a], out->tall);
        left -= out->rows[a];
    }
    /* Spare rows: the access with the most lines first, up to a row per line. */
    int first = ld && st && st->nlines > ld->nlines ? 1 : 0;
    for (int k = 0; k < 2; k++) {
        int a = k == 0 ? first : 1 - first;
        if (!maps[a] || left <= 0)
            continue;
        int want = unfolded_rows(maps[a], out->tall) - out->rows[a];
        int add = want < left ? want : left;
        if (add > 0) {
            out->rows[a] += add;
            left -= add;
        }
    }
}
