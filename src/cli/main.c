/* warplab: dispatches to a subcommand, or starts the lab when there is none. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "wl_commands.h"

#ifndef WARPLAB_VERSION
#define WARPLAB_VERSION "unknown"
#endif

typedef struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} command;

static const command commands[] = {
    {"model", wl_cmd_model, "what one warp touches: lanes, sectors, lines, DRAM estimate"},
    {"sweep", wl_cmd_sweep, "the offset/stride bandwidth experiment, measured or predicted"},
    {"verify", wl_cmd_verify, "check the model against Nsight Compute's counters"},
    {"info", wl_cmd_info, "backends, devices, reference data and calibration"},
    {"calibrate", wl_cmd_calibrate, "measure the performance model's constants on a GPU"},
    {"quiz", wl_cmd_quiz, "the check-yourself questions (--plain for a line-oriented quiz)"},
    {"reset", wl_cmd_reset, "forget saved progress, or one part of it (asks first)"},
    {"demo", wl_cmd_demo, "play a demo script in the lab, step by step"},
    {"progress", wl_cmd_progress, "one student's progress, as text, JSON or CSV"},
    {"class", wl_cmd_class, "a class's progress files summed up: questions, sections, scores"},
    {"check-content", wl_cmd_check_content, "validate lesson and quiz files"},
    {"tui", wl_cmd_tui, "the interactive lab (the default)"},
    {"run-one", wl_cmd_run_one, "launch kernels once, for profilers and sanitizers"},
};
enum { NCOMMANDS = sizeof commands / sizeof commands[0] };

static void print_help(FILE *out)
{
    fprintf(out, "usage: warplab [TUI OPTIONS]\n"
                 "       warplab COMMAND [OPTIONS]\n"
                 "       warplab --help | --version\n\n"
                 "An interactive lab on how GPU global memory is coalesced.\n"
                 "With no command, warplab opens the lab in the terminal\n"
                 "(see 'warplab tui --help').\n\ncommands:\n");
    for (int i = 0; i < NCOMMANDS; i++)
        fprintf(out, "  %-14s %s\n", commands[i].name, commands[i].summary);
    fprintf(out, "\n'warplab COMMAND --help' describes each one. Exit status: 0 success,\n"
                 "1 failure, 2 bad arguments, 3 a tool it needs is unavailable.\n");
}

/* The model's counts take and free blocks of a megabyte and more over and
 * over (a window's set of pieces, a union's bits, for every s of a chart):
 * glibc gave each back to the kernel when freed, and the next was faulted
 * in again page by page (44,000 page faults for a lab start on an
 * expression, 17,000 when freed memory is kept for the next). Blocks up to
 * 32 MiB come from the heap, and up to 32 MiB of it stays free between
 * them. Other allocators keep their own policy. */
static void keep_freed_blocks(void)
{
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 32 << 20);
#endif
}

int main(int argc, char **argv)
{
    keep_freed_blocks();
    bool help = argc >= 2 && strcmp(argv[1], "--help") == 0;
    if ((help || (argc >= 2 && strcmp(argv[1], "--version") == 0)) && argc > 2)
        return wl_usage_error(NULL, "%s takes no arguments ('%s')", argv[1], argv[2]);
    if (help) {
        print_help(stdout);
        return wl_cli_finish(WL_EXIT_OK);
    }
    if (argc >= 2 && strcmp(argv[1], "--version") == 0) {
        printf("warplab %s\n", WARPLAB_VERSION);
        return wl_cli_finish(WL_EXIT_OK);
    }
    if (argc < 2 || argv[1][0] == '-') {
        /* Options without a command belong to the lab itself. */
        argv[0] = "tui";
        return wl_cli_finish(wl_cmd_tui(argc, argv));
    }
    for (int i = 0; i < NCOMMANDS; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return wl_cli_finish(commands[i].run(argc - 1, argv + 1));

    char names[256] = "";
    for (int i = 0; i < NCOMMANDS; i++)
        snprintf(names + strlen(names), sizeof names - strlen(names), " %s", commands[i].name);
    return wl_usage_error(NULL, "unknown command '%s'; commands are:%s (see warplab --help)",
                          argv[1], names);
}
