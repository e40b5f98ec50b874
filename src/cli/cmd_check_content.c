/* warplab check-content: validates lesson and quiz files for the people who
 * edit them. Every problem is printed as "file:line: message"; lessons also
 * have each stated figure recomputed from the model (or the reference data). */
#include <limits.h>
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "wl_commands.h"
#include "wl_printable.h"
#include "wl_content_dir.h"
#include "wl_datadir.h"
#include "wl_demo.h"
#include "wl_glossary.h"
#include "wl_lesson.h"
#include "wl_lesson_check.h"
#include "wl_quiz_file.h"
#include "wl_calibration.h"
#include "wl_reference.h"
#include "wl_strings.h"
#include "wl_validation.h"

#define CMD "check-content"

typedef struct tally {
    const wl_reference *reference; /* for ref: figures; NULL when none shipped */
    /* The seed-size runs (timed warplab's way, then the seed's), those shipped. */
    const wl_reference *seed_runs[2];
    size_t nseed_runs;
    const wl_gpu_consts *consts; /* for perf: figures; NULL when no calibration shipped */
    int problems;
    int lessons, sections, figures;
    int quizzes, questions;
    int terms;                    /* of the glossary */
    int lesson_files, quiz_files; /* read, whether they loaded or not */
    int demos, steps;
    /* Lesson files and lesson folders checked in this run, by device and
     * inode (one file may be reached by two spellings of its path), and
     * whether they loaded: a problem is said once, and demos are not
     * checked against lessons that do not load. */
    struct file_id {
        dev_t dev;
        ino_t ino;
        bool loaded;
    } * seen;
    size_t nseen, seen_cap;
} tally;

static void usage(FILE *out)
{
    fprintf(out, "usage: warplab check-content [--data-dir DIR] [PATH...]\n\n"
                 "Checks lesson files (*.md) and quiz files (*.ini): their syntax, the\n"
                 "experiment each section or question names, and every figure a lesson\n"
                 "states, against the access model or, for ref: figures, against the\n"
                 "reference measurements (reference/" WL_REFERENCE_FILE ") of the data\n"
                 "directory. A PATH may be a file or a directory; without one, the\n"
                 "lessons/ and quizzes/ of the data directory are checked, and its GPU\n"
                 "profiles (reference/gpus/) and the table of their published figures\n"
                 "(reference/gpu-validation.txt). Demo scripts\n"
                 "(lessons/demos/*.ini) are checked against the lessons beside them:\n"
                 "every slug, slider name and value, type, unroll, size and gpu.\n\n"
                 "  --data-dir DIR  where lessons/, quizzes/ and reference/ live (default:\n"
                 "                  beside the program, then the installed data directory)\n\n"
                 "Prints file:line: message for each problem. Exit status: 0 all good,\n"
                 "1 problems found, 2 bad arguments.\n");
}

static void print_problem(void *ctx, const char *msg)
{
    tally *t = ctx;
    wl_print(stderr, "%s\n", msg);
    t->problems++;
}

/* The entry of path among those seen, or NULL. */
static struct file_id *seen(const tally *t, const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return NULL;
    for (size_t i = 0; i < t->nseen; i++)
        if (t->seen[i].dev == st.st_dev && t->seen[i].ino == st.st_ino)
            return &t->seen[i];
    return NULL;
}

static void remember_seen(tally *t, const char *path, bool loaded)
{
    struct stat st;
    struct file_id *f = seen(t, path);
    if (f)
        f->loaded = f->loaded && loaded;
    else if (stat(path, &st) == 0 &&
             wl_array_reserve((void **)&t->seen, &t->seen_cap, t->nseen + 1, sizeof *t->seen) == 0)
        t->seen[t->nseen++] = (struct file_id){st.st_dev, st.st_ino, loaded};
}

/* A section's source= names a file of kernels/ beside the lesson's folder
 * (DATA/lessons/x.md -> DATA/kernels/NAME): the source pane shows it. */
static void check_sources(const wl_lesson *l, const char *path, tally *t)
{
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = '\0';
    else
        snprintf(dir, sizeof dir, ".");
    for (size_t i = 0; i < l->nsections; i++) {
        const wl_binding *b = &l->sections[i].binding;
        char file[PATH_MAX + 80];
        if (!b->present || !b->source[0])
            continue;
        snprintf(file, sizeof file, "%s/../kernels/%s", dir, b->source);
        if (access(file, R_OK) != 0) {
            char msg[PATH_MAX + 200];
            snprintf(msg, sizeof msg, "%s:%d: source: kernels/%s not found beside the lessons",
                     l->path, b->line, b->source);
            print_problem(t, msg);
        }
    }
}

/* The whole check, with the reference data and the calibrated GPU. */
static wl_lesson_checker full_checker(tally *t)
{
    return (wl_lesson_checker){.reference = t->reference,
                               .other_runs = t->seed_runs,
                               .nother_runs = t->nseed_runs,
                               .consts = t->consts,
                               .report = print_problem,
                               .report_ctx = t};
}

/* The figures of a loaded lesson or glossary, recomputed. */
static void check_figures(const wl_lesson *l, tally *t)
{
    wl_lesson_checker checker = full_checker(t);
    wl_lesson_check(l, &checker);
    t->figures += (int)l->nfigures;
}

/* The glossary (WL_GLOSSARY_FILE), when the data directory has one. */
static void check_glossary_file(const char *path, tally *t)
{
    wl_lesson g;
    wl_error err;
    if (wl_glossary_load_file(path, &g, &err) != 0) {
        print_problem(t, err.msg);
        return;
    }
    check_figures(&g, t);
    t->terms += (int)g.nsections;
    wl_lesson_free(&g);
}

static void check_lesson(const char *path, tally *t)
{
    wl_lesson l;
    wl_error err;
    t->lesson_files++;
    /* Read unchecked: the check below is the loader's, and lists every
     * problem; the reading says each of its own as it goes on past it. */
    int before = t->problems;
    int rc = wl_lesson_read_file_all(path, print_problem, t, &l, &err);
    if (rc < 0) {
        if (t->problems == before) /* it could not read the file at all */
            print_problem(t, err.msg);
        remember_seen(t, path, false);
        return;
    }
    /* Read to the end, with problems or without: what was read is checked
     * too, so one run lists a wrong figure beside a refused binding. */
    remember_seen(t, path, rc == 0);
    check_figures(&l, t);
    check_sources(&l, path, t);
    if (rc == 0) {
        t->lessons++;
        t->sections += (int)l.nsections;
    }
    wl_lesson_free(&l);
}

static void check_quiz(const char *path, tally *t)
{
    wl_quiz q;
    wl_error err;
    t->quiz_files++;
    if (wl_quiz_load_file(path, &q, &err) != 0) {
        print_problem(t, err.msg);
        wl_quiz_free(&q);
        return;
    }
    /* Its figures against the reference data too, as a lesson's. */
    wl_lesson_checker checker = full_checker(t);
    wl_figures_check(path, q.figures, q.nfigures, &checker);
    t->figures += (int)q.nfigures;
    t->quizzes++;
    t->questions += q.nquestions;
    wl_quiz_free(&q);
}

static int has_suffix(const char *name, const char *suffix)
{
    size_t n = strlen(name), s = strlen(suffix);
    return n > s && strcmp(name + n - s, suffix) == 0;
}

/* Which checker a file name calls for: 'l' lesson, 'q' quiz, 'g' the glossary,
 * 'd' a demo script (an .ini in a folder named demos), 0 neither. */
static char file_kind(const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    if (has_suffix(base, ".ini") && base - path >= 6 && strncmp(base - 6, "demos/", 6) == 0)
        return 'd';
    if (strcmp(base, "glossary.md") == 0)
        return 'g';
    if (has_suffix(base, ".md"))
        return strcmp(base, "README.md") == 0 ? 0 : 'l';
    return has_suffix(base, ".ini") ? 'q' : 0;
}

/* Titles repeated across the course: progress keeps the sections apart, but
 * a student reading the table of contents cannot. */
static void warn_same_titles(const wl_course *c)
{
    size_t n = wl_course_section_count(c);
    for (size_t i = 0; i < n; i++) {
        const wl_lesson *l, *first_lesson;
        const wl_section *s = wl_course_section(c, i, &l), *first = wl_course_same_title(c, i);
        for (size_t j = 0; first && j < i; j++)
            if (wl_course_section(c, j, &first_lesson) == first)
                wl_print(stderr, "%s:%d: warning: section title '%s' is also used at %s:%d\n",
                         l->path, s->line, s->title, first_lesson->path, first->line);
    }
}

/* The directory as a whole, through the very loaders the lab and the quiz
 * use: what they refuse (too many sections in all, two quizzes with one id)
 * check-content refuses too, so anything it passes, they accept. */
static void check_as_loaded(const char *dir, size_t lessons, size_t quizzes, tally *t)
{
    wl_error err;
    if (lessons > 0) {
        wl_course c;
        if (wl_course_load_dir(dir, &c, &err) != 0) {
            print_problem(t, err.msg);
            remember_seen(t, dir, false);
        } else
            warn_same_titles(&c);
        wl_course_free(&c);
    }
    if (quizzes > 0) {
        wl_quiz_set set;
        if (wl_quiz_load_dir(dir, &set, &err) != 0)
            print_problem(t, err.msg);
        wl_quiz_set_free(&set);
    }
}

static void check_lessons_companions(const char *lessons, tally *t);

/* Checks the lesson and quiz files of one directory, each on its own in
 * file-name order (so every bad file is named), then the directory whole;
 * a folder of lessons with what the lab reads beside them. */
static int check_dir(const char *dir, tally *t)
{
    wl_name_list md = {0}, ini = {0};
    wl_error err;
    int before = t->problems;
    if (wl_content_list(dir, ".md", WL_COURSE_MAX_LESSONS, "lesson", &md, &err) != 0)
        print_problem(t, err.msg);
    if (wl_content_list(dir, ".ini", WL_QUIZ_MAX_QUIZZES, "quiz", &ini, &err) != 0)
        print_problem(t, err.msg);
    for (size_t i = 0; i < md.count + ini.count; i++) {
        char path[PATH_MAX];
        const char *name = i < md.count ? md.names[i] : ini.names[i - md.count];
        if (wl_path_join(path, sizeof path, dir, name) != 0)
            print_problem(t, "path too long");
        else if (i < md.count)
            check_lesson(path, t);
        else
            check_quiz(path, t);
    }
    if (t->problems == before)
        check_as_loaded(dir, md.count, ini.count, t);
    if (md.count > 0)
        check_lessons_companions(dir, t);
    wl_name_list_free(&md);
    wl_name_list_free(&ini);
    return 0;
}

static int is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* What this run knows of the lessons of a folder: whether any of them (or
 * the folder whole) did not load, and whether every one was checked, its
 * figure problems said (one left unchecked must load as the lab loads it,
 * figures and all). */
typedef struct lessons_seen {
    bool unloaded, checked;
} lessons_seen;

static lessons_seen lessons_of(const char *lessons, const tally *t)
{
    wl_name_list md = {0};
    wl_error err;
    char path[PATH_MAX];
    const struct file_id *f = seen(t, lessons);
    lessons_seen s = {f && !f->loaded, f != NULL};
    size_t checked = 0;
    if (wl_content_list(lessons, ".md", WL_COURSE_MAX_LESSONS, "lesson", &md, &err) == 0) {
        for (size_t i = 0; i < md.count; i++)
            if (wl_path_join(path, sizeof path, lessons, md.names[i]) == 0 &&
                (f = seen(t, path)) != NULL) {
                checked++;
                s.unloaded = s.unloaded || !f->loaded;
            }
        s.checked = s.checked || (md.count > 0 && checked == md.count);
    }
    wl_name_list_free(&md);
    return s;
}

/* Demo scripts through the lab's own loader, against the course of the
 * lessons folder that holds their demos/ and the GPU profiles of the data
 * directory above it. Lessons checked in this run are read without their
 * figures checked again: a figure that does not match was said with its
 * lesson and hides nothing of the demos'; a lesson that does not load was
 * said too, and then the demos wait. Lessons not checked here load as the
 * lab loads them, and the first problem that stops it is said. */
static void check_demos(const char *lessons, char **names, size_t n, const char *demos, tally *t)
{
    wl_course course;
    wl_error err;
    char data[PATH_MAX + 8], path[PATH_MAX];
    snprintf(data, sizeof data, "%s/..", lessons);
    lessons_seen s = lessons_of(lessons, t);
    if (s.unloaded) {
        wl_print(stderr, "%s: not checked until the lessons beside it load\n", demos);
        return;
    }
    if ((s.checked ? wl_course_read_dir : wl_course_load_dir)(lessons, &course, &err) != 0) {
        print_problem(t, err.msg);
        remember_seen(t, lessons, false);
        return;
    }
    wl_demo *d = malloc(sizeof *d);
    for (size_t i = 0; d && i < n; i++) {
        if (wl_path_join(path, sizeof path, demos, names[i]) != 0)
            print_problem(t, "path too long");
        else if (wl_demo_load(path, &course, data, d, &err) != 0)
            print_problem(t, err.msg);
        else
            t->demos++, t->steps += d->nsteps;
    }
    if (!d)
        print_problem(t, "out of memory");
    free(d);
    wl_course_free(&course);
}

/* Every *.ini of DIR/demos, when there is such a folder. */
static void check_demo_dir(const char *lessons, tally *t)
{
    char demos[PATH_MAX];
    wl_name_list ini = {0};
    wl_error err;
    if (wl_path_join(demos, sizeof demos, lessons, "demos") != 0 || !is_dir(demos))
        return;
    if (wl_content_list(demos, ".ini", WL_DEMO_MAX_FILES, "demo", &ini, &err) != 0)
        print_problem(t, err.msg);
    else
        check_demos(lessons, ini.names, ini.count, demos, t);
    wl_name_list_free(&ini);
}

/* What the lab reads beside the lessons of a folder, through its loaders:
 * the demo scripts of demos/ (against the course those lessons make, when
 * they load) and the glossary, when there are such. */
static void check_lessons_companions(const char *lessons, tally *t)
{
    char path[PATH_MAX];
    check_demo_dir(lessons, t);
    if (wl_path_join(path, sizeof path, lessons, WL_GLOSSARY_IN_LESSONS) == 0 &&
        access(path, F_OK) == 0)
        check_glossary_file(path, t);
}

/* One demo file named on the command line: DATA/lessons/demos/NAME.ini. */
static void check_demo_file(const char *path, tally *t)
{
    char demos[PATH_MAX], lessons[PATH_MAX + 8];
    snprintf(demos, sizeof demos, "%s", path);
    char *slash = strrchr(demos, '/');
    *slash = '\0'; /* file_kind found "demos/" before the name */
    const char *base = slash + 1 - demos + path;
    snprintf(lessons, sizeof lessons, "%s/..", demos);
    check_demos(lessons, (char **)&base, 1, demos, t);
}

/* A data directory (holding lessons/ and quizzes/) or a plain folder. */
static int check_tree(const char *dir, tally *t)
{
    char sub[PATH_MAX], msg[PATH_MAX + 64];
    if (wl_path_join(sub, sizeof sub, dir, "lessons") == 0 && is_dir(sub)) {
        /* "none" only when there is no file at all: one that failed to
         * load has said why already. */
        int lessons = t->lesson_files, quizzes = t->quiz_files;
        int rc = check_dir(sub, t);
        /* What the lab and the quiz would refuse to open, refused here too
         * (with their words): a data directory needs a lesson and a quiz. */
        if (rc == 0 && t->lesson_files == lessons) {
            snprintf(msg, sizeof msg, "%s: no lessons (*.md files other than README.md)", sub);
            print_problem(t, msg);
        }
        if (rc == 0 && wl_path_join(sub, sizeof sub, dir, "quizzes") == 0) {
            if (is_dir(sub))
                rc = check_dir(sub, t);
            if (rc == 0 && t->quiz_files == quizzes) {
                snprintf(msg, sizeof msg, "%s: no quiz files (*.ini) there", sub);
                print_problem(t, msg);
            }
        }
        return rc;
    }
    return check_dir(dir, t);
}

/* A folder named demos: its scripts, against the lessons of its parent. */
static bool is_demo_dir(const char *path, char *lessons, size_t size)
{
    char real[PATH_MAX];
    if (!realpath(path, real))
        return false;
    char *slash = strrchr(real, '/');
    if (!slash || strcmp(slash + 1, "demos") != 0 || slash == real)
        return false;
    *slash = '\0';
    return snprintf(lessons, size, "%s", real) < (int)size;
}

/* A demo script or a folder of them. */
static bool is_demo_path(const char *path)
{
    char lessons[PATH_MAX];
    return is_dir(path) ? is_demo_dir(path, lessons, sizeof lessons) : file_kind(path) == 'd';
}

static int check_path(const char *path, tally *t)
{
    char lessons[PATH_MAX];
    if (is_dir(path) && is_demo_dir(path, lessons, sizeof lessons)) {
        check_demo_dir(lessons, t);
        return 0;
    }
    if (is_dir(path))
        return check_tree(path, t) == 0 ? 0
                                        : wl_usage_error(CMD, "cannot read directory '%s'", path);
    switch (file_kind(path)) {
    case 'l':
        check_lesson(path, t);
        return 0;
    case 'q':
        check_quiz(path, t);
        return 0;
    case 'g':
        check_glossary_file(path, t);
        return 0;
    case 'd':
        check_demo_file(path, t);
        return 0;
    default:
        return wl_usage_error(CMD, "'%s' is neither a lesson (*.md) nor a quiz (*.ini)", path);
    }
}

/* Returns WL_CLI_RUN with the data directory and the first path argument. */
static int parse_args(int argc, char **argv, const char **data_dir, int *first)
{
    static wl_cli cli; /* holds the resolved data directory */
    cli = (wl_cli){.cmd = CMD,
                   .usage = usage,
                   .shared = WL_OPT_DATA_DIR,
                   .positional = true,
                   .positional_path = "a lesson (*.md) or a quiz (*.ini)"};
    int rc = wl_cli_parse(&cli, argc, argv);
    *data_dir = cli.opt.data_dir;
    *first = cli.first_arg;
    return rc;
}

static int report_tally(const tally *t)
{
    if (t->problems > 0) {
        wl_complain(CMD, "%d problem%s", t->problems, t->problems == 1 ? "" : "s");
        return WL_EXIT_FAIL;
    }
    if (t->lessons + t->quizzes + t->terms + t->demos == 0) {
        wl_complain(CMD, "no lesson or quiz files found");
        return WL_EXIT_FAIL;
    }
    if (t->lessons + t->quizzes > 0)
        printf(
            "ok: %d section%s in %d lesson%s (%d figure%s checked), %d question%s in %d quiz%s\n",
            t->sections, t->sections == 1 ? "" : "s", t->lessons, t->lessons == 1 ? "" : "s",
            t->figures, t->figures == 1 ? "" : "s", t->questions, t->questions == 1 ? "" : "s",
            t->quizzes, t->quizzes == 1 ? "" : "zes");
    if (t->terms > 0)
        printf("ok: %d term%s in the glossary\n", t->terms, t->terms == 1 ? "" : "s");
    if (t->demos > 0)
        printf("ok: %d step%s in %d demo script%s\n", t->steps, t->steps == 1 ? "" : "s", t->demos,
               t->demos == 1 ? "" : "s");
    return WL_EXIT_OK;
}

/* Loads one reference file of the data directory when it ships one; a
 * malformed file is a content problem like any other. Returns ref or NULL. */
static const wl_reference *load_reference(const char *dir, const char *name, wl_reference *ref,
                                          tally *t)
{
    char sub[PATH_MAX], path[PATH_MAX];
    wl_error err;
    if (wl_path_join(sub, sizeof sub, dir, "reference") != 0 ||
        wl_path_join(path, sizeof path, sub, name) != 0 || access(path, R_OK) != 0)
        return NULL;
    if (wl_reference_load(path, ref, &err) != 0) {
        print_problem(t, err.msg);
        return NULL;
    }
    return ref;
}

/* Whether the data directory dir holds rel (a link counts, even a broken one). */
static bool shipped(const char *dir, const char *rel)
{
    char path[PATH_MAX];
    struct stat st;
    return wl_path_join(path, sizeof path, dir, rel) == 0 && lstat(path, &st) == 0;
}

/* The GPU profiles (reference/gpus/NAME.txt) load, and the validation table
 * of published figures reads whole, naming shipped profiles: each problem
 * at its file:line. */
static void check_gpu_data(const char *dir, tally *t)
{
    char names[WL_PROFILES_MAX][WL_PROFILE_NAME_MAX];
    int all, n = wl_calibration_profiles(dir, names, WL_PROFILES_MAX, &all);
    if (all > n) {
        char msg[PATH_MAX + 160];
        snprintf(msg, sizeof msg,
                 "%s/reference/gpus: %d profiles the lab cannot offer (past %d, or names over "
                 "%d bytes)",
                 dir, all - n, WL_PROFILES_MAX, WL_PROFILE_NAME_MAX - 1);
        print_problem(t, msg);
    }
    for (int i = 0; i < n; i++) {
        char path[PATH_MAX];
        wl_calibration cal;
        wl_error err;
        if (wl_calibration_profile_path(dir, names[i], path, sizeof path, &err) != 0 ||
            wl_calibration_load(path, &cal, &err) != 0)
            print_problem(t, err.msg);
    }
    wl_error err;
    if (wl_validation_check(dir, &err) != 0)
        print_problem(t, err.msg);
}

/* Whether path lies inside folder dir (both resolved). */
static bool inside(const char *path, const char *dir)
{
    char p[PATH_MAX], d[PATH_MAX];
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode) || !realpath(path, p) || !realpath(dir, d))
        return false;
    size_t n = strlen(d);
    return strncmp(p, d, n) == 0 && (p[n] == '/' || (n == 1 && d[0] == '/'));
}

/* Two arguments that name one file or folder (the same text, or a link),
 * or one inside a folder another names: checked twice, its sections and
 * questions would count twice in the tally, so the line is refused as a
 * slip. Returns 0 or WL_EXIT_USAGE. */
static int named_twice(int argc, char **argv, int first)
{
    for (int i = first; i < argc; i++) {
        struct stat a, b;
        if (stat(argv[i], &a) != 0)
            continue; /* check_path says why it cannot be read */
        for (int j = first; j < argc; j++) {
            if (j < i && stat(argv[j], &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino)
                return wl_usage_error(CMD, "'%s' names what '%s' does; give it once", argv[i],
                                      argv[j]);
            if (j != i && inside(argv[i], argv[j]))
                return wl_usage_error(CMD, "'%s' is inside '%s', which is checked whole; give one",
                                      argv[i], argv[j]);
        }
    }
    return 0;
}

static int run_checks(int argc, char **argv, int first, const char *data_dir, tally *t)
{
    char dir[PATH_MAX];
    int found = wl_datadir_find(data_dir, dir, sizeof dir) == 0;
    if (first == argc) {
        if (!found)
            return wl_usage_error(CMD, "no data directory found; use --data-dir DIR");
        return check_tree(dir, t) == 0 ? 0 : wl_usage_error(CMD, "cannot read '%s'", dir);
    }
    /* Demo scripts last: a lesson named beside them that does not load is
     * then said once, with its own name, not again through the demos. */
    for (int pass = 0; pass < 2; pass++)
        for (int i = first; i < argc; i++) {
            int rc = is_demo_path(argv[i]) == pass ? check_path(argv[i], t) : 0;
            if (rc != 0)
                return rc;
        }
    return 0;
}

int wl_cmd_check_content(int argc, char **argv)
{
    const char *data_dir = NULL;
    int first = 0;
    int rc = parse_args(argc, argv, &data_dir, &first);
    if (rc != WL_CLI_RUN)
        return rc;
    if (named_twice(argc, argv, first) != 0)
        return WL_EXIT_USAGE;
    tally t = {0};
    wl_reference ref = {0}, seed = {0}, seed_timed = {0};
    char dir[PATH_MAX];
    if (wl_datadir_find(data_dir, dir, sizeof dir) == 0) {
        t.reference = load_reference(dir, WL_REFERENCE_FILE, &ref, &t);
        const wl_reference *runs[] = {
            load_reference(dir, WL_REFERENCE_SEED_FILE, &seed, &t),
            load_reference(dir, WL_REFERENCE_SEED_TIMING_FILE, &seed_timed, &t)};
        for (size_t i = 0; i < 2; i++)
            if (runs[i])
                t.seed_runs[t.nseed_runs++] = runs[i];
        if (first == argc) /* the whole data directory, not the files named */
            check_gpu_data(dir, &t);
    }
    wl_calibration cal;
    wl_error cal_err;
    if (t.reference && wl_calibration_load_default(dir, NULL, &cal, &cal_err) == 0)
        t.consts = &cal.consts;
    else if (t.reference && shipped(dir, "reference/" WL_CALIBRATION_FILE))
        print_problem(&t, cal_err.msg); /* said once, not at every figure it leaves unchecked */
    rc = run_checks(argc, argv, first, data_dir, &t);
    free(t.seen);
    wl_reference_free(&ref);
    wl_reference_free(&seed);
    wl_reference_free(&seed_timed);
    if (rc != 0)
        return rc;
    return report_tally(&t);
}
