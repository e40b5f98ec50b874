/* warplab class PATH...: many students' progress summed up for their
 * instructor. A PATH is a progress file, a progress export (warplab progress
 * --json), or a folder of them, where a sub-folder is one student's state
 * directory (its progress.ini). A file that cannot be read or is not a
 * student's progress is named on stderr and skipped, never fatal. A file
 * reached twice (named twice, through a folder and directly, through a link)
 * counts once. */
#include <dirent.h>
#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "wl_class.h"
#include "wl_commands.h"
#include "wl_course_cli.h"
#include "wl_datadir.h"
#include "wl_json.h"
#include "wl_strings.h"
#include "wl_progress.h"

typedef struct class_opts {
    bool json, csv;
} class_opts;

/* What was read and what was not. */
typedef struct class_run {
    wl_class c;
    wl_strlist skipped;  /* "path: why" of the files not read */
    wl_strlist left_out; /* "path: why" of records taken out of files read */
    bool full;           /* WL_CLASS_MAX_STUDENTS reached: said once */
    /* The files read, by device and inode: a file named twice, reached
     * through a folder and directly, or through a link is counted once. */
    const wl_quiz_set *quizzes; /* to check each score's total; NULL: none */
    const char *reading;        /* the file being read, for what is said of it */
    struct file_id {
        dev_t dev;
        ino_t ino;
        size_t student; /* its index in c.s */
    } * read;
    size_t nread, read_cap;
} class_run;

static void usage(FILE *out)
{
    fprintf(out, "usage: warplab class [--json | --csv] [--data-dir DIR] PATH...\n\n"
                 "Sums up a class from its students' progress: per question the share right\n"
                 "on the first try, per section how many reached it, per student the score\n"
                 "(best of each quiz, predictions right, sections reached).\n\n"
                 "A PATH is a progress file (progress.ini), an export a student made with\n"
                 "warplab progress --json, or a folder of them; in a folder, each sub-folder\n"
                 "is one student's state directory and its progress.ini is read. A student\n"
                 "is named by the name set with warplab progress --name, else by the file's\n"
                 "name (a sub-folder's name for its progress.ini). A file that cannot be\n"
                 "read or is not progress is named on stderr and skipped.\n\n"
                 "  --csv           for a gradebook: one row per student, one column per\n"
                 "                  scored item (each quiz's best, each question and each\n"
                 "                  prediction 1 right, 0 wrong, empty when not answered)\n"
                 "  --json          the same for scripts (strict JSON)\n"
                 "  --data-dir DIR  the course: its lessons give sections their titles and\n"
                 "                  order, its quizzes check each score (one out of a total\n"
                 "                  that is not the quiz's number of questions is left out\n"
                 "                  and named on stderr with its file)\n\n"
                 "Exit status: 0, 1 when no student's progress could be read or the\n"
                 "--data-dir course does not load, 2 bad arguments.\n");
}

enum { OPT_JSON = 1, OPT_CSV };

static int on_option(wl_cli *cli, int c, const char *arg)
{
    (void)arg;
    class_opts *o = cli->ctx;
    if (c == OPT_JSON)
        o->json = true;
    else
        o->csv = true;
    return 0;
}

static void keep_line(wl_strlist *l, const char *line)
{
    char *copy = strdup(line);
    if (copy && wl_array_reserve((void **)&l->line, &l->cap, l->n + 1, sizeof *l->line) == 0)
        l->line[l->n++] = copy;
    else
        free(copy);
}

static void skip(class_run *r, const char *why)
{
    wl_complain("class", "skipped %s", why);
    keep_line(&r->skipped, why);
}

/* The file's name without .ini or .json, or its folder's for progress.ini. */
static void student_from_path(const char *path, char *out, size_t outsz)
{
    char copy[PATH_MAX];
    snprintf(copy, sizeof copy, "%s", path);
    char *base = strrchr(copy, '/');
    if (base && strcmp(base + 1, WL_PROGRESS_FILE) == 0 && base > copy) {
        *base = '\0';
        base = strrchr(copy, '/');
    }
    base = base ? base + 1 : copy;
    size_t n = strlen(base);
    if (n > 4 && strcmp(base + n - 4, ".ini") == 0)
        base[n - 4] = '\0';
    else if (n > 5 && strcmp(base + n - 5, ".json") == 0)
        base[n - 5] = '\0';
    snprintf(out, outsz, "%s", *base ? base : path);
}

/* True when path is a file already read (said on stderr); else remembers it. */
static bool read_before(class_run *r, const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return false; /* the reader says why */
    for (size_t i = 0; i < r->nread; i++)
        if (r->read[i].dev == st.st_dev && r->read[i].ino == st.st_ino) {
            wl_complain("class", "%s: already read as %s; counted once", path,
                        r->c.s[r->read[i].student].source);
            return true;
        }
    return false;
}

static void remember(class_run *r, const char *path)
{
    struct stat st;
    if (stat(path, &st) == 0 &&
        wl_array_reserve((void **)&r->read, &r->read_cap, r->nread + 1, sizeof *r->read) == 0)
        r->read[r->nread++] = (struct file_id){st.st_dev, st.st_ino, r->c.n - 1};
}

/* Two files giving one name are two students to the class, but likely one
 * student's two copies or a name set twice: said, never merged. */
static void warn_same_name(const class_run *r)
{
    const wl_class_student *last = &r->c.s[r->c.n - 1];
    for (size_t i = 0; i + 1 < r->c.n; i++)
        if (strcmp(r->c.s[i].student, last->student) == 0) {
            wl_complain("class", "%s and %s both give the student name '%s'; both are counted",
                        r->c.s[i].source, last->source, last->student);
            return;
        }
}

/* A record taken out of a student's progress: said with the file's name
 * and listed apart from the skipped files (the file itself is counted). */
static void left_out(void *ctx, const char *why)
{
    class_run *r = ctx;
    char line[PATH_MAX + 1024];
    snprintf(line, sizeof line, "%s: %s", r->reading, why);
    wl_complain("class", "%s", line);
    keep_line(&r->left_out, line);
}

static void read_one(class_run *r, const char *path)
{
    wl_error err;
    char student[PATH_MAX];
    if (r->full || read_before(r, path))
        return;
    wl_progress *p = malloc(sizeof *p);
    if (!p || wl_progress_read_any(path, r->c.course, r->quizzes, p, &err) != 0) {
        free(p);
        skip(r, p ? err.msg : "out of memory");
        return;
    }
    r->reading = path;
    char note[600];
    if (wl_progress_cap_note(p, note, sizeof note))
        left_out(r, note);
    wl_class_check(p, r->c.course, r->quizzes, left_out, r);
    student_from_path(path, student, sizeof student);
    if (wl_class_add(&r->c, p->name[0] ? p->name : student, path, p) != 0) {
        r->full = true;
        wl_complain("class", "more than %d students: %s and the rest not read",
                    WL_CLASS_MAX_STUDENTS, path);
        return;
    }
    remember(r, path);
    warn_same_name(r);
}

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int visible(const struct dirent *e)
{
    return e->d_name[0] != '.'; /* hidden: temporary saves, . and .. */
}

/* A folder: one student's state directory (its progress.ini alone), or
 * else its files and each sub-folder's progress.ini. */
static void read_dir(class_run *r, const char *dir)
{
    char path[PATH_MAX], why[PATH_MAX + 64], inner[PATH_MAX];
    if (wl_path_join(inner, sizeof inner, dir, WL_PROGRESS_FILE) == 0 && access(inner, F_OK) == 0) {
        read_one(r, inner);
        return;
    }
    struct dirent **names = NULL;
    struct stat st;
    int n = scandir(dir, &names, visible, alphasort);
    if (n < 0) {
        snprintf(why, sizeof why, "%s: cannot read the folder", dir);
        skip(r, why);
        return;
    }
    for (int i = 0; i < n; i++) {
        if (wl_path_join(path, sizeof path, dir, names[i]->d_name) != 0)
            skip(r, "a path too long");
        else if (!is_dir(path))
            read_one(r, path);
        else if (wl_path_join(inner, sizeof inner, path, WL_PROGRESS_FILE) == 0 &&
                 lstat(inner, &st) == 0) /* a link to nothing too: its reader says so */
            read_one(r, inner);
        else {
            snprintf(why, sizeof why, "%s: a folder without a %s", path, WL_PROGRESS_FILE);
            skip(r, why);
        }
        free(names[i]);
    }
    free(names);
}

static void write_json(FILE *f, const void *ctx)
{
    const class_run *r = ctx;
    wl_class_json(f, &r->c, &r->skipped, &r->left_out);
}

static int print_class(const class_opts *o, class_run *r)
{
    wl_error err;
    if (r->c.n == 0)
        return wl_complain("class", "no student's progress could be read");
    if (wl_class_index(&r->c) != 0)
        return wl_complain("class", "out of memory");
    if (o->json)
        return wl_json_emit(stdout, write_json, r, &err) == 0 ? WL_EXIT_OK
                                                              : wl_error_report(&err, "class");
    if (o->csv)
        wl_class_csv(stdout, &r->c);
    else
        wl_class_table(stdout, &r->c);
    return WL_EXIT_OK;
}

int wl_cmd_class(int argc, char **argv)
{
    static const struct option options[] = {
        {"json", no_argument, NULL, OPT_JSON}, {"csv", no_argument, NULL, OPT_CSV}, {0}};
    class_opts o = {0};
    wl_cli cli = {.cmd = "class",
                  .usage = usage,
                  .shared = WL_OPT_DATA_DIR,
                  .options = options,
                  .on_option = on_option,
                  .ctx = &o,
                  .positional = true,
                  .positional_path = "a progress file or a folder of them"};
    int rc = wl_cli_parse(&cli, argc, argv);
    if (rc != WL_CLI_RUN)
        return rc;
    if (o.json && o.csv)
        return wl_usage_error("class", "--json and --csv go one at a time");
    if (cli.first_arg >= argc)
        return wl_usage_error("class", "needs PATH...: progress files or folders of them");
    setlocale(LC_CTYPE, ""); /* the table's columns: names' widths as the terminal shows them */
    class_run r = {0};
    wl_report_course course;
    wl_error err;
    if (wl_report_course_load(cli.opt.data_dir, &course, &err) != 0)
        return wl_error_report(&err, "class");
    r.c.course = course.have_lessons ? &course.lessons : NULL;
    r.quizzes = course.have_quizzes ? &course.quizzes : NULL;
    for (int i = cli.first_arg; i < argc; i++) {
        if (is_dir(argv[i]))
            read_dir(&r, argv[i]);
        else
            read_one(&r, argv[i]);
    }
    rc = print_class(&o, &r);
    wl_class_free(&r.c);
    for (size_t i = 0; i < r.skipped.n; i++)
        free(r.skipped.line[i]);
    for (size_t i = 0; i < r.left_out.n; i++)
        free(r.left_out.line[i]);
    free(r.skipped.line);
    free(r.left_out.line);
    free(r.read);
    wl_report_course_free(&course);
    return rc;
}
