/* warplab info: which backends this build has, the devices that answer, and
 * why a backend is unavailable. Exit 0 with or without a GPU. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "wl_commands.h"
#include "wl_lab.h"
#include "wl_calibration.h"
#include "wl_reference.h"

#define MAX_DEVICES 16

static void usage(FILE *out)
{
    fprintf(out, "usage: warplab info [--data-dir DIR] [--calibration FILE]\n"
                 "Backends this build offers, the CUDA devices that answer (name, compute\n"
                 "capability, SMs, L2, memory, theoretical bandwidth), why a backend is\n"
                 "unavailable, the reference data and the calibration the model predicts with.\n");
}

static void print_device(const wl_device_info *d)
{
    char l2[32], total[32], avail[32];
    wl_format_size(d->l2_bytes, l2, sizeof l2);
    wl_format_size(d->mem_total, total, sizeof total);
    wl_format_size(d->mem_free, avail, sizeof avail);
    printf("  device %d: %s\n", d->index, d->name);
    printf("    compute capability %d.%d, %d SMs, L2 %s\n", d->cc_major, d->cc_minor, d->sm_count,
           l2);
    printf("    memory %s (%s free), theoretical %.0f GB/s (memory clock x bus width)\n", total,
           avail, d->theoretical_gbps);
    printf("    default working set %.0f MiB (at least 4x L2 and 256 MiB)\n",
           (double)wl_default_size(d->l2_bytes) / (1 << 20));
}

static void print_calibration(const char *data_dir, const char *file)
{
    wl_calibration cal;
    wl_error err;
    if (wl_calibration_load_default(data_dir, file, &cal, &err) != 0) {
        printf("calibration: unavailable: %s\n", err.msg);
        return;
    }
    char label[192];
    wl_calibration_label(&cal, label, sizeof label);
    const wl_gpu_consts *c = &cal.consts;
    printf("calibration: %s (%s)\n", label, cal.path);
    printf("  DRAM %.0f GB/s, latency %.0f ns, L1 %.3g lines/s per SM, partial stores %.3g/s,\n"
           "  L2 fills %.3g lines/s, DRAM pages of %.0f B at %.3g/s,\n  launch %.1f us\n",
           c->dram_bytes_per_s / 1e9, c->latency_s * 1e9, c->l1_lines_per_s, c->l2_partial_per_s,
           c->l2_fills_per_s, c->dram_page_bytes, c->dram_pages_per_s, c->launch_s * 1e6);
}

static void print_reference(const char *data_dir)
{
    wl_reference ref;
    wl_error err;
    if (wl_reference_load_default(data_dir, &ref, &err) != 0) {
        printf("reference data: unavailable: %s\n", err.msg);
        return;
    }
    char label[256];
    wl_reference_label(&ref, label, sizeof label);
    printf("reference data: %d points %s (CUDA %s, driver %s), copy ceiling %.0f GB/s\n",
           ref.npoints, label, ref.cuda_runtime, ref.driver, ref.copy_ceiling_gbps);
    wl_reference_free(&ref);
}

int wl_cmd_info(int argc, char **argv)
{
    static const struct option opts[] = {{"data-dir", required_argument, NULL, 'D'},
                                         {"calibration", required_argument, NULL, 'C'},
                                         {"help", no_argument, NULL, 'h'},
                                         {0}};
    const char *data_dir = NULL, *calibration = NULL;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
        if (c == 'h') {
            usage(stdout);
            return WL_EXIT_OK;
        }
        if (c == 'D')
            data_dir = optarg;
        else if (c == 'C')
            calibration = optarg;
        else
            return wl_option_error("info", c, argv);
    }
    if (optind < argc)
        return wl_usage_error("info", "unexpected argument '%s'", argv[optind]);

    wl_device_info devs[MAX_DEVICES];
    char why[256] = "";
    int n = wl_list_devices(devs, MAX_DEVICES, why, sizeof why);
    printf("backends:\n  model: available (predictions of the performance model)\n");
    char rt[32];
    wl_cuda_runtime_version(rt, sizeof rt);
#ifdef WARPLAB_HAVE_CUDA
    if (n > 0)
        printf("  cuda: available (CUDA runtime %s, %d device%s)\n", rt, n, n == 1 ? "" : "s");
    else
        printf("  cuda: unavailable: %s\n", why);
#else
    printf("  cuda: unavailable: built without CUDA\n");
#endif
    if (n > 0) {
        char drv[64];
        wl_driver_version(drv, sizeof drv);
        printf("devices (driver %s):\n", drv);
        for (int i = 0; i < n; i++)
            print_device(&devs[i]);
    }
    print_reference(data_dir);
    print_calibration(data_dir, calibration);
    return WL_EXIT_OK;
}
