/* From lane addresses to sectors, lines, requests and DRAM traffic. */
#include <stdlib.h>
#include <string.h>

#include "wl_model.h"

/* Warps sampled for the whole-kernel averages. Every pattern the lab offers
 * repeats with a period well under this, so the average is exact for them. */
#define SAMPLE_WARPS 64

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* Sorts v[0..n) and drops repeats; returns how many distinct values remain. */
static int sort_unique(uint64_t *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_u64);
    int m = 0;
    for (int i = 0; i < n; i++)
        if (m == 0 || v[m - 1] != v[i])
            v[m++] = v[i];
    return m;
}

void wl_access_from_addresses(const uint64_t addr[WL_WARP_SIZE], int elem_bytes, int array,
                              wl_access *out)
{
    uint64_t sectors[WL_WARP_SIZE], lines[WL_WARP_SIZE], words[WL_WARP_SIZE];
    memset(out, 0, sizeof *out);
    out->present = true;
    out->elem_bytes = elem_bytes;
    out->array = array;
    for (int l = 0; l < WL_WARP_SIZE; l++) {
        out->lane_addr[l] = addr[l];
        sectors[l] = addr[l] / WL_SECTOR_BYTES * WL_SECTOR_BYTES;
        lines[l] = addr[l] / WL_LINE_BYTES * WL_LINE_BYTES;
        words[l] = addr[l];
    }
    out->sectors = sort_unique(sectors, WL_WARP_SIZE);
    out->lines = sort_unique(lines, WL_WARP_SIZE);
    memcpy(out->sector_addr, sectors, (size_t)out->sectors * sizeof sectors[0]);
    /* Two lanes reading one element get one copy of its bytes: count the
     * distinct elements the warp asked for, not the lanes. */
    out->useful_bytes = sort_unique(words, WL_WARP_SIZE) * elem_bytes;
    out->requests = 1;
    out->fetched_bytes = out->sectors * WL_SECTOR_BYTES;
    out->efficiency = (double)out->useful_bytes / out->fetched_bytes;
}

static void instruction(const wl_spec *spec, bool is_store, int u, wl_access *out)
{
    uint64_t addr[WL_WARP_SIZE];
    int array;
    wl_lane_addresses(spec, is_store, u, addr, &array);
    wl_access_from_addresses(addr, wl_type_bytes(spec->type), array, out);
}

typedef struct averages {
    double ld_sectors, st_sectors, ld_lines, st_lines;
} averages;

static averages kernel_averages(const wl_spec *spec)
{
    wl_spec s = *spec;
    long warps = wl_spec_warp_count(spec);
    long sample = warps < SAMPLE_WARPS ? warps : SAMPLE_WARPS;
    int per_warp = wl_instructions_per_warp(spec);
    averages a = {0, 0, 0, 0};
    wl_access acc;
    for (long w = 0; w < sample; w++) {
        s.warp = w;
        for (int u = 0; u < per_warp; u++) {
            instruction(&s, false, u, &acc);
            a.ld_sectors += acc.sectors;
            a.ld_lines += acc.lines;
            instruction(&s, true, u, &acc);
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

/* Bytes between the elements one thread after another touches in the array:
 * the step of the kernel's walk through memory. */
static int walk_step_bytes(const wl_spec *spec)
{
    int es = wl_type_bytes(spec->type);
    switch (spec->kernel) {
    case WL_KERNEL_STRIDE:
        return spec->param * es;
    case WL_KERNEL_AOS:
        return 3 * es;
    default:
        /* offset, soa, and the transposes: every element of every array is
         * touched once and rows are whole granules (N is a multiple of 32). */
        return es;
    }
}

/* A walk with step `step` over naturally aligned elements touches every
 * granule when the step is shorter than a granule, and one granule per element
 * otherwise. L2 keeps what neighbouring warps share, so each granule comes
 * from DRAM once. */
static double dram_bytes_per_element(int step, int granule)
{
    return step < granule ? (double)step : (double)granule;
}

int wl_kernel_useful_bytes_per_element(wl_kernel k, wl_type t)
{
    (void)k; /* every kernel reads one element and writes one */
    return 2 * wl_type_bytes(t);
}

int wl_analyze(const wl_spec *spec, const wl_memparams *mem, wl_analysis *out, wl_error *err)
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
    instruction(spec, false, 0, &out->load);
    instruction(spec, true, 0, &out->store);

    averages a = kernel_averages(spec);
    out->load_sectors_per_request = a.ld_sectors;
    out->store_sectors_per_request = a.st_sectors;
    out->load_lines_per_request = a.ld_lines;
    out->store_lines_per_request = a.st_lines;

    int step = walk_step_bytes(spec);
    out->dram_read_bytes_per_element = dram_bytes_per_element(step, mem->dram_read_granule);
    out->dram_write_bytes_per_element = dram_bytes_per_element(step, mem->dram_write_granule);
    out->useful_bytes_per_element = wl_kernel_useful_bytes_per_element(spec->kernel, spec->type);
    return 0;
}
