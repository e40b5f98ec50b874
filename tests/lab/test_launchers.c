/* Every family the registry names a kernel for has a launcher in kernels/
 * (found by its source function), and the launcher refuses what the registry
 * refuses before any GPU is touched. CPU only: no launch reaches a device. */
#include "wl_check.h"
#include "wl_family.h"
#include "wl_launch.h"

int main(void)
{
    for (int k = 0; k < wl_family_count(); k++) {
        const wl_family *f = wl_family_of((wl_kernel)k);
        if (f->lanes_from == WL_LANES_KERNEL)
            CHECK_MSG(wl_launch_has_kernel(k), "no launcher for %s (%s)", f->name,
                      f->source_function);
        else
            CHECK(!wl_launch_has_kernel(k));
    }
    CHECK(!wl_launch_has_kernel(wl_family_count()));
    float dummy;
    wl_error err = {0};
    /* vector width 3: the registry's check refuses it, so no launch happens */
    wl_launch_args bad = {.kernel = WL_KERNEL_VECTOR,
                          .type = WL_TYPE_F32,
                          .param = 3,
                          .unroll = 1,
                          .a = &dummy,
                          .n = 256 * 3};
    CHECK(wl_launch(&bad, &err) != 0 && err.msg[0]);
    /* n not whole blocks of 256 * 4 elements */
    wl_launch_args part = {.kernel = WL_KERNEL_VECTOR,
                           .type = WL_TYPE_F32,
                           .param = 4,
                           .unroll = 1,
                           .a = &dummy,
                           .n = 1000};
    CHECK(wl_launch(&part, &err) != 0);
    return CHECK_DONE();
}
