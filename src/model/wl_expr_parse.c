/* From text to tree: a recursive-descent parser with C's precedence
 * (unary -, then * / %, + -, << >>, &, ^, |), so an expression means what it
 * would mean in the kernel's C. Every error names its column. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "wl_expr.h"

typedef enum tok_kind { TOK_END, TOK_NUM, TOK_NAME, TOK_OP } tok_kind;

typedef struct token {
    tok_kind kind;
    int pos, len; /* byte offset into the text, length */
    int64_t value;
    char op[3]; /* "+", "<<", "(" ... */
} token;

typedef struct parser {
    wl_expr *e;
    const char *s;
    token tok;
    int depth;
    int err_col;
    wl_error *err;
    bool failed;
} parser;

static const char *var_names[WL_VAR_COUNT] = {"i", "lane", "warp", "block", "tid", "s", "n"};

const char *wl_expr_var_name(wl_expr_var v)
{
    return (unsigned)v < WL_VAR_COUNT ? var_names[v] : "?";
}

const char *wl_expr_var_names_list(void)
{
    return "i, lane, warp, block, tid, s, n";
}

static int fail(parser *p, int pos, const char *fmt, const char *arg)
{
    if (p->failed)
        return -1;
    p->failed = true;
    p->err_col = pos + 1;
    char what[200];
    snprintf(what, sizeof what, fmt, arg);
    return wl_fail(p->err, "column %d: %s", pos + 1, what);
}

static int lex_number(parser *p, int pos)
{
    const char *s = p->s;
    int base = 10, i = pos;
    if (s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
        base = 16;
        i += 2;
    }
    uint64_t v = 0;
    int digits = 0;
    for (;; i++, digits++) {
        int c = (unsigned char)s[i], d;
        if (isdigit(c))
            d = c - '0';
        else if (base == 16 && isxdigit(c))
            d = tolower(c) - 'a' + 10;
        else
            break;
        if (v > ((uint64_t)INT64_MAX - (uint64_t)d) / (uint64_t)base)
            return fail(p, pos, "%s", "number too large; numbers must be below 2^63");
        v = v * (uint64_t)base + (uint64_t)d;
    }
    if (digits == 0)
        return fail(p, pos, "%s", "'0x' needs hexadecimal digits after it");
    if (isalnum((unsigned char)s[i]) || s[i] == '_')
        return fail(p, i, "%s", "a number must not run into letters");
    p->tok = (token){.kind = TOK_NUM, .pos = pos, .len = i - pos, .value = (int64_t)v};
    return 0;
}

static int lex_op(parser *p, int pos)
{
    static const char *const ops[] = {"<<", ">>", "+", "-", "*", "/", "%",
                                      "&",  "|",  "^", "(", ")", ","};
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++) {
        size_t n = strlen(ops[k]);
        if (strncmp(p->s + pos, ops[k], n) == 0) {
            p->tok = (token){.kind = TOK_OP, .pos = pos, .len = (int)n};
            memcpy(p->tok.op, ops[k], n + 1);
            return 0;
        }
    }
    unsigned char c = (unsigned char)p->s[pos];
    char shown[16];
    if (c == '[' || c == ']')
        return fail(p, pos, "%s", "write only the index: 'i * s', not 'a[i * s]'");
    if (c == '<' || c == '>')
        return fail(p, pos, "'%s' is not an operator; shifts are << and >>", c == '<' ? "<" : ">");
    if (isprint(c))
        snprintf(shown, sizeof shown, "'%c'", c);
    else
        snprintf(shown, sizeof shown, "byte 0x%02x", c);
    return fail(p, pos, "unexpected %s", shown);
}

/* Reads the token at or after pos into p->tok. */
static int lex_at(parser *p, int pos)
{
    while (p->s[pos] == ' ' || p->s[pos] == '\t')
        pos++;
    unsigned char c = (unsigned char)p->s[pos];
    if (c == '\0') {
        p->tok = (token){.kind = TOK_END, .pos = pos};
        return 0;
    }
    if (isdigit(c))
        return lex_number(p, pos);
    if (isalpha(c) || c == '_') {
        int i = pos;
        while (isalnum((unsigned char)p->s[i]) || p->s[i] == '_')
            i++;
        p->tok = (token){.kind = TOK_NAME, .pos = pos, .len = i - pos};
        return 0;
    }
    return lex_op(p, pos);
}

static int advance(parser *p)
{
    return lex_at(p, p->tok.pos + p->tok.len);
}

static bool is_op(const parser *p, const char *op)
{
    return p->tok.kind == TOK_OP && strcmp(p->tok.op, op) == 0;
}

static int add_node(parser *p, wl_expr_node n)
{
    if (p->e->count >= WL_EXPR_MAX_NODES) {
        fail(p, n.col - 1, "too long: at most %s numbers, names and operators", "128");
        return -1;
    }
    p->e->node[p->e->count] = n;
    return p->e->count++;
}

static int binary(parser *p, wl_expr_op op, int col, int a, int b)
{
    return add_node(p, (wl_expr_node){.op = op,
                                      .a = a,
                                      .b = b,
                                      .col = col,
                                      .start = p->e->node[a].start,
                                      .end = p->e->node[b].end});
}

static int parse_or(parser *p);

static int expect_op(parser *p, const char *op, const char *why)
{
    if (!is_op(p, op)) {
        char msg[96];
        snprintf(msg, sizeof msg, "expected '%s' %s", op, why);
        return fail(p, p->tok.pos, "%s", msg);
    }
    return advance(p);
}

/* min(a, b) and max(a, b); the name is the current token. */
static int parse_call(parser *p, wl_expr_op op)
{
    int start = p->tok.pos;
    if (advance(p) != 0 || expect_op(p, "(", "after min or max") != 0)
        return -1;
    int a = parse_or(p);
    if (a < 0 || expect_op(p, ",", "between the two values of min or max") != 0)
        return -1;
    int b = parse_or(p);
    if (b < 0)
        return -1;
    int end = p->tok.pos + p->tok.len;
    if (expect_op(p, ")", "to close min or max") != 0)
        return -1;
    return add_node(
        p, (wl_expr_node){.op = op, .a = a, .b = b, .col = start + 1, .start = start, .end = end});
}

static int parse_name(parser *p)
{
    token t = p->tok;
    char name[16];
    snprintf(name, sizeof name, "%.*s", t.len < 15 ? t.len : 15, p->s + t.pos);
    if (t.len <= 3 && (strcmp(name, "min") == 0 || strcmp(name, "max") == 0))
        return parse_call(p, name[1] == 'i' ? WL_OP_MIN : WL_OP_MAX);
    for (int v = 0; v < WL_VAR_COUNT; v++)
        if (t.len < 15 && strcmp(name, var_names[v]) == 0) {
            if (advance(p) != 0)
                return -1;
            return add_node(p, (wl_expr_node){.op = WL_OP_VAR,
                                              .var = (wl_expr_var)v,
                                              .a = -1,
                                              .b = -1,
                                              .col = t.pos + 1,
                                              .start = t.pos,
                                              .end = t.pos + t.len});
        }
    if (strcmp(name, "a") == 0 && p->s[t.pos + 1] == '[')
        return fail(p, t.pos, "%s", "write only the index: 'i * s', not 'a[i * s]'");
    char msg[128];
    snprintf(msg, sizeof msg, "unknown name '%s'; names are %s, min(a, b), max(a, b)", name,
             wl_expr_var_names_list());
    return fail(p, t.pos, "%s", msg);
}

static int parse_unary(parser *p);

static int parse_primary(parser *p)
{
    token t = p->tok;
    if (t.kind == TOK_NUM) {
        if (advance(p) != 0)
            return -1;
        return add_node(p, (wl_expr_node){.op = WL_OP_LIT,
                                          .value = t.value,
                                          .a = -1,
                                          .b = -1,
                                          .col = t.pos + 1,
                                          .start = t.pos,
                                          .end = t.pos + t.len});
    }
    if (t.kind == TOK_NAME)
        return parse_name(p);
    if (is_op(p, "(")) {
        if (++p->depth > WL_EXPR_MAX_DEPTH)
            return fail(p, t.pos, "too deeply nested: at most %s levels of parentheses", "32");
        if (advance(p) != 0)
            return -1;
        int inner = parse_or(p);
        if (inner < 0)
            return -1;
        if (!is_op(p, ")")) {
            char msg[64];
            snprintf(msg, sizeof msg, "expected ')' to close the '(' at column %d", t.pos + 1);
            return fail(p, p->tok.pos, "%s", msg);
        }
        p->depth--;
        /* The parentheses belong to the span, so quoted operands read as typed. */
        p->e->node[inner].start = t.pos;
        p->e->node[inner].end = p->tok.pos + 1;
        return advance(p) != 0 ? -1 : inner;
    }
    if (t.kind == TOK_END)
        return fail(p, t.pos, "%s", "the expression ends where a number or name should follow");
    return fail(p, t.pos, "expected a number, a name or '(' before '%s'", t.op);
}

static int parse_unary(parser *p)
{
    if (!is_op(p, "-"))
        return parse_primary(p);
    int pos = p->tok.pos;
    if (++p->depth > WL_EXPR_MAX_DEPTH)
        return fail(p, pos, "too deeply nested: at most %s levels of minus signs", "32");
    if (advance(p) != 0)
        return -1;
    int a = parse_unary(p);
    p->depth--;
    if (a < 0)
        return -1;
    return add_node(p, (wl_expr_node){.op = WL_OP_NEG,
                                      .a = a,
                                      .b = -1,
                                      .col = pos + 1,
                                      .start = pos,
                                      .end = p->e->node[a].end});
}

/* One level of left-associative binary operators: ops[k] makes kinds[k]. */
typedef struct level {
    const char *ops[3];
    wl_expr_op kinds[3];
} level;

static const level levels[] = {
    {{"|"}, {WL_OP_OR}},
    {{"^"}, {WL_OP_XOR}},
    {{"&"}, {WL_OP_AND}},
    {{"<<", ">>"}, {WL_OP_SHL, WL_OP_SHR}},
    {{"+", "-"}, {WL_OP_ADD, WL_OP_SUB}},
    {{"*", "/", "%"}, {WL_OP_MUL, WL_OP_DIV, WL_OP_MOD}},
};
enum { NLEVELS = sizeof levels / sizeof levels[0] };

static int parse_level(parser *p, int k)
{
    if (k == NLEVELS)
        return parse_unary(p);
    int left = parse_level(p, k + 1);
    while (left >= 0 && p->tok.kind == TOK_OP) {
        int j = 0;
        while (j < 3 && levels[k].ops[j] && strcmp(levels[k].ops[j], p->tok.op) != 0)
            j++;
        if (j == 3 || !levels[k].ops[j])
            break;
        int col = p->tok.pos + 1;
        if (advance(p) != 0)
            return -1;
        int right = parse_level(p, k + 1);
        if (right < 0)
            return -1;
        left = binary(p, levels[k].kinds[j], col, left, right);
    }
    return left;
}

static int parse_or(parser *p)
{
    return parse_level(p, 0);
}

int wl_expr_parse(const char *text, wl_expr *out, int *col, wl_error *err)
{
    wl_error ignored;
    parser p = {.e = out, .s = out->text, .err = err ? err : &ignored};
    memset(out, 0, sizeof *out);
    if (col)
        *col = 0;
    size_t len = text ? strlen(text) : 0;
    if (len > WL_EXPR_MAX_LEN) {
        fail(&p, WL_EXPR_MAX_LEN, "too long: at most %s characters", "256");
    } else {
        memcpy(out->text, text ? text : "", len + 1);
        int root = lex_at(&p, 0) == 0 ? parse_or(&p) : -1;
        if (root >= 0 && p.tok.kind != TOK_END)
            fail(&p, p.tok.pos, "%s",
                 is_op(&p, ")") ? "')' without a matching '('"
                                : "expected an operator (+ - * / % << >> & | ^) here");
    }
    if (p.failed) {
        if (col)
            *col = p.err_col;
        out->count = 0;
        return -1;
    }
    return 0;
}

void wl_expr_caret(const char *text, int col, const char *indent, char *out, size_t outsz)
{
    /* Tabs and other unprintable bytes become one '?' each, so the caret
     * stays under the column it names. */
    char shown[WL_EXPR_MAX_LEN + 1];
    size_t n = 0;
    for (; text && text[n] && n < WL_EXPR_MAX_LEN; n++)
        shown[n] = isprint((unsigned char)text[n]) ? text[n] : '?';
    shown[n] = '\0';
    int pad = col > 1 ? col - 1 : 0;
    if (pad > WL_EXPR_MAX_LEN)
        pad = WL_EXPR_MAX_LEN;
    snprintf(out, outsz, "%s%s\n%s%*s^", indent, shown, indent, pad, "");
}

unsigned wl_expr_vars_used(const wl_expr *e)
{
    unsigned used = 0;
    for (int k = 0; k < e->count; k++)
        if (e->node[k].op == WL_OP_VAR)
            used |= 1u << e->node[k].var;
    return used;
}
