/* warplab reset: forgets saved progress, but only when the student says so:
 * the word reset typed at the terminal (the word the lab's R asks for too),
 * or --yes. Without a terminal and without
 * --yes it refuses rather than wipe anything. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wl_commands.h"
#include "wl_datadir.h"
#include "wl_progress.h"
#include "wl_error.h"

typedef struct reset_opts {
    const char *state_dir;
    bool yes;
} reset_opts;

static void usage(FILE *out)
{
    fprintf(out, "usage: warplab reset [--state-dir DIR] [--yes]\n\n"
                 "Forgets the sections you visited, your quiz answers and best scores.\n"
                 "It asks you to type the word " WL_RESET_WORD " first.\n\n"
                 "  --state-dir DIR  the progress kept in DIR (default $XDG_STATE_HOME/warplab,\n"
                 "                   else ~/.local/state/warplab)\n"
                 "  --yes            do not ask (needed without a terminal)\n");
}

static int on_option(wl_cli *cli, int c, const char *arg)
{
    (void)c; /* --yes is the only one */
    (void)arg;
    ((reset_opts *)cli->ctx)->yes = true;
    return 0;
}

static int parse_opts(int argc, char **argv, reset_opts *o)
{
    static const struct option longopts[] = {{"yes", no_argument, NULL, 'y'}, {0}};
    memset(o, 0, sizeof *o);
    wl_cli cli = {.cmd = "reset",
                  .usage = usage,
                  .shared = WL_OPT_STATE_DIR,
                  .options = longopts,
                  .on_option = on_option,
                  .ctx = o};
    int rc = wl_cli_parse(&cli, argc, argv);
    o->state_dir = cli.opt.state_dir;
    return rc;
}

/* Asks on the terminal; true only for the word typed, as in the lab. */
static bool confirmed(const char *path)
{
    char answer[16] = "";
    fprintf(stderr,
            "This forgets the sections you visited, your answers and best scores\n"
            "(%s).\nType %s to reset: ",
            path, WL_RESET_WORD);
    fflush(stderr);
    if (!fgets(answer, sizeof answer, stdin))
        return false;
    answer[strcspn(answer, "\r\n")] = '\0';
    return strcmp(answer, WL_RESET_WORD) == 0;
}

int wl_cmd_reset(int argc, char **argv)
{
    reset_opts o;
    int rc = parse_opts(argc, argv, &o);
    if (rc != WL_CLI_RUN)
        return rc;
    char dir[1024], path[1100];
    wl_error err;
    if (wl_state_dir(o.state_dir, dir, sizeof dir, &err) != 0) {
        wl_error_report(&err, "reset");
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
        wl_error_report(&err, "reset");
        return WL_EXIT_FAIL;
    }
    printf(removed ? "Progress reset: %s removed.\n"
                   : "No saved progress at %s; nothing to reset.\n",
           path);
    return WL_EXIT_OK;
}
