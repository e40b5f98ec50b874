/* Shared-memory wavefronts of one warp instruction. Every expected value is
 * worked out by hand from the bank rule (wl_banks.h) in the comment beside
 * it; none is taken from the model's own output. */
#include "wl_banks.h"
#include "wl_banks_text.h"
#include "wl_check.h"
#include "wl_family.h"

/* Lane l at element l * s of `bytes`-byte elements. */
static void strided(int s, int bytes, bool store, wl_shared_access *a)
{
    uint64_t addr[WL_WARP_SIZE];
    for (int l = 0; l < WL_WARP_SIZE; l++)
        addr[l] = (uint64_t)l * (uint64_t)s * (uint64_t)bytes;
    wl_shared_from_addresses(addr, bytes, store, a);
}

static void f32_loads(void)
{
    /* 4-byte words: bank (l * s) mod 32, so gcd(s, 32) lanes share each bank
     * used; s = 0 is one word for all (a broadcast), s = 33 is s = 1. */
    static const int s[] = {1, 2, 4, 32, 33, 0, 6, 16, 3};
    static const int want[] = {1, 2, 4, 32, 1, 1, 2, 16, 1};
    for (size_t i = 0; i < sizeof s / sizeof s[0]; i++) {
        wl_shared_access a;
        strided(s[i], 4, false, &a);
        CHECK_EQ_INT(a.wavefronts, want[i]);
        CHECK_EQ_INT(a.ideal, 1);
        CHECK_EQ_INT(a.conflict_ways, want[i]);
        CHECK_EQ_INT(a.conflicts, want[i] - 1);
    }
    wl_shared_access a;
    strided(0, 4, false, &a);
    CHECK(a.lane_shares[0] && a.lane_shares[31]); /* every lane on word 0 */
    strided(2, 4, false, &a);
    /* Lanes 0 and 16 both want bank 0 (words 0 and 32): passes 0 and 1. */
    CHECK_EQ_INT(a.lane_bank[16], 0);
    CHECK_EQ_INT(a.lane_pass[0], 0);
    CHECK_EQ_INT(a.lane_pass[16], 1);
}

static void f64(void)
{
    wl_shared_access a;
    /* s = 1: words 0..63, two per bank: 2 passes, and 256 bytes need 2. */
    strided(1, 8, false, &a);
    CHECK_EQ_INT(a.wavefronts, 2);
    CHECK_EQ_INT(a.conflict_ways, 1);
    /* s = 2: words 4l and 4l+1, banks 0,1,4,5,...: four words per bank. */
    strided(2, 8, false, &a);
    CHECK_EQ_INT(a.wavefronts, 4);
    CHECK_EQ_INT(a.conflicts, 2);
    CHECK_EQ_INT(a.conflict_ways, 2);
    /* s = 16: words 32l: all in banks 0 and 1, 32 each. */
    strided(16, 8, false, &a);
    CHECK_EQ_INT(a.wavefronts, 32);
    CHECK_EQ_INT(a.conflict_ways, 16);
    /* s = 0: one 8-byte word, read by every lane: one pass. */
    strided(0, 8, false, &a);
    CHECK_EQ_INT(a.wavefronts, 1);
    /* Stored, the 32 lanes' 256 bytes take two passes all the same. */
    strided(0, 8, true, &a);
    CHECK_EQ_INT(a.wavefronts, 2);
    CHECK_EQ_INT(a.conflicts, 0);
    /* A 4-byte store to one word: 128 bytes, one pass. */
    strided(0, 4, true, &a);
    CHECK_EQ_INT(a.wavefronts, 1);
}

static void families(void)
{
    wl_shared_summary s;
    wl_spec spec;
    /* transpose-pad at pad 0: the column read has every lane at 32 l + r:
     * one bank, 32 words; the row write is conflict-free. */
    wl_spec_default(WL_KERNEL_TRANSPOSE_PAD, WL_TYPE_F32, &spec);
    spec.param = 0;
    wl_shared_of(&spec, &s);
    CHECK(s.present && !s.featured.is_store);
    CHECK_EQ_INT(s.featured.wavefronts, 32);
    CHECK_NEAR(s.ld_wavefronts, 4 * 32, 1e-9);
    CHECK_NEAR(s.st_wavefronts, 4, 1e-9);
    /* pad 1: 33 l + r, bank (l + r) mod 32: all different. pad 2: 2-way. */
    spec.param = 1;
    wl_shared_of(&spec, &s);
    CHECK_EQ_INT(s.featured.wavefronts, 1);
    spec.param = 2;
    wl_shared_of(&spec, &s);
    CHECK_EQ_INT(s.featured.wavefronts, 2);
    /* banks at stride 2: 256 reads of 2 passes, 4 read-backs and 4 fills of one. */
    wl_spec_default(WL_KERNEL_BANKS, WL_TYPE_F32, &spec);
    spec.param = 2;
    wl_shared_of(&spec, &s);
    CHECK_EQ_INT(s.featured_count, WL_BANKS_ITERS);
    CHECK_NEAR(s.ld_requests, WL_BANKS_ITERS + WL_BANKS_FILL, 1e-9);
    CHECK_NEAR(s.ld_wavefronts, 2 * WL_BANKS_ITERS + WL_BANKS_FILL, 1e-9);
    CHECK_NEAR(s.ld_conflicts, WL_BANKS_ITERS, 1e-9);
    CHECK_NEAR(s.st_wavefronts, WL_BANKS_FILL, 1e-9);
    /* The global kernels use no shared memory. */
    wl_spec_default(WL_KERNEL_STRIDE, WL_TYPE_F32, &spec);
    wl_shared_of(&spec, &s);
    CHECK(!s.present);
}

static void drawing(void)
{
    wl_shared_access a;
    char row[256], text[256];
    strided(2, 4, false, &a);
    /* Pass 0: lanes 0..15 in the even banks; pass 1: lanes 16..31. */
    wl_banks_row(&a, 0, 1, ".", row, sizeof row);
    CHECK_STR(row, "0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f.");
    wl_banks_row(&a, 1, 1, ".", row, sizeof row);
    CHECK_STR(row, "g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.");
    strided(0, 4, false, &a);
    wl_banks_row(&a, 0, 1, ".", row, sizeof row);
    CHECK_STR(row, "*...............................");
    wl_banks_readout(&a, text, sizeof text);
    CHECK_CONTAINS(text, "broadcast");
    strided(1, 8, false, &a);
    wl_banks_row(&a, 1, 3, ".", row, sizeof row);
    CHECK_CONTAINS(row, " 16  = 17  =");
    strided(32, 4, false, &a);
    wl_banks_readout(&a, text, sizeof text);
    CHECK_STR(text, "32 wavefronts per request (1 without a conflict), a 32-way bank conflict");
}

int main(void)
{
    f32_loads();
    f64();
    families();
    drawing();
    CHECK_DONE();
}
