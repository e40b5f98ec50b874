/* The limits calibrate's newer microbenchmarks feed (wl_perf.c): block
 * launches, same-line writes (wl_hot_lines.c), reuse within L2's reach
 * (wl_reuse.c), and the physical range of every constant. Worked by hand
 * from the access patterns. */
#include <string.h>

#include "wl_check.h"
#include "wl_expr_model.h"
#include "wl_perf.h"
#include "wl_test_h200.h"

/* H200-like constants (reference/nvidia-h200-calibration.txt, rounded). */

/* Predicts a[store] = a[load] + 1 over n f32 threads in blocks of `block`. */
static int predict_expr(const char *load, const char *store, int block, int64_t n,
                        const wl_gpu_consts *c, wl_prediction *p)
{
    wl_expr_experiment x;
    wl_expr_problem pb;
    wl_error err;
    if (wl_expr_experiment_init(&x, load, store, WL_TYPE_F32, 0, 0, block, &pb, &err) != 0 ||
        wl_expr_check_n(&x, n, &err) != 0) {
        fprintf(stderr, "%s: %s\n", load, err.msg);
        return -1;
    }
    uint64_t extent;
    if (wl_expr_extent(&x, n, 0, &extent, &err) != 0)
        return -1;
    wl_spec spec;
    wl_expr_spec(&x, 0, 1, &spec);
    spec.n = (size_t)n;
    int rc = wl_predict_launch_block(&spec, (double)n, block, c, p, &err);
    if (rc != 0)
        fprintf(stderr, "%s: %s\n", load, err.msg);
    return rc;
}

static void test_blocks(void)
{
    wl_gpu_consts c = wl_test_h200();
    wl_prediction p;
    int64_t n = 1 << 24;
    /* 32-thread blocks: n / 32 blocks at 1.6e9 per second. */
    CHECK(predict_expr("i", NULL, 32, n, &c, &p) == 0);
    CHECK_NEAR(p.limit_s[WL_LIMIT_BLOCKS], (n / 32) / 1.6e9, 1e-12);
    CHECK(p.binding == WL_LIMIT_BLOCKS);
    /* 1024-thread blocks: their warps, n / 32, at 3e10 per second. */
    CHECK(predict_expr("i", NULL, 1024, n, &c, &p) == 0);
    CHECK_NEAR(p.limit_s[WL_LIMIT_BLOCKS], (n / 32) / 3e10, 1e-12);
}

static void test_hot_lines(void)
{
    wl_gpu_consts c = wl_test_h200();
    wl_prediction p;
    int64_t n = 1 << 24;
    /* Every warp writes a word into each of the same 32 lines: one hot
     * request per element, 32 lines at hot32_per_s. */
    CHECK(predict_expr("lane * 32 + warp % 8", NULL, 256, n, &c, &p) == 0);
    CHECK_NEAR(p.traffic.hot_requests, 1, 1e-9);
    CHECK_NEAR(p.hot_lines, 32, 0);
    CHECK_NEAR(p.limit_s[WL_LIMIT_HOT_LINES], n / 4.7e9, 1e-9);
    CHECK(p.binding == WL_LIMIT_HOT_LINES);
    /* A misaligned store shares a line with one neighbour only; a whole
     * warp writing one word is one line per instruction: neither is hot. */
    CHECK(predict_expr("i", "i + 1", 256, n, &c, &p) == 0);
    CHECK_NEAR(p.traffic.hot_requests, 0, 0);
    CHECK(predict_expr("0", NULL, 256, n, &c, &p) == 0);
    CHECK_NEAR(p.traffic.hot_requests, 0, 0);
}

static void test_reuse(void)
{
    wl_gpu_consts c = wl_test_h200();
    wl_prediction p;
    int64_t n = 1 << 26; /* 256 MiB read as an 8192-wide matrix's columns */
    /* Each line holds 32 columns' words and a column is 256 warps. L2 would
     * keep a line for all 32 uses, but the count looks 4096 warps ahead
     * (REUSE_LANES_MAX): 16 columns, so one fill per 16 elements. */
    CHECK(predict_expr("(i % 8192) * 8192 + i / 8192", "i", 256, n, &c, &p) == 0);
    CHECK(!p.fits_in_l2);
    CHECK_NEAR(p.traffic.l2_fills, 1.0 / 16, 1e-9);
    CHECK_NEAR(p.traffic.dram_read_bytes, 64.0 / 16, 1e-9);
    /* An L2 of 64 KiB holds a few warps' lines: each use fills again. */
    c.l2_bytes = 65536;
    CHECK(predict_expr("(i % 8192) * 8192 + i / 8192", "i", 256, n, &c, &p) == 0);
    CHECK_NEAR(p.traffic.l2_fills, 1, 1e-9);
}

static void test_ranges(void)
{
    wl_gpu_consts c = wl_test_h200();
    wl_error err;
    CHECK(wl_gpu_consts_validate(&c, &err) == 0);
    c.dram_bytes_per_s = 1e-300;
    CHECK(wl_gpu_consts_validate(&c, &err) == -1 && strstr(err.msg, "dram_bytes_per_s"));
    c = wl_test_h200();
    c.dram_page_bytes = 2147483648.0;
    CHECK(wl_gpu_consts_validate(&c, &err) == -1 && strstr(err.msg, "dram_page_bytes"));
    wl_prediction p;
    fprintf(stderr, "(an error about dram_page_bytes is expected next)\n");
    CHECK(predict_expr("i", NULL, 256, 1 << 20, &c, &p) == -1);
}

/* The launch's fixed cost: launch_s (as the lab times a launch), added to
 * the binding limit whatever a CUDA graph's launch costs (launch_gpu_s: the
 * lab does not replay its launches), and named as what dominates where it
 * is the larger part (the seed's 4 MiB, not 256 MiB). */
static void test_launch_cost(void)
{
    wl_gpu_consts c = wl_test_h200();
    wl_prediction p;
    wl_error err;
    wl_spec s = {.kernel = WL_KERNEL_OFFSET, .type = WL_TYPE_F32, .unroll = 1};
    double small = 1 << 20, large = 1 << 26; /* elements: 4 MiB and 256 MiB */
    CHECK(wl_predict_launch(&s, small, &c, &p, &err) == 0);
    CHECK_NEAR(p.seconds, p.limit_s[p.binding] + 5e-6, 1e-15);
    CHECK(p.launch_bound);
    c.launch_gpu_s = 0.5e-6;
    CHECK(wl_predict_launch(&s, small, &c, &p, &err) == 0);
    CHECK_NEAR(p.seconds, p.limit_s[p.binding] + 5e-6, 1e-15);
    CHECK_NEAR(p.launch_s, 5e-6, 1e-18);
    CHECK(wl_predict_launch(&s, large, &c, &p, &err) == 0);
    CHECK(!p.launch_bound);
    char chain[256];
    wl_perf_chain(&p, true, chain, sizeof chain);
    CHECK(!strstr(chain, "launch cost dominates"));
    c.launch_s = 4e-6;
    CHECK(wl_predict_launch(&s, small, &c, &p, &err) == 0);
    wl_perf_chain(&p, true, chain, sizeof chain);
    CHECK(p.launch_bound && strstr(chain, "launch cost dominates: 4 of 7 us"));
}

/* One figure for the DRAM bytes: a custom expression L2 holds whole gets
 * its prediction's DRAM bytes from the analysis's whole-launch count, each
 * piece once over the launch (the sample of a few warps saw 1 B per
 * element for i % 640, 4 B for i % 1024, 0 for i % 256; windows of 65536
 * threads fetched i % 1024's 4 KiB once each, 0.06 B; the launch reads it
 * once, 4096 B over 64 Mi elements), and the share of
 * them used never passes 100% (i / 4 asks for each element four times:
 * 400% before). Beyond L2, reuse never brings a side below the distinct
 * bytes it moves (a column walk's stores were counted at 2 B of their 4). */
static void test_one_dram_figure(void)
{
    wl_gpu_consts c = wl_test_h200();
    wl_prediction p;
    int64_t n = 1 << 26;
    static const char *const small[] = {"i % 1024", "i % 640", "i % 256", "i / 32", "lane"};
    for (size_t k = 0; k < sizeof small / sizeof small[0]; k++) {
        wl_expr_experiment x;
        wl_expr_problem pb;
        wl_error err;
        wl_expr_analysis a;
        CHECK(wl_expr_experiment_init(&x, small[k], NULL, WL_TYPE_F32, 0, 0, 256, &pb, &err) == 0);
        wl_memparams held; /* what the prediction counts with, L2 holding the launch */
        wl_memparams_default(&held);
        held.l2_holds_launch = true;
        CHECK(wl_expr_analyze(&x, n, 0, 0, &held, &a, NULL, &err) == 0);
        CHECK(predict_expr(small[k], NULL, 256, n, &c, &p) == 0 && p.fits_in_l2);
        CHECK_MSG(p.traffic.dram_read_bytes == a.analysis.dram_read_bytes_per_element &&
                      p.traffic.dram_write_bytes == a.analysis.dram_write_bytes_per_element,
                  "%s: predicted %g + %g B, analysed %g + %g", small[k], p.traffic.dram_read_bytes,
                  p.traffic.dram_write_bytes, a.analysis.dram_read_bytes_per_element,
                  a.analysis.dram_write_bytes_per_element);
        CHECK_MSG(wl_traffic_used_pct(&p.traffic) <= 100 + 1e-9, "%s: %g%% used", small[k],
                  wl_traffic_used_pct(&p.traffic));
    }
    CHECK(predict_expr("i / 4", NULL, 256, n, &c, &p) == 0);
    CHECK_NEAR(wl_traffic_used_pct(&p.traffic), 100, 1e-9);
    CHECK(predict_expr("(i % 8192) * 8192 + i / 8192", NULL, 256, n, &c, &p) == 0);
    CHECK(p.traffic.dram_write_bytes >= 4 - 1e-9 && p.traffic.dram_read_bytes >= 4 - 1e-9);
    CHECK(wl_traffic_used_pct(&p.traffic) <= 100 + 1e-9);
}

/* A working set just past L2 (wl_perf.c, dram_share_at): the DRAM limits
 * take the calibrated share of their time at that footprint, on straight
 * lines between the points, the update curve for a launch that writes what
 * it reads and the copy curve for one that writes another array; without
 * the curve, and from 4 x L2 on, all of it. Worked by hand: the offset
 * kernel in place keeps each line twice on a split L2, so 32 MiB is a
 * footprint of 64 MiB = 1.0667 x 60 MiB, below the first point: the 1.1
 * share; 40 MiB is 1.3333 x, a third of the way from 1.25 to 1.5. */
static void test_l2_share(void)
{
    wl_gpu_consts c = wl_test_h200();
    wl_prediction p, cliff;
    wl_error err;
    wl_spec s = {.kernel = WL_KERNEL_OFFSET, .type = WL_TYPE_F32, .unroll = 4};
    const double copy[] = {0.9, 0.92, 0.96, 1.0, 1.0}, update[] = {0.6, 0.7, 0.94, 1.0, 1.0};
    double mib = 1 << 18; /* f32 elements in a MiB */
    CHECK(wl_predict_launch(&s, 32 * mib, &c, &cliff, &err) == 0);
    CHECK(!cliff.fits_in_l2 && cliff.dram_share == 1);
    memcpy(c.dram_share_copy, copy, sizeof copy);
    memcpy(c.dram_share_update, update, sizeof update);
    CHECK(wl_gpu_consts_validate(&c, &err) == 0);
    wl_prediction held;
    CHECK(wl_predict_launch(&s, 30 * mib, &c, &held, &err) == 0 && held.fits_in_l2 &&
          held.dram_share == 0);
    CHECK(wl_predict_launch(&s, 32 * mib, &c, &p, &err) == 0);
    CHECK_NEAR(p.footprint_l2, 64.0 / 60, 1e-9);
    CHECK_NEAR(p.dram_share, 0.6, 1e-12);
    CHECK_NEAR(p.limit_s[WL_LIMIT_DRAM], 0.6 * cliff.limit_s[WL_LIMIT_DRAM], 1e-15);
    /* L2's own rate weighs in as much as L2 stands in for DRAM */
    CHECK_NEAR(p.limit_s[WL_LIMIT_L2_BYTES], 0.4 * held.limit_s[WL_LIMIT_L2_BYTES] * 32 / 30,
               1e-15);
    CHECK(p.gbps > cliff.gbps);
    CHECK(wl_predict_launch(&s, 40 * mib, &c, &p, &err) == 0);
    CHECK_NEAR(p.dram_share, 0.7 + (80.0 / 60 - 1.25) / 0.25 * 0.24, 1e-12);
    CHECK(wl_predict_launch(&s, 128 * mib, &c, &p, &err) == 0 && p.dram_share == 1);
    /* a launch that writes another array: the naive transpose at N = 2048
     * reads 16 MiB twice and writes 16 MiB, 48 MiB: it fits; at N = 4096,
     * 192 MiB, 3.2 x L2: a fifth of the way from the 3 x point to 1 */
    wl_spec t = {
        .kernel = WL_KERNEL_TRANSPOSE_NAIVE, .type = WL_TYPE_F32, .param = 4096, .unroll = 1};
    CHECK(wl_predict_launch(&t, 4096.0 * 4096, &c, &p, &err) == 0);
    CHECK_NEAR(p.footprint_l2, 192.0 / 60, 1e-9);
    CHECK_NEAR(p.dram_share, 1.0, 1e-12);
    const double rising[] = {0.1, 0.2, 0.3, 0.4, 0.5};
    memcpy(c.dram_share_copy, rising, sizeof rising);
    CHECK(wl_predict_launch(&t, 4096.0 * 4096, &c, &p, &err) == 0);
    CHECK_NEAR(p.dram_share, 0.5 + (3.2 - 3) / 1 * 0.5, 1e-9);
    /* a point below the one before it is lifted to it: the curve never falls */
    c.dram_share_copy[4] = 0.3;
    CHECK(wl_predict_launch(&t, 4096.0 * 4096, &c, &p, &err) == 0);
    CHECK_NEAR(p.dram_share, 0.4 + (3.2 - 3) / 1 * 0.6, 1e-9);
    /* a custom expression counted whole takes the copy's curve for what its
     * stores write off the loads' pieces: 11 Mi threads read a first half
     * of 22 MiB (twice, 44 MiB) and write a second half (22 MiB), 1.1 x L2 */
    memcpy(c.dram_share_copy, copy, sizeof copy);
    int64_t half_copy = 11 << 20;
    CHECK(predict_expr("i % (n / 2)", "i % (n / 2) + n / 2", 256, half_copy, &c, &p) == 0);
    CHECK_NEAR(p.footprint_l2, 1.1, 1e-9);
    CHECK_NEAR(p.dram_share, copy[0], 1e-12);
    CHECK(predict_expr("i % (n / 2)", NULL, 256, half_copy, &c, &p) == 0);
    CHECK(p.fits_in_l2); /* in place, half the elements: 22 MiB twice */
    CHECK(predict_expr("i", NULL, 256, (int64_t)33 << 18, &c, &p) == 0); /* 33 MiB, twice */
    CHECK_NEAR(p.dram_share, update[0], 1e-12);
    /* the curve comes whole or not at all */
    c.dram_share_update[2] = 0;
    CHECK(wl_gpu_consts_validate(&c, &err) != 0 && strstr(err.msg, "come together"));
}

int main(void)
{
    test_l2_share();
    test_one_dram_figure();
    test_launch_cost();
    test_blocks();
    test_hot_lines();
    test_reuse();
    test_ranges();
    return CHECK_DONE();
}
