/* The whole-launch range check against brute force: random expressions over
 * small launches (every thread and every s evaluated). Whatever the check
 * proves inside must be inside; every thread it names as outside must be
 * outside. Being conservative (neither, within its budget) is allowed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_check.h"
#include "wl_expr_model.h"

static const char *names[] = {"i", "lane", "warp", "block", "tid", "s", "n"};
static const char *ops[] = {"+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^"};

static void gen(char *out, size_t sz, int depth)
{
    int r = rand() % 10;
    if (depth <= 0 || r < 3) {
        if (rand() % 2)
            snprintf(out, sz, "%s", names[rand() % 7]);
        else {
            static const long lits[] = {0,  1,   2,   3,   5,    7,    31, 32, 33,
                                        64, 100, 255, 256, 1024, 4096, -1, -32};
            snprintf(out, sz, "%ld", lits[rand() % 17]);
        }
        return;
    }
    char a[128], b[128];
    gen(a, sizeof a, depth - 1);
    gen(b, sizeof b, depth - 1);
    if (r == 3)
        snprintf(out, sz, "min(%s, %s)", a, b);
    else if (r == 4)
        snprintf(out, sz, "max(%s, %s)", a, b);
    else
        snprintf(out, sz, "(%s %s %s)", a, ops[rand() % 10], b);
}

int main(void)
{
    int iters = 4000;
    srand(1); /* the same expressions every run */
    long accepted = 0, refused = 0, witnessed = 0, unproven = 0, bad = 0;
    for (int it = 0; it < iters; it++) {
        char text[300];
        gen(text, sizeof text, 1 + rand() % 4);
        if (strlen(text) > WL_EXPR_MAX_LEN)
            continue;
        int slo = rand() % 5 - 2, shi = slo + rand() % 6;
        int block = 32 << (rand() % 3);
        wl_expr_experiment x;
        wl_expr_problem pb;
        wl_error err;
        if (wl_expr_experiment_init(&x, text, NULL, WL_TYPE_F32, slo, shi, block, &pb, &err) != 0)
            continue;
        int64_t n = block * (1 + rand() % 8);
        wl_expr_ranges r;
        wl_expr_ranges_for(&x, n, slo, shi, &r);
        int64_t lo, hi;
        if (wl_expr_check(&x.load, &r, &lo, &hi, NULL, NULL) != 0)
            continue;
        wl_expr_witness w;
        wl_expr_bound_result res = wl_expr_bound(&x, &x.load, n, slo, shi, 32 * n, &w);
        bool any_out = false;
        for (int s = slo; s <= shi; s++)
            for (int64_t i = 0; i < n; i++) {
                wl_expr_env env;
                int64_t v;
                wl_expr_env_at(&x, n, s, i, &env);
                wl_expr_eval(&x.load, &env, &v, NULL);
                if (v < 0 || v >= 32 * n)
                    any_out = true;
            }
        if (res == WL_BOUND_INSIDE) {
            accepted++;
            if (any_out) {
                bad++;
                CHECK_MSG(false, "proved inside but is not: %s n=%lld s=%d..%d block %d", text,
                          (long long)n, slo, shi, block);
            }
        } else if (res == WL_BOUND_OUTSIDE) {
            witnessed++;
            wl_expr_env env;
            int64_t v;
            wl_expr_env_at(&x, n, w.s, w.i, &env);
            wl_expr_eval(&x.load, &env, &v, NULL);
            if (v != w.index || !(v < 0 || v >= 32 * n) || w.i < 0 || w.i >= n) {
                bad++;
                CHECK_MSG(false, "false witness: %s i=%lld s=%lld index %lld", text, (long long)w.i,
                          (long long)w.s, (long long)w.index);
            }
        } else {
            unproven++;
        }
        refused += res != WL_BOUND_INSIDE;
    }
    printf("accepted %ld, witnessed %ld, unproven %ld, bad %ld\n", accepted, witnessed, unproven,
           bad);
    /* The check must decide nearly everything, or it refuses good input. */
    CHECK_MSG(accepted > 1000 && witnessed > 100 && unproven * 100 < accepted + witnessed,
              "accepted %ld, witnessed %ld, unproven %ld", accepted, witnessed, unproven);
    (void)refused;
    return CHECK_DONE();
}
