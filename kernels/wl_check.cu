/* WL_CU: every CUDA call's status, with the expression and where it was made. */
#include <stdio.h>
#include <string.h>

#include "wl_launch.h"

/* Per thread, so the lab's worker thread and the main thread never mix
 * their messages. */
static thread_local char last_message[512];
static thread_local cudaError_t last_status = cudaSuccess;

/* The file's own name is enough to find the call; a build path is noise. */
static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

extern "C" int wl_cuda_check(cudaError_t status, const char *expr, const char *file, int line)
{
    if (status == cudaSuccess)
        return 0;
    last_status = status;
    snprintf(last_message, sizeof last_message, "%s:%d: %s: %s (%s)", base_name(file), line, expr,
             cudaGetErrorName(status), cudaGetErrorString(status));
    return -1;
}

extern "C" const char *wl_cuda_last_error(void)
{
    return last_message;
}

extern "C" cudaError_t wl_cuda_last_status(void)
{
    return last_status;
}
