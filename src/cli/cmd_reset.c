/* warplab reset: forgets saved progress, all of it or one part (a quiz, the
 * predictions, a section), but only when the student says so: the word
 * reset typed at the terminal or given on standard input (the word the
 * lab's R asks for too: `echo reset | warplab reset` is how a script on a lab
 * machine confirms), or --yes. Anything else, end of input included, changes
 * nothing (exit 1). A --quiz or --section id that neither the course nor the
 * saved progress knows is a bad argument (exit 2), said with the ids known.
 * Every reset goes through the progress store, which raises its
 * generation: a lab open on the same state directory merges nothing it read
 * before back, so the reset stays. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wl_commands.h"
#include "wl_datadir.h"
#include "wl_progress.h"
#include "wl_error.h"
#include "wl_reset_ids.h"

typedef struct reset_opts {
    const char *state_dir, *data_dir;
    bool yes;
    const char *quiz, *section; /* narrow: NULL when not asked */
    bool predictions;
} reset_opts;

static void usage(FILE *out)
{
    fprintf(out, "usage: warplab reset [--state-dir DIR] [--yes]\n"
                 "       warplab reset [--quiz NAME] [--predictions] [--section SLUG]\n"
                 "                     [--state-dir DIR] [--data-dir DIR] [--yes]\n\n"
                 "Forgets the sections you visited, your quiz answers and best scores and\n"
                 "the name set with warplab progress --name (a lab machine's next student\n"
                 "starts anew), or only the part named (the rest stays as it is):\n\n"
                 "  --quiz NAME      one quiz's answers and scores (NAME: its id, as\n"
                 "                   warplab progress lists it)\n"
                 "  --predictions    every prediction you committed\n"
                 "  --section SLUG   one section's visit and its predictions\n"
                 "A NAME or SLUG must be one the course (or the saved progress) knows.\n\n"
                 "It asks you to type the word " WL_RESET_WORD " first; without a terminal the\n"
                 "word is read from standard input (echo " WL_RESET_WORD " | warplab reset).\n\n"
                 "  --state-dir DIR  the progress kept in DIR (default $XDG_STATE_HOME/warplab,\n"
                 "                   else ~/.local/state/warplab)\n"
                 "  --data-dir DIR   the course whose quiz ids and section slugs are known\n"
                 "  --yes            do not ask\n\n"
                 "A lab or quiz open on the same progress keeps nothing it read before the\n"
                 "reset. Exit status: 0 reset (or nothing to reset), 1 not confirmed (any\n"
                 "other word, or no input) or not written, 2 bad arguments.\n");
}

enum { OPT_YES = 1, OPT_QUIZ, OPT_PREDICTIONS, OPT_SECTION };

static int on_option(wl_cli *cli, int c, const char *arg)
{
    reset_opts *o = cli->ctx;
    if (c == OPT_QUIZ)
        o->quiz = arg;
    else if (c == OPT_SECTION)
        o->section = arg;
    else if (c == OPT_PREDICTIONS)
        o->predictions = true;
    else
        o->yes = true;
    return 0;
}

static int parse_opts(int argc, char **argv, reset_opts *o)
{
    static const struct option longopts[] = {{"yes", no_argument, NULL, OPT_YES},
                                             {"quiz", required_argument, NULL, OPT_QUIZ},
                                             {"predictions", no_argument, NULL, OPT_PREDICTIONS},
                                             {"section", required_argument, NULL, OPT_SECTION},
                                             {0}};
    memset(o, 0, sizeof *o);
    wl_cli cli = {.cmd = "reset",
                  .usage = usage,
                  .shared = WL_OPT_STATE_DIR | WL_OPT_DATA_DIR,
                  .options = longopts,
                  .on_option = on_option,
                  .ctx = o};
    int rc = wl_cli_parse(&cli, argc, argv);
    o->state_dir = cli.opt.state_dir;
    o->data_dir = cli.opt.data_dir;
    return rc;
}

static bool narrow(const reset_opts *o)
{
    return o->quiz || o->section || o->predictions;
}

/* "quiz coalescing, every prediction" */
static void describe(const reset_opts *o, char *out, size_t outsz)
{
    if (!narrow(o)) {
        snprintf(out, outsz,
                 "the sections you visited, your answers and best scores, and your name");
        return;
    }
    snprintf(out, outsz, "%s%s%s%s%s%s%s", o->quiz ? "quiz " : "", o->quiz ? o->quiz : "",
             o->quiz && (o->predictions || o->section) ? ", " : "",
             o->predictions ? "every prediction" : "", o->predictions && o->section ? ", " : "",
             o->section ? "section " : "", o->section ? o->section : "");
}

/* The first line of standard input, the answer, whole: true when it is
 * the word itself. A line holding any control character is another answer
 * (a C string would end at a NUL byte: "reset\0junk" read as the word); a
 * line ending "\r\n" is the same line ended as another system ends it.
 * Reading stops past the answer's room: a line that long is no word, and
 * an endless one (/dev/zero) must not be read for ever. */
static bool answer_is_word(bool *read)
{
    char answer[16];
    size_t n = 0;
    bool control = false;
    int c = EOF;
    while (n < sizeof answer && (c = getchar()) != EOF && c != '\n')
        answer[n++] = (char)c;
    *read = n > 0 || c == '\n';
    if (n > 0 && n < sizeof answer && c == '\n' && answer[n - 1] == '\r')
        n--;
    for (size_t i = 0; i < n; i++)
        control |= (unsigned char)answer[i] < 0x20 || answer[i] == 0x7f;
    return !control && n == strlen(WL_RESET_WORD) &&
           memcmp(answer, WL_RESET_WORD, strlen(WL_RESET_WORD)) == 0;
}

/* Asks on the terminal, or reads the answer a script gives on standard
 * input; true only for the word itself on the first line, as in the lab. */
static bool confirmed(const char *what, const char *path)
{
    fprintf(stderr, "This forgets %s\n(%s).\nType %s to reset: ", what, path, WL_RESET_WORD);
    fflush(stderr);
    bool read = false, word = answer_is_word(&read);
    if (!isatty(STDIN_FILENO))
        fputc('\n', stderr); /* nothing echoed the answer's newline */
    if (!read) {
        fprintf(stderr, "No answer: standard input ended. Give the word %s on it, or --yes.\n",
                WL_RESET_WORD);
        return false;
    }
    return word;
}

/* What a narrow reset asked for, and which of it the file held. */
typedef struct forget_job {
    const reset_opts *asked;
    reset_opts held; /* the parts that were saved: only those are named as forgotten */
} forget_job;

/* The parts named, dropped from the file's progress (wl_progress_forget). */
static bool forget_part(wl_progress *disk, void *ctx)
{
    forget_job *job = ctx;
    const reset_opts *o = job->asked;
    memset(&job->held, 0, sizeof job->held);
    if (o->quiz && wl_progress_drop_quiz(disk, o->quiz) > 0)
        job->held.quiz = o->quiz;
    if (o->predictions && wl_progress_drop_guesses(disk, NULL) > 0)
        job->held.predictions = true;
    if (o->section && wl_progress_drop_section(disk, o->section) > 0)
        job->held.section = o->section;
    return narrow(&job->held);
}

static int run_reset(const reset_opts *o, const char *dir, const char *path, const char *what)
{
    wl_error err;
    bool changed = false;
    forget_job job = {.asked = o};
    int rc = narrow(o) ? wl_progress_forget(dir, forget_part, &job, &changed, &err)
                       : wl_progress_reset(dir, &changed, &err);
    if (rc != 0)
        return wl_error_report(&err, "reset");
    if (!narrow(o)) {
        /* What a whole reset removed may be the progress file, copies a
         * damaged one was moved aside to, or both: named by their folder. */
        if (changed)
            printf("Progress reset: the saved progress in %s is removed.\n", dir);
        else
            printf("No saved progress at %s; nothing to reset.\n", path);
    } else if (changed) {
        char held[512];
        describe(&job.held, held, sizeof held);
        printf("Forgotten: %s (%s); the rest is kept.\n", held, path);
        if (strcmp(held, what) != 0)
            printf("Nothing was saved of the rest of %s.\n", what);
    } else
        printf("Nothing saved of %s at %s; nothing to reset.\n", what, path);
    return WL_EXIT_OK;
}

int wl_cmd_reset(int argc, char **argv)
{
    reset_opts o;
    int rc = parse_opts(argc, argv, &o);
    if (rc != WL_CLI_RUN)
        return rc;
    /* An argument that is no id at all is bad (2) before the state
     * directory is looked for (3, or 1). */
    if ((rc = wl_reset_check_ids(o.quiz, o.section, o.data_dir, NULL)) != WL_EXIT_OK)
        return rc;
    char dir[WL_PROGRESS_DIR_MAX], path[WL_PROGRESS_PATH_MAX], what[160];
    wl_error err;
    if (wl_state_dir(o.state_dir, dir, sizeof dir, &err) != 0) {
        wl_error_report(&err, "reset");
        return WL_EXIT_FAIL;
    }
    snprintf(path, sizeof path, "%s/%s", dir, WL_PROGRESS_FILE);
    describe(&o, what, sizeof what);
    rc = wl_reset_check_ids(o.quiz, o.section, o.data_dir, path);
    if (rc != WL_EXIT_OK)
        return rc;
    if (!o.yes && !confirmed(what, path)) {
        fprintf(stderr, "Nothing was changed.\n");
        return WL_EXIT_FAIL;
    }
    return run_reset(&o, dir, path, what);
}
