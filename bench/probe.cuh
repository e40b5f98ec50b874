// What every CUDA probe in bench/ shares: a check that stops at the first
// CUDA error with its place, and the median time of repeated launches
// between two events. Each probe is one file built alone with nvcc; this
// header sits beside them.
#ifndef WL_BENCH_PROBE_CUH
#define WL_BENCH_PROBE_CUH
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CK(x)                                                                                      \
    do {                                                                                           \
        cudaError_t e = (x);                                                                       \
        if (e != cudaSuccess) {                                                                    \
            fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e));      \
            exit(1);                                                                               \
        }                                                                                          \
    } while (0)

// The median of reps timed launches (reps at most 64), in ms. warm_each:
// an untimed launch before every timed one (what the lab's sweep times: a
// launch after another); else one untimed launch before them all.
template <typename K> static float median_ms(K launch, int reps, bool warm_each)
{
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    if (!warm_each) {
        launch();
        CK(cudaGetLastError());
        CK(cudaDeviceSynchronize());
    }
    float all[64];
    for (int r = 0; r < reps; ++r) {
        if (warm_each)
            launch();
        CK(cudaEventRecord(a));
        launch();
        CK(cudaEventRecord(b));
        CK(cudaEventSynchronize(b));
        CK(cudaGetLastError());
        CK(cudaEventElapsedTime(&all[r], a, b));
    }
    for (int i = 0; i < reps; ++i)
        for (int j = i + 1; j < reps; ++j)
            if (all[j] < all[i]) {
                float t = all[i];
                all[i] = all[j];
                all[j] = t;
            }
    CK(cudaEventDestroy(a));
    CK(cudaEventDestroy(b));
    return all[reps / 2];
}
#endif
