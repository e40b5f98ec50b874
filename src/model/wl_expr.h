/* Index expressions: the element a thread touches, written by the student as
 * integer arithmetic over the thread's position ("i * s", "(i * 33) % n").
 *
 * The text becomes a small tree. The same tree is evaluated by the access
 * model (any lane of any warp) and turned into the CUDA source the GPU runs,
 * so what the diagram shows and what the kernel does cannot drift apart.
 *
 * Arithmetic is 64-bit two's complement with a result defined for every
 * input: sums and products wrap, division truncates toward zero, >> keeps the
 * sign. The two operations without a sensible result (a divisor or modulus
 * of 0, a shift count outside 0..63) are found by wl_expr_check over the
 * ranges the names can take, before anything runs. Pure C. */
#ifndef WL_EXPR_H
#define WL_EXPR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "wl_error.h"

#define WL_EXPR_MAX_LEN 256   /* characters of text */
#define WL_EXPR_MAX_NODES 128 /* numbers, names and operators */
#define WL_EXPR_MAX_DEPTH 32  /* nested parentheses and calls */

/* The names an expression may use. Every one is a function of i, the block
 * size and the experiment, so any warp can be evaluated on its own. */
typedef enum wl_expr_var {
    WL_VAR_I,     /* global thread index: the element of a plain a[i] */
    WL_VAR_LANE,  /* i % 32 */
    WL_VAR_WARP,  /* i / 32, counted over the whole grid */
    WL_VAR_BLOCK, /* i / block size */
    WL_VAR_TID,   /* i % block size: the thread's place in its block */
    WL_VAR_S,     /* the slider */
    WL_VAR_N,     /* threads, one per element of the working set */
    WL_VAR_COUNT
} wl_expr_var;

typedef enum wl_expr_op {
    WL_OP_LIT,
    WL_OP_VAR,
    WL_OP_NEG,
    WL_OP_ADD,
    WL_OP_SUB,
    WL_OP_MUL,
    WL_OP_DIV,
    WL_OP_MOD,
    WL_OP_SHL,
    WL_OP_SHR,
    WL_OP_AND,
    WL_OP_OR,
    WL_OP_XOR,
    WL_OP_MIN,
    WL_OP_MAX,
    WL_OP_COUNT
} wl_expr_op;

typedef struct wl_expr_node {
    wl_expr_op op;
    int a, b;        /* operand nodes, -1 when unused */
    int64_t value;   /* WL_OP_LIT */
    wl_expr_var var; /* WL_OP_VAR */
    int col;         /* 1-based column of the operator or operand */
    int start, end;  /* the text this node spans: text[start..end) */
} wl_expr_node;

/* Operands always come before the node that uses them, so evaluating nodes
 * in order 0..count-1 evaluates the tree; the root is the last node. */
typedef struct wl_expr {
    char text[WL_EXPR_MAX_LEN + 1];
    int count;
    wl_expr_node node[WL_EXPR_MAX_NODES];
} wl_expr;

/* Values (for evaluation) or inclusive ranges (for checking) of the names. */
typedef struct wl_expr_env {
    int64_t v[WL_VAR_COUNT];
} wl_expr_env;

typedef struct wl_expr_ranges {
    int64_t lo[WL_VAR_COUNT], hi[WL_VAR_COUNT];
} wl_expr_ranges;

/* "i", "lane", ... and the list for messages. */
const char *wl_expr_var_name(wl_expr_var v);
const char *wl_expr_var_names_list(void);

/* Parses text. On failure returns -1, err says "column N: message" and *col
 * (when col is not NULL) is that column, for a caret under the text. */
int wl_expr_parse(const char *text, wl_expr *out, int *col, wl_error *err);

/* The text again, then a caret under column col, each line starting with
 * indent: what every view prints under a parse or check error. */
void wl_expr_caret(const char *text, int col, const char *indent, char *out, size_t outsz);

/* Which names the expression uses (bit v set for wl_expr_var v). */
unsigned wl_expr_vars_used(const wl_expr *e);

/* Evaluates with every name at the value in env. Returns 0, or -1 when a
 * divisor is 0 or a shift count leaves 0..63 (*fault_col then names the
 * operator); *out is 0 then. Cannot happen once wl_expr_check passed for
 * ranges holding env. */
int wl_expr_eval(const wl_expr *e, const wl_expr_env *env, int64_t *out, int *fault_col);

/* Range analysis: with every name anywhere in its range, proves that no
 * divisor can be 0 and no shift count can leave 0..63, and bounds the result
 * in [*lo, *hi] (a safe over-estimate). Returns 0, or -1 with err set to
 * "column N: message" naming the operand and its range, and *col. */
int wl_expr_check(const wl_expr *e, const wl_expr_ranges *r, int64_t *lo, int64_t *hi, int *col,
                  wl_error *err);

/* The operations' definitions, shared by the evaluator and the range
 * analysis (and mirrored by the generated CUDA). b must be non-zero for div
 * and mod, and in 0..63 for the shifts. */
int64_t wl_expr_apply(wl_expr_op op, int64_t a, int64_t b);

/* a << b as the generated kernel computes it: on the 64-bit two's
 * complement pattern, the bits above bit 63 lost, so a negative value
 * shifts too (C's << of a negative value is undefined); 0 for b outside
 * 0..63. Every shift left of a value in the model (evaluation, ranges,
 * periods) goes through it. */
int64_t wl_expr_shl(int64_t a, int64_t b);

/* Whether wl_expr_shl(a, b) is a * 2^b: b in 0..63 and no bit, sign
 * included, lost. */
bool wl_expr_shl_exact(int64_t a, int64_t b);

#endif
