/* Custom experiments through the performance model: the expression form of
 * a built-in kernel ("i + s", "i * s", "i") feeds it the same lane addresses
 * warp for warp, so its prediction must equal the kernel's exactly, at every
 * unrolling. Argument: the calibration file (the shipped H200 one). */
#include "wl_calibration.h"
#include "wl_check.h"
#include "wl_expr_model.h"
#include "wl_lab.h"

/* A custom experiment's prediction: its spec through the one wl_predict. */
static int expr_predict(const wl_expr_experiment *x, int s, int unroll, size_t size,
                        const wl_gpu_consts *c, wl_measurement *m, wl_prediction *p, wl_error *err)
{
    wl_spec spec;
    wl_expr_spec(x, s, unroll, &spec);
    return wl_predict(&spec, size, c, m, p, err);
}

static void same_prediction(const wl_gpu_consts *c, const char *expr, wl_kernel k, wl_type t, int s,
                            int unroll)
{
    wl_expr_experiment x;
    wl_error err;
    if (wl_expr_experiment_init(&x, expr, NULL, t, s, s, WL_BLOCK_THREADS, NULL, &err) != 0) {
        CHECK_MSG(0, "%s: %s", expr, err.msg);
        return;
    }
    wl_spec spec;
    wl_spec_default(k, t, &spec);
    spec.param = s;
    spec.unroll = unroll;
    const size_t size = (size_t)256 << 20;
    wl_measurement got, want;
    wl_prediction pg, pw;
    CHECK_MSG(expr_predict(&x, s, unroll, size, c, &got, &pg, &err) == 0, "%s: %s", expr, err.msg);
    CHECK(wl_predict(&spec, size, c, &want, &pw, &err) == 0);
    CHECK_MSG(got.gbps_median == want.gbps_median && pg.binding == pw.binding,
              "%s %s s=%d unroll %d: %.1f GB/s (%s), built-in %.1f GB/s (%s)", expr,
              wl_type_name(t), s, unroll, got.gbps_median, wl_limit_name(pg.binding),
              want.gbps_median, wl_limit_name(pw.binding));
    CHECK_EQ_INT(got.bytes_moved, want.bytes_moved);
    CHECK(got.predicted);
}

/* The working set a prediction reports is the one it was made at, whatever
 * the array's extent ("0": one element; "i * 2": twice n): predicting again
 * at it gives the same figure, as sweep does beside a measurement. */
static void same_at_reported_size(const wl_gpu_consts *c, const char *expr, int s)
{
    wl_expr_experiment x;
    wl_error err;
    CHECK(wl_expr_experiment_init(&x, expr, NULL, WL_TYPE_F32, s, s, 256, NULL, &err) == 0);
    const size_t size = (size_t)64 << 20;
    wl_measurement first, again;
    CHECK_MSG(expr_predict(&x, s, 1, size, c, &first, NULL, &err) == 0, "%s: %s", expr, err.msg);
    CHECK_MSG(first.size_bytes == size, "%s: working set %zu, asked %zu", expr, first.size_bytes,
              size);
    CHECK(expr_predict(&x, s, 1, first.size_bytes, c, &again, NULL, &err) == 0);
    CHECK_MSG(again.gbps_median == first.gbps_median, "%s: %.1f GB/s, again %.1f GB/s", expr,
              first.gbps_median, again.gbps_median);
}

int main(int argc, char **argv)
{
    wl_calibration cal;
    wl_error err;
    if (argc < 2 || wl_calibration_load(argv[1], &cal, &err) != 0) {
        fprintf(stderr, "test_expr_predict: %s\n", argc < 2 ? "no calibration file" : err.msg);
        return 1;
    }
    for (int t = 0; t < WL_TYPE_COUNT; t++)
        for (int unroll = 1; unroll <= 4; unroll *= 4) {
            for (int s = 0; s <= 32; s += 3)
                same_prediction(&cal.consts, "i + s", WL_KERNEL_OFFSET, (wl_type)t, s, unroll);
            for (int s = 1; s <= 32; s += 5)
                same_prediction(&cal.consts, "i * s", WL_KERNEL_STRIDE, (wl_type)t, s, unroll);
            same_prediction(&cal.consts, "i", WL_KERNEL_SOA, (wl_type)t, 0, unroll);
        }
    same_at_reported_size(&cal.consts, "0", 0);
    same_at_reported_size(&cal.consts, "i * s", 2);
    same_at_reported_size(&cal.consts, "i / 32", 0);
    /* A lane outside the array is refused, not predicted. */
    wl_expr_experiment x;
    wl_measurement m;
    CHECK(wl_expr_experiment_init(&x, "i - 1", NULL, WL_TYPE_F32, 0, 0, 256, NULL, &err) == 0);
    CHECK(expr_predict(&x, 0, 1, (size_t)1 << 20, &cal.consts, &m, NULL, &err) == -1);
    CHECK_CONTAINS(err.msg, "lane 0 in warp 0 touches element -1");
    return CHECK_DONE();
}
