#include "wl_file.h"

#include <errno.h>
#include <stdbool.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char bom[] = "\xEF\xBB\xBF";

static const char *file_type(mode_t mode)
{
    if (S_ISDIR(mode))
        return "it is a directory";
    if (S_ISFIFO(mode))
        return "not a regular file (a FIFO)";
    if (S_ISSOCK(mode))
        return "not a regular file (a socket)";
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return "not a regular file (a device)";
    return "not a regular file";
}

int wl_regular_file(const char *path, wl_error *err)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return wl_fail(err, "%s", strerror(errno));
    return S_ISREG(st.st_mode) ? 0 : wl_fail(err, "%s", file_type(st.st_mode));
}

int wl_dir_or_absent(const char *path, wl_error *err)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        /* a link to nothing is no absent folder: making it would fail only
         * when the first save comes, after the work it was to keep */
        if (errno == ENOENT && lstat(path, &st) == 0 && S_ISLNK(st.st_mode))
            return wl_fail(err, "%s is not a directory (a link to nothing)", path);
        if (errno == ENOENT)
            return 0;
        if (errno == ENOTDIR)
            return wl_fail(err, "%s cannot be a directory: a part of its path is not a directory",
                           path);
        return wl_fail(err, "%s: %s", path, strerror(errno));
    }
    if (S_ISDIR(st.st_mode))
        return 0;
    const char *what = S_ISREG(st.st_mode)                          ? "a file"
                       : S_ISFIFO(st.st_mode)                       ? "a FIFO"
                       : S_ISSOCK(st.st_mode)                       ? "a socket"
                       : S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) ? "a device"
                                                                    : "not a folder";
    return wl_fail(err, "%s is not a directory (%s)", path, what);
}

static int too_large(const char *path, const char *kind, size_t limit, long long size,
                     wl_error *err)
{
    if (size < 0)
        return wl_fail(err, "%s: the %s file is larger than %zu bytes, the most a %s file may have",
                       path, kind, limit, kind);
    return wl_fail(err, "%s: the %s file is %lld bytes; a %s file may have at most %zu", path, kind,
                   size, kind, limit);
}

/* Reads at most cap bytes; fewer only at end of file. */
static int read_all(int fd, char *buf, size_t cap, size_t *got)
{
    size_t n = 0;
    while (n < cap) {
        ssize_t r = read(fd, buf + n, cap - n);
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0)
            return -1;
        if (r == 0)
            break;
        n += (size_t)r;
    }
    *got = n;
    return 0;
}

static int read_open(int fd, const char *path, size_t limit, const char *kind, wl_contents *out,
                     wl_error *err)
{
    struct stat st;
    if (fstat(fd, &st) != 0)
        return wl_fail(err, "%s: cannot read: %s", path, strerror(errno));
    if (!S_ISREG(st.st_mode))
        return wl_fail(err, "%s: cannot read: %s", path, file_type(st.st_mode));
    if ((unsigned long long)st.st_size > limit)
        return too_large(path, kind, limit, (long long)st.st_size, err);
    /* One byte past the limit tells a file that grew since fstat. */
    char *buf = malloc(limit + 2);
    if (!buf)
        return wl_fail(err, "%s: out of memory", path);
    size_t n = 0;
    if (read_all(fd, buf, limit + 1, &n) != 0) {
        int e = errno;
        free(buf);
        return wl_fail(err, "%s: cannot read: %s", path, strerror(e));
    }
    if (n > limit) {
        free(buf);
        return too_large(path, kind, limit, -1, err);
    }
    size_t skip = (n >= 3 && memcmp(buf, bom, 3) == 0) ? 3 : 0;
    memmove(buf, buf + skip, n - skip);
    out->size = n - skip;
    buf[out->size] = '\0';
    out->data = buf;
    return 0;
}

/* Whether path is itself a symbolic link; its target (or "?") in target. */
static bool is_link(const char *path, char *target, size_t size)
{
    struct stat st;
    if (lstat(path, &st) != 0 || !S_ISLNK(st.st_mode))
        return false;
    ssize_t n = readlink(path, target, size - 1);
    if (n > 0)
        target[n] = '\0';
    else
        snprintf(target, size, "?");
    return true;
}

static int read_file(const char *path, size_t limit, const char *kind, wl_contents *out,
                     wl_error *err, int missing_ok)
{
    out->data = NULL;
    out->size = 0;
    /* O_NONBLOCK: opening a FIFO must not wait for a writer. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    char target[1024];
    /* A link to nothing is not a missing file: someone put it there, and
     * reading it as "nothing saved" would hide that what it named is gone;
     * "No such file" would hide that the name is there. */
    if (fd < 0 && errno == ENOENT && is_link(path, target, sizeof target))
        return wl_fail(err,
                       "cannot read %s: it is a symbolic link (to %s), which points at nothing",
                       path, target);
    if (fd < 0 && missing_ok && errno == ENOENT)
        return 1;
    if (fd < 0)
        return wl_fail(err, "%s: cannot open: %s", path, strerror(errno));
    int rc = read_open(fd, path, limit, kind, out, err);
    close(fd);
    return rc;
}

int wl_read_file(const char *path, size_t limit, const char *kind, wl_contents *out, wl_error *err)
{
    return read_file(path, limit, kind, out, err, 0);
}

int wl_read_file_optional(const char *path, size_t limit, const char *kind, wl_contents *out,
                          wl_error *err)
{
    return read_file(path, limit, kind, out, err, 1);
}

int wl_contents_no_nul(const wl_contents *t, const char *path, wl_error *err)
{
    const char *nul = memchr(t->data, '\0', t->size);
    if (!nul)
        return 0;
    int line = 1;
    for (const char *c = t->data; c < nul; c++)
        line += *c == '\n';
    return wl_fail_at(err, path, line, "a NUL byte: this is a text file");
}

void wl_contents_free(wl_contents *t)
{
    if (!t)
        return;
    free(t->data);
    t->data = NULL;
    t->size = 0;
}

int wl_stream_open(wl_stream *s, const char *path, size_t limit, const char *kind, wl_error *err)
{
    s->f = NULL;
    if (wl_read_file(path, limit, kind, &s->text, err) != 0)
        return -1;
    s->f = fmemopen(s->text.data, s->text.size, "r"); /* size 0: an empty stream (glibc) */
    if (!s->f) {
        wl_contents_free(&s->text);
        return wl_fail(err, "%s: out of memory", path);
    }
    return 0;
}

void wl_stream_close(wl_stream *s)
{
    if (s->f)
        fclose(s->f);
    s->f = NULL;
    wl_contents_free(&s->text);
}

int wl_sync_dir(const char *dir)
{
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd < 0)
        return -1;
    int rc = fsync(fd);
    close(fd);
    return rc;
}

/* Writes and syncs the temporary file; closes fd either way. */
static int write_synced(int fd, unsigned mode, int (*write)(FILE *f, const void *ctx),
                        const void *ctx)
{
    FILE *f = fchmod(fd, (mode_t)mode) == 0 ? fdopen(fd, "w") : NULL;
    if (!f) {
        close(fd);
        return -1;
    }
    int rc = write(f, ctx);
    if (fflush(f) != 0 || fsync(fileno(f)) != 0)
        rc = -1;
    if (fclose(f) != 0)
        rc = -1;
    return rc;
}

int wl_refuse_link(const char *path, const char *verb, wl_error *err)
{
    char target[1024];
    if (!is_link(path, target, sizeof target))
        return 0;
    return wl_fail(err,
                   "cannot %s %s: it is a symbolic link (to %s); warplab replaces or removes the "
                   "file whole, which would replace or remove the link, so it changes nothing "
                   "through one",
                   verb, path, target);
}

int wl_save_atomic(const char *path, unsigned mode, int (*write)(FILE *f, const void *ctx),
                   const void *ctx, wl_error *err)
{
    if (wl_refuse_link(path, "write", err) != 0)
        return -1;
    const char *slash = strrchr(path, '/'), *base = slash ? slash + 1 : path;
    int dirlen = (int)(base - path); /* with its slash */
    char tmp[4096], dir[4096];
    if (snprintf(tmp, sizeof tmp, "%.*s.%s.XXXXXX", dirlen, path, base) >= (int)sizeof tmp)
        return wl_fail(err, "%s: path too long", path);
    snprintf(dir, sizeof dir, "%.*s", dirlen ? dirlen : 1, dirlen ? path : ".");
    int fd = mkstemp(tmp); /* mode 0600 until write_synced sets it */
    if (fd < 0)
        return wl_fail(err, "cannot write in %s: %s", dir, strerror(errno));
    if (write_synced(fd, mode, write, ctx) != 0 || rename(tmp, path) != 0) {
        int e = errno;
        unlink(tmp);
        return wl_fail(err, "cannot write %s: %s", path, strerror(e));
    }
    if (wl_sync_dir(dir) != 0)
        return wl_fail(err, "cannot sync %s: %s", dir, strerror(errno));
    return 0;
}

int wl_make_dirs(const char *dir, unsigned mode, wl_error *err)
{
    char path[4096];
    if (snprintf(path, sizeof path, "%s", dir) >= (int)sizeof path)
        return wl_fail(err, "%s: path too long", dir);
    for (char *s = path + 1;; s++) {
        if (*s != '/' && *s != '\0')
            continue;
        char c = *s;
        *s = '\0';
        if (mkdir(path, (mode_t)mode) != 0 && errno != EEXIST)
            return wl_fail(err, "cannot create %s: %s", path, strerror(errno));
        *s = c;
        if (c == '\0')
            return 0;
    }
}
