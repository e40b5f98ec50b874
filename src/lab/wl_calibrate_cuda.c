/* The calibration microbenchmarks, timed like every measurement of the lab:
 * a warm-up launch, then the median of several, CUDA events around each. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cuda_runtime_api.h>

#include "wl_calibrate.h"
#include "wl_calibrate_kernels.h"
#include "wl_cuda_util.h"
#include "wl_lab.h"

#define REPS 7

/* Median seconds of REPS launches of fn after one warm-up, each timed
 * alone (wl_cuda_time_alone) on the default stream. */
static int time_median(wl_cuda_launch_fn fn, const void *ctx, double *seconds, wl_error *err)
{
    double ms[REPS];
    if (wl_cuda_time_alone(0, fn, ctx, 1, ms, err) != 0 ||
        wl_cuda_time_alone(0, fn, ctx, REPS, ms, err) != 0)
        return -1;
    *seconds = wl_sorted_median(ms, REPS) * 1e-3;
    return 0;
}

typedef struct bench {
    float *a, *b;
    size_t n;
    int k, lines, blocks, iters, step, threads, groups, rmw;
} bench;

static int run_copy(const void *c, cudaStream_t st, wl_error *err)
{
    const bench *x = c;
    return wl_cal_copy(x->a, x->b, x->n, x->k, st, err);
}

static int run_gather(const void *c, cudaStream_t st, wl_error *err)
{
    const bench *x = c;
    return wl_cal_gather(x->a, x->lines, x->blocks, x->iters, x->b, st, err);
}

static int run_scatter(const void *c, cudaStream_t st, wl_error *err)
{
    const bench *x = c;
    return wl_cal_scatter(x->a, x->lines, x->blocks, x->iters, st, err);
}

static int run_sparse(const void *c, cudaStream_t st, wl_error *err)
{
    const bench *x = c;
    return wl_cal_sparse(x->a, x->n, x->step, st, err);
}

static int run_empty(const void *c, cudaStream_t st, wl_error *err)
{
    (void)c;
    return wl_cal_empty(st, err);
}

/* Launches timed as the lab times its points: back to back on a
 * non-blocking stream of their own (wl_cuda_time_back_to_back, as
 * wl_backend_cuda.c does), one round of warm-up, then the median gap
 * between neighbouring events. */
#define TIMED_LAUNCHES 101
static int back_to_back_median(wl_cuda_launch_fn fn, const void *ctx, double *seconds,
                               wl_error *err)
{
    cudaStream_t st;
    double ms[TIMED_LAUNCHES];
    if (WL_CU(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking), err) != 0)
        return -1;
    int rc = wl_cuda_time_back_to_back(st, fn, ctx, TIMED_LAUNCHES, ms, err) != 0 ||
                     wl_cuda_time_back_to_back(st, fn, ctx, TIMED_LAUNCHES, ms, err) != 0
                 ? -1
                 : 0;
    WL_CU(cudaStreamDestroy(st), NULL);
    if (rc == 0)
        *seconds = wl_sorted_median(ms, TIMED_LAUNCHES) * 1e-3;
    return rc;
}

/* Empty launches timed so: the gap the host's launches and events leave
 * between points when the GPU has nothing to do. */
static int empty_launch_gap(double *seconds, wl_error *err)
{
    return back_to_back_median(run_empty, NULL, seconds, err);
}

static int run_empty_graph(const void *c, cudaStream_t st, wl_error *err)
{
    return wl_cal_empty_graph_run(*(void *const *)c, st, err);
}

static int run_blocks(const void *c, cudaStream_t st, wl_error *err)
{
    const bench *x = c;
    /* b's first word is zeroed before: the blocks' flag, never 12345 */
    return wl_cal_blocks(x->blocks, x->threads, (const int *)x->b, (int *)x->b + 64, st, err);
}

static int run_hot(const void *c, cudaStream_t st, wl_error *err)
{
    const bench *x = c;
    return wl_cal_hot(x->a, x->groups, x->blocks, x->iters, x->rmw, st, err);
}

static int run_l2_copy(const void *c, cudaStream_t st, wl_error *err)
{
    const bench *x = c;
    return wl_cal_l2_copy(x->a, x->b, (unsigned)x->n, x->blocks, x->iters, st, err);
}

static int run_shared(const void *c, cudaStream_t st, wl_error *err)
{
    const bench *x = c;
    return wl_cal_shared(x->blocks, x->iters, (unsigned *)x->b, st, err);
}

static void report(void (*progress)(const char *), const char *fmt, double v, const char *how)
{
    if (!progress)
        return;
    char line[256] = "  ";
    size_t len = strlen(line);
    snprintf(line + len, sizeof line - len, fmt, v);
    len = strlen(line);
    snprintf(line + len, sizeof line - len, "  (%s)", how);
    progress(line);
}

/* The GPU's own cost of a launch: 100 empty launches replayed from one CUDA
 * graph, so no host work sits between them. Recorded beside launch_s, which
 * the model adds to every launch (wl_perf.c): the lab's launches are not
 * replayed from a graph, and their points cost far more than this. */
static int gpu_launch_cost(wl_gpu_consts *c, void (*progress)(const char *), wl_error *err)
{
    void *exec;
    double t;
    if (wl_cal_empty_graph_make(100, &exec, err) != 0)
        return -1;
    int rc = time_median(run_empty_graph, &exec, &t, err);
    wl_cal_empty_graph_free(exec);
    if (rc != 0)
        return -1;
    c->launch_gpu_s = t / 100;
    report(progress, "launch_gpu_s %.4g", c->launch_gpu_s, "100 empty launches in one graph");
    return 0;
}

/* Copy kernels: the largest bandwidth over loads in flight is DRAM's; one
 * load in flight per thread gives the latency by Little's law. */
static int dram_and_latency(wl_gpu_consts *c, bench *x, void (*progress)(const char *),
                            wl_error *err)
{
    double best = 0, t;
    for (int k = 8; k >= 1; k /= 2) {
        x->k = k;
        if (time_median(run_copy, x, &t, err) != 0)
            return -1;
        double bw = 2.0 * x->n * sizeof(float) / t;
        if (bw > best)
            best = bw;
        if (k == 1) {
            double warps = x->n / 32.0;
            c->latency_s = t / (warps / ((double)c->sms * c->warps_per_sm));
        }
    }
    c->dram_bytes_per_s = best;
    report(progress, "dram_bytes_per_s %.4g", best, "copy, 1 GiB each way, 1-8 loads in flight");
    report(progress, "latency_s %.4g", c->latency_s, "copy, one load in flight per thread");
    return 0;
}

static int l1_and_l2(wl_gpu_consts *c, bench *x, void (*progress)(const char *), wl_error *err)
{
    double t;
    x->blocks = c->sms * (c->warps_per_sm / 8);
    x->lines = 64; /* 8 KiB: every SM's L1 holds it */
    x->iters = 4096;
    if (time_median(run_gather, x, &t, err) != 0)
        return -1;
    c->l1_lines_per_s = (double)x->blocks * 256 * x->iters / t / c->sms;
    report(progress, "l1_lines_per_s %.4g", c->l1_lines_per_s, "gather, 32 lines per load");
    x->lines = 65536; /* 8 MiB: inside L2, so no DRAM behind the stores */
    x->iters = 256;
    if (time_median(run_scatter, x, &t, err) != 0)
        return -1;
    c->l2_partial_per_s = (double)x->blocks * 256 * x->iters / t;
    report(progress, "l2_partial_per_s %.4g", c->l2_partial_per_s, "scatter, 4 B per line");
    return 0;
}

/* Sparse updates ever further apart, 4 GiB of addresses each. The time per
 * update never levels off: it grows by 4.7-6.5% with each doubling (H200: 67.7,
 * 72.1, 75.5 and 79.3 ps at 256 B to 2 KiB). The page is the shortest
 * distance from which every further doubling costs under 15% more per update;
 * on the H200 that is the shortest distance timed. Each update there is taken to open two pages
 * (the read and the write-back). */
static int dram_pages(wl_gpu_consts *c, bench *x, void (*progress)(const char *), wl_error *err)
{
    static const int distance[] = {256, 512, 1024, 2048};
    enum { N = sizeof distance / sizeof distance[0] };
    double per[N], t;
    for (int i = 0; i < N; i++) {
        x->step = distance[i] / (int)sizeof(float);
        x->n = ((size_t)4 << 30) / (size_t)distance[i];
        if (time_median(run_sparse, x, &t, err) != 0)
            return -1;
        per[i] = t / x->n;
        char line[96];
        snprintf(line, sizeof line, "    one word per %d B: %.1f ps per update", distance[i],
                 per[i] * 1e12);
        if (progress)
            progress(line);
    }
    int at = N - 1;
    for (int i = N - 2; i >= 0; i--)
        if (per[i + 1] < 1.15 * per[i] && at == i + 1)
            at = i;
    c->dram_page_bytes = distance[at];
    c->dram_pages_per_s = 2.0 / per[at];
    report(progress, "dram_page_bytes %.0f", c->dram_page_bytes,
           "shortest distance from which doubling it costs under 15% more");
    report(progress, "dram_pages_per_s %.4g", c->dram_pages_per_s, "two pages per update there");
    return 0;
}

static int fills_pages_launch(wl_gpu_consts *c, bench *x, void (*progress)(const char *),
                              wl_error *err)
{
    double t;
    x->n = (size_t)32 << 20;
    x->step = 32; /* one word per 128-byte line */
    if (time_median(run_sparse, x, &t, err) != 0)
        return -1;
    c->l2_fills_per_s = x->n / t;
    report(progress, "l2_fills_per_s %.4g", c->l2_fills_per_s, "one word per 128 B line");
    if (dram_pages(c, x, progress, err) != 0)
        return -1;
    if (empty_launch_gap(&c->launch_s, err) != 0)
        return -1;
    report(progress, "launch_s %.4g", c->launch_s,
           "empty launches back to back, an event after each, as the lab times");
    return gpu_launch_cost(c, progress, err);
}

static void detail(void (*progress)(const char *), const char *fmt, double v)
{
    char line[128];
    snprintf(line, sizeof line, fmt, v);
    if (progress)
        progress(line);
}

/* Trivial blocks, many more than fit at once: the time is the GPU starting
 * and retiring them. 32-thread blocks give the rate per block, 1024-thread
 * blocks the rate per warp (a block of 32 warps is started warp by warp). */
static int block_rates(wl_gpu_consts *c, bench *x, void (*progress)(const char *), wl_error *err)
{
    double t;
    if (WL_CU(cudaMemset(x->b, 0, 4096), err) != 0)
        return -1;
    x->threads = 32;
    x->blocks = 1 << 21;
    if (time_median(run_blocks, x, &t, err) != 0)
        return -1;
    c->blocks_per_s = x->blocks / t;
    report(progress, "blocks_per_s %.4g", c->blocks_per_s, "2 Mi trivial blocks of 32 threads");
    x->threads = 1024;
    x->blocks = 1 << 16;
    if (time_median(run_blocks, x, &t, err) != 0)
        return -1;
    c->warps_per_s = x->blocks * 32.0 / t;
    report(progress, "warps_per_s %.4g", c->warps_per_s, "64 Ki trivial blocks of 1024 threads");
    for (int th = 64; th <= 512; th *= 2) {
        x->threads = th;
        x->blocks = (1 << 21) / (th / 32);
        if (time_median(run_blocks, x, &t, err) != 0)
            return -1;
        char fmt[96];
        snprintf(fmt, sizeof fmt, "    %d-thread blocks: %%.4g blocks/s", th);
        detail(progress, fmt, x->blocks / t);
    }
    return 0;
}

/* Every warp writes one word into each of 32 lines that 32 warps share: a
 * line takes such stores one after another. The rate per line is the
 * stores over the time, over the lines written at once (32 x groups). */
static int hot_lines(wl_gpu_consts *c, bench *x, void (*progress)(const char *), wl_error *err)
{
    static const int groups[] = {1, 8, 64, 1024};
    double t, rate[4][2];
    x->blocks = c->sms * (c->warps_per_sm / 8);
    x->iters = 64;
    for (int g = 0; g < 4; g++)
        for (int rmw = 0; rmw < 2; rmw++) {
            x->groups = groups[g];
            x->rmw = rmw;
            if (time_median(run_hot, x, &t, err) != 0)
                return -1;
            double stores = (double)x->blocks * 256 * x->iters;
            rate[g][rmw] = stores / t / (32.0 * groups[g]);
            char fmt[128];
            snprintf(fmt, sizeof fmt, "    %d hot lines, %s: %%.4g stores/s per line (%.4g in all)",
                     32 * groups[g], rmw ? "read-modify-write" : "store", stores / t);
            detail(progress, fmt, rate[g][rmw]);
        }
    c->hot32_per_s = rate[0][0] * 32;
    c->hot2048_per_s = rate[2][0] * 2048;
    report(progress, "hot32_per_s %.4g", c->hot32_per_s, "every warp stores into 32 lines");
    report(progress, "hot2048_per_s %.4g", c->hot2048_per_s, "32 warps share each of 2048 lines");
    return 0;
}

/* Coalesced loads and stores inside 8 MiB that L2 holds: what L2 serves
 * with no DRAM behind it. */
static int l2_bandwidth(wl_gpu_consts *c, bench *x, void (*progress)(const char *), wl_error *err)
{
    double t;
    static const int mib[] = {4, 16};
    for (int i = 0; i < 2; i++) {
        x->blocks = c->sms * (c->warps_per_sm / 8);
        x->iters = 128;
        x->n = (size_t)mib[i] << 18; /* floats per buffer */
        if (time_median(run_l2_copy, x, &t, err) != 0)
            return -1;
        double bytes = 2.0 * 4 * sizeof(float) * x->blocks * 256.0 * x->iters;
        if (i == 0)
            c->l2_bytes_per_s = bytes / t;
        char fmt[96];
        snprintf(fmt, sizeof fmt, "    copy inside 2 x %d MiB: %%.4g B/s", mib[i]);
        detail(progress, fmt, bytes / t);
    }
    report(progress, "l2_bytes_per_s %.4g", c->l2_bytes_per_s, "copy inside 2 x 4 MiB");
    return 0;
}

/* Copies of 8 to 16 MiB each way, which L2 holds, one load in flight per
 * thread, timed back to back as the lab times its points: their times
 * against the size lie on a line. Its slope is the round trip of a load
 * that L2 serves, by Little's law as latency_s is DRAM's; its intercept is
 * what a launch adds to a body that keeps the GPU busy (starting and
 * draining the grid, the events), which the host's gap between launches
 * hides only when the body is short (wl_perf.c). One load in flight keeps
 * every size far above that gap; more in flight would bring 8 MiB down to
 * it, and 20 MiB each way no longer stays in L2 (H200: 8.5 to 11.7 us from
 * 16 to 20 MiB, 1.6 us a step before). Noise could put the intercept below
 * 0: then nothing is fixed. */
static int small_launches(wl_gpu_consts *c, bench *x, void (*progress)(const char *), wl_error *err)
{
    static const int mib[] = {8, 10, 12, 14, 16};
    enum { N = sizeof mib / sizeof mib[0] };
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    x->k = 1;
    for (int i = 0; i < N; i++) {
        double t, n = (double)((size_t)mib[i] << 18); /* floats per buffer */
        x->n = (size_t)n;
        if (back_to_back_median(run_copy, x, &t, err) != 0)
            return -1;
        char fmt[96];
        snprintf(fmt, sizeof fmt, "    copy of %d MiB each way: %%.4g s", mib[i]);
        detail(progress, fmt, t);
        sx += n;
        sy += t;
        sxx += n * n;
        sxy += n * t;
    }
    double per_float = (N * sxy - sx * sy) / (N * sxx - sx * sx);
    double fixed = (sy - per_float * sx) / N;
    c->latency_l2_s = per_float * WL_WARP_SIZE * c->sms * c->warps_per_sm;
    /* nothing fixed: the least the file takes (0 would read as not
     * measured, and a cache of it would be measured again on every run) */
    c->launch_fixed_s = fixed > 1e-7 ? fixed : 1e-7;
    report(progress, "latency_l2_s %.4g", c->latency_l2_s,
           "copies L2 holds, one load in flight: time per round of resident warps");
    report(progress, "launch_fixed_s %.4g", c->launch_fixed_s,
           "the same copies: the time at size 0");
    return 0;
}

/* Copies past L2, four loads in flight per thread, timed back to back as
 * the lab times its points: what L2 keeps of one launch for the next. Two
 * kinds: into a second buffer (a launch that writes other lines than it
 * reads) and onto itself (one that writes the lines it reads, as the lab's
 * in-place kernels do). The footprint counts as the model counts it
 * (wl_perf.c: the read buffer in l2_read_copies copies, a second buffer
 * once), at 1.1 to 3 times L2; each time, less the launch's fixed part,
 * over what DRAM alone takes for the bytes is the share the model gives the
 * DRAM limits there. A GPU whose copies at these sizes are too short to time
 * past the host's gap between launches gets shares of 1 (a working set past
 * L2 keeps nothing), so that its cache is whole. */
static int l2_keep(wl_gpu_consts *c, bench *x, void (*progress)(const char *), wl_error *err)
{
    double got[2][WL_L2_SHARE_POINTS], copies = c->l2_read_copies > 0 ? c->l2_read_copies : 2;
    static const char *kind[2] = {"copy", "update"};
    x->k = 4;
    for (int update = 0; update < 2; update++)
        for (int i = 0; i < WL_L2_SHARE_POINTS; i++) {
            double t, footprint = wl_l2_share_at[i] * c->l2_bytes;
            double floats = footprint / (copies + (update ? 0 : 1)) / sizeof(float);
            bench y = *x;
            y.n = (size_t)(floats / 1024) * 1024; /* a multiple of k x 256 */
            if (update)
                y.b = y.a;
            if (back_to_back_median(run_copy, &y, &t, err) != 0)
                return -1;
            double bytes = 2.0 * y.n * sizeof(float), dram = bytes / c->dram_bytes_per_s;
            double body = t - wl_gpu_launch_fixed_s(c);
            if (!(t > 1.2 * c->launch_s) || !(body > 0)) {
                /* measured, and nothing to see: the shares of a working set
                 * L2 keeps nothing of (a cache without them is measured
                 * again, wl_calibration_lacks_measured) */
                for (int j = 0; j < WL_L2_SHARE_POINTS; j++)
                    c->dram_share_copy[j] = c->dram_share_update[j] = 1;
                detail(progress,
                       "    copies past L2 too short to time (%.4g s): taken to keep nothing", t);
                return 0;
            }
            got[update][i] = body / dram < 0.01 ? 0.01 : body / dram > 2 ? 2 : body / dram;
            char fmt[96];
            snprintf(fmt, sizeof fmt, "    %s with a footprint of %.2f x L2: %%.4g s",
                     update ? "copy onto itself" : "copy", wl_l2_share_at[i]);
            detail(progress, fmt, t);
        }
    for (int update = 0; update < 2; update++)
        for (int i = 0; i < WL_L2_SHARE_POINTS; i++) {
            (update ? c->dram_share_update : c->dram_share_copy)[i] = got[update][i];
            char fmt[64];
            snprintf(fmt, sizeof fmt, "dram_share_%s_r%.0f %%.4g", kind[update],
                     wl_l2_share_at[i] * 100);
            report(progress, fmt, got[update][i], "copy past L2: its time over DRAM's alone");
        }
    return 0;
}

/* Shared-memory reads with every lane of a warp in one bank: 32 wavefronts
 * each, so the time is the banks' (one wavefront per SM per pass). */
static int shared_rate(wl_gpu_consts *c, bench *x, void (*progress)(const char *), wl_error *err)
{
    double t;
    x->blocks = c->sms * (c->warps_per_sm / 8) * 4;
    x->iters = 1024;
    if (time_median(run_shared, x, &t, err) != 0)
        return -1;
    double wavefronts = (double)x->blocks * (256 / 32) * x->iters * 32;
    c->shared_wavefronts_per_s = wavefronts / t / c->sms;
    report(progress, "shared_wavefronts_per_s %.4g", c->shared_wavefronts_per_s,
           "every lane in one bank: 32 wavefronts per read, per SM");
    return 0;
}

static int describe(int device, wl_calibration *out, void (*progress)(const char *), wl_error *err)
{
    struct cudaDeviceProp p;
    if (WL_CU(cudaGetDeviceProperties(&p, device), err) != 0)
        return -1;
    snprintf(out->consts.device, sizeof out->consts.device, "%.127s", p.name);
    snprintf(out->compute_capability, sizeof out->compute_capability, "%d.%d", p.major, p.minor);
    out->consts.sms = p.multiProcessorCount;
    out->consts.warps_per_sm = p.maxThreadsPerMultiProcessor / 32;
    out->consts.l2_bytes = p.l2CacheSize;
    int blocks_by_rule;
    if (!wl_calibration_arch_rules(out->compute_capability, &blocks_by_rule,
                                   &out->consts.l2_read_copies))
        report(progress, "l2_read_copies %.0f", out->consts.l2_read_copies,
               "a guess: this compute capability is not in warplab's rules; check the L2's "
               "layout and edit the file");
    out->consts.blocks_per_sm = p.maxBlocksPerMultiProcessor; /* the device says */
    wl_driver_version(out->driver, sizeof out->driver);
    wl_cuda_runtime_version(out->cuda_runtime, sizeof out->cuda_runtime);
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(out->date, sizeof out->date, "%Y-%m-%d", &tm);
    return 0;
}

/* Every constant describe() does not read from the device, measured. */
static int measure_all(wl_gpu_consts *c, bench *x, void (*progress)(const char *), wl_error *err)
{
    if (dram_and_latency(c, x, progress, err) != 0 || l1_and_l2(c, x, progress, err) != 0 ||
        fills_pages_launch(c, x, progress, err) != 0 || block_rates(c, x, progress, err) != 0 ||
        hot_lines(c, x, progress, err) != 0 || l2_bandwidth(c, x, progress, err) != 0 ||
        small_launches(c, x, progress, err) != 0 || l2_keep(c, x, progress, err) != 0 ||
        shared_rate(c, x, progress, err) != 0)
        return -1;
    return 0;
}

int wl_calibrate_run(int device, wl_calibration *out, void (*progress)(const char *line),
                     wl_error *err)
{
    memset(out, 0, sizeof *out);
    if (progress) {
        char line[48];
        snprintf(line, sizeof line, "calibrating device %d:", device);
        progress(line);
    }
    if (wl_cuda_open_device(device, err) != 0)
        return -1;
    wl_cuda_buffer a = {0}, b = {0};
    size_t big = ((size_t)4 << 30) + 4096; /* the sparse walks: 4 GiB of addresses */
    bench x = {.n = (size_t)256 << 20};
    int rc = -1;
    if (describe(device, out, progress, err) != 0 || wl_cuda_buffer_reserve(&a, big, err) != 0 ||
        wl_cuda_buffer_reserve(&b, x.n * sizeof(float), err) != 0)
        goto out;
    x.a = a.ptr;
    x.b = b.ptr;
    /* Constants that break a physical range or relation (an L2 latency above
     * DRAM's, say) are one noisy run: measured once more, then refused, so
     * no caller saves what the loader would refuse. */
    for (int attempt = 1; attempt <= 2; attempt++) {
        if (measure_all(&out->consts, &x, progress, err) != 0)
            goto out;
        if (wl_gpu_consts_validate(&out->consts, err) == 0) {
            rc = 0;
            break;
        }
        if (progress && attempt == 1)
            progress("constants out of their physical range or relations: measuring again");
    }
    if (rc != 0)
        wl_error_context(
            err, "calibrating device %d twice gave constants the model cannot use: ", device);
out:
    wl_cuda_buffer_release(&a);
    wl_cuda_buffer_release(&b);
    return rc;
}
