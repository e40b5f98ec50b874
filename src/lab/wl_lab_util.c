/* Sizes and small helpers shared by the backends and the commands. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "wl_eval.h"
#include "wl_lab.h"
#include "wl_number.h"
#include "wl_reference.h"

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

void wl_measurement_predicted(const wl_eval *ev, const wl_gpu_consts *c, wl_measurement *out)
{
    const wl_prediction *p = &ev->prediction;
    memset(out, 0, sizeof *out);
    out->predicted = true;
    out->copy_ceiling_gbps = c->dram_bytes_per_s / 1e9;
    out->gbps_median = out->gbps_min = out->gbps_max = p->gbps;
    out->pct_of_copy = p->pct_of_copy;
    out->bytes_moved = ev->bytes_asked;
    /* The elements the launch processes, never the array's extent, so
     * predicting again at this size gives the same launch. */
    out->size_bytes = ev->launch.n * (size_t)wl_type_bytes(ev->launch.spec.type);
    out->ms_median = p->seconds * 1e3;
    out->reps = 0;
}

int wl_predict(const wl_spec *spec, size_t size_bytes, const wl_gpu_consts *c, wl_measurement *out,
               wl_prediction *detail, wl_error *err)
{
    wl_eval ev;
    wl_eval_request req = {
        .spec = *spec, .size_bytes = size_bytes, .want = WL_EVAL_PREDICT, .consts = c};
    if (wl_eval_experiment(&req, &ev, err) != 0)
        return -1;
    wl_measurement_predicted(&ev, c, out);
    if (detail)
        *detail = ev.prediction;
    return 0;
}

double wl_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

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
    FILE *f = fopen("/proc/driver/nvidia/version", "r");
    if (!f)
        return;
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
    fclose(f);
}

/* Splits s at ':' into at most max fields (empty ones kept); -1 when there
 * are more. */
static int split_fields(char *s, char **fields, int max)
{
    int n = 0;
    for (char *p = s;; p++) {
        if (n == max)
            return -1;
        fields[n++] = p;
        p = strchr(p, ':');
        if (!p)
            return n;
        *p = '\0';
    }
}

static int parse_field(const char *cfg, const char *what, const char *text, int *out, wl_error *err)
{
    long v;
    if (wl_parse_int(text, INT_MIN, INT_MAX, &v) != 0)
        return wl_fail_status(err, WL_EXIT_USAGE,
                              "configuration '%s': %s '%s' is not a whole number", cfg, what, text);
    *out = (int)v;
    return 0;
}

int wl_run_config_parse(const char *s, wl_run_config *out, wl_error *err)
{
    char buf[128], *fields[4];
    if (strlen(s) >= sizeof buf)
        return wl_fail_status(err, WL_EXIT_USAGE, "configuration '%.40s...' is too long", s);
    strcpy(buf, s);
    int nf = split_fields(buf, fields, 4);
    if (nf < 0)
        return wl_fail_status(err, WL_EXIT_USAGE,
                              "configuration '%s': more than KERNEL:TYPE:PARAM:UNROLL", s);
    wl_kernel k;
    wl_type t = WL_TYPE_F32;
    if (wl_kernel_from_name(fields[0], &k) != 0)
        return wl_fail_status(err, WL_EXIT_USAGE,
                              "configuration '%s': unknown kernel; kernels are %s", s,
                              wl_kernel_names_list());
    if (nf >= 2 && wl_type_from_name(fields[1], &t) != 0)
        return wl_fail_status(err, WL_EXIT_USAGE, "configuration '%s': type must be f32 or f64", s);
    memset(out, 0, sizeof *out);
    wl_spec_default(k, t, &out->spec);
    if (nf >= 3 && parse_field(s, "parameter", fields[2], &out->spec.param, err) != 0)
        return -1;
    if (nf >= 4 && parse_field(s, "unroll", fields[3], &out->spec.unroll, err) != 0)
        return -1;
    if (wl_spec_validate(&out->spec, err) != 0) {
        err->status = WL_EXIT_USAGE;
        return wl_error_context(err, "configuration '%s': ", s);
    }
    return 0;
}

int wl_verify_configs(const wl_selection *sel, size_t n, wl_run_config **out)
{
    static const int matrices[] = WL_VERIFY_MATRIX_SIZES;
    wl_spec *specs = NULL;
    int count =
        wl_selection_specs(sel, matrices, (int)(sizeof matrices / sizeof matrices[0]), &specs);
    wl_run_config *cfg = count < 0 ? NULL : calloc((size_t)count + 1, sizeof *cfg);
    for (int i = 0; cfg && i < count; i++) {
        cfg[i].spec = specs[i];
        cfg[i].n = n;
    }
    free(specs);
    *out = cfg;
    return cfg ? count : -1;
}
