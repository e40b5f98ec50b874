/* The DRAM estimate: granules of 64 bytes read and 32 written on Hopper.
 * Worked out by hand: a walk with a step shorter than a granule touches
 * every granule (step bytes per element); a longer step pays a granule. */
#include <string.h>

#include "wl_check.h"
#include "wl_model.h"

static wl_analysis analyse(wl_kernel k, wl_type t, int param, const wl_memparams *mem)
{
    wl_spec spec;
    wl_analysis a;
    wl_error err;
    wl_spec_default(k, t, &spec);
    spec.param = param;
    if (wl_analyze(&spec, mem, &a, &err) != 0) {
        fprintf(stderr, "analyse: %s\n", err.msg);
        check_failures++;
    }
    return a;
}

/* Without the DRAM estimate an analysis is the full one less its DRAM and
 * distinct bytes, for every kernel, type and unrolling the lessons name. */
static void check_without_dram(void)
{
    for (int k = 0; k < WL_KERNEL_COUNT; k++)
        for (int t = 0; t < 2; t++)
            for (int unroll = 1; unroll <= 4; unroll += 3) {
                wl_spec spec;
                wl_analysis full, part;
                wl_error err;
                wl_spec_default((wl_kernel)k, (wl_type)t, &spec);
                spec.unroll = unroll;
                if (wl_analyze(&spec, NULL, &full, &err) != 0) {
                    CHECK(wl_analyze_without_dram(&spec, NULL, &part, &err) != 0);
                    continue;
                }
                CHECK(wl_analyze_without_dram(&spec, NULL, &part, &err) == 0);
                CHECK(full.dram_read_bytes_per_element > 0);
                full.dram_read_bytes_per_element = full.dram_write_bytes_per_element = 0;
                full.distinct_bytes_per_element = 0;
                CHECK(memcmp(&full, &part, sizeof full) == 0);
            }
}

int main(void)
{
    check_without_dram();
    wl_analysis a;
    a = analyse(WL_KERNEL_STRIDE, WL_TYPE_F32, 1, NULL);
    CHECK_NEAR(a.dram_read_bytes_per_element, 4, 1e-9);
    CHECK_NEAR(a.dram_write_bytes_per_element, 4, 1e-9);
    CHECK_EQ_INT(a.useful_bytes_per_element, 8);
    /* 32 bytes apart: half of each 64-byte read, all of each 32-byte write. */
    a = analyse(WL_KERNEL_STRIDE, WL_TYPE_F32, 8, NULL);
    CHECK_NEAR(a.dram_read_bytes_per_element, 32, 1e-9);
    CHECK_NEAR(a.dram_write_bytes_per_element, 32, 1e-9);
    /* 64 and 128 bytes apart: a whole read granule per element, so strides 16
     * and 32 cost the same and twice stride 8 on reads. */
    a = analyse(WL_KERNEL_STRIDE, WL_TYPE_F32, 16, NULL);
    CHECK_NEAR(a.dram_read_bytes_per_element, 64, 1e-9);
    CHECK_NEAR(a.dram_write_bytes_per_element, 32, 1e-9);
    a = analyse(WL_KERNEL_STRIDE, WL_TYPE_F32, 32, NULL);
    CHECK_NEAR(a.dram_read_bytes_per_element, 64, 1e-9);
    /* 12-byte structs: every granule touched, 12 bytes per element. */
    a = analyse(WL_KERNEL_AOS, WL_TYPE_F32, 0, NULL);
    CHECK_NEAR(a.dram_read_bytes_per_element, 12, 1e-9);
    CHECK_NEAR(a.dram_write_bytes_per_element, 12, 1e-9);
    /* Offsets shift the window, not its density. */
    a = analyse(WL_KERNEL_OFFSET, WL_TYPE_F64, 3, NULL);
    CHECK_NEAR(a.dram_read_bytes_per_element, 8, 1e-9);
    /* Transposes read and write each matrix once, whatever the order. */
    a = analyse(WL_KERNEL_TRANSPOSE_NAIVE, WL_TYPE_F32, 4096, NULL);
    CHECK_NEAR(a.dram_read_bytes_per_element, 4, 1e-9);
    CHECK_NEAR(a.dram_write_bytes_per_element, 4, 1e-9);
    /* A 128-byte granule (a GPU set to fetch whole lines) doubles stride 32. */
    wl_memparams lines = {128, 32, false};
    a = analyse(WL_KERNEL_STRIDE, WL_TYPE_F32, 32, &lines);
    CHECK_NEAR(a.dram_read_bytes_per_element, 128, 1e-9);
    /* Granules under a sector make no sense and are refused. */
    wl_memparams bad = {16, 32, false};
    wl_spec spec;
    wl_analysis out;
    wl_error err;
    wl_spec_default(WL_KERNEL_SOA, WL_TYPE_F32, &spec);
    CHECK(wl_analyze(&spec, &bad, &out, &err) != 0);
    return CHECK_DONE();
}
