/* Sectors, lines and bytes of one warp instruction. Every expected value is
 * worked out by hand from the kernel's index expression, in the comment beside
 * it; none is taken from the model's own output. */
#include "wl_check.h"
#include "wl_counting.h"
#include "wl_model.h"

typedef struct expect {
    const char *kernel;
    wl_type type;
    int param;
    int ld_sectors, ld_lines, st_sectors, st_lines;
    int useful, ld_fetched;
} expect;

static const expect cases[] = {
    /* 32 floats from byte 0: bytes 0..127, one line, four sectors. */
    {"offset", WL_TYPE_F32, 0, 4, 1, 4, 1, 128, 128},
    /* From byte 4: bytes 4..131 reach into the next line's first sector. */
    {"offset", WL_TYPE_F32, 1, 5, 2, 5, 2, 128, 160},
    /* From byte 32: bytes 32..159, sector-aligned but across two lines. */
    {"offset", WL_TYPE_F32, 8, 4, 2, 4, 2, 128, 128},
    /* From byte 128: aligned again, one line. */
    {"offset", WL_TYPE_F32, 32, 4, 1, 4, 1, 128, 128},
    /* 32 doubles: bytes 0..255, two lines, eight sectors. */
    {"offset", WL_TYPE_F64, 0, 8, 2, 8, 2, 256, 256},
    /* From byte 8: bytes 8..263, sectors 0..8, lines 0..2. */
    {"offset", WL_TYPE_F64, 1, 9, 3, 9, 3, 256, 288},
    /* From byte 32: bytes 32..287, sectors 1..8, lines 0..2. */
    {"offset", WL_TYPE_F64, 4, 8, 3, 8, 3, 256, 256},
    /* Lanes 8 bytes apart: bytes 0..251 span 256 bytes, 8 sectors, 2 lines. */
    {"stride", WL_TYPE_F32, 2, 8, 2, 8, 2, 128, 256},
    /* 16 bytes apart: 512 bytes, 16 sectors, 4 lines. */
    {"stride", WL_TYPE_F32, 4, 16, 4, 16, 4, 128, 512},
    /* 32 bytes apart: every lane its own sector, four to a line. */
    {"stride", WL_TYPE_F32, 8, 32, 8, 32, 8, 128, 1024},
    /* 128 bytes apart: every lane its own line. */
    {"stride", WL_TYPE_F32, 32, 32, 32, 32, 32, 128, 1024},
    /* Doubles 16 bytes apart: 512 bytes, 16 sectors, 4 lines. */
    {"stride", WL_TYPE_F64, 2, 16, 4, 16, 4, 256, 512},
    /* Doubles 32 bytes apart: 32 sectors in 8 lines. */
    {"stride", WL_TYPE_F64, 4, 32, 8, 32, 8, 256, 1024},
    /* 12-byte structs: lanes at 0, 12, ..., 372: all of sectors 0..11,
     * lines 0..2; a third of the fetched bytes used. */
    {"aos", WL_TYPE_F32, 0, 12, 3, 12, 3, 128, 384},
    /* 24-byte structs: 0..744 covers sectors 0..23 and lines 0..5. */
    {"aos", WL_TYPE_F64, 0, 24, 6, 24, 6, 256, 768},
    {"soa", WL_TYPE_F32, 0, 4, 1, 4, 1, 128, 128},
    {"soa", WL_TYPE_F64, 0, 8, 2, 8, 2, 256, 256},
    /* Naive transpose: lanes read in[x*N + y], 4096*4 bytes apart: one
     * sector and one line each; the write out[y*N + x] is a row. */
    {"transpose-naive", WL_TYPE_F32, 4096, 32, 32, 4, 1, 128, 1024},
    {"transpose-naive", WL_TYPE_F64, 4096, 32, 32, 8, 2, 256, 1024},
    /* N = 32: rows 128 bytes apart, still one line per lane. */
    {"transpose-naive", WL_TYPE_F32, 32, 32, 32, 4, 1, 128, 1024},
    /* The other way round: a row read, a column written. */
    {"transpose-readco", WL_TYPE_F32, 1024, 4, 1, 32, 32, 128, 128},
    /* Through the tile both sides are rows. */
    {"transpose-tiled", WL_TYPE_F32, 1024, 4, 1, 4, 1, 128, 128},
    {"transpose-tiled", WL_TYPE_F64, 1024, 8, 2, 8, 2, 256, 256},
};

static void check_case(const expect *e)
{
    wl_spec spec;
    wl_kernel k;
    wl_analysis a;
    wl_error err;
    CHECK(wl_kernel_from_name(e->kernel, &k) == 0);
    wl_spec_default(k, e->type, &spec);
    if (e->param || k == WL_KERNEL_OFFSET)
        spec.param = e->param;
    if (wl_analyze(&spec, NULL, &a, &err) != 0) {
        fprintf(stderr, "%s %d: %s\n", e->kernel, e->param, err.msg);
        check_failures++;
        return;
    }
    fprintf(stderr, "case %s %s %d\n", e->kernel, wl_type_name(e->type), e->param);
    CHECK_EQ_INT(a.load.sectors, e->ld_sectors);
    CHECK_EQ_INT(a.load.lines, e->ld_lines);
    CHECK_EQ_INT(a.store.sectors, e->st_sectors);
    CHECK_EQ_INT(a.store.lines, e->st_lines);
    CHECK_EQ_INT(a.load.useful_bytes, e->useful);
    CHECK_EQ_INT(a.load.fetched_bytes, e->ld_fetched);
    CHECK_EQ_INT(a.load.requests, 1);
    /* Every warp of these kernels repeats the pattern of warp 0. */
    CHECK_NEAR(a.load_sectors_per_request, e->ld_sectors, 1e-9);
    CHECK_NEAR(a.store_sectors_per_request, e->st_sectors, 1e-9);
    CHECK_NEAR(a.load.efficiency, (double)e->useful / e->ld_fetched, 1e-9);
}

/* Two lanes asking for one element get it once: a broadcast costs one sector. */
static void check_broadcast(void)
{
    uint64_t addr[WL_WARP_SIZE] = {0};
    wl_access acc;
    wl_access_from_addresses(addr, 4, 0, &acc);
    CHECK_EQ_INT(acc.sectors, 1);
    CHECK_EQ_INT(acc.lines, 1);
    CHECK_EQ_INT(acc.useful_bytes, 4);
    CHECK_EQ_INT(acc.fetched_bytes, 32);
}

/* Lanes in any order: lane l reads element 31 - l, every other one twice
 * (lanes 2k and 2k + 1 the same element): 16 elements of 4 bytes, from byte
 * 4 to byte 124 (elements 1, 3, ..., 31), four sectors, one line; the
 * sectors listed ascending. */
static void check_reversed(void)
{
    uint64_t addr[WL_WARP_SIZE];
    for (int l = 0; l < WL_WARP_SIZE; l++)
        addr[l] = (uint64_t)(31 - l / 2 * 2) * 4;
    wl_access acc;
    wl_access_from_addresses(addr, 4, 0, &acc);
    CHECK_EQ_INT(acc.sectors, 4);
    CHECK_EQ_INT(acc.lines, 1);
    CHECK_EQ_INT(acc.useful_bytes, 64);
    for (int s = 0; s < 4; s++)
        CHECK_EQ_INT((int)acc.sector_addr[s], 32 * s);
}

/* Distinct values in order (repeats beside each other) and out of order. */
static void check_distinct(void)
{
    const uint64_t in_order[] = {0, 0, 1, 5, 5, 5, 9};
    const uint64_t shuffled[] = {9, 0, 5, 1, 5, 0, 5};
    const uint64_t one_step_back[] = {1, 2, 3, 2};
    CHECK_EQ_INT((int)wl_count_distinct(in_order, 7), 4);
    CHECK_EQ_INT((int)wl_count_distinct(shuffled, 7), 4);
    CHECK_EQ_INT((int)wl_count_distinct(one_step_back, 4), 3);
    CHECK_EQ_INT((int)wl_count_distinct(in_order, 0), 0);
    CHECK_EQ_INT((int)wl_count_distinct(in_order, 1), 1);
}

/* A growing set holds what a set sized for it holds: 100,000 values, each
 * added twice, counted once, every one found after the table doubled (12
 * times from its first 64 slots), none that was never added. */
static void check_growing_set(void)
{
    wl_u64_set s;
    CHECK(wl_u64_set_init_growing(&s) == 0);
    int added = 0, again = 0;
    for (uint64_t v = 0; v < 100000; v++)
        added += wl_u64_set_insert(&s, v * 4097) == 1;
    for (uint64_t v = 0; v < 100000; v++)
        again += wl_u64_set_insert(&s, v * 4097);
    CHECK_EQ_INT(added, 100000);
    CHECK_EQ_INT(again, 0);
    CHECK(s.cap >= 200000 && s.cap <= 262144);
    bool all = true, stray = false;
    for (uint64_t v = 0; v < 100000; v++) {
        all = all && wl_u64_set_has(&s, v * 4097);
        stray = stray || wl_u64_set_has(&s, v * 4097 + 1);
    }
    CHECK(all && !stray);
    wl_u64_set_free(&s);
}

int main(void)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_case(&cases[i]);
    check_broadcast();
    check_reversed();
    check_distinct();
    check_growing_set();
    return CHECK_DONE();
}
