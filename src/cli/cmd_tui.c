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
                 "  --section N      open at section N (default: where you left off)\n"
                 "  --cpu            never use the GPU: the model predicts every figure\n"
                 "  --device N       measure on CUDA device N (default 0)\n"
                 "  --projector      high contrast, larger diagram, fewer panes;\n"
                 "                   Space and PgDn advance through the lesson\n"
                 "  --no-color       no colours (also when NO_COLOR is set)\n"
                 "  --ascii          ASCII glyphs only (automatic when the locale is not UTF-8)\n"
                 "  --data-dir DIR   lessons/, quizzes/, reference/ and kernels/ from DIR\n"
                 "  --calibration FILE  the performance model's constants for predictions\n"
                 "  --state-dir DIR  where progress is saved (default $XDG_STATE_HOME/warplab)\n"
                 "  --help           this text\n"
                 "\n"
                 "testing aid (no terminal needed):\n"
                 "  --headless COLSxROWS  draw on a virtual screen of that size\n"
                 "  --keys SCRIPT         replay keys through the input loop, e.g. \"j j l l q\";\n"
                 "                        names: Left Right Up Down PgUp PgDn Home End Tab\n"
                 "                        S-Tab Space Enter Esc C-l F1 or one character;\n"
                 "                        events: resize:COLSxROWS click:X,Y drag:X,Y\n"
                 "                        release:X,Y wheelup:X,Y wheeldown:X,Y\n"
                 "  --dump FILE           write the final screen's text to FILE\n"
                 "\n"
                 "Without a terminal (or with TERM unset or dumb) it exits with status 2\n"
                 "and points at: warplab model, warplab sweep, warplab quiz --plain.\n");
}

static int parse_size(const char *s, int *cols, int *rows)
{
    long c, r;
    char cs[16], rs[16];
    if (sscanf(s, "%15[0-9]x%15[0-9]", cs, rs) != 2 || strlen(cs) + strlen(rs) + 1 != strlen(s))
        return -1;
    if (wl_parse_int(cs, 1, 999, &c) != 0 || wl_parse_int(rs, 1, 999, &r) != 0)
        return -1;
    *cols = (int)c;
    *rows = (int)r;
    return 0;
}

/* "--name value" or "--name=value": the value, advancing *i; NULL if missing. */
static const char *value_of(int argc, char **argv, int *i, const char *name)
{
    size_t n = strlen(name);
    if (strncmp(argv[*i], name, n) != 0)
        return NULL;
    if (argv[*i][n] == '=')
        return argv[*i] + n + 1;
    if (argv[*i][n] != '\0' || *i + 1 >= argc)
        return NULL;
    return argv[++*i];
}

static bool takes_value(const char *arg)
{
    static const char *names[] = {"--section",     "--device",   "--data-dir", "--state-dir",
                                  "--calibration", "--headless", "--keys",     "--dump"};
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        size_t n = strlen(names[k]);
        if (strncmp(arg, names[k], n) == 0 && (arg[n] == '\0' || arg[n] == '='))
            return true;
    }
    return false;
}

static int parse_value(wl_tui_options *o, const char *name, const char *v)
{
    long n;
    if (strcmp(name, "--section") == 0) {
        if (wl_parse_int(v, 1, 9999, &n) != 0)
            return wl_usage_error("tui", "--section needs a section number from 1, not '%s'", v);
        o->section = (int)n;
    } else if (strcmp(name, "--device") == 0) {
        if (wl_parse_int(v, 0, 1023, &n) != 0)
            return wl_usage_error("tui", "--device needs a device index from 0, not '%s'", v);
        o->device = (int)n;
    } else if (strcmp(name, "--headless") == 0) {
        if (parse_size(v, &o->cols, &o->rows) != 0)
            return wl_usage_error("tui", "--headless needs COLSxROWS (e.g. 100x30), not '%s'", v);
        o->headless = true;
    } else if (strcmp(name, "--data-dir") == 0) {
        o->data_dir = v;
    } else if (strcmp(name, "--calibration") == 0) {
        o->calibration = v;
    } else if (strcmp(name, "--state-dir") == 0) {
        o->state_dir = v;
    } else if (strcmp(name, "--keys") == 0) {
        o->keys = v;
    } else {
        o->dump = v;
    }
    return 0;
}

static int parse_flag(wl_tui_options *o, const char *a)
{
    if (strcmp(a, "--projector") == 0)
        o->projector = true;
    else if (strcmp(a, "--no-color") == 0 || strcmp(a, "--no-colour") == 0)
        o->no_color = true;
    else if (strcmp(a, "--ascii") == 0)
        o->ascii = true;
    else if (strcmp(a, "--cpu") == 0)
        o->force_model = true;
    else
        return wl_usage_error("tui", "unknown option '%s' (see warplab tui --help)", a);
    return 0;
}

int wl_cmd_tui(int argc, char **argv)
{
    wl_tui_options o = {0};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return WL_EXIT_OK;
        }
        if (!takes_value(a)) {
            if (parse_flag(&o, a) != 0)
                return WL_EXIT_USAGE;
            continue;
        }
        char name[16];
        snprintf(name, sizeof name, "%.*s", (int)strcspn(a, "="), a);
        const char *v = value_of(argc, argv, &i, name);
        if (!v)
            return wl_usage_error("tui", "%s needs a value", name);
        if (parse_value(&o, name, v) != 0)
            return WL_EXIT_USAGE;
    }
    if ((o.keys || o.dump) && !o.headless)
        return wl_usage_error("tui", "--keys and --dump need --headless COLSxROWS");
    return wl_tui_run(&o);
}
