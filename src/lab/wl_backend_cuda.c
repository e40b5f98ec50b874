/* The cuda backend: times the real kernels with CUDA events.
 *
 * Effective bandwidth is the bytes the program asks for (read + write) over
 * the kernel's time; each point is warmed up, then timed WL_REPS times and
 * summarised by the median, with min and max as the spread. The copy ceiling
 * (a large device-to-device copy) is measured once per backend. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "wl_backend_impl.h"
#include "wl_calibration.h"
#include "wl_cuda_util.h"
#include "wl_lab.h"
#include "wl_launch.h"
#include "wl_nvrtc.h"

typedef struct cuda_state {
    int device;
    wl_device_info info;
    wl_cuda_buffer a, b; /* the array (or in), and out of the transposes */
    cudaStream_t stream;
    double copy_gbps; /* 0 until measured */
} cuda_state;

static int cuda_init(wl_backend *b, int device, wl_error *err)
{
    if (wl_cuda_open_device(device, err) != 0)
        return -1;
    cuda_state *s = calloc(1, sizeof *s);
    if (!s)
        return wl_fail(err, "out of host memory");
    s->device = device;
    if (wl_cuda_describe(device, &s->info, err) != 0 ||
        WL_CU(cudaStreamCreateWithFlags(&s->stream, cudaStreamNonBlocking), err) != 0) {
        free(s);
        return -1;
    }
    b->state = s;
    return 0;
}

static int cuda_describe(wl_backend *b, wl_device_info *out, wl_error *err)
{
    cuda_state *s = b->state;
    size_t free_b = 0, total_b = 0;
    if (WL_CU(cudaMemGetInfo(&free_b, &total_b), err) != 0)
        return -1;
    s->info.mem_free = free_b;
    s->info.mem_total = total_b;
    *out = s->info;
    return 0;
}

/* One launch of whatever is measured: a built-in kernel or a generated one.
 * Both carry their stream in ctx (the state's stream, the one timed). */
typedef struct launcher {
    wl_cuda_launch_fn launch;
    const void *ctx;
} launcher;

static int launch_builtin(const void *ctx, cudaStream_t stream, wl_error *err)
{
    (void)stream;
    return wl_launch(ctx, err);
}

static int launch_generated(const void *ctx, cudaStream_t stream, wl_error *err)
{
    const void *const *kl = ctx; /* {kernel, wl_expr_launch} */
    (void)stream;
    return wl_expr_kernel_launch((void *)kl[0], kl[1], err);
}

/* One device-to-device copy of the measured ceiling. */
typedef struct copy_job {
    void *dst;
    const void *src;
    size_t bytes;
} copy_job;

static int launch_copy(const void *ctx, cudaStream_t stream, wl_error *err)
{
    const copy_job *c = ctx;
    return WL_CU(cudaMemcpyAsync(c->dst, c->src, c->bytes, cudaMemcpyDeviceToDevice, stream), err);
}

/* The device-to-device copy that every figure is also given against: one
 * warm-up copy, then the median of COPY_REPS, each timed alone. */
static int measure_copy(wl_backend *b, size_t working_set, wl_error *err)
{
    cuda_state *s = b->state;
    size_t bytes = working_set > WL_COPY_BYTES ? working_set : WL_COPY_BYTES;
    wl_cuda_buffer src = {0}, dst = {0};
    enum { COPY_REPS = 11 };
    double ms[COPY_REPS];
    copy_job job;
    int rc = -1;
    if (wl_cuda_buffer_reserve(&src, bytes, err) != 0 ||
        wl_cuda_buffer_reserve(&dst, bytes, err) != 0)
        goto out;
    job = (copy_job){dst.ptr, src.ptr, bytes};
    if (wl_cuda_time_alone(s->stream, launch_copy, &job, 1, ms, err) != 0 ||
        wl_cuda_time_alone(s->stream, launch_copy, &job, COPY_REPS, ms, err) != 0)
        goto out;
    s->copy_gbps = 2.0 * (double)bytes / (wl_sorted_median(ms, COPY_REPS) * 1e6);
    rc = 0;
out:
    wl_cuda_buffer_release(&src);
    wl_cuda_buffer_release(&dst);
    return rc;
}

/* Sizes and allocates the buffers for one request; fills the launch. */
static int prepare(wl_backend *b, const wl_measure_request *req, wl_launch_args *la,
                   size_t *size_out, wl_error *err)
{
    cuda_state *s = b->state;
    const wl_spec *sp = &req->spec;
    size_t es = (size_t)wl_type_bytes(sp->type);
    size_t size = req->size_bytes ? req->size_bytes : wl_default_size(s->info.l2_bytes);
    const wl_family *f = wl_family_of(sp->kernel);
    wl_spec at = *sp;
    at.n = wl_elements_for_size(size, sp->type);
    wl_launch_ctx l;
    wl_launch_of(&at, &l);
    size_t n = l.n, extent = f->extent(&l);
    bool transpose = f->arrays == 2;
    *size_out = transpose ? extent * es : n * es;
    if (wl_cuda_buffer_reserve(&s->a, extent * es, err) != 0)
        return -1;
    if (transpose && wl_cuda_buffer_reserve(&s->b, extent * es, err) != 0)
        return -1;
    *la = (wl_launch_args){.kernel = sp->kernel,
                           .type = sp->type,
                           .param = sp->param,
                           .unroll = sp->unroll,
                           .a = s->a.ptr,
                           .b = transpose ? s->b.ptr : NULL,
                           .n = n,
                           .stream = s->stream};
    return 0;
}

/* Warm-up launches; the last one's time picks the default repetitions. */
static int warm_up(cuda_state *s, const launcher *la, int *reps, wl_error *err)
{
    double ms[WL_WARMUP_LAUNCHES];
    if (wl_cuda_time_back_to_back(s->stream, la->launch, la->ctx, WL_WARMUP_LAUNCHES, ms, err) != 0)
        return -1;
    if (*reps > 0)
        return 0;
    double t = ms[WL_WARMUP_LAUNCHES - 1] > 1e-3 ? ms[WL_WARMUP_LAUNCHES - 1] : 1e-3;
    int r = (int)(WL_POINT_TARGET_MS / t) | 1; /* odd: the median is one sample */
    *reps = r < WL_REPS_DEFAULT_MIN ? WL_REPS_DEFAULT_MIN
                                    : (r > WL_REPS_DEFAULT_MAX ? WL_REPS_DEFAULT_MAX : r);
    return 0;
}

/* Warm-up, then the timed repetitions; fills the figures of out from the
 * bytes one launch asks for. */
static int time_request(wl_backend *b, const launcher *la, const wl_measure_request *req,
                        size_t bytes, wl_measurement *out, wl_error *err)
{
    cuda_state *s = b->state;
    int reps = req->reps;
    if (warm_up(s, la, &reps, err) != 0)
        return -1;
    double *ms = calloc((size_t)reps, sizeof *ms);
    if (!ms)
        return wl_fail(err, "out of host memory");
    int rc = req->timing == WL_TIMING_SEED
                 ? wl_cuda_time_alone(s->stream, la->launch, la->ctx, reps, ms, err)
                 : wl_cuda_time_back_to_back(s->stream, la->launch, la->ctx, reps, ms, err);
    if (rc != 0) {
        free(ms);
        return -1;
    }
    out->predicted = false;
    out->ms_median = wl_sorted_median(ms, reps); /* sorts ms */
    out->gbps_median = (double)bytes / (out->ms_median * 1e6);
    out->gbps_min = (double)bytes / (ms[reps - 1] * 1e6); /* slowest run */
    out->gbps_max = (double)bytes / (ms[0] * 1e6);
    out->copy_ceiling_gbps = s->copy_gbps;
    out->pct_of_copy = 100.0 * out->gbps_median / s->copy_gbps;
    out->bytes_moved = bytes;
    out->reps = reps;
    free(ms);
    return 0;
}

static int check_request(wl_backend *b, const wl_measure_request *req, wl_error *err)
{
    cuda_state *s = b->state;
    if (wl_spec_validate(&req->spec, err) != 0)
        return -1;
    if (req->reps < 0 || req->reps > WL_REPS_MAX)
        return wl_fail(err, "reps %d is out of range; reps must be 1..%d", req->reps, WL_REPS_MAX);
    if (s->copy_gbps <= 0 && measure_copy(b, 0, err) != 0)
        return -1;
    return 0;
}

/* A custom experiment: the generated kernel when NVRTC is there, else the
 * model's prediction against this device's copy, with the reason. */
static int measure_expr(wl_backend *b, const wl_measure_request *req, wl_measurement *out,
                        wl_error *err)
{
    static char source[WL_EXPR_SOURCE_MAX];
    cuda_state *s = b->state;
    const wl_expr_experiment *x = req->spec.expr;
    size_t size = req->size_bytes ? req->size_bytes : wl_default_size(s->info.l2_bytes);
    int64_t sv = req->spec.param;
    wl_error no_nvrtc;
    double t0 = wl_now_ms();
    if (wl_nvrtc_load(&no_nvrtc) != 0) {
        if (!b->cal)
            return wl_fail(err, "%s, and no calibration file for the model", no_nvrtc.msg);
        if (wl_predict(&req->spec, size, &b->cal->consts, out, NULL, err) != 0)
            return -1;
        snprintf(out->note, sizeof out->note, "%.150s", no_nvrtc.msg);
        return 0;
    }
    size_t n = wl_launch_elements_for_size(&req->spec, size);
    uint64_t extent;
    void *kernel;
    memset(out, 0, sizeof *out);
    if (wl_expr_extent(x, (int64_t)n, sv, &extent, err) != 0 ||
        wl_expr_codegen(x, req->spec.unroll, source, sizeof source, err) != 0 ||
        wl_expr_kernel_prepare(source, s->device, &kernel, &out->compile_ms, err) != 0)
        return -1;
    size_t es = (size_t)wl_type_bytes(x->type);
    if (wl_cuda_buffer_reserve(&s->a, (size_t)extent * es, err) != 0)
        return -1;
    wl_expr_launch el = {.n = n,
                         .s = sv,
                         .extent = extent,
                         .a = s->a.ptr,
                         .block = x->block,
                         .unroll = req->spec.unroll,
                         .stream = s->stream};
    const void *kl[2] = {kernel, &el};
    launcher la = {launch_generated, kl};
    if (time_request(b, &la, req, n * 2 * es, out, err) != 0)
        return -1;
    out->id = req->id;
    out->size_bytes = n * es; /* the working set the model predicts, not the extent */
    out->wall_ms = wl_now_ms() - t0;
    return 0;
}

static int cuda_measure(wl_backend *b, const wl_measure_request *req, wl_measurement *out,
                        wl_error *err)
{
    if (check_request(b, req, err) != 0)
        return -1;
    if (wl_family_of(req->spec.kernel)->lanes_from == WL_LANES_SOURCE)
        return measure_expr(b, req, out, err);
    wl_launch_args la;
    size_t size;
    if (prepare(b, req, &la, &size, err) != 0)
        return -1;
    launcher l = {launch_builtin, &la};
    memset(out, 0, sizeof *out);
    if (time_request(b, &l, req, wl_bytes_asked(&req->spec, la.n), out, err) != 0)
        return -1;
    out->id = req->id;
    out->size_bytes = size;
    return 0;
}

static void cuda_shutdown(wl_backend *b)
{
    cuda_state *s = b->state;
    if (!s)
        return;
    wl_cuda_buffer_release(&s->a);
    wl_cuda_buffer_release(&s->b);
    if (s->stream)
        WL_CU(cudaStreamDestroy(s->stream), NULL);
    free(s);
    b->state = NULL;
}

const wl_backend_ops wl_cuda_ops = {
    .name = "cuda",
    .init = cuda_init,
    .describe = cuda_describe,
    .measure = cuda_measure,
    .shutdown = cuda_shutdown,
};
