/* Single launches outside the timing loop: what `warplab verify` profiles
 * under Nsight Compute, what the sanitizers watch, and the correctness check
 * of every kernel (each element that should change changed by exactly one, or
 * moved to exactly its transposed place; nothing else changed). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "wl_cuda_util.h"
#include "wl_family.h"
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

/* Every element of the array the kernel writes against what its family
 * expects (wl_family's expect): a value of the input plus what the kernel
 * adds, or its old value, guard included. */
static int compare_written(const wl_run_config *c, size_t n, const host_array *in,
                           const host_array *old, const host_array *after, wl_error *err)
{
    const wl_family *f = wl_family_of(c->spec.kernel);
    wl_spec s = c->spec;
    s.n = n;
    wl_launch_ctx l;
    wl_launch_of(&s, &l);
    for (size_t i = 0; i < after->count; i++) {
        wl_expect e = f->expect(&l, i);
        double want = e.from < 0 ? host_get(old, i) : host_get(in, (size_t)e.from) + e.add;
        double got = host_get(after, i);
        if (got != want)
            return wl_fail(err, "element %zu is %g, expected %g (%s)", i, got, want,
                           e.from < 0 ? "should not have changed"
                           : e.add    ? "should have gained 1"
                                      : "should hold the input's element");
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
    bool two_arrays = wl_family_of(c->spec.kernel)->arrays == 2;
    if (host_alloc(&r->back, c->spec.type, r->ha.count) != 0)
        return wl_fail(err, "out of host memory");
    /* A kernel with an output must leave its input unchanged, guard included. */
    if (download(&r->back, r->a.ptr, err) != 0)
        return -1;
    if (two_arrays) {
        if (memcmp(r->back.data, r->ha.data, r->ha.count * (size_t)wl_type_bytes(r->ha.type)))
            return wl_fail(err, "the input array changed");
        if (download(&r->back, r->b.ptr, err) != 0)
            return -1;
    }
    return compare_written(c, n, &r->ha, two_arrays ? &r->hb : &r->ha, &r->back, err);
}

static int run_one(const wl_run_config *c, bool check, wl_error *err)
{
    const wl_spec *sp = &c->spec;
    const wl_family *f = wl_family_of(sp->kernel);
    bool transpose = f->arrays == 2;
    size_t es = (size_t)wl_type_bytes(sp->type);
    size_t n = wl_launch_elements(sp, c->n);
    if (n == 0)
        return wl_fail(err, "%zu elements is fewer than one block", c->n);
    wl_spec at = *sp;
    at.n = n;
    wl_launch_ctx l;
    wl_launch_of(&at, &l);
    size_t count = f->extent(&l) + GUARD_ELEMENTS;
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
