/* Index expressions: parsing (and its error columns), the defined results of
 * every operation, and the range check. Expected values are worked out by
 * hand in the comments, never taken from the code under test. */
#include <stdint.h>

#include "wl_check.h"
#include "wl_expr.h"

static wl_expr_env env_for(int64_t i, int64_t s, int64_t n, int64_t block)
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

/* Parses and evaluates text at i, s (n = 1024, blocks of 256); CHECKs the parse. */
static int64_t eval_at(const char *text, int64_t i, int64_t s)
{
    wl_expr e;
    wl_error err;
    int col;
    int64_t v = -999;
    if (wl_expr_parse(text, &e, &col, &err) != 0) {
        CHECK_MSG(0, "'%s' did not parse: %s", text, err.msg);
        return v;
    }
    wl_expr_env env = env_for(i, s, 1024, 256);
    CHECK_MSG(wl_expr_eval(&e, &env, &v, NULL) == 0, "'%s' faulted", text);
    return v;
}

static void test_values(void)
{
    CHECK_EQ_INT(eval_at("i + s", 40, 3), 43);
    CHECK_EQ_INT(eval_at("i * s", 40, 3), 120);
    /* C precedence: * before +, + before <<, << before &, & before ^, ^ before |. */
    CHECK_EQ_INT(eval_at("1 + 2 * 3", 0, 0), 7);
    CHECK_EQ_INT(eval_at("1 << 2 + 1", 0, 0), 8);
    CHECK_EQ_INT(eval_at("6 & 3 ^ 1", 0, 0), 3);                /* (6&3)=2, 2^1=3 */
    CHECK_EQ_INT(eval_at("1 | 6 ^ 6", 0, 0), 1);                /* 6^6=0, 1|0=1 */
    CHECK_EQ_INT(eval_at("10 - 3 - 2", 0, 0), 5);               /* left to right */
    CHECK_EQ_INT(eval_at("(i * 33) % n", 40, 0), 296);          /* 1320 % 1024 */
    CHECK_EQ_INT(eval_at("i / 32 * 128 + i % 32", 70, 0), 262); /* 2*128 + 6 */
    CHECK_EQ_INT(eval_at("i ^ 1", 6, 0), 7);
    CHECK_EQ_INT(eval_at("lane + warp * 100 + block * 10000 + tid * 1000000", 300, 0),
                 12 + 9 * 100 + 1 * 10000 + 44 * 1000000);
    CHECK_EQ_INT(eval_at("min(i, s) + max(i, s)", 5, 9), 14);
    CHECK_EQ_INT(eval_at("0x1f & i", 100, 0), 4);
    CHECK_EQ_INT(eval_at("-i + 10", 3, 0), 7);
    CHECK_EQ_INT(eval_at("--i", 3, 0), 3);
    /* Truncation toward zero, remainder with the dividend's sign, >> keeps the sign. */
    CHECK_EQ_INT(eval_at("-7 / 2", 0, 0), -3);
    CHECK_EQ_INT(eval_at("-7 % 2", 0, 0), -1);
    CHECK_EQ_INT(eval_at("-8 >> 1", 0, 0), -4);
    CHECK_EQ_INT(eval_at("-1 >> 63", 0, 0), -1);
    /* Wrapping, not undefined: 2^62 * 4 = 2^64 = 0 modulo 2^64. */
    CHECK_EQ_INT(eval_at("4611686018427387904 * 4", 0, 0), 0);
    CHECK_EQ_INT(eval_at("9223372036854775807 + 1", 0, 0), INT64_MIN);
    CHECK_EQ_INT(eval_at("(-9223372036854775807 - 1) / -1", 0, 0), INT64_MIN);
    CHECK_EQ_INT(eval_at("(-9223372036854775807 - 1) % -1", 0, 0), 0);
    CHECK_EQ_INT(eval_at("1 << 63 >> 63", 0, 0), -1);
}

static void test_faults(void)
{
    wl_expr e;
    int col = 0;
    int64_t v = 5;
    CHECK(wl_expr_parse("i / (s - 4)", &e, NULL, NULL) == 0);
    wl_expr_env env = env_for(1, 4, 1024, 256);
    CHECK(wl_expr_eval(&e, &env, &v, &col) == -1);
    CHECK_EQ_INT(col, 3);
    CHECK_EQ_INT(v, 0);
    CHECK(wl_expr_parse("1 << s", &e, NULL, NULL) == 0);
    env.v[WL_VAR_S] = 64;
    CHECK(wl_expr_eval(&e, &env, &v, &col) == -1);
    CHECK_EQ_INT(col, 3);
    env.v[WL_VAR_S] = 63;
    CHECK(wl_expr_eval(&e, &env, &v, &col) == 0);
}

typedef struct bad_case {
    const char *text;
    int col;
    const char *says;
} bad_case;

static void test_parse_errors(void)
{
    static const bad_case cases[] = {
        {"", 1, "column 1: the expression ends"},
        {"i +", 4, "column 4: the expression ends"},
        {"i * (s + 1", 11, "column 11: expected ')' to close the '(' at column 5"},
        {"i s", 3, "column 3: expected an operator"},
        {"i)", 2, "column 2: ')' without a matching '('"},
        {"x + 1", 1, "column 1: unknown name 'x'; names are i, lane, warp"},
        {"a[i]", 1, "write only the index"},
        {"i $ 2", 3, "column 3: unexpected '$'"},
        {"i < 2", 3, "shifts are << and >>"},
        {"99999999999999999999", 1, "column 1: number too large"},
        {"9223372036854775808", 1, "number too large"},
        {"12ab", 3, "column 3: a number must not run into letters"},
        {"0x", 1, "'0x' needs hexadecimal digits"},
        {"min(i)", 6, "column 6: expected ','"},
        {"max i", 5, "expected '('"},
        {"i \x01", 3, "unexpected byte 0x01"},
        {"(((((((((((((((((((((((((((((((((i)))))))))))))))))))))))))))))))))", 33,
         "too deeply nested"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        wl_expr e;
        wl_error err = {0};
        int col = -1;
        CHECK_MSG(wl_expr_parse(cases[k].text, &e, &col, &err) == -1, "'%s' parsed", cases[k].text);
        CHECK_EQ_INT(col, cases[k].col);
        CHECK_CONTAINS(err.msg, cases[k].says);
        CHECK_EQ_INT(e.count, 0);
    }
    /* 257 characters is one too many; 256 is allowed. */
    char text[300];
    memset(text, ' ', sizeof text);
    text[0] = 'i';
    text[256] = '\0';
    wl_expr e;
    wl_error err;
    CHECK(wl_expr_parse(text, &e, NULL, &err) == 0);
    text[256] = ' ';
    text[257] = '\0';
    CHECK(wl_expr_parse(text, &e, NULL, &err) == -1);
    CHECK_CONTAINS(err.msg, "too long");
    /* 65 terms joined by + need 129 nodes: one over the limit. */
    char sum[300] = "1";
    for (int k = 1; k < 65; k++)
        strcat(sum, "+1");
    CHECK(wl_expr_parse(sum, &e, NULL, &err) == -1);
    CHECK_CONTAINS(err.msg, "too long: at most 128");
}

static void test_caret(void)
{
    char out[600];
    wl_expr_caret("i * (s + 1", 11, "  ", out, sizeof out);
    CHECK_STR(out, "  i * (s + 1\n            ^");
    wl_expr_caret("i\t+ x", 5, "", out, sizeof out);
    CHECK_STR(out, "i?+ x\n    ^");
}

static wl_expr_ranges ranges_for(int64_t n, int64_t block, int64_t s_lo, int64_t s_hi)
{
    wl_expr_ranges r;
    r.lo[WL_VAR_I] = 0, r.hi[WL_VAR_I] = n - 1;
    r.lo[WL_VAR_LANE] = 0, r.hi[WL_VAR_LANE] = 31;
    r.lo[WL_VAR_WARP] = 0, r.hi[WL_VAR_WARP] = n / 32 - 1;
    r.lo[WL_VAR_BLOCK] = 0, r.hi[WL_VAR_BLOCK] = n / block - 1;
    r.lo[WL_VAR_TID] = 0, r.hi[WL_VAR_TID] = block - 1;
    r.lo[WL_VAR_S] = s_lo, r.hi[WL_VAR_S] = s_hi;
    r.lo[WL_VAR_N] = r.hi[WL_VAR_N] = n;
    return r;
}

typedef struct range_case {
    const char *text;
    int64_t lo, hi;
} range_case;

static void test_ranges(void)
{
    /* n = 1024, blocks of 256, s in 1..32. */
    static const range_case cases[] = {
        {"i", 0, 1023},
        {"i + s", 1, 1055},
        {"i * s", 0, 1023 * 32},
        {"(i * 33) % n", 0, 1023},
        {"i ^ 1", 0, 1023},
        {"i / 32 * 128 + i % 32", 0, 31 * 128 + 31},
        {"0", 0, 0},
        {"i - 1", -1, 1022},
        {"n - 1 - i", 0, 1023},
        {"lane << 2", 0, 124},
        {"i >> s", 0, 511},
        {"min(i, 10)", 0, 10},
        {"max(i, 10)", 10, 1023},
        {"i & 7", 0, 7},
        {"-i", -1023, 0},
        {"i % (s + 1)", 0, 32},
        /* a shift by a constant is bounded as the product it is, negative
         * operands too: the two spellings range alike */
        {"max((i - n/2) * 2, 0)", 0, 1022},
        {"max((i - n/2) << 1, 0)", 0, 1022},
        {"(i - n/2) << 3", -4096, 4088},
    };
    wl_expr_ranges r = ranges_for(1024, 256, 1, 32);
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        wl_expr e;
        wl_error err;
        int64_t lo = 0, hi = 0;
        CHECK(wl_expr_parse(cases[k].text, &e, NULL, &err) == 0);
        CHECK_MSG(wl_expr_check(&e, &r, &lo, &hi, NULL, &err) == 0, "'%s': %s", cases[k].text,
                  err.msg);
        CHECK_MSG(lo == cases[k].lo && hi == cases[k].hi, "'%s' ranges %lld..%lld, not %lld..%lld",
                  cases[k].text, (long long)lo, (long long)hi, (long long)cases[k].lo,
                  (long long)cases[k].hi);
    }
    /* A product that could wrap widens to every value rather than lying. */
    wl_expr e;
    wl_error err;
    int64_t lo, hi;
    CHECK(wl_expr_parse("i * 4611686018427387904", &e, NULL, &err) == 0);
    CHECK(wl_expr_check(&e, &r, &lo, &hi, NULL, &err) == 0);
    CHECK(lo == INT64_MIN && hi == INT64_MAX);
}

static void test_check_errors(void)
{
    static const bad_case cases[] = {
        {"i / (s - 4)", 3, "column 3: the divisor '(s - 4)' can be 0 (it ranges over -3..28)"},
        {"i % lane", 3, "column 3: the modulus 'lane' can be 0 (it ranges over 0..31)"},
        {"i % (i - i)", 3, "can be 0"},
        {"1 << (s * 2)", 3, "column 3: the shift count '(s * 2)' ranges over 2..64"},
        {"i >> (s + 40)", 3, "ranges over 41..72; it must stay in 0..63"},
        {"i << -1", 3, "it must stay in 0..63"},
        {"i / (i * 4611686018427387904)", 3, "(it ranges over any 64-bit value)"},
    };
    wl_expr_ranges r = ranges_for(1024, 256, 1, 32);
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        wl_expr e;
        wl_error err = {0};
        int col = -1;
        int64_t lo, hi;
        CHECK(wl_expr_parse(cases[k].text, &e, NULL, &err) == 0);
        CHECK_MSG(wl_expr_check(&e, &r, &lo, &hi, &col, &err) == -1, "'%s' passed", cases[k].text);
        CHECK_EQ_INT(col, cases[k].col);
        CHECK_CONTAINS(err.msg, cases[k].says);
    }
    /* The same division is fine once the slider cannot reach 4. */
    wl_expr e;
    wl_error err;
    int64_t lo, hi;
    r.lo[WL_VAR_S] = 5;
    CHECK(wl_expr_parse("i / (s - 4)", &e, NULL, &err) == 0);
    CHECK(wl_expr_check(&e, &r, &lo, &hi, NULL, &err) == 0);
    CHECK(lo == 0 && hi == 1023);
}

static void test_vars_used(void)
{
    wl_expr e;
    CHECK(wl_expr_parse("i * s + lane", &e, NULL, NULL) == 0);
    CHECK_EQ_INT(wl_expr_vars_used(&e), (1u << WL_VAR_I) | (1u << WL_VAR_S) | (1u << WL_VAR_LANE));
    CHECK_STR(wl_expr_var_name(WL_VAR_TID), "tid");
}

int main(void)
{
    test_values();
    test_faults();
    test_parse_errors();
    test_caret();
    test_ranges();
    test_check_errors();
    test_vars_used();
    return CHECK_DONE();
}
