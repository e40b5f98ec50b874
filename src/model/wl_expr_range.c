/* Range analysis: an interval [lo, hi] per node, computed from the names'
 * ranges. It is a safe over-estimate: when an operation could wrap, or its
 * bounds are not easy to tighten, the interval widens to every 64-bit value.
 * That is enough to prove divisors non-zero and shift counts in 0..63 for
 * the expressions people write, and to size the buffer a kernel reaches. */
#include <stdio.h>

#include "wl_expr.h"

typedef struct span {
    int64_t lo, hi;
} span;

static const span everything = {INT64_MIN, INT64_MAX};

static span corners(wl_expr_op op, span a, span b)
{
    int64_t c[4] = {wl_expr_apply(op, a.lo, b.lo), wl_expr_apply(op, a.lo, b.hi),
                    wl_expr_apply(op, a.hi, b.lo), wl_expr_apply(op, a.hi, b.hi)};
    span r = {c[0], c[0]};
    for (int k = 1; k < 4; k++) {
        r.lo = c[k] < r.lo ? c[k] : r.lo;
        r.hi = c[k] > r.hi ? c[k] : r.hi;
    }
    return r;
}

static span add_sub(wl_expr_op op, span a, span b)
{
    span r;
    bool wraps = op == WL_OP_ADD ? (__builtin_add_overflow(a.lo, b.lo, &r.lo) ||
                                    __builtin_add_overflow(a.hi, b.hi, &r.hi))
                                 : (__builtin_sub_overflow(a.lo, b.hi, &r.lo) ||
                                    __builtin_sub_overflow(a.hi, b.lo, &r.hi));
    return wraps ? everything : r;
}

static span mul(span a, span b)
{
    int64_t x[2] = {a.lo, a.hi}, y[2] = {b.lo, b.hi}, p;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            if (__builtin_mul_overflow(x[i], y[j], &p))
                return everything;
    return corners(WL_OP_MUL, a, b);
}

/* b does not hold 0. Truncating division is monotonic in each operand while
 * the divisor keeps its sign, so the corners bound it; only INT64_MIN / -1
 * wraps. */
static span divide(span a, span b)
{
    if (a.lo == INT64_MIN && b.lo <= -1 && b.hi >= -1)
        return everything;
    return corners(WL_OP_DIV, a, b);
}

/* b does not hold 0. The result has the dividend's sign and is smaller in
 * size than the largest divisor. */
static span modulo(span a, span b)
{
    uint64_t mb = b.lo < 0 ? 0 - (uint64_t)b.lo : (uint64_t)b.lo;
    uint64_t mh = b.hi < 0 ? 0 - (uint64_t)b.hi : (uint64_t)b.hi;
    uint64_t m1 = (mb > mh ? mb : mh) - 1; /* <= INT64_MAX */
    int64_t m = (int64_t)m1;
    uint64_t least = mb < mh ? mb : mh; /* >= 1; 2^63 for INT64_MIN, compared unsigned */
    if (a.lo >= 0 && (uint64_t)a.hi < least)
        return a; /* smaller than every modulus: unchanged */
    span r = {a.lo >= 0 ? 0 : (a.lo > -m ? a.lo : -m), a.hi <= 0 ? 0 : (a.hi < m ? a.hi : m)};
    return r;
}

static span shift(wl_expr_op op, span a, span b)
{
    if (op == WL_OP_SHR)
        return corners(WL_OP_SHR, a, b);
    /* By a constant k, a << k is a * 2^k (two's complement, as evaluated),
     * negative a too: bounded as that product, so "(i - n/2) << 1" is
     * narrowed as "(i - n/2) * 2" is. */
    if (b.lo == b.hi && b.lo >= 0 && b.lo < 63)
        return mul(a, (span){(int64_t)1 << b.lo, (int64_t)1 << b.lo});
    if (a.lo < 0 || a.hi > (INT64_MAX >> b.hi))
        return everything;
    return (span){wl_expr_shl(a.lo, b.lo), wl_expr_shl(a.hi, b.hi)};
}

/* The smallest 2^k - 1 at or above v (v >= 0). */
static int64_t all_ones_above(int64_t v)
{
    uint64_t m = (uint64_t)v;
    for (int k = 1; k < 64; k <<= 1)
        m |= m >> k;
    return (int64_t)m;
}

static span bitwise(wl_expr_op op, span a, span b)
{
    if (op == WL_OP_AND) {
        if (a.lo >= 0 && b.lo >= 0)
            return (span){0, a.hi < b.hi ? a.hi : b.hi};
        if (a.lo >= 0 || b.lo >= 0)
            return (span){0, a.lo >= 0 ? a.hi : b.hi};
        return everything;
    }
    if (a.lo < 0 || b.lo < 0)
        return everything;
    if (a.hi < b.hi) {
        span t = a;
        a = b;
        b = t;
    }
    /* b only changes the bits of a below b's top bit: the result stays in
     * a's block of (m + 1) values ("warp ^ 1" moves warp 8 no lower than 8). */
    int64_t m = all_ones_above(b.hi), top = all_ones_above(a.hi);
    span r = {a.lo & ~m, a.hi | m};
    if (op == WL_OP_OR) /* or keeps every bit of both */
        r.lo = a.lo > b.lo ? a.lo : b.lo;
    if (r.hi > top)
        r.hi = top;
    return r;
}

static span apply_span(wl_expr_op op, span a, span b)
{
    switch (op) {
    case WL_OP_NEG:
        return a.lo == INT64_MIN ? everything : (span){-a.hi, -a.lo};
    case WL_OP_ADD:
    case WL_OP_SUB:
        return add_sub(op, a, b);
    case WL_OP_MUL:
        return mul(a, b);
    case WL_OP_DIV:
        return divide(a, b);
    case WL_OP_MOD:
        return modulo(a, b);
    case WL_OP_SHL:
    case WL_OP_SHR:
        return shift(op, a, b);
    case WL_OP_MIN:
        return (span){a.lo < b.lo ? a.lo : b.lo, a.hi < b.hi ? a.hi : b.hi};
    case WL_OP_MAX:
        return (span){a.lo > b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi};
    default:
        return bitwise(op, a, b);
    }
}

static void format_range(span r, char *out, size_t outsz)
{
    if (r.lo == INT64_MIN && r.hi == INT64_MAX)
        snprintf(out, outsz, "any 64-bit value");
    else
        snprintf(out, outsz, "%lld..%lld", (long long)r.lo, (long long)r.hi);
}

/* The operand of node n that must stay away from 0 or outside 0..63. */
static int check_operand(const wl_expr *e, const wl_expr_node *n, span b, wl_error *err)
{
    const wl_expr_node *rhs = &e->node[n->b];
    char range[64];
    format_range(b, range, sizeof range);
    int len = rhs->end - rhs->start;
    const char *quoted = e->text + rhs->start;
    if ((n->op == WL_OP_DIV || n->op == WL_OP_MOD) && b.lo <= 0 && b.hi >= 0)
        return wl_fail(err, "column %d: the %s '%.*s' can be 0 (it ranges over %s)", n->col,
                       n->op == WL_OP_DIV ? "divisor" : "modulus", len, quoted, range);
    if ((n->op == WL_OP_SHL || n->op == WL_OP_SHR) && (b.lo < 0 || b.hi > 63))
        return wl_fail(err,
                       "column %d: the shift count '%.*s' ranges over %s; it must stay in 0..63",
                       n->col, len, quoted, range);
    return 0;
}

int wl_expr_check(const wl_expr *e, const wl_expr_ranges *r, int64_t *lo, int64_t *hi, int *col,
                  wl_error *err)
{
    span v[WL_EXPR_MAX_NODES];
    wl_error ignored;
    if (col)
        *col = 0;
    if (e->count <= 0) {
        if (col)
            *col = 1;
        return wl_fail(err ? err : &ignored, "column 1: empty expression");
    }
    for (int k = 0; k < e->count; k++) {
        const wl_expr_node *n = &e->node[k];
        span a = n->a >= 0 ? v[n->a] : everything, b = n->b >= 0 ? v[n->b] : everything;
        if (n->op == WL_OP_LIT) {
            v[k] = (span){n->value, n->value};
            continue;
        }
        if (n->op == WL_OP_VAR) {
            v[k] = (span){r->lo[n->var], r->hi[n->var]};
            continue;
        }
        if (n->b >= 0 && check_operand(e, n, b, err ? err : &ignored) != 0) {
            if (col)
                *col = n->col;
            return -1;
        }
        v[k] = apply_span(n->op, a, b);
    }
    *lo = v[e->count - 1].lo;
    *hi = v[e->count - 1].hi;
    return 0;
}
