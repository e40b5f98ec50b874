/* The lab's state and what each action does to it. No curses here: handlers
 * change the state and return flags; only the loop draws (views read this
 * state and never change it). */
#ifndef WL_APP_H
#define WL_APP_H

#include <limits.h>
#include <stdbool.h>

#include "wl_actions.h"
#include "wl_app_predict.h"
#include "wl_ask.h"
#include "wl_chart.h"
#include "wl_experiment.h"
#include "wl_expr_edit.h"
#include "wl_layout.h"
#include "wl_lesson.h"
#include "wl_model.h"
#include "wl_page_list.h"
#include "wl_present.h"
#include "wl_progress.h"
#include "wl_quiz_session.h"
#include "wl_calibration.h"
#include "wl_reference.h"
#include "wl_text.h"
#include "wl_track.h"
#include "wl_tui.h"
#include "wl_worker.h"

typedef enum wl_focus {
    WL_FOCUS_LESSON,
    WL_FOCUS_EXPERIMENT,
    WL_FOCUS_DIAGRAM,
    WL_FOCUS_COUNT
} wl_focus;

/* The quiz, asked on the asking page (wl_ask.h): once a question is
 * answered, its access pattern goes into the lab panes. */
typedef struct wl_tui_quiz {
    bool loaded; /* set holds the quizzes */
    wl_quiz_set set;
    int which; /* quiz of the set */
    wl_quiz_session s;
    char last[WL_ANSWER_TEXT_MAX + 1]; /* the answer just judged, echoed back */
    bool have_fb;
    wl_feedback feedback;
    bool reset_seen; /* progress was reset elsewhere during this run: no score kept */
} wl_tui_quiz;

/* Measurements: the worker, its state and the newest result. */
typedef struct wl_measure_state {
    wl_worker *worker;
    wl_worker_state worker_state;
    unsigned long want_id; /* newest request; older results are stale */
    bool have_result;      /* result answers the current spec */
    bool failed;           /* ...or the backend could not: result.error says why */
    wl_worker_result result;
    bool sweeping; /* a GPU sweep: Esc, s or a slider key stops it */
    int sweep_pos;
    /* A custom expression's whole-launch counts run here (wl_counter.h);
     * count_sent: the experiment's change (count_gen) last sent to it. */
    struct wl_counter *counter;
    unsigned long count_sent;
    /* The experiment's change (count_gen) whose count also answers its
     * measurement (the model's, with the worker's constants), or 0. */
    unsigned long count_measures;
} wl_measure_state;

/* What the screen shows besides the experiment: layout, focus, the page,
 * the lesson pane's scroll positions and the text laid out for the panes
 * (a box's own scroll is its page's, wl_app_page_state). */
typedef struct wl_view_state {
    wl_layout layout;
    wl_focus focus;
    wl_page_id page; /* the screen's mode: what has the keyboard and the screen */
    wl_page_id base; /* the page in the lesson pane, where closing `page` returns */
    wl_mode
        opened_over; /* the mode a page opened by its key was opened over (help lists its keys) */
    bool show_source;
    int lesson_scroll, source_scroll;
    int hscroll; /* sideways offset of rows wider than the lesson pane */
    wl_zoom zoom;
    wl_text lesson_text; /* the current section, wrapped for the lesson pane */
    int lesson_width;    /* width lesson_text was wrapped at; -1: stale */
    int lesson_at_line;  /* a line of the section to scroll to once laid out; 0: none */
    wl_text source_text;
    int source_mark; /* row of the indexing line in source_text, or -1 */
    char source_name[64];
    char message[256];
} wl_view_state;

/* A point of an experiment that an unanswered prompt asks about
 * (wl_app_guard.c): its figures wait for the guess. */
typedef struct wl_held_point {
    wl_spec spec;
    int size_mib;   /* ref:/perf: working set: 0 the default, else MiB; -1 any (model:) */
    bool any_param; /* a set prompt's swept parameter */
    /* A comparison's held side whose pair at another unrolling or working
     * set tells the same order (offset 8 against 16 at four elements per
     * thread tells it at one): held at every unrolling and working set. */
    bool any_setting;
    /* Such a side is held at every parameter whose warp draws its pattern
     * (warp 0's load: sectors and lines; double offsets 0 and 32 are offset
     * 16's): where the pattern is the same, so is the figure. */
    bool same_pattern;
    int sectors, lines;
    /* A held side in another working set than the first side's: any
     * measured point there tells which size is faster (stride 1 at 4 MiB
     * is offset 0 at 4 MiB): every point of that working set is held. */
    bool any_point;
    bool count;     /* a model count, drawn by the diagram; else a bandwidth */
    int timing;     /* ref: how it was timed (wl_timing): a figure timed otherwise is another */
    int kind;       /* the figure source's kind (wl_figure_kind): measured, predicted, count */
    size_t section; /* where the prompt is */
    const wl_prompt *prompt;
} wl_held_point;

#define WL_HELD_MAX 64
#define WL_STATED_MAX 512

typedef struct wl_app {
    wl_tui_options opt;
    char datadir[PATH_MAX];

    wl_course course;
    size_t nsections, cur; /* cur: 0-based section of the whole course */
    bool asked_at_end;     /* Space at the text's end opened its prompt on this visit */

    wl_experiment exp;
    wl_reference_runs refs; /* owned here; exp.runs points at refs.list when loaded */
    bool have_ref;          /* refs holds at least the default working set's run */
    wl_calibration cal;     /* owned here; exp.consts points into it when loaded */
    bool have_cal;
    char cal_label[192];
    /* The GPU profiles the profile key cycles through: the calibration the
     * lab started with, then reference/gpus/ (wl_app_profile.c). The worker
     * keeps a copy of its own, which changes only while it is stopped. */
    wl_calibration start_cal, worker_cal;
    int profile;              /* 0: start_cal; i > 0: profile_names[i - 1] */
    char cal_state_dir[4096]; /* where the GPU's calibration is cached; "" when not looked for */
    int nprofiles;
    char profile_names[WL_PROFILES_MAX][WL_PROFILE_NAME_MAX];

    /* A question's own experiment is lent to the lab panes while it is open
     * (wl_app_lend_experiment); section_exp keeps the section's to come back. */
    bool lent;
    wl_experiment section_exp;

    wl_measure_state meas;
    bool model_curve_front; /* s without a GPU: the chart draws the model's curve on top */
    wl_view_state view;
    wl_tui_quiz quiz;
    wl_tui_predict predict;
    wl_expr_edit edit;
    /* Each page's own state, private to its file (wl_page.h): NULL for a
     * page that keeps none. */
    void *page_state[WL_PAGE_COUNT];

    /* A demo script being played (wl_app_demo.h), or NULL; the step shown. */
    struct wl_demo *demo;
    int demo_step;

    wl_progress progress;
    bool progress_ok; /* loaded (or started empty); saving allowed */
    /* A visit changed progress that is not saved yet: the loop saves it when
     * the keys pause, an answer or a guess saves it with theirs, leaving
     * saves it at the latest. */
    bool progress_unsaved;
    /* The points the unanswered prompts hold, worked out when the section,
     * the guesses or the data to judge them change (wl_app_held_refresh),
     * not at every redraw. */
    wl_held_point held[WL_HELD_MAX];
    int nheld;
    /* The measured points the text up to the open section states (its
     * linked ref: figures): never hidden beside it (wl_app_guard.c). */
    wl_held_point stated[WL_STATED_MAX];
    int nstated;
    /* The last reason progress could not be kept (shown at once, and the
     * lab exits 1 with it: a lost save is a failure); "" when none. */
    char progress_lost[160];
} wl_app;

/* Loads lessons and reference data, starts the worker unless no_worker.
 * Returns 0, or -1 with a one-line reason in err (status WL_EXIT_USAGE when
 * the section asked for does not exist). */
int wl_app_open(wl_app *app, const wl_tui_options *opt, bool no_worker, wl_error *err);

/* Checks the figures that need the data (ref:, perf:) of lesson l, or of
 * every lesson of the course when l is NULL, as check-content does, against
 * the shipped reference runs and the data directory's calibration. Returns
 * 0, or -1 with the first problem ("file:line: message"). */
int wl_app_check_with_data(const wl_app *app, const wl_lesson *l, wl_error *err);
void wl_app_close(wl_app *app);

/* A page's own state, which only its own file reads (made and freed by
 * wl_page_app_open and wl_page_app_close, wl_page.h). */
void *wl_app_page_state(const wl_app *app, wl_page_id id);

/* Pages (wl_page_list.h): one that takes the lesson pane (the lab, the
 * quiz, a prompt) until closed; one over it (a box, the bar's prompt) until
 * Esc; back to the one under it. */
void wl_app_page_enter(wl_app *app, wl_page_id id);
void wl_app_page_over(wl_app *app, wl_page_id id);
void wl_app_page_back(wl_app *app);
/* A box over the panes shown by its key, or closed when it is the one shown. */
unsigned wl_app_page_toggle(wl_app *app, wl_page_id id);

/* What the pages' handlers do with an action (wl_page.h): the lab's (every
 * lab key) and the ones every page shares (quit, close, the quiz, ...).
 * Each returns WL_* flags, 0 when not its action. */
unsigned wl_app_lab_act(wl_app *app, wl_action act);
unsigned wl_app_common_act(wl_app *app, wl_action act);
/* The help's lines: the keys of the screen under it, and its true ranges. */
int wl_app_help_count(const wl_app *app);
void wl_app_help_line(const wl_app *app, int i, char *out, size_t outsz);
/* A key no action takes where nothing is typed: a hint on the status line. */
unsigned wl_app_key_hint(wl_app *app, int key);
/* Goes to section i (0-based), or says which sections there are. */
unsigned wl_app_go_section(wl_app *app, long i);

/* Takes finished measurements from the worker; returns WL_REDRAW when any. */
unsigned wl_app_poll_results(wl_app *app);
/* Sends a custom expression's newest change to the counting thread and
 * takes a finished count (WL_REDRAW when it did); never blocks. */
unsigned wl_app_poll_counts(wl_app *app);
/* Whether the experiment's figures wait for the counting thread. */
bool wl_app_counting(const wl_app *app);
/* Whether the model answers the lab's measurements (--cpu, or no GPU). */
bool wl_app_model_measures(const wl_app *app);

/* Slider position from a pointer column inside the slider's track. */
unsigned wl_app_slider_to(wl_app *app, int pos);

/* Goes to section i (0-based); resets the experiment to its binding. */
void wl_app_goto(wl_app *app, size_t i);

/* A demo step's caption, wrapped for a cols-wide screen into out
 * (initialised here; the caller frees it), and the rows its band takes:
 * in presenter mode a blank row above and below; 0 without a caption. */
int wl_app_caption_text(const wl_app *app, int cols, wl_text *out);

/* Lays out for a new terminal size; rewraps text on the next draw. */
void wl_app_resize(wl_app *app, int cols, int rows);

/* Lays out the lesson text for the current width when stale; the loop calls
 * it before drawing so the views only read. */
const wl_text *wl_app_lesson_text(wl_app *app);

/* An empty text wrapped as the lesson pane wraps: a unit wider than the
 * pane (a command, a path) whole on its row, scrolled sideways. */
void wl_lesson_pane_init(wl_text *t, bool ascii);
/* The lesson pane's text for section s (number: its place in the course) at
 * width columns: the whole section, or, while its prediction prompt `ask`
 * waits for a guess, the text before the prompt and a notice of what the
 * guess brings. The lab draws this; the section-length test measures it. */
int wl_lesson_pane_text(const wl_section *s, int number, int width, const wl_prompt *ask,
                        wl_text *out);
/* Whether section s has text after prompt p (the reason, once guessed), or
 * ends at it (the next section goes on). */
bool wl_section_text_follows(const wl_section *s, const wl_prompt *p);

/* Between the app's own files: after the experiment changed, drop the old
 * result and ask for the new one (and reload the source pane's kernel). */
void wl_app_experiment_changed(wl_app *app);

/* A question (a prompt, a quiz answer) shows its own experiment: spec at
 * the seed's working set or the default; the section's experiment is kept
 * and comes back with wl_app_return_experiment (nothing when none is lent). */
void wl_app_lend_experiment(wl_app *app, const wl_spec *spec, bool seed_size);
void wl_app_return_experiment(wl_app *app);

/* Reads the running kernel's source from <datadir>/kernels/ (source pane). */
void wl_app_load_source(wl_app *app);

/* Progress: loaded at open; an answer or a guess saves it at once; a
 * section change only records the visit (no disk on the key's path), saved
 * by wl_app_progress_flush when the keys pause or the lab is left. */
/* False for a demo and for presenting (--present): progress is neither read
 * nor saved nor reset then. */
bool wl_app_keeps_progress(const wl_app *app);
void wl_app_progress_open(wl_app *app);
void wl_app_progress_visit(wl_app *app);
void wl_app_progress_save(wl_app *app);
/* Before a guess is shown or recorded: a store reset by another warplab
 * since the lab read it is caught up with (what the lab read is forgotten,
 * the section open now kept as visited). */
bool wl_app_progress_catch_up(wl_app *app); /* true when it was reset */
/* Saves what visits left unsaved; nothing when there is none. */
void wl_app_progress_flush(wl_app *app);
/* The section to open at: --section, else the saved one, else the first. */
size_t wl_app_start_section(const wl_app *app);
/* "the-stride-slider": how progress names section i (from its heading). */
void wl_app_section_id(const wl_app *app, size_t i, char *out, size_t outsz);
bool wl_app_section_visited(const wl_app *app, size_t i);
/* The section a typed text names: its number (from 1), its name (the id
 * progress uses) or the start of one name; -1 with a whole sentence in why
 * (no such number, no such name, several names start so). */
long wl_app_find_section(const wl_app *app, const char *text, char *why, size_t whysz);
/* Completes name to the longest start the section names beginning with it
 * share; returns how many begin so (0: name unchanged). */
int wl_app_complete_section(const wl_app *app, char *name, size_t namesz);
/* Forgets saved progress (the reset question's page asks for the word
 * first: wl_page_confirm.c) and goes back to the page under it. */
unsigned wl_app_progress_reset(wl_app *app);

/* Asking (wl_app_ask.c, wl_ask.h): a source's question on the asking page,
 * its key mode, actions and typed keys, the sheet laid out for the pane
 * (the loop calls it before drawing), and whether a question waits for an
 * answer there (it then has the width, and the lab panes wait). */
unsigned wl_app_ask_open(wl_app *app, const wl_ask_ops *ops);
wl_mode wl_app_ask_mode(const wl_app *app);
unsigned wl_app_ask_act(wl_app *app, wl_action act);
unsigned wl_app_ask_type(wl_app *app, int key);
void wl_app_ask_layout(wl_app *app);
bool wl_app_asking(const wl_app *app);

/* The quiz: opened on the asking page where it stopped (progress keeps the
 * answers of an unfinished run). */
unsigned wl_app_quiz_open(wl_app *app);
/* Loads the quizzes once; -1 with the message set when there are none. */
int wl_app_quiz_load(wl_app *app);
/* The questions for a room (wl_page_present.c); standalone: leaving quits. */
unsigned wl_app_present_open(wl_app *app, bool standalone);
/* Its keys: reveal, next, previous, scroll, end (0: not one of them). */
unsigned wl_app_present_act(wl_app *app, wl_action act);
/* The question on the page laid out at width, with where its parts are;
 * the box's text width; the rows it shows of a text of n rows. */
void wl_app_present_text(const wl_app *app, int width, wl_text *t, wl_present_rows *rows);
int wl_app_present_width(const wl_app *app);
int wl_app_present_rows_shown(const wl_app *app, int n);
void wl_app_quiz_free(wl_app *app);

/* Predict, then measure (wl_app_predict.c): the current section's first
 * prompt with no saved guess, or NULL; opening a prompt (or the saved
 * guess), its actions and typed guesses; whether a guess is being asked for
 * (the lab panes then hide what would answer it); and how a figure target's
 * value is labelled ("the model predicts", "the H200 reference measured",
 * the GPU named by the data loaded). */
const wl_prompt *wl_app_predict_pending(const wl_app *app);
/* Whether the current section has a prompt at all (guessed or not): e
 * does something only there. */
bool wl_app_section_asks(const wl_app *app);
/* Whether the current section has text after prompt p (the reason, once
 * guessed), or ends at it (the next section goes on). */
bool wl_app_predict_text_follows(const wl_app *app, const wl_prompt *p);
unsigned wl_app_predict_open(wl_app *app);
/* A prompt owns its experiment from the moment the section shows it: the
 * panes show the pending prompt's experiment (hidden until the guess), and
 * the section's own once no prompt of the section waits. */
void wl_app_predict_show(wl_app *app);

/* Held points (wl_app_guard.c): the section (0-based) whose unanswered
 * prompt asks for a figure of the point the lab is on, or -1, and in *count
 * (may be NULL) whether that figure is a count the diagram draws; the chart
 * leaves out every held bandwidth of its track (called whenever the
 * experiment or the guesses change). */
long wl_app_held_section(const wl_app *app, bool *count);
/* Works the held points out again: after the section, the guesses (a guess,
 * progress loaded, merged or reset) or the data to judge them change. */
void wl_app_held_refresh(wl_app *app);
/* Whether prompt p can be judged here (the data it needs is loaded). */
bool wl_app_prompt_answerable(const wl_app *app, const wl_prompt *p);
/* Whether prompt p asks for a count (a model: figure the diagram draws). */
bool wl_app_prompt_asks_count(const wl_prompt *p);
void wl_app_hold_chart(wl_app *app);
/* The section (0-based) of the first unanswered prompt that holds a point
 * of the chart's track, or -1: the chart then waits whole, as its other
 * points (a neighbour, the model's curve) would tell the held one. */
long wl_app_chart_held_section(const wl_app *app);
/* The section (0-based) of an unanswered prompt, here or ahead, whose
 * answer is worked out from the model's constants alone (Little's law from
 * the SMs, threads and round trip), or -1: until it is guessed, the details
 * of a point where bytes in flight bind, which show the model doing that
 * very working (the loads' round trips take 0.193 ms), wait. Past the
 * prompt the text states it. */
long wl_app_details_held_section(const wl_app *app);
/* The unanswered prompt that holds what the lab shows here (the lab's
 * point first, else a point of the chart), in section *section; NULL when
 * nothing is held. e opens it in whichever section the student is. */
const wl_prompt *wl_app_holding_prompt(const wl_app *app, size_t *section);
/* Whether the figure (the bandwidth at the lab's point) may not be shown:
 * a question is asked, or a prompt waits for it. Every place that prints
 * it asks this. */
bool wl_app_figure_held(const wl_app *app);
void wl_app_predict_free(wl_app *app);
void wl_app_predict_source(const wl_app *app, const char *target, char *out, size_t outsz);

/* The expression edit line (wl_app_expr.c): its actions and typed keys. */
unsigned wl_app_expr_action(wl_app *app, wl_action act);
unsigned wl_app_expr_type(wl_app *app, int key);

/* Measures every slider position in turn (the chart fills as results come);
 * without a GPU, says at once that the chart's curve is the model's. */
unsigned wl_app_sweep(wl_app *app);
/* Whether a sweep can run here: the experiment has a slider to sweep. */
bool wl_app_can_sweep(const wl_app *app);
/* Whether the model predicts for an estimated GPU profile, however it was
 * chosen (--gpu, the profile key, a demo step's gpu) or any profile the key
 * moved to: every label of the model's figures then names it (the title,
 * the backend line, the readout, the chart's legend). The lab's own
 * calibration goes as "predictions". */
bool wl_app_names_profile(const wl_app *app);
/* The profile as those labels name it: "L4 (est.)"; "" when unnamed. */
void wl_app_profile_words(const wl_app *app, bool estimate_mark, char *out, size_t outsz);
/* The profile key: predict for the next GPU profile (wl_app_profile.c). */
unsigned wl_app_next_profile(wl_app *app);
/* The profile of reference/gpus/ by its name (a demo step's gpu =). */
unsigned wl_app_use_profile(wl_app *app, const char *name);
/* The worker found (or measured) this GPU's calibration, or failed to:
 * the model predicts for it from now on. */
void wl_app_gpu_calibrated(wl_app *app, const wl_worker_state *ws);
/* Starts the measuring thread on worker_cal; 0, or -1 with err set. */
int wl_app_worker_start(wl_app *app, wl_error *err);
/* Stops a GPU sweep where it is (Esc, s, a slider key); 0 when none runs. */
unsigned wl_app_sweep_stop(wl_app *app);

/* Whether a measurement is still wanted for the current spec. */
bool wl_app_pending(const wl_app *app);

#endif
