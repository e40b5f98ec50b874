/* Every subcommand: one function, one file. argv[0] is the subcommand's name.
 * Each returns the process exit status: 0 success, 1 failure, 2 usage error
 * (3 for "the tool this needs is missing", see verify). */
#ifndef WL_COMMANDS_H
#define WL_COMMANDS_H

#define WL_EXIT_OK 0
#define WL_EXIT_FAIL 1
#define WL_EXIT_USAGE 2
#define WL_EXIT_UNAVAILABLE 3

int wl_cmd_tui(int argc, char **argv); /* no subcommand: the lab */
int wl_cmd_model(int argc, char **argv);
int wl_cmd_sweep(int argc, char **argv);
int wl_cmd_verify(int argc, char **argv);
int wl_cmd_info(int argc, char **argv);
int wl_cmd_calibrate(int argc, char **argv);
int wl_cmd_quiz(int argc, char **argv);
int wl_cmd_reset(int argc, char **argv);
int wl_cmd_check_content(int argc, char **argv);
int wl_cmd_run_one(int argc, char **argv); /* helper that verify runs under ncu */

/* Prints "warplab <cmd>: <message>" on stderr and returns WL_EXIT_USAGE. */
int wl_usage_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* getopt_long's complaints, worded alike in every command: "--x needs a
 * value" (c == ':', the option string starting with ':') or "unknown option
 * '--x'" (c == '?'). Returns WL_EXIT_USAGE. */
int wl_option_error(const char *cmd, int c, char **argv);

/* Strict integer parsing for options: whole string, base 10, in [min, max]. */
int wl_parse_int(const char *s, long min, long max, long *out);

#endif
