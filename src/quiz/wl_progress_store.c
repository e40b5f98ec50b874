/* Where progress lives on disk, and how it gets there without ever leaving
 * a half-written file or losing what another session saved: under a lock,
 * read the file, merge it in and write it whole again (wl_save_atomic), so a
 * reader sees the old file or the new one, even when the writer is killed
 * half way. */
#include <ctype.h>
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

/* dir: the state directory; path: the progress file in it. */
static int find_paths(const char *state_dir, char dir[WL_PROGRESS_DIR_MAX],
                      char path[WL_PROGRESS_PATH_MAX], wl_error *err)
{
    if (wl_state_dir(state_dir, dir, WL_PROGRESS_DIR_MAX, err) != 0 ||
        wl_dir_or_absent(dir, err) != 0)
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

/* Removes the regular files of dir whose names start with prefix and that
 * were last written at least min_age seconds ago; returns how many. */
static int remove_named(const char *dir, const char *prefix, time_t min_age)
{
    char path[1400];
    DIR *d = opendir(dir);
    struct dirent *e;
    struct stat st;
    time_t now = time(NULL);
    int n = 0;
    while (d && (e = readdir(d)) != NULL) {
        if (strncmp(e->d_name, prefix, strlen(prefix)) != 0 ||
            wl_path_join(path, sizeof path, dir, e->d_name) != 0)
            continue;
        if (lstat(path, &st) == 0 && S_ISREG(st.st_mode) && now - st.st_mtime >= min_age &&
            unlink(path) == 0)
            n++;
    }
    if (d)
        closedir(d);
    return n;
}

/* Temporary files (wl_save_atomic's ".progress.ini.XXXXXX") of saves that
 * were killed half way: harmless, but they would pile up. One older than a
 * minute belongs to no running save. */
static void remove_stale_temps(const char *dir)
{
    char prefix[64];
    snprintf(prefix, sizeof prefix, ".%s.", WL_PROGRESS_FILE);
    remove_named(dir, prefix, 61);
}

/* The files a damaged progress file was moved aside to (move_aside): a
 * whole reset forgets them too, as they hold the former student's answers.
 * Returns how many were removed. */
static int remove_moved_aside(const char *dir)
{
    char prefix[64];
    snprintf(prefix, sizeof prefix, "%s.corrupt-", WL_PROGRESS_FILE);
    return remove_named(dir, prefix, 0);
}

/* Reads the file named by p->path into the tables of *p (empty when there is
 * no file, or a bad one was moved aside: then p->warning says so). -1 with
 * err when it cannot be read or moved aside. */
/* The file's progress into *p. A file that is not ours or is damaged is
 * moved aside (progress starts afresh, said in p->warning) when move_bad;
 * otherwise it is left in place and refused, as a narrow reset must: it
 * cannot keep "the rest" of a file it cannot read. */
static int read_disk_as(wl_progress *p, bool move_bad, wl_error *err)
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
    if (!move_bad) {
        *err = why;
        return -1;
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

static int read_disk(wl_progress *p, wl_error *err)
{
    return read_disk_as(p, true, err);
}

/* The lock beside the progress file, held until its fd is closed. A lock another
 * session keeps for more than a few seconds (it is held only while a file
 * of a few kilobytes is read and written) is reported, never waited on
 * forever. The lock file also holds the store's generation as text. */
static int lock(const char *dir, wl_error *err)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", dir, WL_PROGRESS_LOCK);
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0600);
    if (fd < 0)
        return wl_fail(err, "cannot open the lock %s: %s", path, strerror(errno));
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        return wl_fail(err, "cannot use the lock %s: not a regular file", path);
    }
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

/* The generation the lock file holds: 0 when it holds none (a lock file
 * of an older warplab is empty) or cannot be read. */
static unsigned long long lock_generation(const char *dir)
{
    char path[1200];
    wl_contents text;
    wl_error ignored;
    unsigned long long g = 0;
    snprintf(path, sizeof path, "%s/%s", dir, WL_PROGRESS_LOCK);
    if (wl_read_file(path, 64, "progress lock", &text, &ignored) != 0)
        return 0;
    text.data[strcspn(text.data, "\n")] = '\0';
    if (wl_progress_parse_generation(text.data, &g) != 0)
        g = 0;
    wl_contents_free(&text);
    return g;
}

/* Writes generation g into the locked lock file fd (in place: the lock is
 * on this inode, so it is never replaced). */
static int write_lock_generation(int fd, const char *dir, unsigned long long g, wl_error *err)
{
    char text[32];
    int n = snprintf(text, sizeof text, "%llu\n", g);
    if (ftruncate(fd, 0) != 0 || pwrite(fd, text, (size_t)n, 0) != n || fsync(fd) != 0)
        return wl_fail(err, "cannot write the lock in %s: %s", dir, strerror(errno));
    return 0;
}

/* The store's generation: the higher of the lock's and the file's. */
static unsigned long long store_generation(const wl_progress *disk)
{
    unsigned long long g = lock_generation(disk->dir);
    return disk->generation > g ? disk->generation : g;
}

int wl_progress_load(const char *state_dir, wl_progress *out, wl_error *err)
{
    return wl_progress_load_for(state_dir, NULL, NULL, out, err);
}

/* "N predictions, more than the M warplab keeps: K left out" for one kind
 * of record, after those before it; nothing when none was left out. */
static void past_cap(char *out, size_t outsz, int kept, int left, int max, const char *what)
{
    size_t at = strlen(out);
    if (left > 0)
        snprintf(out + at, outsz - at, "%s%d %s, more than the %d warplab keeps: %d left out",
                 at ? "; " : "the progress file lists ", kept + left, what, max, left);
}

bool wl_progress_cap_note(const wl_progress *p, char *out, size_t outsz)
{
    char said[400] = "";
    past_cap(said, sizeof said, p->nvisited, p->visits_past_cap, WL_PROGRESS_MAX_SECTIONS,
             "visited sections");
    past_cap(said, sizeof said, p->nguesses, p->guesses_past_cap, WL_PROGRESS_MAX_GUESSES,
             "predictions");
    past_cap(said, sizeof said, p->nanswers, p->answers_past_cap, WL_PROGRESS_MAX_ANSWERS,
             "answers");
    past_cap(said, sizeof said, p->nscores, p->scores_past_cap, WL_PROGRESS_MAX_QUIZZES,
             "quiz scores");
    snprintf(out, outsz, "%s (%s)", said,
             p->course || p->quizzes ? "those of sections and quizzes this course does not "
                                       "have first, then the oldest"
                                     : "the oldest");
    if (!said[0])
        out[0] = '\0';
    return said[0] != '\0';
}

int wl_progress_load_for(const char *state_dir, const wl_course *course, const wl_quiz_set *quizzes,
                         wl_progress *out, wl_error *err)
{
    memset(out, 0, sizeof *out);
    out->course = course;
    out->quizzes = quizzes;
    if (find_paths(state_dir, out->dir, out->path, err) != 0)
        return -1;
    /* Reading alone is safe without the lock (files are replaced whole), so a
     * state directory that is missing or read-only is no error here; the
     * lock only keeps a bad file from being moved aside under a save, and
     * the generation from changing between the two reads. */
    wl_error ignored;
    int fd = lock(out->dir, &ignored);
    int rc = read_disk(out, err);
    if (rc >= 0)
        out->generation = store_generation(out);
    if (fd >= 0)
        close(fd); /* unlocks */
    return rc < 0 ? -1 : 0;
}

static int write_progress(FILE *f, const void *p)
{
    return wl_progress_write(f, p);
}

/* A fresh wl_progress for the file of dir and path (large: off the stack). */
static wl_progress *disk_of(const char *dir, const char *path, wl_error *err)
{
    wl_progress *disk = calloc(1, sizeof *disk);
    if (!disk) {
        wl_fail(err, "out of memory");
        return NULL;
    }
    snprintf(disk->dir, sizeof disk->dir, "%s", dir);
    snprintf(disk->path, sizeof disk->path, "%s", path);
    return disk;
}

/* Whether the store moved on since *p read it: reset (whole or narrow) by
 * another session, or the file it read removed by hand. A file moved aside
 * as unreadable is no reset: what *p holds is the good copy. */
static bool reset_since(const wl_progress *p, const wl_progress *disk, unsigned long long g)
{
    return g != p->generation || (p->on_disk && !disk->on_disk && !disk->warning[0]);
}

/* Whether *p holds any progress at all. */
static bool holds_any(const wl_progress *p)
{
    return p->nvisited || p->nscores || p->nanswers || p->nguesses || p->current[0] || p->name[0];
}

/* One more thing kept, after a comma when it is not the first. */
static void add_item(char *items, size_t size, const char *text)
{
    size_t at = strlen(items);
    if (at < size)
        snprintf(items + at, size - at, "%s%s", at ? ", " : "", text);
}

static void add_count(char *items, size_t size, int n, const char *noun)
{
    char text[64];
    if (n <= 0)
        return;
    snprintf(text, sizeof text, "%d %s%s", n, noun, n == 1 ? "" : "s");
    add_item(items, size, text);
}

void wl_progress_reset_note(const wl_progress *p, const char *who, char *out, size_t outsz)
{
    char items[200] = "";
    const wl_progress_kept *k = &p->kept;
    if (k->section)
        add_item(items, sizeof items, "the section open now");
    add_count(items, sizeof items, k->visits,
              k->section ? "other visited section" : "visited section");
    add_count(items, sizeof items, k->guesses, "prediction");
    add_count(items, sizeof items, k->answers, "quiz answer");
    add_count(items, sizeof items, k->scores, "quiz score");
    if (k->name)
        add_item(items, sizeof items, "the name");
    snprintf(out, outsz, "progress was reset by another warplab: %s; %s kept %s%s",
             p->store_left ? "what it left stays saved" : "nothing else is saved", who,
             items[0] ? "only what it did since its last save: "
                      : "nothing of its own (it had changed nothing since its last save)",
             items);
}

/* p->position as the current section where the file's current differs,
 * set now (and never before the file's, which would win the merge). */
static void hold_position(wl_progress *p, const wl_progress *disk)
{
    if (!p->position[0] || strcmp(disk->current, p->position) == 0)
        return;
    long long now = (long long)time(NULL);
    strcpy(p->current, p->position);
    p->current_when = now > disk->current_when ? now : disk->current_when;
    p->current_unsaved = true;
    p->kept.section |= p->reset_elsewhere; /* said as kept: the section open now */
}

/* Under the lock: *p merged with the file as it is now, written. */
static int save_locked(wl_progress *p, wl_error *err)
{
    wl_progress *disk = disk_of(p->dir, p->path, err);
    if (disk) { /* a long file trimmed as p was */
        disk->course = p->course;
        disk->quizzes = p->quizzes;
    }
    if (!disk || read_disk(disk, err) < 0) {
        free(disk);
        return -1;
    }
    unsigned long long g = store_generation(disk);
    p->reset_elsewhere = reset_since(p, disk, g);
    if (p->reset_elsewhere) {
        wl_progress_keep_unsaved(p); /* nothing of what it read before the reset */
        p->store_left = holds_any(disk);
    }
    hold_position(p, disk);
    wl_progress_merge(p, disk);
    if (disk->warning[0])
        memcpy(p->warning, disk->warning, sizeof p->warning);
    p->generation = g;
    free(disk);
    return wl_save_atomic(p->path, 0600, write_progress, p, err);
}

bool wl_progress_position_moved(const wl_progress *p)
{
    wl_error ignored;
    if (!p->position[0])
        return false;
    wl_progress *disk = disk_of(p->dir, p->path, &ignored);
    if (!disk)
        return false;
    /* read without the lock (files are replaced whole), a bad file left be */
    bool moved = read_disk_as(disk, false, &ignored) >= 0 && strcmp(disk->current, p->position);
    free(disk);
    return moved;
}

bool wl_progress_forget_if_reset(wl_progress *p)
{
    wl_error ignored;
    wl_progress *disk = disk_of(p->dir, p->path, &ignored);
    if (!disk)
        return false;
    disk->course = p->course;
    disk->quizzes = p->quizzes;
    int fd = lock(p->dir, &ignored); /* the generation and the file read as one */
    bool reset = read_disk(disk, &ignored) >= 0 && reset_since(p, disk, store_generation(disk));
    if (fd >= 0)
        close(fd); /* unlocks */
    free(disk);
    if (reset)
        wl_progress_keep_unsaved(p);
    return reset;
}

int wl_progress_save(wl_progress *p, wl_error *err)
{
    if (wl_make_dirs(p->dir, 0700, err) != 0) /* the student's own business */
        return -1;
    int fd = lock(p->dir, err);
    if (fd < 0)
        return -1;
    int rc = save_locked(p, err);
    close(fd); /* unlocks */
    if (rc == 0) {
        p->on_disk = true;
        wl_progress_mark_saved(p);
        remove_stale_temps(p->dir);
    }
    return rc;
}

/* Whether a text that starts with '[' opens as an INI file: its first line
 * one section header ("[warplab]") and nothing after it. JSON that starts
 * with '[' opens an array instead ("[{", "[1, 2"), and is read as JSON. */
static bool opens_ini_section(const char *s)
{
    size_t name = strcspn(s + 1, "]\n");
    if (s[0] != '[' || name == 0 || s[1 + name] != ']')
        return false;
    for (size_t k = 1; k <= name; k++)
        if (!isalnum((unsigned char)s[k]) && !strchr("-_.", s[k]))
            return false;
    const char *rest = s + 2 + name;
    rest += strspn(rest, " \t\r");
    return *rest == '\n' || *rest == '\0';
}

/* JSON that does not parse: where (file:line), then what was expected. */
static int not_json(wl_error *err, char first)
{
    wl_error why = *err;
    return wl_fail(err,
                   "%s; a file that starts with '%c' is read as a progress export, the one JSON "
                   "object warplab progress --json writes (a progress file starts with the line "
                   "[warplab])",
                   why.msg, first);
}

int wl_progress_read_any(const char *path, const wl_course *course, const wl_quiz_set *quizzes,
                         wl_progress *out, wl_error *err)
{
    wl_contents text;
    memset(out, 0, sizeof *out);
    out->course = course;
    out->quizzes = quizzes;
    if (wl_read_file(path, WL_LIMIT_PROGRESS, "progress", &text, err) != 0)
        return -1;
    size_t lead = strspn(text.data, " \t\r\n");
    char first = text.data[lead];
    int rc;
    wl_jv v;
    if (first && strchr("{[\"", first) && !opens_ini_section(text.data + lead)) {
        /* JSON: an export (an object), or JSON of another shape, said so. */
        rc = wl_json_parse(path, text.data, text.size, &v, err);
        if (rc == 0) {
            rc = wl_progress_from_json(path, &v, out, err);
            wl_jv_free(&v);
        } else {
            rc = not_json(err, first);
        }
    } else {
        rc = wl_progress_read(path, text.data, text.size, out, err);
    }
    wl_contents_free(&text);
    return rc;
}

/* Under the lock of dir: the store's generation raised past every one a
 * session may hold, in the lock file first (a crash before the progress
 * file is written still leaves the store newer than any snapshot). */
static int raise_generation(int fd, wl_progress *disk, wl_error *err)
{
    disk->generation = store_generation(disk) + 1;
    return write_lock_generation(fd, disk->dir, disk->generation, err);
}

static int reset_locked(int fd, wl_progress *disk, bool *removed, wl_error *err)
{
    if (read_disk(disk, err) < 0 || raise_generation(fd, disk, err) != 0)
        return -1;
    int gone = unlink(disk->path);
    if (gone != 0 && errno != ENOENT)
        return wl_fail(err, "cannot remove %s: %s", disk->path, strerror(errno));
    /* A damaged file read_disk just moved aside goes too, with any before. */
    int aside = remove_moved_aside(disk->dir);
    *removed = gone == 0 || aside > 0;
    wl_sync_dir(disk->dir);
    return 0;
}

/* For a reset: *disk names state_dir's store, whose lock *fd holds. 1 when
 * there is no state directory at all (nothing to reset), -1 with err. A
 * progress file that is a link is refused for every reset, whole or narrow,
 * as a save refuses it: removing or replacing the link would leave the file
 * it names, progress and all. */
static int with_store_locked(const char *state_dir, wl_progress **disk, int *fd, wl_error *err)
{
    char dir[WL_PROGRESS_DIR_MAX], path[WL_PROGRESS_PATH_MAX];
    *disk = NULL;
    if (find_paths(state_dir, dir, path, err) != 0 || wl_refuse_link(path, "reset", err) != 0)
        return -1;
    struct stat st;
    if (stat(dir, &st) != 0 && errno == ENOENT)
        return 1; /* no store: nothing saved, nothing any session read */
    if ((*fd = lock(dir, err)) < 0)
        return -1;
    if (!(*disk = disk_of(dir, path, err))) {
        close(*fd);
        return -1;
    }
    return 0;
}

int wl_progress_reset(const char *state_dir, bool *removed, wl_error *err)
{
    wl_progress *disk;
    int fd;
    *removed = false;
    int rc = with_store_locked(state_dir, &disk, &fd, err);
    if (rc != 0)
        return rc < 0 ? -1 : 0;
    rc = reset_locked(fd, disk, removed, err);
    free(disk);
    close(fd);
    return rc;
}

int wl_progress_forget(const char *state_dir, bool (*forget)(wl_progress *disk, void *ctx),
                       void *ctx, bool *changed, wl_error *err)
{
    wl_progress *disk;
    int fd;
    bool dropped = false;
    if (changed)
        *changed = false;
    int rc = with_store_locked(state_dir, &disk, &fd, err);
    if (rc != 0)
        return rc < 0 ? -1 : 0;
    rc = read_disk_as(disk, false, err) < 0 ? -1 : 0;
    if (rc == 0 && disk->on_disk && (dropped = forget(disk, ctx)))
        rc = raise_generation(fd, disk, err) != 0
                 ? -1
                 : wl_save_atomic(disk->path, 0600, write_progress, disk, err);
    if (changed)
        *changed = rc == 0 && dropped;
    free(disk);
    close(fd);
    return rc;
}
