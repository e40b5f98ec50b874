/* Evaluating a tree: every operation defined for every input (the header
 * says how), computed in unsigned arithmetic where C's signed one would be
 * undefined. */
#include "wl_expr.h"

static int64_t shift_right(int64_t a, int64_t b)
{
    /* Keeps the sign, without relying on what >> does to a negative value. */
    return a >= 0 ? a >> b : ~(~a >> b);
}

int64_t wl_expr_shl(int64_t a, int64_t b)
{
    return (b < 0 || b > 63) ? 0 : (int64_t)((uint64_t)a << b);
}

bool wl_expr_shl_exact(int64_t a, int64_t b)
{
    return b >= 0 && b <= 63 && shift_right(wl_expr_shl(a, b), b) == a;
}

int64_t wl_expr_apply(wl_expr_op op, int64_t a, int64_t b)
{
    uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
    switch (op) {
    case WL_OP_NEG:
        return (int64_t)(0 - ua);
    case WL_OP_ADD:
        return (int64_t)(ua + ub);
    case WL_OP_SUB:
        return (int64_t)(ua - ub);
    case WL_OP_MUL:
        return (int64_t)(ua * ub);
    case WL_OP_DIV: /* INT64_MIN / -1 wraps to INT64_MIN */
        return b == -1 ? (int64_t)(0 - ua) : (b == 0 ? 0 : a / b);
    case WL_OP_MOD:
        return (b == -1 || b == 0) ? 0 : a % b;
    case WL_OP_SHL:
        return wl_expr_shl(a, b);
    case WL_OP_SHR:
        return (b < 0 || b > 63) ? 0 : shift_right(a, b);
    case WL_OP_AND:
        return (int64_t)(ua & ub);
    case WL_OP_OR:
        return (int64_t)(ua | ub);
    case WL_OP_XOR:
        return (int64_t)(ua ^ ub);
    case WL_OP_MIN:
        return a < b ? a : b;
    case WL_OP_MAX:
        return a > b ? a : b;
    default:
        return 0;
    }
}

static bool faults(wl_expr_op op, int64_t b)
{
    if (op == WL_OP_DIV || op == WL_OP_MOD)
        return b == 0;
    if (op == WL_OP_SHL || op == WL_OP_SHR)
        return b < 0 || b > 63;
    return false;
}

int wl_expr_eval(const wl_expr *e, const wl_expr_env *env, int64_t *out, int *fault_col)
{
    int64_t val[WL_EXPR_MAX_NODES];
    *out = 0;
    if (e->count <= 0)
        return -1;
    for (int k = 0; k < e->count; k++) {
        const wl_expr_node *n = &e->node[k];
        int64_t a = n->a >= 0 ? val[n->a] : 0, b = n->b >= 0 ? val[n->b] : 0;
        if (n->op == WL_OP_LIT)
            val[k] = n->value;
        else if (n->op == WL_OP_VAR)
            val[k] = (unsigned)n->var < WL_VAR_COUNT ? env->v[n->var] : 0;
        else if (faults(n->op, b)) {
            if (fault_col)
                *fault_col = n->col;
            return -1;
        } else
            val[k] = wl_expr_apply(n->op, a, b);
    }
    *out = val[e->count - 1];
    return 0;
}
