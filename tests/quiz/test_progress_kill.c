/* A save killed at any moment never leaves a broken progress file: a child
 * saves two different states in a loop, the parent kills it with SIGKILL at
 * random moments, and every load afterwards must succeed, without a warning,
 * and give a whole state: state a alone (saved first), or a and b merged. A
 * killed save also leaves its lock behind unheld: the next save goes on. */
#include <dirent.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "wl_check.h"
#include "wl_progress.h"

#define ROUNDS 200

static char dir[] = "/tmp/wl-progress-kill-XXXXXX";

/* State 'a' is small; state 'b' is large, so its save takes longer. */
static void make_state(wl_progress *p, char which)
{
    wl_error err;
    int sections = which == 'a' ? 5 : 120, answers = which == 'a' ? 3 : 100;
    for (int i = 0; i < sections; i++) {
        char id[32];
        snprintf(id, sizeof id, "%c-section-%03d", which, i);
        wl_progress_mark_visited(p, id, &err);
    }
    for (int i = 0; i < answers; i++) {
        char id[32];
        snprintf(id, sizeof id, "q%03d", i);
        wl_progress_record_answer(p, "quiz", id, WL_RESULT_WRONG, 2,
                                  "a long answer; with % and = in it, to fill the line", &err);
    }
    wl_progress_record_score(p, "quiz", which == 'a' ? 1 : 3, 3, &err);
    wl_progress_set_current(p, which == 'a' ? "a-section-000" : "b-section-119", &err);
}

/* Every fact of state a, and of state b all or none. */
static bool is_whole(const wl_progress *p, bool *with_b)
{
    const wl_progress_score *s = wl_progress_find_score(p, "quiz");
    *with_b = wl_progress_visited(p, "b-section-000");
    int sections = *with_b ? 125 : 5, answers = *with_b ? 100 : 3;
    return p->nvisited == sections && p->nanswers == answers && s && s->best == (*with_b ? 3 : 1) &&
           wl_progress_visited(p, "a-section-004") &&
           (!*with_b || wl_progress_visited(p, "b-section-119"));
}

static void save_forever(wl_progress *a, wl_progress *b)
{
    wl_error err;
    for (unsigned i = 0;; i++)
        if (wl_progress_save(i % 2 ? a : b, &err) != 0)
            _exit(3);
}

static int count_temp_files(void)
{
    DIR *d = opendir(dir);
    int n = 0;
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL)
        n += strncmp(e->d_name, ".progress.ini.", 14) == 0;
    if (d)
        closedir(d);
    return n;
}

int main(void)
{
    wl_progress *st = calloc(3, sizeof *st), *a = st, *b = st + 1, *got = st + 2;
    wl_error err;
    if (!st || !mkdtemp(dir))
        return 2;
    unsigned seed = (unsigned)time(NULL) ^ (unsigned)getpid();
    srand(seed);
    CHECK_EQ_INT(wl_progress_load(dir, a, &err), 0);
    CHECK_EQ_INT(wl_progress_load(dir, b, &err), 0);
    make_state(a, 'a');
    make_state(b, 'b');
    CHECK_EQ_INT(wl_progress_save(a, &err), 0);
    int seen_a = 0, seen_b = 0;
    for (int round = 0; round < ROUNDS; round++) {
        pid_t pid = fork();
        if (pid == 0)
            save_forever(a, b);
        struct timespec pause = {0, (200 + rand() % 4000) * 1000L};
        nanosleep(&pause, NULL);
        kill(pid, SIGKILL);
        int status = 0;
        waitpid(pid, &status, 0);
        CHECK(WIFSIGNALED(status)); /* killed mid-loop, not failed */
        int rc = wl_progress_load(dir, got, &err);
        CHECK_EQ_INT(rc, 0);
        if (rc != 0 || got->warning[0]) {
            fprintf(stderr, "round %d (seed %u): %s\n", round, seed, rc ? err.msg : got->warning);
            check_failures++;
            break;
        }
        bool with_b = false;
        CHECK(is_whole(got, &with_b));
        seen_a += !with_b;
        seen_b += with_b;
    }
    /* Evidence that kills landed inside saves: their temporary files. */
    int temps = count_temp_files();
    printf("%d rounds: state a %d times, a and b %d times; %d saves cut short (seed %u)\n", ROUNDS,
           seen_a, seen_b, temps, seed);
    CHECK(temps > 0);
    CHECK(seen_a + seen_b == ROUNDS);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", dir);
    free(st);
    return CHECK_DONE();
}
