/* warplab demo FILE [OPTIONS]: the lab playing a demo script, the same as
 * `warplab --demo FILE`; every lab option (--projector, --headless...)
 * follows the file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_commands.h"

static void usage(FILE *out)
{
    fprintf(out, "usage: warplab demo FILE [LAB OPTIONS]\n"
                 "\n"
                 "Plays a demo script in the lab: one [step] per step, each naming a section\n"
                 "by its slug, the slider's value and optionally type, unroll, size, gpu,\n"
                 "compare, curve, warp, zoom and a caption (a centred band with --projector).\n"
                 "Space, Right or PgDn shows the next step, Left or PgUp the one before;\n"
                 "every other lab key works between steps, and q ends. A malformed script\n"
                 "is refused with its file:line before anything is drawn (exit 1); a FILE\n"
                 "that cannot be read is a bad argument (exit 2). A demo saves no progress:\n"
                 "the state directory is left as it was. The format is in\n"
                 "lessons/README.md; lessons/demos/ holds two.\n"
                 "\n"
                 "LAB OPTIONS are those of 'warplab tui --help' (--projector, --cpu,\n"
                 "--state-dir, --headless COLSxROWS --keys ... --dump FILE, ...).\n");
}

int wl_cmd_demo(int argc, char **argv)
{
    /* --help first: the lab's parser answers it, and refuses what follows
     * it as it does for every command ("--help extra"). */
    if (argc >= 2 && strcmp(argv[1], "--help") == 0)
        return wl_cmd_lab("demo", usage, argc, argv);
    if (argc < 2 || argv[1][0] == '-')
        return wl_usage_error("demo", "needs the demo script first: warplab demo FILE "
                                      "[OPTIONS] (see warplab demo --help)");
    wl_cli named = {.cmd = "demo"}; /* the file as the command line gave it, not as --demo */
    if (wl_cli_path(&named, "FILE", argv[1], "a demo script") != 0 ||
        wl_cli_file(&named, "FILE", argv[1]) != 0)
        return WL_EXIT_USAGE;
    char **args = calloc((size_t)argc + 2, sizeof *args);
    if (!args)
        return wl_usage_error("demo", "out of memory");
    args[0] = "demo";
    args[1] = "--demo";
    args[2] = argv[1];
    for (int i = 2; i < argc; i++)
        args[i + 1] = argv[i];
    int rc = wl_cmd_lab("demo", usage, argc + 1, args);
    free(args);
    return rc;
}
