/* Microbenchmarks for `warplab calibrate`: each measures one constant of the
 * performance model (src/model/wl_perf.h). They are deliberately not the
 * lab's experiments, so a prediction of those is never a replay of itself. */
#include "wl_calibrate_kernels.h"

#define CAL_THREADS 256

/* out[i] = in[i] for K independent elements per thread: K loads in flight. */
template <int K>
__global__ void __launch_bounds__(CAL_THREADS) cal_copy(const float *in, float *out)
{
    float v[K];
    size_t base = (size_t)blockIdx.x * K * CAL_THREADS + threadIdx.x;
#pragma unroll
    for (int k = 0; k < K; k++)
        v[k] = in[base + (size_t)k * CAL_THREADS];
#pragma unroll
    for (int k = 0; k < K; k++)
        out[base + (size_t)k * CAL_THREADS] = v[k];
}

/* Every lane reads a different 128-byte line of a buffer small enough for
 * L1: 32 line lookups per load instruction, no DRAM behind them. */
__global__ void __launch_bounds__(CAL_THREADS)
    cal_gather(const float *buf, int lines, int iters, float *sink)
{
    int lane = threadIdx.x & 31;
    int line = (lane * 5 + threadIdx.x / 32) % lines;
    float acc = 0;
    for (int it = 0; it < iters; it++) {
        acc += buf[line * 32 + (it & 31)];
        line = (line + 7) % lines;
    }
    if (acc == -1.0f) /* never true for the buffer's data: keeps the loads */
        sink[threadIdx.x] = acc;
}

/* Every lane stores 4 bytes into a different line of a buffer L2 holds:
 * 32 partly written sectors per store instruction. */
__global__ void __launch_bounds__(CAL_THREADS) cal_scatter(float *buf, int lines, int iters)
{
    int lane = threadIdx.x & 31;
    unsigned line = (unsigned)(blockIdx.x * (CAL_THREADS / 32) + threadIdx.x / 32) * 32u + lane;
    for (int it = 0; it < iters; it++) {
        buf[(size_t)(line % (unsigned)lines) * 32 + (it & 7)] = (float)it;
        line += 97u * 32u;
    }
}

/* One word updated per `step` words, the word within the line varying by
 * thread: one line filled per element when step is 32 (128 bytes). */
__global__ void __launch_bounds__(CAL_THREADS) cal_sparse(float *a, int step)
{
    size_t i = (size_t)blockIdx.x * CAL_THREADS + threadIdx.x;
    size_t at = i * (size_t)step + (i & 3);
    a[at] = a[at] + 1.0f;
}

__global__ void cal_empty(void) {}

/* A trivial block: one compare per thread, nothing stored (the flag is never
 * set). What a launch of many of them takes is the rate at which the GPU
 * starts and retires blocks. */
__global__ void cal_blocks(const int *flag, int *sink)
{
    if (*flag == 12345)
        sink[threadIdx.x] = (int)blockIdx.x;
}

/* Same-line writes from different warps: every warp of the grid writes one
 * word into each of 32 shared lines per step (lane l into line l of the
 * step's group, word = the warp's number mod 32), so each line receives a
 * partial-sector store from 32 different warps per group, over `groups`
 * groups of 32 lines in turn. rmw: read the word first (a[x] += 1) rather
 * than just store it. */
__global__ void __launch_bounds__(CAL_THREADS) cal_hot(float *buf, int groups, int iters, int rmw)
{
    int lane = threadIdx.x & 31;
    unsigned warp = blockIdx.x * (CAL_THREADS / 32) + threadIdx.x / 32;
    for (int it = 0; it < iters; it++) {
        size_t line = (size_t)((it + warp / 32) % groups) * 32 + lane;
        size_t at = line * 32 + (warp & 31);
        if (rmw)
            buf[at] += 1.0f;
        else
            buf[at] = (float)it;
    }
}

/* Loads and stores that L2 serves without DRAM: every thread reads 4
 * coalesced words of a buffer of `words` floats (small enough for L2, too
 * large for L1; a power of two) and writes them to a second one, `iters` times at shifting
 * places. */
__global__ void __launch_bounds__(CAL_THREADS)
    cal_l2_copy(const float *in, float *out, unsigned words, int iters)
{
    unsigned t = blockIdx.x * CAL_THREADS + threadIdx.x;
    unsigned span = gridDim.x * CAL_THREADS;
    for (int it = 0; it < iters; it++) {
        unsigned base = t + (unsigned)it * 4u * span;
        float v[4];
#pragma unroll
        for (int k = 0; k < 4; k++)
            v[k] = __ldcg(&in[(base + (unsigned)k * span) & (words - 1)]);
#pragma unroll
        for (int k = 0; k < 4; k++)
            __stcg(&out[(base + (unsigned)k * span) & (words - 1)], v[k] + 1.0f);
    }
}

extern "C" int wl_cal_copy(const float *in, float *out, size_t n, int k, cudaStream_t st,
                           wl_error *err)
{
    unsigned blocks = (unsigned)(n / ((size_t)k * CAL_THREADS));
    switch (k) {
    case 1:
        cal_copy<1><<<blocks, CAL_THREADS, 0, st>>>(in, out);
        break;
    case 2:
        cal_copy<2><<<blocks, CAL_THREADS, 0, st>>>(in, out);
        break;
    case 4:
        cal_copy<4><<<blocks, CAL_THREADS, 0, st>>>(in, out);
        break;
    default:
        cal_copy<8><<<blocks, CAL_THREADS, 0, st>>>(in, out);
        break;
    }
    return WL_CU(cudaGetLastError(), err);
}

extern "C" int wl_cal_gather(const float *buf, int lines, int blocks, int iters, float *sink,
                             cudaStream_t st, wl_error *err)
{
    cal_gather<<<blocks, CAL_THREADS, 0, st>>>(buf, lines, iters, sink);
    return WL_CU(cudaGetLastError(), err);
}

extern "C" int wl_cal_scatter(float *buf, int lines, int blocks, int iters, cudaStream_t st,
                              wl_error *err)
{
    cal_scatter<<<blocks, CAL_THREADS, 0, st>>>(buf, lines, iters);
    return WL_CU(cudaGetLastError(), err);
}

extern "C" int wl_cal_sparse(float *a, size_t n, int step, cudaStream_t st, wl_error *err)
{
    cal_sparse<<<(unsigned)(n / CAL_THREADS), CAL_THREADS, 0, st>>>(a, step);
    return WL_CU(cudaGetLastError(), err);
}

extern "C" int wl_cal_empty(cudaStream_t st, wl_error *err)
{
    cal_empty<<<1, 32, 0, st>>>();
    return WL_CU(cudaGetLastError(), err);
}

/* `launches` empty launches captured once into a CUDA graph: replaying it
 * costs the GPU's own work per launch (start, drain), not the host's. */
extern "C" int wl_cal_empty_graph_make(int launches, void **exec, wl_error *err)
{
    cudaStream_t cap;
    cudaGraph_t graph;
    cudaGraphExec_t ge;
    *exec = NULL;
    if (WL_CU(cudaStreamCreateWithFlags(&cap, cudaStreamNonBlocking), err) != 0)
        return -1;
    int rc = WL_CU(cudaStreamBeginCapture(cap, cudaStreamCaptureModeThreadLocal), err);
    for (int i = 0; rc == 0 && i < launches; i++) {
        cal_empty<<<1, 32, 0, cap>>>();
        rc = WL_CU(cudaGetLastError(), err);
    }
    if (rc == 0) {
        rc = WL_CU(cudaStreamEndCapture(cap, &graph), err);
        if (rc == 0) {
            rc = WL_CU(cudaGraphInstantiate(&ge, graph, 0), err);
            cudaGraphDestroy(graph);
            if (rc == 0)
                *exec = (void *)ge;
        }
    }
    cudaStreamDestroy(cap);
    return rc;
}

extern "C" int wl_cal_empty_graph_run(void *exec, cudaStream_t st, wl_error *err)
{
    return WL_CU(cudaGraphLaunch((cudaGraphExec_t)exec, st), err);
}

extern "C" void wl_cal_empty_graph_free(void *exec)
{
    if (exec)
        cudaGraphExecDestroy((cudaGraphExec_t)exec);
}

extern "C" int wl_cal_blocks(int blocks, int threads, const int *flag, int *sink, cudaStream_t st,
                             wl_error *err)
{
    cal_blocks<<<(unsigned)blocks, (unsigned)threads, 0, st>>>(flag, sink);
    return WL_CU(cudaGetLastError(), err);
}

extern "C" int wl_cal_hot(float *buf, int groups, int blocks, int iters, int rmw, cudaStream_t st,
                          wl_error *err)
{
    cal_hot<<<(unsigned)blocks, CAL_THREADS, 0, st>>>(buf, groups, iters, rmw);
    return WL_CU(cudaGetLastError(), err);
}

/* Every lane of every warp reads word 32 * lane of a shared tile: one bank,
 * 32 words, so each read takes 32 wavefronts one after another and the
 * banks, not the issue of instructions, set the time. The xor of an even
 * number of equal reads is 0, which only the compiler does not know. */
__global__ void cal_shared(int iters, unsigned *sink)
{
    __shared__ float tile[32 * 32];
    for (int i = threadIdx.x; i < 32 * 32; i += blockDim.x)
        tile[i] = (float)i;
    __syncthreads();
    const volatile float *v = tile;
    int word = (int)(threadIdx.x % 32) * 32;
    unsigned acc = 0;
    for (int k = 0; k < iters; k++)
        acc ^= __float_as_uint(v[word]);
    if (acc != 0)
        sink[0] = acc;
}

extern "C" int wl_cal_shared(int blocks, int iters, unsigned *sink, cudaStream_t st, wl_error *err)
{
    cal_shared<<<(unsigned)blocks, CAL_THREADS, 0, st>>>(iters, sink);
    return WL_CU(cudaGetLastError(), err);
}

extern "C" int wl_cal_l2_copy(const float *in, float *out, unsigned words, int blocks, int iters,
                              cudaStream_t st, wl_error *err)
{
    cal_l2_copy<<<(unsigned)blocks, CAL_THREADS, 0, st>>>(in, out, words, iters);
    return WL_CU(cudaGetLastError(), err);
}
