/* Fuzz target: the command line. The input is split at NUL bytes into the
 * arguments after "warplab", and the real dispatcher (src/cli/main.c, its
 * main renamed) runs them in this process. Each run resets getopt's hidden
 * state first, as a fresh process would have it.
 *
 * Kept out, because they would start something or write outside the
 * sandbox: the lab itself (no command, or options only), `tui`, `verify` and
 * `run-one` (they start the profiler or the GPU), and the options that name a
 * file to write (--save, --state-dir, --log) or a program to run (--ncu),
 * under any abbreviation getopt_long would accept. Everything else runs with
 * HOME and XDG_STATE_HOME in a private temporary directory, stdin empty and
 * stdout discarded. (The working directory stays: libFuzzer resolves its
 * corpus and writes its findings there.) */
#include <ftw.h>
#include <getopt.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define main warplab_main
#include "main.c"
#undef main

#define MAX_ARGS 24

static const char *const refused_commands[] = {"tui", "verify", "run-one"};
static const char *const refused_options[] = {"--save", "--state-dir", "--log", "--ncu"};

/* True when arg is one of the refused long options, or a prefix of one that
 * getopt_long could expand to it (with or without "=value"). */
static bool refused_option(const char *arg)
{
    if (strncmp(arg, "--", 2) != 0 || arg[2] == '\0')
        return false;
    size_t len = strcspn(arg, "=");
    for (size_t i = 0; i < sizeof refused_options / sizeof *refused_options; i++)
        if (len <= strlen(refused_options[i]) && strncmp(arg, refused_options[i], len) == 0)
            return true;
    return false;
}

static bool refused(int argc, char **argv)
{
    if (argc < 2)
        return true; /* the lab itself */
    if (argv[1][0] == '-' && strcmp(argv[1], "--help") != 0 && strcmp(argv[1], "--version") != 0)
        return true;
    for (size_t i = 0; i < sizeof refused_commands / sizeof *refused_commands; i++)
        if (strcmp(argv[1], refused_commands[i]) == 0)
            return true;
    for (int i = 2; i < argc; i++)
        if (refused_option(argv[i]))
            return true;
    return false;
}

static char sandbox_dir[64];

static int remove_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st;
    (void)type;
    (void)ftw;
    remove(path);
    return 0;
}

static void remove_sandbox(void)
{
    nftw(sandbox_dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

static void sandbox(void)
{
    char *dir = sandbox_dir;
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof sandbox_dir, "%s/wlfuzzcli.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        perror("fuzz_cli: sandbox");
        abort();
    }
    atexit(remove_sandbox);
    setenv("HOME", dir, 1);
    setenv("XDG_STATE_HOME", dir, 1);
    /* No profiler or anything else can be found on PATH. */
    setenv("PATH", dir, 1);
    if (!freopen("/dev/null", "r", stdin) || !freopen("/dev/null", "w", stdout)) {
        perror("fuzz_cli: /dev/null");
        abort();
    }
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    sandbox();
    return 0;
}

static void reset_getopt(void)
{
    /* optind = 0 makes glibc forget a half-read option cluster that would
     * otherwise point into the previous (freed) argument vector. */
    char arg0[] = "warplab";
    char *argv[] = {arg0, NULL};
    optind = 0;
    (void)getopt(1, argv, "");
    optind = 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* One copy with a NUL after every argument, including the last. */
    char *buf = malloc(size + 1);
    if (!buf)
        return 0;
    memcpy(buf, data, size);
    buf[size] = '\0';
    char *argv[MAX_ARGS + 1];
    int argc = 0;
    argv[argc++] = "warplab";
    for (size_t at = 0; at < size && argc < MAX_ARGS; at += strlen(buf + at) + 1)
        argv[argc++] = buf + at;
    argv[argc] = NULL;
    if (!refused(argc, argv)) {
        reset_getopt();
        (void)warplab_main(argc, argv);
        fflush(stdout);
    }
    free(buf);
    return 0;
}
