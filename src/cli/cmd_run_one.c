/* warplab run-one: launches kernels once each, outside any timing loop.
 * `warplab verify` runs it under Nsight Compute; the sanitizers run it too;
 * with --check it is the kernels' correctness check. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_commands.h"
#include "wl_lab.h"

static void usage(FILE *out)
{
    fprintf(out,
            "usage: warplab run-one [--device N] [--elements N] [--check] [--all]\n"
            "                       [KERNEL:TYPE:PARAM:UNROLL...]\n"
            "Launches each configuration once (for a profiler or a sanitizer). --all adds\n"
            "every configuration verify checks (unroll 1 and 4); --check compares every\n"
            "element with what the kernel should have done. Default elements: %zu.\n",
            WL_VERIFY_ELEMENTS);
}

typedef struct run_args {
    int device;
    size_t elements;
    bool check, all;
} run_args;

static int parse(int argc, char **argv, run_args *a)
{
    static const struct option opts[] = {
        {"device", required_argument, NULL, 'd'}, {"elements", required_argument, NULL, 'n'},
        {"check", no_argument, NULL, 'c'},        {"all", no_argument, NULL, 'a'},
        {"help", no_argument, NULL, 'h'},         {0}};
    long v;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
        if (c == ':' || c == '?')
            return wl_option_error("run-one", c, argv);
        if (c == 'h') {
            usage(stdout);
            return -1;
        } else if (c == 'd' && wl_parse_int(optarg, 0, 1023, &v) == 0) {
            a->device = (int)v;
        } else if (c == 'n' && wl_parse_int(optarg, (long)WL_ELEMENT_QUANTUM, 1L << 30, &v) == 0) {
            a->elements = (size_t)v;
        } else if (c == 'c') {
            a->check = true;
        } else if (c == 'a') {
            a->all = true;
        } else {
            return wl_usage_error("run-one", "%s '%s' is out of range (see warplab run-one --help)",
                                  c == 'd' ? "--device" : "--elements", optarg);
        }
    }
    return 0;
}

int wl_cmd_run_one(int argc, char **argv)
{
    run_args a = {.device = 0, .elements = WL_VERIFY_ELEMENTS};
    int rc = parse(argc, argv, &a);
    if (rc != 0)
        return rc < 0 ? WL_EXIT_OK : rc;
    wl_run_config *cfg = NULL;
    int n = 0;
    if (a.all) {
        bool k[WL_KERNEL_COUNT], t[WL_TYPE_COUNT], u[WL_UNROLL_MAX + 1] = {false};
        for (int i = 0; i < WL_KERNEL_COUNT; i++)
            k[i] = true;
        t[WL_TYPE_F32] = t[WL_TYPE_F64] = true;
        u[1] = u[4] = true;
        n = wl_verify_configs(k, t, u, a.elements, &cfg);
    } else {
        cfg = calloc((size_t)(argc - optind) + 1, sizeof *cfg);
    }
    if (n < 0 || !cfg)
        return WL_EXIT_FAIL;
    wl_error err;
    for (int i = optind; i < argc; i++, n++) {
        if (wl_run_config_parse(argv[i], &cfg[n], &err) != 0) {
            free(cfg);
            return wl_usage_error("run-one", "%s", err.msg);
        }
        cfg[n].n = a.elements;
    }
    if (n == 0) {
        free(cfg);
        return wl_usage_error("run-one", "no configuration given (see warplab run-one --help)");
    }
    rc = wl_run_configs(a.device, cfg, n, a.check, &err);
    free(cfg);
    if (rc != 0) {
        fprintf(stderr, "warplab run-one: %s\n", err.msg);
        return WL_EXIT_FAIL;
    }
    if (a.check)
        fprintf(stderr, "warplab run-one: %d configuration%s correct\n", n, n == 1 ? "" : "s");
    return WL_EXIT_OK;
}
