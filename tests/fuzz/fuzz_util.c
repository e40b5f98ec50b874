#include "fuzz_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

uint64_t wl_fuzz_take(wl_fuzz_reader *r, int n)
{
    uint64_t v = 0;
    for (int i = 0; i < n; i++) {
        uint64_t byte = 0;
        if (r->size > 0) {
            byte = r->data[0];
            r->data++;
            r->size--;
        }
        v |= byte << (8 * i);
    }
    return v;
}

static char temp_dir[64];
static char temp_path[128];

static void remove_temp(void)
{
    if (temp_path[0])
        unlink(temp_path);
    if (temp_dir[0])
        rmdir(temp_dir);
}

/* The file lives in a directory of its own so that the suffix (which some
 * loaders check, like ".ini") can be chosen freely. */
static void make_temp(const char *suffix)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(temp_dir, sizeof temp_dir, "%s/wlfuzz.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (strlen(temp_dir) >= sizeof temp_dir - 1 || !mkdtemp(temp_dir)) {
        perror("fuzz: mkdtemp");
        abort();
    }
    snprintf(temp_path, sizeof temp_path, "%s/input%s", temp_dir, suffix);
    atexit(remove_temp);
}

const char *wl_fuzz_file(const uint8_t *data, size_t size, const char *suffix)
{
    if (!temp_path[0])
        make_temp(suffix);
    FILE *f = fopen(temp_path, "wb");
    if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0) {
        perror(temp_path);
        abort();
    }
    return temp_path;
}
