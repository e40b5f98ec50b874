/* Every subcommand: one function, one file. argv[0] is the subcommand's name.
 * Each returns the process exit status (wl_exit.h). */
#ifndef WL_COMMANDS_H
#define WL_COMMANDS_H

#include "wl_cli.h"

int wl_cmd_tui(int argc, char **argv); /* no subcommand: the lab */
/* The lab's options and the lab, for a command that opens it (quiz --present,
 * demo): cmd names it in every message; usage answers --help (NULL: the
 * lab's own). */
int wl_cmd_lab(const char *cmd, void (*usage)(FILE *out), int argc, char **argv);
int wl_cmd_model(int argc, char **argv);
int wl_cmd_sweep(int argc, char **argv);
int wl_cmd_verify(int argc, char **argv);
int wl_cmd_info(int argc, char **argv);
int wl_cmd_calibrate(int argc, char **argv);
int wl_cmd_quiz(int argc, char **argv);
int wl_cmd_reset(int argc, char **argv);
int wl_cmd_demo(int argc, char **argv);
int wl_cmd_progress(int argc, char **argv);
int wl_cmd_class(int argc, char **argv);
int wl_cmd_check_content(int argc, char **argv);
int wl_cmd_run_one(int argc, char **argv); /* helper that verify runs under ncu */

#endif
