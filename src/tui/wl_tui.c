/* The lab from start to end: check the terminal, load the content, start the
 * worker (after which the first frame is drawn at once: the backend opens in
 * the background), run the loop, restore the terminal. */
#include "wl_tui.h"

#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "wl_app.h"
#include "wl_app_demo.h"
#include "wl_loop.h"
#include "wl_page.h"
#include "wl_term.h"
#include "wl_theme.h"
#include "wl_view.h"
#include "wl_exit.h"
#include "wl_error.h"

/* The terminal's error, printed with the way on without it. */
static int refuse_terminal(const wl_error *err)
{
    fprintf(stderr,
            "warplab: %s, so the interactive lab cannot start.\n"
            "The same lessons work without it:\n"
            "  warplab model --kernel stride --param 8   what one warp touches\n"
            "  warplab sweep --kernel stride             bandwidth over the slider's range\n"
            "  warplab quiz --plain                      the check-yourself questions\n",
            err->msg);
    return err->status;
}

static wl_theme_kind theme_for(const wl_tui_options *opt)
{
    if (!wl_color_wanted(opt->no_color))
        return WL_THEME_MONO;
    return opt->projector ? WL_THEME_PROJECTOR : WL_THEME_DEFAULT;
}

static int start_screen(const wl_tui_options *opt, wl_error *err)
{
    int rc = opt->headless ? wl_term_start_headless(opt->cols, opt->rows, err) : wl_term_start(err);
    if (rc != 0)
        return -1;
    wl_theme_init(theme_for(opt));
    return 0;
}

/* Returns 0, or -1 with err set; the terminal is restored either way. */
static int run_loop(wl_app *app, const wl_tui_options *opt, wl_error *err)
{
    wl_screen scr = {0};
    scr.g = wl_glyph_set_get(app->opt.ascii);
    wl_script script = {opt->keys ? opt->keys : "", 0, opt->dump, 0};
    int rc = wl_loop_run(app, &scr, opt->headless ? &script : NULL, err);
    /* The dump is what --dump asked for: failing to write it (a full disk,
     * /dev/full) is the run failing, 1, as for every command's output. */
    if (rc == 0 && opt->headless && opt->dump && wl_term_dump(opt->dump) != 0)
        rc = wl_fail_status(err, WL_EXIT_FAIL, "cannot write the screen dump to %s: %s", opt->dump,
                            strerror(errno));
    wl_screen_free(&scr);
    wl_term_end();
    return rc;
}

int wl_tui_run(const wl_tui_options *opt_in)
{
    wl_tui_options opt = *opt_in;
    const char *cmd = opt.cmd ? opt.cmd : "tui";
    setlocale(LC_CTYPE, ""); /* wide characters; numbers stay in the C locale: a decimal comma
                              * would break every figure read and printed */
    if (!wl_term_locale_utf8())
        opt.ascii = true;
    wl_error err;
    if (!opt.headless && wl_term_check(&err) != 0)
        return refuse_terminal(&err);

    static wl_app app; /* large; one per process */
    int open_rc = wl_page_app_open(&app, &opt, false, &err);
    if (open_rc != 0) {
        wl_page_app_close(&app);
        return wl_error_report(&err, cmd);
    }
    if (opt.demo && wl_app_demo_open(&app, opt.demo, &err) != 0) { /* before any drawing */
        wl_page_app_close(&app);
        return wl_error_report(&err, cmd);
    }
    if (opt.present)
        wl_app_present_open(&app, true);
    if (opt.open_quiz)
        wl_app_quiz_open(&app);
    wl_term_install_signals();
    if (start_screen(&opt, &err) != 0) {
        int status = refuse_terminal(&err);
        wl_app_demo_free(&app);
        wl_page_app_close(&app);
        return status;
    }
    int rc = run_loop(&app, &opt, &err) == 0 ? WL_EXIT_OK : wl_error_report(&err, cmd);
    wl_app_progress_flush(&app); /* leaving, by q, a script's end or a signal */
    wl_app_demo_free(&app);
    wl_page_app_close(&app);
    if (rc == WL_EXIT_OK && app.progress_lost[0]) { /* said on screen; said again, exit 1 */
        wl_complain(cmd, "progress not saved: %s", app.progress_lost);
        rc = WL_EXIT_FAIL;
    }
    int sig = wl_term_quit_signal();
    if (sig) {
        /* Die the way the sender expects, with the terminal already restored. */
        signal(sig, SIG_DFL);
        raise(sig);
    }
    return rc;
}
