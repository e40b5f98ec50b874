/* Calibration files: the shipped one loads whole, a saved one reads back the
 * same, and every kind of bad line is refused with file:line. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_calibration.h"
#include "wl_check.h"
#include "wl_test_files.h"

static const char good[] = "warplab-calibration 1\n"
                           "device Test GPU\n"
                           "compute_capability 9.0\n"
                           "cuda_runtime 13.0\n"
                           "driver 580.1\n"
                           "date 2026-12-01\n"
                           "sms 132\n"
                           "warps_per_sm 64\n"
                           "l2_bytes 62914560\n"
                           "dram_bytes_per_s 4.2e12\n"
                           "latency_s 7.8e-7\n"
                           "l1_lines_per_s 2e9\n"
                           "l2_partial_per_s 7.4e10\n"
                           "l2_fills_per_s 2e10\n"
                           "dram_page_bytes 256\n"
                           "dram_pages_per_s 3e10\n"
                           "launch_s 5e-6\n"
                           "blocks_per_s 1.6e9\n"
                           "warps_per_s 3e10\n"
                           "hot32_per_s 4.7e9\n"
                           "hot2048_per_s 4.9e10\n"
                           "l2_bytes_per_s 7.9e12\n"
                           "shared_wavefronts_per_s 1.9e9\n"
                           "end\n";

/* The good file with its first FROM replaced by TO. */
static const char *replace(const char *from, const char *to)
{
    return test_replace(good, from, to);
}

static void expect_error(const char *text, int line, const char *what)
{
    wl_calibration cal;
    wl_error err;
    const char *path = test_write("bad.txt", text);
    char where[160];
    snprintf(where, sizeof where, "%s:%d:", path, line);
    int rc = wl_calibration_load(path, &cal, &err);
    CHECK_MSG(rc == -1 && strstr(err.msg, where) && strstr(err.msg, what),
              "got '%s', wanted '%s ... %s'", rc == -1 ? err.msg : "success", where, what);
}

static void test_good_and_round_trip(void)
{
    wl_calibration cal, back;
    wl_error err;
    CHECK(wl_calibration_load(test_write("good.txt", good), &cal, &err) == 0);
    CHECK(cal.consts.sms == 132 && cal.consts.warps_per_sm == 64);
    CHECK_NEAR(cal.consts.l2_bytes, 62914560, 0);
    CHECK_NEAR(cal.consts.latency_s, 7.8e-7, 1e-20);
    CHECK(wl_gpu_consts_validate(&cal.consts, &err) == 0);
    const char *path = test_path("saved.txt");
    CHECK(wl_calibration_save(path, &cal, &err) == 0);
    CHECK(wl_calibration_load(path, &back, &err) == 0);
    CHECK(memcmp(&back.consts, &cal.consts, sizeof cal.consts) == 0);
    CHECK(strcmp(back.date, cal.date) == 0 && strcmp(back.driver, cal.driver) == 0);
}

/* The ten shares of DRAM time past L2 load, save and read back; some of
 * them alone are refused at the first one's line. */
static void test_l2_shares(void)
{
    static const char shares[] = "dram_share_copy_r110 0.87\n"
                                 "dram_share_copy_r125 0.92\n"
                                 "dram_share_copy_r150 0.975\n"
                                 "dram_share_copy_r200 1.003\n"
                                 "dram_share_copy_r300 0.984\n"
                                 "dram_share_update_r110 0.686\n"
                                 "dram_share_update_r125 0.746\n"
                                 "dram_share_update_r150 0.932\n"
                                 "dram_share_update_r200 0.992\n"
                                 "dram_share_update_r300 0.997\n"
                                 "end\n";
    char text[4096];
    snprintf(text, sizeof text, "%.*s%s", (int)(strlen(good) - strlen("end\n")), good, shares);
    wl_calibration cal, back;
    wl_error err;
    CHECK_MSG(wl_calibration_load(test_write("shares.txt", text), &cal, &err) == 0, "%s", err.msg);
    CHECK_NEAR(cal.consts.dram_share_copy[2], 0.975, 1e-15);
    CHECK_NEAR(cal.consts.dram_share_update[0], 0.686, 1e-15);
    const char *path = test_path("shares-saved.txt");
    CHECK(wl_calibration_save(path, &cal, &err) == 0);
    CHECK(wl_calibration_load(path, &back, &err) == 0);
    CHECK(memcmp(back.consts.dram_share_update, cal.consts.dram_share_update,
                 sizeof cal.consts.dram_share_update) == 0);
    expect_error(test_replace(text, "dram_share_update_r150 0.932\n", ""), 24, "come together");
    expect_error(test_replace(text, "dram_share_copy_r125 0.92", "dram_share_copy_r125 3"), 25,
                 "outside its physical range");
}

static void test_bad(void)
{
    expect_error("warplab-reference 1\n", 1, "not a warplab calibration file");
    expect_error(replace("latency_s 7.8e-7", "latency_s nan"), 11, "finite positive");
    expect_error(replace("latency_s 7.8e-7", "latency_s inf"), 11, "finite positive");
    expect_error(replace("latency_s 7.8e-7", "latency_s -1"), 11, "finite positive");
    expect_error(replace("latency_s 7.8e-7", "latency_s 1e-7x"), 11, "finite positive");
    expect_error(replace("sms 132", "sms 13.5"), 7, "whole number");
    expect_error(replace("sms 132\n", "sms 132\nsms 132\n"), 8, "given twice");
    expect_error(replace("launch_s 5e-6\n", ""), 23, "missing key 'launch_s'");
    expect_error(replace("launch_s", "lunch_s"), 17, "unknown key 'lunch_s'");
    expect_error(replace("end\n", ""), 24, "truncated");
    expect_error(replace("end\n", "end\nsms 1\n"), 25, "text after the 'end' line");
    /* Each constant within its physical range (wl_perf.c), refused where it
     * enters: nothing later divides by a denormal or casts 1e300 to int. */
    expect_error(replace("dram_bytes_per_s 4.2e12", "dram_bytes_per_s 1e-300"), 10,
                 "outside its physical range");
    expect_error(replace("dram_page_bytes 256", "dram_page_bytes 100"), 15, "physical range");
    expect_error(replace("dram_page_bytes 256", "dram_page_bytes 2147483648"), 15,
                 "physical range");
    expect_error(replace("dram_page_bytes 256", "dram_page_bytes 1e300"), 15, "physical range");
    expect_error(replace("dram_page_bytes 256", "dram_page_bytes 384"), 15, "power of two");
    expect_error(replace("sms 132", "sms 100000"), 7, "physical range");
    expect_error(replace("launch_s 5e-6", "launch_s 1e-18"), 17, "physical range");
    expect_error(replace("l2_bytes_per_s 7.9e12", "l2_bytes_per_s 1e30"), 22, "physical range");
    expect_error(replace("device Test GPU", "device Test\x1b[2J"), 2, "printable ASCII");
    /* The optional constants within their ranges too, and against the ones
     * they stand beside: L2's round trip no longer than DRAM's, a launch's
     * fixed part of the order of the empty-launch gap (1e-300 s once took
     * the in-flight limit to 0; 9 ms predicted 0 GB/s). */
    expect_error(replace("launch_s 5e-6\n", "launch_s 5e-6\nlatency_l2_s 1e-300\n"), 18,
                 "physical range");
    expect_error(replace("launch_s 5e-6\n", "launch_s 5e-6\nlaunch_fixed_s 1e-300\n"), 18,
                 "physical range");
    expect_error(replace("launch_s 5e-6\n", "launch_s 5e-6\nlatency_l2_s 9e-5\n"), 18,
                 "above latency_s");
    expect_error(replace("launch_s 5e-6\n", "launch_s 5e-6\nlaunch_fixed_s 9e-3\n"), 18,
                 "times launch_s");
    /* A capability is MAJOR.MINOR, and one the architecture rules do not
     * know gives its blocks per SM and L2 copies itself: "9" once read as
     * 32 blocks and one L2 copy, and so halved an H200's L2. */
    const char *malformed[] = {"9", "garbage", "sm_90", "-3.5", "7.5.1", "09.0", "9.", ".5"};
    for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++) {
        char line[64];
        snprintf(line, sizeof line, "compute_capability %s", malformed[i]);
        expect_error(replace("compute_capability 9.0", line), 3, "not MAJOR.MINOR");
    }
    expect_error(replace("compute_capability 9.0", "compute_capability 12.0"), 3,
                 "not in the architecture rules");
    char cc12[4096];
    snprintf(cc12, sizeof cc12, "%s", replace("compute_capability 9.0", "compute_capability 12.0"));
    expect_error(test_replace(cc12, "end\n", "blocks_per_sm 24\nend\n"), 3,
                 "give blocks_per_sm and l2_read_copies");
}

/* A capability the rules do not know loads when the file says both. */
static void test_unknown_capability_stated(void)
{
    wl_calibration cal;
    wl_error err;
    char cc12[4096];
    snprintf(cc12, sizeof cc12, "%s", replace("compute_capability 9.0", "compute_capability 12.0"));
    const char *text = test_replace(cc12, "end\n", "blocks_per_sm 24\nl2_read_copies 1\nend\n");
    CHECK_MSG(wl_calibration_load(test_write("cc12.txt", text), &cal, &err) == 0, "%s", err.msg);
    CHECK(cal.consts.blocks_per_sm == 24 && cal.consts.l2_read_copies == 1);
    int blocks, copies;
    CHECK(wl_calibration_arch_rules("9.0", &blocks, &copies) && blocks == 32 && copies == 2);
    CHECK(!wl_calibration_arch_rules("12.0", &blocks, &copies));
}

/* The error for a capability the rules do not know names the ones they do,
 * from the rules' own table: every one the rules know, and no other. */
static void test_capabilities_named(void)
{
    char list[128], cc[8], want[160];
    wl_calibration_known_capabilities(list, sizeof list);
    int named = 1, known = 0, blocks, copies;
    for (const char *c = list; *c; c++)
        named += *c == ',';
    for (int major = 0; major < 16; major++)
        for (int minor = 0; minor < 10; minor++) {
            snprintf(cc, sizeof cc, "%d.%d", major, minor);
            if (!wl_calibration_arch_rules(cc, &blocks, &copies))
                continue;
            known++;
            CHECK_MSG(strstr(list, cc) != NULL, "%s is in the rules but not in '%s'", cc, list);
        }
    CHECK_MSG(known == named && known > 0, "the rules know %d capabilities, '%s' names %d", known,
              list, named);
    snprintf(want, sizeof want, "not in the architecture rules (%s)", list);
    expect_error(replace("compute_capability 9.0", "compute_capability 12.0"), 3, want);
}

/* A file without the constants a newer calibrate measures loads, and says
 * it lacks one (a cache of it is measured again); with them it lacks none. */
static void test_lacks_measured(void)
{
    wl_calibration cal;
    wl_error err;
    const char *key = "";
    CHECK(wl_calibration_load(test_write("old.txt", good), &cal, &err) == 0);
    CHECK(wl_calibration_lacks_measured(&cal, &key) && strcmp(key, "latency_l2_s") == 0);
    const char *older = replace("launch_s 5e-6\n", "launch_s 5e-6\nlatency_l2_s 6.5e-7\n"
                                                   "launch_fixed_s 4e-6\nlaunch_gpu_s 7e-7\n");
    CHECK_MSG(wl_calibration_load(test_write("older.txt", older), &cal, &err) == 0, "%s", err.msg);
    CHECK(wl_calibration_lacks_measured(&cal, &key) && strcmp(key, "dram_share_copy_r110") == 0);
    char whole[4096];
    snprintf(whole, sizeof whole, "%.*s", (int)(strlen(older) - strlen("end\n")), older);
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < WL_L2_SHARE_POINTS; i++)
            snprintf(whole + strlen(whole), sizeof whole - strlen(whole), "dram_share_%s_r%.0f 1\n",
                     k ? "update" : "copy", wl_l2_share_at[i] * 100);
    strcat(whole, "end\n");
    CHECK_MSG(wl_calibration_load(test_write("new.txt", whole), &cal, &err) == 0, "%s", err.msg);
    CHECK(!wl_calibration_lacks_measured(&cal, &key));
}

static void test_shipped(const char *path)
{
    wl_calibration cal;
    wl_error err;
    CHECK_MSG(wl_calibration_load(path, &cal, &err) == 0, "%s", err.msg);
    CHECK(strcmp(cal.consts.device, "NVIDIA H200") == 0);
    CHECK(wl_gpu_consts_validate(&cal.consts, &err) == 0);
}

/* The estimated profiles next to the shipped calibration (gpus/NAME.txt):
 * each L2 bandwidth is the H200's scaled by SMs x clock (which the launch
 * rate carries: blocks_per_s is the H200's scaled by it alone) on a split
 * L2, and well below that on one L2: tools/gpu-profiles.sh decides the split
 * by compute capability, as the loader's rule does (two copies of a line),
 * and this holds the two to each other. */
static void test_profiles_l2_rule(const char *path)
{
    static const char *names[] = {"a100-80gb", "gtx1650", "gtx1650-gddr6", "h200-datasheet",
                                  "l4",        "rtx3060", "rtx4090",       "t4"};
    wl_calibration h200, p;
    wl_error err;
    CHECK_MSG(wl_calibration_load(path, &h200, &err) == 0, "%s", err.msg);
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = '\0';
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char file[4200];
        snprintf(file, sizeof file, "%s/gpus/%s.txt", slash ? dir : ".", names[i]);
        if (wl_calibration_load(file, &p, &err) != 0) {
            CHECK_MSG(false, "%s", err.msg);
            continue;
        }
        double scale = p.consts.blocks_per_s / h200.consts.blocks_per_s;
        double l2 = p.consts.l2_bytes_per_s / h200.consts.l2_bytes_per_s / scale;
        if (p.consts.l2_read_copies == 2)
            CHECK_MSG(l2 > 0.99 && l2 < 1.01, "%s: split L2 at %.3f of SMs x clock", names[i], l2);
        else
            CHECK_MSG(l2 > 0.2 && l2 < 0.5, "%s: one L2 at %.3f of SMs x clock", names[i], l2);
    }
}

int main(int argc, char **argv)
{
    test_dir_make("calibration");
    test_good_and_round_trip();
    test_l2_shares();
    test_bad();
    test_unknown_capability_stated();
    test_capabilities_named();
    test_lacks_measured();
    if (argc > 1) {
        test_shipped(argv[1]);
        test_profiles_l2_rule(argv[1]);
    }
    if (test_dir_remove() != 0)
        return 1;
    return CHECK_DONE();
}
