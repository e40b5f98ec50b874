/* Predict, then measure: opening a section's prompt, typed or picked
 * guesses judged by wl_prompt_judge, the first guess saved with progress.
 * The answer is computed when the prompt opens, from the same model and
 * reference data check-content uses, so the lab and the checker agree. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wl_answer_text.h"
#include "wl_app.h"
#include "wl_datadir.h"
#include "wl_format.h"
#include "wl_lab.h"
#include "wl_lesson_text.h"
#include "wl_strings.h"

static const wl_section *current_section(const wl_app *app)
{
    return wl_course_section(&app->course, app->cur, NULL);
}

static const wl_progress_answer *saved_guess(const wl_app *app, size_t section, const wl_prompt *p)
{
    char id[WL_SECTION_ID_MAX + 1];
    wl_app_section_id(app, section, id, sizeof id);
    return wl_progress_find_guess(&app->progress, id, p->id);
}

const wl_prompt *wl_app_predict_pending(const wl_app *app)
{
    const wl_section *s = current_section(app); /* a demo's room guesses too */
    for (size_t i = 0; s && i < s->nprompts; i++)
        if (!saved_guess(app, app->cur, &s->prompts[i]) &&
            wl_app_prompt_answerable(app, &s->prompts[i]))
            return &s->prompts[i];
    return NULL;
}

bool wl_app_section_asks(const wl_app *app)
{
    const wl_section *s = current_section(app);
    return s && s->nprompts > 0;
}

bool wl_section_text_follows(const wl_section *s, const wl_prompt *p)
{
    for (size_t i = 0; s && i < s->nblocks; i++)
        if (s->blocks[i].line > p->line && s->blocks[i].kind != WL_BLOCK_RULE)
            return true;
    return false;
}

bool wl_app_predict_text_follows(const wl_app *app, const wl_prompt *p)
{
    return wl_section_text_follows(current_section(app), p);
}

/* The constants a prompt is judged against: the lab's own calibration,
 * whichever GPU profile m shows (a prompt about the H200 judged against an
 * A100's estimate marked a right answer wrong, and progress kept it). */
static const wl_gpu_consts *prompt_consts(const wl_app *app)
{
    if (!app->have_cal)
        return NULL;
    return app->profile > 0 ? &app->start_cal.consts : &app->cal.consts;
}

static void compute_answer(wl_app *app)
{
    wl_tui_predict *pr = &app->predict;
    wl_figure_data data = {
        .runs = app->refs.list, .nruns = app->refs.n, .consts = prompt_consts(app)};
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

static void record(wl_app *app)
{
    wl_tui_predict *pr = &app->predict;
    char id[WL_SECTION_ID_MAX + 1];
    wl_error err;
    wl_app_section_id(app, pr->section, id, sizeof id);
    /* a guess saved before a reset elsewhere is no prediction of the store
     * now: this one is, not practice */
    if (wl_app_progress_catch_up(app))
        pr->retry = false;
    if (wl_progress_record_guess(&app->progress, id, pr->p->id, pr->verdict.right, pr->given,
                                 &err) != 0)
        snprintf(app->view.message, sizeof app->view.message, "progress: %.140s", err.msg);
    wl_app_progress_save(app);
    /* Saving merged the file, where the first guess stays: when another
     * warplab saved one first, that is the prediction kept, said so. */
    const wl_progress_answer *kept = saved_guess(app, pr->section, pr->p);
    if (!pr->retry && kept && strcmp(kept->given, pr->given) != 0) {
        pr->retry = pr->kept_elsewhere = true;
        snprintf(pr->kept, sizeof pr->kept, "%s", kept->given);
        pr->kept_right = kept->result == WL_RESULT_CORRECT;
    }
    app->view.lesson_width = -1; /* the rest of the section may be read now */
    wl_app_held_refresh(app);
    wl_app_hold_chart(app); /* and the points it asked about shown */
}

/* ---- the source's hooks ------------------------------------------------- */

static void asked(const wl_app *app, wl_asked *out)
{
    const wl_tui_predict *pr = &app->predict;
    out->stage = pr->judged || !pr->have_answer ? WL_ASK_END : WL_ASK_ASKING;
    out->nchoices = pr->p->kind == WL_PROMPT_CHOICE ? pr->p->nitems : 0;
    out->several = false;
    out->more = false; /* Enter goes back to the lesson */
}

static unsigned answer(wl_app *app, const char *given, char *why, size_t whysz)
{
    wl_tui_predict *pr = &app->predict;
    if (!pr->have_answer)
        return WL_HANDLED;
    judge(pr, given);
    if (pr->verdict.unclear) {
        snprintf(why, whysz, "%s: %s", given, pr->verdict.message);
        return WL_REDRAW;
    }
    pr->judged = true;
    record(app);
    return WL_REDRAW;
}

static unsigned next(wl_app *app)
{
    (void)app;
    return WL_HANDLED;
}

static unsigned again(wl_app *app)
{
    app->predict.judged = app->predict.earlier = app->predict.kept_elsewhere = false;
    app->predict.retry = true;
    return WL_RESIZE | WL_REDRAW;
}

static unsigned close_prompt(wl_app *app)
{
    app->predict.open = false;
    wl_app_predict_show(app);
    wl_app_page_enter(app, WL_PAGE_LAB);
    return WL_REDRAW;
}

/* Back to the lesson, where the student was reading: at the prompt, where
 * the text goes on with the reason behind the answer (placed once the
 * lesson is laid out at the lab's width, wl_app_lesson_text). */
static unsigned done(wl_app *app)
{
    app->predict.open = false;
    wl_app_page_enter(app, WL_PAGE_LAB);
    wl_app_predict_show(app);
    if (app->predict.section != app->cur) /* another section's: its text is there */
        return WL_REDRAW;
    app->view.lesson_at_line = app->predict.p->line;
    app->view.lesson_width = -1;
    return WL_RESIZE | WL_REDRAW;
}

/* A value as a figure reads: whole numbers whole, in the question's own
 * unit; a bandwidth in GB/s (a ratio of two bandwidths is in times, not
 * GB/s). */
static void value_text(double v, const char *target, const char *unit, char *out, size_t n)
{
    bool ratio = wl_figure_prefix_of(target, strlen(target)) == WL_PREFIX_RATIO;
    bool gbps = strstr(target, "field=gbps") != NULL && !ratio;
    /* a ratio without a unit of its own reads as one ("1.06 times") */
    const char *u = gbps ? "GB/s" : unit ? unit : ratio ? "times" : NULL;
    snprintf(out, n, "%.*f%s%s", v == (long long)v || v >= 100 ? 0 : 2, v, u ? " " : "",
             u ? u : "");
}

/* How a number is judged, as the screen says it (the answer says whether it
 * is a count; without one nothing is judged, and the tolerance is named). */
static void rule_text(const wl_tui_predict *pr, char *out, size_t n)
{
    if (pr->have_answer)
        wl_prompt_rule(pr->p, &pr->answer, out, n);
    else
        snprintf(out, n, "right means within %.0f%% of the lab's", WL_PROMPT_TOLERANCE * 100);
}

static void how_to_answer(const wl_tui_predict *pr, char *out, size_t n)
{
    const wl_prompt *p = pr->p;
    char rule[80];
    rule_text(pr, rule, sizeof rule);
    if (p->kind == WL_PROMPT_CHOICE)
        snprintf(out, n, "Type a letter, or choose with Up and Down, then Enter.");
    else if (p->kind == WL_PROMPT_SET)
        snprintf(out, n, "Type every one that does, " WL_ANSWER_SEPARATORS ", then Enter.");
    else if (p->nitems == 1)
        snprintf(out, n, "Type a number%s%s, then Enter (%s).", p->unit ? " of " : "",
                 p->unit ? p->unit : "", rule);
    else
        snprintf(out, n, "Type %d numbers%s%s, " WL_ANSWER_SEPARATORS ", then Enter (%s).",
                 p->nitems, p->unit ? " of " : "", p->unit ? p->unit : "", rule);
}

static void asking_sheet(const wl_app *app, wl_ask_sheet *sh)
{
    const wl_tui_predict *pr = &app->predict;
    const wl_prompt *p = pr->p;
    for (int i = 0; p->kind == WL_PROMPT_CHOICE && i < p->nitems; i++) {
        bool here = i == sh->choice;
        wl_ask_para *para =
            wl_ask_add(sh, here ? WL_ROLE_HIGHLIGHT : WL_ROLE_NORMAL, "%s", p->label[i]);
        if (para)
            snprintf(para->first, sizeof para->first, "%s%c) ", here ? "> " : "  ", 'A' + i);
    }
    char how[160];
    how_to_answer(pr, how, sizeof how);
    wl_ask_add(sh, WL_ROLE_DIM, "%s", how);
    if (p->kind != WL_PROMPT_CHOICE) {
        sh->entry_after = sh->n - 1;
        snprintf(sh->entry_label, sizeof sh->entry_label, "Your guess: ");
    }
    if (sh->unclear[0])
        wl_ask_add(sh, WL_ROLE_EM, "%s", sh->unclear);
}

/* How far off a wrong guess is, with as many decimals as it takes to read
 * above the tolerance: "5.3%", never "5%" beside "right means within 5%". */
static void off_text(double off, char *out, size_t n)
{
    double pct = off * 100, tol = WL_PROMPT_TOLERANCE * 100;
    int decimals = 0;
    for (; decimals < 3; decimals++) {
        char shown[32];
        snprintf(shown, sizeof shown, "%.*f", decimals, pct);
        if (strtod(shown, NULL) > tol)
            break;
    }
    snprintf(out, n, "%.*f%%", decimals, pct);
}

/* Whose figure a guess is judged against, as a possessive: "the
 * performance model's", "the model's", "the H200 reference's". */
static void judged_source(const wl_app *app, const char *target, char *out, size_t outsz)
{
    wl_figure_prefix p = wl_figure_prefix_of(target, strlen(target));
    if (p == WL_PREFIX_REF)
        snprintf(out, outsz, "the %s reference's",
                 wl_gpu_short_name(app->have_ref ? app->refs.run[0].device : "GPU"));
    else
        snprintf(out, outsz, "the %smodel's", p == WL_PREFIX_PERF ? "performance " : "");
}

/* One row per answer, named by what sets it apart ("stride 2: you 4, the
 * model predicts 8 sectors: off by 50%"), each marked on its own. Where a
 * measurement is shown beside the answer, a row says which of the two the
 * guess is judged against. */
static void number_sheet(const wl_app *app, wl_ask_sheet *sh)
{
    const wl_tui_predict *pr = &app->predict;
    const wl_prompt *p = pr->p;
    char src[96];
    for (int i = 0; i < p->nitems; i++) {
        char you[32] = "-", model[48], buf[320], name[64];
        if (i < pr->verdict.nguesses)
            snprintf(you, sizeof you, "%g", pr->verdict.guess[i]);
        value_text(pr->answer.value[i], p->target[i], p->unit, model, sizeof model);
        wl_app_predict_source(app, p->target[i], src, sizeof src);
        wl_prompt_item_name(p, i, name, sizeof name);
        /* a measurement beside it is named once, on the row that says which
         * of the two judges */
        int n = snprintf(buf, sizeof buf, "%s%syou %s, %s %s", name, name[0] ? ": " : "", you, src,
                         model);
        bool right = pr->verdict.item_right[i];
        double a = pr->answer.value[i], off = a != 0 ? fabs(pr->verdict.guess[i] - a) / fabs(a) : 0;
        char by[32];
        off_text(off, by, sizeof by);
        if (i < pr->verdict.nguesses && n < (int)sizeof buf)
            snprintf(buf + n, sizeof buf - (size_t)n, right ? ": right" : ": off by %s", by);
        wl_ask_add(sh, right ? WL_ROLE_GOOD : WL_ROLE_BAD, "%s", buf);
        if (pr->answer.has_measured[i] && p->measured[i]) {
            char whose[64], m[48], measured[96];
            judged_source(app, p->target[i], whose, sizeof whose);
            value_text(pr->answer.measured[i], p->measured[i], p->unit, m, sizeof m);
            wl_app_predict_source(app, p->measured[i], measured, sizeof measured);
            wl_ask_add(sh, WL_ROLE_DIM, "Judged against %s %s; %s %s.", whose, model, measured, m);
        }
    }
}

static void choice_sheet(const wl_app *app, wl_ask_sheet *sh)
{
    const wl_tui_predict *pr = &app->predict;
    const wl_prompt *p = pr->p;
    char src[96];
    for (int i = 0; i < p->nitems; i++) {
        char v[48];
        value_text(pr->answer.value[i], p->target[i], NULL, v, sizeof v);
        bool right = i == pr->answer.choice, mine = i == (int)pr->verdict.guess[0];
        wl_app_predict_source(app, p->target[i], src, sizeof src);
        wl_ask_para *para =
            wl_ask_add(sh, right ? WL_ROLE_GOOD : WL_ROLE_NORMAL, "%s: %s %s%s%s", p->label[i], src,
                       v, right ? " (the answer)" : "", mine ? " (your pick)" : "");
        if (para)
            snprintf(para->first, sizeof para->first, "%c) ", 'A' + i);
    }
    /* which figure wins, said: "1.01 times" against "1.06" does not say */
    wl_ask_add(sh, WL_ROLE_DIM, "The answer is the choice with the %s figure.",
               p->pick == WL_PICK_HIGHEST ? "higher" : "lower");
}

static void set_sheet(const wl_app *app, wl_ask_sheet *sh)
{
    const wl_tui_predict *pr = &app->predict;
    char buf[400], src[96];
    wl_app_predict_source(app, pr->p->target[0], src, sizeof src);
    int n = snprintf(buf, sizeof buf, "%s:", src);
    for (int i = 0; i < pr->answer.nparams && n < (int)sizeof buf - 8; i++)
        n += snprintf(buf + n, sizeof buf - (size_t)n, " %d", pr->answer.params[i]);
    wl_ask_add(sh, WL_ROLE_GOOD, "%s", buf);
    if (pr->verdict.missing || pr->verdict.extra)
        wl_ask_add(sh, WL_ROLE_BAD, "You left out %d of them and named %d that do not.",
                   pr->verdict.missing, pr->verdict.extra);
}

static void judged_sheet(const wl_app *app, wl_ask_sheet *sh)
{
    const wl_tui_predict *pr = &app->predict;
    bool right = pr->verdict.right;
    sh->feedback = sh->n;
    char how[128] = "", rule[80];
    int nright = 0;
    for (int i = 0; i < pr->verdict.nguesses; i++)
        nright += pr->verdict.item_right[i];
    rule_text(pr, rule, sizeof rule);
    if (pr->p->kind == WL_PROMPT_NUMBER && pr->p->nitems > 1)
        snprintf(how, sizeof how, " %d of %d right (%s).", nright, pr->p->nitems, rule);
    else if (pr->p->kind == WL_PROMPT_NUMBER)
        snprintf(how, sizeof how, " (%s)", rule);
    bool one = pr->p->kind != WL_PROMPT_NUMBER || pr->p->nitems == 1;
    wl_ask_add(sh, right ? WL_ROLE_GOOD : WL_ROLE_BAD, "%s %s:%s%s%s",
               pr->earlier ? "Your earlier guess," : "You guessed", pr->given,
               one ? (right ? " right" : " not what the lab finds") : "", how, one ? "." : "");
    if (!right && pr->verdict.message[0])
        wl_ask_add(sh, WL_ROLE_EM, "%s", pr->verdict.message);
    if (pr->kept_elsewhere)
        wl_ask_add(sh, WL_ROLE_EM,
                   "Another warplab saved a guess here first, %s (%s): your progress keeps "
                   "that one; this one is practice.",
                   pr->kept, pr->kept_right ? "right" : "not what the lab finds");
    else if (pr->retry && !pr->earlier)
        wl_ask_add(sh, WL_ROLE_DIM, "%s",
                   "Your progress keeps your first guess; this one is practice.");
    wl_ask_add(sh, WL_ROLE_NORMAL, "%s", "");
    if (pr->p->kind == WL_PROMPT_NUMBER)
        number_sheet(app, sh);
    else if (pr->p->kind == WL_PROMPT_CHOICE)
        choice_sheet(app, sh);
    else
        set_sheet(app, sh);
    wl_ask_add(sh, WL_ROLE_NORMAL, "%s", "");
    if (pr->section != app->cur) /* the reason is the prompt's section's to give */
        wl_ask_add(
            sh, WL_ROLE_DIM, "Enter: back to section %zu; section %zu%s explains; r: guess again.",
            app->cur + 1, pr->section + 1,
            wl_section_text_follows(wl_course_section(&app->course, pr->section, NULL), pr->p)
                ? ""
                : " or a later one");
    else
        wl_ask_add(sh, WL_ROLE_DIM, "Enter: back to the lesson, %s; r: guess again.",
                   wl_app_predict_text_follows(app, pr->p) ? "where the reason follows"
                                                           : "where a later section explains");
}

/* The experiment the prompt set the lab to, named in one line, so what it
 * asks about is what the panes show once they may. */
static void experiment_line(const wl_app *app, wl_ask_sheet *sh)
{
    if (!app->lent || app->predict.no_experiment)
        return; /* the section's own, which the question is not about */
    const wl_spec *s = &app->exp.spec;
    wl_slider sl = wl_slider_of_kernel(s->kernel);
    char param[48] = "";
    if (sl != WL_SLIDER_NONE && sl != WL_SLIDER_LAYOUT && sl != WL_SLIDER_UNROLL)
        snprintf(param, sizeof param, ", %s %d", wl_slider_name(sl), s->param);
    char size[64];
    wl_experiment_size_words(&app->exp, 0, size, sizeof size);
    wl_ask_add(sh, WL_ROLE_DIM, "In the lab: the %s kernel%s, %s, unroll %d, %s.",
               wl_kernel_name(s->kernel), param, wl_type_name(s->type), s->unroll, size);
}

static void sheet(const wl_app *app, wl_ask_sheet *sh)
{
    const wl_tui_predict *pr = &app->predict;
    if (pr->section != app->cur) /* asked here for the panes it holds */
        snprintf(sh->title, sizeof sh->title, "Predict, then measure: section %zu",
                 pr->section + 1);
    else
        snprintf(sh->title, sizeof sh->title, "Predict, then measure");
    wl_ask_add(sh, WL_ROLE_STRONG, "%s", pr->p->ask);
    experiment_line(app, sh);
    wl_ask_add(sh, WL_ROLE_NORMAL, "%s", "");
    if (!pr->have_answer) {
        wl_ask_para *para = wl_ask_add(sh, WL_ROLE_BAD, "%s", pr->why_no_answer);
        if (para)
            snprintf(para->first, sizeof para->first, "no answer to compare with: ");
    } else if (pr->judged) {
        judged_sheet(app, sh);
    } else {
        asking_sheet(app, sh);
    }
}

static const wl_ask_ops predict_ops = {
    .asked = asked,
    .sheet = sheet,
    .answer = answer,
    .next = next,
    .again = again,
    .done = done,
    .close = close_prompt,
};

/* The prompt's own experiment in the panes (the kernel its section is
 * about, the type, slider value, unroll and working set it asks about);
 * false when it names none. */
static bool lend_prompt_experiment(wl_app *app, size_t section, const wl_prompt *p)
{
    wl_spec spec;
    int size_mib = 0;
    const wl_section *s = wl_course_section(&app->course, section, NULL);
    wl_kernel kernel = s && s->binding.present ? s->binding.spec.kernel : WL_KERNEL_COUNT;
    if (!wl_prompt_experiment(p, kernel, &spec, &size_mib))
        return false;
    wl_app_lend_experiment(app, &spec, size_mib == WL_SEED_SIZE_BYTES >> 20);
    return true;
}

/* The prompt e opens: the section's first not guessed yet; else the one
 * of another section that holds the panes here, answered here; else the
 * section's first, with the guess saved earlier. NULL when none. */
static const wl_prompt *prompt_to_open(const wl_app *app, size_t *section)
{
    const wl_section *s = current_section(app);
    const wl_prompt *p = wl_app_predict_pending(app);
    *section = app->cur;
    if (p)
        return p;
    if ((p = wl_app_holding_prompt(app, section)) != NULL)
        return p;
    *section = app->cur;
    return s && s->nprompts > 0 ? &s->prompts[0] : NULL;
}

unsigned wl_app_predict_open(wl_app *app)
{
    wl_tui_predict *pr = &app->predict;
    size_t section;
    const wl_prompt *p = prompt_to_open(app, &section);
    if (!p) {
        snprintf(app->view.message, sizeof app->view.message,
                 "this section asks for no prediction");
        return WL_REDRAW;
    }
    pr->p = p;
    pr->section = section;
    pr->open = true;
    pr->judged = pr->earlier = pr->retry = pr->kept_elsewhere = false;
    compute_answer(app);
    wl_app_progress_catch_up(app); /* no earlier guess shown that a reset took */
    const wl_progress_answer *g = saved_guess(app, section, p);
    if (g) {
        judge(pr, g->given);
        pr->judged = pr->earlier = true;
    }
    /* a prompt with no experiment of its own (Little's law from constants)
     * sits beside its section's as the section declares it, not one the
     * student moved to another type or working set */
    const wl_section *own = wl_course_section(&app->course, section, NULL);
    pr->no_experiment = !lend_prompt_experiment(app, section, p);
    if (pr->no_experiment && section == app->cur && own && own->binding.present)
        wl_app_lend_experiment(app, &own->binding.spec, false);
    return wl_app_ask_open(app, &predict_ops);
}

void wl_app_predict_show(wl_app *app)
{
    const wl_prompt *p = wl_app_predict_pending(app);
    if (!p || !lend_prompt_experiment(app, app->cur, p))
        wl_app_return_experiment(app);
}

bool wl_app_figure_held(const wl_app *app)
{
    return wl_app_asking(app) || wl_app_predict_pending(app) || wl_app_held_section(app, NULL) >= 0;
}

void wl_app_predict_free(wl_app *app)
{
    memset(&app->predict, 0, sizeof app->predict);
}

void wl_app_predict_source(const wl_app *app, const char *target, char *out, size_t outsz)
{
    wl_figure_prefix p = wl_figure_prefix_of(target, strlen(target));
    if (p == WL_PREFIX_RATIO || p == WL_PREFIX_PRODUCT) { /* its sources say where from */
        const char *inner = target + strlen(wl_figure_prefix_text(p));
        p = wl_figure_prefix_of(inner, strlen(inner));
    }
    if (p == WL_PREFIX_REF)
        snprintf(out, outsz, "the %s reference measured",
                 wl_gpu_short_name(app->have_ref ? app->refs.run[0].device : "GPU"));
    else if (p == WL_PREFIX_PERF)
        snprintf(out, outsz, "the performance model predicts for the %s",
                 wl_gpu_short_name(app->have_cal ? prompt_consts(app)->device : "GPU"));
    else
        snprintf(out, outsz, "the model predicts");
}
