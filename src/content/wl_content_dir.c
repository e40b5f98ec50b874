#include "wl_content_dir.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

static int is_content(const char *name, const char *suffix)
{
    size_t n = strlen(name), s = strlen(suffix);
    return n > s && name[0] != '.' && strcmp(name + n - s, suffix) == 0 &&
           strcmp(name, "README.md") != 0;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int add_name(wl_name_list *l, const char *name)
{
    char **grown = realloc(l->names, (l->count + 1) * sizeof *grown);
    if (!grown)
        return -1;
    l->names = grown;
    if (!(grown[l->count] = strdup(name)))
        return -1;
    l->count++;
    return 0;
}

int wl_content_list(const char *dir, const char *suffix, size_t max, const char *kind,
                    wl_name_list *out, wl_error *err)
{
    memset(out, 0, sizeof *out);
    DIR *d = opendir(dir);
    if (!d)
        return wl_fail(err, "%s: cannot open the %s directory: %s", dir, kind, strerror(errno));
    size_t seen = 0;
    int rc = 0;
    struct dirent *e;
    while (rc == 0 && (e = readdir(d)) != NULL) {
        if (!is_content(e->d_name, suffix))
            continue;
        /* Counted past the limit, so the message can say how many there are. */
        if (++seen <= max && add_name(out, e->d_name) != 0)
            rc = wl_fail(err, "%s: out of memory", dir);
    }
    closedir(d);
    if (rc == 0 && seen > max)
        rc = wl_fail(err, "%s: %zu %s files; warplab reads at most %zu", dir, seen, kind, max);
    if (rc != 0) {
        wl_name_list_free(out);
        return rc;
    }
    if (out->count > 1)
        qsort(out->names, out->count, sizeof *out->names, compare_names);
    return 0;
}

void wl_name_list_free(wl_name_list *l)
{
    for (size_t i = 0; i < l->count; i++)
        free(l->names[i]);
    free(l->names);
    memset(l, 0, sizeof *l);
}
