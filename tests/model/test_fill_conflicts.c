/* Stores that meet another load's fill (wl_fill_conflicts.c), worked out by
 * hand per element: a warp of the offset kernel at shift s writes the lines
 * it read; a line counts when another warp's load reads a sector of it that
 * this warp's load does not. */
#include "wl_check.h"
#include "wl_counting.h"
#include "wl_perf.h"

static double conflicts(wl_kernel k, wl_type t, int param)
{
    wl_spec spec;
    wl_traffic tr;
    wl_memparams mem;
    wl_error err;
    wl_spec_default(k, t, &spec);
    spec.param = param;
    wl_memparams_default(&mem);
    if (wl_traffic_of(&spec, 1 << 24, &mem, 256, &tr, &err) != 0) {
        fprintf(stderr, "conflicts: %s\n", err.msg);
        check_failures++;
        return -1;
    }
    return tr.store_fill_conflicts;
}

/* Counted at the margin of the sample, as every per-element count is, so
 * the sample's edges cancel and the figures are exact. */
#define PER_WARP(lines) ((lines) / 32.0)
#define EDGE 1e-9

int main(void)
{
    for (int t = 0; t < WL_TYPE_COUNT; t++) {
        /* Aligned, or shifted by whole lines (32 floats, 16 doubles): every
         * line a warp writes is one only it reads. */
        CHECK_NEAR(conflicts(WL_KERNEL_OFFSET, (wl_type)t, 0), 0, 1e-12);
        CHECK_NEAR(conflicts(WL_KERNEL_OFFSET, (wl_type)t, 32), 0, 1e-12);
        /* Shifted by one element: the last line the warp writes holds its
         * last element's sector, and sectors only the next warp reads. The
         * first line's other sector is the previous warp's, but this warp
         * reads that sector too. */
        CHECK_NEAR(conflicts(WL_KERNEL_OFFSET, (wl_type)t, 1), PER_WARP(1), EDGE);
        /* Strided, record and transposed walks never share a line between
         * warps, or write another array than they read. */
        for (int s = 1; s <= 32; s++)
            CHECK_NEAR(conflicts(WL_KERNEL_STRIDE, (wl_type)t, s), 0, 1e-12);
        CHECK_NEAR(conflicts(WL_KERNEL_AOS, (wl_type)t, 0), 0, 1e-12);
        CHECK_NEAR(conflicts(WL_KERNEL_SOA, (wl_type)t, 0), 0, 1e-12);
        for (int k = WL_KERNEL_TRANSPOSE_NAIVE; k <= WL_KERNEL_TRANSPOSE_TILED; k++)
            CHECK_NEAR(conflicts((wl_kernel)k, (wl_type)t, 1024), 0, 1e-12);
    }
    /* A whole sector of shift (8 floats): both lines the warp writes hold
     * sectors only a neighbour reads. */
    CHECK_NEAR(conflicts(WL_KERNEL_OFFSET, WL_TYPE_F32, 8), PER_WARP(2), EDGE);
    /* Half a line: f32 at 16 shares both lines; f64 at 16 is a whole line. */
    CHECK_NEAR(conflicts(WL_KERNEL_OFFSET, WL_TYPE_F32, 16), PER_WARP(2), EDGE);
    CHECK_NEAR(conflicts(WL_KERNEL_OFFSET, WL_TYPE_F64, 16), 0, 1e-12);
    CHECK_NEAR(conflicts(WL_KERNEL_OFFSET, WL_TYPE_F64, 8), PER_WARP(2), EDGE);
    return CHECK_DONE();
}
