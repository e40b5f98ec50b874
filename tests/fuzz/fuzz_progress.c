/* Fuzz target: the progress file a student's state directory holds. Each
 * input becomes progress.ini in a private state directory. Loading never
 * fails on content: a good file loads, a bad one is moved aside with a
 * warning and never lost. A file that loads is saved again, and the saved
 * file must load back to the same progress (the round trip). */
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
    return strcmp(a->quiz, b->quiz) == 0 && strcmp(a->question, b->question) == 0 &&
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
