/* Which warp and instruction touch which bytes: the mapping the kernels in
 * kernels/ share with the model. Expected addresses worked out by hand. */
#include "wl_check.h"
#include "wl_model.h"

static uint64_t lane0(wl_kernel k, wl_type t, int param, long warp, int unroll, int u, bool st)
{
    wl_spec spec = {.kernel = k, .type = t, .param = param, .warp = warp, .unroll = unroll};
    uint64_t addr[WL_WARP_SIZE];
    int array;
    wl_lane_addresses(&spec, st, u, addr, &array);
    return addr[0];
}

int main(void)
{
    /* Warp 9 = block 1 (8 warps of 32 per 256-thread block), warp 1 in it:
     * index 256 + 32 = 288, byte 1152. */
    CHECK_EQ_INT(lane0(WL_KERNEL_SOA, WL_TYPE_F32, 0, 9, 1, 0, false), 1152);
    /* Unroll 4: block 0's instruction 1 covers indices 256..511. */
    CHECK_EQ_INT(lane0(WL_KERNEL_SOA, WL_TYPE_F32, 0, 0, 4, 1, false), 1024);
    /* Unroll 4, warp 8 = block 1: starts at index 4 * 256 = 1024. */
    CHECK_EQ_INT(lane0(WL_KERNEL_SOA, WL_TYPE_F32, 0, 8, 4, 0, false), 4096);
    /* Stride 3, index 288: element 864, byte 3456. */
    CHECK_EQ_INT(lane0(WL_KERNEL_STRIDE, WL_TYPE_F32, 3, 9, 1, 0, false), 3456);
    /* Offset 5 on doubles, warp 0: element 5, byte 40. */
    CHECK_EQ_INT(lane0(WL_KERNEL_OFFSET, WL_TYPE_F64, 5, 0, 1, 0, true), 40);
    /* aos f32, index 288: struct 288 of 12 bytes. */
    CHECK_EQ_INT(lane0(WL_KERNEL_AOS, WL_TYPE_F32, 0, 9, 1, 0, false), 3456);
    /* N = 64: two tiles a side, 8 warps a block. Warp 8 is block 1 = (bx 1,
     * by 0), ty 0. Naive load lane 0: x = 32, y = 0 -> in[32*64] = byte 8192. */
    CHECK_EQ_INT(lane0(WL_KERNEL_TRANSPOSE_NAIVE, WL_TYPE_F32, 64, 8, 1, 0, false), 8192);
    /* Its store out[y*N + x] = out[32]: byte 128. */
    CHECK_EQ_INT(lane0(WL_KERNEL_TRANSPOSE_NAIVE, WL_TYPE_F32, 64, 8, 1, 0, true), 128);
    /* Instruction 2 of warp 3 (ty 3): y = 3 + 16 = 19; readco store
     * out[x*N + y] at x = 0: byte 76. */
    CHECK_EQ_INT(lane0(WL_KERNEL_TRANSPOSE_READCO, WL_TYPE_F32, 64, 3, 1, 2, true), 76);
    /* Tiled store of block (1, 0): x2 = 0, y2 = 32: out[32*64] = byte 8192. */
    CHECK_EQ_INT(lane0(WL_KERNEL_TRANSPOSE_TILED, WL_TYPE_F32, 64, 8, 1, 0, true), 8192);
    /* Transposes issue four loads per warp whatever unroll says. */
    wl_spec t = {
        .kernel = WL_KERNEL_TRANSPOSE_TILED, .type = WL_TYPE_F32, .param = 64, .unroll = 1};
    CHECK_EQ_INT(wl_instructions_per_warp(&t), 4);
    return CHECK_DONE();
}
