/* Vector loads: the one-dimensional geometry of wl_linear.cu, but each lane
 * moves `width` neighbouring elements with one instruction (float2, float4,
 * double2), so one warp instruction asks for 32 * width elements (what that
 * costs in sectors is lesson 3's question, and the lab's diagram).
 * Thread t of block b, instruction u, moves vector (b * U + u) * 256 + t,
 * elements width times that onwards. */
#include "wl_launchers.h"
#include "wl_model.h"

/* The vector type of `W` elements of T, as one aligned load or store. */
template <typename T, int W> struct wl_vec;
template <> struct wl_vec<float, 1> {
    using type = float;
};
template <> struct wl_vec<float, 2> {
    using type = float2;
};
template <> struct wl_vec<float, 4> {
    using type = float4;
};
template <> struct wl_vec<double, 1> {
    using type = double;
};
template <> struct wl_vec<double, 2> {
    using type = double2;
};

/* Adds one to every element of a vector. */
template <typename V> __device__ __forceinline__ V wl_plus_one(V v)
{
    return v + V(1);
}
__device__ __forceinline__ float2 wl_plus_one(float2 v)
{
    return make_float2(v.x + 1, v.y + 1);
}
__device__ __forceinline__ float4 wl_plus_one(float4 v)
{
    return make_float4(v.x + 1, v.y + 1, v.z + 1, v.w + 1);
}
__device__ __forceinline__ double2 wl_plus_one(double2 v)
{
    return make_double2(v.x + 1, v.y + 1);
}

template <int U> __device__ __forceinline__ size_t wl_vector_index(int u)
{
    return ((size_t)blockIdx.x * U + u) * WL_BLOCK_THREADS + threadIdx.x;
}

/* a[i*w .. i*w + w-1] += 1, one load and one store per lane and step. */
template <typename V, int U> __global__ void __launch_bounds__(WL_BLOCK_THREADS) wl_vector(V *a)
{
    V v[U];
#pragma unroll
    for (int u = 0; u < U; u++)
        v[u] = a[wl_vector_index<U>(u)];
#pragma unroll
    for (int u = 0; u < U; u++)
        a[wl_vector_index<U>(u)] = wl_plus_one(v[u]);
}

template <typename T, int W> struct vector_go {
    template <int U> static void run(const wl_launch_args *args, dim3 grid, dim3 block)
    {
        using V = typename wl_vec<T, W>::type;
        wl_vector<V, U><<<grid, block, 0, args->stream>>>((V *)args->a);
    }
};

/* The registry allows widths 1, 2, 4 of f32 and 1, 2 of f64 (16 bytes a
 * lane at most); it has refused any other before this runs. */
void wl_launch_vector(const wl_launch_args *args, dim3 grid, dim3 block)
{
    bool f64 = args->type == WL_TYPE_F64;
    if (f64 && args->param == 1)
        wl_with_unroll<vector_go<double, 1>>(args, grid, block);
    else if (f64 && args->param == 2)
        wl_with_unroll<vector_go<double, 2>>(args, grid, block);
    else if (!f64 && args->param == 1)
        wl_with_unroll<vector_go<float, 1>>(args, grid, block);
    else if (!f64 && args->param == 2)
        wl_with_unroll<vector_go<float, 2>>(args, grid, block);
    else if (!f64 && args->param == 4)
        wl_with_unroll<vector_go<float, 4>>(args, grid, block);
}
