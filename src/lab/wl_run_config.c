/* Launch configurations: KERNEL:TYPE:PARAM:UNROLL as run-one and verify
 * take them, and the list verify runs. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "wl_lab.h"
#include "wl_number.h"
#include "wl_run.h"

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
