/* A reset holds whatever the order: a model-checking style test. Four
 * sessions share one state directory, lab A, lab B, a `quiz --plain` and a
 * `warplab reset` (whole, or narrow: one quiz forgotten); each session is a
 * short list of steps on the store (a lab or quiz loads, then changes one
 * thing and saves; the reset is one step). Every interleaving of those
 * steps is run from the same seeded store, and the file at the end must
 * hold exactly what the order says:
 * - nothing read before the reset comes back after it (the seeded 3 / 3,
 *   its answers, what a session saved before the reset);
 * - every change saved after the reset is kept, including the current
 *   visit of a lab that read the store before the reset;
 * - a session that read the store before the reset and saves after it is
 *   told so (reset_elsewhere), and every save writes.
 * Then the cases that undid a reset before, one by one. */
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "wl_check.h"
#include "wl_progress.h"
#include "wl_test_files.h"

/* In memory where there is a tmpfs: the 1,260 orders save some 5,000 times,
 * and each save syncs. */
static char root[64];

enum { LAB_A, LAB_B, QUIZ, RESET, ACTORS };
static const int steps_of[ACTORS] = {2, 2, 2, 1};
#define STEPS 7 /* the sum of steps_of */

typedef struct world {
    char dir[256];
    wl_progress *s[3]; /* the sessions' memory: lab A, lab B, the quiz */
    int at[ACTORS][2]; /* when (step number) each step of each actor ran */
    bool narrow;       /* the reset forgets the seeded quiz only */
    bool told[3];      /* reset_elsewhere after the session's save */
    int failed_saves;  /* saves that returned -1 */
} world;

static const char *const section_of[2] = {"sec-a", "sec-b"};

/* The store before any session: a finished 3 / 3 run, its answers, a
 * visited section, all long ago. */
static void seed(const char *dir)
{
    wl_progress *p = calloc(1, sizeof *p);
    wl_error err;
    CHECK_EQ_INT(wl_progress_load(dir, p, &err), 0);
    const char *q[] = {"s1", "s2", "s3"};
    for (int i = 0; i < 3; i++)
        CHECK_EQ_INT(wl_progress_record_answer(p, "seed", q[i], WL_RESULT_CORRECT, 1, "x", &err),
                     0);
    CHECK_EQ_INT(wl_progress_record_score(p, "seed", 3, 3, &err), 0);
    CHECK_EQ_INT(wl_progress_mark_visited(p, "seed-sec", &err), 0);
    CHECK_EQ_INT(wl_progress_set_current(p, "seed-sec", &err), 0);
    long long old = (long long)time(NULL) - 1000;
    for (int i = 0; i < p->nanswers; i++)
        p->answer[i].when = old;
    p->score[0].when = old + 1;
    p->current_when = old;
    CHECK_EQ_INT(wl_progress_save(p, &err), 0);
    free(p);
}

/* The narrow reset: the seeded quiz forgotten, everything else kept. */
static bool forget_seed_quiz(wl_progress *disk, void *ctx)
{
    (void)ctx;
    int n = 0, before = disk->nanswers + disk->nscores;
    for (int i = 0; i < disk->nanswers; i++)
        if (strcmp(disk->answer[i].group, "seed") != 0)
            disk->answer[n++] = disk->answer[i];
    disk->nanswers = n;
    n = 0;
    for (int i = 0; i < disk->nscores; i++)
        if (strcmp(disk->score[i].quiz, "seed") != 0)
            disk->score[n++] = disk->score[i];
    disk->nscores = n;
    return disk->nanswers + disk->nscores != before;
}

static void save(world *w, int who)
{
    wl_error err;
    if (wl_progress_save(w->s[who], &err) != 0) {
        fprintf(stderr, "save of session %d failed: %s\n", who, err.msg);
        w->failed_saves++;
    }
    w->told[who] = w->s[who]->reset_elsewhere;
}

/* Step `step` (0 or 1) of actor `who`. */
static void run_step(world *w, int who, int step)
{
    wl_error err;
    bool removed;
    if (who == RESET) {
        if (w->narrow)
            CHECK_EQ_INT(wl_progress_forget(w->dir, forget_seed_quiz, NULL, NULL, &err), 0);
        else
            CHECK_EQ_INT(wl_progress_reset(w->dir, &removed, &err), 0);
        return;
    }
    wl_progress *p = w->s[who];
    if (step == 0) {
        CHECK_EQ_INT(wl_progress_load(w->dir, p, &err), 0);
        return;
    }
    if (who == QUIZ) { /* one answer and the run's score, as quiz --plain saves them */
        CHECK_EQ_INT(wl_progress_record_answer(p, "later", "q1", WL_RESULT_CORRECT, 1, "4", &err),
                     0);
        CHECK_EQ_INT(wl_progress_record_score(p, "later", 1, 1, &err), 0);
    } else { /* the lab moves to its section (n) and saves once idle */
        CHECK_EQ_INT(wl_progress_mark_visited(p, section_of[who], &err), 0);
        CHECK_EQ_INT(wl_progress_set_current(p, section_of[who], &err), 0);
    }
    save(w, who);
}

/* Whether actor who's change (saved at its step 1) must be in the end file. */
static bool change_kept(const world *w, int who)
{
    return w->narrow || w->at[who][1] > w->at[RESET][0];
}

static bool has_change(const wl_progress *p, int who)
{
    if (who == QUIZ)
        return wl_progress_find_answer(p, "later", "q1") && wl_progress_find_score(p, "later");
    return wl_progress_visited(p, section_of[who]);
}

static void describe(const world *w, char *out, size_t outsz)
{
    static const char *const names[ACTORS] = {"A", "B", "Q", "R"};
    size_t n = 0;
    for (int t = 0; t < STEPS; t++)
        for (int a = 0; a < ACTORS; a++)
            for (int s = 0; s < steps_of[a]; s++)
                if (w->at[a][s] == t)
                    n += (size_t)snprintf(out + n, outsz - n, "%s%s%d", t ? " " : "", names[a], s);
}

static void check_end(const world *w)
{
    char order[128];
    wl_error err;
    describe(w, order, sizeof order);
    wl_progress *end = calloc(1, sizeof *end);
    CHECK_EQ_INT(wl_progress_load(w->dir, end, &err), 0);
    CHECK_MSG(w->failed_saves == 0, "%s: every save writes", order);
    CHECK_MSG(!wl_progress_find_score(end, "seed") && !wl_progress_find_answer(end, "seed", "s1"),
              "%s: the seeded 3 / 3 came back after the reset", order);
    CHECK_MSG(w->narrow == wl_progress_visited(end, "seed-sec"), "%s: the seeded visit %s", order,
              w->narrow ? "was lost" : "came back");
    for (int who = 0; who < 3; who++) {
        bool want = change_kept(w, who);
        CHECK_MSG(has_change(end, who) == want, "%s: session %d's change %s", order, who,
                  want ? "was lost" : "came back after the reset");
        bool stale = w->at[who][0] < w->at[RESET][0] && w->at[who][1] > w->at[RESET][0];
        CHECK_MSG(w->told[who] == stale, "%s: session %d %s told of the reset", order, who,
                  stale ? "was not" : "was wrongly");
    }
    free(end);
}

static int orders_run;

/* Every interleaving: at step t, any actor with steps left may move. */
static void explore(world *w, int next[ACTORS], int t)
{
    if (t == STEPS) {
        if (test_tree_remove(w->dir) != 0)
            return;
        seed(w->dir);
        for (int i = 0; i < 3; i++)
            memset(w->s[i], 0, sizeof *w->s[i]);
        memset(w->told, 0, sizeof w->told);
        w->failed_saves = 0;
        for (int step = 0; step < STEPS; step++)
            for (int a = 0; a < ACTORS; a++)
                for (int s = 0; s < steps_of[a]; s++)
                    if (w->at[a][s] == step)
                        run_step(w, a, s);
        check_end(w);
        orders_run++;
        return;
    }
    for (int a = 0; a < ACTORS; a++) {
        if (next[a] == steps_of[a])
            continue;
        w->at[a][next[a]++] = t;
        explore(w, next, t + 1);
        next[a]--;
    }
}

static void test_every_order(bool narrow)
{
    world w = {.narrow = narrow};
    snprintf(w.dir, sizeof w.dir, "%s/%s", root, narrow ? "narrow" : "whole");
    for (int i = 0; i < 3; i++)
        w.s[i] = calloc(1, sizeof *w.s[i]);
    int next[ACTORS] = {0};
    int before = check_failures;
    orders_run = 0;
    explore(&w, next, 0);
    CHECK_EQ_INT(orders_run, 630); /* 7! / (2! 2! 2! 1!) */
    if (check_failures > before)
        fprintf(stderr, "%s reset: %d checks failed over %d orders\n", narrow ? "narrow" : "whole",
                check_failures - before, orders_run);
    for (int i = 0; i < 3; i++)
        free(w.s[i]);
}

/* The cases of the issue that undid a reset, by name. */
static void fresh_seeded(const char *name, char *dir, size_t dirsz)
{
    snprintf(dir, dirsz, "%s/%s", root, name);
    CHECK(test_tree_remove(dir) == 0);
    seed(dir);
}

/* Lab B open; lab A resets (R, reset) and moves on (n): A writes a fresh
 * file; then B moves on (n). The 3 / 3 must not come back, B is told, and
 * B's current visit is kept. */
static void test_lab_reset_then_lab(void)
{
    char dir[256];
    wl_progress *a = calloc(3, sizeof *a), *b = a + 1, *end = a + 2;
    wl_error err;
    bool removed;
    fresh_seeded("lab-lab", dir, sizeof dir);
    CHECK_EQ_INT(wl_progress_load(dir, b, &err), 0);
    CHECK_EQ_INT(wl_progress_load(dir, a, &err), 0);
    CHECK_EQ_INT(wl_progress_reset(dir, &removed, &err), 0);
    CHECK(removed);
    CHECK_EQ_INT(wl_progress_load(dir, a, &err), 0); /* the lab reopens after R */
    CHECK_EQ_INT(wl_progress_set_current(a, "sec-a", &err), 0);
    CHECK_EQ_INT(wl_progress_mark_visited(a, "sec-a", &err), 0);
    CHECK_EQ_INT(wl_progress_save(a, &err), 0);
    CHECK(!a->reset_elsewhere);
    CHECK_EQ_INT(wl_progress_set_current(b, "sec-b", &err), 0);
    CHECK_EQ_INT(wl_progress_mark_visited(b, "sec-b", &err), 0);
    CHECK_EQ_INT(wl_progress_save(b, &err), 0);
    CHECK(b->reset_elsewhere);
    CHECK_EQ_INT(wl_progress_load(dir, end, &err), 0);
    CHECK(!wl_progress_find_score(end, "seed"));
    CHECK_EQ_INT(end->nanswers, 0);
    CHECK(wl_progress_visited(end, "sec-a") && wl_progress_visited(end, "sec-b"));
    CHECK(!wl_progress_visited(end, "seed-sec"));
    /* B's memory is the store now: its score line shows no 3 / 3 either */
    CHECK(!wl_progress_find_score(b, "seed"));
    free(a);
}

/* Lab B open; warplab reset --yes; a quiz --plain saves an answer; then B
 * saves. */
static void test_reset_quiz_then_lab(void)
{
    char dir[256];
    wl_progress *b = calloc(3, sizeof *b), *q = b + 1, *end = b + 2;
    wl_error err;
    bool removed;
    fresh_seeded("reset-quiz-lab", dir, sizeof dir);
    CHECK_EQ_INT(wl_progress_load(dir, b, &err), 0);
    CHECK_EQ_INT(wl_progress_reset(dir, &removed, &err), 0);
    CHECK_EQ_INT(wl_progress_load(dir, q, &err), 0);
    CHECK_EQ_INT(wl_progress_record_answer(q, "later", "q1", WL_RESULT_WRONG, 2, "7", &err), 0);
    CHECK_EQ_INT(wl_progress_save(q, &err), 0);
    CHECK_EQ_INT(wl_progress_set_current(b, "sec-b", &err), 0);
    CHECK_EQ_INT(wl_progress_save(b, &err), 0);
    CHECK(b->reset_elsewhere);
    CHECK_EQ_INT(wl_progress_load(dir, end, &err), 0);
    CHECK(!wl_progress_find_score(end, "seed"));
    CHECK(!wl_progress_find_answer(end, "seed", "s2"));
    CHECK(wl_progress_find_answer(end, "later", "q1") != NULL);
    CHECK_STR(end->current, "sec-b");
    free(b);
}

/* The guard used to drop the current visit: a lab that quits right after
 * the reset must leave a file with the section it had open. */
static void test_reset_keeps_current_visit(void)
{
    char dir[256], path[300];
    wl_progress *b = calloc(2, sizeof *b), *end = b + 1;
    wl_error err;
    bool removed;
    fresh_seeded("keep-visit", dir, sizeof dir);
    snprintf(path, sizeof path, "%s/progress.ini", dir);
    CHECK_EQ_INT(wl_progress_load(dir, b, &err), 0);
    CHECK_EQ_INT(wl_progress_reset(dir, &removed, &err), 0);
    CHECK(access(path, F_OK) != 0);
    CHECK_EQ_INT(wl_progress_set_current(b, "sec-b", &err), 0);
    CHECK_EQ_INT(wl_progress_mark_visited(b, "sec-b", &err), 0);
    CHECK_EQ_INT(wl_progress_save(b, &err), 0);
    CHECK(b->reset_elsewhere);
    CHECK(access(path, F_OK) == 0);
    CHECK_EQ_INT(wl_progress_load(dir, end, &err), 0);
    CHECK_STR(end->current, "sec-b");
    CHECK_EQ_INT(end->nvisited, 1);
    CHECK_EQ_INT(end->nscores, 0);
    /* and B, now of the new generation, saves as usual from then on */
    CHECK_EQ_INT(wl_progress_mark_visited(b, "sec-c", &err), 0);
    CHECK_EQ_INT(wl_progress_save(b, &err), 0);
    CHECK(!b->reset_elsewhere);
    free(b);
}

/* Losing the lock file (an older warplab's, or removed by hand) forgets no
 * reset: the progress file carries the generation too. */
static void test_generation_in_both(void)
{
    char dir[256], lock[300];
    wl_progress *b = calloc(2, sizeof *b), *a = b + 1;
    wl_error err;
    bool removed;
    fresh_seeded("both", dir, sizeof dir);
    snprintf(lock, sizeof lock, "%s/progress.ini.lock", dir);
    CHECK_EQ_INT(wl_progress_load(dir, b, &err), 0);
    CHECK_EQ_INT(wl_progress_reset(dir, &removed, &err), 0);
    CHECK_EQ_INT(wl_progress_load(dir, a, &err), 0);
    CHECK_EQ_INT(wl_progress_mark_visited(a, "sec-a", &err), 0);
    CHECK_EQ_INT(wl_progress_save(a, &err), 0);
    CHECK(unlink(lock) == 0);
    CHECK_EQ_INT(wl_progress_save(b, &err), 0);
    CHECK(b->reset_elsewhere);
    CHECK(!wl_progress_find_score(b, "seed"));
    free(b);
}

int main(void)
{
    struct stat st;
    snprintf(root, sizeof root, "%s/wl-progress-reset-XXXXXX",
             stat("/dev/shm", &st) == 0 && S_ISDIR(st.st_mode) && access("/dev/shm", W_OK) == 0
                 ? "/dev/shm"
                 : "/tmp");
    if (!mkdtemp(root))
        return 2;
    test_lab_reset_then_lab();
    test_reset_quiz_then_lab();
    test_reset_keeps_current_visit();
    test_generation_in_both();
    test_every_order(false);
    test_every_order(true);
    if (test_tree_remove(root) != 0)
        fprintf(stderr, "could not remove %s\n", root);
    return CHECK_DONE();
}
