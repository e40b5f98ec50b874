/* Saved progress: the round trip, the best score, atomic files with mode
 * 0600, where the file lives, reset, and bad files moved aside (never wiped,
 * never a crash). */
#include <dirent.h>
#include <fcntl.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "wl_check.h"
#include "wl_class.h"
#include "wl_datadir.h"
#include "wl_json_read.h"
#include "wl_progress.h"
#include "wl_progress_report.h"
#include "wl_prompt.h"

static char root[] = "/tmp/wl-progress-XXXXXX";

static void fill(wl_progress *p)
{
    wl_error err;
    CHECK_EQ_INT(wl_progress_mark_visited(p, "what-a-warp-asks-for", &err), 0);
    CHECK_EQ_INT(wl_progress_mark_visited(p, "strided-access", &err), 0);
    CHECK_EQ_INT(wl_progress_mark_visited(p, "strided-access", &err), 0); /* once only */
    CHECK_EQ_INT(wl_progress_set_current(p, "strided-access", &err), 0);
    CHECK_EQ_INT(wl_progress_record_answer(p, "coalescing", "sectors", WL_RESULT_CORRECT, 2,
                                           "4 sectors", &err),
                 0);
    /* characters INI would read as syntax survive the trip */
    CHECK_EQ_INT(wl_progress_record_answer(p, "coalescing", "column", WL_RESULT_WRONG, 2,
                                           "1 ; # = [x] % : \\ é", &err),
                 0);
    CHECK_EQ_INT(wl_progress_record_score(p, "coalescing", 2, 3, &err), 0);
    CHECK_EQ_INT(wl_progress_record_score(p, "coalescing", 1, 3, &err), 0);
    CHECK_EQ_INT(wl_progress_record_guess(p, "stage-it", "transpose-slower", false, "A", &err), 0);
    CHECK_EQ_INT(
        wl_progress_record_guess(p, "strided-access", "stride-sectors", true, " 8 16 32 32", &err),
        0);
    CHECK_EQ_INT(wl_progress_record_guess(p, "strided-access", "bad id!", true, "1", &err), -1);
}

static void test_round_trip(void)
{
    char dir[128];
    wl_progress *p = calloc(2, sizeof *p), *q = p + 1;
    wl_error err;
    snprintf(dir, sizeof dir, "%s/a/b/state", root); /* created on save */
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), 0); /* no file: empty */
    CHECK(p->nvisited == 0 && p->warning[0] == '\0');
    fill(p);
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    struct stat st;
    CHECK(stat(p->path, &st) == 0 && (st.st_mode & 0777) == 0600);
    CHECK(stat(dir, &st) == 0 && (st.st_mode & 0777) == 0700);
    CHECK_EQ_INT(wl_progress_load(dir, q, &err), 0);
    CHECK_STR(q->warning, "");
    CHECK_EQ_INT(q->nvisited, 2);
    CHECK(wl_progress_visited(q, "what-a-warp-asks-for") &&
          wl_progress_visited(q, "strided-access"));
    CHECK(!wl_progress_visited(q, "stage-it"));
    CHECK_STR(q->current, "strided-access");
    const wl_progress_score *s = wl_progress_find_score(q, "coalescing");
    CHECK(s && s->best == 2 && s->last == 1 && s->total == 3);
    const wl_progress_answer *a = wl_progress_find_answer(q, "coalescing", "column");
    CHECK(a && a->result == WL_RESULT_WRONG && a->tries == 2);
    CHECK_STR(a ? a->given : NULL, "1 ; # = [x] % : \\ é");
    a = wl_progress_find_answer(q, "coalescing", "sectors");
    CHECK(a && a->result == WL_RESULT_CORRECT && a->tries == 2);
    CHECK_STR(a ? a->given : NULL, "4 sectors");
    CHECK_EQ_INT(q->nguesses, 2);
    const wl_progress_answer *g = wl_progress_find_guess(q, "stage-it", "transpose-slower");
    CHECK(g && g->result == WL_RESULT_WRONG && g->when > 0);
    CHECK_STR(g ? g->given : NULL, "A");
    g = wl_progress_find_guess(q, "strided-access", "stride-sectors");
    CHECK(g && g->result == WL_RESULT_CORRECT);
    CHECK_STR(g ? g->given : NULL, " 8 16 32 32"); /* the edge space survives */
    CHECK(wl_progress_find_guess(q, "stage-it", "stride-sectors") == NULL);
    /* a quiz whose length changed starts its best afresh */
    CHECK_EQ_INT(wl_progress_record_score(q, "coalescing", 1, 4, &err), 0);
    s = wl_progress_find_score(q, "coalescing");
    CHECK(s && s->best == 1 && s->total == 4);
    free(p);
}

static void test_rules(void)
{
    wl_progress *p = calloc(1, sizeof *p);
    wl_error err;
    CHECK_EQ_INT(wl_progress_mark_visited(p, "", &err), -1);
    CHECK_EQ_INT(wl_progress_mark_visited(p, "has space", &err), -1);
    CHECK_EQ_INT(wl_progress_mark_visited(p, "a]b", &err), -1);
    CHECK_EQ_INT(wl_progress_set_current(p, "x=y", &err), -1);
    CHECK_EQ_INT(wl_progress_record_score(p, "q", 4, 3, &err), -1);
    CHECK_EQ_INT(wl_progress_record_score(p, "q", 0, 0, &err), -1);
    CHECK_EQ_INT(wl_progress_record_answer(p, "q", "x", WL_RESULT_OPEN, 1, "", &err), -1);
    CHECK_EQ_INT(wl_progress_record_answer(p, "q", "x", WL_RESULT_WRONG, 3, "", &err), -1);
    char long_id[WL_PROGRESS_ID_MAX + 2];
    memset(long_id, 'a', sizeof long_id - 1);
    long_id[sizeof long_id - 1] = '\0';
    CHECK_EQ_INT(wl_progress_mark_visited(p, long_id, &err), -1);
    long_id[WL_PROGRESS_ID_MAX] = '\0';
    CHECK_EQ_INT(wl_progress_mark_visited(p, long_id, &err), 0);
    free(p);
}

/* Section ids come from headings, whole (a 64-character slug is kept, not
 * cut), and are unique by construction: a second section of the same title
 * gets an id of its own, its end cut to make room for "-2", so visiting one
 * never marks the other. */
static void test_section_ids(void)
{
    char path[128];
    snprintf(path, sizeof path, "%s/ids.md", root);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (!f)
        return;
    fputs("# Ids\n\n## What a warp asks for\n\nText.\n\n## Fix the layout, or stage it!\n\nT.\n\n"
          "## Café 32×32\n\nT.\n\n## ***\n\nT.\n\n"
          "## A very long heading that goes on and on past forty characters ok\n\nT.\n\n"
          "## What a warp asks for\n\nAgain.\n\n"
          "## A very long heading that goes on and on past forty characters ok\n\nT.\n",
          f);
    fclose(f);
    wl_lesson l;
    wl_error err;
    CHECK_EQ_INT(wl_lesson_load_file(path, &l, &err), 0);
    static const char *const want[] = {
        "what-a-warp-asks-for",
        "fix-the-layout-or-stage-it",
        "caf-32-32",
        "section",
        "a-very-long-heading-that-goes-on-and-on-past-forty-characters-ok",
        "what-a-warp-asks-for-2",
        "a-very-long-heading-that-goes-on-and-on-past-forty-characters-2"};
    CHECK_EQ_INT(l.nsections, 7);
    wl_progress *p = calloc(1, sizeof *p);
    for (size_t i = 0; i < l.nsections && i < 7; i++) {
        CHECK_STR(l.sections[i].id, want[i]);
        CHECK_EQ_INT(wl_progress_mark_visited(p, l.sections[i].id, &err), 0); /* valid ids */
    }
    CHECK(!wl_progress_visited(p, "section-2"));
    free(p);
    wl_lesson_free(&l);
}

static void touch(const char *path, time_t age)
{
    FILE *f = fopen(path, "w");
    if (f)
        fclose(f);
    struct timespec t[2] = {{time(NULL) - age, 0}, {time(NULL) - age, 0}};
    utimensat(AT_FDCWD, path, t, 0);
}

/* Temporary files left by killed saves are cleaned up once they are old. */
static void test_stale_temps(void)
{
    char dir[128], old[200], fresh[200];
    wl_progress *p = calloc(1, sizeof *p);
    wl_error err;
    snprintf(dir, sizeof dir, "%s/temps", root);
    mkdir(dir, 0700);
    snprintf(old, sizeof old, "%s/.progress.ini.OLD123", dir);
    snprintf(fresh, sizeof fresh, "%s/.progress.ini.NEW123", dir);
    touch(old, 3600);
    touch(fresh, 0);
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), 0);
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    CHECK(access(old, F_OK) != 0);
    CHECK(access(fresh, F_OK) == 0); /* may belong to a save in progress */
    free(p);
}

static void test_state_dir(void)
{
    char out[256];
    wl_error err;
    CHECK_EQ_INT(wl_state_dir("/x/y", out, sizeof out, &err), 0);
    CHECK_STR(out, "/x/y");
    setenv("XDG_STATE_HOME", "/xdg", 1);
    setenv("HOME", "/home/student", 1);
    CHECK_EQ_INT(wl_state_dir(NULL, out, sizeof out, &err), 0);
    CHECK_STR(out, "/xdg/warplab");
    setenv("XDG_STATE_HOME", "relative", 1); /* ignored, as the spec says */
    CHECK_EQ_INT(wl_state_dir(NULL, out, sizeof out, &err), 0);
    CHECK_STR(out, "/home/student/.local/state/warplab");
    unsetenv("XDG_STATE_HOME");
    unsetenv("HOME");
    CHECK_EQ_INT(wl_state_dir(NULL, out, sizeof out, &err), -1);
    CHECK_CONTAINS(err.msg, "--state-dir");
}

/* Files in dir whose name starts with prefix. */
static int count_files(const char *dir, const char *prefix, char *last, size_t lastsz)
{
    DIR *d = opendir(dir);
    int n = 0;
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL)
        if (strncmp(e->d_name, prefix, strlen(prefix)) == 0) {
            snprintf(last, lastsz, "%s/%s", dir, e->d_name);
            n++;
        }
    if (d)
        closedir(d);
    return n;
}

static void expect_moved_aside(const char *name, const char *text, const char *why)
{
    char dir[128], path[160], aside[512], back[512] = "";
    wl_progress *p = calloc(1, sizeof *p);
    wl_error err;
    snprintf(dir, sizeof dir, "%s/%s", root, name);
    mkdir(dir, 0700);
    snprintf(path, sizeof path, "%s/progress.ini", dir);
    FILE *f = fopen(path, "w");
    fputs(text, f);
    fclose(f);
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), 0);
    CHECK_CONTAINS(p->warning, why);
    CHECK_CONTAINS(p->warning, "progress.ini.corrupt-");
    CHECK(p->nvisited == 0 && p->nanswers == 0 && p->nscores == 0);
    CHECK(access(path, F_OK) != 0); /* moved, not copied */
    CHECK_EQ_INT(count_files(dir, "progress.ini.corrupt-", aside, sizeof aside), 1);
    f = fopen(aside, "r"); /* kept byte for byte */
    if (f) {
        size_t n = fread(back, 1, sizeof back - 1, f);
        back[n] = '\0';
        fclose(f);
    }
    CHECK_STR(back, text);
    /* the next save starts a new file and leaves the old one alone */
    fill(p);
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    CHECK_EQ_INT(count_files(dir, "progress.ini.corrupt-", aside, sizeof aside), 1);
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), 0);
    CHECK_STR(p->warning, "");
    CHECK_EQ_INT(p->nvisited, 2);
    free(p);
}

static void test_bad_files(void)
{
    expect_moved_aside("garbage", "\x01\x02 not text at all\n",
                       ":1: the line holds a control character");
    expect_moved_aside("empty", "", "not a warplab progress file");
    expect_moved_aside("foreign", "[core]\neditor = vi\n", ":1: not a warplab progress file");
    expect_moved_aside("newer", "[warplab]\nformat = warplab-progress 5\n[end]\n",
                       "this warplab reads 'warplab-progress 4'");
    /* the generation came with version 4, and is a whole number */
    expect_moved_aside("generation-v3",
                       "[warplab]\nformat = warplab-progress 3\ngeneration = 2\n[end]\n",
                       ":3: not a line warplab writes");
    expect_moved_aside("generation-bad",
                       "[warplab]\nformat = warplab-progress 4\ngeneration = -1\n[end]\n",
                       ":3: not a line warplab writes");
    /* a time is digits, as warplab writes it: not "+5" */
    expect_moved_aside("time-sign",
                       "[warplab]\nformat = warplab-progress 4\ncurrent = s\nwhen = +5\n[end]\n",
                       ":4: not a line warplab writes");
    /* guesses came with version 3: an older file holding them is not ours */
    expect_moved_aside("guess-v2",
                       "[warplab]\nformat = warplab-progress 2\n[guesses s]\np = right 5 4\n"
                       "[end]\n",
                       ":4: expected 'PROMPT = right|wrong TIME GUESS'");
    expect_moved_aside("bad-guess",
                       "[warplab]\nformat = warplab-progress 3\n[guesses s]\np = maybe 5 4\n"
                       "[end]\n",
                       ":4: expected 'PROMPT");
    expect_moved_aside("cut", "[warplab]\nformat = warplab-progress 1\n[visited]\nintro = yes\n",
                       "cut short");
    expect_moved_aside("after-end", "[warplab]\nformat = warplab-progress 1\n[end]\nx = 1\n",
                       ":4: text after [end]");
    expect_moved_aside("bad-score",
                       "[warplab]\nformat = warplab-progress 1\n[quiz q]\nbest = 4 / 3\n[end]\n",
                       ":4: expected 'last = N / M'");
    expect_moved_aside("bad-answer",
                       "[warplab]\nformat = warplab-progress 1\n[answers q]\nx = maybe 1 4\n"
                       "[end]\n",
                       ":4: expected 'QUESTION");
    expect_moved_aside("bad-escape",
                       "[warplab]\nformat = warplab-progress 1\n[answers q]\nx = wrong 1 %zz\n"
                       "[end]\n",
                       ":4:");
    /* %00 is never written: read, it would cut the text short and the next
     * save would keep only the part before it */
    expect_moved_aside("nul-answer",
                       "[warplab]\nformat = warplab-progress 4\n[answers q]\n"
                       "x = correct 1 5 4%00junk\n[end]\n",
                       ":4: expected 'QUESTION");
    expect_moved_aside("nul-name", "[warplab]\nformat = warplab-progress 4\nname = A%00b\n[end]\n",
                       ":3: not a line warplab writes");
    /* unreadable in place: an error, nothing moved, the caller must not save */
    char dir[128], path[160];
    wl_progress *p = calloc(1, sizeof *p);
    wl_error err;
    snprintf(dir, sizeof dir, "%s/isdir", root);
    snprintf(path, sizeof path, "%s/progress.ini", dir);
    mkdir(dir, 0700);
    mkdir(path, 0700);
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), -1);
    struct stat st;
    CHECK(stat(path, &st) == 0 && S_ISDIR(st.st_mode));
    free(p);
}

/* Two sessions on one state directory, each saving what it loaded at its
 * start plus its own changes: the second save merges, never overwrites. */
static void test_merge_sessions(void)
{
    char dir[128];
    wl_progress *lab = calloc(3, sizeof *lab), *quiz = lab + 1, *got = lab + 2;
    wl_error err;
    snprintf(dir, sizeof dir, "%s/merge", root);
    CHECK_EQ_INT(wl_progress_load(dir, lab, &err), 0);
    CHECK_EQ_INT(wl_progress_mark_visited(lab, "intro", &err), 0);
    CHECK_EQ_INT(wl_progress_save(lab, &err), 0);
    CHECK_EQ_INT(wl_progress_load(dir, quiz, &err), 0); /* both open now */
    CHECK_EQ_INT(wl_progress_record_answer(quiz, "c", "q1", WL_RESULT_CORRECT, 1, "4", &err), 0);
    CHECK_EQ_INT(wl_progress_record_score(quiz, "c", 3, 3, &err), 0);
    CHECK_EQ_INT(wl_progress_save(quiz, &err), 0);
    /* The lab, still holding its old snapshot, moves on and saves. */
    CHECK_EQ_INT(wl_progress_mark_visited(lab, "strided", &err), 0);
    CHECK_EQ_INT(wl_progress_set_current(lab, "strided", &err), 0);
    CHECK_EQ_INT(wl_progress_save(lab, &err), 0);
    CHECK_EQ_INT(wl_progress_load(dir, got, &err), 0);
    const wl_progress_score *s = wl_progress_find_score(got, "c");
    CHECK(s && s->best == 3 && s->last == 3 && s->total == 3);
    CHECK(wl_progress_find_answer(got, "c", "q1") != NULL);
    CHECK(wl_progress_visited(got, "intro") && wl_progress_visited(got, "strided"));
    CHECK_STR(got->current, "strided");
    /* The lab's memory has the quiz's score too, for its score line. */
    CHECK(wl_progress_find_score(lab, "c") != NULL);
    /* A later, worse run: last follows it, best stays; the quiz session
     * that set current earlier does not move it back. */
    CHECK_EQ_INT(wl_progress_record_score(quiz, "c", 1, 3, &err), 0);
    quiz->score[0].when += 10;
    CHECK_EQ_INT(wl_progress_save(quiz, &err), 0);
    CHECK_EQ_INT(wl_progress_load(dir, got, &err), 0);
    s = wl_progress_find_score(got, "c");
    CHECK(s && s->best == 3 && s->last == 1);
    CHECK_STR(got->current, "strided");
    /* A guess tried again after the answer was shown: the file keeps the
     * first, whichever session saves last. */
    CHECK_EQ_INT(wl_progress_record_guess(lab, "strided", "sectors", false, "1 2 3 4", &err), 0);
    CHECK_EQ_INT(wl_progress_save(lab, &err), 0);
    CHECK_EQ_INT(wl_progress_record_guess(lab, "strided", "sectors", true, "8 16 32 32", &err), 0);
    CHECK_EQ_INT(wl_progress_save(lab, &err), 0);
    CHECK_EQ_INT(wl_progress_record_guess(quiz, "strided", "sectors", true, "8 16 32 32", &err), 0);
    quiz->guess[quiz->nguesses - 1].when += 10;
    CHECK_EQ_INT(wl_progress_save(quiz, &err), 0);
    CHECK_EQ_INT(wl_progress_load(dir, got, &err), 0);
    const wl_progress_answer *g = wl_progress_find_guess(got, "strided", "sectors");
    CHECK(g && g->result == WL_RESULT_WRONG);
    CHECK_STR(g ? g->given : NULL, "1 2 3 4");
    free(lab);
}

/* The merge rules one by one: visited united, best kept, the latest answer,
 * the first guess and the latest current section win whichever side they
 * are on. */
static void test_merge_rules(void)
{
    wl_progress *a = calloc(2, sizeof *a), *b = a + 1;
    wl_error err;
    wl_progress_mark_visited(a, "x", &err);
    wl_progress_mark_visited(b, "y", &err);
    wl_progress_record_answer(a, "c", "q", WL_RESULT_WRONG, 2, "old", &err);
    wl_progress_record_answer(b, "c", "q", WL_RESULT_CORRECT, 1, "new", &err);
    a->answer[0].when = 100;
    b->answer[0].when = 200;
    wl_progress_record_score(a, "c", 3, 3, &err);
    wl_progress_record_score(b, "c", 2, 3, &err);
    a->score[0].when = 100;
    b->score[0].when = 200;
    wl_progress_record_guess(a, "s", "p", true, "4", &err);
    wl_progress_record_guess(b, "s", "p", false, "5", &err);
    wl_progress_record_guess(b, "s", "only-b", true, "B", &err);
    a->guess[0].when = 300;
    b->guess[0].when = 250;
    wl_progress_set_current(a, "x", &err);
    wl_progress_set_current(b, "y", &err);
    a->current_when = 200;
    b->current_when = 100;
    wl_progress_merge(a, b);
    CHECK(wl_progress_visited(a, "x") && wl_progress_visited(a, "y"));
    const wl_progress_answer *ans = wl_progress_find_answer(a, "c", "q");
    CHECK_STR(ans ? ans->given : NULL, "new");
    const wl_progress_score *s = wl_progress_find_score(a, "c");
    CHECK(s && s->best == 3 && s->last == 2);
    CHECK_STR(a->current, "x");
    /* the first guess wins: b's, made before a's; b's other guess joins */
    const wl_progress_answer *g = wl_progress_find_guess(a, "s", "p");
    CHECK(g && g->result == WL_RESULT_WRONG && g->when == 250);
    CHECK_STR(g ? g->given : NULL, "5");
    CHECK(wl_progress_find_guess(a, "s", "only-b") != NULL);
    /* The other way round gives the same facts. */
    b->answer[0].when = 50;
    wl_progress_merge(b, a);
    g = wl_progress_find_guess(b, "s", "p");
    CHECK_STR(g ? g->given : NULL, "5");
    /* A second guess, after the answer was shown, leaves the first. */
    CHECK_EQ_INT(wl_progress_record_guess(b, "s", "p", true, "4", &err), 0);
    g = wl_progress_find_guess(b, "s", "p");
    CHECK(g && g->result == WL_RESULT_WRONG && g->when == 250);
    CHECK_STR(g ? g->given : NULL, "5");
    ans = wl_progress_find_answer(b, "c", "q");
    CHECK_STR(ans ? ans->given : NULL, "new");
    CHECK(wl_progress_find_score(b, "c")->best == 3);
    CHECK_STR(b->current, "x");
    /* A full table drops its oldest entry instead of refusing to save. */
    for (int i = 0; i < WL_PROGRESS_MAX_SECTIONS + 5; i++) {
        char id[32];
        snprintf(id, sizeof id, "s%d", i);
        CHECK_EQ_INT(wl_progress_mark_visited(a, id, &err), 0);
    }
    CHECK_EQ_INT(a->nvisited, WL_PROGRESS_MAX_SECTIONS);
    CHECK(wl_progress_visited(a, "s132") && !wl_progress_visited(a, "x"));
    free(a);
}

/* A version 1 file (no times) still loads. */
static void test_version_1(void)
{
    char dir[128], path[160];
    wl_progress *p = calloc(1, sizeof *p);
    wl_error err;
    snprintf(dir, sizeof dir, "%s/v1", root);
    mkdir(dir, 0700);
    snprintf(path, sizeof path, "%s/progress.ini", dir);
    FILE *f = fopen(path, "w");
    fputs("[warplab]\nformat = warplab-progress 1\ncurrent = b\n[visited]\nb = yes\n"
          "[quiz c]\nlast = 1 / 3\nbest = 2 / 3\n[answers c]\nq = correct 1 4 sectors\n[end]\n",
          f);
    fclose(f);
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), 0);
    CHECK_STR(p->warning, "");
    const wl_progress_answer *a = wl_progress_find_answer(p, "c", "q");
    CHECK_STR(a ? a->given : NULL, "4 sectors");
    CHECK(wl_progress_find_score(p, "c") && wl_progress_find_score(p, "c")->best == 2);
    CHECK_STR(p->current, "b");
    CHECK_EQ_INT(p->nguesses, 0);
    free(p);
}

/* A version 2 file (no guesses) still loads, and is saved as version 3. */
static void test_version_2(void)
{
    char dir[128], path[160];
    wl_progress *p = calloc(1, sizeof *p);
    wl_error err;
    snprintf(dir, sizeof dir, "%s/v2", root);
    mkdir(dir, 0700);
    snprintf(path, sizeof path, "%s/progress.ini", dir);
    FILE *f = fopen(path, "w");
    fputs("[warplab]\nformat = warplab-progress 2\ncurrent = b\nwhen = 7\n[visited]\nb = yes\n"
          "[answers c]\nq = wrong 2 9 5\n[end]\n",
          f);
    fclose(f);
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), 0);
    CHECK_STR(p->warning, "");
    CHECK(wl_progress_find_answer(p, "c", "q") != NULL);
    CHECK_EQ_INT(wl_progress_record_guess(p, "b", "p", true, "4", &err), 0);
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), 0);
    CHECK_STR(p->warning, "");
    CHECK(wl_progress_find_guess(p, "b", "p") != NULL);
    free(p);
}

static void test_reset(void)
{
    char dir[128];
    bool removed = true;
    wl_progress *p = calloc(1, sizeof *p);
    wl_error err;
    snprintf(dir, sizeof dir, "%s/reset", root);
    CHECK_EQ_INT(wl_progress_reset(dir, &removed, &err), 0);
    CHECK(!removed);
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), 0);
    fill(p);
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    CHECK_EQ_INT(wl_progress_reset(dir, &removed, &err), 0);
    CHECK(removed);
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), 0);
    CHECK(p->nvisited == 0 && p->nscores == 0 && p->warning[0] == '\0');
    free(p);
}

/* A reset made by another session while this one holds progress in memory
 * (warplab reset beside an open lab) stays a reset: the next save writes
 * back only what this session changed since, and says so. */
static void test_reset_elsewhere(void)
{
    char dir[128], path[160];
    bool removed = false;
    wl_progress *p = calloc(1, sizeof *p);
    wl_error err;
    snprintf(dir, sizeof dir, "%s/reset-elsewhere", root);
    snprintf(path, sizeof path, "%s/progress.ini", dir);
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), 0);
    fill(p);
    CHECK_EQ_INT(wl_progress_save(p, &err), 0); /* this session's file */
    CHECK_EQ_INT(p->generation, 0);
    CHECK_EQ_INT(wl_progress_reset(dir, &removed, &err), 0);
    CHECK(removed);
    CHECK_EQ_INT(wl_progress_mark_visited(p, "strided-access", &err), 0); /* the lab's n */
    CHECK_EQ_INT(wl_progress_set_current(p, "strided-access", &err), 0);
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    CHECK(p->reset_elsewhere);
    CHECK_EQ_INT(p->generation, 1);
    CHECK_EQ_INT(p->nscores, 0);
    CHECK_EQ_INT(p->nanswers, 0);
    CHECK_EQ_INT(p->nguesses, 0);
    CHECK_EQ_INT(p->nvisited, 1); /* the section open now */
    CHECK_STR(p->current, "strided-access");
    /* A session that started after the reset saves as usual. */
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), 0);
    CHECK_EQ_INT(wl_progress_mark_visited(p, "what-a-warp-asks-for", &err), 0);
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    CHECK(!p->reset_elsewhere);
    CHECK_EQ_INT(p->nvisited, 2);
    free(p);
}

static bool drop_coalescing(wl_progress *disk, void *ctx)
{
    (void)ctx;
    return wl_progress_drop_quiz(disk, "coalescing") > 0;
}

/* What a session says it kept after a reset elsewhere, for each scope:
 * whole (nothing else saved) and narrow (what it left stays); its own
 * changes since its last save counted, and a section opened before that
 * save not claimed. */
static void test_reset_note(void)
{
    char dir[128], note[400];
    bool removed = false;
    wl_progress *p = calloc(1, sizeof *p);
    wl_error err;
    snprintf(dir, sizeof dir, "%s/reset-note", root);
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), 0);
    fill(p);
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    CHECK_EQ_INT(wl_progress_reset(dir, &removed, &err), 0);
    CHECK_EQ_INT(wl_progress_record_guess(p, "strided-access", "unroll", true, "1", &err), 0);
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    CHECK(p->reset_elsewhere);
    wl_progress_reset_note(p, "this lab", note, sizeof note);
    CHECK_STR(note, "progress was reset by another warplab: nothing else is saved; this lab kept "
                    "only what it did since its last save: 1 prediction");
    /* narrow: the quiz goes, the visits stay; the lab opens a section */
    fill(p);
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    CHECK_EQ_INT(wl_progress_forget(dir, drop_coalescing, NULL, &removed, &err), 0);
    CHECK(removed);
    CHECK_EQ_INT(wl_progress_set_current(p, "stage-it", &err), 0);
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    CHECK(p->reset_elsewhere);
    wl_progress_reset_note(p, "this lab", note, sizeof note);
    CHECK_STR(note, "progress was reset by another warplab: what it left stays saved; this lab "
                    "kept only what it did since its last save: the section open now");
    CHECK(wl_progress_visited(p, "what-a-warp-asks-for")); /* left by the reset */
    CHECK(!wl_progress_find_score(p, "coalescing"));
    /* narrow again, nothing changed since the last save */
    CHECK_EQ_INT(wl_progress_record_score(p, "coalescing", 1, 3, &err), 0);
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    CHECK_EQ_INT(wl_progress_forget(dir, drop_coalescing, NULL, &removed, &err), 0);
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    CHECK(p->reset_elsewhere);
    wl_progress_reset_note(p, "this lab", note, sizeof note);
    CHECK_STR(note, "progress was reset by another warplab: what it left stays saved; this lab "
                    "kept nothing of its own (it had changed nothing since its last save)");
    CHECK(wl_progress_visited(p, "stage-it"));
    free(p);
}

/* A lab open while another warplab resets the store, then three sections
 * opened faster than the lab saves (it saves when the keys pause): every
 * one of them is this session's after the reset and stays, not the one open
 * at the save alone; a visit saved before the reset does not come back. */
static void test_reset_keeps_visits(void)
{
    char dir[128], note[400];
    bool removed = false;
    wl_progress *p = calloc(1, sizeof *p);
    wl_error err;
    snprintf(dir, sizeof dir, "%s/reset-visits", root);
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), 0);
    CHECK_EQ_INT(wl_progress_mark_visited(p, "sec-6", &err), 0);
    CHECK_EQ_INT(wl_progress_set_current(p, "sec-6", &err), 0);
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    CHECK_EQ_INT(wl_progress_reset(dir, &removed, &err), 0);
    const char *ids[] = {"sec-7", "sec-8", "sec-9"};
    for (int i = 0; i < 3; i++) { /* n, n, n: one visit each, no save between */
        CHECK_EQ_INT(wl_progress_mark_visited(p, ids[i], &err), 0);
        CHECK_EQ_INT(wl_progress_set_current(p, ids[i], &err), 0);
    }
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    CHECK(p->reset_elsewhere);
    wl_progress_reset_note(p, "this lab", note, sizeof note);
    CHECK_STR(note, "progress was reset by another warplab: nothing else is saved; this lab kept "
                    "only what it did since its last save: the section open now, 2 other "
                    "visited sections");
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), 0); /* as the file holds it */
    CHECK_EQ_INT(p->nvisited, 3);
    for (int i = 0; i < 3; i++)
        CHECK(wl_progress_visited(p, ids[i]));
    CHECK(!wl_progress_visited(p, "sec-6"));
    CHECK_STR(p->current, "sec-9");
    free(p);
}

/* A quiz left mid-way resumes at its first question without an answer;
 * answers of a finished run do not count for the next one. */
static void test_resume(void)
{
    static wl_quiz quiz = {.id = "coalescing", .nquestions = 3};
    snprintf(quiz.question[0].id, sizeof quiz.question[0].id, "sectors");
    snprintf(quiz.question[1].id, sizeof quiz.question[1].id, "column");
    snprintf(quiz.question[2].id, sizeof quiz.question[2].id, "fix");
    wl_progress *p = calloc(1, sizeof *p);
    wl_error err;
    wl_quiz_session s;
    CHECK_EQ_INT(wl_progress_record_answer(p, "coalescing", "sectors", WL_RESULT_CORRECT, 2,
                                           "4 sectors", &err),
                 0);
    wl_quiz_session_start(&s, &quiz);
    wl_progress_resume_session(p, &s);
    CHECK_EQ_INT(s.current, 1);
    CHECK(s.result[0] == WL_RESULT_CORRECT && s.tries[0] == 2);
    CHECK_STR(s.given[0], "4 sectors");
    CHECK_EQ_INT(wl_quiz_session_second_tries(&s), 1);
    /* the run finished after that answer: a new run starts at question 1 */
    CHECK_EQ_INT(wl_progress_record_score(p, "coalescing", 1, 3, &err), 0);
    p->score[0].when = p->answer[0].when; /* the same second as its last answer */
    wl_quiz_session_start(&s, &quiz);
    wl_progress_resume_session(p, &s);
    CHECK_EQ_INT(s.current, 0);
    free(p);
}

/* At the cap with no course given: the oldest visit goes, and is counted so
 * the caller can say so (a course with more sections than the cap). */
static void test_visits_cap(void)
{
    wl_progress *p = calloc(1, sizeof *p);
    wl_error err;
    char id[32];
    for (int i = 0; i <= WL_PROGRESS_MAX_SECTIONS; i++) {
        snprintf(id, sizeof id, "s-%d", i);
        CHECK_EQ_INT(wl_progress_mark_visited(p, id, &err), 0);
    }
    CHECK_EQ_INT(p->nvisited, WL_PROGRESS_MAX_SECTIONS);
    CHECK_EQ_INT(p->visits_dropped, 1);
    CHECK(!wl_progress_visited(p, "s-0") && wl_progress_visited(p, id));
    free(p);
}

/* A course of WL_PROGRESS_MAX_SECTIONS sections, c-0 to c-127. */
static wl_course *full_course(void)
{
    static wl_section sec[WL_PROGRESS_MAX_SECTIONS];
    static wl_lesson lesson = {.sections = sec, .nsections = WL_PROGRESS_MAX_SECTIONS};
    static wl_course course = {.lessons = &lesson, .nlessons = 1};
    for (int i = 0; i < WL_PROGRESS_MAX_SECTIONS; i++) {
        snprintf(sec[i].id, sizeof sec[i].id, "c-%d", i);
        sec[i].title = sec[i].id;
    }
    return &course;
}

/* One entry of the visits and one guess of the same section, as a caller
 * would add them. */
static void visit_and_guess(wl_progress *p, const char *section)
{
    wl_error err;
    CHECK_EQ_INT(wl_progress_mark_visited(p, section, &err), 0);
    CHECK_EQ_INT(wl_progress_record_guess(p, section, "p", true, "1", &err), 0);
}

/* Visits and every other table follow one rule at the cap, counted alike:
 * full of the course's own sections, a section the course does not have is
 * the one left out (it used to push out the oldest of the course's own);
 * one of the course's own pushes out the oldest foreign one, counted. */
static void test_caps_one_rule(void)
{
    wl_progress *p = calloc(1, sizeof *p);
    char id[32];
    p->course = full_course();
    for (int i = 0; i < WL_PROGRESS_MAX_SECTIONS; i++) {
        snprintf(id, sizeof id, "c-%d", i);
        visit_and_guess(p, id);
    }
    visit_and_guess(p, "another-course");
    CHECK(!wl_progress_visited(p, "another-course") && wl_progress_visited(p, "c-0"));
    CHECK(!wl_progress_find_guess(p, "another-course", "p") &&
          wl_progress_find_guess(p, "c-0", "p"));
    CHECK_EQ_INT(p->visits_past_cap, 1);
    CHECK_EQ_INT(p->guesses_past_cap, 1);
    CHECK_EQ_INT(p->visits_dropped, 0); /* none of the course's own went */
    /* 127 of the course's sections and a foreign one: the next of the
     * course's own takes the foreign one's place */
    memset(p, 0, sizeof *p);
    p->course = full_course();
    for (int i = 0; i < WL_PROGRESS_MAX_SECTIONS - 1; i++) {
        snprintf(id, sizeof id, "c-%d", i);
        visit_and_guess(p, id);
        if (i == 5)
            visit_and_guess(p, "another-course");
    }
    snprintf(id, sizeof id, "c-%d", WL_PROGRESS_MAX_SECTIONS - 1);
    visit_and_guess(p, id);
    CHECK(!wl_progress_visited(p, "another-course") && wl_progress_visited(p, id));
    CHECK(wl_progress_visited(p, "c-0"));
    CHECK_EQ_INT(p->visits_past_cap, p->guesses_past_cap);
    CHECK_EQ_INT(p->visits_past_cap, 1);
    CHECK_EQ_INT(p->visits_dropped, 0);
    free(p);
}

static void count_said(void *ctx, const char *why)
{
    (void)why;
    ++*(int *)ctx;
}

/* One lookup of a saved slug in the course, for progress and for a class:
 * the section (its prompts too), its title, none for another course's. */
static void test_section_lookup(void)
{
    wl_course *c = full_course();
    static wl_prompt prompt = {.id = "p"};
    wl_section *s3 = &c->lessons[0].sections[3];
    s3->prompts = &prompt;
    s3->nprompts = 1;
    CHECK(wl_progress_section(c, "c-3") == s3);
    CHECK_STR(wl_progress_section_title(c, "c-3"), "c-3");
    CHECK(!wl_progress_section(c, "another-course") && !wl_progress_section(NULL, "c-3"));
    wl_progress *p = calloc(1, sizeof *p);
    visit_and_guess(p, "c-3");
    visit_and_guess(p, "c-4");
    visit_and_guess(p, "another-course");
    int said = 0;
    /* the visit and the guess of another course, and c-4's guess at a
     * prompt its section does not ask */
    CHECK_EQ_INT(wl_class_check_sections(p, c, count_said, &said), 3);
    CHECK_EQ_INT(said, 2);
    CHECK(wl_progress_find_guess(p, "c-3", "p") && !wl_progress_find_guess(p, "c-4", "p"));
    CHECK(wl_progress_visited(p, "c-4") && !wl_progress_visited(p, "another-course"));
    s3->prompts = NULL;
    s3->nprompts = 0;
    free(p);
}

/* Two loads into one struct, a long progress file then an export (as class
 * reads one file after another): the second says nothing of what the first
 * left out at the cap. */
static void test_second_load(void)
{
    wl_progress *p = calloc(1, sizeof *p);
    wl_error err;
    char *text = malloc(64 * 1024);
    size_t at = (size_t)sprintf(text, "[warplab]\nformat = warplab-progress 4\n[visited]\n");
    for (int i = 0; i < WL_PROGRESS_MAX_SECTIONS + 2; i++)
        at += (size_t)sprintf(text + at, "s-%d = yes\n", i);
    at += (size_t)sprintf(text + at, "[end]\n");
    CHECK_MSG(wl_progress_read("long.ini", text, at, p, &err) == 0, "%s", err.msg);
    CHECK_EQ_INT(p->visits_past_cap, 2);
    static const char export[] = "{\"format\": \"" WL_PROGRESS_EXPORT "\", \"sections\": "
                                 "[{\"slug\": \"s-1\"}], \"quizzes\": [], \"answers\": [], "
                                 "\"predictions\": []}";
    wl_jv v;
    CHECK_MSG(wl_json_parse("one.json", export, strlen(export), &v, &err) == 0, "%s", err.msg);
    CHECK_MSG(wl_progress_from_json("one.json", &v, p, &err) == 0, "%s", err.msg);
    wl_jv_free(&v);
    CHECK_EQ_INT(p->nvisited, 1);
    CHECK_EQ_INT(p->visits_past_cap, 0);
    char note[600];
    CHECK_MSG(!wl_progress_cap_note(p, note, sizeof note), "said after the export: %s", note);
    free(text);
    free(p);
}

/* A guess already saved is the first one, whatever the times: a lab whose
 * own guess, not saved yet, is as old or older keeps the saved one. */
static void test_saved_guess_first(void)
{
    wl_progress *mem = calloc(2, sizeof *mem), *disk = mem + 1;
    wl_error err;
    CHECK_EQ_INT(wl_progress_record_guess(mem, "s", "p", true, "A", &err), 0);
    CHECK_EQ_INT(wl_progress_record_guess(disk, "s", "p", false, "B", &err), 0);
    wl_progress_mark_saved(disk);
    mem->guess[0].when = disk->guess[0].when = 100; /* one second */
    wl_progress_merge(mem, disk);
    const wl_progress_answer *g = wl_progress_find_guess(mem, "s", "p");
    CHECK_STR(g ? g->given : NULL, "B");
    mem->guess[0] = (wl_progress_answer){.group = "s",
                                         .item = "p",
                                         .result = WL_RESULT_CORRECT,
                                         .tries = 1,
                                         .when = 90,
                                         .given = "A",
                                         .unsaved = true};
    wl_progress_merge(mem, disk);
    g = wl_progress_find_guess(mem, "s", "p");
    CHECK_STR(g ? g->given : NULL, "B");
    free(mem);
}

int main(void)
{
    if (!mkdtemp(root))
        return 2;
    test_round_trip();
    test_rules();
    test_bad_files();
    test_reset();
    test_reset_elsewhere();
    test_resume();
    test_reset_note();
    test_reset_keeps_visits();
    test_merge_sessions();
    test_merge_rules();
    test_version_1();
    test_version_2();
    test_state_dir();
    test_section_ids();
    test_stale_temps();
    test_visits_cap();
    test_caps_one_rule();
    test_section_lookup();
    test_second_load();
    test_saved_guess_first();
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", root);
    return CHECK_DONE();
}
