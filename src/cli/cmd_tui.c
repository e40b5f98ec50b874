/* `warplab tui` (and `warplab` with no command): options, then the lab. */
#include <stdio.h>
#include <string.h>

#include "wl_commands.h"
#include "wl_tui.h"

static void usage(FILE *out)
{
    fprintf(out, "usage: warplab [tui] [OPTIONS]\n"
                 "\n"
                 "The interactive lab: each lesson section beside its live experiment, a\n"
                 "slider, the warp's sectors and lines, a bandwidth chart, the kernel source.\n"
                 "Press ? inside for every key.\n"
                 "\n"
                 "options:\n"
                 "  --section S      open at section S, a number or a name as the contents\n"
                 "                   give it (default: where you left off; not with\n"
                 "                   --present or --demo)\n"
                 "  --present        the check-yourself questions for a room, full screen, with\n"
                 "                   r to reveal the answer; nothing scored or saved\n"
                 "                   (what warplab quiz --present runs)\n"
                 "  --demo FILE      play a demo script: Space, Right or PgDn the next step,\n"
                 "                   Left or PgUp the one before (format: lessons/README.md)\n"
                 "  --cpu            never use the GPU: the model predicts every figure\n"
                 "  --device N       measure on CUDA device N (default 0)\n"
                 "  --projector      high contrast, the figure in block digits, a larger\n"
                 "                   diagram; zoomed panes keep the slider's value;\n"
                 "                   Space and PgDn advance through the lesson\n"
                 "  --no-color       no colours (also when NO_COLOR is set)\n"
                 "  --ascii          ASCII glyphs only (automatic when the locale is not UTF-8)\n"
                 "  --data-dir DIR   lessons/, quizzes/, reference/ and kernels/ from DIR\n"
                 "  --calibration FILE  the performance model's constants for predictions\n"
                 "  --gpu NAME       predict for an estimated GPU profile (see warplab info)\n"
                 "  --state-dir DIR  where progress is saved (default $XDG_STATE_HOME/warplab)\n"
                 "  --help           this text\n"
                 "\n"
                 "testing aid (no terminal needed):\n"
                 "  --headless COLSxROWS  draw on a virtual screen of that size\n"
                 "  --keys SCRIPT         replay keys through the input loop, e.g. \"j j l l q\";\n"
                 "                        names: Left Right Up Down PgUp PgDn Home End Tab\n"
                 "                        S-Tab Space Enter Esc C-l F1 or one character;\n"
                 "                        events: resize:COLSxROWS click:X,Y drag:X,Y\n"
                 "                        release:X,Y wheelup:X,Y wheeldown:X,Y,\n"
                 "                        dump (the screen so far into FILE.1, FILE.2...)\n"
                 "  --dump FILE           write the final screen's text to FILE\n"
                 "\n"
                 "Without a terminal (or with TERM unset or dumb) it exits with status 2\n"
                 "and points at: warplab model, warplab sweep, warplab quiz --plain.\n");
}

/* The largest headless screen, columns and rows alike. */
#define HEADLESS_MAX 999

static int parse_size(const char *s, int *cols, int *rows)
{
    long c, r;
    char cs[16], rs[16];
    if (sscanf(s, "%15[0-9]x%15[0-9]", cs, rs) != 2 || strlen(cs) + strlen(rs) + 1 != strlen(s))
        return -1;
    if (wl_parse_int(cs, 1, HEADLESS_MAX, &c) != 0 || wl_parse_int(rs, 1, HEADLESS_MAX, &r) != 0)
        return -1;
    *cols = (int)c;
    *rows = (int)r;
    return 0;
}

enum {
    OPT_SECTION = 1,
    OPT_DEMO,
    OPT_PRESENT,
    OPT_PROJECTOR,
    OPT_ASCII,
    OPT_HEADLESS,
    OPT_KEYS,
    OPT_DUMP,
    OPT_QUIZ_FILE, /* quiz --present: the line-by-line quiz's options, refused */
    OPT_PLAIN
};

static int on_option(wl_cli *cli, int c, const char *arg)
{
    wl_tui_options *o = cli->ctx;
    switch (c) {
    case OPT_SECTION: /* a number or a name, checked once the lessons are read */
        o->section_id = arg;
        return 0;
    case OPT_PRESENT:
        o->present = true;
        return 0;
    case OPT_DEMO:
        if (wl_cli_file(cli, "--demo", arg) != 0)
            return WL_EXIT_USAGE;
        o->demo = arg;
        return 0;
    case OPT_HEADLESS:
        if (parse_size(arg, &o->cols, &o->rows) != 0)
            return wl_cli_bad_value(cli, "--headless", arg,
                                    "must be COLSxROWS, each a whole number in 1..%d (e.g. 100x30)",
                                    HEADLESS_MAX);
        o->headless = true;
        return 0;
    case OPT_PROJECTOR:
        o->projector = true;
        return 0;
    case OPT_ASCII:
        o->ascii = true;
        return 0;
    case OPT_KEYS:
        o->keys = arg;
        return 0;
    case OPT_DUMP:
        if (wl_cli_output_file(cli, "--dump", arg) != 0)
            return WL_EXIT_USAGE;
        o->dump = arg;
        return 0;
    case OPT_QUIZ_FILE:
        return wl_usage_error(cli->cmd, "--quiz FILE asks one quiz line by line (--plain); "
                                        "--present shows every quiz of the data directory "
                                        "(choose it with --data-dir DIR)");
    case OPT_PLAIN:
        return wl_usage_error(cli->cmd, "--plain and --present go one at a time");
    }
    return 0; /* getopt gives only the options above */
}

/* An option that would do nothing in the mode asked for is refused. */
static int check_mode(const char *cmd, const wl_tui_options *o)
{
    if ((o->keys || o->dump) && !o->headless)
        return wl_usage_error(cmd, "--keys and --dump need --headless COLSxROWS");
    if (o->demo && o->present)
        return wl_usage_error(cmd, "--demo and --present go one at a time");
    if (o->section_id && o->present)
        return wl_usage_error(cmd, "--section has no place with --present, which shows the "
                                   "quizzes' questions, not a section");
    if (o->section_id && o->demo)
        return wl_usage_error(cmd, "--section has no place with --demo: each step of the "
                                   "script names its section");
    return WL_CLI_RUN;
}

#define LAB_OPTIONS                                                                                \
    {"section", required_argument, NULL, OPT_SECTION},                                             \
        {"demo", required_argument, NULL, OPT_DEMO}, {"present", no_argument, NULL, OPT_PRESENT},  \
        {"projector", no_argument, NULL, OPT_PROJECTOR}, {"ascii", no_argument, NULL, OPT_ASCII},  \
        {"headless", required_argument, NULL, OPT_HEADLESS},                                       \
        {"keys", required_argument, NULL, OPT_KEYS},                                               \
    {                                                                                              \
        "dump", required_argument, NULL, OPT_DUMP                                                  \
    }

int wl_cmd_lab(const char *cmd, void (*cmd_usage)(FILE *out), int argc, char **argv)
{
    static const struct option options[] = {LAB_OPTIONS, {0}};
    /* warplab quiz --present: the quiz's own line-by-line options are known
     * there, and refused with a reason rather than as unknown. */
    static const struct option quiz_options[] = {LAB_OPTIONS,
                                                 {"quiz", required_argument, NULL, OPT_QUIZ_FILE},
                                                 {"plain", no_argument, NULL, OPT_PLAIN},
                                                 {0}};
    static const wl_cli_path_option paths[] = {
        {"demo", "a demo script"}, {"dump", "a file"}, {"quiz", "a quiz file"}, {0}};
    wl_tui_options o = {.cmd = cmd};
    wl_cli cli = {.cmd = cmd,
                  .usage = cmd_usage ? cmd_usage : usage,
                  .paths = paths,
                  .shared = WL_OPT_DATA_DIR | WL_OPT_STATE_DIR | WL_OPT_DEVICE | WL_OPT_CPU |
                            WL_OPT_COLOR | WL_OPT_CALIBRATION,
                  .options = strcmp(cmd, "quiz") == 0 ? quiz_options : options,
                  .on_option = on_option,
                  .ctx = &o};
    int rc = wl_cli_parse(&cli, argc, argv);
    if (rc != WL_CLI_RUN)
        return rc;
    o.data_dir = cli.opt.data_dir;
    o.state_dir = cli.opt.state_dir;
    o.calibration = cli.opt.calibration;
    o.device = cli.opt.device;
    o.force_model = cli.opt.cpu;
    o.no_color = cli.opt.no_color;
    rc = check_mode(cmd, &o);
    return rc != WL_CLI_RUN ? rc : wl_tui_run(&o);
}

int wl_cmd_tui(int argc, char **argv)
{
    return wl_cmd_lab("tui", NULL, argc, argv);
}
