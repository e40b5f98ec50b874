#include <errno.h>
#include <stdlib.h>

#include <getopt.h>

#include "wl_commands.h"

int wl_option_error(const char *cmd, int c, char **argv)
{
    const char *opt = argv[optind - 1];
    if (c == ':')
        return wl_usage_error(cmd, "%s needs a value", opt);
    return wl_usage_error(cmd, "unknown option '%s' (see warplab %s --help)", opt, cmd);
}

int wl_parse_int(const char *s, long min, long max, long *out)
{
    if (!s || !*s)
        return -1;
    char *end = NULL;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno != 0 || *end != '\0' || v < min || v > max)
        return -1;
    *out = v;
    return 0;
}
