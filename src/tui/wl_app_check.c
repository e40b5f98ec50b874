/* The lab's content checked as check-content checks it (the figures that
 * need the data), so the lab shows nothing check-content refuses. */
#include "wl_app.h"
#include "wl_lesson_check.h"

/* The figures that need the data (ref: and perf:) checked as check-content
 * checks them, against the shipped reference runs and the data directory's
 * own calibration (not --calibration or --gpu, which the lessons' perf:
 * figures were never written for): the lab opens no lesson that
 * check-content refuses. The rest was checked when the lessons loaded. */
int wl_app_check_with_data(const wl_app *app, const wl_lesson *l, wl_error *err)
{
    wl_calibration cal;
    wl_error ignored;
    if (!app->have_ref || wl_calibration_load_default(app->datadir, NULL, &cal, &ignored) != 0)
        return 0; /* without the data check-content cannot check them either */
    wl_lesson_checker c = {.reference = app->refs.list[0],
                           .other_runs = app->refs.list + 1,
                           .nother_runs = app->refs.n - 1,
                           .consts = &cal.consts};
    for (size_t i = 0; l ? i < 1 : i < app->course.nlessons; i++)
        if (wl_lesson_check_first(l ? l : &app->course.lessons[i], &c, err) != 0)
            return -1;
    return 0;
}
