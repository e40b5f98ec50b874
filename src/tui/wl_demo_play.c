/* A demo step on the experiment (wl_demo_play.h). */
#include "wl_demo_play.h"

const char *wl_demo_play_changes(wl_experiment *e, const wl_demo_step *st)
{
    const char *why = NULL;
    if (st->compare >= 0 && e->comparing != (st->compare == 1))
        why = wl_experiment_toggle_compare(e);
    if (st->type >= 0 && (int)e->spec.type != st->type)
        wl_experiment_toggle_type(e);
    if (st->unroll > 0 && e->spec.unroll != st->unroll)
        wl_experiment_toggle_unroll(e);
    if (st->seed_size >= 0 && e->seed_size != (st->seed_size == 1))
        wl_experiment_toggle_seed_size(e);
    if (st->slider_pos >= 0)
        wl_experiment_slider_to(e, st->slider_pos);
    if (st->warp >= 0) /* last: the slider puts the diagram back on warp 0 */
        wl_experiment_warp_step(e, st->warp - e->spec.warp);
    return why;
}

const char *wl_demo_play_experiment(wl_experiment *e, const wl_binding *b, const wl_demo_step *st)
{
    wl_experiment_bind(e, b);
    return wl_demo_play_changes(e, st);
}
