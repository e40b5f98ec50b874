/* The seed program: the classic offset/stride
 * bandwidth benchmark, written again here with its
 * structure and its bugs kept on purpose. It is
 * not part of warplab; CMake builds it (wl_seed)
 * only to show that it compiles.
 *
 * Each "BUG n" below is explained in the lesson
 * "Bugs in the original" and repaired in
 * kernels/wl_seed_fixed.cu. -DSEED_DOUBLE builds
 * it for double (the original had a precision
 * header for that). */
#include <cstdio>

#ifdef SEED_DOUBLE
typedef double real;
#else
typedef float real;
#endif

/* Every thread shifts its index by s: a[i + s]. */
__global__ void offset(real *a, int s)
{
    int i = blockDim.x * blockIdx.x + threadIdx.x + s;
    /* BUG 6: 1.0 is a double, so C++ asks for a
     * double add. nvcc 13 optimising emits add.f32
     * anyway (the result is the same); an
     * unoptimised device build (-G, or -Xcicc
     * -O0) keeps the double add. Write what is
     * meant: 1.0f. */
    a[i] += 1.0;
}

/* Neighbouring threads s elements apart: a[i * s]. */
__global__ void stride(real *a, int s)
{
    int i = (blockDim.x * blockIdx.x + threadIdx.x) * s;
    a[i] += 1.0; /* BUG 6 again */
}

int main()
{
    /* BUG 5: 4 MiB per offset point; the stride
     * kernel spans s x 4 MiB, up to 32 x 4 MiB at
     * stride 32 (33 x 4 MiB allocated). A modern
     * L2 holds 4 MiB (an H200's holds 60 MiB): the
     * offset curve likely times the cache and the
     * launch, not DRAM (inferred: no counter shows
     * the L2 keeping it between launches). */
    const int megabytes = 4;
    const int n = megabytes * 1024 * 1024 / sizeof(real);
    const int block = 256;
    const size_t bytes = n * sizeof(real);
    real *a_d, *b_d;

    /* BUG 2: no CUDA call is checked, so a failed
     * allocation or launch still prints a figure.
     * 33 times n: thread n - 1 at stride 32 touches
     * element 32 * (n - 1). */
    cudaMalloc(&a_d, 33 * bytes);
    cudaMalloc(&b_d, 33 * bytes);

    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    printf("Device: %s\n", prop.name);
    printf("Working set (MB): %d\n", megabytes);
    printf("%s precision\n", sizeof(real) == 8 ? "Double" : "Single");

    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    float ms;

    printf("Offset, Bandwidth (GB/s):\n");
    /* BUG 3: the warm-up runs on b_d, not on the
     * array that is timed. */
    offset<<<n / block, block>>>(b_d, 0);
    for (int s = 0; s <= 32; s++) {
        /* BUG 1: &a_d is the address of the host
         * variable holding the pointer, not device
         * memory: the array is never cleared. */
        cudaMemset(&a_d, 0, 33 * bytes);
        /* BUG 4: one timed launch per point: no
         * repetition, no median, no spread. */
        cudaEventRecord(start, 0);
        offset<<<n / block, block>>>(a_d, s);
        cudaEventRecord(stop, 0);
        cudaEventSynchronize(stop);
        cudaEventElapsedTime(&ms, start, stop);
        /* bytes asked for: a read and a write per
         * element, over the time */
        printf("%d %f\n", s, 2.0 * bytes / ms * 1e-6);
    }

    printf("\nStride, Bandwidth (GB/s):\n");
    stride<<<n / block, block>>>(b_d, 1); /* BUG 3 */
    for (int s = 1; s <= 32; s++) {
        cudaMemset(&a_d, 0, 33 * bytes); /* BUG 1 */
        cudaEventRecord(start, 0);       /* BUG 4 */
        stride<<<n / block, block>>>(a_d, s);
        cudaEventRecord(stop, 0);
        cudaEventSynchronize(stop);
        cudaEventElapsedTime(&ms, start, stop);
        printf("%d %f\n", s, 2.0 * bytes / ms * 1e-6);
    }

    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    cudaFree(a_d);
    cudaFree(b_d);
    return 0;
}
