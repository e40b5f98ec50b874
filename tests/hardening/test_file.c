/* The bounded reader every loader uses: regular files only, the size checked
 * on the opened descriptor before reading, a byte-order mark dropped. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "wl_check.h"
#include "wl_file.h"

static char dir[200];

static void put(const char *path, const char *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        CHECK(fwrite(data, 1, n, f) == n);
        fclose(f);
    }
}

static void path_of(char *out, size_t outsz, const char *name)
{
    snprintf(out, outsz, "%s/%s", dir, name);
}

static void test_plain_and_bom(void)
{
    char p[256];
    wl_contents t;
    wl_error err;
    path_of(p, sizeof p, "plain.txt");
    put(p, "a\nb\n", 4);
    CHECK(wl_read_file(p, 16, "lesson", &t, &err) == 0);
    CHECK_EQ_INT(t.size, 4);
    CHECK_STR(t.data, "a\nb\n");
    wl_contents_free(&t);

    /* A UTF-8 byte-order mark is dropped, the text after it kept whole. */
    path_of(p, sizeof p, "bom.md");
    put(p, "\xEF\xBB\xBF# T\n", 7);
    CHECK(wl_read_file(p, 16, "lesson", &t, &err) == 0);
    CHECK_STR(t.data, "# T\n");
    CHECK_EQ_INT(t.size, 4);
    wl_contents_free(&t);

    path_of(p, sizeof p, "empty");
    put(p, "", 0);
    CHECK(wl_read_file(p, 16, "quiz", &t, &err) == 0);
    CHECK(t.size == 0 && t.data && t.data[0] == '\0');
    wl_contents_free(&t);
}

static void test_limits(void)
{
    char p[256];
    wl_contents t;
    wl_error err;
    path_of(p, sizeof p, "exact");
    put(p, "0123456789", 10);
    CHECK(wl_read_file(p, 10, "quiz", &t, &err) == 0);
    wl_contents_free(&t);
    CHECK(wl_read_file(p, 9, "quiz", &t, &err) == -1);
    CHECK_CONTAINS(err.msg, "the quiz file is 10 bytes; a quiz file may have at most 9");
    CHECK(t.data == NULL);

    /* 3 GB, sparse: refused from its size alone, without reading it. */
    path_of(p, sizeof p, "huge");
    FILE *f = fopen(p, "w");
    CHECK(f && ftruncate(fileno(f), 3000000000LL) == 0);
    if (f)
        fclose(f);
    clock_t start = clock();
    CHECK(wl_read_file(p, WL_LIMIT_PROGRESS, "progress", &t, &err) == -1);
    CHECK(clock() - start < CLOCKS_PER_SEC);
    CHECK_CONTAINS(err.msg, "the progress file is 3000000000 bytes");
}

static void test_not_regular(void)
{
    char p[256];
    wl_contents t;
    wl_error err;
    /* A FIFO with no writer: refused at once instead of waiting forever. */
    path_of(p, sizeof p, "fifo");
    CHECK(mkfifo(p, 0600) == 0);
    alarm(10);
    CHECK(wl_read_file(p, 100, "progress", &t, &err) == -1);
    alarm(0);
    CHECK_CONTAINS(err.msg, "cannot read: not a regular file (a FIFO)");
    CHECK(wl_read_file(dir, 100, "lesson", &t, &err) == -1);
    CHECK_CONTAINS(err.msg, "cannot read: it is a directory");
    CHECK(wl_read_file("/dev/zero", 100, "quiz", &t, &err) == -1);
    CHECK_CONTAINS(err.msg, "/dev/zero: cannot read: not a regular file (a device)");

    path_of(p, sizeof p, "missing");
    CHECK(wl_read_file(p, 100, "quiz", &t, &err) == -1);
    CHECK_CONTAINS(err.msg, "missing: cannot open: No such file or directory");
    CHECK(wl_read_file_optional(p, 100, "progress", &t, &err) == 1);
    CHECK(t.data == NULL);
    /* a link to nothing is there: no missing file, for either reader */
    char link[512];
    path_of(link, sizeof link, "dangling");
    CHECK(symlink(p, link) == 0);
    CHECK(wl_read_file_optional(link, 100, "progress", &t, &err) == -1);
    CHECK_CONTAINS(err.msg, "dangling: it is a symbolic link (to ");
    CHECK_CONTAINS(err.msg, "missing), which points at nothing");
    CHECK(wl_read_file(link, 100, "quiz", &t, &err) == -1);
    CHECK_CONTAINS(err.msg, "missing), which points at nothing");
}

/* Usage: test_hard_file WORK_DIR (a scratch directory, created afresh). */
int main(int argc, char **argv)
{
    if (argc != 2)
        return 2;
    if (snprintf(dir, sizeof dir, "%s/wl-file-XXXXXX", argv[1]) >= (int)sizeof dir)
        return 2;
    mkdir(argv[1], 0700);
    if (!mkdtemp(dir))
        return 1;
    test_plain_and_bom();
    test_limits();
    test_not_regular();
    char cmd[260];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        return 1;
    return CHECK_DONE();
}
