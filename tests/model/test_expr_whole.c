/* Whole-launch counts of custom experiments against brute force: random
 * expressions that change their pattern by warp, by block and with s
 * (periods, thresholds, mixtures), counted every warp and every DRAM
 * window the slow way, must agree with wl_expr_whole_counts, which proves
 * stretches periodic and counts one period of each. Also the two
 * expressions a first-N or every-k-th sample gets wrong, and predictions
 * on both sides of L2 against a brute-force count of the launch's pieces. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_check.h"
#include "wl_counting.h"
#include "wl_expr_batch.h"
#include "wl_expr_whole.h"
#include "wl_perf.h"
#include "wl_test_h200.h"

typedef struct truth {
    double sectors[2], lines[2], dram[2], distinct;
} truth;

/* The whole-launch counts, with the extent the range check gives. */
static int counts(const wl_expr_experiment *x, int64_t n, int64_t s, const wl_memparams *mem,
                  wl_expr_whole *w, wl_error *err)
{
    uint64_t extent;
    if (wl_expr_extent_checked(x, n, s, &extent, err) != 0)
        return -1;
    return wl_expr_whole_counts(x, n, s, extent, mem, w, err);
}

/* A float expression at s = 1, blocks of 256 (the cases below), and the
 * memory parameters with L2 holding the launch or not. */
static void float_case(const char *load, bool l2_holds, wl_expr_experiment *x, wl_memparams *mem)
{
    wl_error err;
    wl_memparams_default(mem);
    mem->l2_holds_launch = l2_holds;
    CHECK_MSG(wl_expr_experiment_init(x, load, NULL, WL_TYPE_F32, 1, 1, 256, NULL, &err) == 0,
              "%s: %s", load, err.msg);
}

/* Thread i's index on side k (0 load, 1 store) through wl_expr_eval; a
 * store that is the load's copy is not worked out again. */
static int64_t index_at(const wl_expr_experiment *x, int64_t n, int64_t s, int k, int64_t i,
                        int64_t load)
{
    if (k == 1 && !x->store_given)
        return load;
    wl_expr_env env;
    int64_t idx;
    wl_expr_env_at(x, n, s, i, &env);
    wl_expr_eval(k ? &x->store : &x->load, &env, &idx, NULL);
    return idx;
}

/* Every warp's sectors and lines and every window's distinct DRAM pieces
 * and elements, thread by thread through wl_expr_eval: t[0] by windows of
 * threads, t[1] as L2 holding the launch (one window of every thread). */
static int brute(const wl_expr_experiment *x, int64_t n, int64_t s, truth t[2])
{
    wl_memparams mem;
    wl_memparams_default(&mem);
    const int unit[2] = {mem.dram_read_granule, mem.dram_write_granule};
    int64_t es = wl_type_bytes(x->type);
    int64_t window = n < WL_EXPR_DRAM_WINDOW ? n : WL_EXPR_DRAM_WINDOW;
    uint64_t *pieces = malloc((size_t)n * sizeof *pieces);
    uint64_t *elements = malloc((size_t)n * sizeof *elements);
    if (!pieces || !elements) {
        free(pieces);
        free(elements);
        return -1;
    }
    t[0] = t[1] = (truth){{0, 0}, {0, 0}, {0, 0}, 0};
    for (int k = 0; k < 2; k++) {
        for (int64_t w = 0; w < n; w += WL_WARP_SIZE) {
            uint64_t addr[WL_WARP_SIZE];
            for (int l = 0; l < WL_WARP_SIZE; l++) {
                int64_t idx = index_at(x, n, s, k, w + l, (int64_t)elements[w + l]);
                addr[l] = (uint64_t)idx * (uint64_t)es;
                elements[w + l] = (uint64_t)idx;
                pieces[w + l] = addr[l] / (uint64_t)unit[k];
            }
            wl_access acc;
            wl_access_from_addresses(addr, (int)es, 0, &acc);
            t[0].sectors[k] += acc.sectors;
            t[0].lines[k] += acc.lines;
        }
        for (int64_t a = 0; a < n; a += window) {
            int64_t m = n - a < window ? n - a : window;
            t[0].dram[k] += (double)wl_count_distinct(pieces + a, m) * unit[k];
            t[0].distinct += (double)wl_count_distinct(elements + a, m) * (double)es;
        }
        t[1].dram[k] = (double)wl_count_distinct(pieces, n) * unit[k] / (double)n;
        t[1].distinct += (double)wl_count_distinct(elements, n) * (double)es;
        t[0].sectors[k] /= (double)(n / WL_WARP_SIZE);
        t[0].lines[k] /= (double)(n / WL_WARP_SIZE);
        t[0].dram[k] /= (double)n;
        t[1].sectors[k] = t[0].sectors[k];
        t[1].lines[k] = t[0].lines[k];
    }
    t[0].distinct /= (double)n;
    t[1].distinct /= (double)n;
    free(pieces);
    free(elements);
    return 0;
}

/* A random index expression from parts that switch by warp, block or s. */
static void random_expr(char *out, size_t outsz, unsigned *seed)
{
    static const char *const scale[] = {
        "1",
        "s",
        "(1 + warp %% %d)",
        "(1 + min(warp / %d, 1))",
        "(1 + block %% %d)",
        "(1 + (block >> %d) %% 2)",
        "max(2 - warp / %d, 1)",
    };
    static const char *const base[] = {"i", "lane + warp * 32", "tid + block * 256", "i ^ 1",
                                       "(i / 2) * 2"};
    char sc[64];
    int k = rand_r(seed) % (int)(sizeof scale / sizeof scale[0]);
    int c = 1 << (rand_r(seed) % 10);
    snprintf(sc, sizeof sc, scale[k], k == 5 ? rand_r(seed) % 6 : c);
    const char *b = base[rand_r(seed) % (int)(sizeof base / sizeof base[0])];
    switch (rand_r(seed) % 3) {
    case 0:
        snprintf(out, outsz, "(%s) * %s", b, sc);
        break;
    case 1:
        snprintf(out, outsz, "(%s) * %s + s", b, sc);
        break;
    default:
        snprintf(out, outsz, "((%s) * %s) %% n", b, sc);
        break;
    }
}

static int compared; /* random experiments the range check let through */

/* Whole-launch counts of load (and store) against brute force; false when
 * the range check refused the experiment. w: the counts, when not NULL. */
static bool agree_as(const char *load, const char *store, wl_type type, int64_t n, int s, int block,
                     wl_expr_whole *out)
{
    wl_expr_experiment x;
    wl_error err;
    if (wl_expr_experiment_init(&x, load, store, type, s, s, block, NULL, &err) != 0 ||
        wl_expr_experiment_check(&x, n, NULL, &err) != 0)
        return false; /* refused by the range check: nothing to count */
    wl_expr_whole w;
    truth both[2];
    compared++;
    CHECK(brute(&x, n, s, both) == 0);
    for (int held = 0; held < 2; held++) { /* windows, then L2 holding the launch */
        wl_memparams mem;
        wl_memparams_default(&mem);
        mem.l2_holds_launch = held;
        const truth t = both[held];
        CHECK_MSG(counts(&x, n, s, &mem, &w, &err) == 0, "%s: %s", load, err.msg);
        const double got[] = {w.load_sectors_per_request,    w.store_sectors_per_request,
                              w.load_lines_per_request,      w.store_lines_per_request,
                              w.dram_read_bytes_per_element, w.dram_write_bytes_per_element,
                              w.distinct_bytes_per_element};
        const double want[] = {t.sectors[0], t.sectors[1], t.lines[0], t.lines[1],
                               t.dram[0],    t.dram[1],    t.distinct};
        static const char *const what[] = {"load sectors", "store sectors", "load lines",
                                           "store lines",  "DRAM read",     "DRAM write",
                                           "distinct"};
        for (int k = 0; k < 7; k++)
            CHECK_MSG(got[k] > want[k] - 1e-9 && got[k] < want[k] + 1e-9,
                      "%s / %s, %s, n %lld, s %d, block %d%s: %s %.6f, brute force %.6f", load,
                      store ? store : "(same)", wl_type_name(type), (long long)n, s, block,
                      held ? ", L2 holds it" : "", what[k], got[k], want[k]);
        if (out && !held) /* the windows' counts: what the callers look at */
            *out = w;
    }
    return true;
}

static void agree(const char *load, const char *store, int64_t n, int s, int block)
{
    agree_as(load, store, WL_TYPE_F32, n, s, block, NULL);
}

static void test_random(void)
{
    unsigned seed = 28;
    for (int round = 0; round < 60; round++) {
        char load[128], store[128];
        random_expr(load, sizeof load, &seed);
        random_expr(store, sizeof store, &seed);
        int64_t n = (int64_t)1 << (14 + rand_r(&seed) % 5); /* 16 Ki .. 256 Ki threads */
        int block = 32 << (rand_r(&seed) % 4);
        int s = 1 + rand_r(&seed) % 4;
        agree(load, rand_r(&seed) % 2 ? store : NULL, n, s, block);
    }
    /* Most pass the range check, so the comparison covers them. */
    CHECK_MSG(compared >= 30, "only %d of 60 random experiments compared", compared);
    printf("%d random experiments agree with brute force\n", compared);
}

/* Every odd warp uses 8 sectors, every even one 4: 6.00 over the launch;
 * stride 2 after warp 2048: nearly every byte of DRAM twice. */
static void test_issue_expressions(void)
{
    const int64_t n = (int64_t)1 << 22;
    wl_expr_experiment x;
    wl_expr_whole w;
    wl_memparams mem;
    wl_error err;
    wl_memparams_default(&mem);
    CHECK(wl_expr_experiment_init(&x, "i * (1 + warp % 2)", NULL, WL_TYPE_F32, 0, 0, 256, NULL,
                                  &err) == 0);
    CHECK(counts(&x, n, 0, &mem, &w, &err) == 0);
    CHECK_NEAR(w.load_sectors_per_request, 6.0, 1e-9);
    CHECK_EQ_INT(w.warps, n / 32);
    CHECK(wl_expr_experiment_init(&x, "i * (1 + min(warp / 2048, 1))", NULL, WL_TYPE_F32, 0, 0, 256,
                                  NULL, &err) == 0);
    CHECK(counts(&x, n, 0, &mem, &w, &err) == 0);
    double stride2 = (double)(n - 65536) / (double)n;
    CHECK_NEAR(w.load_sectors_per_request, 4.0 + 4.0 * stride2, 1e-9);
    CHECK_NEAR(w.dram_read_bytes_per_element, 4.0 + 4.0 * stride2, 1e-9);
    /* Proven, not enumerated: a few stretches of one period each. */
    CHECK(w.stretches_proven == w.stretches);
    CHECK(w.threads_counted < n / 16);
    agree("i * (1 + warp % 2)", NULL, (int64_t)1 << 18, 0, 256);
    agree("i * (1 + min(warp / 2048, 1))", NULL, (int64_t)1 << 18, 0, 256);
}

/* A random mixture whose pattern changes warp by warp but repeats: a base
 * (moving with i, forwards or backwards) times factors that are the same
 * for a whole warp and periodic in it (by warp, block, tid / 32, i / c),
 * plus such terms, s, or lane. */
static void random_mixture(char *out, size_t outsz, unsigned *seed)
{
    static const char *const base[] = {"i",         "i ^ 1",     "lane + warp * 32", "(i / 2) * 2",
                                       "n - 1 - i", "i / 2 * 3", "tid + block * 64", "i * s"};
    static const char *const factor[] = {"(1 + warp %% %d)",        "(1 + block %% %d)",
                                         "(1 + (i / %d) %% 3)",     "(2 + (tid / 32) %% %d)",
                                         "(1 + (warp >> %d) %% 2)", "(s + warp %% %d)",
                                         "((block / %d) %% 2 + 1)"};
    static const char *const term[] = {"", " + s", " + (warp %% %d) * 32", " + lane",
                                       " + (block %% %d) * 8"};
    char f1[48], f2[48], t[48];
    int c1 = 1 + rand_r(seed) % 8, c2 = 1 << (rand_r(seed) % 7), c3 = 2 + rand_r(seed) % 5;
    snprintf(f1, sizeof f1, factor[rand_r(seed) % 7], c1 == 1 ? 2 : c1);
    snprintf(f2, sizeof f2, rand_r(seed) % 3 ? "" : factor[rand_r(seed) % 7], 32 * c2);
    snprintf(t, sizeof t, term[rand_r(seed) % 5], c3);
    const char *b = base[rand_r(seed) % (int)(sizeof base / sizeof base[0])];
    snprintf(out, outsz, "(%s) * %s%s%s%s", b, f1, f2[0] ? " * " : "", f2, t);
}

/* Mixtures by warp, block and s over launches of several DRAM windows
 * agree with brute force, and most are proven per warp: counted over a
 * period and a first window, not thread by thread. Four windows each (4 or
 * 8 before: the brute force and the count walk every thread, and eight
 * windows proved nothing four do not). */
static void test_mixtures(void)
{
    unsigned seed = 2028;
    int tried = 0, proven = 0, moved = 0;
    for (int round = 0; round < 40; round++) {
        char load[160], store[160];
        random_mixture(load, sizeof load, &seed);
        random_mixture(store, sizeof store, &seed);
        (void)rand_r(&seed);          /* drew 4 or 8 windows: the same mixtures as then */
        int64_t n = (int64_t)1 << 18; /* 4 DRAM windows */
        int block = 32 << (rand_r(&seed) % 4);
        int s = 1 + rand_r(&seed) % 3;
        wl_type type = rand_r(&seed) % 4 ? WL_TYPE_F32 : WL_TYPE_F64;
        wl_expr_whole w;
        if (!agree_as(load, rand_r(&seed) % 3 ? NULL : store, type, n, s, block, &w))
            continue;
        tried++;
        proven += w.threads_counted <= n / 16;
        moved += w.windows_counted < w.windows;
    }
    CHECK_MSG(tried >= 25, "only %d of 40 mixtures compared", tried);
    CHECK_MSG(proven * 4 >= tried * 3, "%d of %d mixtures proven", proven, tried);
    /* Over 4 windows a pattern whose phases take all four has none left to
     * move; 14 of 31 move (a count that never moves a window: none). */
    CHECK_MSG(moved * 3 >= tried, "%d of %d mixtures counted DRAM from a first window", moved,
              tried);
    printf("%d mixtures agree with brute force: %d proven, %d with windows moved\n", tried, proven,
           moved);
}

/* The two expressions of the slider's worst case: counted over a period
 * and a first window, not thread by thread. */
static void test_proven_per_warp(void)
{
    const int64_t n = (int64_t)1 << 24;
    static const char *const load[] = {"i * (1 + warp % 2)", "(i ^ 1) * (1 + block % 3) + s",
                                       "i * (1 + (i / 64) % 2)"};
    for (size_t k = 0; k < sizeof load / sizeof load[0]; k++) {
        wl_expr_experiment x;
        wl_expr_whole w;
        wl_memparams mem;
        wl_error err;
        float_case(load[k], false, &x, &mem);
        CHECK(counts(&x, n, 1, &mem, &w, &err) == 0);
        CHECK_MSG(w.threads_counted <= 65536 && w.windows_counted <= 8,
                  "%s: %lld threads and %lld of %lld windows counted one by one", load[k],
                  (long long)w.threads_counted, (long long)w.windows_counted, (long long)w.windows);
    }
}

/* Where L2 holds the launch, each piece counts once over the whole launch
 * (i % 65536 over 16 Mi threads reads 65536 floats once: 1/64 B per
 * element, where windows of 65536 threads would each fetch them again),
 * and a proven stretch is counted from its first step, not thread by
 * thread. */
static void test_held_whole_launch(void)
{
    const int64_t n = (int64_t)1 << 24;
    static const struct {
        const char *load;
        double read; /* bytes per element, L2 holding the launch */
    } cases[] = {{"i % 65536", 65536.0 * 4 / (1 << 24)},
                 {"(i * 33) % n", 4},
                 {"i / 4", 1},
                 /* even warps half of each 64-float block below n, odd
                  * warps whole odd blocks up to 2n: 5 granules per 64 */
                 {"i * (1 + warp % 2)", 5}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        wl_expr_experiment x;
        wl_expr_whole w;
        wl_memparams mem;
        wl_error err;
        float_case(cases[k].load, true, &x, &mem);
        CHECK_MSG(counts(&x, n, 1, &mem, &w, &err) == 0, "%s: %s", cases[k].load, err.msg);
        CHECK_MSG(w.dram_read_bytes_per_element == cases[k].read, "%s: %.6f B read, want %.6f",
                  cases[k].load, w.dram_read_bytes_per_element, cases[k].read);
        CHECK_MSG(wl_expr_batch_evaluated() <= n / 8, "%s: %lld threads evaluated of %lld",
                  cases[k].load, (long long)wl_expr_batch_evaluated(), (long long)n);
    }
}

/* A launch no repeating pattern covers is counted thread by thread, so
 * past the budget it is refused at once with the working set that would
 * fit, never left running for minutes. */
static void test_budget(void)
{
    wl_expr_experiment x;
    wl_expr_whole w;
    wl_memparams mem;
    wl_error err;
    float_case("(i * i) % n", false, &x, &mem);
    const int64_t n = (int64_t)1 << 30;
    CHECK(wl_expr_experiment_check(&x, n, NULL, &err) == 0);
    wl_expr_batch_reset();
    CHECK_MSG(counts(&x, n, 1, &mem, &w, &err) != 0, "1 Gi threads counted");
    CHECK_MSG(strstr(err.msg, "use a working set of at most about"), "message: %s", err.msg);
    CHECK_MSG(wl_expr_batch_evaluated() == 0, "%lld threads evaluated before refusing",
              (long long)wl_expr_batch_evaluated());
}

/* A launch whose patterns repeat still walks every DRAM window of each
 * side, and counts a period of whole lines for its sectors: that work is
 * charged too, so the largest launch (2^40 threads) is refused before any
 * counting, not answered after seconds (or minutes) of a walk, and a
 * period too long for the budget is refused before it is counted. */
static void test_budget_charges_the_walk(void)
{
    static const struct {
        const char *load;
        int log2_n;
    } cases[] = {{"(i * 33) % n", 40}, {"(i * 3) % n", 40}, {"i * 2 % n", 38}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        wl_expr_experiment x;
        wl_expr_whole w;
        wl_memparams mem;
        wl_error err;
        float_case(cases[k].load, false, &x, &mem);
        wl_expr_batch_reset();
        CHECK_MSG(counts(&x, (int64_t)1 << cases[k].log2_n, 0, &mem, &w, &err) != 0,
                  "%s over 2^%d threads counted", cases[k].load, cases[k].log2_n);
        CHECK_MSG(strstr(err.msg, "use a working set of at most about"), "message: %s", err.msg);
        CHECK_MSG(wl_expr_batch_evaluated() == 0, "%s: %lld evaluations before refusing",
                  cases[k].load, (long long)wl_expr_batch_evaluated());
    }
}

/* The budget charges a thread what its count runs: the stores' pieces
 * apart from the loads' are marked only where L2 holds the launch and its
 * elements fit the bits, so a count by windows of threads is charged six
 * evaluations a thread (sectors, granules and elements of two sides) and
 * fits a third more threads than one that marks the stores too (eight). */
static void test_budget_charges_what_runs(void)
{
    static const struct {
        bool held;
        const char *fits;
    } cases[] = {{false, "at most about 341 MiB"}, {true, "at most about 256 MiB"}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        wl_expr_experiment x;
        wl_expr_whole w;
        wl_memparams mem;
        wl_error err;
        wl_memparams_default(&mem);
        mem.l2_holds_launch = cases[k].held;
        CHECK(wl_expr_experiment_init(&x, "(i * i) % n", "(i * i + 1) % n", WL_TYPE_F32, 1, 1, 256,
                                      NULL, &err) == 0);
        const int64_t n = (int64_t)1 << 27;
        wl_expr_batch_reset();
        CHECK_MSG(counts(&x, n, 1, &mem, &w, &err) != 0, "128 Mi threads counted");
        CHECK_MSG(strstr(err.msg, cases[k].fits), "L2 holding it %d: %s", cases[k].held, err.msg);
        CHECK(wl_expr_batch_evaluated() == 0);
    }
}

/* A mask that repeats itself (warp % 32, a function of the lane, tid % 8)
 * changes the low bits only, as a constant mask does: each agrees with
 * brute force and is counted over a period, not thread by thread. */
static void test_repeating_masks(void)
{
    static const char *const load[] = {
        "i ^ (warp % 32)",          "i / 32 * 32 | ((lane * 5) ^ (lane >> 2)) % 32",
        "(i * 2) ^ (tid % 8)",      "i | (warp % 4) * 8",
        "(n - 1 - i) ^ (lane % 4)", "(i & (block % 16)) + s",
        "(i ^ (warp % 32)) * 3"};
    for (size_t k = 0; k < sizeof load / sizeof load[0]; k++) {
        CHECK_MSG(agree_as(load[k], NULL, WL_TYPE_F32, (int64_t)1 << 17, 1, 256, NULL),
                  "%s: refused by the range check", load[k]);
        wl_expr_experiment x;
        wl_expr_whole w;
        wl_memparams mem;
        wl_error err;
        float_case(load[k], false, &x, &mem);
        CHECK(counts(&x, (int64_t)1 << 24, 1, &mem, &w, &err) == 0);
        CHECK_MSG(w.threads_counted <= 65536, "%s: %lld threads counted one by one", load[k],
                  (long long)w.threads_counted);
    }
}

/* Shifts of values below zero, as the kernel does them (two's complement):
 * the analysis shifts the ends of a range and a slope that are negative;
 * against brute force, and under the sanitizers without undefined
 * behaviour. */
static void test_negative_shifts(void)
{
    static const char *const exprs[] = {"((tid - lane) << 1) % n", "((n - i) << 3) % n",
                                        "((i - n) << 4) % n + n"};
    for (size_t k = 0; k < sizeof exprs / sizeof exprs[0]; k++)
        for (int64_t n = (int64_t)1 << 13; n <= (int64_t)1 << 14; n <<= 1)
            CHECK_MSG(agree_as(exprs[k], NULL, WL_TYPE_F32, n, 0, 256, NULL), "%s refused",
                      exprs[k]);
}

/* A mask 62 bits wide or more moves by no int64_t (2^62 << 1 overflows),
 * nor has INT64_MIN a magnitude, and INT64_MIN / -1 wraps to itself (its
 * corners bound nothing): counted, not proven. A right shift by an amount that varies
 * between threads is no division by one constant: warp >> (lane % 4) was taken for periodic and
 * counted 1.00 sectors per request where every warp is 3.89. Against brute force at sizes where
 * every warp is counted and where the analysis must prove what it skips. */
static void test_varying_shifts(void)
{
    static const char *const exprs[] = {
        "warp >> (lane % 4)",
        "(i * 16) >> (lane % 4)",
        "warp >> (tid % 2)",
        "(warp >> lane) + lane",
        "block >> (block % 3)",
        "i >> (warp % 3)",
        "(i | 0x4000000000000000) & (n - 1)",
        "(i ^ 0x4000000000000000) - 0x4000000000000000",
        "lane + ((warp * 32) & 0x4000000000000000)",
        "max(i, -9223372036854775807 - 1)",
        "i / (-9223372036854775807 - 1) + i",
        "(i | (-9223372036854775807 - 1)) & 4095",
        "i % (-9223372036854775807 - 1)",
        "(max((-9223372036854775807 - 1 + lane) / -1, 9223372036854775807 - 30) - "
        "(9223372036854775807 - 30)) * warp"};
    for (size_t k = 0; k < sizeof exprs / sizeof exprs[0]; k++)
        for (int64_t n = (int64_t)1 << 14; n <= (int64_t)1 << 18; n <<= 4)
            CHECK_MSG(agree_as(exprs[k], NULL, WL_TYPE_F32, n, 0, 256, NULL), "%s at n = %lld",
                      exprs[k], (long long)n);
}

/* Distinct DRAM pieces (read granules of the loads, write pieces of the
 * stores) and distinct elements over the whole launch, thread by thread
 * through wl_expr_eval, one bit each: exactly what a launch L2 holds
 * moves. Per element, as truth's, and each side's distinct bytes. */
static int brute_launch(const wl_expr_experiment *x, int64_t n, truth *t, double side[2])
{
    wl_memparams mem;
    wl_memparams_default(&mem);
    const int64_t unit[2] = {mem.dram_read_granule, mem.dram_write_granule};
    int64_t es = wl_type_bytes(x->type);
    uint64_t extent; /* elements the array reaches, past n for i % 4096 * 2048 */
    wl_error err;
    if (wl_expr_extent_checked(x, n, 0, &extent, &err) != 0)
        return -1;
    *t = (truth){{0, 0}, {0, 0}, {0, 0}, 0};
    uint64_t words = extent / 64 + 1, *bits[2][2]; /* [side][pieces, elements] */
    for (int k = 0; k < 4; k++)
        bits[k / 2][k % 2] = calloc(words, sizeof(uint64_t));
    double pieces[2] = {0, 0}, elements[2] = {0, 0};
    bool held = bits[0][0] && bits[0][1] && bits[1][0] && bits[1][1];
    for (int64_t i = 0; held && i < n; i++) {
        int64_t idx = 0;
        for (int k = 0; k < 2; k++) {
            idx = index_at(x, n, 0, k, i, idx);
            uint64_t p = (uint64_t)idx * (uint64_t)es / (uint64_t)unit[k], b = (uint64_t)idx;
            uint64_t *piece = bits[k][0], *element = bits[k][1];
            pieces[k] += !(piece[p / 64] >> (p % 64) & 1);
            piece[p / 64] |= 1ull << (p % 64);
            elements[k] += !(element[b / 64] >> (b % 64) & 1);
            element[b / 64] |= 1ull << (b % 64);
        }
    }
    for (int k = 0; k < 2; k++) {
        t->dram[k] = pieces[k] * (double)unit[k] / (double)n;
        side[k] = elements[k] * (double)es / (double)n;
        t->distinct += side[k];
        free(bits[k][0]);
        free(bits[k][1]);
    }
    return held ? 0 : -1;
}

/* The prediction for thread i doing a[store] = a[load] + 1 over n
 * elements (store NULL: the load's), unroll elements per thread. */
static int predict_as(const char *load, const char *store, int unroll, int64_t n,
                      const wl_gpu_consts *c, wl_expr_experiment *x, wl_prediction *p)
{
    wl_error err;
    wl_spec spec;
    if (wl_expr_experiment_init(x, load, store, WL_TYPE_F32, 0, 0, 256, NULL, &err) != 0 ||
        wl_expr_check_n(x, n, &err) != 0)
        return -1;
    wl_expr_spec(x, 0, unroll, &spec);
    spec.n = (size_t)n;
    int rc = wl_predict_launch(&spec, (double)n, c, p, &err);
    if (rc != 0)
        fprintf(stderr, "%s: %s\n", load, err.msg);
    return rc;
}

static int predict(const char *load, int64_t n, const wl_gpu_consts *c, wl_expr_experiment *x,
                   wl_prediction *p)
{
    return predict_as(load, NULL, 1, n, c, x, p);
}

static bool near(double got, double want)
{
    return got > want - 1e-9 && got < want + 1e-9;
}

/* Whether L2 holds a launch is the pieces it touches, not its array's
 * extent. Over an H200-like L2 (60 MiB, loads kept twice) 28 MiB arrays fit
 * by their extent and 32 MiB ones do not, yet these launches touch a few
 * thousand granules at either size: both sides of that line are the
 * brute-force count of their pieces, each once (32 MiB predicted 4 B read
 * per element, every element distinct, where 0.0625 B is read). Over a
 * one-copy 1 MiB L2 a launch touching 64 KiB of a 4 MiB array is read once
 * (0 bytes were predicted: the sample's second half asks for its first
 * half's elements again, so its margin held no distinct byte to floor
 * with), and past L2 whole (64 MiB, 16 MiB touched) each side's DRAM bytes
 * are at least its distinct bytes, which are the launch's (8 B
 * per element were printed, 2 are distinct; another launch past L2 was
 * predicted to read nothing).
 *
 * The brute force walks every thread, so the cases run on L2s scaled down
 * with their launches, each line where it was against L2: a sixteenth of
 * the H200's (3.75 MiB: 1.75 MiB arrays fit by their extent, 2 MiB ones do
 * not) and a quarter of the 1 MiB one (256 KiB: the transpose touches 4 KiB
 * of a 1 MiB array, and 1 MiB of a 16 MiB one past it). */
typedef struct launch_case {
    const char *load;
    int64_t n;
    const wl_gpu_consts *c;
    bool fits; /* L2 holds the launch: the count is exact, else a floor */
} launch_case;

/* One case against brute force; its prediction into p. */
static void launch_agrees(const launch_case *lc, wl_prediction *p)
{
    wl_expr_experiment x;
    truth t;
    double side[2];
    if (predict(lc->load, lc->n, lc->c, &x, p) != 0 || brute_launch(&x, lc->n, &t, side) != 0) {
        CHECK_MSG(false, "%s over %lld elements: no prediction", lc->load, (long long)lc->n);
        return;
    }
    const wl_traffic *tr = &p->traffic;
    bool exact = near(tr->dram_read_bytes, t.dram[0]) && near(tr->dram_write_bytes, t.dram[1]);
    bool floor = tr->dram_read_bytes >= side[0] - 1e-9 && tr->dram_write_bytes >= side[1] - 1e-9;
    CHECK_MSG(p->fits_in_l2 == lc->fits && (lc->fits ? exact : floor) &&
                  near(tr->distinct_asked_bytes, t.distinct),
              "%s over %lld elements: %s L2, %g + %g B, %g distinct; brute force %g + %g B, "
              "%g distinct",
              lc->load, (long long)lc->n, p->fits_in_l2 ? "in" : "beyond", tr->dram_read_bytes,
              tr->dram_write_bytes, tr->distinct_asked_bytes, t.dram[0], t.dram[1], t.distinct);
}

static void test_footprint_not_extent(void)
{
    static const char *const small[] = {"(i * 1024) % n", "(i * 4096) % n", "i % 4096 * 2048",
                                        "(i * 256) % n"};
    const int64_t sizes[] = {(int64_t)7 << 16, (int64_t)8 << 16}; /* 1.75 and 2 MiB of floats */
    wl_gpu_consts h200 = wl_test_h200(), small_l2 = wl_test_h200();
    h200.l2_bytes /= 16;
    small_l2.l2_bytes = 1 << 18;
    small_l2.l2_read_copies = 1;
    for (size_t k = 0; k < sizeof small / sizeof small[0]; k++) {
        wl_prediction p[2];
        for (int z = 0; z < 2; z++)
            launch_agrees(&(launch_case){small[k], sizes[z], &h200, true}, &p[z]);
        /* the same launch per element on either side of the extent's line
         * (i % 4096 * 2048 touches 4096 elements whatever n is) */
        CHECK_MSG(k == 2 ||
                      (p[0].traffic.dram_read_bytes == p[1].traffic.dram_read_bytes &&
                       p[0].traffic.dram_write_bytes == p[1].traffic.dram_write_bytes &&
                       p[0].traffic.distinct_asked_bytes == p[1].traffic.distinct_asked_bytes),
                  "%s: %g + %g B, %g distinct over 1.75 MiB; %g + %g B, %g over 2 MiB", small[k],
                  p[0].traffic.dram_read_bytes, p[0].traffic.dram_write_bytes,
                  p[0].traffic.distinct_asked_bytes, p[1].traffic.dram_read_bytes,
                  p[1].traffic.dram_write_bytes, p[1].traffic.distinct_asked_bytes);
    }
    const char *transpose = "((i % 8192) * 8192 + i / 8192) % n";
    wl_prediction p;
    launch_agrees(&(launch_case){transpose, (int64_t)1 << 18, &small_l2, true}, &p);
    launch_agrees(&(launch_case){transpose, (int64_t)1 << 22, &small_l2, false}, &p);
    /* 512 rows of 256 floats, 512 KiB, past L2: a sample of the first
     * threads sees one column again and again, 0 B; the floor holds */
    launch_agrees(
        &(launch_case){"(i % 512) * 16384 + i / 16384", (int64_t)1 << 22, &small_l2, false}, &p);
}

/* Past L2, a set far smaller than L2 used over and over through the
 * launch is read (or written back) once: 16 KiB of loads beside 16 MiB of
 * stores on a 1 MiB L2 were 4 B read per element at unroll 1 and the
 * brute-force count at unroll 4 (whose sample happened to see the loads
 * wrap), and 4000 B stored again and again were 4 B written per element.
 * Each side is the brute-force count of its pieces, at any unroll. At
 * exactly L2 (4032 B of loads, 1 MiB of stores over them) the launch fits:
 * a store beside a load in one of its granules adds nothing to L2, where
 * it counted 32 B past it. Run on a quarter of that L2 with a quarter of
 * the launches (4 MiB of stores past 256 KiB; 256 KiB of stores at it):
 * the brute force walks every thread. */
static void test_reuse_past_l2(void)
{
    wl_gpu_consts small_l2 = wl_test_h200();
    small_l2.l2_bytes = 1 << 18;
    small_l2.l2_read_copies = 1;
    static const char *const sides[][2] = {{"i % 4096", "i"}, {"i % 1024", "i"}, {"i", "i % 1000"}};
    const int64_t n = (int64_t)1 << 20;
    for (size_t k = 0; k < sizeof sides / sizeof sides[0]; k++)
        for (int unroll = 1; unroll <= 4; unroll *= 4) {
            wl_expr_experiment x;
            wl_prediction p;
            truth t;
            double side[2];
            if (predict_as(sides[k][0], sides[k][1], unroll, n, &small_l2, &x, &p) != 0 ||
                brute_launch(&x, n, &t, side) != 0) {
                CHECK_MSG(false, "%s / %s: no prediction", sides[k][0], sides[k][1]);
                continue;
            }
            CHECK_MSG(!p.fits_in_l2 && near(p.traffic.dram_read_bytes, t.dram[0]) &&
                          near(p.traffic.dram_write_bytes, t.dram[1]),
                      "%s / %s at unroll %d: %g + %g B per element; brute force %g + %g B",
                      sides[k][0], sides[k][1], unroll, p.traffic.dram_read_bytes,
                      p.traffic.dram_write_bytes, t.dram[0], t.dram[1]);
        }
    wl_expr_experiment x;
    wl_prediction p;
    const int64_t at_l2 = (int64_t)1 << 16; /* 256 KiB of floats */
    CHECK(predict_as("i % 1000", "i", 1, at_l2, &small_l2, &x, &p) == 0);
    CHECK_MSG(p.fits_in_l2, "i %% 1000 / i at exactly L2: %g B footprint per element",
              p.traffic.footprint_bytes);
}

/* The prediction takes the launch's own sectors and lines per request, not
 * a sample's: expressions whose first warps differ from the rest (a clamp,
 * a period of three that 32 warps do not hold whole, mixtures by warp). */
static void test_prediction_takes_whole_counts(void)
{
    static const char *const loads[] = {"min(i, 1000) * 8", "i / 3 * 3", "min(i * 3, n - 1)",
                                        "i * (1 + warp % 2)", "i / 11 * 11"};
    const wl_gpu_consts c = wl_test_h200();
    for (size_t k = 0; k < sizeof loads / sizeof loads[0]; k++) {
        const int64_t n = (int64_t)1 << 16;
        wl_expr_experiment x;
        wl_prediction p;
        truth t[2];
        if (predict(loads[k], n, &c, &x, &p) != 0 || brute(&x, n, 0, t) != 0) {
            CHECK_MSG(false, "%s: no prediction", loads[k]);
            continue;
        }
        double l1 = (t[0].lines[0] + t[0].lines[1]) / WL_WARP_SIZE;
        CHECK_MSG(near(p.traffic.load_sectors, t[0].sectors[0]) &&
                      near(p.traffic.store_sectors, t[0].sectors[1]) &&
                      near(p.traffic.l1_lines, l1),
                  "%s: predicted %.4f + %.4f sectors per request, %.4f L1 lines per element; "
                  "brute force %.4f + %.4f, %.4f",
                  loads[k], p.traffic.load_sectors, p.traffic.store_sectors, p.traffic.l1_lines,
                  t[0].sectors[0], t[0].sectors[1], l1);
    }
}

int main(void)
{
    test_reuse_past_l2();
    test_footprint_not_extent();
    test_issue_expressions();
    test_random();
    test_proven_per_warp();
    test_mixtures();
    test_repeating_masks();
    test_held_whole_launch();
    test_budget();
    test_budget_charges_what_runs();
    test_budget_charges_the_walk();
    test_negative_shifts();
    test_varying_shifts();
    test_prediction_takes_whole_counts();
    return CHECK_DONE();
}
