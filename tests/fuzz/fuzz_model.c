/* Fuzz target: the access model over any spec the validator lets through.
 * Input bytes: kernel, type, param (4), warp (8), unroll (2), DRAM read and
 * write granules as powers of two (1 each). wl_spec_validate must reject
 * every bad spec with a message; every spec it accepts must analyse, and
 * the analysis must obey the invariants every view relies on. */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz_util.h"
#include "wl_diagram.h"
#include "wl_family.h"

#define REQUIRE(cond)                                                                              \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "fuzz_model: invariant broken: %s\n", #cond);                          \
            abort();                                                                               \
        }                                                                                          \
    } while (0)

static void check_access(const wl_access *a)
{
    if (!a->present)
        return;
    /* a lane moves one element, or a vector of them (float2, float4, double2) */
    REQUIRE(a->elem_bytes >= 4 && a->elem_bytes <= WL_LANE_BYTES_MAX &&
            (a->elem_bytes & (a->elem_bytes - 1)) == 0);
    REQUIRE(a->sectors >= 1 && a->sectors <= WL_MAX_SECTORS);
    REQUIRE(a->lines >= 1 && a->lines <= a->sectors);
    REQUIRE(a->fetched_bytes == a->sectors * WL_SECTOR_BYTES);
    REQUIRE(a->useful_bytes >= 1 && a->useful_bytes <= a->fetched_bytes);
    REQUIRE(a->efficiency > 0.0 && a->efficiency <= 1.0);
    for (int i = 1; i < a->sectors; i++)
        REQUIRE(a->sector_addr[i - 1] < a->sector_addr[i]);

    wl_warp_map map;
    wl_warp_map_build(a, &map);
    REQUIRE(map.nlines == a->lines);
    int lanes = 0, fetched = 0;
    for (int l = 0; l < map.nlines; l++) {
        lanes += map.line[l].lanes;
        for (int s = 0; s < WL_SECTORS_PER_LINE; s++)
            fetched += map.line[l].sector_fetched[s];
        if (l > 0) {
            REQUIRE(map.line[l - 1].line_addr < map.line[l].line_addr);
            (void)wl_line_rows_alike(&map.line[l - 1], &map.line[l]);
        }
    }
    REQUIRE(lanes == WL_WARP_SIZE);
    REQUIRE(fetched == a->sectors);
    for (int lane = 0; lane < WL_WARP_SIZE; lane++)
        REQUIRE(map.lane_line[lane] >= 0 && map.lane_line[lane] < map.nlines);
}

static void check_instructions(const wl_spec *spec)
{
    int n = wl_instructions_per_warp(spec);
    REQUIRE(n >= 1 && n <= WL_UNROLL_MAX * WL_TILE_DIM);
    for (int u = 0; u < n; u++) {
        for (int is_store = 0; is_store < 2; is_store++) {
            uint64_t addr[WL_WARP_SIZE];
            int array = -1;
            if (wl_lane_addresses(spec, is_store, u, addr, &array) == 0)
                REQUIRE(array == 0 || array == 1);
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    wl_fuzz_reader r = {data, size};
    wl_spec spec = {0}; /* fields the input does not set (n, expr) stay empty */
    /* One value past the last kernel and type checks that the validator rejects it. */
    spec.kernel = (wl_kernel)(wl_fuzz_take(&r, 1) % (unsigned)(wl_family_count() + 1));
    spec.type = (wl_type)(wl_fuzz_take(&r, 1) % (WL_TYPE_COUNT + 1));
    spec.param = (int)(int32_t)wl_fuzz_take(&r, 4);
    spec.warp = (long)(int64_t)wl_fuzz_take(&r, 8);
    spec.unroll = (int)(int16_t)wl_fuzz_take(&r, 2);
    wl_memparams mem;
    mem.dram_read_granule = 32 << (wl_fuzz_take(&r, 1) % 8);
    mem.dram_write_granule = 32 << (wl_fuzz_take(&r, 1) % 8);

    wl_error err;
    if (wl_spec_validate(&spec, &err) != 0) {
        REQUIRE(err.msg[0] != '\0');
        return 0;
    }
    /* The expression family needs a compiled expression, which this input
     * does not make (fuzz_expr covers that family). */
    if (wl_family_of(spec.kernel)->lanes_from == WL_LANES_SOURCE)
        return 0;
    REQUIRE(spec.warp >= 0 && spec.warp < wl_spec_warp_count(&spec));
    wl_analysis an;
    REQUIRE(wl_analyze(&spec, &mem, &an, &err) == 0);
    check_access(&an.load);
    check_access(&an.store);
    REQUIRE(an.load_sectors_per_request >= 0.0 && an.load_sectors_per_request <= WL_MAX_SECTORS);
    REQUIRE(an.store_sectors_per_request >= 0.0 && an.store_sectors_per_request <= WL_MAX_SECTORS);
    REQUIRE(an.dram_read_bytes_per_element >= 0.0 && an.dram_write_bytes_per_element >= 0.0);
    check_instructions(&spec);
    return 0;
}
