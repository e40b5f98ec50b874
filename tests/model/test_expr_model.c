/* Custom experiments through the access model. The built-in kernels are the
 * reference: their expression form ("i + s" for offset, "i * s" for stride,
 * ...) must give the same sectors, lines and DRAM estimate as the built-in
 * analysis. Other expected values are worked out by hand in comments. */
#include <stdlib.h>

#include "wl_check.h"
#include "wl_expr_batch.h"
#include "wl_expr_model.h"
#include "wl_family.h"

#define N ((int64_t)1 << 20)

static int setup(wl_expr_experiment *x, const char *load, const char *store, wl_type t, int lo,
                 int hi)
{
    wl_error err;
    wl_expr_problem pb;
    int rc = wl_expr_experiment_init(x, load, store, t, lo, hi, 256, &pb, &err);
    CHECK_MSG(rc == 0, "'%s': %s", load, err.msg);
    return rc;
}

static void same_access(const wl_access *got, const wl_access *want, const char *what)
{
    CHECK_MSG(got->sectors == want->sectors && got->lines == want->lines &&
                  got->useful_bytes == want->useful_bytes,
              "%s: %d sectors %d lines %d bytes, built-in %d %d %d", what, got->sectors, got->lines,
              got->useful_bytes, want->sectors, want->lines, want->useful_bytes);
}

static void compare_builtin(const char *expr, wl_kernel k, wl_type t, int param, int64_t s)
{
    wl_expr_experiment x;
    if (setup(&x, expr, NULL, t, (int)s, (int)s) != 0)
        return;
    wl_spec spec;
    wl_spec_default(k, t, &spec);
    spec.param = param;
    for (long warp = 0; warp < 70; warp += 69) {
        wl_expr_analysis got;
        wl_analysis want;
        wl_error err;
        spec.warp = warp;
        CHECK_MSG(wl_expr_analyze(&x, N / 64, s, warp, NULL, &got, NULL, &err) == 0, "%s: %s", expr,
                  err.msg);
        CHECK(wl_analyze(&spec, NULL, &want, &err) == 0);
        char what[64];
        snprintf(what, sizeof what, "%s %s s=%lld warp %ld", expr, wl_type_name(t), (long long)s,
                 warp);
        same_access(&got.analysis.load, &want.load, what);
        same_access(&got.analysis.store, &want.store, what);
        CHECK_NEAR(got.analysis.load_sectors_per_request, want.load_sectors_per_request, 1e-9);
        CHECK_NEAR(got.analysis.store_sectors_per_request, want.store_sectors_per_request, 1e-9);
        CHECK_NEAR(got.analysis.load_lines_per_request, want.load_lines_per_request, 1e-9);
        /* The built-in estimate counts whole granules per step; the window
         * counts the granules themselves, which differ by the window's edge. */
        CHECK_NEAR(got.analysis.dram_read_bytes_per_element, want.dram_read_bytes_per_element,
                   0.01);
        CHECK_NEAR(got.analysis.dram_write_bytes_per_element, want.dram_write_bytes_per_element,
                   0.01);
        CHECK_EQ_INT(got.analysis.useful_bytes_per_element, want.useful_bytes_per_element);
    }
}

static void test_builtins(void)
{
    for (int t = 0; t < WL_TYPE_COUNT; t++) {
        for (int s = 0; s <= 32; s++)
            compare_builtin("i + s", WL_KERNEL_OFFSET, (wl_type)t, s, s);
        for (int s = 1; s <= 32; s++)
            compare_builtin("i * s", WL_KERNEL_STRIDE, (wl_type)t, s, s);
        compare_builtin("i", WL_KERNEL_SOA, (wl_type)t, 0, 0);
        compare_builtin("i * 3", WL_KERNEL_AOS, (wl_type)t, 0, 0);
    }
}

/* The naive transpose of a 1024 x 1024 matrix, lanes walking a column of the
 * input: every lane its own sector on the load, a coalesced store. */
static void test_transpose_form(void)
{
    wl_expr_experiment x;
    wl_expr_analysis a;
    wl_error err;
    if (setup(&x, "(i % 1024) * 1024 + i / 1024", "i", WL_TYPE_F32, 0, 0) != 0)
        return;
    CHECK(wl_expr_analyze(&x, N, 0, 5, NULL, &a, NULL, &err) == 0);
    CHECK_EQ_INT(a.analysis.load.sectors, 32);
    CHECK_EQ_INT(a.analysis.load.lines, 32);
    CHECK_EQ_INT(a.analysis.store.sectors, 4);
    CHECK_NEAR(a.analysis.load_sectors_per_request, 32.0, 1e-9);
    CHECK_NEAR(a.analysis.store_sectors_per_request, 4.0, 1e-9);
    CHECK_EQ_INT(a.extent, N);
    CHECK_EQ_INT(a.warps_counted, N / 32);
}

static void test_patterns(void)
{
    wl_expr_experiment x;
    wl_expr_analysis a;
    wl_error err;
    /* Broadcast: one element, one sector, 4 of 32 bytes used; the array is
     * one element long. */
    if (setup(&x, "0", NULL, WL_TYPE_F32, 0, 0) == 0) {
        CHECK(wl_expr_analyze(&x, N, 0, 7, NULL, &a, NULL, &err) == 0);
        CHECK_EQ_INT(a.analysis.load.sectors, 1);
        CHECK_EQ_INT(a.analysis.load.useful_bytes, 4);
        CHECK_NEAR(a.analysis.load.efficiency, 0.125, 1e-12);
        CHECK_EQ_INT(a.extent, 1);
    }
    /* Neighbouring pairs swapped: the same four sectors as a[i]. */
    if (setup(&x, "i ^ 1", NULL, WL_TYPE_F32, 0, 0) == 0) {
        CHECK(wl_expr_analyze(&x, N, 0, 3, NULL, &a, NULL, &err) == 0);
        CHECK_EQ_INT(a.analysis.load.sectors, 4);
        CHECK_EQ_INT(a.analysis.load.lane_addr[0], 3 * 128 + 4);
    }
    /* (i * 33) % n: lanes 132 bytes apart, each its own sector; each element
     * costs a whole 64-byte read granule and a 32-byte written sector (n is
     * large enough that the DRAM window does not wrap round the array). */
    if (setup(&x, "(i * 33) % n", NULL, WL_TYPE_F32, 0, 0) == 0) {
        CHECK(wl_expr_analyze(&x, 4 * N, 0, 0, NULL, &a, NULL, &err) == 0);
        CHECK_EQ_INT(a.analysis.load.sectors, 32);
        CHECK_NEAR(a.analysis.dram_read_bytes_per_element, 64.0, 1e-9);
        CHECK_NEAR(a.analysis.dram_write_bytes_per_element, 32.0, 1e-9);
        CHECK_EQ_INT(a.extent, 4 * N);
    }
    /* Stride 3 over n elements reaches (n - 1) * 3 + 1 elements. */
    if (setup(&x, "i * s", NULL, WL_TYPE_F64, 1, 32) == 0) {
        CHECK(wl_expr_analyze(&x, 1024, 3, 0, NULL, &a, NULL, &err) == 0);
        CHECK_EQ_INT(a.extent, 1023 * 3 + 1);
    }
}

static void test_outside(void)
{
    wl_expr_experiment x;
    wl_expr_analysis a;
    wl_error err;
    /* Lane 0 of warp 0 reads a[-1]. */
    if (setup(&x, "i - 1", NULL, WL_TYPE_F32, 0, 0) == 0) {
        CHECK(wl_expr_analyze(&x, 1024, 0, 0, NULL, &a, NULL, &err) == -1);
        CHECK(a.outside.any && a.outside.lane == 0 && a.outside.warp == 0);
        CHECK_EQ_INT(a.outside.index, -1);
        CHECK_STR(err.msg, "the load of lane 0 in warp 0 touches element -1, outside the "
                           "array's 0..1022");
    }
    /* i * 64 is clamped to 32 n elements: warp 16 (i = 512..543) is the
     * first whose lanes pass 32768; lane 0 lands on 32768 exactly. The warp
     * drawn (0) is fine, the whole-kernel average is not. */
    if (setup(&x, "i", "i * 64", WL_TYPE_F32, 0, 0) == 0) {
        CHECK(wl_expr_analyze(&x, 1024, 0, 0, NULL, &a, NULL, &err) == -1);
        CHECK(a.outside.which == WL_EXPR_STORE);
        CHECK_EQ_INT(a.outside.warp, 16);
        CHECK_EQ_INT(a.outside.lane, 0);
        CHECK_CONTAINS(err.msg, "store of lane 0 in warp 16 touches element 32768");
    }
}

/* The whole launch is proven inside, or a thread outside is named: never a
 * sample. */
static void test_bound(void)
{
    static const struct {
        const char *expr;
        int s_lo, s_hi;
        wl_expr_bound_result want;
        int64_t i, index; /* the thread named when outside */
    } cases[] = {
        {"i - lane", 0, 0, WL_BOUND_INSIDE, 0, 0},
        {"i - i % 32", 0, 0, WL_BOUND_INSIDE, 0, 0},
        {"i * s", 1, 32, WL_BOUND_INSIDE, 0, 0},
        {"i - (1 - min(warp ^ 1, 1)) * 100", 0, 0, WL_BOUND_OUTSIDE, 32, -68},
        {"i * s", 30, 40, WL_BOUND_OUTSIDE, -1, -1},
        {"i + (warp / (n / 32 - 1)) * n * 32", 0, 0, WL_BOUND_OUTSIDE, N - 32, 33 * N - 32},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        wl_expr_experiment x;
        if (setup(&x, cases[k].expr, NULL, WL_TYPE_F32, cases[k].s_lo, cases[k].s_hi) != 0)
            continue;
        wl_expr_witness w = {0};
        wl_expr_bound_result got =
            wl_expr_bound(&x, &x.load, N, cases[k].s_lo, cases[k].s_hi, 32 * N, &w);
        CHECK_MSG(got == cases[k].want, "'%s': %d, not %d", cases[k].expr, got, cases[k].want);
        if (got != WL_BOUND_OUTSIDE || cases[k].i < 0)
            continue;
        CHECK_EQ_INT(w.i, cases[k].i);
        CHECK_EQ_INT(w.index, cases[k].index);
    }
}

static void test_errors(void)
{
    wl_expr_experiment x;
    wl_expr_problem pb;
    wl_error err;
    CHECK(wl_expr_experiment_init(&x, "i", "i +", WL_TYPE_F32, 0, 1, 256, &pb, &err) == -1);
    CHECK(pb.which == WL_EXPR_STORE && pb.col == 4);
    CHECK(wl_expr_experiment_init(&x, "i", NULL, WL_TYPE_F32, 0, 1, 48, &pb, &err) == -1);
    CHECK_CONTAINS(err.msg, "block size 48 is not allowed");
    CHECK(wl_expr_experiment_init(&x, "i", NULL, WL_TYPE_F32, 5, 1, 256, &pb, &err) == -1);
    CHECK_CONTAINS(err.msg, "slider range 5..1 is not allowed");
    /* The store divides by s, which the slider takes to 0. */
    CHECK(wl_expr_experiment_init(&x, "i", "i / s", WL_TYPE_F32, 0, 8, 256, &pb, &err) == 0);
    CHECK(wl_expr_experiment_check(&x, 1024, &pb, &err) == -1);
    CHECK(pb.which == WL_EXPR_STORE && pb.col == 3);
    CHECK_CONTAINS(err.msg, "column 3: the divisor 's' can be 0 (it ranges over 0..8)");
    CHECK(wl_expr_experiment_check(&x, 1000, &pb, &err) == -1);
    CHECK_CONTAINS(err.msg, "a launch of 1000 threads is not whole blocks of 256 threads");
    CHECK(wl_expr_experiment_check(&x, 0, &pb, &err) == -1);
    CHECK_CONTAINS(err.msg, "a launch with no threads; it needs at least one block of 256 threads");
    CHECK(wl_expr_experiment_check(&x, WL_EXPR_THREADS_MAX + 256, &pb, &err) == -1);
    CHECK_CONTAINS(err.msg, "is too large; a custom experiment runs at most 2^40 threads");
    /* At s = 2 alone it is fine. */
    wl_expr_analysis a;
    CHECK(wl_expr_analyze(&x, 1024, 2, 0, NULL, &a, &pb, &err) == 0);
    CHECK(wl_expr_analyze(&x, 1024, 0, 0, NULL, &a, &pb, &err) == -1);
    CHECK(wl_expr_analyze(&x, 1024, 2, 32, NULL, &a, &pb, &err) == -1);
    CHECK_CONTAINS(err.msg, "warp 32 is out of range; warp must be 0..31");
}

/* Unrolled, as the generated kernel runs it (block b issues threads
 * (b * U + u) * block + tid): every thread index of the launch is issued
 * exactly once by the warps the family counts, and a part that starts at
 * thread index a is sampled from the warp that issues a. */
static void test_unrolled(void)
{
    wl_expr_experiment x;
    if (setup(&x, "i", NULL, WL_TYPE_F32, 0, 0) == 0) {
        const int64_t n = 4 * 256 * 64;
        wl_spec s;
        wl_expr_spec(&x, 0, 4, &s);
        s.n = (size_t)n;
        long warps = wl_spec_warp_count(&s);
        CHECK_EQ_INT(warps * WL_WARP_SIZE * 4, n);
        unsigned char *seen = calloc((size_t)n, 1);
        for (long w = 0; seen && w < warps; w++)
            for (int u = 0; u < 4; u++) {
                uint64_t addr[WL_WARP_SIZE];
                int array;
                s.warp = w;
                wl_lane_addresses(&s, false, u, addr, &array);
                for (int l = 0; l < WL_WARP_SIZE; l++)
                    if (addr[l] / 4 < (uint64_t)n)
                        seen[addr[l] / 4]++;
            }
        int64_t once = 0;
        for (int64_t i = 0; seen && i < n; i++)
            once += seen[i] == 1;
        CHECK_EQ_INT(once, n);
        free(seen);
    }
    /* Two parts: i below 65536 walks by 1, from there by 2. Unrolled 4
     * times in blocks of 256, index 65536 is the first of block 64, whose
     * first warp is 64 * 8 = 512 (warp 2048 at unroll 1). */
    if (setup(&x, "i * (1 + min(i / 65536, 1))", NULL, WL_TYPE_F32, 0, 0) == 0) {
        wl_spec s;
        wl_expr_spec(&x, 0, 4, &s);
        s.n = (size_t)1 << 18;
        wl_part parts[8];
        int count = wl_launch_parts(&s, parts, 8);
        CHECK_EQ_INT(count, 2);
        CHECK_EQ_INT(parts[1].first_warp, 512);
        uint64_t addr[WL_WARP_SIZE];
        int array;
        s.part_warp = parts[count - 1].first_warp;
        wl_lane_addresses(&s, false, 0, addr, &array);
        CHECK_EQ_INT(addr[0], 65536 * 2 * 4);
    }
}

/* The batch evaluator (shifts for a division by a power of two the same
 * for every thread, blocks counted on) gives every thread the index
 * wl_expr_eval does, negative dividends included, from a first thread
 * inside a block. */
static void test_batch_is_eval(void)
{
    static const char *const exprs[] = {
        "(i - n / 2) / 8 + n",       "(i - n / 2) % 64 + 64", "(lane - 31) / 4 + i",
        "(tid - 200) % 32 + i",      "(i * 4097) % n",        "block * 256 + tid",
        "(n - 1 - i) / (n / 4) + i", "(i - 1000) / 3 + n",    "(i - 1000) % s + n",
        "(warp - 5) % 1 + i / 1"};
    static const int blocks[] = {256, 96};
    int64_t buf[WL_EXPR_BATCH];
    for (size_t k = 0; k < sizeof exprs / sizeof exprs[0]; k++)
        for (int b = 0; b < 2; b++) {
            wl_expr_experiment x;
            wl_error err;
            if (wl_expr_experiment_init(&x, exprs[k], NULL, WL_TYPE_F32, 4, 4, blocks[b], NULL,
                                        &err) != 0) {
                CHECK_MSG(false, "'%s': %s", exprs[k], err.msg);
                continue;
            }
            const int64_t first = 1000, count = WL_EXPR_BATCH;
            wl_expr_batch(&x, &x.load, N, 4, first, (int)count, buf);
            int differ = 0;
            for (int64_t t = 0; t < count; t++) {
                wl_expr_env env;
                int64_t idx;
                wl_expr_env_at(&x, N, 4, first + t, &env);
                wl_expr_eval(&x.load, &env, &idx, NULL);
                differ += idx != buf[t];
            }
            CHECK_MSG(differ == 0, "'%s', block %d: %d of %lld threads differ from wl_expr_eval",
                      exprs[k], blocks[b], differ, (long long)count);
        }
}

int main(void)
{
    test_batch_is_eval();
    test_unrolled();
    test_builtins();
    test_transpose_form();
    test_patterns();
    test_outside();
    test_errors();
    test_bound();
    return CHECK_DONE();
}
