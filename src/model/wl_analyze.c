/* From lane addresses to sectors, lines, requests and DRAM traffic. */
#include <stdbool.h>
#include <string.h>

#include "wl_family.h"
#include "wl_counting.h"
#include "wl_perf.h"

/* Warps sampled for the whole-kernel averages. Every pattern the lab offers
 * repeats with a period well under this, so the average is exact for them. */
#define SAMPLE_WARPS 64

typedef struct averages {
    double ld_sectors, st_sectors, ld_lines, st_lines;
} averages;

static averages kernel_averages(const wl_spec *spec)
{
    long warps = wl_spec_warp_count(spec);
    long sample = warps < SAMPLE_WARPS ? warps : SAMPLE_WARPS;
    int per_warp = wl_instructions_per_warp(spec);
    averages a = {0, 0, 0, 0};
    wl_access acc;
    wl_lane_walk walk;
    wl_lane_walk_start(spec, &walk);
    for (long w = 0; w < sample; w++) {
        for (int u = 0; u < per_warp; u++) {
            wl_lane_walk_access(&walk, w, false, u, &acc);
            a.ld_sectors += acc.sectors;
            a.ld_lines += acc.lines;
            wl_lane_walk_access(&walk, w, true, u, &acc);
            a.st_sectors += acc.sectors;
            a.st_lines += acc.lines;
        }
    }
    double n = (double)(sample * per_warp);
    a.ld_sectors /= n;
    a.st_sectors /= n;
    a.ld_lines /= n;
    a.st_lines /= n;
    return a;
}

/* wl_analyze, with or without the DRAM estimate (the sample of the
 * performance model's traffic, most of an analysis's cost). */
static int analyze(const wl_spec *spec, const wl_memparams *mem, bool dram, wl_analysis *out,
                   wl_error *err)
{
    if (wl_spec_validate(spec, err) != 0)
        return -1;
    wl_memparams defaults;
    if (!mem) {
        wl_memparams_default(&defaults);
        mem = &defaults;
    }
    if (mem->dram_read_granule < WL_SECTOR_BYTES || mem->dram_write_granule < WL_SECTOR_BYTES)
        return wl_fail(err, "DRAM granules must be at least one sector (%d bytes)",
                       WL_SECTOR_BYTES);
    memset(out, 0, sizeof *out);
    out->spec = *spec;
    wl_instruction_access(spec, false, 0, &out->load);
    wl_instruction_access(spec, true, 0, &out->store);
    out->useful_bytes_per_element = wl_kernel_useful_bytes_per_element(spec->kernel, spec->type);
    const wl_family *f = wl_family_of(spec->kernel);
    if (f->whole) {
        wl_launch_ctx l;
        wl_launch_of(spec, &l);
        return f->whole(&l, mem, out, err);
    }

    averages a = kernel_averages(spec);
    out->load_sectors_per_request = a.ld_sectors;
    out->store_sectors_per_request = a.st_sectors;
    out->load_lines_per_request = a.ld_lines;
    out->store_lines_per_request = a.st_lines;
    if (!dram)
        return 0;

    /* The DRAM estimate is the performance model's count of granules (the
     * page size does not change it; a working set of 64 Mi elements). */
    wl_traffic t;
    if (wl_traffic_of(spec, (double)(1 << 26), mem, WL_LINE_BYTES, &t, err) != 0)
        return -1;
    out->dram_read_bytes_per_element = t.dram_read_bytes;
    out->dram_write_bytes_per_element = t.dram_write_bytes;
    out->distinct_bytes_per_element = t.distinct_asked_bytes;
    return 0;
}

int wl_analyze(const wl_spec *spec, const wl_memparams *mem, wl_analysis *out, wl_error *err)
{
    return analyze(spec, mem, true, out, err);
}

int wl_analyze_without_dram(const wl_spec *spec, const wl_memparams *mem, wl_analysis *out,
                            wl_error *err)
{
    return analyze(spec, mem, false, out, err);
}
