/* H200-like model constants for the model's unit tests: round figures near
 * the shipped calibration, fixed here so a new calibration cannot move a
 * test. One copy for every test that needs them. */
#ifndef WL_TEST_H200_H
#define WL_TEST_H200_H

#include "wl_perf.h"

static inline wl_gpu_consts wl_test_h200(void)
{
    wl_gpu_consts c = {.device = "test",
                       .sms = 132,
                       .warps_per_sm = 64,
                       .l2_bytes = 62914560,
                       .dram_bytes_per_s = 4.2e12,
                       .latency_s = 7.8e-7,
                       .l1_lines_per_s = 2e9,
                       .shared_wavefronts_per_s = 1.9e9,
                       .l2_partial_per_s = 7.4e10,
                       .l2_fills_per_s = 2e10,
                       .dram_page_bytes = 256,
                       .dram_pages_per_s = 3e10,
                       .launch_s = 5e-6,
                       .blocks_per_s = 1.6e9,
                       .warps_per_s = 3e10,
                       .hot32_per_s = 4.7e9,
                       .hot2048_per_s = 4.9e10,
                       .l2_bytes_per_s = 7.9e12};
    return c;
}

#endif
