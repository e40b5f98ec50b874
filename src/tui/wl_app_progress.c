/* Saved progress in the lab: sections visited, where the student left off,
 * and the reset key. Saving failures are shown, never fatal. */
#include <stdio.h>
#include <string.h>

#include "wl_app.h"
#include "wl_number.h"

void wl_app_section_id(const wl_app *app, size_t i, char *out, size_t outsz)
{
    /* The course gives each section an id unique to it, from its heading. */
    const wl_section *s = wl_course_section(&app->course, i, NULL);
    snprintf(out, outsz, "%s", s ? s->id : "section");
}

/* Sections whose id starts with name (or, with `inside`, holds it
 * anywhere); the first such in *first. */
static int matches(const wl_app *app, const char *name, bool inside, size_t *first)
{
    int n = 0;
    for (size_t i = 0; i < app->nsections; i++) {
        char id[WL_SECTION_ID_MAX + 1];
        wl_app_section_id(app, i, id, sizeof id);
        bool hit = inside ? strstr(id, name) != NULL : strncmp(id, name, strlen(name)) == 0;
        if (hit && n++ == 0)
            *first = i;
    }
    return n;
}

static int name_matches(const wl_app *app, const char *name, size_t *first)
{
    return matches(app, name, false, first);
}

/* A whole number with a sign ("-1", "+3"): a number, never a name, though
 * its slug ("1", "3") would read as one. */
static bool signed_number(const char *s)
{
    return (s[0] == '-' || s[0] == '+') && s[1] && strspn(s + 1, "0123456789") == strlen(s + 1);
}

/* Edits (a letter put in, left out or changed) between a and b, counted
 * up to their first 40 letters. */
static int edits(const char *a, const char *b)
{
    enum { MAX = 40 };
    int la = (int)strnlen(a, MAX), lb = (int)strnlen(b, MAX), row[MAX + 1];
    for (int j = 0; j <= lb; j++)
        row[j] = j;
    for (int i = 1; i <= la; i++) {
        int diag = row[0];
        row[0] = i;
        for (int j = 1; j <= lb; j++) {
            int up = row[j], best = diag + (a[i - 1] != b[j - 1]);
            best = up + 1 < best ? up + 1 : best;
            best = row[j - 1] + 1 < best ? row[j - 1] + 1 : best;
            diag = up;
            row[j] = best;
        }
    }
    return row[lb];
}

/* How near a name typed is to section id: the fewest edits to the whole id
 * or to one of its words (a misspelt "strid" is near "the-stride-slider"). */
static int nearness(const char *typed, const char *id)
{
    int best = edits(typed, id);
    char word[WL_SECTION_ID_MAX + 1];
    for (const char *p = id; *p;) {
        size_t n = strcspn(p, "-");
        snprintf(word, sizeof word, "%.*s", (int)n, p);
        int e = edits(typed, word);
        best = e < best ? e : best;
        p += n + (p[n] == '-');
    }
    return best;
}

/* The sentence for a name no section has: the sections whose ids are near
 * it (a third of its letters or fewer edits away, the nearest first, at most
 * three), or how to name one. */
static void no_match(const wl_app *app, const char *text, char *why, size_t whysz)
{
    enum { SHOWN = 3 };
    int limit = (int)strlen(text) / 3 > 1 ? (int)strlen(text) / 3 : 1, n = 0;
    size_t near[SHOWN];
    int dist[SHOWN];
    for (size_t i = 0; i < app->nsections; i++) {
        char id[WL_SECTION_ID_MAX + 1];
        wl_app_section_id(app, i, id, sizeof id);
        int d = nearness(text, id);
        if (d > limit || (n == SHOWN && d >= dist[SHOWN - 1]))
            continue;
        int k = n < SHOWN ? n++ : SHOWN - 1;
        for (; k > 0 && dist[k - 1] > d; k--) { /* kept sorted, nearest first */
            near[k] = near[k - 1];
            dist[k] = dist[k - 1];
        }
        near[k] = i;
        dist[k] = d;
    }
    int at = snprintf(why, whysz, "No section matches '%s'", text);
    for (int k = 0; k < n && at > 0 && (size_t)at < whysz; k++) {
        char id[WL_SECTION_ID_MAX + 1];
        wl_app_section_id(app, near[k], id, sizeof id);
        at += snprintf(why + at, whysz - (size_t)at, "%s%s", k ? ", " : "; near it: ", id);
    }
    if (at > 0 && (size_t)at < whysz)
        snprintf(why + at, whysz - (size_t)at, "%s",
                 n ? "." : ". Give a number or the start of a name (Tab completes it).");
}

long wl_app_find_section(const wl_app *app, const char *typed, char *why, size_t whysz)
{
    /* A heading as the contents show it ("The stride slider") reads as its
     * id; ids stop at WL_SECTION_ID_MAX, so a longer name typed whole still
     * finds its section. */
    char text[WL_SECTION_ID_MAX + 1];
    if (wl_slug_keeps_any(typed))
        wl_section_slug(typed, text, sizeof text);
    else /* nothing a slug keeps ("section" would come back) */
        snprintf(text, sizeof text, "%s", typed);
    long n;
    size_t at = 0;
    if (!typed[0]) {
        snprintf(why, whysz, "Type a section's number or name.");
        return -1;
    }
    if (signed_number(typed) ? wl_parse_int(typed, 1, (long)app->nsections, &n) == 0
                             : wl_parse_int(text, 1, (long)app->nsections, &n) == 0)
        return n - 1;
    if (signed_number(typed) || strspn(text, "0123456789") == strlen(text)) {
        snprintf(why, whysz, "There is no section %s: the sections are 1 to %zu.", typed,
                 app->nsections);
        return -1;
    }
    for (size_t i = 0; i < app->nsections; i++) { /* a whole name wins over a longer one */
        char id[WL_SECTION_ID_MAX + 1];
        wl_app_section_id(app, i, id, sizeof id);
        if (strcmp(id, text) == 0)
            return (long)i;
    }
    int found = name_matches(app, text, &at);
    bool inside = found == 0; /* no id starts so: a word of one ("stride") */
    if (inside)
        found = matches(app, text, true, &at);
    if (found == 1)
        return (long)at;
    if (found == 0)
        no_match(app, text, why, whysz);
    else
        snprintf(why, whysz, "%d sections %s '%s': type more of the name.", found,
                 inside ? "have" : "start with", text);
    return -1;
}

int wl_app_complete_section(const wl_app *app, char *name, size_t namesz)
{
    size_t first = 0;
    int found = name_matches(app, name, &first);
    if (found == 0)
        return 0;
    char common[WL_SECTION_ID_MAX + 1];
    wl_app_section_id(app, first, common, sizeof common);
    for (size_t i = first + 1; i < app->nsections; i++) { /* the longest prefix they share */
        char id[WL_SECTION_ID_MAX + 1];
        wl_app_section_id(app, i, id, sizeof id);
        if (strncmp(id, name, strlen(name)) != 0)
            continue;
        size_t k = 0;
        while (common[k] && common[k] == id[k])
            k++;
        common[k] = '\0';
    }
    snprintf(name, namesz, "%s", common);
    return found;
}

bool wl_app_keeps_progress(const wl_app *app)
{
    /* The room's questions and a demo are the presenter's, not the
     * student's: they leave the state directory as it is. */
    return !app->opt.present && !app->opt.demo;
}

void wl_app_progress_open(wl_app *app)
{
    wl_error err;
    app->progress_unsaved = false;
    /* the course given as it is read: at the cap its visits are kept first */
    if (wl_progress_load_for(app->opt.state_dir, &app->course,
                             app->quiz.loaded ? &app->quiz.set : NULL, &app->progress, &err) != 0) {
        snprintf(app->view.message, sizeof app->view.message, "progress not kept: %.120s", err.msg);
        snprintf(app->progress_lost, sizeof app->progress_lost, "%.150s", err.msg);
        wl_app_held_refresh(app);
        return;
    }
    app->progress_ok = true;
    wl_progress_adopt_ids(&app->progress, &app->course);
    wl_app_held_refresh(app); /* the guesses loaded (none, after a reset) */
    if (app->progress.warning[0])
        snprintf(app->view.message, sizeof app->view.message, "%.150s", app->progress.warning);
    else
        wl_progress_cap_note(&app->progress, app->view.message, sizeof app->view.message);
}

size_t wl_app_start_section(const wl_app *app)
{
    if (app->opt.section > 0)
        return (size_t)app->opt.section - 1;
    if (!app->progress_ok || !app->progress.current[0])
        return 0;
    for (size_t i = 0; i < app->nsections; i++) {
        char id[WL_SECTION_ID_MAX + 1];
        wl_app_section_id(app, i, id, sizeof id);
        if (strcmp(id, app->progress.current) == 0)
            return i;
    }
    return 0;
}

bool wl_app_section_visited(const wl_app *app, size_t i)
{
    char id[WL_SECTION_ID_MAX + 1];
    wl_app_section_id(app, i, id, sizeof id);
    return app->progress_ok && wl_progress_visited(&app->progress, id);
}

/* Past the cap even this course's visits go: a loss the student is told of. */
static void say_visits_dropped(wl_app *app)
{
    if (app->progress.visits_dropped > 0)
        snprintf(app->view.message, sizeof app->view.message,
                 "progress keeps %d sections: %d older visit%s of this course not kept",
                 WL_PROGRESS_MAX_SECTIONS, app->progress.visits_dropped,
                 app->progress.visits_dropped == 1 ? "" : "s");
}

void wl_app_progress_save(wl_app *app)
{
    wl_error err;
    app->progress_unsaved = false; /* one try: a failure is shown, not repeated */
    if (!app->progress_ok)
        return;
    if (wl_progress_save(&app->progress, &err) != 0) {
        snprintf(app->view.message, sizeof app->view.message, "progress not saved: %.120s",
                 err.msg);
        snprintf(app->progress_lost, sizeof app->progress_lost, "%.150s", err.msg);
        return;
    }
    wl_app_held_refresh(app);          /* the store's guesses, another lab's too, are in now */
    if (app->progress.reset_elsewhere) /* it stays reset: said what was kept */
        wl_progress_reset_note(&app->progress, "this lab", app->view.message,
                               sizeof app->view.message);
    say_visits_dropped(app);
}

void wl_app_progress_visit(wl_app *app)
{
    if (!app->progress_ok)
        return;
    char id[WL_SECTION_ID_MAX + 1];
    wl_error err;
    wl_app_section_id(app, app->cur, id, sizeof id);
    if (wl_progress_mark_visited(&app->progress, id, &err) != 0 ||
        wl_progress_set_current(&app->progress, id, &err) != 0) {
        snprintf(app->view.message, sizeof app->view.message, "progress: %.140s", err.msg);
        return;
    }
    snprintf(app->progress.position, sizeof app->progress.position, "%s", id);
    app->progress_unsaved = true;
}

bool wl_app_progress_catch_up(wl_app *app)
{
    if (!app->progress_ok || !wl_app_keeps_progress(app) ||
        !wl_progress_forget_if_reset(&app->progress))
        return false;
    wl_app_progress_visit(app); /* the section open now, as the reset message says */
    wl_app_held_refresh(app);
    return true;
}

void wl_app_progress_flush(wl_app *app)
{
    /* Nothing unsaved, but the store no longer says where the lab is (a
     * narrow reset of this section took the current one): written back. */
    if (app->progress_unsaved || (app->progress_ok && wl_progress_position_moved(&app->progress)))
        wl_app_progress_save(app);
}

unsigned wl_app_progress_reset(wl_app *app)
{
    wl_error err;
    bool removed = false;
    wl_app_page_back(app);
    if (wl_progress_reset(app->opt.state_dir, &removed, &err) != 0) {
        snprintf(app->view.message, sizeof app->view.message, "reset failed: %.140s", err.msg);
        return WL_REDRAW;
    }
    app->progress_ok = false;
    wl_app_progress_open(app);
    app->view.lesson_width = -1; /* the section's prompt asks again */
    snprintf(app->view.message, sizeof app->view.message, "%s",
             removed ? "progress forgotten" : "there was no saved progress");
    return WL_REDRAW;
}
