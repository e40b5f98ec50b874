/* warplab progress: one student's progress as text, JSON (the export a
 * student hands in, which `warplab class` reads) or CSV (the class's
 * gradebook layout, one row); --name sets who the student is. Reading never
 * changes the state directory. */
#include <limits.h>
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
#include "wl_printable.h"
#include "wl_file.h"
#include "wl_progress.h"
#include "wl_progress_report.h"

typedef struct progress_opts {
    bool json, csv;
    const char *name;
    const char *state_dir, *data_dir;
} progress_opts;

static void usage(FILE *out)
{
    fprintf(out, "usage: warplab progress [--json | --csv] [--state-dir DIR] [--data-dir DIR]\n"
                 "       warplab progress --name NAME [--state-dir DIR]\n\n"
                 "Prints your progress: the sections you visited (slug and title), each\n"
                 "quiz's last and best score with when, each answer, and each prediction\n"
                 "you committed with whether it was right. Nothing is changed.\n\n"
                 "  --json           the export to hand in: strict JSON that warplab class\n"
                 "                   reads like a progress file\n"
                 "  --csv            the gradebook layout of warplab class --csv, one row\n"
                 "  --name NAME      sets the name warplab class shows for you (1 to 64\n"
                 "                   printable characters; else the file's name is used)\n"
                 "  --state-dir DIR  the progress kept in DIR (default $XDG_STATE_HOME/warplab)\n"
                 "  --data-dir DIR   the course: its lessons title the sections, its quizzes\n"
                 "                   check each score (one out of a total that is not the\n"
                 "                   quiz's number of questions is left out, and said)\n\n"
                 "Exit status: 0, 1 when the progress file or the --data-dir course cannot\n"
                 "be read, 2 bad arguments.\n");
}

enum { OPT_JSON = 1, OPT_CSV, OPT_NAME };

static int on_option(wl_cli *cli, int c, const char *arg)
{
    progress_opts *o = cli->ctx;
    if (c == OPT_JSON)
        o->json = true;
    else if (c == OPT_CSV)
        o->csv = true;
    else
        o->name = arg;
    return 0;
}

static int parse(int argc, char **argv, progress_opts *o)
{
    static const struct option options[] = {{"json", no_argument, NULL, OPT_JSON},
                                            {"csv", no_argument, NULL, OPT_CSV},
                                            {"name", required_argument, NULL, OPT_NAME},
                                            {0}};
    memset(o, 0, sizeof *o);
    wl_cli cli = {.cmd = "progress",
                  .usage = usage,
                  .shared = WL_OPT_STATE_DIR | WL_OPT_DATA_DIR,
                  .options = options,
                  .on_option = on_option,
                  .ctx = o};
    int rc = wl_cli_parse(&cli, argc, argv);
    o->state_dir = cli.opt.state_dir;
    o->data_dir = cli.opt.data_dir;
    if (rc == WL_CLI_RUN && o->json + o->csv + (o->name != NULL) > 1)
        return wl_usage_error("progress", "--json, --csv and --name go one at a time");
    if (rc == WL_CLI_RUN && o->name && o->data_dir)
        return wl_usage_error("progress", "--data-dir titles the report; --name only sets "
                                          "the name: give one of the two");
    return rc;
}

static int set_name(const progress_opts *o)
{
    wl_error err;
    wl_progress *p = calloc(1, sizeof *p), check;
    if (!p)
        return wl_complain("progress", "out of memory");
    if (wl_progress_set_name(&check, o->name, &err) != 0 ||
        wl_progress_check_typed_name(o->name, &err) != 0) {
        free(p);
        return wl_usage_error("progress", "--name: %s", err.msg);
    }
    /* the course, so that at a cap its records are kept first (a course that
     * cannot be read leaves the oldest rule) */
    wl_report_course course;
    wl_error no_course;
    bool have = wl_report_course_load(o->data_dir, &course, &no_course) == 0;
    int rc =
        wl_progress_load_for(o->state_dir, have && course.have_lessons ? &course.lessons : NULL,
                             have && course.have_quizzes ? &course.quizzes : NULL, p, &err) == 0 &&
                wl_progress_set_name(p, o->name, &err) == 0 && wl_progress_save(p, &err) == 0
            ? WL_EXIT_OK
            : WL_EXIT_FAIL;
    char note[600];
    if (p->warning[0])
        wl_complain("progress", "%s", p->warning);
    if (wl_progress_cap_note(p, note, sizeof note))
        wl_complain("progress", "%s", note);
    if (rc == WL_EXIT_OK)
        wl_print(stdout, "Name set: %s (%s)\n", p->name, p->path);
    else
        wl_error_report(&err, "progress");
    free(p);
    if (have)
        wl_report_course_free(&course);
    return rc;
}

/* Who the export says this is: the name set, else the login. */
static const char *student_of(const wl_progress *p)
{
    const char *user = getenv("USER");
    return p->name[0] ? p->name : user && *user ? user : "student";
}

static void write_json(FILE *f, const void *ctx)
{
    const wl_class *c = ctx;
    wl_progress_report_json(f, c->s[0].p, c->s[0].student, c->course);
    fputc('\n', f);
}

static int report(const progress_opts *o, wl_progress *p, const char *path, const wl_course *course)
{
    wl_class one = {.course = course};
    wl_error err;
    if (wl_class_add(&one, student_of(p), path, p) != 0 || wl_class_index(&one) != 0) {
        wl_class_free(&one);
        return wl_complain("progress", "out of memory");
    }
    int rc = WL_EXIT_OK;
    if (o->json && wl_json_emit(stdout, write_json, &one, &err) != 0)
        rc = wl_error_report(&err, "progress");
    else if (o->csv)
        wl_class_csv(stdout, &one);
    else if (!o->json)
        wl_progress_report_text(stdout, p, one.s[0].student, course);
    wl_class_free(&one); /* frees p */
    return rc;
}

static void say_left_out(void *path, const char *why)
{
    wl_complain("progress", "%s: %s", (const char *)path, why);
}

int wl_cmd_progress(int argc, char **argv)
{
    progress_opts o;
    int rc = parse(argc, argv, &o);
    if (rc != WL_CLI_RUN)
        return rc;
    if (o.name)
        return set_name(&o);
    char dir[WL_PROGRESS_DIR_MAX], path[WL_PROGRESS_PATH_MAX];
    wl_error err;
    if (wl_state_dir(o.state_dir, dir, sizeof dir, &err) != 0 || wl_dir_or_absent(dir, &err) != 0 ||
        wl_path_join(path, sizeof path, dir, WL_PROGRESS_FILE) != 0)
        return wl_error_report(&err, "progress");
    wl_progress *p = calloc(1, sizeof *p);
    if (!p)
        return wl_complain("progress", "out of memory");
    wl_report_course course;
    if (wl_report_course_load(o.data_dir, &course, &err) != 0) {
        free(p);
        return wl_error_report(&err, "progress");
    }
    char note[600];
    struct stat st;
    /* lstat: a link to nothing is there, and read to be refused as one */
    if (lstat(path, &st) == 0 &&
        wl_progress_read_any(path, course.have_lessons ? &course.lessons : NULL,
                             course.have_quizzes ? &course.quizzes : NULL, p, &err) != 0) {
        free(p);
        wl_report_course_free(&course);
        return wl_error_report(&err, "progress");
    }
    if (wl_progress_cap_note(p, note, sizeof note))
        say_left_out(path, note);
    wl_class_check(p, course.have_lessons ? &course.lessons : NULL,
                   course.have_quizzes ? &course.quizzes : NULL, say_left_out, path);
    rc = report(&o, p, path, course.have_lessons ? &course.lessons : NULL);
    wl_report_course_free(&course);
    return rc;
}
