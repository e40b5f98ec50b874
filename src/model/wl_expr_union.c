/* Distinct DRAM pieces over a whole launch that L2 holds: one bit per piece
 * of the array, set as threads touch it.
 *
 * A stretch proven to repeat (wl_expr_period.h) is not walked thread by
 * thread: thread t's element moves by the same M(t) each period, so over
 * a step of Q threads (the period times the least f that makes f M(t)
 * whole pieces for every t) thread t touches pieces p(t) + j D(t),
 * j = 0 .. J(t) - 1, with D(t) = f M(t) in pieces and J(t) the steps that
 * stay inside the stretch. Writing p = r + k |D|, those are the run
 * k .. k + J - 1 (or down to k - J + 1) of class r: runs of one (D, r)
 * are merged, then marked, so the work is the first Q threads and the
 * distinct pieces, not the launch. Pure C. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "wl_expr_batch.h"
#include "wl_expr_union.h"

/* Steps longer than this are walked thread by thread (their runs would
 * take more memory than the bits). */
#define MAX_STEP ((int64_t)1 << 20)
/* Pieces beyond this (32 MiB of bits): the caller counts by windows. */
#define MAX_BITS ((uint64_t)1 << 28)

typedef struct bitmap {
    uint64_t *word, bits;
    int64_t set;
    bool outside; /* a piece past the array: the count is not to be trusted */
} bitmap;

/* The bits of the last bitmap, cleared and kept for the next: a lab start
 * counts some 20 unions of up to 32 MiB each (every s of a chart, each
 * side, granules and elements), and the pages of a fresh allocation are
 * faulted in one by one, 70,000 a start, where clearing the words a union
 * used costs a memset. Any thread takes it (or allocates its own when
 * another holds it, or it is too small) and gives it back all zero. */
typedef struct spare_bits {
    size_t words;
    uint64_t word[];
} spare_bits;

static _Atomic(spare_bits *) spare;

static spare_bits *bits_take(size_t words)
{
    spare_bits *b = atomic_exchange(&spare, NULL);
    if (b && b->words >= words)
        return b;
    free(b);
    /* Room for the largest union (a chart's unions grow with s): its pages
     * are faulted in as far as one is used, once. */
    size_t room = words > MAX_BITS / 64 ? words : MAX_BITS / 64;
    b = calloc(1, sizeof *b + room * sizeof b->word[0]);
    if (b)
        b->words = room;
    return b;
}

/* b back, its first `used` words cleared (the rest were never touched);
 * the larger of it and the one another thread gave back meanwhile stays. */
static void bits_give(spare_bits *b, size_t used)
{
    if (!b)
        return;
    memset(b->word, 0, used * sizeof b->word[0]);
    spare_bits *old = atomic_exchange(&spare, b);
    if (old && old->words > b->words)
        old = atomic_exchange(&spare, old);
    free(old);
}

/* Bits set in v, inline: without a popcount instruction in the target,
 * __builtin_popcountll calls a library function for every word marked. */
static inline int64_t bits_in(uint64_t v)
{
    v -= (v >> 1) & 0x5555555555555555ull;
    v = (v & 0x3333333333333333ull) + ((v >> 2) & 0x3333333333333333ull);
    v = (v + (v >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (int64_t)((v * 0x0101010101010101ull) >> 56);
}

static void mark(bitmap *m, uint64_t p)
{
    if (p >= m->bits) {
        m->outside = true;
        return;
    }
    uint64_t bit = 1ull << (p & 63), *w = &m->word[p >> 6];
    m->set += !(*w & bit);
    *w |= bit;
}

/* Pieces first + j g, j = 0 .. count - 1 (inside the bitmap), in the
 * order they lie: a step under a word marks a word at a time (a run of
 * move one, a stretch walking the array as i + s does, its whole span),
 * a longer one bit by bit. */
static void mark_strided(bitmap *m, uint64_t first, uint64_t g, uint64_t count)
{
    uint64_t last = first + (count - 1) * g;
    if (g >= 64) {
        for (uint64_t p = first; p <= last; p += g)
            mark(m, p);
        return;
    }
    if (g == 1 && first >> 6 == last >> 6) { /* a few neighbours in one word */
        uint64_t mask = (~0ull << (first & 63)) & (~0ull >> (63 - (last & 63)));
        m->set += bits_in(mask & ~m->word[first >> 6]);
        m->word[first >> 6] |= mask;
        return;
    }
    uint64_t every = 1; /* bits 0, g, 2g, ... of a word */
    for (uint64_t width = g; width < 64; width *= 2)
        every |= every << width;
    /* A word's first piece o below g gives 64 = q g + wrap pieces a word:
     * q + 1 of them when o < wrap, else q. A word none of them were set in
     * adds that many (counting each word's new bits costs more than marking
     * them). */
    const uint64_t q = 64 / g, wrap = 64 % g;
    uint64_t *words = m->word;
    int64_t set = 0; /* summed here: m->set, stored through every word, was reloaded each */
    for (uint64_t w = first >> 6, o = first & 63; w <= last >> 6; w++) {
        uint64_t mask = every << o, *word = &words[w];
        bool whole = o < g && !(w == last >> 6 && (last & 63) < 63);
        if (w == last >> 6 && (last & 63) < 63)
            mask &= (1ull << ((last & 63) + 1)) - 1;
        set += whole && !(mask & *word) ? (int64_t)(q + (o < wrap)) : bits_in(mask & ~*word);
        *word |= mask;
        /* the next word's first piece: o - 64 mod g, below g from then on */
        o = o >= g ? o + (64 - o + g - 1) / g * g - 64 : o >= wrap ? o - wrap : o + g - wrap;
    }
    m->set += set;
}

/* Threads a..b-1 one by one. */
static void mark_threads(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t s,
                         int64_t a, int64_t b, int shift, bitmap *m, int64_t *buf)
{
    uint64_t es = (uint64_t)wl_type_bytes(x->type);
    for (int64_t first = a; first < b && !wl_expr_batch_over_budget(); first += WL_EXPR_BATCH) {
        int count = wl_expr_batch_size(first, b);
        wl_expr_batch(x, e, n, s, first, count, buf);
        for (int t = 0; t < count; t++)
            mark(m, wl_expr_piece(buf[t], es, shift));
    }
}

/* A run of class r of move d (its size): pieces r + k d, k = lo .. hi. */
typedef struct run {
    int64_t d, r, lo, hi;
} run;

static int by_class(const void *p, const void *q)
{
    const run *a = p, *b = q;
    if (a->d != b->d)
        return (a->d > b->d) - (a->d < b->d);
    if (a->r != b->r)
        return (a->r > b->r) - (a->r < b->r);
    return (a->lo > b->lo) - (a->lo < b->lo);
}

static int by_value(const void *p, const void *q)
{
    int64_t a = *(const int64_t *)p, b = *(const int64_t *)q;
    return (a > b) - (a < b);
}

/* How many runs from u's on have its move and k range over classes a
 * step apart (u[0].r, u[0].r + g, u[0].r + 2g, ...), the step into *g (one
 * run alone: its move): for each k they mark pieces g apart. A run
 * reaching below piece 0 stands alone. */
static int64_t classes_alike(const run *u, int64_t count, int64_t *g)
{
    int64_t c = 1, step = count > 1 ? u[1].r - u[0].r : 0;
    while (u[0].lo >= 0 && c < count && u[c].d == u[0].d && u[c].r == u[0].r + c * step &&
           u[c].lo == u[0].lo && u[c].hi == u[0].hi)
        c++;
    *g = c > 1 ? step : u[0].d;
    return c;
}

/* Marks c runs that classes_alike grouped, classes g apart: for each k
 * the c pieces r + k d + j g in the order they lie, and one strided run
 * when they tile the move (c g = d: a stretch whose threads walk the
 * array side by side, as i + s and i * s in blocks of 256 threads do). */
static void mark_alike(bitmap *m, const run *u, int64_t c, int64_t g)
{
    uint64_t d = (uint64_t)u->d, r = (uint64_t)u->r;
    if (u->lo < 0) { /* past piece 0: mark flags it */
        for (int64_t k = u->lo; k <= u->hi; k++)
            mark(m, (uint64_t)(u->r + k * u->d));
        return;
    }
    if (u->hi < u->lo)
        return;
    if ((uint64_t)(c * g) == d) {
        mark_strided(m, r + (uint64_t)u->lo * d, (uint64_t)g,
                     (uint64_t)(u->hi - u->lo + 1) * (uint64_t)c);
        return;
    }
    for (int64_t k = u->lo; k <= u->hi; k++)
        mark_strided(m, r + (uint64_t)k * d, (uint64_t)g, (uint64_t)c);
}

/* Rows base / d .. base / d + rows - 1 of move d (at most 64): in each,
 * the pieces whose class is in pattern (bit r: class r), a word at a time. */
static void mark_pattern(bitmap *m, uint64_t base, uint64_t d, uint64_t pattern, uint64_t rows)
{
    unsigned __int128 seq = 0; /* the pattern repeated: bit i is class i mod d */
    for (unsigned i = 0; i < 128; i++)
        seq |= (unsigned __int128)(pattern >> (i % d) & 1) << i;
    uint64_t first = base + (uint64_t)__builtin_ctzll(pattern);
    uint64_t last = base + (rows - 1) * d + 63 - (uint64_t)__builtin_clzll(pattern);
    uint64_t w = first >> 6, step = 64 % d;
    uint64_t phase = (uint64_t)(((int64_t)(w << 6) - (int64_t)base) % (int64_t)d + (int64_t)d) % d;
    for (; w <= last >> 6; w++) {
        uint64_t mask = (uint64_t)(seq >> phase), *word = &m->word[w];
        if (w == first >> 6)
            mask &= ~0ull << (first & 63);
        if (w == last >> 6)
            mask &= ~0ull >> (63 - (last & 63));
        m->set += bits_in(mask & ~*word);
        *word |= mask;
        phase = phase + step >= d ? phase + step - d : phase + step;
    }
}

/* Rows k0 .. k0 + rows - 1 of the runs of u that hold row k0, as classes
 * a step apart are marked (mark_alike); v has room for count runs. */
static void mark_classes(bitmap *m, const run *u, int64_t count, int64_t k0, int64_t rows, run *v)
{
    int64_t n = 0;
    for (int64_t i = 0; i < count; i++)
        if (u[i].lo <= k0 && u[i].hi >= k0)
            v[n++] = (run){u[i].d, u[i].r, k0, k0 + rows - 1};
    for (int64_t k = 0; k < n;) {
        int64_t g, c = classes_alike(v + k, n - k, &g);
        mark_alike(m, v + k, c, g);
        k += c;
    }
}

/* Rows k0 .. k0 + rows - 1 of the runs u (one move d) that hold row k0;
 * v has room for count runs. */
static void mark_rows_of(bitmap *m, const run *u, int64_t count, int64_t k0, int64_t rows, run *v)
{
    uint64_t d = (uint64_t)u[0].d, pattern = 0;
    int64_t active = 0;
    for (int64_t i = 0; i < count; i++)
        if (u[i].lo <= k0 && u[i].hi >= k0) {
            active++;
            pattern |= d <= 64 ? 1ull << u[i].r : 0;
        }
    if (active == 0)
        return;
    if (active == u[0].d) /* every class: one span */
        mark_strided(m, (uint64_t)k0 * d, 1, (uint64_t)rows * d);
    else if (d <= 64)
        mark_pattern(m, (uint64_t)k0 * d, d, pattern, (uint64_t)rows);
    else
        mark_classes(m, u, count, k0, rows, v);
}

/* Runs of one move d from piece 0 on whose ends fall on few rows: cut at
 * every run's ends, the rows between two cuts hold the same classes,
 * marked a word at a time (a stretch whose threads walk the array side
 * by side, some classes a row ahead of the rest, as i + s does). False,
 * nothing marked, when they are not such runs. */
static bool mark_rows(bitmap *m, const run *u, int64_t count)
{
    enum { MOST_CUTS = 64, MOST_RUNS = 4096 };
    int64_t *cut = count <= MOST_RUNS ? malloc((size_t)(2 * count) * sizeof *cut) : NULL;
    run *v = cut ? malloc((size_t)count * sizeof *v) : NULL;
    int64_t cuts = 0;
    bool few = v != NULL;
    for (int64_t i = 0; few && i < count; i++) {
        few = u[i].lo >= 0;
        cut[cuts++] = u[i].lo;
        cut[cuts++] = u[i].hi + 1;
    }
    if (few) {
        qsort(cut, (size_t)cuts, sizeof *cut, by_value);
        int64_t distinct = 0;
        for (int64_t c = 0; c < cuts; c++)
            if (c == 0 || cut[c] != cut[c - 1])
                cut[distinct++] = cut[c];
        cuts = distinct;
        few = cuts <= MOST_CUTS;
    }
    for (int64_t c = 0; few && c + 1 < cuts; c++)
        mark_rows_of(m, u, count, cut[c], cut[c + 1] - cut[c], v);
    free(cut);
    free(v);
    return few;
}

/* Marks the runs, those of one class that meet merged first, then those of
 * neighbouring classes alike together. */
static void mark_runs(run *runs, int64_t count, bitmap *m)
{
    qsort(runs, (size_t)count, sizeof *runs, by_class);
    int64_t kept = 0;
    for (int64_t i = 0; i < count;) {
        run u = runs[i++];
        while (i < count && runs[i].d == u.d && runs[i].r == u.r && runs[i].lo <= u.hi + 1) {
            u.hi = runs[i].hi > u.hi ? runs[i].hi : u.hi;
            i++;
        }
        if ((uint64_t)u.r + (uint64_t)u.hi * (uint64_t)u.d >= m->bits) { /* past the array */
            m->outside = true;
            u.hi = (int64_t)((m->bits - 1 - (uint64_t)u.r) / (uint64_t)u.d);
        }
        runs[kept++] = u;
    }
    for (int64_t i = 0, j = 0; i < kept; i = j) {
        while (j < kept && runs[j].d == runs[i].d)
            j++;
        if (mark_rows(m, runs + i, j - i))
            continue;
        for (int64_t k = i; k < j;) {
            int64_t g, c = classes_alike(runs + k, j - k, &g);
            mark_alike(m, runs + k, c, g);
            k += c;
        }
    }
}

/* Each thread's move over one period, in elements, for threads a..a+p-1
 * into move; false when the budget ran out. */
static bool period_moves(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t s,
                         int64_t a, int64_t p, int64_t *move, int64_t *buf)
{
    for (int64_t first = a; first < a + p; first += WL_EXPR_BATCH) {
        int count = wl_expr_batch_size(first, a + p);
        wl_expr_batch(x, e, n, s, first, count, move + (first - a));
        wl_expr_batch(x, e, n, s, first + p, count, buf);
        for (int t = 0; t < count; t++)
            move[first - a + t] = buf[t] - move[first - a + t];
        if (wl_expr_batch_over_budget())
            return false;
    }
    return true;
}

/* Periods in a step: the least f making f * move * es whole pieces for
 * every thread; 0 when it passes the stretch's half. */
static int64_t step_periods(const int64_t *move, int64_t p, uint64_t es, int shift, int64_t most)
{
    int64_t unit = (int64_t)1 << shift, f = 1;
    for (int64_t t = 0; t < p && f; t++) {
        int64_t rem = (int64_t)(((__int128)move[t] * (int64_t)es) % unit);
        rem = rem < 0 ? -rem : rem;
        f = wl_lcm64(f, unit / wl_gcd64(rem ? rem : unit, unit));
        f = f && f <= most ? f : 0;
    }
    return f;
}

/* A proven stretch from its first step; false when it must be walked
 * thread by thread (too long a step, or out of memory). */
static bool mark_stretch(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t s,
                         const wl_stretch *st, int shift, bitmap *m, int64_t *buf)
{
    int64_t p = st->period, len = st->b - st->a;
    if (!st->proven || p <= 0 || p > len / 2 || p > MAX_STEP)
        return false;
    uint64_t es = (uint64_t)wl_type_bytes(x->type);
    int64_t *move = malloc((size_t)p * sizeof *move);
    if (!move)
        return false;
    if (!period_moves(x, e, n, s, st->a, p, move, buf)) {
        free(move);
        return true; /* over budget: the caller sees it and stops */
    }
    int64_t f = step_periods(move, p, es, shift, (len / 2) / p), q = f * p;
    run *runs = f && q <= MAX_STEP ? malloc((size_t)q * sizeof *runs) : NULL;
    if (!runs) {
        free(move);
        return false;
    }
    int64_t count = 0;
    for (int64_t first = st->a; first < st->a + q; first += WL_EXPR_BATCH) {
        int c = wl_expr_batch_size(first, st->a + q);
        wl_expr_batch(x, e, n, s, first, c, buf);
        for (int i = 0; i < c; i++) {
            int64_t t = first + i, steps = (st->b - 1 - t) / q + 1;
            int64_t d = (int64_t)(((__int128)f * move[(t - st->a) % p] * (int64_t)es) >> shift);
            uint64_t p0 = wl_expr_piece(buf[i], es, shift);
            if (d == 0) {
                mark(m, p0);
                continue;
            }
            int64_t ad = d < 0 ? -d : d, k = (int64_t)p0 / ad;
            runs[count++] =
                (run){ad, (int64_t)p0 % ad, d > 0 ? k : k - steps + 1, d > 0 ? k + steps - 1 : k};
            m->outside = m->outside || runs[count - 1].lo < 0;
        }
    }
    mark_runs(runs, count, m);
    free(runs);
    free(move);
    return true;
}

bool wl_expr_union_fits(const wl_expr_experiment *x, uint64_t extent, int shift)
{
    uint64_t es = (uint64_t)wl_type_bytes(x->type);
    return ((extent * es) >> shift) + 1 <= MAX_BITS;
}

/* Every group of `group` pieces (a power of two) with one marked marked
 * whole: the loads' pieces as the granules DRAM brings them into L2 in,
 * at the stores' finer pieces. The count follows the bits set. */
static void widen(bitmap *m, uint64_t group)
{
    uint64_t words = (m->bits + 63) / 64, step = group > 64 ? group / 64 : 1;
    for (uint64_t w = 0; w < words; w += step) {
        uint64_t any = 0;
        for (uint64_t k = w; k < w + step && k < words; k++)
            any |= m->word[k];
        for (uint64_t k = w; any && k < w + step && k < words; k++)
            for (uint64_t b = 0; group <= 64 && b < 64; b += group) {
                uint64_t mask = group == 64 ? ~0ull : ((1ull << group) - 1) << b;
                m->word[k] |= m->word[k] & mask ? mask : 0;
            }
        if (any && group > 64)
            for (uint64_t k = w; k < w + step && k < words; k++)
                m->word[k] = ~0ull;
    }
    if (m->bits % 64) /* none past the array's last piece */
        m->word[words - 1] &= (1ull << (m->bits % 64)) - 1;
    m->set = 0;
    for (uint64_t w = 0; w < words; w++)
        m->set += bits_in(m->word[w]);
}

/* The sides in mask (bit 0 loads, bit 1 stores) marked into one bitmap,
 * the loads' widened to groups of load_group pieces; *alone gets the
 * pieces the last side added beyond the earlier ones. */
static int union_sides(const wl_expr_experiment *x, int mask, int64_t n, int64_t s,
                       const wl_stretch_plan *pl, uint64_t extent, int shift, uint64_t load_group,
                       int64_t *pieces, int64_t *alone)
{
    uint64_t es = (uint64_t)wl_type_bytes(x->type);
    bitmap m = {.bits = ((extent * es) >> shift) + 1};
    if (!wl_expr_union_fits(x, extent, shift))
        return 1;
    size_t words = (size_t)(m.bits + 63) / 64;
    spare_bits *bits = bits_take(words);
    m.word = bits ? bits->word : NULL;
    int64_t *buf = malloc(WL_EXPR_BATCH * sizeof *buf), before = 0;
    int rc = m.word && buf ? 0 : -1;
    for (int side = 0; side < 2; side++) {
        if (!(mask & (1 << side)))
            continue;
        const wl_expr *e = side ? &x->store : &x->load;
        before = m.set;
        for (int i = 0; rc == 0 && i < pl->count; i++) {
            const wl_stretch *st = &pl->list[i];
            if (!mark_stretch(x, e, n, s, st, shift, &m, buf))
                mark_threads(x, e, n, s, st->a, st->b, shift, &m, buf);
            rc = wl_expr_batch_over_budget() ? -1 : m.outside ? 1 : 0;
        }
        if (side == 0 && load_group > 1 && rc == 0)
            widen(&m, load_group);
    }
    *pieces = m.set;
    *alone = m.set - before;
    bits_give(bits, words);
    free(buf);
    return rc;
}

int wl_expr_union_pieces(const wl_expr_experiment *x, int side, int64_t n, int64_t s,
                         const wl_stretch_plan *pl, uint64_t extent, int shift, int64_t *pieces)
{
    int64_t alone;
    return union_sides(x, side ? 2 : 1, n, s, pl, extent, shift, 1, pieces, &alone);
}

int wl_expr_union_stores_alone(const wl_expr_experiment *x, int64_t n, int64_t s,
                               const wl_stretch_plan *pl, uint64_t extent, int shift,
                               int load_shift, int64_t *pieces)
{
    int64_t both;
    uint64_t group = load_shift > shift ? 1ull << (load_shift - shift) : 1;
    return union_sides(x, 3, n, s, pl, extent, shift, group, &both, pieces);
}
