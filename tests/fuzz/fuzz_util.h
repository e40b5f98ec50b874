/* Helpers shared by the fuzz targets: taking typed values off the front of a
 * fuzz input, and handing an input to a loader that only reads files. */
#ifndef WL_FUZZ_UTIL_H
#define WL_FUZZ_UTIL_H

#include <stddef.h>
#include <stdint.h>

typedef struct wl_fuzz_reader {
    const uint8_t *data;
    size_t size;
} wl_fuzz_reader;

/* Next n bytes as a little-endian unsigned value; missing bytes read as 0. */
uint64_t wl_fuzz_take(wl_fuzz_reader *r, int n);

/* Writes data to a private temporary file (created once per process, mode
 * 0600, removed at exit) and returns its path. Aborts when it cannot, since
 * a target that silently skips its input would fuzz nothing. */
const char *wl_fuzz_file(const uint8_t *data, size_t size, const char *suffix);

#endif
