#include "wl_test_files.h"

#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char dir[64];

static void die(const char *what, const char *name)
{
    fprintf(stderr, "test setup failed: %s %s\n", what, name);
    exit(1);
}

void test_dir_make(const char *name)
{
    int n = snprintf(dir, sizeof dir, "/tmp/wl-%s.XXXXXX", name);
    if (n < 0 || (size_t)n >= sizeof dir || !mkdtemp(dir))
        die("cannot make a scratch folder for", name);
}

static int remove_one(const char *path, const struct stat *st, int kind, struct FTW *at)
{
    (void)st;
    (void)kind;
    (void)at;
    return remove(path);
}

int test_tree_remove(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0)
        return errno == ENOENT ? 0 : -1;
    return nftw(path, remove_one, 16, FTW_DEPTH | FTW_PHYS) == 0 ? 0 : -1;
}

int test_dir_remove(void)
{
    return test_tree_remove(dir);
}

const char *test_path(const char *name)
{
    static char path[256];
    int n = snprintf(path, sizeof path, "%s/%s", dir, name);
    if (n < 0 || (size_t)n >= sizeof path)
        die("path too long:", name);
    return path;
}

const char *test_write(const char *name, const char *text)
{
    const char *path = test_path(name);
    FILE *f = fopen(path, "w");
    if (!f || fputs(text, f) == EOF)
        die("cannot write", path);
    if (fclose(f) != 0)
        die("cannot write", path);
    return path;
}

const char *test_replace(const char *text, const char *from, const char *to)
{
    static char buf[4096];
    const char *p = strstr(text, from);
    if (!p)
        die("text to replace not found:", from);
    int n = snprintf(buf, sizeof buf, "%.*s%s%s", (int)(p - text), text, to, p + strlen(from));
    if (n < 0 || (size_t)n >= sizeof buf)
        die("replaced text too long:", from);
    return buf;
}
