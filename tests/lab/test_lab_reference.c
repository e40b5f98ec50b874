/* Reference files: a good one loads with its metadata and points; each kind
 * of damage is an error naming the file and line. */
#include <stdlib.h>
#include <string.h>

#include "wl_check.h"
#include "wl_test_files.h"
#include "wl_reference.h"

static const char *good =
    "warplab-reference 1\n"
    "# a comment\n"
    "device NVIDIA H200\n"
    "compute_capability 9.0\n"
    "cuda_runtime 13.0\n"
    "driver 580.159.04\n"
    "date 2026-11-30\n"
    "size_bytes 268435456\n"
    "copy_ceiling_gbps 4210.5\n"
    "columns kernel type param unroll reps median_gbps min_gbps max_gbps median_ms\n"
    "offset f32 0 1 51 2700.5 2690.0 2710.0 0.19876\n"
    "stride f64 32 4 9 120.0 119.5 121.0 8.94000\n"
    "transpose-tiled f32 8192 1 25 3000.0 2990.0 3010.0 0.17900\n"
    "end 3\n";

/* Loads text and expects failure with msg containing "name:line:" and what. */
static void expect_error(const char *text, int line, const char *what)
{
    wl_reference ref;
    wl_error err;
    const char *path = test_write("bad.txt", text);
    char where[160];
    snprintf(where, sizeof where, "%s:%d:", path, line);
    int rc = wl_reference_load(path, &ref, &err);
    CHECK(rc == -1);
    if (rc == -1 && (!strstr(err.msg, where) || !strstr(err.msg, what)))
        fprintf(stderr, "got '%s', wanted '%s ... %s'\n", err.msg, where, what);
    CHECK(rc == -1 && strstr(err.msg, where) && strstr(err.msg, what));
    CHECK(ref.points == NULL);
}

static void test_good(void)
{
    wl_reference ref;
    wl_error err;
    CHECK(wl_reference_load(test_write("good.txt", good), &ref, &err) == 0);
    CHECK(strcmp(ref.device, "NVIDIA H200") == 0);
    CHECK(strcmp(ref.driver, "580.159.04") == 0);
    CHECK(strcmp(ref.date, "2026-11-30") == 0);
    CHECK(ref.size_bytes == 268435456u);
    CHECK_NEAR(ref.copy_ceiling_gbps, 4210.5, 1e-9);
    CHECK(ref.npoints == 3);
    const wl_ref_point *p = wl_reference_find(&ref, WL_KERNEL_STRIDE, WL_TYPE_F64, 32, 4);
    CHECK(p && p->reps == 9 && p->gbps_median == 120.0 && p->gbps_min == 119.5);
    CHECK(wl_reference_find(&ref, WL_KERNEL_STRIDE, WL_TYPE_F64, 32, 1) == NULL);
    CHECK(wl_reference_find(&ref, WL_KERNEL_TRANSPOSE_TILED, WL_TYPE_F32, 8192, 1) != NULL);
    char label[128];
    wl_reference_label(&ref, NULL, label, sizeof label);
    CHECK(strcmp(label, "measured on NVIDIA H200, 2026-11-30") == 0);
    wl_reference_label(&ref, p, label, sizeof label);
    CHECK(strcmp(label, "measured on NVIDIA H200, 2026-11-30") == 0);

    /* Saving and loading again gives the same points. */
    const char *path = test_path("saved.txt");
    CHECK(wl_reference_save(path, &ref, &err) == 0);
    wl_reference again;
    CHECK(wl_reference_load(path, &again, &err) == 0);
    CHECK(again.npoints == 3 && again.points[2].param == 8192 &&
          strcmp(again.device, ref.device) == 0);
    CHECK(again.timing == WL_TIMING_WARPLAB);
    wl_reference_free(&again);

    /* A run timed the seed's way says so, and keeps saying so once saved. */
    ref.timing = WL_TIMING_SEED;
    CHECK(wl_reference_save(path, &ref, &err) == 0);
    CHECK(wl_reference_load(path, &again, &err) == 0);
    CHECK(again.timing == WL_TIMING_SEED);
    wl_reference_free(&again);
    wl_reference_free(&ref);
}

/* Rows measured on a later day follow a `date` line: each point is labelled
 * with its own day, the run with its span, and a save keeps the days. */
static void test_point_dates(void)
{
    wl_reference ref;
    wl_error err;
    const char *text = test_replace(good, "transpose-tiled", "date 2026-12-02\ntranspose-tiled");
    int rc = wl_reference_load(test_write("dates.txt", text), &ref, &err);
    CHECK_MSG(rc == 0, "%s", err.msg);
    if (rc != 0)
        return;
    const wl_ref_point *old = wl_reference_find(&ref, WL_KERNEL_OFFSET, WL_TYPE_F32, 0, 1);
    const wl_ref_point *late =
        wl_reference_find(&ref, WL_KERNEL_TRANSPOSE_TILED, WL_TYPE_F32, 8192, 1);
    char label[128];
    wl_reference_label(&ref, old, label, sizeof label);
    CHECK(strcmp(label, "measured on NVIDIA H200, 2026-11-30") == 0);
    wl_reference_label(&ref, late, label, sizeof label);
    CHECK(strcmp(label, "measured on NVIDIA H200, 2026-12-02") == 0);
    wl_reference_label(&ref, NULL, label, sizeof label);
    CHECK(strcmp(label, "measured on NVIDIA H200, 2026-11-30 to 2026-12-02") == 0);
    const char *path = test_path("dates-saved.txt");
    CHECK(wl_reference_save(path, &ref, &err) == 0);
    wl_reference again;
    CHECK(wl_reference_load(path, &again, &err) == 0);
    CHECK(strcmp(again.points[2].date, "2026-12-02") == 0 &&
          strcmp(again.points[0].date, "2026-11-30") == 0);
    wl_reference_free(&again);
    wl_reference_free(&ref);
    expect_error(test_replace(good, "transpose-tiled", "date 2026-12\ntranspose-tiled"), 13,
                 "date: '2026-12' is not YYYY-MM-DD");
    expect_error(test_replace(good, "transpose-tiled", "date\ntranspose-tiled"), 13,
                 "expected 'date YYYY-MM-DD'");
    expect_error(test_replace(good, "date 2026-11-30", "date 30.11.2026"), 10,
                 "date: '30.11.2026' is not YYYY-MM-DD");
}

/* Blank lines and CRLF line ends are allowed anywhere (reference/README.md). */
static void test_blank_and_crlf(void)
{
    char text[2048];
    snprintf(text, sizeof text, "%s", test_replace(good, "stride f64", "\r\n\nstride f64"));
    wl_reference ref;
    wl_error err;
    int rc = wl_reference_load(test_write("blank.txt", text), &ref, &err);
    CHECK_MSG(rc == 0, "%s", err.msg);
    CHECK(rc == 0 && ref.npoints == 3);
    if (rc == 0)
        wl_reference_free(&ref);
}

static void test_bad(void)
{
    expect_error("hello\n", 1, "not a warplab reference file");
    expect_error("", 1, "empty file");
    /* Cut after the second point: no end line. */
    char cut[2048];
    snprintf(cut, sizeof cut, "%.*s", (int)(strstr(good, "transpose-tiled") - good), good);
    expect_error(cut, 13, "truncated");
    expect_error(test_replace(good, "end 3", "end 4"), 14, "'end' says 4 points but 3");
    expect_error(test_replace(good, "stride f64", "strode f64"), 12, "unknown kernel 'strode'");
    expect_error(test_replace(good, "stride f64", "stride f16"), 12, "unknown type 'f16'");
    expect_error(test_replace(good, " 9 120.0", " 9 12x.0"), 12, "not a number");
    expect_error(test_replace(good, "119.5", "130.0"), 12, "min <= median <= max");
    expect_error(test_replace(good, "0.19876\n", "\n"), 11, "expected 9 fields");
    expect_error(test_replace(good, "driver 580.159.04\n", ""), 9, "missing key 'driver'");
    expect_error(test_replace(good, "date 2026", "dated 2026"), 7, "unknown key 'dated'");
    expect_error(test_replace(good, "date 2026-11-30\n", "date 2026-11-30\ntiming later\n"), 8,
                 "timing: 'later' is none of warplab, seed");
    expect_error(test_replace(good, "copy_ceiling_gbps 4210.5", "copy_ceiling_gbps -1"), 9,
                 "not a positive number");
    /* Not-a-number and infinity are no bandwidths (issue 15): refused. */
    expect_error(test_replace(good, "copy_ceiling_gbps 4210.5", "copy_ceiling_gbps nan"), 9,
                 "not a positive number");
    expect_error(test_replace(good, "copy_ceiling_gbps 4210.5", "copy_ceiling_gbps inf"), 9,
                 "not a positive number");
    expect_error(test_replace(good, " 9 120.0", " 9 inf"), 12, "not a number");
    expect_error(test_replace(good, "end 3\n", "end 3\noffset f32 1 1 1 1 1 1 1\n"), 15,
                 "text after the 'end' line");
    wl_reference ref;
    wl_error err;
    CHECK(wl_reference_load("/nonexistent/ref.txt", &ref, &err) == -1);
    CHECK(strstr(err.msg, "/nonexistent/ref.txt") != NULL);
}

/* The committed H200 data: loads, and holds every point the lab shows. */
static void test_shipped(const char *path)
{
    wl_reference ref;
    wl_error err;
    int rc = wl_reference_load(path, &ref, &err);
    if (rc != 0)
        fprintf(stderr, "%s\n", err.msg);
    CHECK(rc == 0);
    if (rc != 0)
        return;
    CHECK(strcmp(ref.device, "NVIDIA H200") == 0 && ref.copy_ceiling_gbps > 1000);
    int missing = 0;
    for (int t = 0; t < WL_TYPE_COUNT; t++)
        for (int u = 1; u <= 4; u += 3) {
            for (int p = 0; p <= 32; p++)
                missing += !wl_reference_find(&ref, WL_KERNEL_OFFSET, (wl_type)t, p, u);
            for (int p = 1; p <= 32; p++)
                missing += !wl_reference_find(&ref, WL_KERNEL_STRIDE, (wl_type)t, p, u);
            missing += !wl_reference_find(&ref, WL_KERNEL_AOS, (wl_type)t, 0, u);
            missing += !wl_reference_find(&ref, WL_KERNEL_SOA, (wl_type)t, 0, u);
        }
    for (int k = WL_KERNEL_TRANSPOSE_NAIVE; k <= WL_KERNEL_TRANSPOSE_TILED; k++)
        for (int t = 0; t < WL_TYPE_COUNT; t++)
            missing += !wl_reference_find(&ref, (wl_kernel)k, (wl_type)t, 8192, 1);
    CHECK(missing == 0);
    wl_reference_free(&ref);
}

int main(int argc, char **argv)
{
    if (argc > 1)
        test_shipped(argv[1]);
    test_dir_make("reference");
    test_good();
    test_blank_and_crlf();
    test_point_dates();
    test_bad();
    if (test_dir_remove() != 0)
        return 1;
    return CHECK_DONE();
}
