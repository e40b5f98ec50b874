/* Where progress lives on disk, and how it gets there without ever leaving
 * a half-written file or losing what another session saved: under a lock,
 * read the file, merge it in and write it whole again (wl_save_atomic), so a
 * reader sees the old file or the new one, even when the writer is killed
 * half way. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "wl_datadir.h"
#include "wl_file.h"
#include "wl_progress.h"
#include "wl_progress_report.h"

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

/* dir: the state directory; path: the progress file in it. */
static int find_paths(const char *state_dir, char dir[WL_PROGRESS_DIR_MAX],
                      char path[WL_PROGRESS_PATH_MAX], wl_error *err)
{
    if (wl_progress_state_dir(state_dir, dir, WL_PROGRESS_DIR_MAX, err) != 0)
        return -1;
    if (wl_path_join(path, WL_PROGRESS_PATH_MAX, dir, WL_PROGRESS_FILE) != 0)
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

/* Temporary files (wl_save_atomic's ".progress.ini.XXXXXX") of saves that
 * were killed half way: harmless, but they would pile up. One older than a
 * minute belongs to no running save. */
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

/* Reads the file named by p->path into the tables of *p (empty when there is
 * no file, or a bad one was moved aside: then p->warning says so). -1 with
 * err when it cannot be read or moved aside. */
static int read_disk(wl_progress *p, wl_error *err)
{
    wl_contents text;
    int rc = wl_read_file_optional(p->path, WL_LIMIT_PROGRESS, "progress", &text, err);
    if (rc != 0)
        return rc;
    wl_error why;
    rc = wl_progress_read(p->path, text.data, text.size, p, &why);
    wl_contents_free(&text);
    if (rc == 0) {
        p->on_disk = true;
        return 0;
    }
    /* Not ours or damaged: keep it for the student, start afresh. */
    char dest[1200];
    if (move_aside(p, dest, sizeof dest, err) != 0)
        return -1;
    snprintf(p->warning, sizeof p->warning,
             "saved progress could not be read (%s); it was kept as %s and progress starts "
             "afresh",
             why.msg, dest);
    return 0;
}

/* The lock beside the progress file, held until its fd is closed. A lock another
 * session keeps for more than a few seconds (it is held only while a file
 * of a few kilobytes is read and written) is reported, never waited on
 * forever. */
static int lock(const wl_progress *p, wl_error *err)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", p->dir, WL_PROGRESS_LOCK);
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
        return wl_fail(err, "cannot open the lock %s: %s", path, strerror(errno));
    for (int tries = 0; flock(fd, LOCK_EX | LOCK_NB) != 0; tries++) {
        if ((errno != EWOULDBLOCK && errno != EINTR) || tries == 500) {
            int e = errno;
            close(fd);
            return wl_fail(err, "cannot lock %s: %s", path,
                           e == EWOULDBLOCK ? "another warplab holds it" : strerror(e));
        }
        nanosleep(&(struct timespec){0, 10 * 1000 * 1000}, NULL);
    }
    return fd;
}

int wl_progress_load(const char *state_dir, wl_progress *out, wl_error *err)
{
    memset(out, 0, sizeof *out);
    if (find_paths(state_dir, out->dir, out->path, err) != 0)
        return -1;
    /* Reading alone is safe without the lock (files are replaced whole), so a
     * state directory that is missing or read-only is no error here; the
     * lock only keeps a bad file from being moved aside under a save. */
    wl_error ignored;
    int fd = lock(out, &ignored);
    int rc = read_disk(out, err);
    if (fd >= 0)
        close(fd); /* unlocks */
    return rc < 0 ? -1 : 0;
}

static int write_progress(FILE *f, const void *p)
{
    return wl_progress_write(f, p);
}

int wl_progress_save(wl_progress *p, wl_error *err)
{
    if (wl_make_dirs(p->dir, 0700, err) != 0) /* the student's own business */
        return -1;
    int fd = lock(p, err);
    if (fd < 0)
        return -1;
    wl_progress *disk = calloc(1, sizeof *disk); /* large: off the stack */
    int rc = disk ? 0 : wl_fail(err, "out of memory");
    if (rc == 0) {
        memcpy(disk->dir, p->dir, sizeof disk->dir);
        memcpy(disk->path, p->path, sizeof disk->path);
        rc = read_disk(disk, err);
    }
    if (rc >= 0 && p->on_disk && !disk->on_disk) {
        /* The file this session read is gone: `warplab reset` (or R in
         * another lab) forgot it. Writing memory back would undo that. */
        p->reset_elsewhere = true;
        rc = wl_fail(err, "progress was reset by another warplab since it was read; "
                          "not written back");
    } else if (rc >= 0) {
        wl_progress_merge(p, disk);
        if (disk->warning[0])
            memcpy(p->warning, disk->warning, sizeof p->warning);
        rc = wl_save_atomic(p->path, 0600, write_progress, p, err);
    }
    free(disk);
    close(fd); /* unlocks */
    if (rc == 0) {
        p->on_disk = true;
        remove_stale_temps(p->dir);
    }
    return rc;
}

int wl_progress_read_any(const char *path, wl_progress *out, wl_error *err)
{
    wl_contents text;
    memset(out, 0, sizeof *out);
    if (wl_read_file(path, WL_LIMIT_PROGRESS, "progress", &text, err) != 0)
        return -1;
    size_t lead = strspn(text.data, " \t\r\n");
    int rc;
    if (text.data[lead] == '{') {
        wl_jv v;
        rc = wl_json_parse(path, text.data, text.size, &v, err);
        if (rc == 0) {
            rc = wl_progress_from_json(path, &v, out, err);
            wl_jv_free(&v);
        }
    } else {
        rc = wl_progress_read(path, text.data, text.size, out, err);
    }
    wl_contents_free(&text);
    return rc;
}

int wl_progress_reset(const char *state_dir, bool *removed, wl_error *err)
{
    char dir[WL_PROGRESS_DIR_MAX], path[WL_PROGRESS_PATH_MAX];
    *removed = false;
    if (find_paths(state_dir, dir, path, err) != 0)
        return -1;
    if (unlink(path) != 0)
        return errno == ENOENT ? 0 : wl_fail(err, "cannot remove %s: %s", path, strerror(errno));
    *removed = true;
    wl_sync_dir(dir);
    return 0;
}
