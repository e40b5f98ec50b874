/* Launchers of the calibration microbenchmarks (kernels/wl_calibrate.cu).
 * Each returns 0, or -1 with err set. */
#ifndef WL_CALIBRATE_KERNELS_H
#define WL_CALIBRATE_KERNELS_H

#include <stddef.h>

#include "wl_launch.h"

#ifdef __cplusplus
extern "C" {
#endif

#define WL_CAL_THREADS 256

/* Copies n floats (a multiple of k * 256) with k loads in flight per thread
 * (k = 1, 2, 4 or 8). */
int wl_cal_copy(const float *in, float *out, size_t n, int k, cudaStream_t st, wl_error *err);
/* blocks x 256 threads, iters loads each, every lane in its own line of a
 * buffer of `lines` 128-byte lines. */
int wl_cal_gather(const float *buf, int lines, int blocks, int iters, float *sink, cudaStream_t st,
                  wl_error *err);
/* blocks x 256 threads, iters 4-byte stores each into lines of `lines`. */
int wl_cal_scatter(float *buf, int lines, int blocks, int iters, cudaStream_t st, wl_error *err);
/* n threads each add 1 to one float, `step` floats apart. */
int wl_cal_sparse(float *a, size_t n, int step, cudaStream_t st, wl_error *err);
int wl_cal_empty(cudaStream_t st, wl_error *err);
/* A CUDA graph of `launches` empty launches (exec: its instance), replayed
 * by _run and released by _free. */
int wl_cal_empty_graph_make(int launches, void **exec, wl_error *err);
int wl_cal_empty_graph_run(void *exec, cudaStream_t st, wl_error *err);
void wl_cal_empty_graph_free(void *exec);
/* blocks x threads trivial threads (flag must not hold 12345). */
int wl_cal_blocks(int blocks, int threads, const int *flag, int *sink, cudaStream_t st,
                  wl_error *err);
/* blocks x 256 threads, iters steps each: every lane writes (rmw: updates)
 * one word of a line 32 warps share, over groups x 32 lines. */
int wl_cal_hot(float *buf, int groups, int blocks, int iters, int rmw, cudaStream_t st,
               wl_error *err);
/* blocks x 256 threads, iters x 4 coalesced float loads and stores each,
 * inside buffers of `words` floats. */
int wl_cal_l2_copy(const float *in, float *out, unsigned words, int blocks, int iters,
                   cudaStream_t st, wl_error *err);

/* blocks x 256 threads, iters (even) shared reads each, every lane of a
 * warp in bank 0 (32 wavefronts per read); sink is written only if the
 * reads disagree. */
int wl_cal_shared(int blocks, int iters, unsigned *sink, cudaStream_t st, wl_error *err);

#ifdef __cplusplus
}
#endif

#endif
