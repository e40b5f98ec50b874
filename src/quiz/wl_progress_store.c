/* Where progress lives on disk, and how it gets there without ever leaving
 * a half-written file: write a temporary file beside it, fsync it, rename it
 * over the old one, fsync the directory. A reader sees the old file or the
 * new one, even when the writer is killed half way. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "wl_datadir.h"
#include "wl_progress_internal.h"

int wl_progress_state_dir(const char *dir, char *out, size_t outsz, wl_error *err)
{
    const char *xdg = getenv("XDG_STATE_HOME");
    const char *home = getenv("HOME");
    int n;
    if (dir && *dir)
        n = snprintf(out, outsz, "%s", dir);
    else if (xdg && xdg[0] == '/') /* the spec says relative values are ignored */
        n = snprintf(out, outsz, "%s/warplab", xdg);
    else if (home && *home)
        n = snprintf(out, outsz, "%s/.local/state/warplab", home);
    else
        return wl_fail(err, "no HOME or XDG_STATE_HOME to keep progress in; give --state-dir");
    if (n < 0 || (size_t)n >= outsz)
        return wl_fail(err, "state directory path is too long");
    return 0;
}

static int set_paths(const char *state_dir, wl_progress *p, wl_error *err)
{
    if (wl_progress_state_dir(state_dir, p->dir, sizeof p->dir, err) != 0)
        return -1;
    if (wl_path_join(p->path, sizeof p->path, p->dir, WL_PROGRESS_FILE) != 0)
        return wl_fail(err, "state directory path is too long");
    return 0;
}

/* progress.ini.corrupt-20250101-120000, with -2, -3... when that is taken. */
static int move_aside(const wl_progress *p, char *dest, size_t destsz, wl_error *err)
{
    char stamp[32];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    for (int i = 1; i < 100; i++) {
        int n = i == 1 ? snprintf(dest, destsz, "%s.corrupt-%s", p->path, stamp)
                       : snprintf(dest, destsz, "%s.corrupt-%s-%d", p->path, stamp, i);
        if (n < 0 || (size_t)n >= destsz)
            return wl_fail(err, "%s: path too long to move aside", p->path);
        if (access(dest, F_OK) != 0 && rename(p->path, dest) == 0)
            return 0;
    }
    return wl_fail(err, "%s is unreadable and could not be moved aside: %s", p->path,
                   strerror(errno));
}

int wl_progress_load(const char *state_dir, wl_progress *out, wl_error *err)
{
    memset(out, 0, sizeof *out);
    if (set_paths(state_dir, out, err) != 0)
        return -1;
    FILE *f = fopen(out->path, "r");
    if (!f && errno == ENOENT)
        return 0;
    if (!f)
        return wl_fail(err, "%s: cannot read: %s", out->path, strerror(errno));
    wl_error why;
    int rc = wl_progress_parse(f, out->path, out, &why);
    bool read_failed = ferror(f);
    fclose(f);
    if (read_failed)
        return wl_fail(err, "%s: read error", out->path);
    if (rc == 0)
        return 0;
    /* Not ours or damaged: keep it for the student, start afresh. */
    out->current[0] = '\0';
    out->nvisited = out->nscores = out->nanswers = 0;
    char dest[1200];
    if (move_aside(out, dest, sizeof dest, err) != 0)
        return -1;
    snprintf(out->warning, sizeof out->warning,
             "saved progress could not be read (%s); it was kept as %s and progress starts "
             "afresh",
             why.msg, dest);
    return 0;
}

/* mkdir -p with mode 0700: progress is the student's own business. */
static int make_dirs(const char *dir, wl_error *err)
{
    char path[1024];
    snprintf(path, sizeof path, "%s", dir);
    for (char *s = path + 1;; s++) {
        if (*s != '/' && *s != '\0')
            continue;
        char c = *s;
        *s = '\0';
        if (mkdir(path, 0700) != 0 && errno != EEXIST)
            return wl_fail(err, "cannot create %s: %s", path, strerror(errno));
        *s = c;
        if (c == '\0')
            return 0;
    }
}

static int sync_dir(const char *dir)
{
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd < 0)
        return -1;
    int rc = fsync(fd);
    close(fd);
    return rc;
}

/* Temporary files of saves that were killed half way: harmless, but they
 * would pile up. One older than a minute belongs to no running save. */
static void remove_stale_temps(const char *dir)
{
    char prefix[64], path[1400];
    snprintf(prefix, sizeof prefix, ".%s.", WL_PROGRESS_FILE);
    DIR *d = opendir(dir);
    struct dirent *e;
    struct stat st;
    time_t now = time(NULL);
    while (d && (e = readdir(d)) != NULL) {
        if (strncmp(e->d_name, prefix, strlen(prefix)) != 0 ||
            wl_path_join(path, sizeof path, dir, e->d_name) != 0)
            continue;
        if (lstat(path, &st) == 0 && S_ISREG(st.st_mode) && now - st.st_mtime > 60)
            unlink(path);
    }
    if (d)
        closedir(d);
}

static int write_temp(const wl_progress *p, int fd)
{
    FILE *f = fdopen(fd, "w");
    if (!f) {
        close(fd);
        return -1;
    }
    int rc = wl_progress_write(f, p);
    if (fflush(f) != 0 || fsync(fileno(f)) != 0)
        rc = -1;
    if (fclose(f) != 0)
        rc = -1;
    return rc;
}

int wl_progress_save(const wl_progress *p, wl_error *err)
{
    if (make_dirs(p->dir, err) != 0)
        return -1;
    char tmp[1200];
    snprintf(tmp, sizeof tmp, "%s/.%s.XXXXXX", p->dir, WL_PROGRESS_FILE);
    int fd = mkstemp(tmp); /* mode 0600 */
    if (fd < 0)
        return wl_fail(err, "cannot write in %s: %s", p->dir, strerror(errno));
    if (fchmod(fd, 0600) != 0 || write_temp(p, fd) != 0) {
        int e = errno;
        unlink(tmp);
        return wl_fail(err, "cannot write %s: %s", tmp, strerror(e));
    }
    if (rename(tmp, p->path) != 0) {
        int e = errno;
        unlink(tmp);
        return wl_fail(err, "cannot replace %s: %s", p->path, strerror(e));
    }
    if (sync_dir(p->dir) != 0)
        return wl_fail(err, "cannot sync %s: %s", p->dir, strerror(errno));
    remove_stale_temps(p->dir);
    return 0;
}

int wl_progress_reset(const char *state_dir, bool *removed, wl_error *err)
{
    wl_progress *p = calloc(1, sizeof *p);
    if (!p)
        return wl_fail(err, "out of memory");
    int rc = set_paths(state_dir, p, err);
    *removed = false;
    if (rc == 0 && unlink(p->path) == 0) {
        *removed = true;
        sync_dir(p->dir);
    } else if (rc == 0 && errno != ENOENT) {
        rc = wl_fail(err, "cannot remove %s: %s", p->path, strerror(errno));
    }
    free(p);
    return rc;
}
