/* The performance model: named limits over the access model's counts. The
 * comments on each limit give the H200 measurement that called for it. */
#include "wl_perf.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define DRAM_GRANULE 64 /* bytes DRAM reads or writes at a time (L2 fetch granularity) */
/* Lane-instructions sampled: whole blocks of consecutive warps, enough that
 * the granules shared at block edges are a small share of the total. */
#define SAMPLE_LANES 2048

static const struct {
    const char *name, *key;
} limit_names[WL_LIMIT_COUNT] = {
    [WL_LIMIT_DRAM] = {"DRAM traffic", "dram"},
    [WL_LIMIT_IN_FLIGHT] = {"bytes in flight", "in_flight"},
    [WL_LIMIT_L1_LINES] = {"L1 line lookups", "l1_lines"},
    [WL_LIMIT_L2_PARTIAL] = {"partial-sector stores", "l2_partial_stores"},
    [WL_LIMIT_L2_FILLS] = {"L2 line fills", "l2_fills"},
    [WL_LIMIT_DRAM_PAGES] = {"DRAM pages opened", "dram_pages"},

};

const char *wl_limit_name(wl_limit l)
{
    return (unsigned)l < WL_LIMIT_COUNT ? limit_names[l].name : "?";
}

const char *wl_limit_key(wl_limit l)
{
    return (unsigned)l < WL_LIMIT_COUNT ? limit_names[l].key : "?";
}

/* A set of (array, block) pairs, counted once each. */
typedef struct id_set {
    uint64_t *v;
    int n;
} id_set;

static void set_add(id_set *s, int array, uint64_t addr, int granule)
{
    s->v[s->n++] = ((uint64_t)array << 60) | (addr / (uint64_t)granule);
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

static int set_count(id_set *s)
{
    qsort(s->v, (size_t)s->n, sizeof *s->v, cmp_u64);
    int m = 0;
    for (int i = 0; i < s->n; i++)
        if (m == 0 || s->v[m - 1] != s->v[i])
            m++, s->v[m - 1] = s->v[i];
    return m;
}

/* Lines of one store instruction that hold a sector the warp writes only in
 * part: L2 merges such a store into the sector byte by byte. */
static int partial_lines(const wl_access *st)
{
    uint64_t words[WL_WARP_SIZE];
    memcpy(words, st->lane_addr, sizeof words);
    qsort(words, WL_WARP_SIZE, sizeof words[0], cmp_u64);
    int lines = 0, bytes = 0;
    uint64_t last_partial_line = UINT64_MAX;
    for (int l = 0; l < WL_WARP_SIZE; l++) {
        if (l > 0 && words[l] == words[l - 1])
            continue; /* a word two lanes write counts once */
        bytes += st->elem_bytes;
        uint64_t sector = words[l] / WL_SECTOR_BYTES;
        bool sector_ends = l == WL_WARP_SIZE - 1 || words[l + 1] / WL_SECTOR_BYTES != sector;
        if (!sector_ends)
            continue;
        uint64_t line = words[l] / WL_LINE_BYTES;
        if (bytes < WL_SECTOR_BYTES && line != last_partial_line) {
            lines++;
            last_partial_line = line;
        }
        bytes = 0;
    }
    return lines;
}

/* Bytes of address range array `which` (load or store side) spans per element
 * over a launch of `elements`: the highest address the launch's last warp
 * touches, over the elements up to it. */
static double extent_per_element(const wl_spec *spec, double elements, bool is_store)
{
    int per_warp = wl_instructions_per_warp(spec);
    double warps = elements / ((double)WL_WARP_SIZE * per_warp);
    long last = (long)warps - 1;
    long cap = wl_spec_warp_count(spec) - 1;
    if (last > cap)
        last = cap;
    if (last < 0)
        last = 0;
    wl_spec s = *spec;
    s.warp = last;
    uint64_t top = 0, addr[WL_WARP_SIZE];
    int array;
    for (int u = 0; u < per_warp; u++) {
        wl_lane_addresses(&s, is_store, u, addr, &array);
        for (int l = 0; l < WL_WARP_SIZE; l++)
            if (addr[l] > top)
                top = addr[l];
    }
    double covered = (double)(last + 1) * WL_WARP_SIZE * per_warp;
    return (double)(top + (uint64_t)wl_type_bytes(spec->type)) / covered;
}

typedef struct sample_sets {
    id_set rd_granules, wr_granules, fill_lines, rd_pages, wr_pages, rd_sectors;
    int page_bytes;
} sample_sets;

static id_set *sample_set(sample_sets *ss, int i)
{
    id_set *all[] = {&ss->rd_granules, &ss->wr_granules, &ss->fill_lines,
                     &ss->rd_pages,    &ss->wr_pages,    &ss->rd_sectors};
    return i < (int)(sizeof all / sizeof all[0]) ? all[i] : NULL;
}

static int sample_alloc(sample_sets *ss, int lanes, int page_bytes)
{
    int ok = 1;
    for (int i = 0; sample_set(ss, i); i++) {
        *sample_set(ss, i) = (id_set){malloc((size_t)lanes * sizeof(uint64_t)), 0};
        ok = ok && sample_set(ss, i)->v;
    }
    ss->page_bytes = page_bytes;
    return ok ? 0 : -1;
}

static void sample_free(sample_sets *ss)
{
    for (int i = 0; sample_set(ss, i); i++)
        free(sample_set(ss, i)->v);
}

/* Walks whole blocks of warps from warp 0 and sums what they touch. */
static void sample_warps(const wl_spec *spec, long warps, sample_sets *ss, wl_traffic *t)
{
    int per_warp = wl_instructions_per_warp(spec);
    int es = wl_type_bytes(spec->type);
    wl_spec s = *spec;
    uint64_t addr[WL_WARP_SIZE];
    int array;
    wl_access ld, st;
    for (long w = 0; w < warps; w++) {
        s.warp = w;
        for (int u = 0; u < per_warp; u++) {
            wl_lane_addresses(&s, false, u, addr, &array);
            wl_access_from_addresses(addr, es, array, &ld);
            for (int l = 0; l < WL_WARP_SIZE; l++) {
                set_add(&ss->rd_granules, array, addr[l], DRAM_GRANULE);
                set_add(&ss->fill_lines, array, addr[l], WL_LINE_BYTES);
                set_add(&ss->rd_pages, array, addr[l], ss->page_bytes);
                set_add(&ss->rd_sectors, array, addr[l], WL_SECTOR_BYTES);
            }
            wl_lane_addresses(&s, true, u, addr, &array);
            wl_access_from_addresses(addr, es, array, &st);
            for (int l = 0; l < WL_WARP_SIZE; l++) {
                set_add(&ss->wr_granules, array, addr[l], DRAM_GRANULE);
                set_add(&ss->wr_pages, array, addr[l], ss->page_bytes);
            }
            t->l1_lines += ld.lines + st.lines;
            t->l2_partial += partial_lines(&st);
            t->load_sectors += ld.sectors;
            t->store_sectors += st.sectors;
        }
    }
}

int wl_traffic_of(const wl_spec *spec, double elements, int page_bytes, wl_traffic *out,
                  wl_error *err)
{
    if (wl_spec_validate(spec, err) != 0)
        return -1;
    memset(out, 0, sizeof *out);
    int per_warp = wl_instructions_per_warp(spec);
    int block_warps = WL_BLOCK_THREADS / WL_WARP_SIZE; /* also a transpose's 32 x 8 */
    long warps = SAMPLE_LANES / (WL_WARP_SIZE * per_warp);
    warps = (warps + block_warps - 1) / block_warps * block_warps;
    if (warps > wl_spec_warp_count(spec))
        warps = wl_spec_warp_count(spec);
    int lanes = (int)warps * per_warp * WL_WARP_SIZE;

    sample_sets ss;
    if (page_bytes < WL_LINE_BYTES)
        return wl_fail(err, "a DRAM page must be at least a line (%d bytes)", WL_LINE_BYTES);
    if (sample_alloc(&ss, lanes, page_bytes) != 0) {
        sample_free(&ss);
        return wl_fail(err, "out of memory");
    }
    sample_warps(spec, warps, &ss, out);
    double n = lanes;
    double instr = (double)warps * per_warp;
    out->asked_bytes = wl_kernel_useful_bytes_per_element(spec->kernel, spec->type);
    out->dram_read_bytes = set_count(&ss.rd_granules) * (double)DRAM_GRANULE / n;
    out->dram_write_bytes = set_count(&ss.wr_granules) * (double)DRAM_GRANULE / n;
    out->l2_fills = set_count(&ss.fill_lines) / n;
    /* Loads open the pages of what they read; L2 opens them again when it
     * writes the dirty lines back, even when it is the same array. */
    out->dram_pages = (set_count(&ss.rd_pages) + set_count(&ss.wr_pages)) / n;
    /* A sector several warps of a block read is fetched once (L1 merges
     * them: transpose-naive's 32-sector columns cost L2 4 sectors each). */
    out->load_miss_sectors = set_count(&ss.rd_sectors) / instr;
    sample_free(&ss);
    out->l1_lines /= n;
    out->l2_partial /= n;
    out->load_sectors /= instr;
    out->store_sectors /= instr;
    out->load_instructions = 1.0 / WL_WARP_SIZE;
    out->loads_in_flight = per_warp;
    int ld_array, st_array;
    uint64_t unused[WL_WARP_SIZE];
    wl_lane_addresses(spec, false, 0, unused, &ld_array);
    wl_lane_addresses(spec, true, 0, unused, &st_array);
    out->footprint_bytes = extent_per_element(spec, elements, false) +
                           (st_array != ld_array ? extent_per_element(spec, elements, true) : 0);
    return 0;
}

int wl_gpu_consts_validate(const wl_gpu_consts *c, wl_error *err)
{
    const struct {
        const char *name;
        double v;
    } fields[] = {
        {"sms", c->sms},
        {"warps_per_sm", c->warps_per_sm},
        {"l2_bytes", c->l2_bytes},
        {"dram_bytes_per_s", c->dram_bytes_per_s},
        {"latency_s", c->latency_s},
        {"l1_sectors_in_flight", c->l1_sectors_in_flight},
        {"l1_lines_per_s", c->l1_lines_per_s},
        {"l2_partial_per_s", c->l2_partial_per_s},
        {"l2_fills_per_s", c->l2_fills_per_s},
        {"dram_page_bytes", c->dram_page_bytes},
        {"dram_pages_per_s", c->dram_pages_per_s},
        {"launch_s", c->launch_s},
    };
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
        if (!isfinite(fields[i].v) || fields[i].v <= 0)
            return wl_fail(err, "GPU constant %s must be a positive number", fields[i].name);
    return 0;
}

/* Little's law: an SM keeps the sectors of loads_in_flight loads of each
 * resident warp outstanding, but never more than its L1 can track, and each
 * round trip takes latency_s. H200: 65% of copy at unroll 1, about 98% at 4;
 * at unroll 16 stride 4 reaches a quarter of unit stride, not DRAM's
 * half: the sectors in flight are capped, wasted bytes included. */
static double in_flight_time(const wl_traffic *t, double n, const wl_gpu_consts *c)
{
    double instructions = n * t->load_instructions;
    double warps = instructions / t->loads_in_flight;
    double resident_per_sm = fmin(c->warps_per_sm, warps / c->sms);
    double per_sm =
        fmin(c->l1_sectors_in_flight, resident_per_sm * t->loads_in_flight * t->load_miss_sectors);
    double sectors_per_s = c->sms * per_sm / c->latency_s;
    return fmax(c->latency_s, instructions * t->load_miss_sectors / sectors_per_s);
}

/* Each limit is the time the launch would take if only that part of the
 * memory system mattered. */
static void limits(const wl_traffic *t, double n, const wl_gpu_consts *c, double out[])
{
    /* DRAM moves whole 64-byte granules: a store that dirties 4 bytes of a
     * granule costs as much DRAM time as a full one (H200, stride 12 to 16
     * f32: 48 to 64 B per element, measured at 2 B of DRAM per asked byte). */
    out[WL_LIMIT_DRAM] = n * (t->dram_read_bytes + t->dram_write_bytes) / c->dram_bytes_per_s;
    out[WL_LIMIT_IN_FLIGHT] = in_flight_time(t, n, c);
    /* L1 looks up one 128-byte line at a time: a warp reading a column asks
     * for 32 (transpose-naive: 98% L1 throughput in ncu). */
    out[WL_LIMIT_L1_LINES] = n * t->l1_lines / (c->sms * c->l1_lines_per_s);
    /* L2 merges a partly written sector byte by byte, one request at a time
     * (transpose-readco writes a column: 88% L2 throughput, 13% DRAM). */
    out[WL_LIMIT_L2_PARTIAL] = n * t->l2_partial / c->l2_partial_per_s;
    /* Every line a load misses is allocated and filled (stride 16 and 32
     * f32 move the same DRAM bytes; 32 fills twice the lines and is 1.6x
     * slower). */
    out[WL_LIMIT_L2_FILLS] = n * t->l2_fills / c->l2_fills_per_s;
    /* DRAM opens a page for each stretch of dram_page_bytes it serves: a
     * sparse walk opens one per access, whatever share of the page it uses
     * (f64 stride 16 to 32: one line per element throughout, yet the time
     * grows with the distance until it passes a page). */
    out[WL_LIMIT_DRAM_PAGES] = n * t->dram_pages / c->dram_pages_per_s;
}

int wl_predict_launch(const wl_spec *spec, double elements, const wl_gpu_consts *c,
                      wl_prediction *out, wl_error *err)
{
    if (wl_gpu_consts_validate(c, err) != 0)
        return -1;
    if (!(elements >= WL_WARP_SIZE))
        return wl_fail(err, "a launch needs at least one warp of elements");
    memset(out, 0, sizeof *out);
    if (wl_traffic_of(spec, elements, (int)c->dram_page_bytes, &out->traffic, err) != 0)
        return -1;
    out->elements = elements;
    limits(&out->traffic, elements, c, out->limit_s);
    out->binding = WL_LIMIT_DRAM;
    for (int l = 0; l < WL_LIMIT_COUNT; l++)
        if (out->limit_s[l] > out->limit_s[out->binding])
            out->binding = (wl_limit)l;
    /* The fixed cost adds up rather than overlapping: transpose-naive at
     * N = 2048 takes its L1 time plus about 4 us. */
    out->launch_s = c->launch_s;
    out->seconds = out->limit_s[out->binding] + c->launch_s;
    out->gbps = elements * out->traffic.asked_bytes / out->seconds / 1e9;
    out->pct_of_copy = 100.0 * out->gbps * 1e9 / c->dram_bytes_per_s;
    out->fits_in_l2 = elements * out->traffic.footprint_bytes <= c->l2_bytes;
    return 0;
}
