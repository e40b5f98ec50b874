/* Placeholder until this command is written; it says so and fails. */
#include <stdio.h>

#include "wl_commands.h"

int wl_cmd_check_content(int argc, char **argv)
{
    (void)argc;
    fprintf(stderr, "warplab %s: not available in this build yet\n", argv[0]);
    return WL_EXIT_FAIL;
}
