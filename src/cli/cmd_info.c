/* warplab info: which backends this build has, the devices that answer, and
 * why a backend is unavailable. Exit 0 with or without a GPU, unless
 * --require-gpu asks for the answer as the exit status (what tests use). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_calibrate.h"
#include "wl_commands.h"
#include "wl_lab.h"
#include "wl_printable.h"
#include "wl_calibration.h"
#include "wl_validation.h"
#include "wl_strings.h"
#include "wl_datadir.h"
#include "wl_reference.h"
#include "wl_units.h"

#define MAX_DEVICES 16

static void usage(FILE *out)
{
    fprintf(out, "usage: warplab info [--data-dir DIR] [--calibration FILE | --gpu NAME]\n"
                 "                    [--state-dir DIR] [--require-gpu]\n"
                 "Backends this build offers, the CUDA devices that answer (name, compute\n"
                 "capability, SMs, L2, memory, theoretical bandwidth), why a backend is\n"
                 "unavailable, the reference data, the calibration the model predicts with and\n"
                 "the estimated GPU profiles --gpu NAME picks, and the calibrations measured\n"
                 "on first use, cached in the state directory.\n\n"
                 "  --require-gpu  exit 3 unless a CUDA device answers (for scripts and tests)\n");
}

static void print_device(const wl_device_info *d)
{
    char l2[32], total[32], avail[32], ws[32];
    wl_format_size(d->l2_bytes, l2, sizeof l2);
    wl_format_size(wl_default_size(d->l2_bytes), ws, sizeof ws);
    wl_format_size(d->mem_total, total, sizeof total);
    wl_format_size(d->mem_free, avail, sizeof avail);
    wl_print(stdout, "  device %d: %s\n", d->index, d->name);
    printf("    compute capability %d.%d, %d SMs, L2 %s\n", d->cc_major, d->cc_minor, d->sm_count,
           l2);
    printf("    memory %s (%s free), theoretical %.0f GB/s (memory clock x bus width)\n", total,
           avail, d->theoretical_gbps);
    printf("    default working set %s (at least 4x L2 and 256 MiB)\n", ws);
}

/* -1 when the calibration asked for (--calibration, --gpu) is unusable. */
static int print_calibration(const char *data_dir, const char *file)
{
    wl_calibration cal;
    wl_error err;
    bool have;
    int given = wl_calibration_open(data_dir, file, &cal, &have, &err);
    if (!have) {
        wl_print(stdout, "calibration: unavailable: %s\n", err.msg);
        if (given != 0)
            wl_complain("info", "%s", err.msg);
        return given;
    }
    char label[192];
    wl_calibration_label(&cal, label, sizeof label);
    const wl_gpu_consts *c = &cal.consts;
    wl_print(stdout, "calibration: %s (%s)\n", label, cal.path);
    printf("  DRAM %.0f GB/s, latency %.0f ns, L1 %.3g lines/s per SM, partial stores %.3g/s,\n"
           "  L2 fills %.3g lines/s, DRAM pages of %.0f B at %.3g/s,\n",
           c->dram_bytes_per_s / 1e9, c->latency_s * 1e9, c->l1_lines_per_s, c->l2_partial_per_s,
           c->l2_fills_per_s, c->dram_page_bytes, c->dram_pages_per_s);
    /* The two a calibration may lack: then the model stands in the others. */
    char l2_trip[48] = "not measured: latency stands in", fixed[48] = "not measured: all of it";
    if (c->latency_l2_s > 0)
        snprintf(l2_trip, sizeof l2_trip, "%.0f ns", c->latency_l2_s * 1e9);
    if (c->launch_fixed_s > 0)
        snprintf(fixed, sizeof fixed, "%.1f us", c->launch_fixed_s * 1e6);
    printf("  L2's round trip %s, launch %.1f us apart, adding %s to a busy one\n", l2_trip,
           c->launch_s * 1e6, fixed);
    printf("  blocks %.3g/s, warps %.3g/s, same-line stores %.3g/s (32 lines) to %.3g/s (2048),\n"
           "  L2 %.0f GB/s, shared memory %.3g wavefronts/s per SM\n",
           c->blocks_per_s, c->warps_per_s, c->hot32_per_s, c->hot2048_per_s,
           c->l2_bytes_per_s / 1e9, c->shared_wavefronts_per_s);
    return 0;
}

/* The files of a listing past its first WL_PROFILES_MAX, or with names too
 * long to list, which nothing can use: said, not dropped in silence. */
static void print_unlisted(int all, int listed, const char *files)
{
    if (all > listed)
        wl_print(stdout, "  and %d more %s not listed (past %d, or names over %d bytes)\n",
                 all - listed, files, WL_PROFILES_MAX, WL_PROFILE_NAME_MAX - 1);
}

/* The GPU profiles --gpu NAME picks (reference/gpus/NAME.txt), one line each. */
static void print_profiles(const char *data_dir)
{
    char names[WL_PROFILES_MAX][WL_PROFILE_NAME_MAX];
    int all, n = wl_calibration_profiles(data_dir, names, WL_PROFILES_MAX, &all);
    printf("GPU profiles (--gpu NAME):%s\n", all <= 0 ? " none" : "");
    for (int i = 0; i < n; i++) {
        char path[4096], label[192];
        wl_calibration cal;
        wl_error err;
        if (wl_calibration_profile_path(data_dir, names[i], path, sizeof path, &err) != 0 ||
            wl_calibration_load(path, &cal, &err) != 0) {
            wl_print(stdout, "  %-15s unavailable: %s\n", names[i], err.msg);
            continue;
        }
        wl_calibration_label(&cal, label, sizeof label);
        char l2[32];
        wl_format_size((size_t)cal.consts.l2_bytes, l2, sizeof l2);
        wl_print(stdout, "  %-15s %s: %d SMs, L2 %s, DRAM %.0f GB/s\n", names[i], label,
                 cal.consts.sms, l2, cal.consts.dram_bytes_per_s / 1e9);
        char checked[1536];
        wl_validation_describe(data_dir, names[i], &cal.consts, checked, sizeof checked);
        wl_print(stdout, "  %-15s validation: %s\n", "", checked);
    }
    print_unlisted(all, n, "reference/gpus/*.txt");
}

/* The calibrations measured on first use (wl_calibration_first_use). */
static void print_cached(const char *state_dir)
{
    char dir[4096], names[WL_PROFILES_MAX][WL_PROFILE_NAME_MAX];
    wl_error err;
    if (wl_state_dir(state_dir, dir, sizeof dir, &err) != 0) {
        wl_print(stdout, "cached calibrations: none (%s)\n", err.msg);
        return;
    }
    int all, n = wl_calibration_cache_list(dir, names, WL_PROFILES_MAX, &all);
    wl_print(stdout, "cached calibrations (%s):%s\n", dir, all ? "" : " none");
    for (int i = 0; i < n; i++) {
        char path[4096], label[192];
        wl_calibration cal;
        if (wl_path_join(path, sizeof path, dir, names[i]) != 0 ||
            snprintf(path + strlen(path), sizeof path - strlen(path), ".txt") < 0) {
            wl_print(stdout, "  %s.txt: path too long to read\n", names[i]);
            continue;
        }
        if (wl_calibration_load(path, &cal, &err) != 0) {
            wl_print(stdout, "  %s.txt unusable: %s (%s)\n", names[i], err.msg,
                     wl_calibration_cache_remeasured(&cal) ? "measured again on first use"
                                                           : WL_CALIBRATION_CACHE_ADVICE);
            continue;
        }
        wl_calibration_label(&cal, label, sizeof label);
        const char *lacking;
        bool older = wl_calibration_lacks_measured(&cal, &lacking);
        wl_print(stdout, "  %s.txt: %s, driver %s%s%s%s\n", names[i], label, cal.driver,
                 older ? " (lacks " : "", older ? lacking : "",
                 older ? ": measured again on first use)" : "");
    }
    print_unlisted(all, n, "calibration-*.txt");
}

static void print_reference(const char *data_dir)
{
    wl_reference_runs runs;
    wl_error err;
    if (wl_reference_runs_load(data_dir, &runs, &err) != 0) {
        wl_print(stdout, "reference data: unavailable: %s\n", err.msg);
        return;
    }
    for (size_t i = 0; i < runs.n; i++) {
        const wl_reference *ref = runs.list[i];
        char label[256], size[32];
        wl_reference_label(ref, NULL, label, sizeof label);
        wl_format_size(ref->size_bytes, size, sizeof size);
        wl_print(stdout,
                 "reference data: %d points %s (CUDA %s, driver %s), working set %s, copy "
                 "ceiling %.0f GB/s\n",
                 ref->npoints, label, ref->cuda_runtime, ref->driver, size, ref->copy_ceiling_gbps);
    }
    if (runs.seed_failed)
        wl_print(stdout, "reference data at 4 MiB: unavailable: %s\n", runs.seed_error.msg);
    wl_reference_runs_free(&runs);
}

static int on_option(wl_cli *cli, int c, const char *arg)
{
    (void)c; /* --require-gpu is the only one */
    (void)arg;
    *(bool *)cli->ctx = true;
    return 0;
}

int wl_cmd_info(int argc, char **argv)
{
    static const struct option options[] = {{"require-gpu", no_argument, NULL, 'g'}, {0}};
    bool require_gpu = false;
    wl_cli cli = {.cmd = "info",
                  .usage = usage,
                  .shared = WL_OPT_DATA_DIR | WL_OPT_STATE_DIR | WL_OPT_CALIBRATION,
                  .options = options,
                  .on_option = on_option,
                  .ctx = &require_gpu};
    int rc = wl_cli_parse(&cli, argc, argv);
    if (rc != WL_CLI_RUN)
        return rc;
    const char *data_dir = cli.opt.data_dir, *calibration = cli.opt.calibration;

    wl_device_info devs[MAX_DEVICES];
    wl_error none;
    int n = wl_list_devices(devs, MAX_DEVICES, &none);
    printf("backends:\n  model: available (predictions of the performance model)\n");
    char rt[32];
    wl_cuda_runtime_version(rt, sizeof rt);
    if (n > 0)
        printf("  cuda: available (CUDA runtime %s, %d device%s)\n", rt, n, n == 1 ? "" : "s");
    else
        wl_print(stdout, "  cuda: unavailable: %s\n", none.msg);
    if (n > 0) {
        char drv[64];
        wl_driver_version(drv, sizeof drv);
        printf("devices (driver %s):\n", drv);
        for (int i = 0; i < n; i++)
            print_device(&devs[i]);
    }
    print_reference(data_dir);
    int asked = print_calibration(data_dir, calibration);
    print_profiles(data_dir);
    print_cached(cli.opt.state_dir);
    if (require_gpu && n == 0)
        return WL_EXIT_UNAVAILABLE;
    return asked != 0 ? WL_EXIT_FAIL : WL_EXIT_OK;
}
