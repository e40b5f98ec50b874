/* Custom experiments on the GPU: CUDA C generated from the expression tree,
 * compiled at run time with NVRTC (loaded with dlopen, so warplab neither
 * needs nor links the toolkit), then loaded and launched through the CUDA
 * runtime. Without NVRTC every caller falls back to the model with the
 * one-line reason wl_nvrtc_load gives. */
#ifndef WL_NVRTC_H
#define WL_NVRTC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "wl_error.h"
#include "wl_expr_model.h"

#define WL_EXPR_KERNEL_NAME "wl_expr_kernel"
#define WL_EXPR_SOURCE_MAX 16384

/* The kernel's whole source for one experiment and unrolling (1..16): one
 * load and one store per element, the add between them, and the guard that
 * skips every index outside 0..extent-1, so any expression stays inside the
 * buffer. Built only from the tree's nodes (the names and numbers it knows),
 * never from the text typed. Its signature:
 *   extern "C" __global__ void wl_expr_kernel(T *a, long long n,
 *                                             unsigned long long extent, long long s)
 * launched with n / (block * unroll) blocks of `block` threads. */
int wl_expr_codegen(const wl_expr_experiment *x, int unroll, char *out, size_t outsz,
                    wl_error *err);

/* The expression as C, from the tree (parentheses only where needed). */
void wl_expr_to_c(const wl_expr *e, char *out, size_t outsz);

/* Loads NVRTC once per process: WARPLAB_NVRTC (a library path) when set,
 * else libnvrtc.so.13, .12 or libnvrtc.so from the loader's path, then from
 * the toolkit's library folders (CUDA_HOME, CUDA_PATH, /usr/local/cuda).
 * Returns 0, or -1 with err: "NVRTC not found (libnvrtc.so.13, ...)". */
int wl_nvrtc_load(wl_error *err);

/* "13.0" once loaded, else "none". */
void wl_nvrtc_version(char *out, size_t outsz);

/* A compiled kernel: CUBIN for the device's architecture. */
typedef struct wl_nvrtc_image {
    void *data;
    size_t size;
    double compile_ms;
} wl_nvrtc_image;

/* Compiles source for compute capability major.minor into a CUBIN. Returns
 * 0, or -1 with err holding NVRTC's message and the first line of its log. */
int wl_nvrtc_compile(const char *source, int cc_major, int cc_minor, wl_nvrtc_image *out,
                     wl_error *err);
void wl_nvrtc_image_free(wl_nvrtc_image *img);

/* CUDA builds only: the session's kernel for a source (compiled, loaded
 * and cached on first use; *compile_ms 0 when it came from the cache), and
 * one launch of it. */
int wl_expr_kernel_prepare(const char *source, int device, void **kernel, double *compile_ms,
                           wl_error *err);

typedef struct wl_expr_launch {
    size_t n;        /* threads: a multiple of block * unroll */
    int64_t s;       /* the slider */
    uint64_t extent; /* elements of a */
    void *a;         /* device array */
    int block, unroll;
    void *stream; /* cudaStream_t */
} wl_expr_launch;

/* Returns 0, or -1 with err set. */
int wl_expr_kernel_launch(void *kernel, const wl_expr_launch *l, wl_error *err);

#endif
