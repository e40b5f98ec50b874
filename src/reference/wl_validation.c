/* Reading the validation table (reference/gpu-validation.txt). */
#include "wl_validation.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "wl_datadir.h"
#include "wl_error.h"
#include "wl_file.h"
#include "wl_strings.h"

/* "t4" from "t4", "reference/gpus/t4.txt" or "/x/t4.txt". */
static void profile_name(const char *name, char *out, size_t outsz)
{
    const char *base = strrchr(name, '/');
    base = base ? base + 1 : name;
    snprintf(out, outsz, "%s", base);
    size_t len = strlen(out);
    if (len > 4 && strcmp(out + len - 4, ".txt") == 0)
        out[len - 4] = '\0';
}

void wl_validation_describe(const char *datadir, const char *name, double copy_gbps, char *out,
                            size_t outsz)
{
    char dir[4096], path[4096], line[512], want[128];
    snprintf(out, outsz, "no published measurement");
    profile_name(name, want, sizeof want);
    if (wl_datadir_find(datadir, dir, sizeof dir) != 0 ||
        wl_path_join(path, sizeof path, dir, "reference/gpu-validation.txt") != 0)
        return;
    wl_stream st;
    wl_error err;
    if (wl_stream_open(&st, path, WL_LIMIT_TABLE, "validation table", &err) != 0)
        return;
    FILE *f = st.f;
    while (fgets(line, sizeof line, f)) {
        char prof[128], what[16];
        double gbps;
        int at = 0;
        if (line[0] == '#' || sscanf(line, "%127s %15s %lf %n", prof, what, &gbps, &at) != 3 ||
            at == 0 || strcmp(prof, want) != 0 || strcmp(what, "copy") != 0 || !(gbps > 0))
            continue;
        char *source = line + at;
        source[strcspn(source, "\n")] = '\0';
        double off = 100.0 * (copy_gbps / gbps - 1);
        snprintf(out, outsz,
                 "copy %.0f GB/s, %+.1f%% against %.1f published (%s)%s; strides "
                 "and L2 unvalidated",
                 copy_gbps, off, gbps, source,
                 fabs(off) <= 10 ? ", within 10%" : ", more than 10% off");
        break;
    }
    wl_stream_close(&st);
}
