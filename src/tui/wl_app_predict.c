/* Predict, then measure: opening a section's prompt, typed or picked
 * guesses judged by wl_prompt_judge, the latest guess saved with progress.
 * The answer is computed when the prompt opens, from the same model and
 * reference data check-content uses, so the lab and the checker agree. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "wl_app.h"
#include "wl_datadir.h"
#include "wl_lesson_text.h"
#include "wl_strings.h"

static const wl_section *current_section(const wl_app *app)
{
    return wl_course_section(&app->course, app->cur, NULL);
}

static const wl_progress_answer *saved_guess(const wl_app *app, const wl_prompt *p)
{
    char id[WL_SECTION_ID_MAX + 1];
    wl_app_section_id(app, app->cur, id, sizeof id);
    return wl_progress_find_guess(&app->progress, id, p->id);
}

/* Without the reference data or the calibration a prompt that needs them
 * has no answer to judge against: it does not hold back the lesson text. */
static bool answerable(const wl_app *app, const wl_prompt *p)
{
    return (app->have_ref && app->have_cal) || !wl_prompt_uses_reference(p);
}

const wl_prompt *wl_app_predict_pending(const wl_app *app)
{
    const wl_section *s = current_section(app);
    for (size_t i = 0; s && i < s->nprompts; i++)
        if (!saved_guess(app, &s->prompts[i]) && answerable(app, &s->prompts[i]))
            return &s->prompts[i];
    return NULL;
}

static void compute_answer(wl_app *app)
{
    wl_tui_predict *pr = &app->predict;
    wl_figure_data data = {.runs = app->refs.list,
                           .nruns = app->refs.n,
                           .consts = app->have_cal ? &app->cal.consts : NULL};
    wl_error err;
    pr->have_answer = wl_prompt_answer_of(pr->p, &data, &pr->answer, &err) == 0;
    if (!pr->have_answer)
        snprintf(pr->why_no_answer, sizeof pr->why_no_answer, "%.150s", err.msg);
}

static void judge(wl_tui_predict *pr, const char *given)
{
    snprintf(pr->given, sizeof pr->given, "%s", given);
    if (pr->have_answer)
        wl_prompt_judge(pr->p, &pr->answer, given, &pr->verdict);
}

static void ask_again(wl_tui_predict *pr)
{
    pr->judged = pr->earlier = false;
    pr->entry[0] = pr->unclear[0] = '\0';
    pr->choice = 0;
}

/* Opens the section's first prompt not guessed yet, else its first one
 * with the guess saved earlier. */
unsigned wl_app_predict_open(wl_app *app)
{
    wl_tui_predict *pr = &app->predict;
    const wl_section *s = current_section(app);
    if (!s || s->nprompts == 0) {
        snprintf(app->view.message, sizeof app->view.message,
                 "this section asks for no prediction");
        return WL_REDRAW;
    }
    const wl_prompt *p = wl_app_predict_pending(app);
    pr->p = p ? p : &s->prompts[0];
    ask_again(pr);
    compute_answer(app);
    const wl_progress_answer *g = p ? NULL : saved_guess(app, pr->p);
    if (g) {
        judge(pr, g->given);
        pr->judged = pr->earlier = true;
    }
    wl_app_page_enter(app, WL_PAGE_PREDICT);
    return WL_REDRAW;
}

static void record(wl_app *app)
{
    wl_tui_predict *pr = &app->predict;
    char id[WL_SECTION_ID_MAX + 1];
    wl_error err;
    wl_app_section_id(app, app->cur, id, sizeof id);
    if (wl_progress_record_guess(&app->progress, id, pr->p->id, pr->verdict.right, pr->given,
                                 &err) != 0)
        snprintf(app->view.message, sizeof app->view.message, "progress: %.140s", err.msg);
    wl_app_progress_save(app);
    app->view.lesson_width = -1; /* the rest of the section may be read now */
}

static unsigned guess(wl_app *app, const char *given)
{
    wl_tui_predict *pr = &app->predict;
    if (!pr->have_answer)
        return WL_HANDLED;
    judge(pr, given);
    if (pr->verdict.unclear) {
        snprintf(pr->unclear, sizeof pr->unclear, "%s", pr->verdict.message);
        return WL_REDRAW;
    }
    pr->judged = true;
    pr->unclear[0] = pr->entry[0] = '\0';
    record(app);
    return WL_REDRAW;
}

static unsigned enter(wl_app *app)
{
    wl_tui_predict *pr = &app->predict;
    if (pr->p->kind == WL_PROMPT_CHOICE) {
        char letter[2] = {(char)('A' + pr->choice), '\0'};
        return guess(app, letter);
    }
    return pr->entry[0] ? guess(app, pr->entry) : WL_HANDLED;
}

/* Back to the lesson, at the prompt, where the text goes on with the
 * reason behind the answer. */
static unsigned done(wl_app *app)
{
    wl_tui_predict *pr = &app->predict;
    const wl_section *s = current_section(app);
    wl_app_page_enter(app, WL_PAGE_LAB);
    wl_text before;
    wl_text_init(&before, app->opt.ascii);
    int width = app->view.lesson_width > 0 ? app->view.lesson_width : 10;
    if (s && wl_lesson_text_render_until(s, (int)app->cur + 1, width, pr->p->line, &before) == 0)
        app->view.lesson_scroll = before.n > 2 ? before.n - 2 : 0;
    wl_text_free(&before);
    app->view.lesson_width = -1;
    return WL_REDRAW;
}

unsigned wl_app_predict_action(wl_app *app, wl_action act)
{
    wl_tui_predict *pr = &app->predict;
    int n = pr->p->kind == WL_PROMPT_CHOICE && pr->p->nitems > 0 ? pr->p->nitems : 1;
    switch (act.id) {
    case WL_ACT_PREDICT_ENTER:
        return enter(app);
    case WL_ACT_PREDICT_CHOICE_UP:
    case WL_ACT_PREDICT_CHOICE_DOWN:
        pr->choice = (pr->choice + (act.id == WL_ACT_PREDICT_CHOICE_UP ? -1 : 1) + n) % n;
        return WL_REDRAW;
    case WL_ACT_ERASE:
        if (pr->entry[0])
            pr->entry[strlen(pr->entry) - 1] = '\0';
        return WL_REDRAW;
    case WL_ACT_PREDICT_RETRY:
        ask_again(pr);
        return WL_REDRAW;
    case WL_ACT_PREDICT_DONE:
        return done(app);
    case WL_ACT_CLOSE:
        wl_app_page_enter(app, WL_PAGE_LAB);
        return WL_REDRAW;
    default:
        return 0;
    }
}

unsigned wl_app_predict_type(wl_app *app, int key)
{
    wl_tui_predict *pr = &app->predict;
    if (pr->judged || key < ' ' || key >= 127)
        return WL_HANDLED;
    if (pr->p->kind == WL_PROMPT_CHOICE) { /* a letter picks at once */
        int i = toupper(key) - 'A';
        if (i < 0 || i >= pr->p->nitems) {
            snprintf(pr->unclear, sizeof pr->unclear, "pick a letter from A to %c",
                     'A' + pr->p->nitems - 1);
            return WL_REDRAW;
        }
        pr->choice = i;
        char letter[2] = {(char)('A' + i), '\0'};
        return guess(app, letter);
    }
    size_t len = strlen(pr->entry);
    if (len + 1 < sizeof pr->entry) {
        pr->entry[len] = (char)key;
        pr->entry[len + 1] = '\0';
    }
    return WL_REDRAW;
}

bool wl_app_predict_asking(const wl_app *app)
{
    return app->view.base == WL_PAGE_PREDICT && !app->predict.judged;
}

wl_mode wl_app_predict_mode(const wl_app *app)
{
    return app->predict.judged ? WL_MODE_PREDICT_END : WL_MODE_PREDICT;
}

void wl_app_predict_free(wl_app *app)
{
    memset(&app->predict, 0, sizeof app->predict);
}

void wl_app_predict_source(const wl_app *app, const char *target, char *out, size_t outsz)
{
    if (strncmp(target, "ref:", 4) == 0)
        snprintf(out, outsz, "the %s reference measured",
                 wl_gpu_short_name(app->have_ref ? app->refs.run[0].device : "GPU"));
    else if (strncmp(target, "perf:", 5) == 0)
        snprintf(out, outsz, "the performance model predicts for the %s",
                 wl_gpu_short_name(app->have_cal ? app->cal.consts.device : "GPU"));
    else
        snprintf(out, outsz, "the model predicts");
}
