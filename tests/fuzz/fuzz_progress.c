/* Fuzz target: the progress file a student's state directory holds. Each
 * input becomes progress.ini in a private state directory. Loading never
 * fails on content: a good file loads, a bad one is moved aside with a
 * warning and never lost. A file that loads is saved again, and the saved
 * file must load back to the same progress (the round trip). Then a second
 * session saves over it, and the merge must keep every fact of the file:
 * each section visited, each best score, each answer (or a later one). */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "wl_progress.h"

/* Answers this long always fit a line, however many bytes need escaping. */
#define WL_PROGRESS_GIVEN_UNCUT 39

static char state_dir[64];

static void require(int cond, const char *what)
{
    if (!cond) {
        fprintf(stderr, "fuzz_progress: invariant broken: %s\n", what);
        abort();
    }
}

static void empty_state_dir(void)
{
    DIR *d = opendir(state_dir);
    require(d != NULL, "state directory exists");
    struct dirent *e;
    char path[sizeof state_dir + 300];
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        snprintf(path, sizeof path, "%s/%s", state_dir, e->d_name);
        unlink(path);
    }
    closedir(d);
}

static void remove_state_dir(void)
{
    empty_state_dir();
    rmdir(state_dir);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    const char *tmp = getenv("TMPDIR");
    snprintf(state_dir, sizeof state_dir, "%s/wlfuzzstate.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    require(mkdtemp(state_dir) != NULL, "mkdtemp");
    atexit(remove_state_dir);
    return 0;
}

static void write_progress(const uint8_t *data, size_t size)
{
    char path[sizeof state_dir + 32];
    snprintf(path, sizeof path, "%s/%s", state_dir, WL_PROGRESS_FILE);
    FILE *f = fopen(path, "wb");
    require(f && fwrite(data, 1, size, f) == size && fclose(f) == 0, "write the input");
}

/* The fields a student's history consists of (not the paths or warning),
 * compared as strings: bytes after a terminator are not part of them. */
/* An answer is saved as written, except that a long one full of characters
 * that need escaping may be cut to fit inih's line (each such character
 * takes three bytes): then what comes back is a prefix of it. */
static int same_given(const char *a, const char *b)
{
    if (strcmp(a, b) == 0)
        return 1;
    return strlen(a) > WL_PROGRESS_GIVEN_UNCUT && strncmp(a, b, strlen(b)) == 0;
}

static int same_answer(const wl_progress_answer *a, const wl_progress_answer *b)
{
    return strcmp(a->group, b->group) == 0 && strcmp(a->item, b->item) == 0 &&
           a->result == b->result && a->tries == b->tries && same_given(a->given, b->given);
}

static int same_score(const wl_progress_score *a, const wl_progress_score *b)
{
    return strcmp(a->quiz, b->quiz) == 0 && a->last == b->last && a->best == b->best &&
           a->total == b->total;
}

static int same_progress(const wl_progress *a, const wl_progress *b)
{
    if (strcmp(a->current, b->current) != 0 || a->nvisited != b->nvisited ||
        a->nscores != b->nscores || a->nanswers != b->nanswers)
        return 0;
    for (int i = 0; i < a->nvisited; i++)
        if (strcmp(a->visited[i], b->visited[i]) != 0)
            return 0;
    for (int i = 0; i < a->nscores; i++)
        if (!same_score(&a->score[i], &b->score[i]))
            return 0;
    for (int i = 0; i < a->nanswers; i++)
        if (!same_answer(&a->answer[i], &b->answer[i]))
            return 0;
    return 1;
}

/* Every fact of old survives in merged: the merge keeps, never loses. */
static void require_kept(const wl_progress *old, const wl_progress *merged)
{
    /* A full table drops its oldest entries for the newcomers. */
    if (old->nvisited < WL_PROGRESS_MAX_SECTIONS)
        for (int i = 0; i < old->nvisited; i++)
            require(wl_progress_visited(merged, old->visited[i]), "merge keeps visited sections");
    for (int i = 0; i < old->nscores && old->nscores < WL_PROGRESS_MAX_QUIZZES; i++) {
        const wl_progress_score *o = &old->score[i], *m = wl_progress_find_score(merged, o->quiz);
        require(m != NULL, "merge keeps every quiz's score");
        require(m->total != o->total || m->best >= o->best, "merge keeps the best score");
        require(m->best >= m->last && m->last >= 0, "a merged score is a score");
    }
    for (int i = 0; i < old->nanswers && old->nanswers < WL_PROGRESS_MAX_ANSWERS; i++) {
        const wl_progress_answer *o = &old->answer[i];
        const wl_progress_answer *m = wl_progress_find_answer(merged, o->group, o->item);
        require(m != NULL && m->when >= o->when, "merge keeps the latest answer");
    }
}

/* A second session, opened before the file existed, saves its own facts:
 * the save merges the file in instead of writing over it. */
static void second_session(const wl_progress *on_disk)
{
    static wl_progress other, merged, twice;
    wl_error err;
    memset(&other, 0, sizeof other);
    memcpy(other.dir, on_disk->dir, sizeof other.dir);
    memcpy(other.path, on_disk->path, sizeof other.path);
    wl_progress_mark_visited(&other, "fuzz-second-session", &err);
    wl_progress_record_score(&other, "fuzz-quiz", 1, 2, &err);
    wl_progress_record_answer(&other, "fuzz-quiz", "q", WL_RESULT_WRONG, 2, "x", &err);
    require(wl_progress_save(&other, &err) == 0, "a second session can save");
    memset(&merged, 0, sizeof merged);
    require(wl_progress_load(state_dir, &merged, &err) == 0 && merged.warning[0] == '\0',
            "the merged file loads without a warning");
    require(wl_progress_visited(&merged, "fuzz-second-session"), "the second session's visit");
    require_kept(on_disk, &merged);
    /* Merging what is already in changes nothing. */
    twice = merged;
    wl_progress_merge(&twice, on_disk);
    wl_progress_merge(&twice, &merged);
    require(same_progress(&twice, &merged), "merging twice changes nothing");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static wl_progress first, again; /* large: keep them off the stack */
    wl_error err;
    empty_state_dir();
    write_progress(data, size);
    memset(&first, 0, sizeof first);
    require(wl_progress_load(state_dir, &first, &err) == 0, "loading never fails on content");
    if (first.warning[0] == '\0') {
        require(wl_progress_save(&first, &err) == 0, "a loaded file can be saved");
        memset(&again, 0, sizeof again);
        require(wl_progress_load(state_dir, &again, &err) == 0 && again.warning[0] == '\0',
                "the saved file loads without a warning");
        require(same_progress(&first, &again), "the round trip keeps the progress");
        second_session(&again);
    } else {
        /* Moved aside, not deleted: the student's old file is still there. */
        DIR *d = opendir(state_dir);
        int kept = 0;
        struct dirent *e;
        while (d && (e = readdir(d)) != NULL)
            kept += strncmp(e->d_name, WL_PROGRESS_FILE ".corrupt", 20) == 0;
        if (d)
            closedir(d);
        require(kept == 1, "a bad file is kept aside");
    }
    return 0;
}
