/* Every chart a student meets shows (lessons/README.md, "Predict, then
 * measure"): an unanswered prompt holds the points it asks about, a
 * bandwidth in every section of the course, so a pane that shows such a
 * point waits in every section before the prompt too (and after it, until
 * the text states the figure, wl_app_guard.c), and a student who
 * reads in order never sees it. For each section of the shipped course,
 * opened as a student opens it with its own prompts guessed and no other,
 * the lab's own guard (wl_app_guard.c) says which panes wait: the chart
 * (any point of its track), the readout (and the diagram, for a count) at
 * each slider position. The list is printed, section by slug and prompt by
 * id; a pane that waits for a prompt of a LATER section fails. */
#include <stdio.h>
#include <string.h>

#include "wl_app.h"
#include "wl_check.h"
#include "wl_track.h"

#define LIST_MAX 1024

/* The slider values at which one prompt holds the readout, as a list. */
typedef struct holder {
    const wl_prompt *prompt;
    size_t section;
    bool count; /* a count: the diagram waits with the readout */
    char at[LIST_MAX];
} holder;

#define HOLDERS_MAX 16

static holder *holder_of(holder *h, int *n, const wl_prompt *p, size_t section)
{
    for (int i = 0; i < *n; i++)
        if (h[i].prompt == p)
            return &h[i];
    if (*n == HOLDERS_MAX)
        return NULL;
    h[*n] = (holder){.prompt = p, .section = section};
    return &h[(*n)++];
}

/* Only the section's own prompts are guessed: its own experiment shows,
 * and every other prompt of the course is waiting. */
static void guess_own_only(wl_app *app, size_t cur)
{
    wl_error err;
    for (size_t i = 0; i < app->nsections; i++) {
        const wl_section *s = wl_course_section(&app->course, i, NULL);
        wl_progress_drop_guesses(&app->progress, s->id);
        for (size_t k = 0; i == cur && k < s->nprompts; k++)
            CHECK(wl_progress_record_guess(&app->progress, s->id, s->prompts[k].id, false, "0",
                                           &err) == 0);
    }
    wl_app_held_refresh(app);
}

/* Every prompt holding the lab's point: the guard names the first, which
 * is then guessed so that the next shows (guesses of the section's own
 * prompts only are kept). */
static void holders_here(wl_app *app, size_t cur, const char *label, holder *h, int *n)
{
    bool count = false;
    size_t section;
    const wl_prompt *p;
    wl_error err;
    while (wl_app_held_section(app, &count) >= 0 && (p = wl_app_holding_prompt(app, &section))) {
        holder *o = holder_of(h, n, p, section);
        const wl_section *by = wl_course_section(&app->course, section, NULL);
        if (!o || wl_progress_record_guess(&app->progress, by->id, p->id, false, "0", &err) != 0)
            break;
        wl_app_held_refresh(app); /* as the lab does on a guess */
        size_t len = strlen(o->at);
        snprintf(o->at + len, sizeof o->at - len, "%s%s", len ? ", " : "", label);
        o->count |= count;
    }
    guess_own_only(app, cur);
}

/* The readout's holders at every position of the slider (once, without
 * one): the lab's point is set as the slider sets it, without measuring,
 * since a hold depends on the point alone. */
static int readout_holders(wl_app *app, size_t cur, holder *h)
{
    int n = 0;
    wl_spec own = app->exp.spec;
    if (!app->exp.track.n)
        holders_here(app, cur, "", h, &n);
    for (int pos = 0; pos < app->exp.track.n; pos++) {
        char label[32];
        wl_track_apply(&app->exp.track, pos, &app->exp.spec);
        wl_track_label(&app->exp.track, pos, label, sizeof label);
        holders_here(app, cur, label, h, &n);
        app->exp.spec = own;
    }
    return n;
}

/* One line per pane and prompt; returns how many wait for a prompt of a
 * later section. The chart waits for every prompt holding a point of its
 * track, which are the readout's holders over the slider. */
static int report(const wl_app *app, size_t cur, const holder *h, int n)
{
    const wl_lesson *l;
    const wl_section *s = wl_course_section(&app->course, cur, &l);
    const char *name = app->exp.track.name ? app->exp.track.name : "its point";
    int later = 0;
    for (int i = 0; i < n; i++) {
        const wl_section *by = wl_course_section(&app->course, h[i].section, NULL);
        const char *when = h[i].section > cur ? " (a LATER section)" : "";
        later += h[i].section > cur;
        if (app->exp.track.n)
            printf("%s:%d: '%s': chart waits for '%s' of '%s'%s\n", l->path, s->line, s->id,
                   h[i].prompt->id, by->id, when);
        printf("%s:%d: '%s': readout%s at %s %s waits for '%s' of '%s'%s\n", l->path, s->line,
               s->id, h[i].count ? " and diagram" : "", name, h[i].at, h[i].prompt->id, by->id,
               when);
    }
    return later;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_tui_held_panes SOURCE_DIR\n");
        return 2;
    }
    /* The room's mode keeps progress in memory only: the state directory
     * is neither read nor written. The lab's threads measure and count, as
     * in the lab; nothing waits for them, since a hold depends on the point
     * alone (counted in place, the expression sections took seconds). */
    wl_tui_options opt = {.data_dir = argv[1], .present = true, .section = 1};
    wl_app app;
    wl_error err;
    if (wl_app_open(&app, &opt, false, &err) != 0) {
        fprintf(stderr, "%s\n", err.msg);
        return 1;
    }
    if (!app.have_ref || !app.have_cal) {
        fprintf(stderr, "no reference data or calibration: no prompt holds anything\n");
        wl_app_close(&app);
        return 1;
    }
    int later = 0;
    for (size_t i = 0; i < app.nsections; i++) {
        guess_own_only(&app, i);
        wl_app_goto(&app, i); /* in order, as a student pages through */
        holder h[HOLDERS_MAX];
        int n = readout_holders(&app, i, h);
        CHECK_MSG((wl_app_chart_held_section(&app) >= 0) == (n > 0 && app.exp.track.n > 0),
                  "'%s': the chart's holds are not the readout's over the slider",
                  wl_course_section(&app.course, i, NULL)->id);
        later += report(&app, i, h, n);
    }
    CHECK_MSG(later == 0, "%d holds of panes by a prompt of a later section (listed above)", later);
    wl_app_close(&app);
    return CHECK_DONE();
}
