/* warplab calibrate: measures the performance model's constants on a GPU and
 * writes them, atomically, as a calibration file (reference/README.md). */
#include <stdio.h>
#include <string.h>

#include "wl_calibrate.h"
#include "wl_calibration.h"
#include "wl_commands.h"
#include "wl_error.h"
#include "wl_lab.h"
#include "wl_datadir.h"

static void usage(FILE *out)
{
    fprintf(out, "usage: warplab calibrate [--device N] [--output FILE] [--state-dir DIR]\n"
                 "Measures the constants of the performance model on a GPU with microbenchmarks\n"
                 "that are not the lab's experiments (copies with 1 to 8 loads in flight, copies\n"
                 "of 8 to 16 MiB that L2 holds, copies just past L2 (what it keeps between\n"
                 "launches), a gather from L1, a scatter of 4-byte stores,\n"
                 "sparse updates 128 and 512 bytes apart, empty launches from the host and\n"
                 "from one CUDA graph), prints them, and with --output writes them as a\n"
                 "calibration file (atomically). It also replaces the calibration of this GPU\n"
                 "and driver that sweep and the lab measured on first use and cached in the\n"
                 "state directory. Without a GPU it exits 3.\n\n"
                 "  --device N     the CUDA device to calibrate (default 0)\n"
                 "  --output FILE  write the calibration here\n"
                 "  --state-dir DIR  the state directory of the cache (default\n"
                 "                 $XDG_STATE_HOME/warplab)\n");
}

static void print_line(const char *line)
{
    printf("%s\n", line);
    fflush(stdout);
}

/* Every failure exits 3: the GPU, or what it needs, is not there to measure. */
/* The first-use cache of this GPU and driver gets the new constants. */
static int update_cache(const char *state_dir, const wl_calibration *cal, wl_error *err)
{
    char dir[4096], path[4096];
    if (wl_state_dir(state_dir, dir, sizeof dir, err) != 0 ||
        wl_calibration_cache_path(dir, cal->consts.device, cal->driver, path, sizeof path, err) !=
            0 ||
        wl_calibration_cache_save(path, cal, err) != 0)
        return -1;
    printf("cached as %s\n", path);
    return 0;
}

static int calibrate(int device, const char *output, const char *state_dir)
{
    wl_calibration cal;
    wl_error err;
    if (wl_calibrate_run(device, &cal, print_line, &err) != 0) {
        wl_error_report(&err, "calibrate");
        return WL_EXIT_UNAVAILABLE;
    }
    char label[192];
    wl_calibration_label(&cal, label, sizeof label);
    printf("%s (compute capability %s, CUDA %s, driver %s)\n", label, cal.compute_capability,
           cal.cuda_runtime, cal.driver);
    if (output && wl_calibration_save(output, &cal, &err) != 0)
        return wl_error_report(&err, "calibrate");
    if (output)
        printf("written to %s\n", output);
    if (update_cache(state_dir, &cal, &err) != 0)
        return wl_error_report(&err, "calibrate");
    return WL_EXIT_OK;
}

static int on_option(wl_cli *cli, int c, const char *arg)
{
    (void)c; /* --output is the only one */
    *(const char **)cli->ctx = arg;
    return 0;
}

int wl_cmd_calibrate(int argc, char **argv)
{
    static const struct option opts[] = {{"output", required_argument, NULL, 'o'}, {0}};
    const char *output = NULL;
    static const wl_cli_path_option paths[] = {{"output", "a file"}, {0}};
    wl_cli cli = {.cmd = "calibrate",
                  .usage = usage,
                  .paths = paths,
                  .shared = WL_OPT_DEVICE | WL_OPT_STATE_DIR,
                  .options = opts,
                  .on_option = on_option,
                  .ctx = &output};
    int rc = wl_cli_parse(&cli, argc, argv);
    if (rc != WL_CLI_RUN)
        return rc;
    return calibrate(cli.opt.device, output, cli.opt.state_dir);
}
