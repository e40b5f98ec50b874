/* What the seed program's first bug does on this machine's GPU: the seed
 * clears its array with cudaMemset(&a_d, 0, 33 * bytes), passing the address
 * of the host variable that holds the device pointer. This probe makes the
 * same call on the same kind of address (a host stack variable), first for
 * the pointer's own 8 bytes, then (argument "big") for the seed's 33 x 4 MiB,
 * and prints what CUDA answers, whether the pointer survived, whether the
 * error sticks, and whether the device may access pageable host memory (HMM
 * or ATS), which decides whether a host address can be a valid target at all.
 * Build: nvcc -O2 -o memset-probe bench/memset-probe.cu
 * A benchmark-side probe, not part of the lab. */
#include <cuda_runtime.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    const size_t bytes = (size_t)4 << 20; /* the seed's 4 MiB working set */
    float *a_d = NULL;
    int pageable = -1, host_tables = -1;
    cudaError_t got = cudaMalloc(&a_d, 33 * bytes);
    cudaDeviceGetAttribute(&pageable, cudaDevAttrPageableMemoryAccess, 0);
    cudaDeviceGetAttribute(&host_tables, cudaDevAttrPageableMemoryAccessUsesHostPageTables, 0);
    printf("malloc %d; pageable memory access %d, through host page tables %d\n", (int)got,
           pageable, host_tables);
    float *kept = a_d;
    size_t count = argc > 1 && strcmp(argv[1], "big") == 0 ? 33 * bytes : sizeof a_d;
    cudaError_t set = cudaMemset(&a_d, 0, count); /* the seed's call */
    printf("cudaMemset(&a_d, 0, %zu): %d (%s); pointer %s\n", count, (int)set,
           cudaGetErrorString(set), a_d == kept ? "unchanged" : "overwritten");
    fflush(stdout);
    cudaError_t sync = cudaDeviceSynchronize();
    cudaError_t last = cudaGetLastError();
    cudaError_t good = cudaMemset(kept, 0, 8);
    printf("synchronise %d; last error %d; a later valid memset %d\n", (int)sync, (int)last,
           (int)good);
    return 0;
}
