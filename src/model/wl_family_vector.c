/* Vector loads: thread t of the one-dimensional geometry moves `width`
 * neighbouring elements with one instruction (float2, float4, double2), so
 * a warp instruction asks for 32 * width elements at once: 128, 256 or 512
 * bytes, 4, 8 or 16 sectors, every byte used. Mirrors kernels/wl_vector.cu. */
#include "wl_family_rows.h"

void wl_vector_affine(const wl_launch_ctx *l, bool is_store, int u, uint64_t *first, uint64_t *step)
{
    const wl_spec *s = &l->spec;
    (void)is_store; /* the vectors are numbered as the linear kernels' elements */
    *step = (uint64_t)s->param * (uint64_t)wl_type_bytes(s->type);
    *first = wl_linear_index(s, u, 0) * *step; /* lanes: consecutive indices */
}

void wl_vector_lanes(const wl_launch_ctx *l, bool is_store, int u, uint64_t addr[WL_WARP_SIZE])
{
    uint64_t first, step;
    wl_vector_affine(l, is_store, u, &first, &step);
    wl_affine_lanes(first, step, addr);
}

int wl_vector_lane_elements(const wl_spec *s)
{
    return s->param;
}

/* 1, 2, 4 for f32; 1, 2 for f64 (a lane moves at most WL_LANE_BYTES_MAX). */
int wl_vector_param_values(const wl_family *f, const wl_spec *s, int *out, int max)
{
    (void)f;
    int n = 0;
    for (int w = 1; w * wl_type_bytes(s->type) <= WL_LANE_BYTES_MAX && n < max; w *= 2)
        out[n++] = w;
    return n;
}

int wl_vector_check(const wl_family *f, const wl_spec *s, wl_error *err)
{
    (void)f;
    int w = s->param, es = wl_type_bytes(s->type);
    /* w is bounded before it is multiplied: any int may arrive here. */
    if (w < 1 || w > WL_LANE_BYTES_MAX || (w & (w - 1)) != 0 || w * es > WL_LANE_BYTES_MAX)
        return wl_fail(err, "width %d is not allowed for %s; width must be 1, 2%s", w,
                       wl_type_name(s->type), es * 4 <= WL_LANE_BYTES_MAX ? " or 4" : "");
    return 0;
}
