/* Opening and describing a CUDA device, and checked allocations. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "wl_cuda_util.h"
#include "wl_lab.h"
#include "wl_launch.h"

/* Memory left to the driver and other programs when sizing allocations. */
#define WL_MEMORY_MARGIN ((size_t)256 << 20)
/* Bytes 0x3f: 0.747 as a float, about 4.8e-4 as a double; never zero. */
#define WL_FILL_BYTE 0x3f

int wl_cuda_open_device(int device, wl_error *err)
{
    int count = 0;
    cudaError_t e = cudaGetDeviceCount(&count);
    if (e == cudaErrorInsufficientDriver || e == cudaErrorNoDevice || e != cudaSuccess) {
        const char *what = e == cudaErrorInsufficientDriver ? "no usable NVIDIA driver"
                           : e == cudaErrorNoDevice         ? "no CUDA device"
                                                            : "CUDA is unavailable";
        return wl_fail_status(err, WL_EXIT_UNAVAILABLE, "%s (%s)", what, cudaGetErrorName(e));
    }
    /* Exit 3 (unavailable) for every command that needs the GPU. */
    if (count == 0)
        return wl_fail_status(err, WL_EXIT_UNAVAILABLE, "no CUDA device (cudaErrorNoDevice)");
    if (device < 0 || device >= count)
        return wl_fail_status(err, WL_EXIT_UNAVAILABLE,
                              "device %d absent: %d CUDA device%s (0..%d)", device, count,
                              count == 1 ? "" : "s", count - 1);
    if (WL_CU(cudaSetDevice(device), err) != 0 || WL_CU(cudaFree(NULL), err) != 0)
        return -1;
    return 0;
}

static int attribute(enum cudaDeviceAttr attr, int device, int *out, wl_error *err)
{
    *out = 0;
    return WL_CU(cudaDeviceGetAttribute(out, attr, device), err);
}

int wl_cuda_describe(int device, wl_device_info *out, wl_error *err)
{
    struct cudaDeviceProp prop;
    int clock_khz, bus_bits;
    memset(out, 0, sizeof *out);
    if (WL_CU(cudaGetDeviceProperties(&prop, device), err) != 0 ||
        attribute(cudaDevAttrMemoryClockRate, device, &clock_khz, err) != 0 ||
        attribute(cudaDevAttrGlobalMemoryBusWidth, device, &bus_bits, err) != 0 ||
        WL_CU(cudaMemGetInfo(&out->mem_free, &out->mem_total), err) != 0)
        return -1;
    out->index = device;
    snprintf(out->name, sizeof out->name, "%s", prop.name);
    out->cc_major = prop.major;
    out->cc_minor = prop.minor;
    out->sm_count = prop.multiProcessorCount;
    out->l2_bytes = (size_t)prop.l2CacheSize;
    /* Double data rate: two transfers per memory clock across the bus. */
    out->theoretical_gbps = 2.0 * clock_khz * 1e3 * (bus_bits / 8.0) / 1e9;
    snprintf(out->note, sizeof out->note, "measured with CUDA events on device %d", device);
    return 0;
}

void wl_cuda_buffer_release(wl_cuda_buffer *buf)
{
    if (buf->ptr)
        WL_CU(cudaFree(buf->ptr), NULL);
    buf->ptr = NULL;
    buf->bytes = 0;
}

int wl_cuda_buffer_reserve(wl_cuda_buffer *buf, size_t bytes, wl_error *err)
{
    if (buf->ptr && buf->bytes >= bytes)
        return 0;
    size_t old = buf->bytes, free_b = 0, total_b = 0;
    wl_cuda_buffer_release(buf);
    if (WL_CU(cudaMemGetInfo(&free_b, &total_b), err) != 0)
        return -1;
    size_t usable = free_b > WL_MEMORY_MARGIN ? free_b - WL_MEMORY_MARGIN : 0;
    if (bytes > usable) {
        char need[32], have[32];
        wl_format_size(bytes, need, sizeof need);
        wl_format_size(free_b, have, sizeof have);
        return wl_fail(err,
                       "this needs %s of device memory but only %s is free; use a smaller --size",
                       need, have);
    }
    /* Grow geometrically while it fits, so a sweep of growing strides
     * allocates a few times, not once per point. */
    size_t want = 2 * old > bytes && 2 * old <= usable ? 2 * old : bytes;
    if (WL_CU(cudaMalloc(&buf->ptr, want), err) != 0 ||
        WL_CU(cudaMemset(buf->ptr, WL_FILL_BYTE, want), err) != 0 ||
        WL_CU(cudaDeviceSynchronize(), err) != 0) {
        wl_cuda_buffer_release(buf);
        return -1;
    }
    buf->bytes = want;
    return 0;
}

int wl_list_devices(wl_device_info *out, int max, wl_error *err)
{
    int count = 0;
    cudaError_t e = cudaGetDeviceCount(&count);
    if (e != cudaSuccess || count == 0) {
        /* The same wording as the fallback, so info and sweep agree. */
        if (wl_cuda_open_device(0, err) == 0)
            wl_fail(err, "no CUDA device (cudaErrorNoDevice)");
        return 0;
    }
    int n = 0;
    for (int d = 0; d < count && n < max; d++)
        if (WL_CU(cudaSetDevice(d), err) == 0 && wl_cuda_describe(d, &out[n], err) == 0)
            n++;
    return n;
}

void wl_cuda_runtime_version(char *out, size_t outsz)
{
    int v = 0;
    if (WL_CU(cudaRuntimeGetVersion(&v), NULL) != 0)
        snprintf(out, outsz, "unknown");
    else
        snprintf(out, outsz, "%d.%d", v / 1000, (v % 1000) / 10);
}

int wl_cuda_time_back_to_back(cudaStream_t stream, wl_cuda_launch_fn launch, const void *ctx,
                              int reps, double *ms, wl_error *err)
{
    cudaEvent_t *ev = calloc((size_t)reps + 1, sizeof *ev);
    int created = 0, rc = -1;
    if (!ev)
        return wl_fail(err, "out of host memory");
    for (; created <= reps; created++)
        if (WL_CU(cudaEventCreate(&ev[created]), err) != 0)
            goto out;
    if (WL_CU(cudaEventRecord(ev[0], stream), err) != 0)
        goto out;
    for (int r = 0; r < reps; r++)
        if (launch(ctx, stream, err) != 0 || WL_CU(cudaEventRecord(ev[r + 1], stream), err) != 0)
            goto out;
    if (WL_CU(cudaEventSynchronize(ev[reps]), err) != 0)
        goto out;
    for (int r = 0; r < reps; r++) {
        float t = 0;
        if (WL_CU(cudaEventElapsedTime(&t, ev[r], ev[r + 1]), err) != 0)
            goto out;
        ms[r] = t;
    }
    rc = 0;
out:
    for (int i = 0; i < created; i++)
        WL_CU(cudaEventDestroy(ev[i]), NULL);
    free(ev);
    return rc;
}

int wl_cuda_time_alone(cudaStream_t stream, wl_cuda_launch_fn launch, const void *ctx, int reps,
                       double *ms, wl_error *err)
{
    cudaEvent_t e0, e1;
    int rc = -1;
    if (WL_CU(cudaEventCreate(&e0), err) != 0)
        return -1;
    if (WL_CU(cudaEventCreate(&e1), err) != 0) {
        WL_CU(cudaEventDestroy(e0), NULL);
        return -1;
    }
    for (int r = 0; r < reps; r++) {
        float t = 0;
        if (WL_CU(cudaEventRecord(e0, stream), err) != 0 || launch(ctx, stream, err) != 0 ||
            WL_CU(cudaEventRecord(e1, stream), err) != 0 ||
            WL_CU(cudaEventSynchronize(e1), err) != 0 ||
            WL_CU(cudaEventElapsedTime(&t, e0, e1), err) != 0)
            goto out;
        ms[r] = t;
    }
    rc = 0;
out:
    WL_CU(cudaEventDestroy(e0), NULL);
    WL_CU(cudaEventDestroy(e1), NULL);
    return rc;
}

static int ascending(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

double wl_sorted_median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, ascending);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}
