/* cuobjdump -sass text on stdin -> one line per function on stdout,
 * "NAME: OPS", by the rule the lab reads SASS with (wl_sass_summarize).
 * tools/sass-table.sh demangles the names and writes kernels/sass/sm_90.txt. */
#include <stdio.h>

#include "wl_sass.h"

static void print_line(const char *name, const char *ops, void *ctx)
{
    (void)ctx;
    printf("%s: %s\n", name, ops);
}

int main(void)
{
    wl_error err;
    if (wl_sass_summarize(stdin, print_line, NULL, &err) != 0) {
        fprintf(stderr, "wl_sass_table: %s\n", err.msg);
        return 1;
    }
    return 0;
}
