/* The fixture family's one hook of its own: reverse's lanes. */
#include "wl_family_rows.h"
#include "wl_fixture_rows.h"

/* Thread i touches element n - 1 - i + s: the same elements as offset's
 * launch, walked from the far end, so lane 0 has the highest address. */
void wl_fixture_reverse_lanes(const wl_launch_ctx *l, bool is_store, int u,
                              uint64_t addr[WL_WARP_SIZE])
{
    (void)is_store;
    uint64_t es = (uint64_t)wl_type_bytes(l->spec.type);
    for (int lane = 0; lane < WL_WARP_SIZE; lane++) {
        uint64_t i = wl_linear_index(&l->spec, u, lane);
        uint64_t from_end = i < l->n ? l->n - 1 - i : 0;
        addr[lane] = (from_end + (uint64_t)l->spec.param) * es;
    }
}
