/* Generated kernels on the device: compiled once per source (the source
 * holds the expressions, type, block size and unrolling) and kept for the
 * session, loaded with cudaLibraryLoadData, launched with cudaLaunchKernel
 * like any kernel. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "wl_cuda_util.h"
#include "wl_lab.h"
#include "wl_launch.h"
#include "wl_nvrtc.h"

#define CACHE_SLOTS 32

typedef struct cached_kernel {
    char *source;
    int device;
    cudaLibrary_t lib;
    cudaKernel_t kernel;
} cached_kernel;

static cached_kernel cache[CACHE_SLOTS];
static int cache_next; /* slot the next new kernel takes, round robin */
static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;

static cached_kernel *find(const char *source, int device)
{
    for (int k = 0; k < CACHE_SLOTS; k++)
        if (cache[k].source && cache[k].device == device && strcmp(cache[k].source, source) == 0)
            return &cache[k];
    return NULL;
}

static int load_image(const wl_nvrtc_image *img, cached_kernel *slot, wl_error *err)
{
    if (WL_CU(cudaLibraryLoadData(&slot->lib, img->data, NULL, NULL, 0, NULL, NULL, 0), err) != 0)
        return -1;
    if (WL_CU(cudaLibraryGetKernel(&slot->kernel, slot->lib, WL_EXPR_KERNEL_NAME), err) != 0) {
        WL_CU(cudaLibraryUnload(slot->lib), NULL);
        return -1;
    }
    return 0;
}

static int compile_into(const char *source, int device, cached_kernel *slot, double *compile_ms,
                        wl_error *err)
{
    int major = 0, minor = 0;
    if (WL_CU(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, device), err) ||
        WL_CU(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, device), err))
        return -1;
    wl_nvrtc_image img;
    if (wl_nvrtc_compile(source, major, minor, &img, err) != 0)
        return -1;
    int rc = load_image(&img, slot, err);
    *compile_ms = img.compile_ms;
    wl_nvrtc_image_free(&img);
    return rc;
}

int wl_expr_kernel_prepare(const char *source, int device, void **kernel, double *compile_ms,
                           wl_error *err)
{
    *compile_ms = 0;
    pthread_mutex_lock(&cache_lock);
    cached_kernel *hit = find(source, device);
    int rc = 0;
    if (hit) {
        *kernel = (void *)hit->kernel;
    } else {
        cached_kernel *slot = &cache[cache_next];
        if (slot->source) { /* the oldest goes */
            WL_CU(cudaLibraryUnload(slot->lib), NULL);
            free(slot->source);
            memset(slot, 0, sizeof *slot);
        }
        rc = compile_into(source, device, slot, compile_ms, err);
        if (rc == 0 && !(slot->source = strdup(source))) {
            WL_CU(cudaLibraryUnload(slot->lib), NULL);
            rc = wl_fail(err, "out of host memory");
        }
        if (rc == 0) {
            slot->device = device;
            *kernel = (void *)slot->kernel;
            cache_next = (cache_next + 1) % CACHE_SLOTS;
        }
    }
    pthread_mutex_unlock(&cache_lock);
    return rc;
}

int wl_expr_kernel_launch(void *kernel, const wl_expr_launch *l, wl_error *err)
{
    long long n = (long long)l->n, s = (long long)l->s;
    unsigned long long extent = (unsigned long long)l->extent;
    void *a = l->a;
    void *args[] = {&a, &n, &extent, &s};
    size_t per_block = (size_t)l->block * (size_t)l->unroll;
    if (l->n == 0 || l->n % per_block != 0)
        return WL_CU(cudaErrorInvalidValue, err);
    dim3 grid = {(unsigned)(l->n / per_block), 1, 1}, block = {(unsigned)l->block, 1, 1};
    if (WL_CU(cudaLaunchKernel((const void *)kernel, grid, block, args, 0, (cudaStream_t)l->stream),
              err) != 0)
        return -1;
    return WL_CU(cudaGetLastError(), err);
}

int wl_run_expr(int device, const wl_expr_run *r, wl_error *err)
{
    static char source[WL_EXPR_SOURCE_MAX];
    if (wl_cuda_open_device(device, err) != 0)
        return -1;
    size_t n = r->n;
    uint64_t extent;
    if (wl_expr_extent(r->x, (int64_t)n, r->s, &extent, err) != 0 ||
        wl_expr_codegen(r->x, r->unroll, source, sizeof source, err) != 0)
        return -1;
    void *kernel;
    double compile_ms;
    if (wl_expr_kernel_prepare(source, device, &kernel, &compile_ms, err) != 0)
        return -1;
    wl_cuda_buffer buf = {0};
    size_t bytes = (size_t)extent * (size_t)wl_type_bytes(r->x->type);
    if (wl_cuda_buffer_reserve(&buf, bytes, err) != 0)
        return -1;
    wl_expr_launch l = {.n = n,
                        .s = r->s,
                        .extent = extent,
                        .a = buf.ptr,
                        .block = r->x->block,
                        .unroll = r->unroll,
                        .stream = NULL};
    int rc = 0;
    if (wl_expr_kernel_launch(kernel, &l, err) != 0 || WL_CU(cudaDeviceSynchronize(), err) != 0)
        rc = -1;
    wl_cuda_buffer_release(&buf);
    return rc;
}
