/* The one-dimensional kernels: offset, stride, aos and soa.
 *
 * Block b handles U * 256 consecutive indices; its instruction u covers the
 * u-th run of 256, so thread t touches index (b * U + u) * 256 + t. Each warp
 * instruction therefore has exactly the lesson's pattern (32 neighbouring
 * indices), whatever U is. U > 1 only gives each thread several independent
 * loads in flight: all loads first, then all stores. */
#include "wl_launch.h"
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

template <typename T, int U> static void launch_unrolled(const wl_launch_args *args)
{
    dim3 grid((unsigned)(args->n / ((size_t)U * WL_BLOCK_THREADS)));
    dim3 block(WL_BLOCK_THREADS);
    cudaStream_t st = args->stream;
    switch (args->kernel) {
    case WL_KERNEL_OFFSET:
        wl_offset<T, U><<<grid, block, 0, st>>>((T *)args->a, args->param);
        break;
    case WL_KERNEL_STRIDE:
        wl_stride<T, U><<<grid, block, 0, st>>>((T *)args->a, args->param);
        break;
    case WL_KERNEL_AOS:
        wl_aos<T, U><<<grid, block, 0, st>>>((wl_xyz<T> *)args->a);
        break;
    default:
        wl_soa<T, U><<<grid, block, 0, st>>>((T *)args->a);
        break;
    }
}

/* Unroll is a compile-time constant so v[] stays in registers: find the
 * instantiation for args->unroll among 1..WL_UNROLL_MAX. */
template <typename T, int U> static int launch_typed(const wl_launch_args *args, wl_error *err)
{
    if (args->unroll == U) {
        launch_unrolled<T, U>(args);
        return WL_CU(cudaGetLastError(), err);
    }
    if constexpr (U < WL_UNROLL_MAX)
        return launch_typed<T, U + 1>(args, err);
    else
        return WL_CU(cudaErrorInvalidValue, err);
}

extern "C" int wl_launch_linear(const wl_launch_args *args, wl_error *err)
{
    size_t per_block = (size_t)args->unroll * WL_BLOCK_THREADS;
    if (args->unroll < 1 || args->unroll > WL_UNROLL_MAX || args->n == 0 || args->n % per_block)
        return WL_CU(cudaErrorInvalidValue, err);
    if (args->type == WL_TYPE_F64)
        return launch_typed<double, 1>(args, err);
    return launch_typed<float, 1>(args, err);
}
