/* The command line as a small library: every command declares its own
 * options and which shared ones it takes (--data-dir, --state-dir, --device,
 * --cpu, --no-color, --calibration); wl_cli_parse reads them all with getopt_long, answers
 * --help, and words every complaint alike:
 *   warplab CMD: unknown option '--x' (see warplab CMD --help)
 *   warplab CMD: --x needs a value
 *   warplab CMD: --x 'VALUE': WHAT IT MUST BE
 * and exits 2 for any of them. */
#ifndef WL_CLI_H
#define WL_CLI_H

#include <getopt.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>

#include "wl_exit.h"
#include "wl_number.h"

/* The shared options a command takes (or'ed into wl_cli.shared). */
enum {
    WL_OPT_DATA_DIR = 1 << 0,    /* --data-dir DIR: must hold a lessons/ folder */
    WL_OPT_STATE_DIR = 1 << 1,   /* --state-dir DIR: not empty */
    WL_OPT_DEVICE = 1 << 2,      /* --device N: 0..WL_DEVICE_MAX */
    WL_OPT_CPU = 1 << 3,         /* --cpu: the model, never the GPU */
    WL_OPT_COLOR = 1 << 4,       /* --no-color, --no-colour */
    WL_OPT_CALIBRATION = 1 << 5, /* --calibration FILE, --gpu NAME: the model's constants */
};
#define WL_DEVICE_MAX 1023

typedef struct wl_shared_options {
    const char *data_dir;    /* resolved; NULL when not given; valid to the end */
    const char *state_dir;   /* NULL when not given */
    const char *calibration; /* NULL when not given; --gpu NAME sets it to the profile */
    const char *gpu;         /* --gpu NAME, NULL when not given */
    int device;
    bool device_given; /* --device: refused beside --cpu, which uses no GPU */
    bool cpu, no_color;
} wl_shared_options;

/* One of a command's own options whose value names a file or directory. */
typedef struct wl_cli_path_option {
    const char *option; /* its long name, "dump" */
    const char *names;  /* what the value names, for the message: "a file" */
} wl_cli_path_option;

typedef struct wl_cli wl_cli;
struct wl_cli {
    const char *cmd;              /* "sweep": the name in every message */
    void (*usage)(FILE *out);     /* --help */
    unsigned shared;              /* WL_OPT_* this command takes */
    const struct option *options; /* its own, ending with {0}; may be NULL */
    /* One of its own options (c is the option's val); returns 0, or the exit
     * status after reporting (wl_cli_bad_value). */
    int (*on_option)(wl_cli *cli, int c, const char *arg);
    void *ctx;       /* the command's settings, for on_option */
    bool positional; /* takes arguments after the options */
    /* The values that name a file or directory: its own options (ending
     * with {0}; may be NULL) and, when positional_path is set (what they
     * name), the positional arguments. The shared --data-dir, --state-dir
     * and --calibration are paths in every command. An empty one is refused
     * by wl_cli_parse, alike everywhere, before any other check: it names
     * nothing, and left to the run it would read as a missing file (1). */
    const wl_cli_path_option *paths;
    const char *positional_path;

    /* Filled by wl_cli_parse. */
    wl_shared_options opt;
    int first_arg; /* argv index of the first positional argument */
};

/* Returned by wl_cli_parse when the command should go on. */
#define WL_CLI_RUN (-1)

/* Parses argv (argv[0] is the command's name). Returns WL_CLI_RUN, or the
 * status to exit with: WL_EXIT_OK after --help, WL_EXIT_USAGE after a
 * message. */
int wl_cli_parse(wl_cli *cli, int argc, char **argv);

/* "warplab CMD: OPTION 'VALUE': <what>" on stderr; returns WL_EXIT_USAGE. */
int wl_cli_bad_value(const wl_cli *cli, const char *option, const char *value, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Prints "warplab <cmd>: <message>" (made printable) on stderr and returns
 * WL_EXIT_USAGE. */
int wl_usage_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* getopt_long's complaints, worded alike in every command: "--x needs a
 * value" (c == ':', the option string starting with ':') or "unknown option
 * '--x'" (c == '?'). Returns WL_EXIT_USAGE. */
int wl_option_error(const char *cmd, int c, char **argv);

/* A value that names a file or directory (option "--dump", or NULL for a
 * positional argument; names: "a file"): not empty. wl_cli_parse asks it
 * of every path it reads (wl_cli.paths); a command that reads a path
 * itself asks it too. Returns 0, or WL_EXIT_USAGE after saying so. */
int wl_cli_path(const wl_cli *cli, const char *option, const char *arg, const char *names);

/* A file named by an option (--calibration, --quiz, --demo): readable and
 * a regular file (not a directory, device or FIFO; wl_cli_parse has
 * refused an empty name). Returns 0, or WL_EXIT_USAGE after saying why not. */
int wl_cli_file(const wl_cli *cli, const char *option, const char *arg);
/* A file an option writes (--dump): not a directory, and in a directory
 * that exists. Returns 0, or WL_EXIT_USAGE after saying why not. */
int wl_cli_output_file(const wl_cli *cli, const char *option, const char *arg);

/* A list option's value ("4,8", "offset,stride"): no piece empty or given
 * twice, since a set would drop the second without a word. Returns 0, or
 * WL_EXIT_USAGE after saying which piece. */
int wl_cli_list(const wl_cli *cli, const char *option, const char *arg);

/* --size: a byte count in WL_MIN_SIZE_BYTES..WL_MAX_SIZE_BYTES with an
 * optional unit. Returns 0, or WL_EXIT_USAGE after saying which of those
 * the value broke. */
int wl_cli_size(const char *cmd, const char *arg, size_t *out);

struct wl_selection;

/* The rows an unroll above 1 leaves out of a selection (a family whose work
 * per thread is fixed runs only at unroll 1; sel NULL: none), for sweep and
 * verify alike: with no row left (n == 0) "nothing to VERB: ..." and
 * WL_EXIT_USAGE, before any environment is looked at; with some left out,
 * their names on stderr, not dropped without a word, and 0. */
int wl_cli_unroll_rows(const char *cmd, const char *verb, const struct wl_selection *sel, int n);

/* After the command: a failed or short write to stdout (a full disk, a closed
 * pipe) turns success into WL_EXIT_FAIL with a message. Returns the status to
 * exit with. */
int wl_cli_finish(int status);

#endif
