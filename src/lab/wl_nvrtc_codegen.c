/* CUDA C from the expression tree. Every operation is one small device
 * function with exactly the model's definition (wl_expr_apply), so the
 * kernel computes the indices the diagram shows, and signed overflow, the
 * one thing C leaves undefined, never happens: sums and products wrap in
 * unsigned arithmetic. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "wl_nvrtc.h"

typedef struct sbuf {
    char *p;
    size_t len, cap;
    bool overflow;
} sbuf;

static void put(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void put(sbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(b->p + b->len, b->cap - b->len, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= b->cap - b->len) {
        b->overflow = true;
        b->len = b->cap - 1;
    } else {
        b->len += (size_t)n;
    }
}

/* Device function per operation, in the order of wl_expr_op. */
static const char *const op_fn[WL_OP_COUNT] = {
    [WL_OP_NEG] = "wl_neg", [WL_OP_ADD] = "wl_add", [WL_OP_SUB] = "wl_sub", [WL_OP_MUL] = "wl_mul",
    [WL_OP_DIV] = "wl_div", [WL_OP_MOD] = "wl_mod", [WL_OP_SHL] = "wl_shl", [WL_OP_SHR] = "wl_shr",
    [WL_OP_AND] = "wl_and", [WL_OP_OR] = "wl_or",   [WL_OP_XOR] = "wl_xor", [WL_OP_MIN] = "wl_min",
    [WL_OP_MAX] = "wl_max",
};

static const char helpers[] =
    "typedef long long i64;\n"
    "typedef unsigned long long u64;\n"
    "\n"
    "/* The model's arithmetic: 64-bit, wrapping, defined for every input. */\n"
    "__device__ __forceinline__ i64 wl_neg(i64 a) { return (i64)(0ull - (u64)a); }\n"
    "__device__ __forceinline__ i64 wl_add(i64 a, i64 b) { return (i64)((u64)a + (u64)b); }\n"
    "__device__ __forceinline__ i64 wl_sub(i64 a, i64 b) { return (i64)((u64)a - (u64)b); }\n"
    "__device__ __forceinline__ i64 wl_mul(i64 a, i64 b) { return (i64)((u64)a * (u64)b); }\n"
    "__device__ __forceinline__ i64 wl_div(i64 a, i64 b)\n"
    "{\n"
    "    return b == -1 ? wl_neg(a) : (b == 0 ? 0 : a / b);\n"
    "}\n"
    "__device__ __forceinline__ i64 wl_mod(i64 a, i64 b)\n"
    "{\n"
    "    return (b == -1 || b == 0) ? 0 : a % b;\n"
    "}\n"
    "__device__ __forceinline__ i64 wl_shl(i64 a, i64 b)\n"
    "{\n"
    "    return (b < 0 || b > 63) ? 0 : (i64)((u64)a << b);\n"
    "}\n"
    "__device__ __forceinline__ i64 wl_shr(i64 a, i64 b)\n"
    "{\n"
    "    return (b < 0 || b > 63) ? 0 : (a >= 0 ? a >> b : ~(~a >> b));\n"
    "}\n"
    "__device__ __forceinline__ i64 wl_and(i64 a, i64 b) { return (i64)((u64)a & (u64)b); }\n"
    "__device__ __forceinline__ i64 wl_or(i64 a, i64 b) { return (i64)((u64)a | (u64)b); }\n"
    "__device__ __forceinline__ i64 wl_xor(i64 a, i64 b) { return (i64)((u64)a ^ (u64)b); }\n"
    "__device__ __forceinline__ i64 wl_min(i64 a, i64 b) { return a < b ? a : b; }\n"
    "__device__ __forceinline__ i64 wl_max(i64 a, i64 b) { return a > b ? a : b; }\n";

/* Node k as calls of the device functions. Names and numbers come from the
 * tree: a name is one of the seven variables, a number a checked int64. */
static void emit_node(sbuf *b, const wl_expr *e, int k)
{
    const wl_expr_node *n = &e->node[k];
    if (n->op == WL_OP_LIT) {
        put(b, "%lldll", (long long)n->value);
        return;
    }
    if (n->op == WL_OP_VAR) {
        put(b, "%s", wl_expr_var_name(n->var));
        return;
    }
    if ((unsigned)n->op >= WL_OP_COUNT || !op_fn[n->op] || n->a < 0) {
        b->overflow = true; /* not a tree the parser makes */
        return;
    }
    put(b, "%s(", op_fn[n->op]);
    emit_node(b, e, n->a);
    if (n->b >= 0) {
        put(b, ", ");
        emit_node(b, e, n->b);
    }
    put(b, ")");
}

/* C's precedence of each operator, higher binds tighter. */
static int precedence(wl_expr_op op)
{
    switch (op) {
    case WL_OP_OR:
        return 1;
    case WL_OP_XOR:
        return 2;
    case WL_OP_AND:
        return 3;
    case WL_OP_SHL:
    case WL_OP_SHR:
        return 4;
    case WL_OP_ADD:
    case WL_OP_SUB:
        return 5;
    case WL_OP_MUL:
    case WL_OP_DIV:
    case WL_OP_MOD:
        return 6;
    case WL_OP_NEG:
        return 7;
    default:
        return 8; /* numbers, names, min, max */
    }
}

static const char *op_text(wl_expr_op op)
{
    static const char *const text[WL_OP_COUNT] = {
        [WL_OP_ADD] = "+", [WL_OP_SUB] = "-",  [WL_OP_MUL] = "*",   [WL_OP_DIV] = "/",
        [WL_OP_MOD] = "%", [WL_OP_SHL] = "<<", [WL_OP_SHR] = ">>",  [WL_OP_AND] = "&",
        [WL_OP_OR] = "|",  [WL_OP_XOR] = "^",  [WL_OP_MIN] = "min", [WL_OP_MAX] = "max",
    };
    return (unsigned)op < WL_OP_COUNT && text[op] ? text[op] : "?";
}

/* Infix; an operand is parenthesised when it binds looser than its parent,
 * or as tightly on the right (a - (b - c)). */
static void emit_infix(sbuf *b, const wl_expr *e, int k, int parent_prec, bool right)
{
    const wl_expr_node *n = &e->node[k];
    int prec = precedence(n->op);
    bool paren = prec < parent_prec || (right && prec == parent_prec && prec < 7);
    if (paren)
        put(b, "(");
    if (n->op == WL_OP_LIT)
        put(b, "%lld", (long long)n->value);
    else if (n->op == WL_OP_VAR)
        put(b, "%s", wl_expr_var_name(n->var));
    else if (n->op == WL_OP_NEG) {
        /* "-(-i)", never "--i", which C reads as a decrement. */
        put(b, "-");
        emit_infix(b, e, n->a, precedence(e->node[n->a].op) == 8 ? 7 : 8, false);
    } else if (n->op == WL_OP_MIN || n->op == WL_OP_MAX) {
        put(b, "%s(", op_text(n->op));
        emit_infix(b, e, n->a, 0, false);
        put(b, ", ");
        emit_infix(b, e, n->b, 0, false);
        put(b, ")");
    } else if (n->a >= 0 && n->b >= 0) {
        emit_infix(b, e, n->a, prec, false);
        put(b, " %s ", op_text(n->op));
        emit_infix(b, e, n->b, prec, true);
    }
    if (paren)
        put(b, ")");
}

void wl_expr_to_c(const wl_expr *e, char *out, size_t outsz)
{
    sbuf b = {out, 0, outsz, false};
    out[0] = '\0';
    if (e->count > 0)
        emit_infix(&b, e, e->count - 1, 0, false);
}

/* Index names the expressions use, each defined from i. */
static void emit_names(sbuf *b, const wl_expr_experiment *x)
{
    unsigned used = wl_expr_vars_used(&x->load) | wl_expr_vars_used(&x->store);
    if (used & (1u << WL_VAR_LANE))
        put(b, "        const i64 lane = i %% 32;\n");
    if (used & (1u << WL_VAR_WARP))
        put(b, "        const i64 warp = i / 32;\n");
    if (used & (1u << WL_VAR_BLOCK))
        put(b, "        const i64 block = i / %d;\n", x->block);
    if (used & (1u << WL_VAR_TID))
        put(b, "        const i64 tid = i %% %d;\n", x->block);
}

static void emit_kernel(sbuf *b, const wl_expr_experiment *x, int unroll)
{
    const char *t = x->type == WL_TYPE_F64 ? "double" : "float";
    char text[2 * WL_EXPR_MAX_LEN + 64];
    wl_expr_to_c(&x->load, text, sizeof text);
    put(b, "\n/* Each thread i: a[store] = a[load] + 1, with\n *   load  = %s\n", text);
    wl_expr_to_c(&x->store, text, sizeof text);
    put(b, " *   store = %s\n", text);
    put(b,
        " * Block b does %d runs of %d indices; run u is indices (b * %d + u) * %d + "
        "threadIdx.x, so\n"
        " * every warp instruction keeps the expression's pattern. Indices outside\n"
        " * 0..extent-1 are skipped: every access stays inside the buffer. */\n",
        unroll, x->block, unroll, x->block);
    put(b,
        "extern \"C\" __global__ void __launch_bounds__(%d)\n"
        "%s(%s *a, i64 n, u64 extent, i64 s)\n{\n",
        x->block, WL_EXPR_KERNEL_NAME, t);
    put(b, "    %s v[%d];\n    i64 at[%d];\n", t, unroll, unroll);
    put(b, "#pragma unroll\n    for (int u = 0; u < %d; u++) {\n", unroll);
    put(b, "        const i64 i = ((i64)blockIdx.x * %d + u) * %d + threadIdx.x;\n", unroll,
        x->block);
    emit_names(b, x);
    put(b, "        const i64 load = ");
    emit_node(b, &x->load, x->load.count - 1);
    put(b, ";\n        at[u] = ");
    emit_node(b, &x->store, x->store.count - 1);
    put(b, ";\n        v[u] = (u64)load < extent ? a[load] : %s(0);\n    }\n", t);
    put(b,
        "#pragma unroll\n    for (int u = 0; u < %d; u++)\n"
        "        if ((u64)at[u] < extent)\n"
        "            a[at[u]] = v[u] + %s(1);\n",
        unroll, t);
    put(b, "    (void)n;\n    (void)s;\n}\n");
}

int wl_expr_codegen(const wl_expr_experiment *x, int unroll, char *out, size_t outsz, wl_error *err)
{
    if (unroll < 1 || unroll > WL_UNROLL_MAX)
        return wl_fail(err, "unroll %d is out of range; unroll must be 1..%d", unroll,
                       WL_UNROLL_MAX);
    if (x->load.count <= 0 || x->store.count <= 0 || outsz == 0)
        return wl_fail(err, "no expression to generate a kernel from");
    sbuf b = {out, 0, outsz, false};
    out[0] = '\0';
    put(&b,
        "/* Generated by warplab from a custom experiment (%s, %d threads per block,\n"
        " * unroll %d). Compiled at run time with NVRTC. */\n",
        wl_type_name(x->type), x->block, unroll);
    put(&b, "%s", helpers);
    emit_kernel(&b, x, unroll);
    if (b.overflow)
        return wl_fail(err, "the generated kernel does not fit in %zu bytes", outsz);
    return 0;
}
