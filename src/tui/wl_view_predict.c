/* A prediction prompt in the lesson pane: the question, the choices or the
 * guess being typed; once judged, the guess beside what the model predicts
 * and what the H200 reference measured, each labelled as such. */
#include <stdio.h>
#include <string.h>

#include "wl_view.h"

static void para(wl_text *t, int width, const char *text, wl_role role, const char *first)
{
    char rest[32];
    snprintf(rest, sizeof rest, "%*s", (int)strlen(first), "");
    wl_run run = {text ? text : "", role};
    wl_text_wrap(t, &run, 1, width, first, rest, role);
}

/* A value as a figure reads: whole numbers whole, bandwidths in GB/s. */
static void value_text(double v, const char *target, const char *unit, char *out, size_t n)
{
    bool gbps = strstr(target, "field=gbps") != NULL;
    snprintf(out, n, "%.*f%s%s", v == (long long)v || v >= 100 ? 0 : 2, v,
             gbps   ? " GB/s"
             : unit ? " "
                    : "",
             gbps   ? ""
             : unit ? unit
                    : "");
}

static void how_to_answer(const wl_prompt *p, char *out, size_t n)
{
    if (p->kind == WL_PROMPT_CHOICE)
        snprintf(out, n, "Type a letter, or choose with Up and Down, then Enter.");
    else if (p->kind == WL_PROMPT_SET)
        snprintf(out, n, "Type every one that does, separated by spaces, then Enter.");
    else
        snprintf(out, n, "Type %d number%s%s%s, separated by spaces, then Enter.", p->nitems,
                 p->nitems > 1 ? "s" : "", p->unit ? " of " : "", p->unit ? p->unit : "");
}

static void asking_rows(const wl_tui_predict *pr, int width, wl_text *t)
{
    const wl_prompt *p = pr->p;
    char buf[160];
    for (int i = 0; p->kind == WL_PROMPT_CHOICE && i < p->nitems; i++) {
        char first[16];
        snprintf(first, sizeof first, "%s%c) ", i == pr->choice ? "> " : "  ", 'A' + i);
        para(t, width, p->label[i], i == pr->choice ? WL_ROLE_HIGHLIGHT : WL_ROLE_NORMAL, first);
    }
    how_to_answer(p, buf, sizeof buf);
    para(t, width, buf, WL_ROLE_DIM, "");
    if (p->kind != WL_PROMPT_CHOICE) {
        snprintf(buf, sizeof buf, "Your guess: %s_", pr->entry);
        para(t, width, buf, WL_ROLE_STRONG, "");
    }
    if (pr->unclear[0])
        para(t, width, pr->unclear, WL_ROLE_EM, "");
}

static void number_rows(const wl_app *app, int width, wl_text *t)
{
    const wl_tui_predict *pr = &app->predict;
    const wl_prompt *p = pr->p;
    char src[96];
    for (int i = 0; i < p->nitems; i++) {
        char you[32] = "-", model[48], buf[200], first[16];
        if (i < pr->verdict.nguesses)
            snprintf(you, sizeof you, "%g", pr->verdict.guess[i]);
        value_text(pr->answer.value[i], p->target[i], p->unit, model, sizeof model);
        wl_app_predict_source(app, p->target[i], src, sizeof src);
        int n = snprintf(buf, sizeof buf, "you %s; %s %s", you, src, model);
        if (pr->answer.has_measured[i] && p->measured[i]) {
            char m[48];
            value_text(pr->answer.measured[i], p->measured[i], p->unit, m, sizeof m);
            wl_app_predict_source(app, p->measured[i], src, sizeof src);
            snprintf(buf + n, sizeof buf - (size_t)n, "; %s %s", src, m);
        }
        snprintf(first, sizeof first, "%d. ", i + 1);
        para(t, width, buf, pr->verdict.item_right[i] ? WL_ROLE_GOOD : WL_ROLE_BAD, first);
    }
}

static void choice_rows(const wl_app *app, int width, wl_text *t)
{
    const wl_tui_predict *pr = &app->predict;
    const wl_prompt *p = pr->p;
    char src[96];
    for (int i = 0; i < p->nitems; i++) {
        char v[48], buf[240], first[16];
        value_text(pr->answer.value[i], p->target[i], NULL, v, sizeof v);
        bool right = i == pr->answer.choice, mine = i == (int)pr->verdict.guess[0];
        wl_app_predict_source(app, p->target[i], src, sizeof src);
        snprintf(buf, sizeof buf, "%s: %s %s%s%s", p->label[i], src, v,
                 right ? " (the answer)" : "", mine ? " (your pick)" : "");
        snprintf(first, sizeof first, "%c) ", 'A' + i);
        para(t, width, buf, right ? WL_ROLE_GOOD : WL_ROLE_NORMAL, first);
    }
}

static void set_rows(const wl_app *app, int width, wl_text *t)
{
    const wl_tui_predict *pr = &app->predict;
    char buf[400], src[96];
    wl_app_predict_source(app, pr->p->target[0], src, sizeof src);
    int n = snprintf(buf, sizeof buf, "%s:", src);
    for (int i = 0; i < pr->answer.nparams && n < (int)sizeof buf - 8; i++)
        n += snprintf(buf + n, sizeof buf - (size_t)n, " %d", pr->answer.params[i]);
    para(t, width, buf, WL_ROLE_GOOD, "");
    if (pr->verdict.missing || pr->verdict.extra) {
        snprintf(buf, sizeof buf, "You left out %d of them and named %d that do not.",
                 pr->verdict.missing, pr->verdict.extra);
        para(t, width, buf, WL_ROLE_BAD, "");
    }
}

static void judged_rows(const wl_app *app, int width, wl_text *t)
{
    const wl_tui_predict *pr = &app->predict;
    char buf[200];
    bool right = pr->verdict.right;
    snprintf(buf, sizeof buf, "%s %s: %s", pr->earlier ? "Your earlier guess," : "You guessed",
             pr->given, right ? "right." : "not what the lab finds.");
    para(t, width, buf, right ? WL_ROLE_GOOD : WL_ROLE_BAD, "");
    if (!right && pr->verdict.message[0])
        para(t, width, pr->verdict.message, WL_ROLE_EM, "");
    wl_text_blank(t);
    if (pr->p->kind == WL_PROMPT_NUMBER)
        number_rows(app, width, t);
    else if (pr->p->kind == WL_PROMPT_CHOICE)
        choice_rows(app, width, t);
    else
        set_rows(app, width, t);
    wl_text_blank(t);
    para(t, width, "Enter: back to the lesson, where the reason follows; r: guess again.",
         WL_ROLE_DIM, "");
}

void wl_view_predict(WINDOW *w, const wl_app *app, const wl_glyph_set *g)
{
    (void)g;
    werase(w);
    const wl_tui_predict *pr = &app->predict;
    wl_header(w, "Predict, then measure", true, 0);
    int width = getmaxx(w) - 2;
    wl_text t;
    wl_text_init(&t, app->opt.ascii);
    para(&t, width, pr->p->ask, WL_ROLE_STRONG, "");
    wl_text_blank(&t);
    if (!pr->have_answer)
        para(&t, width, pr->why_no_answer, WL_ROLE_BAD, "no answer to compare with: ");
    else if (pr->judged)
        judged_rows(app, width, &t);
    else
        asking_rows(pr, width, &t);
    int h = getmaxy(w) - 1;
    wl_draw_text(w, 1, &t, 0, h, -1, 0);
    wl_text_free(&t);
}
