/* A custom experiment's whole-launch counts: sectors and lines per request
 * over every warp, and the DRAM pieces of every window of threads. No
 * sample: each stretch of threads is either proven to repeat
 * (wl_expr_period.c) or counted thread by thread.
 *
 * Within a proven stretch each warp of period k + 1 touches its warp of
 * period k's elements moved by a whole multiple of the stretch's shift
 * (the same move for every warp, or one of each warp's own); over a run
 * of periods whose moves are whole lines (128 bytes) a warp touches as
 * many sectors and lines as its counterpart, so one such run, counted,
 * stands for all of them. DRAM windows repeat in L phases, L windows
 * being the first whole number of periods: window j + L * m of a stretch
 * is window j (the first of its phase) with each warp's pieces moved m
 * times that warp's move, checked to be whole pieces. Warps that move
 * alike move together; while no two such groups share a piece (their
 * spans do not meet), window j + L * m touches as many pieces as the groups
 * did in window j; otherwise it is counted thread by thread, exact but
 * slower. A launch L2 holds whole fetches each piece once however far
 * apart its threads run: its DRAM pieces are counted over the launch
 * (wl_expr_union.c). Every evaluation is tallied (wl_expr_batch.h), and a
 * count past the budget is refused, not left running. Pure C. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "wl_counting.h"
#include "wl_expr_batch.h"
#include "wl_expr_model.h"
#include "wl_expr_period.h"
#include "wl_expr_union.h"
#include "wl_expr_whole.h"

/* More stretches than this: the whole launch is counted thread by thread. */
#define MAX_STRETCHES 1024

typedef struct tally {
    double sectors[2], lines[2], requests;
} tally;

/* Distinct sectors and lines of one warp's indices (shift: log2 of the
 * element's bytes), without sorting the common ascending case. */
static void warp_counts(const int64_t idx[WL_WARP_SIZE], int shift, double *sectors, double *lines)
{
    uint64_t u[WL_WARP_SIZE];
    bool ascending = true;
    for (int l = 0; l < WL_WARP_SIZE; l++) {
        u[l] = wl_expr_piece(idx[l], (uint64_t)1 << shift, __builtin_ctz(WL_SECTOR_BYTES));
        ascending = ascending && (l == 0 || u[l] >= u[l - 1]);
    }
    if (!ascending)
        wl_sort_warp(u);
    int ds = 1, dl = 1;
    for (int l = 1; l < WL_WARP_SIZE; l++) {
        ds += u[l] != u[l - 1];
        dl += u[l] / 4 != u[l - 1] / 4; /* four sectors to a line */
    }
    *sectors += ds;
    *lines += dl;
}

/* Sectors and lines of the warps of threads a..b-1 (whole warps). */
static void count_warps(const wl_expr_experiment *x, int64_t n, int64_t s, int64_t a, int64_t b,
                        tally *t, int64_t *buf)
{
    int shift = wl_type_bytes(x->type) == 8 ? 3 : 2;
    for (int64_t first = a; first < b && !wl_expr_batch_over_budget(); first += WL_EXPR_BATCH) {
        int count = wl_expr_batch_size(first, b);
        for (int k = 0; k < 2; k++) {
            if (k == 0 || x->store_given) /* else the store is the load */
                wl_expr_batch(x, k ? &x->store : &x->load, n, s, first, count, buf);
            for (int w = 0; w + WL_WARP_SIZE <= count; w += WL_WARP_SIZE)
                warp_counts(buf + w, shift, &t->sectors[k], &t->lines[k]);
        }
        t->requests += count / WL_WARP_SIZE;
    }
}

/* Periods needed for the moved copies to land on whole lines. */
static int64_t line_periods(const wl_stretch *st, uint64_t es)
{
    int64_t m = 1;
    for (int k = 0; k < 2; k++) {
        int64_t bytes = (int64_t)(((__int128)st->shift[k] * (int64_t)es) % WL_LINE_BYTES);
        bytes = bytes < 0 ? -bytes : bytes;
        m = wl_lcm64(m, WL_LINE_BYTES / wl_gcd64(bytes ? bytes : WL_LINE_BYTES, WL_LINE_BYTES));
    }
    return m;
}

/* Period of whole lines of a proven stretch, or 0 when it is too short to
 * repeat one twice (then every thread is evaluated). */
static int64_t line_period(const wl_stretch *st, uint64_t es)
{
    if (!st->proven)
        return 0;
    int64_t q = st->period * line_periods(st, es);
    return q > 0 && q <= (st->b - st->a) / 2 ? q : 0;
}

/* Distinct pieces (bytes >> shift) the threads a..b-1 touch on one side. */
static int64_t window_pieces(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t s,
                             int64_t a, int64_t b, int shift, wl_u64_set *set, int64_t *buf)
{
    uint64_t es = (uint64_t)wl_type_bytes(x->type);
    int64_t distinct = 0;
    memset(set->slot, 0, set->cap * sizeof set->slot[0]); /* empty again (0: no value) */
    for (int64_t first = a; first < b && !wl_expr_batch_over_budget(); first += WL_EXPR_BATCH) {
        int count = wl_expr_batch_size(first, b);
        wl_expr_batch(x, e, n, s, first, count, buf);
        for (int t = 0; t < count; t++)
            distinct += wl_u64_set_add(set, wl_expr_piece(buf[t], es, shift));
    }
    return distinct;
}

/* The proven stretch holding threads a..b-1 whole, or NULL. The stretches
 * run in order and never overlap, and the windows asked about only move
 * on: *at, the first stretch that may hold the next one, only moves on
 * too (searching from the first for every window of a launch of 2^40
 * threads was most of its count). */
static const wl_stretch *holding(const wl_stretch_plan *pl, int64_t a, int64_t b, int *at)
{
    while (*at < pl->count && pl->list[*at].b <= a)
        ++*at;
    const wl_stretch *st = *at < pl->count ? &pl->list[*at] : NULL;
    return st && st->a <= a && b <= st->b && st->proven ? st : NULL;
}

/* What a window of the walk costs in evaluations beyond those it makes:
 * finding its stretch and phase and moving its first window's groups
 * (WINDOW_COST), and each group moved (GROUP_COST: a sort by where they
 * land). Measured, a window takes about 13 ns and a group 50 ns where an
 * evaluation takes 3 to 5; rounded up, so a launch of 2^40 threads (2^26
 * windows) is refused before its walk starts, not after seconds of it. */
#define WINDOW_COST 16
#define GROUP_COST 16

/* Windows of a stretch repeat in this many phases at most: window j + L is
 * window j with each warp moved, for L windows a whole number of periods. */
#define MAX_PHASES 16

/* Warps of a phase's first window that move alike: how far their pieces
 * move from one window of the phase to the next, the span of pieces they
 * touch in the first window and how many distinct ones. */
typedef struct group {
    int64_t move, lo, hi, distinct;
} group;

/* A phase's first window, counted by groups, for the windows after it. */
typedef struct first_window {
    int64_t a;    /* its first thread */
    int groups;   /* 0: the later windows are counted thread by thread */
    group *group; /* one per warp at most, by move */
} first_window;

/* What the windows of one side share: their size, the phases of the
 * stretch they are in, scratch space. */
typedef struct windows {
    int64_t size, warps;
    int phases;
    first_window first[MAX_PHASES];
    int *of_warp;     /* each warp's group */
    uint64_t *pieces; /* a window's pieces, by group */
    group *scratch;   /* one per warp */
} windows;

static int windows_init(windows *ws, int64_t size)
{
    *ws = (windows){.size = size, .warps = size / WL_WARP_SIZE};
    ws->of_warp = malloc((size_t)ws->warps * sizeof(int));
    ws->pieces = malloc((size_t)size * sizeof(uint64_t));
    ws->scratch = malloc((size_t)ws->warps * sizeof(group));
    bool ok = ws->of_warp && ws->pieces && ws->scratch;
    for (int p = 0; p < MAX_PHASES; p++)
        ok = ok && (ws->first[p].group = malloc((size_t)ws->warps * sizeof(group))) != NULL;
    return ok ? 0 : -1;
}

static void windows_free(windows *ws)
{
    free(ws->of_warp);
    free(ws->pieces);
    free(ws->scratch);
    for (int p = 0; p < MAX_PHASES; p++)
        free(ws->first[p].group);
}

/* A new stretch (or none): its windows' phases, none counted yet. */
static void windows_enter(windows *ws, const wl_stretch *st)
{
    int64_t phases = st ? st->period / wl_gcd64(st->period, ws->size) : 0;
    ws->phases = phases <= MAX_PHASES ? (int)phases : 0;
    for (int p = 0; p < MAX_PHASES; p++)
        ws->first[p].groups = 0;
}

static int by_move(const void *p, const void *q)
{
    int64_t a = ((const group *)p)->move, b = ((const group *)q)->move;
    return (a > b) - (a < b);
}

static int by_lo(const void *p, const void *q)
{
    int64_t a = ((const group *)p)->lo, b = ((const group *)q)->lo;
    return (a > b) - (a < b);
}

/* The group of move m among fw's (sorted by move). */
static int group_of(const first_window *fw, int64_t m)
{
    int lo = 0, hi = fw->groups - 1;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (fw->group[mid].move < m)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Warp w's move, in pieces, from the window at a to the one step threads
 * on (a proven stretch moves every lane of a warp alike: its first lane
 * says how far); false when it is not whole pieces. */
static bool warp_move(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t s,
                      int64_t first, int64_t step, int shift, int64_t *move)
{
    int64_t now, next, unit = (int64_t)1 << shift;
    wl_expr_batch(x, e, n, s, first, 1, &now);
    wl_expr_batch(x, e, n, s, first + step, 1, &next);
    __int128 bytes = ((__int128)next - now) * wl_type_bytes(x->type);
    *move = (int64_t)(bytes / unit);
    return bytes % unit == 0;
}

/* The groups of the window at a: warps whose pieces move alike. */
static bool group_warps(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t s,
                        int64_t a, int64_t step, int shift, windows *ws, first_window *fw)
{
    int64_t *move = (int64_t *)ws->pieces; /* each warp's, in warp order (pieces come later) */
    for (int64_t w = 0; w < ws->warps; w++) {
        if (!warp_move(x, e, n, s, a + w * WL_WARP_SIZE, step, shift, &move[w]))
            return false;
        ws->scratch[w].move = move[w];
    }
    qsort(ws->scratch, (size_t)ws->warps, sizeof(group), by_move);
    fw->groups = 0;
    for (int64_t w = 0; w < ws->warps; w++)
        if (fw->groups == 0 || fw->group[fw->groups - 1].move != ws->scratch[w].move)
            fw->group[fw->groups++] = (group){.move = ws->scratch[w].move, .lo = INT64_MAX};
    for (int64_t w = 0; w < ws->warps; w++)
        ws->of_warp[w] = group_of(fw, move[w]);
    return true;
}

/* The first window of a phase (threads a.., the next of its phase step
 * threads on): its groups, each one's span and distinct pieces. */
static void first_window_count(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t s,
                               int64_t a, int64_t step, int shift, windows *ws, first_window *fw,
                               int64_t *buf)
{
    uint64_t es = (uint64_t)wl_type_bytes(x->type);
    fw->a = a;
    if (!group_warps(x, e, n, s, a, step, shift, ws, fw)) {
        fw->groups = 0; /* moves of part of a piece */
        return;
    }
    int64_t *start = (int64_t *)ws->scratch, *fill = start + fw->groups + 1;
    memset(start, 0, (size_t)(fw->groups + 1) * sizeof *start);
    for (int64_t w = 0; w < ws->warps; w++)
        start[ws->of_warp[w] + 1] += WL_WARP_SIZE;
    for (int g = 0; g < fw->groups; g++)
        start[g + 1] += start[g], fill[g] = start[g];
    for (int64_t first = a; first < a + ws->size; first += WL_EXPR_BATCH) {
        int count = wl_expr_batch_size(first, a + ws->size);
        wl_expr_batch(x, e, n, s, first, count, buf);
        for (int t = 0; t < count; t++) {
            group *g = &fw->group[ws->of_warp[(first - a + t) / WL_WARP_SIZE]];
            int64_t piece = (int64_t)wl_expr_piece(buf[t], es, shift);
            ws->pieces[fill[g - fw->group]++] = (uint64_t)piece;
            g->lo = piece < g->lo ? piece : g->lo;
            g->hi = piece > g->hi ? piece : g->hi;
        }
    }
    for (int g = 0; fw->groups && g < fw->groups; g++) {
        fw->group[g].distinct = wl_count_distinct(ws->pieces + start[g], start[g + 1] - start[g]);
        if (fw->group[g].distinct < 0)
            fw->groups = 0; /* out of memory: count thread by thread */
    }
}

/* Pieces of the window m steps after fw's, when no two groups' moved spans
 * meet (then none shares a piece); false otherwise. */
static bool moved_count(const first_window *fw, int64_t m, group *scratch, int64_t *count)
{
    *count = 0;
    for (int g = 0; g < fw->groups; g++) {
        scratch[g] = fw->group[g];
        scratch[g].lo += m * fw->group[g].move;
        scratch[g].hi += m * fw->group[g].move;
        *count += fw->group[g].distinct;
    }
    qsort(scratch, (size_t)fw->groups, sizeof(group), by_lo);
    for (int g = 1; g < fw->groups; g++)
        if (scratch[g].lo <= scratch[g - 1].hi)
            return false;
    return true;
}

/* The first window of a phase of a stretch that every warp leaves by the
 * same move: one group, the window's count. */
static void first_window_shifted(const wl_expr_experiment *x, const wl_expr *e, int64_t n,
                                 int64_t s, int64_t a, int64_t step, int shift, int64_t count,
                                 first_window *fw)
{
    fw->a = a;
    fw->groups = warp_move(x, e, n, s, a, step, shift, &fw->group[0].move) ? 1 : 0;
    fw->group[0].distinct = count;
}

/* DRAM pieces of one side over the whole launch: L2 keeps what the threads
 * of one window share, so each window's distinct pieces are fetched once
 * and every window of the launch is counted: in a proven stretch, after
 * the first window of its phase, by that window's groups while they stay
 * apart. */
static int side_pieces(const wl_expr_experiment *x, int side, int64_t n, int64_t s,
                       const wl_stretch_plan *pl, int shift, double *pieces, int64_t *buf,
                       wl_expr_whole *out)
{
    const wl_expr *e = side ? &x->store : &x->load;
    int64_t window = n < WL_EXPR_DRAM_WINDOW ? n : WL_EXPR_DRAM_WINDOW, base = 0;
    wl_u64_set set = {NULL, 0, 0, false};
    windows ws;
    memset(&ws, 0, sizeof ws);
    int rc = wl_u64_set_init(&set, window) == 0 && windows_init(&ws, window) == 0 ? 0 : -1;
    const wl_stretch *in = NULL;
    int at = 0; /* the stretch the walk has reached */
    *pieces = 0;
    for (int64_t a = 0; rc == 0 && a < n && !wl_expr_batch_over_budget(); a += window) {
        int64_t b = a + window < n ? a + window : n, count;
        const wl_stretch *st = b - a == window ? holding(pl, a, b, &at) : NULL;
        if (st != in)
            windows_enter(&ws, st), in = st, base = a;
        int64_t j = (a - base) / window, m = ws.phases ? j / ws.phases : 0;
        first_window *fw = ws.phases ? &ws.first[j % ws.phases] : NULL;
        out->windows++;
        wl_expr_batch_charge(WINDOW_COST);
        if (m > 0 && fw->groups && moved_count(fw, m, ws.scratch, &count)) {
            *pieces += (double)count;
            continue;
        }
        count = window_pieces(x, e, n, s, a, b, shift, &set, buf);
        *pieces += (double)count;
        out->windows_counted++;
        int64_t step = ws.phases * window;
        if (m == 0 && fw && a + step + window <= st->b && st->per_warp[side]) {
            first_window_count(x, e, n, s, a, step, shift, &ws, fw, buf);
            /* its groups move for every later window of its phase: paid
             * now, so a walk too long is refused here, not at its end */
            wl_expr_batch_charge((int64_t)fw->groups * GROUP_COST * ((st->b - window - a) / step));
        } else if (m == 0 && fw && a + step + window <= st->b)
            first_window_shifted(x, e, n, s, a, step, shift, count, fw);
    }
    wl_u64_set_free(&set);
    windows_free(&ws);
    return rc;
}

/* Sectors and lines of every warp: a proven stretch's warps over one
 * period of whole lines, which every later period repeats moved by whole
 * lines; the rest warp by warp. */
static void count_sectors(const wl_expr_experiment *x, int64_t n, int64_t s,
                          const wl_stretch_plan *pl, tally *t, wl_expr_whole *out, int64_t *buf)
{
    uint64_t es = (uint64_t)wl_type_bytes(x->type);
    for (int i = 0; i < pl->count; i++) {
        const wl_stretch *st = &pl->list[i];
        int64_t q = line_period(st, es), len = st->b - st->a;
        if (!q) {
            count_warps(x, n, s, st->a, st->b, t, buf);
            out->threads_counted += len;
            continue;
        }
        int64_t periods = len / q, rest = len - periods * q;
        tally one = {{0, 0}, {0, 0}, 0}, tail = one;
        count_warps(x, n, s, st->a, st->a + q, &one, buf);
        count_warps(x, n, s, st->a, st->a + rest, &tail, buf);
        for (int k = 0; k < 2; k++) {
            t->sectors[k] += one.sectors[k] * (double)periods + tail.sectors[k];
            t->lines[k] += one.lines[k] * (double)periods + tail.lines[k];
        }
        t->requests += one.requests * (double)periods + tail.requests;
        out->threads_counted += q;
        out->stretches_proven++;
    }
}

/* Whether the DRAM pieces are marked over the whole launch: L2 holds it
 * and its elements, the finest pieces, fit the bits (else no pass is
 * marked, and none is charged to the budget). */
static bool marks_launch(const wl_expr_experiment *x, uint64_t extent, const wl_memparams *mem)
{
    return mem->l2_holds_launch &&
           wl_expr_union_fits(x, extent, __builtin_ctz((unsigned)wl_type_bytes(x->type)));
}

/* Each side's granules, then its distinct elements (pieces of one
 * element), alike: over the whole launch when L2 holds it, else window by
 * window (all four passes the one way, so the distinct bytes never pass
 * the DRAM bytes); both sizes are powers of two. The window counts
 * reported are the granules' passes. Returns 0, or -1 (out of memory or
 * over budget). */
/* The stores' elements (pass 3) of a launch without a store of its own are
 * the loads' elements (pass 2): the same count of the same expression, the
 * largest of the four. Pass 2's answer is taken and its work charged again
 * (cost), so the budget stands as if pass 3 ran; where that charge would
 * pass the budget, pass 3 runs as before and stops where it stopped. */
static bool same_as_loads(const wl_expr_experiment *x, int k, int64_t cost)
{
    return k == 3 && !x->store_given && wl_expr_batch_evaluated() + cost <= WL_EXPR_MAX_EVALUATIONS;
}

static int count_dram(const wl_expr_experiment *x, int64_t n, int64_t s, const wl_memparams *mem,
                      const wl_stretch_plan *pl, uint64_t extent, wl_expr_whole *out, int64_t *buf)
{
    int es = wl_type_bytes(x->type), unit[4], held = marks_launch(x, extent, mem) ? 0 : 1;
    double distinct[4] = {0, 0, 0, 0};
    int64_t cost = 0, before; /* pass 2's evaluations and charges */
    for (int k = 0; k < 4; k++)
        unit[k] = k >= 2 ? es : k % 2 ? mem->dram_write_granule : mem->dram_read_granule;
    for (int k = 0; k < 4 && held == 0; k++) {
        int64_t pieces = 0;
        if (same_as_loads(x, k, cost)) {
            distinct[k] = distinct[2];
            wl_expr_batch_charge(cost);
            continue;
        }
        before = wl_expr_batch_evaluated();
        held = wl_expr_union_pieces(x, k % 2, n, s, pl, extent, __builtin_ctz((unsigned)unit[k]),
                                    &pieces);
        distinct[k] = (double)pieces;
        cost = wl_expr_batch_evaluated() - before;
    }
    if (held < 0)
        return -1;
    for (int k = 0; k < 4 && held == 1; k++) {
        wl_expr_whole windows = *out;
        if (same_as_loads(x, k, cost)) {
            distinct[k] = distinct[2];
            wl_expr_batch_charge(cost);
            continue;
        }
        before = wl_expr_batch_evaluated();
        if (side_pieces(x, k % 2, n, s, pl, __builtin_ctz((unsigned)unit[k]), &distinct[k], buf,
                        k < 2 ? out : &windows) != 0)
            return -1;
        cost = wl_expr_batch_evaluated() - before;
    }
    out->dram_read_bytes_per_element = distinct[0] * unit[0] / (double)n;
    out->dram_write_bytes_per_element = distinct[1] * unit[1] / (double)n;
    out->distinct_bytes_per_element = (distinct[2] + distinct[3]) * es / (double)n;
    out->distinct_read_bytes_per_element = distinct[2] * es / (double)n;
    out->dram_whole = held == 0;
    if (held == 0 && x->store_given) {
        int64_t alone = 0;
        if (wl_expr_union_stores_alone(x, n, s, pl, extent, __builtin_ctz((unsigned)unit[1]),
                                       __builtin_ctz((unsigned)unit[0]), &alone) < 0)
            return -1;
        out->store_alone_bytes_per_element = (double)alone * unit[1] / (double)n;
    }
    return 0;
}

/* The refusal of a count past the budget: what it would have taken and the
 * working set that fits (alone: the threads no repeating pattern covers;
 * rest: the evaluations the others take, their periods and windows, each
 * growing with the launch as the threads alone do). */
static int over_budget(const wl_expr_experiment *x, int64_t n, int64_t alone, double rest,
                       bool marks, wl_error *err)
{
    if (wl_expr_batch_cancelled())
        return wl_fail(err, "the count was cancelled");
    int per_thread = wl_expr_evaluations_per_thread(x, marks);
    double fits = (double)WL_EXPR_MAX_EVALUATIONS / per_thread * (double)n /
                  ((double)alone + rest / per_thread) * wl_type_bytes(x->type);
    if (rest > 0)
        return wl_fail(err,
                       "counting this expression exactly means at least %.0f evaluations' work "
                       "(%lld of its %lld threads one by one, the rest through the patterns "
                       "that repeat and their %lld-thread DRAM windows), past the %lld one "
                       "count may take; use a working set of at most about %.0f MiB",
                       (double)alone * per_thread + rest, (long long)alone, (long long)n,
                       (long long)WL_EXPR_DRAM_WINDOW, (long long)WL_EXPR_MAX_EVALUATIONS,
                       floor(fits / (1 << 20)));
    return wl_fail(err,
                   "counting this expression exactly means evaluating %lld of its %lld threads "
                   "one by one (no repeating pattern covers them), past the %lld evaluations one "
                   "count may take; use a working set of at most about %.0f MiB",
                   (long long)alone, (long long)n, (long long)WL_EXPR_MAX_EVALUATIONS,
                   floor(fits / (1 << 20)));
}

/* Refuses, before any counting, a launch whose count would spend more
 * than the budget: the threads of its stretches left to count one by one
 * (each evaluated as wl_expr_evaluations_per_thread says), a period of
 * whole lines and the tail of each proven stretch for their sectors, and
 * the walk over every DRAM window of each side's four passes when L2
 * does not hold the launch. All are spent by the count itself (less than
 * it spends), so no count this refuses would have passed. */
static int within_budget(const wl_expr_experiment *x, int64_t n, const wl_stretch_plan *pl,
                         bool marks, wl_error *err)
{
    uint64_t es = (uint64_t)wl_type_bytes(x->type);
    int64_t alone = 0, window = n < WL_EXPR_DRAM_WINDOW ? n : WL_EXPR_DRAM_WINDOW;
    double rest = marks ? 0 : 4.0 * (double)((n + window - 1) / window) * WINDOW_COST;
    for (int i = 0; i < pl->count; i++) {
        int64_t q = line_period(&pl->list[i], es), len = pl->list[i].b - pl->list[i].a;
        alone += q ? 0 : len;
        rest += q ? (double)(q + len % q) * (x->store_given ? 2 : 1) : 0;
    }
    int per_thread = wl_expr_evaluations_per_thread(x, marks);
    if ((double)alone * per_thread + rest <= (double)WL_EXPR_MAX_EVALUATIONS)
        return 0;
    return over_budget(x, n, alone, rest, marks, err);
}

static int count_whole(const wl_expr_experiment *x, int64_t n, int64_t s, uint64_t extent,
                       const wl_memparams *mem, wl_expr_whole *out, wl_error *err)
{
    memset(out, 0, sizeof *out);
    wl_stretch_plan pl = {.list = calloc(MAX_STRETCHES, sizeof(wl_stretch)), .cap = MAX_STRETCHES};
    int64_t *buf = malloc(WL_EXPR_BATCH * sizeof *buf);
    if (!pl.list || !buf) {
        free(pl.list);
        free(buf);
        return wl_fail(err, "out of memory");
    }
    wl_expr_stretches(x, n, s, true, &pl);
    if (pl.overflow) { /* too broken up to prove: every thread counted */
        pl.count = 1;
        pl.list[0] = (wl_stretch){.a = 0, .b = n};
    }
    bool marks = marks_launch(x, extent, mem);
    int rc = within_budget(x, n, &pl, marks, err);
    tally t = {{0, 0}, {0, 0}, 0};
    wl_expr_batch_reset();
    if (rc == 0)
        count_sectors(x, n, s, &pl, &t, out, buf);
    if (rc == 0 && count_dram(x, n, s, mem, &pl, extent, out, buf) != 0 &&
        !wl_expr_batch_over_budget())
        rc = wl_fail(err, "out of memory");
    /* past the budget midway: the work charged so far is the least it takes */
    if (rc == 0 && wl_expr_batch_over_budget())
        rc = over_budget(x, n, 0, (double)wl_expr_batch_evaluated(), marks, err);
    if (rc == 0) {
        out->load_sectors_per_request = t.sectors[0] / t.requests;
        out->store_sectors_per_request = t.sectors[1] / t.requests;
        out->load_lines_per_request = t.lines[0] / t.requests;
        out->store_lines_per_request = t.lines[1] / t.requests;
        out->warps = n / WL_WARP_SIZE;
        out->stretches = pl.count;
    }
    free(pl.list);
    free(buf);
    return rc;
}

/* Whether either expression names s: when neither does, every s counts
 * alike. */
static bool uses_s(const wl_expr_experiment *x)
{
    const wl_expr *e[2] = {&x->load, &x->store};
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < e[k]->count; i++)
            if (e[k]->node[i].op == WL_OP_VAR && e[k]->node[i].var == WL_VAR_S)
                return true;
    return false;
}

/* What a count depends on. The analysis and the prediction of one point
 * ask for the same counts, and a chart asks for them at every s: the last
 * count of each kind (windows, or L2 holding the launch) is kept (per
 * thread), so a point is counted once of each and an expression without s
 * once for its whole slider. */
typedef struct whole_key {
    char load[WL_EXPR_MAX_LEN + 1], store[WL_EXPR_MAX_LEN + 1];
    wl_type type;
    int block, read_granule, write_granule;
    bool l2_holds_launch;
    int64_t n, s;
} whole_key;

typedef struct kept_count {
    bool valid;
    whole_key key;
    wl_expr_whole counts;
} kept_count;

int wl_expr_whole_counts(const wl_expr_experiment *x, int64_t n, int64_t s, uint64_t extent,
                         const wl_memparams *mem, wl_expr_whole *out, wl_error *err)
{
    static _Thread_local kept_count kept[2];
    whole_key key;
    memset(&key, 0, sizeof key);
    memcpy(key.load, x->load.text, sizeof key.load);
    memcpy(key.store, x->store.text, sizeof key.store);
    key.type = x->type;
    key.block = x->block;
    key.read_granule = mem->dram_read_granule;
    key.write_granule = mem->dram_write_granule;
    key.l2_holds_launch = mem->l2_holds_launch;
    key.n = n;
    key.s = uses_s(x) ? s : 0;
    kept_count *last = &kept[mem->l2_holds_launch ? 1 : 0];
    if (last->valid && memcmp(&last->key, &key, sizeof key) == 0) {
        *out = last->counts;
        return 0;
    }
    if (count_whole(x, n, s, extent, mem, out, err) != 0)
        return -1;
    last->valid = true;
    last->key = key;
    last->counts = *out;
    return 0;
}

int wl_expr_parts(const wl_expr_experiment *x, int64_t n, int64_t s, wl_part *out, int max)
{
    wl_stretch_plan pl = {.list = calloc(MAX_STRETCHES, sizeof(wl_stretch)), .cap = MAX_STRETCHES};
    if (!pl.list)
        return 0;
    /* A sample from a part's first warp stands for the part: shifts only. */
    wl_expr_stretches(x, n, s, false, &pl);
    int count = 0;
    for (int i = 0; !pl.overflow && i < pl.count; i++) {
        const wl_stretch *st = &pl.list[i], *prev = i ? &pl.list[i - 1] : NULL;
        bool same = prev && st->proven && prev->proven && st->period == prev->period &&
                    st->shift[0] == prev->shift[0] && st->shift[1] == prev->shift[1];
        double share = (double)(st->b - st->a) / (double)n;
        if (same) {
            out[count - 1].share += share;
            continue;
        }
        if (count == max) {
            count = 0;
            break;
        }
        out[count++] = (wl_part){(long)(st->a / WL_WARP_SIZE), share};
    }
    free(pl.list);
    return pl.overflow ? 0 : count;
}
