#include "wl_cli.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "wl_calibration.h"
#include "wl_datadir.h"
#include "wl_error.h"
#include "wl_file.h"
#include "wl_lab.h"
#include "wl_model.h"
#include "wl_selection.h"
#include "wl_units.h"

/* Option values of the shared options, above any character a command uses. */
enum { SHARED_BASE = 0x10000 };

typedef struct shared_option {
    unsigned flag;
    struct option opt;
    const char *path; /* what its value names when it is a path, else NULL */
} shared_option;

static const shared_option shared_options[] = {
    {WL_OPT_DATA_DIR, {"data-dir", required_argument, NULL, SHARED_BASE + 0}, "a data directory"},
    {WL_OPT_STATE_DIR, {"state-dir", required_argument, NULL, SHARED_BASE + 1}, "a directory"},
    {WL_OPT_DEVICE, {"device", required_argument, NULL, SHARED_BASE + 2}, NULL},
    {WL_OPT_CPU, {"cpu", no_argument, NULL, SHARED_BASE + 3}, NULL},
    {WL_OPT_COLOR, {"no-color", no_argument, NULL, SHARED_BASE + 4}, NULL},
    {WL_OPT_COLOR, {"no-colour", no_argument, NULL, SHARED_BASE + 4}, NULL},
    {WL_OPT_CALIBRATION, {"calibration", required_argument, NULL, SHARED_BASE + 5}, "a file"},
    {WL_OPT_CALIBRATION, {"gpu", required_argument, NULL, SHARED_BASE + 6}, NULL},
};
enum { NSHARED = sizeof shared_options / sizeof shared_options[0], MAX_OPTIONS = 64 };

static void vreport(const char *cmd, const char *fmt, va_list ap)
{
    char msg[1024];
    vsnprintf(msg, sizeof msg, fmt, ap);
    wl_complain(cmd, "%s", msg);
}

int wl_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(cmd, fmt, ap);
    va_end(ap);
    return WL_EXIT_USAGE;
}

int wl_cli_bad_value(const wl_cli *cli, const char *option, const char *value, const char *fmt, ...)
{
    char what[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return wl_usage_error(cli->cmd, "%s '%s': %s", option, value, what);
}

int wl_option_error(const char *cmd, int c, char **argv)
{
    const char *opt = argv[optind - 1];
    if (c == ':')
        return wl_usage_error(cmd, "%s needs a value", opt);
    return wl_usage_error(cmd, "unknown option '%s' (see warplab %s --help)", opt, cmd);
}

/* The command's options, then the shared ones it takes, then --help. */
static int build_table(const wl_cli *cli, struct option *table)
{
    int n = 0;
    for (const struct option *o = cli->options; o && o->name && n < MAX_OPTIONS - NSHARED - 2; o++)
        table[n++] = *o;
    for (int i = 0; i < NSHARED; i++)
        if (cli->shared & shared_options[i].flag)
            table[n++] = shared_options[i].opt;
    table[n++] = (struct option){"help", no_argument, NULL, 'h'};
    table[n] = (struct option){0};
    return n;
}

/* The resolved --data-dir: one per process, kept after the parser returns. */
static char data_dir[PATH_MAX];

static int on_shared_option(wl_cli *cli, int c, const char *arg)
{
    long v;
    wl_error err;
    switch (c - SHARED_BASE) {
    case 0:
        if (wl_datadir_find(arg, data_dir, sizeof data_dir) != 0)
            return wl_cli_bad_value(cli, "--data-dir", arg, "no lessons/ folder there");
        cli->opt.data_dir = data_dir;
        return 0;
    case 1:
        if (wl_dir_or_absent(arg, &err) != 0)
            return wl_usage_error(cli->cmd, "--state-dir: %s", err.msg);
        cli->opt.state_dir = arg;
        return 0;
    case 2:
        if (wl_parse_int(arg, 0, WL_DEVICE_MAX, &v) != 0)
            return wl_cli_bad_value(cli, "--device", arg, "device must be 0..%d", WL_DEVICE_MAX);
        cli->opt.device = (int)v;
        cli->opt.device_given = true;
        return 0;
    case 3:
        cli->opt.cpu = true;
        return 0;
    case 5:
        if (wl_cli_file(cli, "--calibration", arg) != 0)
            return WL_EXIT_USAGE;
        cli->opt.calibration = arg;
        return 0;
    case 4:
        cli->opt.no_color = true;
        return 0;
    case 6:
        cli->opt.gpu = arg; /* resolved once --data-dir is known (gpu_profile) */
        return 0;
    }
    return 0; /* only the shared options come here */
}

/* --gpu NAME: the profile <datadir>/reference/gpus/NAME.txt stands in for
 * --calibration, so every command that takes one takes the other. */
static int gpu_profile(wl_cli *cli)
{
    static char path[PATH_MAX];
    wl_error err;
    if (!cli->opt.gpu)
        return 0;
    if (cli->opt.calibration)
        return wl_usage_error(cli->cmd, "give --gpu or --calibration, not both");
    if (wl_calibration_profile_path(cli->opt.data_dir, cli->opt.gpu, path, sizeof path, &err) != 0)
        return wl_cli_bad_value(cli, "--gpu", cli->opt.gpu, "%s", err.msg);
    cli->opt.calibration = path;
    return 0;
}

/* An option given twice: with a value, one of the two would be dropped
 * without a word ("--kernel offset --kernel stride"); without one, the
 * second says nothing the first did not ("--predictions --predictions"),
 * which is a slip of the command line. Either way neither is taken. */
static bool given_twice(int index, unsigned char *seen)
{
    if (index < 0 || index >= MAX_OPTIONS)
        return false;
    if (seen[index])
        return true;
    seen[index] = 1;
    return false;
}

/* What the option named `name` names when its value is a path, or NULL. */
static const char *path_option(const wl_cli *cli, const char *name)
{
    for (int i = 0; i < NSHARED; i++)
        if ((cli->shared & shared_options[i].flag) && strcmp(shared_options[i].opt.name, name) == 0)
            return shared_options[i].path;
    for (const wl_cli_path_option *p = cli->paths; p && p->option; p++)
        if (strcmp(p->option, name) == 0)
            return p->names;
    return NULL;
}

/* Options whose value is text in which a blank at either end means
 * something: --keys (a space is a key), an index expression. Every other
 * value is a name or a number. */
static const char *const text_options[] = {"keys", "expr", "store-expr"};

static bool text_option(const char *name)
{
    for (size_t i = 0; i < sizeof text_options / sizeof text_options[0]; i++)
        if (strcmp(text_options[i], name) == 0)
            return true;
    return false;
}

/* A name or a number with a blank at one end ("--section '5 '") is a slip
 * of the quoting: taken trimmed, it would run what was not quite typed;
 * refused, every option alike. A path may hold any byte and is not asked. */
static int blank_at_end(const wl_cli *cli, const char *option, const char *arg)
{
    size_t len = strlen(arg);
    if (len == 0 || (!isspace((unsigned char)arg[0]) && !isspace((unsigned char)arg[len - 1])))
        return 0;
    size_t from = 0;
    while (from < len && isspace((unsigned char)arg[from]))
        from++;
    while (len > from && isspace((unsigned char)arg[len - 1]))
        len--;
    char opt[64];
    snprintf(opt, sizeof opt, "--%s", option);
    if (from == len)
        return wl_cli_bad_value(cli, opt, arg, "A value of blanks alone gives nothing.");
    return wl_cli_bad_value(cli, opt, arg,
                            "A value cannot begin or end with a blank; give it as '%.*s'.",
                            (int)(len - from), arg + from);
}

int wl_cli_path(const wl_cli *cli, const char *option, const char *arg, const char *names)
{
    if (*arg)
        return 0;
    if (option)
        return wl_cli_bad_value(cli, option, arg, "needs %s; an empty path names none", names);
    return wl_usage_error(cli->cmd, "'': needs %s; an empty path names none", names);
}

static int empty_positional(const wl_cli *cli, int argc, char **argv)
{
    for (int i = optind; cli->positional_path && i < argc; i++)
        if (wl_cli_path(cli, NULL, argv[i], cli->positional_path) != 0)
            return WL_EXIT_USAGE;
    return 0;
}

int wl_cli_parse(wl_cli *cli, int argc, char **argv)
{
    struct option table[MAX_OPTIONS];
    unsigned char seen[MAX_OPTIONS] = {0};
    build_table(cli, table);
    memset(&cli->opt, 0, sizeof cli->opt);
    optind = 1;
    opterr = 0;
    int c, index = -1;
    bool help = false;
    while ((c = getopt_long(argc, argv, ":h", table, &index)) != -1) {
        int rc = 0;
        if (c == ':' || c == '?')
            return wl_option_error(cli->cmd, c, argv);
        if (c == 'h') {
            help = true;
            continue;
        }
        if (given_twice(index, seen))
            return wl_usage_error(cli->cmd, "--%s given twice; give it once", table[index].name);
        const char *names = index >= 0 && optarg ? path_option(cli, table[index].name) : NULL;
        if (names) {
            char option[64];
            snprintf(option, sizeof option, "--%s", table[index].name);
            if ((rc = wl_cli_path(cli, option, optarg, names)) != 0)
                return rc;
        } else if (index >= 0 && optarg && !text_option(table[index].name) &&
                   (rc = blank_at_end(cli, table[index].name, optarg)) != 0)
            return rc;
        index = -1;
        rc = c >= SHARED_BASE ? on_shared_option(cli, c, optarg) : cli->on_option(cli, c, optarg);
        if (rc != 0)
            return rc;
    }
    cli->first_arg = optind;
    if (empty_positional(cli, argc, argv) != 0)
        return WL_EXIT_USAGE;
    int rc = help ? 0 : gpu_profile(cli);
    if (rc != 0)
        return rc;
    if (!help && cli->opt.cpu && cli->opt.device_given)
        return wl_usage_error(cli->cmd, "--device picks a GPU to measure on; --cpu uses none: "
                                        "give one of the two");
    if (!cli->positional && optind < argc)
        return wl_usage_error(cli->cmd, "unexpected argument '%s'", argv[optind]);
    if (help && optind < argc)
        return wl_usage_error(cli->cmd, "--help takes no arguments ('%s')", argv[optind]);
    if (help) { /* after the whole line is read: "--help extra" is refused */
        cli->usage(stdout);
        return WL_EXIT_OK;
    }
    return WL_CLI_RUN;
}

int wl_cli_file(const wl_cli *cli, const char *option, const char *arg)
{
    /* Given means used: a file that cannot be read is refused here, by
     * every command alike, not replaced by a default or left for the run
     * to find (a bad argument, 2, not a failed run, 1). */
    wl_error why;
    if (access(arg, R_OK) != 0)
        return wl_cli_bad_value(cli, option, arg, "cannot read it: %s", strerror(errno));
    if (wl_regular_file(arg, &why) != 0) /* a folder, a device, a FIFO: never waited on */
        return wl_cli_bad_value(cli, option, arg, "cannot read it: %s", why.msg);
    return 0;
}

int wl_cli_output_file(const wl_cli *cli, const char *option, const char *arg)
{
    /* What the run could only fail to write: refused before it starts, as
     * a file to read is (a full disk, found by writing, stays the run's). */
    struct stat st;
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", arg);
    char *slash = strrchr(dir, '/');
    if (slash)
        slash[slash == dir] = '\0'; /* "/x" is in "/" */
    if (stat(arg, &st) == 0 && S_ISDIR(st.st_mode))
        return wl_cli_bad_value(cli, option, arg, "it is a directory; give a file to write");
    if (stat(arg, &st) == 0 && S_ISFIFO(st.st_mode)) /* writing would wait for a reader */
        return wl_cli_bad_value(cli, option, arg, "it is a FIFO; give a file to write");
    const char *in = slash ? dir : ".";
    if (stat(in, &st) != 0)
        return wl_cli_bad_value(cli, option, arg, "cannot write it: %s: %s", in, strerror(errno));
    if (!S_ISDIR(st.st_mode))
        return wl_cli_bad_value(cli, option, arg, "cannot write it: %s is not a directory", in);
    return 0;
}

int wl_cli_list(const wl_cli *cli, const char *option, const char *arg)
{
    size_t len = strlen(arg);
    for (size_t a = 0; a <= len;) {
        size_t n = strcspn(arg + a, ",");
        if (n == 0)
            return wl_cli_bad_value(cli, option, arg, "an empty item in the list");
        for (size_t b = a + n + 1; b <= len;) {
            size_t m = strcspn(arg + b, ",");
            if (m == n && strncmp(arg + a, arg + b, n) == 0)
                return wl_cli_bad_value(cli, option, arg, "'%.*s' is listed twice", (int)n,
                                        arg + a);
            b += m + 1;
        }
        a += n + 1;
    }
    return 0;
}

int wl_cli_size(const char *cmd, const char *arg, size_t *out)
{
    static const char units[] = "units are K, M, G, T (KiB, MiB, GiB, TiB) or none for bytes";
    size_t v;
    if (wl_parse_size(arg, &v) != 0)
        return wl_usage_error(cmd, "--size '%s': not a byte count; %s", arg, units);
    if (v < WL_MIN_SIZE_BYTES || v > WL_MAX_SIZE_BYTES)
        return wl_usage_error(cmd, "--size '%s': the working set must be 64K..1024T", arg);
    /* Launches come in whole quanta of elements (wl_elements_for_size): a
     * size between two would run the smaller unsaid. The largest type's
     * quantum serves both types. */
    size_t quantum = WL_ELEMENT_QUANTUM * (size_t)wl_type_bytes(WL_TYPE_F64);
    if (v % quantum)
        return wl_usage_error(
            cmd,
            "--size '%s': the working set must be a multiple of %zuK "
            "(whole launches of %zu elements, of double too); nearest: %zuK or %zuK",
            arg, quantum >> 10, (size_t)WL_ELEMENT_QUANTUM, v / quantum * quantum >> 10,
            (v / quantum + 1) * quantum >> 10);
    *out = v;
    return 0;
}

int wl_cli_finish(int status)
{
    /* Buffered output reaches the file only here: a full disk or a closed
     * pipe shows up now, and success would be a lie. */
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout))
        return status;
    wl_complain(NULL, "cannot write the output: %s", errno ? strerror(errno) : "write error");
    return status == WL_EXIT_OK ? WL_EXIT_FAIL : status;
}

int wl_cli_unroll_rows(const char *cmd, const char *verb, const struct wl_selection *sel, int n)
{
    char fixed[512] = "";
    int nfixed = sel ? wl_selection_fixed_skipped(sel, fixed, sizeof fixed) : 0;
    if (n == 0)
        return wl_usage_error(cmd, "nothing to %s: %s %s only at --unroll 1", verb, fixed,
                              nfixed == 1 ? "runs" : "run");
    if (nfixed)
        fprintf(stderr,
                "warplab %s: %s %s only at unroll 1: %s rows at a higher unroll are left out\n",
                cmd, fixed, nfixed == 1 ? "runs" : "run", nfixed == 1 ? "its" : "their");
    return 0;
}
