/* The NVIDIA driver's version, read from /proc (no CUDA needed). */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "wl_devices.h"
#include "wl_error.h"
#include "wl_file.h"

/* A version is the first word made of digits and dots with at least one dot:
 * "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  580.159.04  ..." */
static bool is_version(const char *w, size_t len)
{
    bool dot = false;
    for (size_t i = 0; i < len; i++) {
        if (w[i] == '.')
            dot = true;
        else if (!isdigit((unsigned char)w[i]))
            return false;
    }
    return dot && isdigit((unsigned char)w[0]);
}

void wl_driver_version(char *out, size_t outsz)
{
    snprintf(out, outsz, "unknown");
    wl_stream s;
    wl_error err;
    if (wl_stream_open(&s, "/proc/driver/nvidia/version", WL_LIMIT_SYSTEM, "driver version",
                       &err) != 0)
        return;
    FILE *f = s.f;
    char line[512];
    if (fgets(line, sizeof line, f)) {
        for (const char *p = line; *p;) {
            p += strspn(p, " \t\n");
            size_t len = strcspn(p, " \t\n");
            if (len > 0 && len < outsz && is_version(p, len)) {
                snprintf(out, outsz, "%.*s", (int)len, p);
                break;
            }
            p += len;
        }
    }
    wl_stream_close(&s);
}
