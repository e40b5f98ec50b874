/* Fuzz target: a reference data file (reference/README.md). Every input
 * either loads whole or fails with "path:line: message"; a loaded file is
 * then used the way sweep and the lab use it: every point can be looked up
 * and the label fits its buffer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "wl_reference.h"

static void require(int cond, const char *what)
{
    if (!cond) {
        fprintf(stderr, "fuzz_reference: invariant broken: %s\n", what);
        abort();
    }
}

static void use_reference(const wl_reference *ref)
{
    require(ref->npoints >= 0, "point count");
    for (int i = 0; i < ref->npoints; i++) {
        const wl_ref_point *p = &ref->points[i];
        const wl_ref_point *found = wl_reference_find(ref, p->kernel, p->type, p->param, p->unroll);
        require(found != NULL, "every point can be found again");
        require(found->kernel == p->kernel && found->param == p->param, "find returns a match");
    }
    char label[160];
    wl_reference_label(ref, NULL, label, sizeof label);
    require(strlen(label) < sizeof label, "label is terminated");
    for (int i = 0; i < ref->npoints; i++) {
        wl_reference_label(ref, &ref->points[i], label, sizeof label);
        require(strlen(ref->points[i].date) == 10, "every point has a day");
    }
    require(memchr(ref->device, '\0', sizeof ref->device) != NULL, "device is terminated");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = wl_fuzz_file(data, size, ".txt");
    wl_reference ref;
    wl_error err;
    if (wl_reference_load(path, &ref, &err) != 0) {
        require(strncmp(err.msg, path, strlen(path)) == 0 && err.msg[strlen(path)] == ':',
                "error names the file and line");
        return 0;
    }
    use_reference(&ref);
    wl_reference_free(&ref);
    return 0;
}
