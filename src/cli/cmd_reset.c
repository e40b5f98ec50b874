/* warplab reset: forgets saved progress, but only when the student says so:
 * "yes" typed at the terminal, or --yes. Without a terminal and without
 * --yes it refuses rather than wipe anything. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wl_commands.h"
#include "wl_progress.h"

typedef struct reset_opts {
    const char *state_dir;
    bool yes;
} reset_opts;

static void usage(FILE *out)
{
    fprintf(out, "usage: warplab reset [--state-dir DIR] [--yes]\n\n"
                 "Forgets the sections you visited, your quiz answers and best scores.\n"
                 "It asks you to type yes first.\n\n"
                 "  --state-dir DIR  the progress kept in DIR (default $XDG_STATE_HOME/warplab,\n"
                 "                   else ~/.local/state/warplab)\n"
                 "  --yes            do not ask (needed without a terminal)\n");
}

static int parse_opts(int argc, char **argv, reset_opts *o)
{
    static const struct option longopts[] = {
        {"state-dir", required_argument, NULL, 's'},
        {"yes", no_argument, NULL, 'y'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    memset(o, 0, sizeof *o);
    opterr = 0;
    optind = 1;
    int c;
    while ((c = getopt_long(argc, argv, ":", longopts, NULL)) != -1) {
        switch (c) {
        case 's':
            o->state_dir = optarg;
            break;
        case 'y':
            o->yes = true;
            break;
        case 'h':
            usage(stdout);
            return 1;
        default:
            return wl_option_error("reset", c, argv);
        }
    }
    if (optind < argc)
        return wl_usage_error("reset", "unexpected argument '%s'", argv[optind]);
    if (o->state_dir && !*o->state_dir)
        return wl_usage_error("reset", "--state-dir needs a directory");
    return 0;
}

/* Asks on the terminal; true only for a typed "yes". */
static bool confirmed(const char *path)
{
    char answer[16] = "";
    fprintf(stderr,
            "This forgets the sections you visited, your answers and best scores\n"
            "(%s).\nType yes to reset: ",
            path);
    fflush(stderr);
    if (!fgets(answer, sizeof answer, stdin))
        return false;
    answer[strcspn(answer, "\r\n")] = '\0';
    return strcmp(answer, "yes") == 0;
}

int wl_cmd_reset(int argc, char **argv)
{
    reset_opts o;
    int rc = parse_opts(argc, argv, &o);
    if (rc != 0)
        return rc == 1 ? WL_EXIT_OK : rc;
    char dir[1024], path[1100];
    wl_error err;
    if (wl_progress_state_dir(o.state_dir, dir, sizeof dir, &err) != 0) {
        fprintf(stderr, "warplab reset: %s\n", err.msg);
        return WL_EXIT_FAIL;
    }
    snprintf(path, sizeof path, "%s/%s", dir, WL_PROGRESS_FILE);
    if (!o.yes && !isatty(STDIN_FILENO))
        return wl_usage_error("reset", "not resetting without a terminal to ask on; "
                                       "add --yes to reset anyway");
    if (!o.yes && !confirmed(path)) {
        fprintf(stderr, "Nothing was changed.\n");
        return WL_EXIT_FAIL;
    }
    bool removed = false;
    if (wl_progress_reset(dir, &removed, &err) != 0) {
        fprintf(stderr, "warplab reset: %s\n", err.msg);
        return WL_EXIT_FAIL;
    }
    printf(removed ? "Progress reset: %s removed.\n"
                   : "No saved progress at %s; nothing to reset.\n",
           path);
    return WL_EXIT_OK;
}
