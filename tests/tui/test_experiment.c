/* The experiment state without a screen: a section's binding, the slider,
 * the warp, the toggles and the chart's model and reference points. */
#include <string.h>

#include "wl_check.h"
#include "wl_error.h"
#include "wl_calibration.h"
#include "wl_experiment.h"

/* Constants that make every limit finite: what they are does not matter
 * here, only that the model predicts. */
static const wl_gpu_consts *some_consts(void)
{
    static wl_gpu_consts c = {.device = "test GPU",
                              .sms = 100,
                              .warps_per_sm = 64,
                              .l2_bytes = 1e7,
                              .dram_bytes_per_s = 1e12,
                              .latency_s = 1e-6,
                              .l1_lines_per_s = 1e9,
                              .l2_partial_per_s = 1e10,
                              .l2_fills_per_s = 1e10,
                              .dram_page_bytes = 256,
                              .dram_pages_per_s = 1e10,
                              .launch_s = 1e-6,
                              .blocks_per_s = 1e9,
                              .warps_per_s = 1e10,
                              .hot32_per_s = 1e9,
                              .hot2048_per_s = 1e10,
                              .l2_bytes_per_s = 1e12,
                              .shared_wavefronts_per_s = 1e9};
    return &c;
}

static wl_binding stride_binding(void)
{
    wl_binding b = {.present = true, .slider = WL_SLIDER_STRIDE};
    wl_spec_default(WL_KERNEL_STRIDE, WL_TYPE_F32, &b.spec);
    b.spec.param = 1;
    return b;
}

static void test_slider_moves_the_analysis(void)
{
    wl_experiment e;
    wl_experiment_init(&e, NULL, 0, some_consts());
    wl_binding b = stride_binding();
    wl_experiment_bind(&e, &b);
    CHECK(e.analysis_ok);
    CHECK_EQ_INT(e.track.n, 32);
    CHECK_EQ_INT(wl_experiment_slider_pos(&e), 0);
    CHECK(e.analysis.load_sectors_per_request == 4.0);
    CHECK(wl_experiment_slider_to(&e, 7));
    CHECK_EQ_INT(e.spec.param, 8);
    CHECK(e.analysis.load_sectors_per_request == 32.0);
    CHECK(!wl_experiment_slider_to(&e, 7)); /* already there */
    CHECK(wl_experiment_slider_to(&e, 999));
    CHECK_EQ_INT(e.spec.param, 32);
    CHECK(!wl_experiment_slider_to(&e, 1000)); /* clamped to the same end */
    /* Every position has a model point; no reference data was given. */
    for (int i = 0; i < e.chart.n; i++) {
        CHECK_MSG(e.chart.has[WL_SERIES_MODEL][i], "model point %d", i);
        CHECK(!e.chart.has[WL_SERIES_REFERENCE][i]);
    }
    CHECK(e.chart.value[WL_SERIES_MODEL][0] > e.chart.value[WL_SERIES_MODEL][31]);
}

static void test_toggles(void)
{
    wl_experiment e;
    wl_experiment_init(&e, NULL, 0, some_consts());
    wl_binding b = stride_binding();
    wl_experiment_bind(&e, &b);
    CHECK(wl_experiment_toggle_type(&e) == NULL && e.spec.type == WL_TYPE_F64);
    CHECK(wl_experiment_toggle_unroll(&e) == NULL && e.spec.unroll == 4);
    const char *why = wl_experiment_toggle_compare(&e);
    CHECK_MSG(why && strstr(why, "no comparison"), "compare without a comparison: %s",
              why ? why : "(changed)");
    CHECK_EQ_INT(wl_experiment_request_size(&e), 0);
    wl_experiment_toggle_seed_size(&e);
    CHECK(wl_experiment_request_size(&e) == 4u * 1024u * 1024u);

    b.has_compare = true;
    wl_spec_default(WL_KERNEL_OFFSET, WL_TYPE_F32, &b.compare);
    wl_experiment_bind(&e, &b);
    CHECK(e.other_ok && e.other_an.spec.kernel == WL_KERNEL_OFFSET);
    CHECK(wl_experiment_toggle_compare(&e) == NULL && e.spec.kernel == WL_KERNEL_OFFSET);
    CHECK(e.comparing && e.other_an.spec.kernel == WL_KERNEL_STRIDE);

    wl_binding t = {.present = true, .slider = WL_SLIDER_N};
    wl_spec_default(WL_KERNEL_TRANSPOSE_NAIVE, WL_TYPE_F32, &t.spec);
    wl_experiment_bind(&e, &t);
    why = wl_experiment_toggle_unroll(&e);
    CHECK_MSG(why && strstr(why, "no unrolling") && strstr(why, "transpose-naive"),
              "transposes refuse unrolling, naming the kernel: %s", why ? why : "(changed)");
    /* The refusal names the kernel on screen: the bank kernel's is no
     * transpose's. */
    wl_binding banks = {.present = true, .slider = WL_SLIDER_NONE};
    wl_spec_default(WL_KERNEL_BANKS, WL_TYPE_F32, &banks.spec);
    wl_experiment_bind(&e, &banks);
    why = wl_experiment_toggle_unroll(&e);
    CHECK_MSG(why && strstr(why, "banks") && !strstr(why, "transpose"),
              "the bank kernel's refusal names it: %s", why ? why : "(changed)");

    /* Compare keeps the slider's N, both ways. */
    t.has_compare = true;
    wl_spec_default(WL_KERNEL_TRANSPOSE_READCO, WL_TYPE_F32, &t.compare);
    t.spec.param = t.compare.param = 4096;
    wl_experiment_bind(&e, &t);
    wl_experiment_slider_to(&e, e.track.n - 1);
    CHECK_EQ_INT(e.spec.param, 16384);
    CHECK(wl_experiment_toggle_compare(&e) == NULL && e.spec.kernel == WL_KERNEL_TRANSPOSE_READCO);
    CHECK_EQ_INT(e.spec.param, 16384);
    CHECK(e.compare_note[0] == '\0');
    CHECK(wl_experiment_toggle_compare(&e) == NULL && e.spec.kernel == WL_KERNEL_TRANSPOSE_NAIVE);
    CHECK_EQ_INT(e.spec.param, 16384);
}

/* A layout slider moves the kernel itself between the two sides (soa and
 * aos): whichever side it lands on, the other one is the comparison, and
 * the comparison flag names the side shown. */
static void test_layout_slider_keeps_the_other_side(void)
{
    wl_binding b = {.present = true, .slider = WL_SLIDER_LAYOUT, .has_compare = true};
    wl_kernel soa, aos;
    CHECK(wl_kernel_from_name("soa", &soa) == 0 && wl_kernel_from_name("aos", &aos) == 0);
    wl_spec_default(soa, WL_TYPE_F32, &b.spec);
    wl_spec_default(aos, WL_TYPE_F32, &b.compare);
    wl_experiment e;
    wl_experiment_init(&e, NULL, 0, some_consts());
    wl_experiment_bind(&e, &b);
    CHECK_EQ_INT(e.track.n, 2);
    for (int swap = 0; swap < 2; swap++) {
        if (swap)
            CHECK(wl_experiment_toggle_compare(&e) == NULL);
        for (int pos = 0; pos < 2; pos++) {
            wl_experiment_slider_to(&e, pos);
            CHECK_MSG(e.other_ok && e.other_an.spec.kernel != e.spec.kernel,
                      "swap %d pos %d: %s compared with %s", swap, pos,
                      wl_kernel_name(e.spec.kernel), wl_kernel_name(e.other_an.spec.kernel));
            CHECK_MSG(e.comparing == (e.spec.kernel == aos), "swap %d pos %d: comparing %d on %s",
                      swap, pos, e.comparing, wl_kernel_name(e.spec.kernel));
        }
    }
}

static void test_warp_and_chart_position(void)
{
    wl_experiment e;
    wl_experiment_init(&e, NULL, 0, some_consts());
    wl_binding b = stride_binding();
    wl_experiment_bind(&e, &b);
    CHECK(!wl_experiment_warp_step(&e, -1)); /* warp 0 is the first */
    CHECK(wl_experiment_warp_step(&e, 3) && e.spec.warp == 3);
    wl_spec s = e.spec;
    s.param = 5;
    CHECK_EQ_INT(wl_experiment_chart_pos(&e, &s), 4);
    s.type = WL_TYPE_F64; /* another configuration: no place on this chart */
    CHECK_EQ_INT(wl_experiment_chart_pos(&e, &s), -1);
}

/* The chart's reference series comes from the run at the working set the
 * lab measures: the default one, then the seed's 4 MiB run. */
static void test_reference_points(const char *srcdir)
{
    wl_reference_runs runs;
    wl_error err;
    if (wl_reference_runs_load(srcdir, &runs, &err) != 0) {
        CHECK_MSG(0, "reference data: %s", err.msg);
        return;
    }
    CHECK_MSG(runs.n == 3, "the source tree ships the 4 MiB runs, timed both ways (%zu runs)",
              runs.n);
    CHECK(runs.n < 3 ||
          (runs.list[1]->timing == WL_TIMING_WARPLAB && runs.list[2]->timing == WL_TIMING_SEED));
    wl_calibration cal;
    if (wl_calibration_load_default(srcdir, NULL, &cal, &err) != 0) {
        CHECK_MSG(0, "calibration: %s", err.msg);
        wl_reference_runs_free(&runs);
        return;
    }
    wl_experiment e;
    wl_experiment_init(&e, runs.list, runs.n, &cal.consts);
    wl_binding b = stride_binding();
    wl_experiment_bind(&e, &b);
    int n = 0, model = 0;
    for (int i = 0; i < e.chart.n; i++) {
        n += e.chart.has[WL_SERIES_REFERENCE][i];
        model += e.chart.has[WL_SERIES_MODEL][i];
    }
    CHECK_MSG(n > 0, "the reference gives stride points");
    CHECK_MSG(model == e.chart.n, "the model predicts every stride (%d of %d)", model, e.chart.n);
    CHECK_MSG(e.pred_ok, "the readout has a prediction");
    const wl_ref_point *big = wl_reference_find(&runs.run[0], WL_KERNEL_STRIDE, WL_TYPE_F32, 1, 1);
    const wl_ref_point *seed = wl_reference_find(&runs.run[1], WL_KERNEL_STRIDE, WL_TYPE_F32, 1, 1);
    CHECK(big && seed && e.chart.has[WL_SERIES_REFERENCE][0]);
    if (big)
        CHECK_NEAR(e.chart.value[WL_SERIES_REFERENCE][0], big->gbps_median, 1e-9);
    wl_experiment_toggle_seed_size(&e);
    CHECK(seed && e.chart.has[WL_SERIES_REFERENCE][0]);
    if (seed)
        CHECK_NEAR(e.chart.value[WL_SERIES_REFERENCE][0], seed->gbps_median, 1e-9);
    wl_reference_runs_free(&runs);
}

/* A held position (a figure a prompt waits for) is in no series, takes no
 * later point and does not stretch the axis. */
static void test_chart_hold(void)
{
    wl_chart c;
    wl_chart_reset(&c, 3);
    wl_chart_set(&c, WL_SERIES_MODEL, 0, 100);
    wl_chart_set(&c, WL_SERIES_REFERENCE, 1, 900);
    wl_chart_set(&c, WL_SERIES_MODEL, 2, 110);
    wl_chart_hold(&c, 1);
    CHECK(!c.has[WL_SERIES_REFERENCE][1]);
    wl_chart_set(&c, WL_SERIES_HERE, 1, 900);
    CHECK(!c.has[WL_SERIES_HERE][1]);
    double lo, hi;
    wl_chart_range(&c, &lo, &hi);
    CHECK_MSG(hi < 900, "the held point's value sets no axis (top %g)", hi);
    wl_chart_reset(&c, 3);
    CHECK(!c.held[1]);
}

/* One mark says "both" only for figures within 5% (where the model's
 * figure shares a cell with one it does not agree with, the view draws the
 * other's mark alone: tui.screen_truth). */
static void test_chart_both_only_where_they_agree(void)
{
    CHECK(wl_chart_agree(3366, 3233));
    CHECK_MSG(!wl_chart_agree(4062, 3601), "the transpose's model and H200 at N = 8192");
    CHECK_MSG(!wl_chart_agree(3593, 4188), "at N = 16384");
}

int main(int argc, char **argv)
{
    test_chart_hold();
    test_chart_both_only_where_they_agree();
    test_slider_moves_the_analysis();
    test_toggles();
    test_layout_slider_keeps_the_other_side();
    test_warp_and_chart_position();
    if (argc > 1)
        test_reference_points(argv[1]);
    return CHECK_DONE();
}
