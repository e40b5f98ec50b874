/* Working sets: the default a device gets and the bytes a launch asks for. */
#include "wl_lab.h"

size_t wl_default_size(size_t l2_bytes)
{
    const size_t mib = (size_t)1 << 20;
    size_t size = 4 * l2_bytes;
    if (size < WL_MIN_DEFAULT_SIZE_BYTES)
        size = WL_MIN_DEFAULT_SIZE_BYTES;
    return (size + mib - 1) / mib * mib;
}

size_t wl_bytes_asked(const wl_spec *spec, size_t n)
{
    size_t per = (size_t)wl_kernel_useful_bytes_per_element(spec->kernel, spec->type);
    return wl_launch_elements(spec, n) * per;
}
