/* WL_CU: every CUDA call's status, with the expression and where it was made. */
#include <string.h>

#include "wl_launch.h"

/* The file's own name is enough to find the call; a build path is noise. */
static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

extern "C" int wl_cuda_check(cudaError_t status, const char *expr, const char *file, int line,
                             wl_error *err)
{
    if (status == cudaSuccess)
        return 0;
    return wl_fail(err, "%s:%d: %s: %s (%s)", base_name(file), line, expr, cudaGetErrorName(status),
                   cudaGetErrorString(status));
}
