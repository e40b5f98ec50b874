/* The one-dimensional kernels: offset, stride, aos and soa.
 *
 * Block b handles U * 256 consecutive indices; its instruction u covers the
 * u-th run of 256, so thread t touches index (b * U + u) * 256 + t. Each warp
 * instruction therefore has exactly the lesson's pattern (32 neighbouring
 * indices), whatever U is. U > 1 only gives each thread several independent
 * loads in flight: all loads first, then all stores. */
#include "wl_launchers.h"
#include "wl_model.h"

template <int U> __device__ __forceinline__ size_t wl_index(int u)
{
    return ((size_t)blockIdx.x * U + u) * WL_BLOCK_THREADS + threadIdx.x;
}

/* a[i + s] += 1: the whole warp shifted by s elements. */
template <typename T, int U>
__global__ void __launch_bounds__(WL_BLOCK_THREADS) wl_offset(T *a, int s)
{
    T v[U];
#pragma unroll
    for (int u = 0; u < U; u++)
        v[u] = a[wl_index<U>(u) + s];
#pragma unroll
    for (int u = 0; u < U; u++)
        a[wl_index<U>(u) + s] = v[u] + T(1);
}

/* a[i * s] += 1: neighbouring lanes s elements apart. */
template <typename T, int U>
__global__ void __launch_bounds__(WL_BLOCK_THREADS) wl_stride(T *a, int s)
{
    T v[U];
#pragma unroll
    for (int u = 0; u < U; u++)
        v[u] = a[wl_index<U>(u) * s];
#pragma unroll
    for (int u = 0; u < U; u++)
        a[wl_index<U>(u) * s] = v[u] + T(1);
}

/* An array of structures: only x is used, so every lane skips y and z. */
template <typename T> struct wl_xyz {
    T x, y, z;
};

template <typename T, int U>
__global__ void __launch_bounds__(WL_BLOCK_THREADS) wl_aos(wl_xyz<T> *p)
{
    T v[U];
#pragma unroll
    for (int u = 0; u < U; u++)
        v[u] = p[wl_index<U>(u)].x;
#pragma unroll
    for (int u = 0; u < U; u++)
        p[wl_index<U>(u)].x = v[u] + T(1);
}

/* The same field kept as its own array: neighbouring lanes, neighbouring words. */
template <typename T, int U> __global__ void __launch_bounds__(WL_BLOCK_THREADS) wl_soa(T *x)
{
    T v[U];
#pragma unroll
    for (int u = 0; u < U; u++)
        v[u] = x[wl_index<U>(u)];
#pragma unroll
    for (int u = 0; u < U; u++)
        x[wl_index<U>(u)] = v[u] + T(1);
}

/* Each launcher picks the element type, then the unrolling. */
#define WL_LINEAR_LAUNCHER(name, kernel, ptr, ...)                                                 \
    template <typename T> struct name##_go {                                                       \
        template <int U> static void run(const wl_launch_args *args, dim3 grid, dim3 block)        \
        {                                                                                          \
            kernel<T, U><<<grid, block, 0, args->stream>>>((ptr)args->a __VA_ARGS__);              \
        }                                                                                          \
    };                                                                                             \
    void wl_launch_##name(const wl_launch_args *args, dim3 grid, dim3 block)                       \
    {                                                                                              \
        if (args->type == WL_TYPE_F64)                                                             \
            wl_with_unroll<name##_go<double>>(args, grid, block);                                  \
        else                                                                                       \
            wl_with_unroll<name##_go<float>>(args, grid, block);                                   \
    }

WL_LINEAR_LAUNCHER(offset, wl_offset, T *, , args->param)
WL_LINEAR_LAUNCHER(stride, wl_stride, T *, , args->param)
WL_LINEAR_LAUNCHER(aos, wl_aos, wl_xyz<T> *)
WL_LINEAR_LAUNCHER(soa, wl_soa, T *)
