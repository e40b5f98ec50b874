#include "wl_commands.h"
int wl_cmd_model(int argc, char **argv) { (void)argc; (void)argv; return 1; }
