/* Single launches outside the timing loop: what `warplab verify` profiles
 * under Nsight Compute, what the sanitizers watch, and the correctness check
 * of every kernel (each element that should change changed by exactly one, or
 * moved to exactly its transposed place; nothing else changed). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "wl_cuda_util.h"
#include "wl_lab.h"
#include "wl_launch.h"

/* Elements past the kernel's extent that must stay untouched. */
#define GUARD_ELEMENTS 256

typedef struct host_array {
    wl_type type;
    size_t count;
    void *data;
} host_array;

static double host_get(const host_array *h, size_t i)
{
    return h->type == WL_TYPE_F64 ? ((const double *)h->data)[i] : ((const float *)h->data)[i];
}

static void host_set(host_array *h, size_t i, double v)
{
    if (h->type == WL_TYPE_F64)
        ((double *)h->data)[i] = v;
    else
        ((float *)h->data)[i] = (float)v;
}

/* Distinct, exactly representable values, so a misplaced element shows. */
static void host_fill(host_array *h, size_t salt)
{
    for (size_t i = 0; i < h->count; i++)
        host_set(h, i, (double)((i * 7919 + salt) % 4096) * 0.5);
}

/* Does the one-dimensional kernel update element i of a? */
static bool touched_1d(const wl_spec *sp, size_t n, size_t i)
{
    size_t s = (size_t)sp->param;
    switch (sp->kernel) {
    case WL_KERNEL_OFFSET:
        return i >= s && i < s + n;
    case WL_KERNEL_STRIDE:
        return i % s == 0 && i / s < n;
    case WL_KERNEL_AOS:
        return i % 3 == 0 && i / 3 < n;
    default:
        return i < n;
    }
}

static int compare_1d(const wl_run_config *c, size_t n, const host_array *before,
                      const host_array *after, wl_error *err)
{
    for (size_t i = 0; i < after->count; i++) {
        double want = host_get(before, i) + (touched_1d(&c->spec, n, i) ? 1.0 : 0.0);
        double got = host_get(after, i);
        if (got != want)
            return wl_fail(err, "element %zu is %g, expected %g (%s)", i, got, want,
                           touched_1d(&c->spec, n, i) ? "should have gained 1"
                                                      : "should not have changed");
    }
    return 0;
}

/* out[r*N + c] must be in[c*N + r]; the guard past the matrix keeps its
 * sentinel. (The input's guard is checked with the whole input.) */
static int compare_transpose(int N, const host_array *in, const host_array *out, double sentinel,
                             wl_error *err)
{
    size_t nn = (size_t)N * (size_t)N;
    for (size_t i = 0; i < out->count; i++) {
        size_t r = i / (size_t)N, c = i % (size_t)N;
        double want = i < nn ? host_get(in, c * (size_t)N + r) : sentinel;
        double got = host_get(out, i);
        if (got != want)
            return wl_fail(err, "out[%zu] (row %zu, column %zu) is %g, expected %g", i, r, c, got,
                           want);
    }
    return 0;
}

typedef struct run_buffers {
    wl_cuda_buffer a, b;
    host_array ha, hb, back;
} run_buffers;

static void run_buffers_free(run_buffers *r)
{
    wl_cuda_buffer_release(&r->a);
    wl_cuda_buffer_release(&r->b);
    free(r->ha.data);
    free(r->hb.data);
    free(r->back.data);
}

static int host_alloc(host_array *h, wl_type t, size_t count)
{
    h->type = t;
    h->count = count;
    h->data = calloc(count, (size_t)wl_type_bytes(t));
    return h->data ? 0 : -1;
}

static int upload(void *dev, const host_array *h, wl_error *err)
{
    size_t bytes = h->count * (size_t)wl_type_bytes(h->type);
    return WL_CU(cudaMemcpy(dev, h->data, bytes, cudaMemcpyHostToDevice), err);
}

static int download(host_array *h, const void *dev, wl_error *err)
{
    size_t bytes = h->count * (size_t)wl_type_bytes(h->type);
    return WL_CU(cudaMemcpy(h->data, dev, bytes, cudaMemcpyDeviceToHost), err);
}

static int check_after(const wl_run_config *c, run_buffers *r, size_t n, wl_error *err)
{
    bool transpose = wl_kernel_is_transpose(c->spec.kernel);
    if (host_alloc(&r->back, c->spec.type, r->ha.count) != 0)
        return wl_fail(err, "out of host memory");
    /* The input of a transpose must come back unchanged, guard included. */
    if (download(&r->back, r->a.ptr, err) != 0)
        return -1;
    if (transpose) {
        if (memcmp(r->back.data, r->ha.data, r->ha.count * (size_t)wl_type_bytes(r->ha.type)))
            return wl_fail(err, "the input matrix changed");
        host_array out_back = r->back;
        if (download(&out_back, r->b.ptr, err) != 0)
            return -1;
        return compare_transpose(c->spec.param, &r->ha, &out_back, -1.0, err);
    }
    return compare_1d(c, n, &r->ha, &r->back, err);
}

static int run_one(const wl_run_config *c, bool check, wl_error *err)
{
    const wl_spec *sp = &c->spec;
    bool transpose = wl_kernel_is_transpose(sp->kernel);
    size_t es = (size_t)wl_type_bytes(sp->type);
    size_t n = wl_launch_elements(sp, c->n);
    if (!transpose && n == 0)
        return wl_fail(err, "%zu elements is fewer than one block (%zu)", c->n,
                       (size_t)sp->unroll * WL_BLOCK_THREADS);
    size_t count = wl_launch_extent(sp->kernel, sp->param, n) + GUARD_ELEMENTS;
    run_buffers r;
    memset(&r, 0, sizeof r);
    int rc = -1;
    if (wl_cuda_buffer_reserve(&r.a, count * es, err) != 0 ||
        (transpose && wl_cuda_buffer_reserve(&r.b, count * es, err) != 0))
        goto out;
    if (check) {
        if (host_alloc(&r.ha, sp->type, count) != 0 || host_alloc(&r.hb, sp->type, count) != 0) {
            wl_fail(err, "out of host memory");
            goto out;
        }
        host_fill(&r.ha, (size_t)sp->param);
        for (size_t i = 0; i < count; i++)
            host_set(&r.hb, i, -1.0);
        if (upload(r.a.ptr, &r.ha, err) != 0 || (transpose && upload(r.b.ptr, &r.hb, err) != 0))
            goto out;
    }
    wl_launch_args la = {.kernel = sp->kernel,
                         .type = sp->type,
                         .param = sp->param,
                         .unroll = sp->unroll,
                         .a = r.a.ptr,
                         .b = transpose ? r.b.ptr : NULL,
                         .n = n,
                         .stream = 0};
    if (wl_launch(&la, err) != 0 || WL_CU(cudaDeviceSynchronize(), err) != 0)
        goto out;
    rc = check ? check_after(c, &r, n, err) : 0;
out:
    run_buffers_free(&r);
    return rc;
}

int wl_run_configs(int device, const wl_run_config *cfgs, int count, bool check, wl_error *err)
{
    if (wl_cuda_open_device(device, err) != 0)
        return -1;
    for (int i = 0; i < count; i++)
        if (run_one(&cfgs[i], check, err) != 0)
            return wl_error_context(
                err, "%s %s param %d unroll %d: ", wl_kernel_name(cfgs[i].spec.kernel),
                wl_type_name(cfgs[i].spec.type), cfgs[i].spec.param, cfgs[i].spec.unroll);
    return 0;
}
