/* Which stretches of a custom experiment's threads repeat themselves: the
 * range check's kind of reasoning, over stretches of threads instead of
 * boxes. Over threads a..b-1 it gives each node of the tree its range and
 * says how the node's value moves when i moves by P, for every thread i of
 * the stretch whose i + P is in it and every P that is a multiple of
 * `need`:
 *   - a shift: e(i + P) = e(i) + P * alpha (alpha rational; 0: periodic);
 *   - per warp: e(i + P) = e(i) + (P / den) * g(w), g an integer that
 *     depends on i's warp w alone and repeats every P threads. A product of
 *     a shift and a periodic factor the same for the whole warp makes one:
 *     i * (1 + warp % 2) moves by P for even warps and 2P for odd ones.
 * A node whose range is one value is a constant there (so
 * min(warp / 2048, 1) is 0 before warp 2048 and 1 after); a stretch without
 * a proof is halved until it has one or is small. Pure C. */
#include "wl_expr_period.h"

/* Stretches shorter than this are not cut further. */
#define MIN_STRETCH 4096

typedef struct absval {
    bool known; /* range [lo, hi] holds */
    int64_t lo, hi;
    bool shifts;      /* e(i + P) = e(i) + P * num / den, or per warp: */
    bool per_warp;    /* e(i + P) = e(i) + (P / den) * g(w) (num unused) */
    int64_t num, den; /* den > 0 */
    int64_t need;     /* P must be a multiple of this (and of den) */
    /* The lanes of every warp hold values of one block [align * k,
     * align * k + align - 1]: 1, one value for the whole warp (warp,
     * block, i / 32); 32 for i, lane, tid; 0 when not known. */
    int64_t align;
} absval;

int64_t wl_gcd64(int64_t a, int64_t b)
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

int64_t wl_lcm64(int64_t a, int64_t b)
{
    if (a == 0 || b == 0)
        return 0;
    __int128 l = (__int128)a / wl_gcd64(a, b) * b;
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

/* The names over threads a..b-1. warp and block (a multiple of 32
 * threads) are the same for a whole warp; i, lane and tid run through one
 * block of 32 values in each. */
static absval var_value(wl_expr_var var, int64_t a, int64_t b, int64_t block, int64_t n, int64_t s)
{
    absval v = {.known = true, .shifts = true, .num = 0, .den = 1, .need = 1};
    v.align = var == WL_VAR_I || var == WL_VAR_LANE || var == WL_VAR_TID ? 32 : 1;
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
    r->need = wl_lcm64(a->need, t.den);
    if (r->need == 0)
        r->shifts = false;
}

/* |v|, or 0 for INT64_MIN, whose magnitude is no int64_t: a divisor or a
 * modulus of 0 proves nothing, so the caller counts instead. */
static int64_t magnitude(int64_t v)
{
    return v == INT64_MIN ? 0 : v < 0 ? -v : v;
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
        if (a->lo == INT64_MIN) { /* -INT64_MIN wraps to itself: no range proven */
            r->known = false;
            return;
        }
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
        /* INT64_MIN / -1 wraps to itself: its corners bound nothing */
        if (!is_const(b) || b->lo == 0 || (op == WL_OP_SHR && (b->lo < 0 || b->lo > 62)) ||
            (op == WL_OP_DIV && b->lo == -1 && a->lo == INT64_MIN)) {
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
        int64_t m = magnitude(b->lo);
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
                       wl_expr_shl_exact(a->lo, b->lo) && wl_expr_shl_exact(a->hi, b->lo);
            if (r->known)
                r->lo = wl_expr_shl(a->lo, b->lo), r->hi = wl_expr_shl(a->hi, b->lo);
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

/* Periodic (P moves it by nothing) and the same for a whole warp. */
static bool flat_uniform(const absval *v)
{
    return v->shifts && !v->per_warp && v->num == 0 && v->align == 1 && !is_const(v);
}

/* A product of a shift and a periodic factor the same for a whole warp:
 * e(i + P) - e(i) = u(w) * D, so it moves per warp. */
static bool makes_per_warp(wl_expr_op op, const absval *a, const absval *b)
{
    bool moves_a = a->per_warp || a->num != 0, moves_b = b->per_warp || b->num != 0;
    return op == WL_OP_MUL && ((flat_uniform(a) && moves_b) || (flat_uniform(b) && moves_a));
}

/* A per-warp move g * P / den divided by c: P must make P / (den * c)
 * whole, since g may be any integer. */
static void per_warp_divisible(absval *r, const absval *a, int64_t c)
{
    __int128 den = (__int128)a->den * (c < 0 ? -(__int128)c : c);
    r->den = den > ((__int128)1 << 40) ? 0 : (int64_t)den; /* 0: refused below */
    r->need = wl_lcm64(r->need, r->den);
}

/* shift_of when an operand moves per warp or op makes it so: the move's
 * factor g(w) is unknown, so only its denominator is kept (unreduced) and
 * the ops that keep "the same for the whole warp, repeating every P" pass. */
static void per_warp_of(wl_expr_op op, const absval *a, const absval *b, absval *r)
{
    const absval *m = a->per_warp || a->num != 0 ? a : b; /* the one that moves */
    const absval *o = m == a ? b : a;
    bool sign_fixed = a->known && (a->lo >= 0 || a->hi <= 0);
    int64_t c = is_const(b) ? b->lo : 0;
    r->need = op == WL_OP_NEG ? a->need : wl_lcm64(a->need, b->need);
    r->per_warp = true, r->num = 0, r->den = m->den;
    switch (op) {
    case WL_OP_NEG:
        break;
    case WL_OP_ADD:
    case WL_OP_SUB: /* g_a * (den / den_a) +- g_b * (den / den_b) */
        r->den = wl_lcm64(a->den, b->den);
        break;
    case WL_OP_MUL: /* by a constant, or by a periodic factor of the warp */
        r->shifts = is_const(a) || is_const(b) || makes_per_warp(op, a, b);
        break;
    case WL_OP_DIV:
    case WL_OP_SHR:
    case WL_OP_MOD:
        if (op == WL_OP_SHR)
            c = is_const(b) && b->lo >= 0 && b->lo < 40 ? (int64_t)1 << b->lo : 0;
        else if (!sign_fixed)
            c = 0;
        if (c == 0 || m != a) {
            r->shifts = false;
        } else if (op == WL_OP_MOD && a->lo / c == a->hi / c) {
            r->need = a->need; /* one period of c: a minus a constant */
        } else {
            per_warp_divisible(r, a, c);
            if (op == WL_OP_MOD) /* moved by multiples of c: periodic */
                r->per_warp = false, r->num = 0, r->den = 1;
        }
        break;
    case WL_OP_SHL:
        r->shifts = m == a && is_const(b) && b->lo >= 0 && b->lo < 40;
        break;
    case WL_OP_AND:
    case WL_OP_OR:
    case WL_OP_XOR:
        /* Moves by multiples of 2^K change no bit of a mask K bits wide. */
        r->shifts = is_const(o) && o->lo >= 0;
        if (r->shifts) {
            /* a mask 63 bits wide moves by no int64_t: not proven, counted */
            if (bit_length(o->lo) >= 62)
                r->shifts = false;
            else
                per_warp_divisible(r, m, (int64_t)1 << bit_length(o->lo));
            r->den = m->den;
            if (op == WL_OP_AND)
                r->per_warp = false, r->num = 0, r->den = 1;
        }
        break;
    default: /* min and max: the side that wins throughout, or none */
        if (a->known && b->known && a->hi <= b->lo)
            *r = op == WL_OP_MIN ? *a : *b;
        else if (a->known && b->known && b->hi <= a->lo)
            *r = op == WL_OP_MIN ? *b : *a;
        else
            r->shifts = false;
        return;
    }
    r->need = wl_lcm64(r->need, r->den);
    if (r->need == 0 || r->den == 0)
        r->shifts = false;
}

/* Whether the shift of a periodic-or-shifting operand carries through op. */
static void shift_of(wl_expr_op op, const absval *a, const absval *b, absval *r)
{
    r->per_warp = false;
    r->shifts = a->shifts && (op == WL_OP_NEG || b->shifts);
    if (!r->shifts)
        return;
    if (a->per_warp || (op != WL_OP_NEG && b->per_warp) || makes_per_warp(op, a, b)) {
        per_warp_of(op, a, b, r);
        return;
    }
    r->need = op == WL_OP_NEG ? a->need : wl_lcm64(a->need, b->need);
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
        /* a shift by an amount that varies is no division by one constant
         * (warp >> (lane % 4)); 2^63 is no int64_t: not proven, counted */
        if (op == WL_OP_SHR && (!is_const(b) || b->lo < 0 || b->lo > 62))
            r->shifts = false;
        else if (op == WL_OP_SHR)
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
        if (is_const(b) && b->lo >= 0 && b->lo < 40) /* the slope times 2^b, exactly */
            set_alpha(r, (__int128)a->num * ((int64_t)1 << b->lo), a->den);
        else
            r->shifts = flat, r->num = 0, r->den = 1;
        break;
    case WL_OP_AND:
    case WL_OP_OR:
    case WL_OP_XOR: {
        /* The mask: a constant, or a value that repeats itself (warp % 32,
         * a function of the lane), K bits wide wherever it is. */
        const absval *k = b->num == 0 ? b : a, *v = k == b ? a : b;
        if (flat) {
            r->num = 0, r->den = 1;
        } else if (k->num == 0 && k->known && k->lo >= 0 && bit_length(k->hi) < 62) {
            /* Adding multiples of 2^K changes no bit of the mask's width,
             * and P moves the mask by nothing (a mask 62 bits wide or more
             * moves by no int64_t: counted instead). */
            need_divisible(r, v, (int64_t)1 << bit_length(k->hi));
            r->need = wl_lcm64(r->need, k->need);
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

/* The block of values a warp's lanes share after op (absval.align). */
static int64_t align_of(wl_expr_op op, const absval *a, const absval *b)
{
    int64_t c = is_const(b) ? magnitude(b->lo) : 0, al = a->align;
    bool natural = a->known && a->lo >= 0; /* floor and truncation agree */
    if (al == 1 && (op == WL_OP_NEG || b->align == 1))
        return 1;
    if (op == WL_OP_SHR)
        c = is_const(b) && b->lo >= 0 && b->lo < 40 ? (int64_t)1 << b->lo : 0;
    if (op == WL_OP_DIV && is_const(b) && b->lo < 0)
        c = 0; /* negated quotients: blocks no longer aligned */
    if (op == WL_OP_MUL) {
        const absval *v = is_const(b) ? a : b, *k = is_const(b) ? b : a;
        return is_const(k) && k->lo > 0 && v->align > 0 && v->align <= ((int64_t)1 << 40) / k->lo
                   ? v->align * k->lo
                   : 0;
    }
    if (!natural || al == 0 || c == 0)
        return 0;
    if (op == WL_OP_DIV || op == WL_OP_SHR)
        return c % al == 0 ? 1 : al % c == 0 ? al / c : 0;
    if (op == WL_OP_MOD)
        return c % al == 0 ? al : 0;
    return 0;
}

/* The root's value over threads a..b-1. */
static absval abstract_root(const wl_expr_experiment *x, const wl_expr *e, int64_t a, int64_t b,
                            int64_t n, int64_t s)
{
    absval v[WL_EXPR_MAX_NODES];
    for (int k = 0; k < e->count; k++) {
        const wl_expr_node *nd = &e->node[k];
        absval r = {.known = true, .shifts = true, .num = 0, .den = 1, .need = 1, .align = 1};
        if (nd->op == WL_OP_LIT) {
            r.lo = r.hi = nd->value;
        } else if (nd->op == WL_OP_VAR) {
            r = var_value(nd->var, a, b, x->block, n, s);
        } else {
            const absval *pa = &v[nd->a], *pb = nd->b >= 0 ? &v[nd->b] : pa;
            range_of(nd->op, pa, pb, &r);
            absval sh = r;
            shift_of(nd->op, pa, pb, &sh);
            sh.align = align_of(nd->op, pa, pb);
            bool keep_range = r.known;
            int64_t lo = r.lo, hi = r.hi;
            r = sh;
            r.known = keep_range, r.lo = lo, r.hi = hi;
        }
        if (is_const(&r)) { /* one value here: constant, whatever made it */
            r.shifts = true, r.per_warp = false, r.num = 0, r.den = 1, r.need = 1;
            r.align = 1;
        }
        v[k] = r;
    }
    return v[e->count - 1];
}

static bool prove(const wl_expr_experiment *x, int64_t n, int64_t s, bool per_warp, wl_stretch *st)
{
    int64_t len = st->b - st->a;
    absval r[2] = {abstract_root(x, &x->load, st->a, st->b, n, s),
                   abstract_root(x, &x->store, st->a, st->b, n, s)};
    if (!r[0].shifts || !r[1].shifts || (!per_warp && (r[0].per_warp || r[1].per_warp)))
        return false;
    int64_t p = wl_lcm64(wl_lcm64(x->block, r[0].need), r[1].need);
    if (p == 0 || p > len / 2)
        return false;
    for (int k = 0; k < 2; k++) {
        st->per_warp[k] = r[k].per_warp;
        st->shift[k] = r[k].per_warp ? p / r[k].den : (int64_t)((__int128)p * r[k].num / r[k].den);
    }
    st->period = p;
    return true;
}

static void add_stretch(wl_stretch_plan *pl, const wl_stretch *st)
{
    if (pl->count == pl->cap) {
        pl->overflow = true;
        return;
    }
    pl->list[pl->count++] = *st;
}

static void split(const wl_expr_experiment *x, int64_t n, int64_t s, bool per_warp, int64_t a,
                  int64_t b, wl_stretch_plan *pl)
{
    if (pl->overflow)
        return;
    wl_stretch st = {.a = a, .b = b};
    int64_t len = b - a;
    if (len >= 2 * x->block && prove(x, n, s, per_warp, &st)) {
        st.proven = true;
        add_stretch(pl, &st);
        return;
    }
    int64_t half = len / 2 / x->block * x->block;
    if (len < MIN_STRETCH || half == 0) {
        add_stretch(pl, &st);
        return;
    }
    split(x, n, s, per_warp, a, a + half, pl);
    split(x, n, s, per_warp, a + half, b, pl);
}

void wl_expr_stretches(const wl_expr_experiment *x, int64_t n, int64_t s, bool per_warp,
                       wl_stretch_plan *pl)
{
    split(x, n, s, per_warp, 0, n, pl);
}
