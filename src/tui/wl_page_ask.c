/* The pages that ask the student: the quiz and a prediction prompt, each in
 * the lesson pane; the lab panes wait while a question is open. */
#include "wl_page.h"

/* The page's own actions first, then the ones every page shares. */
static unsigned quiz_act(wl_app *app, wl_action act)
{
    unsigned f = wl_app_quiz_action(app, act);
    return f ? f : wl_app_common_act(app, act);
}

static unsigned predict_act(wl_app *app, wl_action act)
{
    unsigned f = wl_app_predict_action(app, act);
    return f ? f : wl_app_common_act(app, act);
}

static bool quiz_hides(const wl_app *app)
{
    return wl_app_quiz_question_open(app);
}

const wl_page_ops wl_page_quiz = {
    .name = "quiz",
    .overlay = false,
    .mode = wl_app_quiz_mode,
    .act = quiz_act,
    .type = wl_app_quiz_type,
    .draw = wl_view_quiz,
    .prompt = wl_page_no_prompt,
    .hides_lab = quiz_hides,
};

static bool predict_hides(const wl_app *app)
{
    return wl_app_predict_asking(app);
}

const wl_page_ops wl_page_predict = {
    .name = "predict",
    .overlay = false,
    .mode = wl_app_predict_mode,
    .act = predict_act,
    .type = wl_app_predict_type,
    .draw = wl_view_predict,
    .prompt = wl_page_no_prompt,
    .hides_lab = predict_hides,
};
