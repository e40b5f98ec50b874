/* warplab quiz: the check-yourself questions. --plain asks them line by line
 * on stdin/stdout (answers can be piped in); every answered question prints
 * its explanation and the warp diagram of its access pattern, and progress
 * is saved after each one. */
#include <errno.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wl_commands.h"
#include "wl_course_cli.h"
#include "wl_datadir.h"
#include "wl_quiz_file.h"
#include "wl_quiz_howto.h"
#include "wl_quiz_plain.h"
#include "wl_tui.h"
#include "wl_error.h"

typedef struct quiz_opts {
    const char *state_dir, *data_dir, *quiz_file;
    bool plain, ascii;
} quiz_opts;

static void usage(FILE *out)
{
    fprintf(
        out,
        "usage: warplab quiz [--plain] [--ascii] [--state-dir DIR] [--data-dir DIR]\n"
        "                    [--quiz FILE]\n"
        "       warplab quiz --present [LAB OPTIONS]\n\n"
        "Asks the check-yourself questions, scores them \"N / M correct\" and keeps\n"
        "your answers and best score. A wrong answer gets a hint and one more try;\n"
        "then the explanation and the warp diagram of the question's access "
        "pattern.\n" WL_QUIZ_ANSWER_FORMS "\n\n"
        "  --plain          line by line on standard input and output; answers can be\n"
        "                   piped in (also used when there is no terminal); q or\n"
        "                   quit ends the quiz early\n"
        "  --ascii          draw the warp diagram with ASCII characters only\n"
        "  --state-dir DIR  keep progress in DIR (default $XDG_STATE_HOME/warplab,\n"
        "                   else ~/.local/state/warplab)\n"
        "  --data-dir DIR   read quizzes from DIR/quizzes\n"
        "  --quiz FILE      ask the questions of one quiz file\n"
        "  --present        for a room: each question on the whole screen, r or Enter reveals the\n"
        "                   right answer and the explanation, n/p (Right/Left, Space)\n"
        "                   the next and previous question, j/k (Down/Up, PgDn/PgUp)\n"
        "                   scroll a long one (PgDn at its end goes on), q ends;\n"
        "                   nothing is scored or saved. The lab's options apply\n"
        "                   (--projector, --headless COLSxROWS --keys ... --dump\n"
        "                   FILE); --quiz, --plain and --section do not go with it\n\n"
        "Exit status: 0 the quiz was finished or quit, 1 input ended early or a\n"
        "file could not be read, 2 bad arguments.\n");
}

static int on_option(wl_cli *cli, int c, const char *arg)
{
    quiz_opts *o = cli->ctx;
    if (c == 'p')
        o->plain = true;
    else if (c == 'a')
        o->ascii = true;
    else if (wl_cli_file(cli, "--quiz", arg) != 0)
        return WL_EXIT_USAGE;
    else
        o->quiz_file = arg;
    return 0;
}

static int parse_opts(int argc, char **argv, quiz_opts *o)
{
    static const struct option longopts[] = {
        {"plain", no_argument, NULL, 'p'},
        {"ascii", no_argument, NULL, 'a'},
        {"quiz", required_argument, NULL, 'q'},
        {0},
    };
    memset(o, 0, sizeof *o);
    static const wl_cli_path_option paths[] = {{"quiz", "a quiz file"}, {0}};
    wl_cli cli = {.cmd = "quiz",
                  .usage = usage,
                  .paths = paths,
                  .shared = WL_OPT_DATA_DIR | WL_OPT_STATE_DIR,
                  .options = longopts,
                  .on_option = on_option,
                  .ctx = o};
    int rc = wl_cli_parse(&cli, argc, argv);
    o->state_dir = cli.opt.state_dir;
    o->data_dir = cli.opt.data_dir;
    return rc;
}

/* The quizzes to ask: one file, or every quiz of the data directory.
 * Returns 0, or -1 with err set. */
static int load_quizzes(const quiz_opts *o, wl_quiz_set *set, wl_error *err)
{
    memset(set, 0, sizeof *set);
    if (o->quiz_file) {
        set->quiz = calloc(1, sizeof *set->quiz);
        if (!set->quiz || wl_quiz_load_file(o->quiz_file, set->quiz, err) != 0) {
            if (!set->quiz)
                wl_fail(err, "out of memory");
            wl_quiz_set_free(set);
            return -1;
        }
        set->count = 1;
        return 0;
    }
    char data[PATH_MAX], dir[PATH_MAX];
    if (wl_datadir_find(o->data_dir, data, sizeof data) != 0)
        return wl_fail(err, "no data directory with lessons/ and quizzes/ found; give --data-dir");
    if (wl_path_join(dir, sizeof dir, data, "quizzes") != 0)
        return wl_fail(err, "the data directory's path is too long: %s", data);
    return wl_quiz_load_dir(dir, set, err);
}

static bool want_ascii(const quiz_opts *o)
{
    if (o->ascii)
        return true;
    setlocale(LC_CTYPE, "");
    return strcmp(nl_langinfo(CODESET), "UTF-8") != 0;
}

/* --present: the lab showing the questions to a room; the lab's options
 * (--projector, --headless ...) follow, and it saves nothing. */
static int present(int argc, char **argv)
{
    return wl_cmd_lab("quiz", NULL, argc, argv);
}

int wl_cmd_quiz(int argc, char **argv)
{
    for (int i = 1; i < argc && strcmp(argv[i], "--help") != 0; i++)
        if (strcmp(argv[i], "--present") == 0)
            return present(argc, argv);
    quiz_opts o;
    int rc = parse_opts(argc, argv, &o);
    if (rc != WL_CLI_RUN)
        return rc;
    /* At a terminal the quiz opens on the lab's quiz screen, where each answer
     * leads back into the experiment; --plain, a pipe or an explicit quiz file
     * get the line-oriented quiz. */
    if (!o.plain && !o.quiz_file && isatty(STDIN_FILENO) && isatty(STDOUT_FILENO)) {
        wl_tui_options t = {
            .open_quiz = true, .ascii = o.ascii, .data_dir = o.data_dir, .state_dir = o.state_dir};
        return wl_tui_run(&t);
    }
    wl_quiz_set set;
    wl_error err;
    if (load_quizzes(&o, &set, &err) != 0)
        return wl_error_report(&err, "quiz");
    wl_plain_io io = {
        .in = stdin, .out = stdout, .ascii = want_ascii(&o), .echo = !isatty(STDIN_FILENO)};
    /* the course, so that a long progress file keeps its records first; one
     * that does not load only leaves the oldest to go first */
    wl_report_course course;
    wl_error no_course;
    bool have = wl_report_course_load(o.data_dir, &course, &no_course) == 0;
    io.course = have && course.have_lessons ? &course.lessons : NULL;
    io.course_quizzes = have && course.have_quizzes ? &course.quizzes : NULL;
    rc = wl_quiz_plain_run(&set, o.state_dir, &io);
    if (have)
        wl_report_course_free(&course);
    wl_quiz_set_free(&set);
    return rc;
}
