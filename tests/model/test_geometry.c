/* The performance model counts the blocks and warps a launch starts (the
 * block-launch limit times them); the kernels launch with the family's
 * geometry hook (kernels/wl_launch.cu). Every family, type, parameter and
 * unrolling the registry offers must agree: the vector family once counted
 * a block per 256 elements where its kernel launches one per 1024 (float4). */
#include <stdio.h>

#include "wl_family.h"
#include "wl_perf.h"
#include "wl_test_h200.h"

/* One spec: the launch of about n elements, as the kernel would see it. */
static int check_spec(const wl_family *f, const wl_spec *s, size_t n, const wl_gpu_consts *c)
{
    size_t elements = wl_launch_elements(s, n);
    if (elements == 0)
        return 0;
    wl_geometry g;
    f->geometry(f, s, elements, &g);
    wl_prediction p;
    wl_error err;
    if (wl_predict_launch(s, (double)elements, c, &p, &err) != 0) {
        fprintf(stderr, "%s: %s\n", f->name, err.msg);
        return 1;
    }
    double blocks = (double)g.blocks_x * g.blocks_y;
    int threads = (int)(g.threads_x * g.threads_y);
    if (p.blocks != blocks || p.block_threads != threads ||
        p.warps != blocks * threads / WL_WARP_SIZE) {
        fprintf(stderr, "%s %s param %d unroll %d: model %.0f blocks of %d, kernel %.0f of %d\n",
                f->name, wl_type_name(s->type), s->param, s->unroll, p.blocks, p.block_threads,
                blocks, threads);
        return 1;
    }
    return 0;
}

int main(void)
{
    wl_gpu_consts c = wl_test_h200();
    int failures = 0, checked = 0;
    static const int unrolls[] = {1, 2, 4, 8, 16};
    for (int k = 0; k < wl_family_count(); k++) {
        const wl_family *f = wl_family_of((wl_kernel)k);
        if (f->kernel == WL_KERNEL_EXPR)
            continue; /* its launch is the expression test's (tests/model/test_limits.c) */
        for (int t = 0; t < 2; t++)
            for (int u = 0; u < 5 && unrolls[u] <= f->unroll_max; u++) {
                wl_spec s = {.kernel = f->kernel, .type = (wl_type)t, .unroll = unrolls[u]};
                int params[WL_PARAM_VALUES_MAX];
                int np = f->param_values(f, &s, params, WL_PARAM_VALUES_MAX);
                for (int i = 0; i < np; i++) {
                    s.param = params[i];
                    if (wl_spec_validate(&s, NULL) != 0)
                        continue;
                    size_t n = f->kernel >= WL_KERNEL_TRANSPOSE_NAIVE &&
                                       f->kernel <= WL_KERNEL_TRANSPOSE_TILED
                                   ? (size_t)s.param * (size_t)s.param
                                   : (size_t)1 << 24;
                    failures += check_spec(f, &s, n, &c);
                    checked++;
                }
            }
    }
    printf("%d launches checked, %d differ\n", checked, failures);
    return failures == 0 && checked > 100 ? 0 : 1;
}
