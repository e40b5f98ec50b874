/* Fuzz target: index expressions, parser and evaluator together.
 * Input bytes: slider low and high (2 each, signed), log2 of n (1), block
 * size in warps (1), a sample point (8), then the expression text. A parse
 * error must name a column inside the text with "column N: "; an expression
 * that passes the range check must evaluate without a fault anywhere in the
 * ranges, to a value inside the bounds the check gave. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "wl_expr.h"

#define REQUIRE(cond)                                                                              \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "fuzz_expr: invariant broken: %s\n", #cond);                           \
            abort();                                                                               \
        }                                                                                          \
    } while (0)

static void check_parse_error(const char *text, int col, const wl_error *err)
{
    char prefix[32], caret[2 * WL_EXPR_MAX_LEN + 64];
    size_t len = strlen(text);
    REQUIRE(col >= 1 && (size_t)col <= (len < WL_EXPR_MAX_LEN ? len : WL_EXPR_MAX_LEN) + 1);
    snprintf(prefix, sizeof prefix, "column %d: ", col);
    REQUIRE(strncmp(err->msg, prefix, strlen(prefix)) == 0);
    wl_expr_caret(text, col, "  ", caret, sizeof caret);
    REQUIRE(strchr(caret, '^') != NULL);
}

/* The names' values at the thread index i (inside the ranges). */
static wl_expr_env env_at(int64_t i, int64_t s, int64_t n, int64_t block)
{
    wl_expr_env env;
    env.v[WL_VAR_I] = i;
    env.v[WL_VAR_LANE] = i % 32;
    env.v[WL_VAR_WARP] = i / 32;
    env.v[WL_VAR_BLOCK] = i / block;
    env.v[WL_VAR_TID] = i % block;
    env.v[WL_VAR_S] = s;
    env.v[WL_VAR_N] = n;
    return env;
}

static void check_sound(const wl_expr *e, const wl_expr_ranges *r, int64_t block, uint64_t pick)
{
    int64_t lo, hi, v;
    int col;
    wl_error err;
    if (wl_expr_check(e, r, &lo, &hi, &col, &err) != 0) {
        REQUIRE(col >= 1 && strncmp(err.msg, "column ", 7) == 0);
        return;
    }
    REQUIRE(lo <= hi);
    int64_t n = r->hi[WL_VAR_N];
    int64_t is[3] = {0, n - 1, (int64_t)(pick % (uint64_t)n)};
    int64_t ss[3] = {r->lo[WL_VAR_S], r->hi[WL_VAR_S],
                     r->lo[WL_VAR_S] + (int64_t)((pick >> 32) % (uint64_t)(r->hi[WL_VAR_S] -
                                                                           r->lo[WL_VAR_S] + 1))};
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++) {
            wl_expr_env env = env_at(is[a], ss[b], n, block);
            REQUIRE(wl_expr_eval(e, &env, &v, &col) == 0);
            REQUIRE(v >= lo && v <= hi);
        }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    wl_fuzz_reader rd = {data, size};
    int64_t s1 = (int16_t)wl_fuzz_take(&rd, 2), s2 = (int16_t)wl_fuzz_take(&rd, 2);
    int64_t n = (int64_t)1 << (10 + wl_fuzz_take(&rd, 1) % 21);
    int64_t block = 32 * (1 + (int64_t)(wl_fuzz_take(&rd, 1) % 32));
    uint64_t pick = wl_fuzz_take(&rd, 8);
    char text[WL_EXPR_MAX_LEN + 2];
    size_t len = rd.size < sizeof text - 1 ? rd.size : sizeof text - 1;
    memcpy(text, rd.data, len);
    text[len] = '\0';

    wl_expr e;
    wl_error err;
    int col;
    if (wl_expr_parse(text, &e, &col, &err) != 0) {
        check_parse_error(text, col, &err);
        return 0;
    }
    REQUIRE(e.count >= 1 && e.count <= WL_EXPR_MAX_NODES);
    for (int k = 0; k < e.count; k++) {
        REQUIRE(e.node[k].a < k && e.node[k].b < k);
        REQUIRE(e.node[k].start >= 0 && e.node[k].start < e.node[k].end);
        REQUIRE((size_t)e.node[k].end <= strlen(text));
    }
    wl_expr_ranges r;
    wl_expr_env lo_env = env_at(0, s1 < s2 ? s1 : s2, n, block);
    wl_expr_env hi_env = env_at(n - 1, s1 < s2 ? s2 : s1, n, block);
    for (int v = 0; v < WL_VAR_COUNT; v++) {
        r.lo[v] = lo_env.v[v];
        r.hi[v] = hi_env.v[v];
    }
    r.lo[WL_VAR_LANE] = 0, r.hi[WL_VAR_LANE] = 31;
    r.lo[WL_VAR_TID] = 0, r.hi[WL_VAR_TID] = block - 1;
    check_sound(&e, &r, block, pick);
    return 0;
}
