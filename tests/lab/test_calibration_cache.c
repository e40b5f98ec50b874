/* The first-use calibration cache without a GPU: its file names, saving
 * into a state directory not yet made, listing, loading back, refusing to
 * save constants the loader would refuse, and refusing a broken cache file
 * with file:line instead of measuring over it.
 * Argument: the shipped calibration file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_calibrate.h"
#include "wl_calibration.h"
#include "wl_check.h"
#include "wl_lab.h"

static void names(void)
{
    char path[4096];
    wl_error err;
    CHECK(wl_calibration_cache_path("/s", "NVIDIA H200", "580.159.04", path, sizeof path, &err) ==
          0);
    CHECK_STR(path, "/s/calibration-nvidia-h200-580.159.04.txt");
    CHECK(wl_calibration_cache_path("/s", "NVIDIA GeForce GTX 1650 (rev 2)", "535.1", path,
                                    sizeof path, &err) == 0);
    CHECK_STR(path, "/s/calibration-nvidia-geforce-gtx-1650-rev-2-535.1.txt");
    CHECK(wl_calibration_cache_path("/s", "NVIDIA H200", "../x", path, sizeof path, &err) == -1);
    CHECK_CONTAINS(err.msg, "driver version '../x' is no file name");
    CHECK(wl_calibration_cache_path("/s", "", "580", path, sizeof path, &err) == -1);
}

int main(int argc, char **argv)
{
    wl_calibration shipped, back;
    wl_error err;
    if (argc < 2 || wl_calibration_load(argv[1], &shipped, &err) != 0) {
        fprintf(stderr, "test_calibration_cache: %s\n", argc < 2 ? "no calibration" : err.msg);
        return 1;
    }
    names();
    char tmp[] = "/tmp/wl-cal-cache-XXXXXX", state[4096], path[4096], driver[32];
    CHECK(mkdtemp(tmp) != NULL);
    snprintf(state, sizeof state, "%s/not/yet/made", tmp);
    wl_driver_version(driver, sizeof driver);
    CHECK(wl_calibration_cache_path(state, shipped.consts.device, driver, path, sizeof path,
                                    &err) == 0);
    /* Saved where no directory was yet, listed, and found by first use
     * (which then measures nothing). */
    CHECK_MSG(wl_calibration_cache_save(path, &shipped, &err) == 0, "%s", err.msg);
    char list[4][WL_PROFILE_NAME_MAX];
    int all = 0;
    CHECK(wl_calibration_cache_list(state, list, 4, &all) == 1);
    CHECK(all == 1);
    CHECK(strstr(path, list[0]) != NULL);
    bool measured = true;
    CHECK_MSG(wl_calibration_first_use(state, 0, shipped.consts.device, NULL, &back, &measured,
                                       &err) == 0,
              "%s", err.msg);
    CHECK(!measured);
    CHECK(back.consts.dram_bytes_per_s == shipped.consts.dram_bytes_per_s);
    CHECK_STR(back.path, path);
    /* Constants the loader would refuse are never saved (a cache of them
     * would stand in the way of every later run): the old file stays. */
    wl_calibration odd = shipped;
    odd.consts.latency_l2_s = 2 * odd.consts.latency_s;
    CHECK(wl_calibration_cache_save(path, &odd, &err) == -1);
    CHECK_CONTAINS(err.msg, "not saved: ");
    CHECK_CONTAINS(err.msg, "latency_l2_s");
    CHECK(wl_calibration_load(path, &back, &err) == 0);
    CHECK(back.consts.latency_l2_s == shipped.consts.latency_l2_s);
    odd = shipped;
    odd.consts.launch_fixed_s = 5 * odd.consts.launch_s;
    CHECK(wl_calibration_cache_save(path, &odd, &err) == -1);
    CHECK_CONTAINS(err.msg, "launch_fixed_s");
    /* ...and so are the text fields and the architecture rule: an empty
     * date, a device name with a control character, a compute capability
     * the rules do not know with no blocks_per_sm. */
    odd = shipped;
    odd.date[0] = '\0';
    CHECK(wl_calibration_cache_save(path, &odd, &err) == -1);
    CHECK_CONTAINS(err.msg, "date");
    odd = shipped;
    snprintf(odd.consts.device, sizeof odd.consts.device, "NVIDIA \033[2J H200");
    CHECK(wl_calibration_cache_save(path, &odd, &err) == -1);
    CHECK_CONTAINS(err.msg, "not printable ASCII text");
    odd = shipped;
    snprintf(odd.compute_capability, sizeof odd.compute_capability, "12.7");
    odd.consts.blocks_per_sm = 0;
    CHECK(wl_calibration_cache_save(path, &odd, &err) == -1);
    CHECK_CONTAINS(err.msg, "not in the architecture rules");
    /* A line break in a name would read back as another key: refused. */
    odd = shipped;
    snprintf(odd.consts.device, sizeof odd.consts.device, "NVIDIA H200\nblocks_per_sm 7");
    odd.consts.blocks_per_sm = 0;
    CHECK(wl_calibration_cache_save(path, &odd, &err) == -1);
    CHECK_CONTAINS(err.msg, "device does not read back");
    CHECK(wl_calibration_load(path, &back, &err) == 0);
    /* A broken cache file is an error at its line, never measured over. */
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (f) {
        fputs("warplab-calibration 1\ndevice NVIDIA H200\nsms many\nend\n", f);
        fclose(f);
    }
    CHECK(wl_calibration_first_use(state, 0, shipped.consts.device, NULL, &back, &measured, &err) ==
          -1);
    char at[4200];
    snprintf(at, sizeof at, "%s:3:", path);
    CHECK_CONTAINS(err.msg, at);
    CHECK_CONTAINS(err.msg, "remove it and warplab measures the GPU again");
    CHECK(!measured);
    char cmd[4300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    CHECK(system(cmd) == 0);
    return CHECK_DONE();
}
