/* The seed program repaired: kernels/wl_seed.cu
 * with each "BUG n" answered by a "FIX n". The
 * first challenge starts from this file. It is
 * not part of warplab; CMake builds it on its own
 * (wl_seed_fixed). -DSEED_DOUBLE builds it for
 * double. Usage: wl_seed_fixed [MiB]; without a
 * size, four times the device's L2. */
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#ifdef SEED_DOUBLE
typedef double real;
#else
typedef float real;
#endif

/* FIX 2: every call checked; a failure names the
 * call, the file and the line. */
static void check(cudaError_t e, const char *call, int line)
{
    if (e == cudaSuccess)
        return;
    fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, line, call, cudaGetErrorString(e));
    exit(1);
}
#define CHECK(call) check((call), #call, __LINE__)

/* FIX 6: real(1) says the add is in the array's
 * own precision (nvcc optimising already chose
 * it for 1.0; not for every constant).
 * Also changed, though no BUG marks it: the
 * index is size_t where the seed's is int. At
 * the seed's 4 MiB an int is enough, but this
 * program takes any size: above 256 MiB of
 * floats (n > 2^26) the stride kernel's last
 * index, 32(n - 1), passes the largest int, and
 * blockDim.x * blockIdx.x is computed in size_t
 * so it cannot wrap either. */
__global__ void offset(real *a, int s)
{
    size_t i = (size_t)blockDim.x * blockIdx.x;
    i += threadIdx.x + s;
    a[i] += real(1);
}

__global__ void stride(real *a, int s)
{
    size_t i = (size_t)blockDim.x * blockIdx.x;
    i = (i + threadIdx.x) * s;
    a[i] += real(1);
}

static const int block = 256;
static const int reps = 21; /* FIX 4 */

static void launch(bool strided, real *a, size_t n, int s)
{
    unsigned blocks = (unsigned)(n / block);
    if (strided)
        stride<<<blocks, block>>>(a, s);
    else
        offset<<<blocks, block>>>(a, s);
    /* FIX 2: a launch that failed says so */
    CHECK(cudaGetLastError());
}

/* FIX 3 and 4: a warm-up launch on the very array
 * timed, then reps timed launches; times sorted,
 * in milliseconds. */
static std::vector<float> time_point(bool strided, real *a, size_t n, int s)
{
    cudaEvent_t t0, t1;
    CHECK(cudaEventCreate(&t0));
    CHECK(cudaEventCreate(&t1));
    launch(strided, a, n, s); /* warm-up, not timed */
    std::vector<float> ms(reps);
    for (int r = 0; r < reps; r++) {
        CHECK(cudaEventRecord(t0, 0));
        launch(strided, a, n, s);
        CHECK(cudaEventRecord(t1, 0));
        CHECK(cudaEventSynchronize(t1));
        CHECK(cudaEventElapsedTime(&ms[r], t0, t1));
    }
    CHECK(cudaEventDestroy(t0));
    CHECK(cudaEventDestroy(t1));
    std::sort(ms.begin(), ms.end());
    return ms;
}

/* Bytes asked for (a read and a write per
 * element) over the time, median and range. */
static void sweep(const char *title, bool strided, real *a, size_t n)
{
    double gb = 2.0 * n * sizeof(real) * 1e-6;
    printf("\n%s: s, GB/s median (slowest..fastest)\n", title);
    for (int s = strided ? 1 : 0; s <= 32; s++) {
        std::vector<float> ms = time_point(strided, a, n, s);
        printf("%2d %8.1f (%.1f..%.1f)\n", s, gb / ms[reps / 2], gb / ms.back(), gb / ms.front());
    }
}

int main(int argc, char **argv)
{
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    /* FIX 5: several times the L2, read from the
     * device, so the data comes from DRAM; give a
     * size in MiB (4 for the seed's) to compare. */
    size_t l2_mib = prop.l2CacheSize / 1048576;
    size_t mib = argc > 1 ? strtoul(argv[1], NULL, 10) : 4 * (l2_mib ? l2_mib : 1);
    size_t n = mib * 1048576 / sizeof(real);
    n = n / block * block;
    if (n == 0) {
        fprintf(stderr, "size too small: %s\n", argv[1]);
        return 2;
    }
    printf("Device: %s, L2 %zu MiB\n", prop.name, l2_mib);
    printf("Working set %zu MiB, %s, median of %d\n", mib, sizeof(real) == 8 ? "double" : "float",
           reps);

    real *a_d;
    /* thread n - 1 at stride 32: element 32(n - 1) */
    CHECK(cudaMalloc(&a_d, 33 * n * sizeof(real)));
    /* FIX 1: the device pointer itself */
    CHECK(cudaMemset(a_d, 0, 33 * n * sizeof(real)));

    sweep("Offset", false, a_d, n);
    sweep("Stride", true, a_d, n);

    CHECK(cudaFree(a_d));
    return 0;
}
