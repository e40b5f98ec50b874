/* A custom experiment's whole-launch counts: sectors and lines per request
 * over every warp, and the DRAM pieces of every window of threads. No
 * sample: each stretch of threads is either proven to repeat (so one
 * period, counted, stands for all of them) or counted thread by thread.
 *
 * The proof is the range check's kind of reasoning, over stretches of
 * threads instead of boxes: over threads a..b-1 it gives each node of the
 * tree its range and says whether e(i + P) = e(i) + P * alpha for every
 * thread i of the stretch whose i + P is in it, for every P that is a
 * multiple of `need` (alpha rational). A node whose range is one value is a
 * constant there (so min(warp / 2048, 1) is 0 before warp 2048 and 1 after);
 * a stretch without a proof is halved until it has one or is small.
 * Within a proven stretch the warps of period k are those of period 0
 * moved by k * D elements, D = P * alpha; over a period of whole lines
 * (D times the element a multiple of 128 bytes) they touch as many sectors
 * and lines, and a DRAM window that is a whole number of such periods
 * touches as many pieces as the window before it. What no proof covers
 * (i * (1 + warp % 2): the shift differs from warp to warp) is evaluated
 * thread by thread, exact but slower. Pure C. */
#include <stdlib.h>
#include <string.h>

#include "wl_counting.h"
#include "wl_expr_model.h"
#include "wl_expr_whole.h"

/* Stretches shorter than this are counted thread by thread. */
#define MIN_STRETCH 4096
/* More stretches than this: the whole launch is counted thread by thread. */
#define MAX_STRETCHES 1024
/* Threads evaluated at once. */
#define CHUNK 1024

typedef struct absval {
    bool known; /* range [lo, hi] holds */
    int64_t lo, hi;
    bool shifts;      /* e(i + P) = e(i) + P * num / den */
    int64_t num, den; /* den > 0 */
    int64_t need;     /* P must be a multiple of this */
} absval;

static int64_t gcd64(int64_t a, int64_t b)
{
    a = a < 0 ? -a : a;
    b = b < 0 ? -b : b;
    while (b) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* lcm, or 0 when it passes 2^40 (no launch has a period that long). */
static int64_t lcm64(int64_t a, int64_t b)
{
    if (a == 0 || b == 0)
        return 0;
    __int128 l = (__int128)a / gcd64(a, b) * b;
    return l > ((__int128)1 << 40) ? 0 : (int64_t)l;
}

static void set_alpha(absval *v, __int128 num, __int128 den)
{
    if (den < 0)
        num = -num, den = -den;
    __int128 g = num == 0 ? den : num;
    __int128 x = g < 0 ? -g : g, y = den;
    while (y) {
        __int128 t = x % y;
        x = y;
        y = t;
    }
    num /= x, den /= x;
    if (num > INT64_MAX || num < -INT64_MAX || den > INT64_MAX)
        v->shifts = false;
    else
        v->num = (int64_t)num, v->den = (int64_t)den;
}

static bool fits(__int128 v)
{
    return v >= INT64_MIN && v <= INT64_MAX;
}

static absval var_value(wl_expr_var var, int64_t a, int64_t b, int64_t block, int64_t n, int64_t s)
{
    absval v = {.known = true, .shifts = true, .num = 0, .den = 1, .need = 1};
    int64_t last = b - 1;
    switch (var) {
    case WL_VAR_I:
        v.lo = a, v.hi = last, v.num = 1;
        break;
    case WL_VAR_LANE:
        v.lo = a / 32 == last / 32 ? a % 32 : 0;
        v.hi = a / 32 == last / 32 ? last % 32 : 31;
        v.need = 32;
        break;
    case WL_VAR_WARP:
        v.lo = a / 32, v.hi = last / 32, v.num = 1, v.den = 32, v.need = 32;
        break;
    case WL_VAR_BLOCK:
        v.lo = a / block, v.hi = last / block, v.num = 1, v.den = block, v.need = block;
        break;
    case WL_VAR_TID:
        v.lo = a / block == last / block ? a % block : 0;
        v.hi = a / block == last / block ? last % block : block - 1;
        v.need = block;
        break;
    case WL_VAR_S:
        v.lo = v.hi = s;
        break;
    default:
        v.lo = v.hi = n;
        break;
    }
    return v;
}

static bool is_const(const absval *v)
{
    return v->known && v->lo == v->hi;
}

/* P * alpha / c stays whole: P a multiple of the denominator of alpha / c. */
static void need_divisible(absval *r, const absval *a, int64_t c)
{
    absval t = *a;
    set_alpha(&t, (__int128)a->num, (__int128)a->den * c);
    r->need = lcm64(a->need, t.den);
    if (r->need == 0)
        r->shifts = false;
}

static int bit_length(int64_t c)
{
    int k = 0;
    while (k < 63 && (c >> k) != 0)
        k++;
    return k;
}

static void range_of(wl_expr_op op, const absval *a, const absval *b, absval *r)
{
    __int128 c[4];
    r->known = a->known && (op == WL_OP_NEG || b->known);
    if (!r->known)
        return;
    switch (op) {
    case WL_OP_NEG:
        r->lo = -a->hi, r->hi = -a->lo;
        return;
    case WL_OP_ADD:
    case WL_OP_SUB: {
        __int128 lo = op == WL_OP_ADD ? (__int128)a->lo + b->lo : (__int128)a->lo - b->hi;
        __int128 hi = op == WL_OP_ADD ? (__int128)a->hi + b->hi : (__int128)a->hi - b->lo;
        r->known = fits(lo) && fits(hi);
        r->lo = (int64_t)lo, r->hi = (int64_t)hi;
        return;
    }
    case WL_OP_MUL:
        c[0] = (__int128)a->lo * b->lo, c[1] = (__int128)a->lo * b->hi;
        c[2] = (__int128)a->hi * b->lo, c[3] = (__int128)a->hi * b->hi;
        break;
    case WL_OP_DIV:
    case WL_OP_SHR:
        if (!is_const(b) || b->lo == 0 || (op == WL_OP_SHR && (b->lo < 0 || b->lo > 62))) {
            r->known = false;
            return;
        }
        c[0] = c[2] = wl_expr_apply(op, a->lo, b->lo);
        c[1] = c[3] = wl_expr_apply(op, a->hi, b->lo);
        break;
    case WL_OP_MIN:
    case WL_OP_MAX:
        c[0] = c[2] = wl_expr_apply(op, a->lo, b->lo);
        c[1] = c[3] = wl_expr_apply(op, a->hi, b->hi);
        break;
    case WL_OP_MOD: {
        int64_t m = b->lo < 0 ? -b->lo : b->lo;
        if (!is_const(b) || m == 0) {
            r->known = false;
            return;
        }
        bool one_period = a->lo / m == a->hi / m && (a->lo >= 0 || a->hi <= 0);
        r->lo = one_period ? a->lo % m : (a->lo >= 0 ? 0 : -(m - 1));
        r->hi = one_period ? a->hi % m : (a->hi <= 0 ? 0 : m - 1);
        return;
    }
    default: /* shifts left and bit operations: from the values, when non-negative */
        if (a->lo < 0 || b->lo < 0 || op == WL_OP_SHL) {
            r->known = op == WL_OP_SHL && is_const(b) && b->lo >= 0 && b->lo < 62 &&
                       fits((__int128)a->lo << b->lo) && fits((__int128)a->hi << b->lo);
            if (r->known)
                r->lo = a->lo << b->lo, r->hi = a->hi << b->lo;
            return;
        }
        r->lo = 0;
        r->hi = op == WL_OP_AND
                    ? (a->hi < b->hi ? a->hi : b->hi)
                    : (int64_t)((((uint64_t)1 << bit_length(a->hi > b->hi ? a->hi : b->hi)) - 1));
        return;
    }
    __int128 lo = c[0], hi = c[0];
    for (int k = 1; k < 4; k++)
        lo = c[k] < lo ? c[k] : lo, hi = c[k] > hi ? c[k] : hi;
    r->known = fits(lo) && fits(hi);
    r->lo = (int64_t)lo, r->hi = (int64_t)hi;
}

/* Whether the shift of a periodic-or-shifting operand carries through op. */
static void shift_of(wl_expr_op op, const absval *a, const absval *b, absval *r)
{
    r->shifts = a->shifts && (op == WL_OP_NEG || b->shifts);
    if (!r->shifts)
        return;
    r->need = op == WL_OP_NEG ? a->need : lcm64(a->need, b->need);
    bool flat = a->num == 0 && (op == WL_OP_NEG || b->num == 0);
    bool sign_fixed = a->known && (a->lo >= 0 || a->hi <= 0);
    int64_t c = is_const(b) ? b->lo : 0;
    switch (op) {
    case WL_OP_NEG:
        set_alpha(r, -(__int128)a->num, a->den);
        break;
    case WL_OP_ADD:
    case WL_OP_SUB:
        set_alpha(
            r, (__int128)a->num * b->den + (op == WL_OP_ADD ? 1 : -1) * (__int128)b->num * a->den,
            (__int128)a->den * b->den);
        break;
    case WL_OP_MUL:
        if (is_const(a))
            set_alpha(r, (__int128)b->num * a->lo, b->den);
        else if (is_const(b))
            set_alpha(r, (__int128)a->num * c, a->den);
        else
            r->shifts = flat, r->num = 0, r->den = 1;
        break;
    case WL_OP_DIV:
    case WL_OP_MOD:
    case WL_OP_SHR:
        if (flat) {
            r->num = 0, r->den = 1;
            break;
        }
        if (op == WL_OP_SHR)
            c = (int64_t)1 << b->lo; /* floor division: no sign condition */
        else if (!sign_fixed || c == 0 || !is_const(b))
            r->shifts = false;
        if (!r->shifts || !is_const(b))
            break;
        if (op == WL_OP_MOD && a->lo / c == a->hi / c) {
            /* One period of c: a minus a constant. */
            r->num = a->num, r->den = a->den, r->need = a->need;
            break;
        }
        need_divisible(r, a, c);
        if (op == WL_OP_MOD)
            r->num = 0, r->den = 1;
        else
            set_alpha(r, a->num, (__int128)a->den * c);
        break;
    case WL_OP_SHL:
        if (is_const(b) && b->lo >= 0 && b->lo < 40)
            set_alpha(r, (__int128)a->num << b->lo, a->den);
        else
            r->shifts = flat, r->num = 0, r->den = 1;
        break;
    case WL_OP_AND:
    case WL_OP_OR:
    case WL_OP_XOR: {
        const absval *v = is_const(b) ? a : b, *k = is_const(b) ? b : a;
        if (flat) {
            r->num = 0, r->den = 1;
        } else if (is_const(k) && k->lo >= 0) {
            /* Adding multiples of 2^K changes no bit of the mask's width. */
            need_divisible(r, v, (int64_t)1 << bit_length(k->lo));
            r->need = lcm64(r->need, k->need);
            if (op == WL_OP_AND)
                r->num = 0, r->den = 1;
            else
                r->num = v->num, r->den = v->den;
        } else {
            r->shifts = false;
        }
        break;
    }
    default: /* min and max */
        if (a->known && b->known && a->hi <= b->lo)
            *r = op == WL_OP_MIN ? *a : *b;
        else if (a->known && b->known && b->hi <= a->lo)
            *r = op == WL_OP_MIN ? *b : *a;
        else if (a->num == b->num && a->den == b->den)
            r->num = a->num, r->den = a->den;
        else
            r->shifts = false;
        break;
    }
    if (r->need == 0)
        r->shifts = false;
}

/* The root's value over threads a..b-1. */
static absval abstract_root(const wl_expr_experiment *x, const wl_expr *e, int64_t a, int64_t b,
                            int64_t n, int64_t s)
{
    absval v[WL_EXPR_MAX_NODES];
    for (int k = 0; k < e->count; k++) {
        const wl_expr_node *nd = &e->node[k];
        absval r = {.known = true, .shifts = true, .num = 0, .den = 1, .need = 1};
        if (nd->op == WL_OP_LIT) {
            r.lo = r.hi = nd->value;
        } else if (nd->op == WL_OP_VAR) {
            r = var_value(nd->var, a, b, x->block, n, s);
        } else {
            const absval *pa = &v[nd->a], *pb = nd->b >= 0 ? &v[nd->b] : pa;
            range_of(nd->op, pa, pb, &r);
            absval sh = r;
            shift_of(nd->op, pa, pb, &sh);
            bool keep_range = r.known;
            int64_t lo = r.lo, hi = r.hi;
            r = sh;
            r.known = keep_range, r.lo = lo, r.hi = hi;
        }
        if (is_const(&r)) /* one value here: constant, whatever made it */
            r.shifts = true, r.num = 0, r.den = 1, r.need = 1;
        v[k] = r;
    }
    return v[e->count - 1];
}

/* A stretch of threads and what is known of it. */
typedef struct stretch {
    int64_t a, b;
    bool proven;
    int64_t period;   /* threads; a multiple of the block */
    int64_t shift[2]; /* elements period k + 1 is moved from period k (load, store) */
} stretch;

typedef struct plan {
    stretch *list;
    int count, cap;
    bool overflow;
} plan;

static bool prove(const wl_expr_experiment *x, int64_t n, int64_t s, stretch *st)
{
    int64_t len = st->b - st->a;
    absval r[2] = {abstract_root(x, &x->load, st->a, st->b, n, s),
                   abstract_root(x, &x->store, st->a, st->b, n, s)};
    if (!r[0].shifts || !r[1].shifts)
        return false;
    int64_t p = lcm64(lcm64(x->block, r[0].need), r[1].need);
    if (p == 0 || p > len / 2)
        return false;
    for (int k = 0; k < 2; k++)
        st->shift[k] = (int64_t)((__int128)p * r[k].num / r[k].den);
    st->period = p;
    return true;
}

static void add_stretch(plan *pl, const stretch *st)
{
    if (pl->count == pl->cap) {
        pl->overflow = true;
        return;
    }
    pl->list[pl->count++] = *st;
}

static void split(const wl_expr_experiment *x, int64_t n, int64_t s, int64_t a, int64_t b, plan *pl)
{
    if (pl->overflow)
        return;
    stretch st = {.a = a, .b = b};
    int64_t len = b - a;
    if (len >= 2 * x->block && prove(x, n, s, &st)) {
        st.proven = true;
        add_stretch(pl, &st);
        return;
    }
    int64_t half = len / 2 / x->block * x->block;
    if (len < MIN_STRETCH || half == 0) {
        add_stretch(pl, &st);
        return;
    }
    split(x, n, s, a, a + half, pl);
    split(x, n, s, a + half, b, pl);
}

/* --- Counting ------------------------------------------------------------- */

typedef struct tally {
    double sectors[2], lines[2], requests;
} tally;

/* v = a op b over count threads: the common operations in loops of their
 * own (as wl_expr_apply computes them, in unsigned arithmetic), the rest
 * through wl_expr_apply. */
static void apply_all(wl_expr_op op, const int64_t *a, const int64_t *b, int64_t *v, int count)
{
    const uint64_t *ua = (const uint64_t *)a, *ub = (const uint64_t *)b;
    uint64_t *uv = (uint64_t *)v;
    switch (op) {
    case WL_OP_ADD:
        for (int t = 0; t < count; t++)
            uv[t] = ua[t] + ub[t];
        return;
    case WL_OP_SUB:
        for (int t = 0; t < count; t++)
            uv[t] = ua[t] - ub[t];
        return;
    case WL_OP_MUL:
        for (int t = 0; t < count; t++)
            uv[t] = ua[t] * ub[t];
        return;
    default:
        for (int t = 0; t < count; t++)
            v[t] = wl_expr_apply(op, a[t], b[t]);
        return;
    }
}

/* Element indices of threads first..first+count-1 (count <= CHUNK), the
 * tree evaluated node by node over all of them (wl_expr_apply's
 * arithmetic; the range check has ruled out every fault). */
static void indices(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t s,
                    int64_t first, int count, int64_t *out)
{
    static _Thread_local int64_t val[WL_EXPR_MAX_NODES][CHUNK];
    for (int k = 0; k < e->count; k++) {
        const wl_expr_node *nd = &e->node[k];
        int64_t *v = val[k];
        if (nd->op == WL_OP_LIT || (nd->op == WL_OP_VAR && nd->var >= WL_VAR_S)) {
            int64_t c = nd->op == WL_OP_LIT ? nd->value : nd->var == WL_VAR_S ? s : n;
            for (int t = 0; t < count; t++)
                v[t] = c;
        } else if (nd->op == WL_OP_VAR) {
            for (int t = 0; t < count; t++) {
                int64_t i = first + t;
                v[t] = nd->var == WL_VAR_I       ? i
                       : nd->var == WL_VAR_LANE  ? i % WL_WARP_SIZE
                       : nd->var == WL_VAR_WARP  ? i / WL_WARP_SIZE
                       : nd->var == WL_VAR_BLOCK ? i / x->block
                                                 : i % x->block;
            }
        } else {
            apply_all(nd->op, val[nd->a], nd->b >= 0 ? val[nd->b] : val[nd->a], v, count);
        }
    }
    memcpy(out, val[e->count - 1], (size_t)count * sizeof *out);
}

/* Distinct sectors and lines of one warp's indices (shift: log2 of the
 * element's bytes), without sorting the common ascending case. */
static void warp_counts(const int64_t idx[WL_WARP_SIZE], int shift, double *sectors, double *lines)
{
    uint64_t u[WL_WARP_SIZE];
    bool ascending = true;
    for (int l = 0; l < WL_WARP_SIZE; l++) {
        u[l] = ((uint64_t)(idx[l] < 0 ? 0 : idx[l]) << shift) / WL_SECTOR_BYTES;
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
    for (int64_t first = a; first < b; first += CHUNK) {
        int count = (int)(b - first < CHUNK ? b - first : CHUNK);
        for (int k = 0; k < 2; k++) {
            if (k == 0 || x->store_given) /* else the store is the load */
                indices(x, k ? &x->store : &x->load, n, s, first, count, buf);
            for (int w = 0; w + WL_WARP_SIZE <= count; w += WL_WARP_SIZE)
                warp_counts(buf + w, shift, &t->sectors[k], &t->lines[k]);
        }
        t->requests += count / WL_WARP_SIZE;
    }
}

/* Periods needed for the moved copies to land on whole lines. */
static int64_t line_periods(const stretch *st, uint64_t es)
{
    int64_t m = 1;
    for (int k = 0; k < 2; k++) {
        int64_t bytes = (int64_t)(((__int128)st->shift[k] * (int64_t)es) % WL_LINE_BYTES);
        bytes = bytes < 0 ? -bytes : bytes;
        m = lcm64(m, WL_LINE_BYTES / gcd64(bytes ? bytes : WL_LINE_BYTES, WL_LINE_BYTES));
    }
    return m;
}

/* Period of whole lines of a proven stretch, or 0 when it is too short to
 * repeat one twice (then every thread is evaluated). */
static int64_t line_period(const stretch *st, uint64_t es)
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
    for (int64_t first = a; first < b; first += CHUNK) {
        int count = (int)(b - first < CHUNK ? b - first : CHUNK);
        indices(x, e, n, s, first, count, buf);
        for (int t = 0; t < count; t++)
            distinct += wl_u64_set_add(set, ((uint64_t)(buf[t] < 0 ? 0 : buf[t]) * es) >> shift);
    }
    return distinct;
}

/* The stretch holding window a..b-1 whole, with a period that divides the
 * window's length (so the next window is this one moved by whole lines),
 * or NULL. */
static const stretch *holding(const plan *pl, int64_t a, int64_t b, uint64_t es)
{
    for (int i = 0; i < pl->count; i++) {
        const stretch *st = &pl->list[i];
        if (st->a <= a && b <= st->b) {
            int64_t q = line_period(st, es);
            return q && (b - a) % q == 0 ? st : NULL;
        }
    }
    return NULL;
}

/* DRAM pieces of one side over the whole launch: L2 keeps what the threads
 * of one window share, so each window's distinct pieces are fetched once
 * and every window of the launch is counted. Within a proven stretch each
 * window is the one before moved by whole lines: one of them, counted,
 * stands for the rest. */
static int side_pieces(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t s,
                       const plan *pl, int shift, double *pieces, int64_t *buf)
{
    uint64_t es = (uint64_t)wl_type_bytes(x->type);
    int64_t window = n < WL_EXPR_DRAM_WINDOW ? n : WL_EXPR_DRAM_WINDOW;
    wl_u64_set set;
    if (wl_u64_set_init(&set, window) != 0)
        return -1;
    const stretch *last = NULL;
    int64_t last_count = 0;
    *pieces = 0;
    for (int64_t a = 0; a < n; a += window) {
        int64_t b = a + window < n ? a + window : n;
        const stretch *st = holding(pl, a, b, es);
        if (!st || st != last || b - a != window) {
            last_count = window_pieces(x, e, n, s, a, b, shift, &set, buf);
            last = st;
        }
        *pieces += (double)last_count;
    }
    wl_u64_set_free(&set);
    return 0;
}

int wl_expr_whole_counts(const wl_expr_experiment *x, int64_t n, int64_t s, const wl_memparams *mem,
                         wl_expr_whole *out, wl_error *err)
{
    memset(out, 0, sizeof *out);
    plan pl = {.list = calloc(MAX_STRETCHES, sizeof(stretch)), .cap = MAX_STRETCHES};
    int64_t *buf = malloc(CHUNK * sizeof *buf);
    uint64_t es = (uint64_t)wl_type_bytes(x->type);
    bool ok = pl.list && buf;
    if (ok)
        split(x, n, s, 0, n, &pl);
    if (ok && pl.overflow) { /* too broken up to prove: every thread counted */
        pl.count = 1;
        pl.list[0] = (stretch){.a = 0, .b = n};
    }
    tally t = {{0, 0}, {0, 0}, 0};
    for (int i = 0; ok && i < pl.count; i++) {
        /* A proven stretch's warps are counted over one period of whole
         * lines, which every later period repeats moved by whole lines. */
        const stretch *st = &pl.list[i];
        int64_t q = line_period(st, es), len = st->b - st->a;
        if (!q) {
            count_warps(x, n, s, st->a, st->b, &t, buf);
            out->threads_counted += len;
            continue;
        }
        int64_t periods = len / q, rest = len - periods * q;
        tally one = {{0, 0}, {0, 0}, 0}, tail = one;
        count_warps(x, n, s, st->a, st->a + q, &one, buf);
        count_warps(x, n, s, st->a, st->a + rest, &tail, buf);
        for (int k = 0; k < 2; k++) {
            t.sectors[k] += one.sectors[k] * (double)periods + tail.sectors[k];
            t.lines[k] += one.lines[k] * (double)periods + tail.lines[k];
        }
        t.requests += one.requests * (double)periods + tail.requests;
        out->threads_counted += q;
        out->stretches_proven++;
    }
    for (int k = 0; ok && k < 2; k++) {
        int unit = k ? mem->dram_write_granule : mem->dram_read_granule;
        double distinct = 0;
        ok = side_pieces(x, k ? &x->store : &x->load, n, s, &pl, __builtin_ctz((unsigned)unit),
                         &distinct, buf) == 0; /* granules are powers of two */
        double bytes = distinct * unit / (double)n;
        if (k == 0)
            out->dram_read_bytes_per_element = bytes;
        else
            out->dram_write_bytes_per_element = bytes;
    }
    if (ok) {
        out->load_sectors_per_request = t.sectors[0] / t.requests;
        out->store_sectors_per_request = t.sectors[1] / t.requests;
        out->load_lines_per_request = t.lines[0] / t.requests;
        out->store_lines_per_request = t.lines[1] / t.requests;
        out->warps = n / WL_WARP_SIZE;
        out->stretches = pl.count;
    }
    free(pl.list);
    free(buf);
    return ok ? 0 : wl_fail(err, "out of memory");
}

int wl_expr_parts(const wl_expr_experiment *x, int64_t n, int64_t s, wl_part *out, int max)
{
    plan pl = {.list = calloc(MAX_STRETCHES, sizeof(stretch)), .cap = MAX_STRETCHES};
    if (!pl.list)
        return 0;
    split(x, n, s, 0, n, &pl);
    int count = 0;
    for (int i = 0; !pl.overflow && i < pl.count; i++) {
        const stretch *st = &pl.list[i], *prev = i ? &pl.list[i - 1] : NULL;
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
