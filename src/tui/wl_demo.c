/* Reading a demo script (format: wl_demo.h). Each step is played on a
 * scratch experiment as it is read, with the calls the lab's keys make, so
 * a value the lab could not show is refused at its line, before anything
 * is drawn. */
#include "wl_demo.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_demo_play.h"
#include "wl_experiment.h"
#include "wl_file.h"
#include "wl_ini.h"
#include "wl_number.h"
#include "wl_units.h"

/* What reading one script needs besides the entries. */
typedef struct demo_reader {
    wl_ini *ini;
    const wl_course *course;
    const char *datadir; /* where the GPU profiles are */
    int nprofiles;
    char (*profiles)[WL_PROFILE_NAME_MAX];
    wl_demo *demo;
    wl_demo_step *step;               /* the one being read; NULL before the first [step] */
    char slider_key[WL_INI_NAME_MAX]; /* the slider's name as the step gave it, or "" */
    char slider_value[WL_INI_LINE_MAX + 1];
    int slider_line, compare_line, curve_line, warp_line, size_line;
    /* unroll = V: the slider where the section's slider is the unrolling,
     * else the u key; kept apart so a step can also move another slider */
    char unroll_value[WL_INI_LINE_MAX + 1];
    int unroll_line;                /* 0: not given */
    char seen[16][WL_INI_NAME_MAX]; /* the step's keys so far: none twice */
    int nseen;
    wl_experiment *scratch; /* large: on the heap */
} demo_reader;

static const char keys_list[] = "section, the slider's name (offset, stride, N, layout, unroll, "
                                "width, pad), type, unroll, size, gpu, compare, curve, warp, "
                                "zoom, caption";

static int find_section(demo_reader *r, const char *slug)
{
    size_t n = wl_course_section_count(r->course);
    for (size_t i = 0; i < n; i++)
        if (strcmp(wl_course_section(r->course, i, NULL)->id, slug) == 0) {
            r->step->section = i;
            return 0;
        }
    return wl_ini_fail(r->ini,
                       "no section '%s' in the lessons (t in the lab lists them; a "
                       "section's slug is its heading in lower case, words joined by -)",
                       slug);
}

static int read_yes_no(demo_reader *r, const char *name, const char *value, int *out)
{
    if (strcmp(value, "yes") == 0 || strcmp(value, "no") == 0) {
        *out = strcmp(value, "yes") == 0;
        return 0;
    }
    return wl_ini_fail(r->ini, "%s must be yes or no, not '%s'", name, value);
}

static int read_size(demo_reader *r, const char *value)
{
    size_t bytes = 0;
    if (strcmp(value, "default") == 0) {
        r->step->seed_size = 0;
        return 0;
    }
    if (wl_parse_size(value, &bytes) == 0 && bytes == WL_SEED_SIZE_BYTES) {
        r->step->seed_size = 1;
        return 0;
    }
    return wl_ini_fail(r->ini,
                       "size '%s': the lab runs the seed's 4M or its default working set "
                       "(size = default)",
                       value);
}

/* A profile the step names is loaded as the lab will load it, so one that
 * cannot be read or is malformed is refused here rather than skipped in
 * front of the room. */
static int use_profile(demo_reader *r, const char *name)
{
    char path[4096];
    wl_calibration cal;
    wl_error why;
    if (wl_calibration_profile_path(r->datadir, name, path, sizeof path, &why) != 0 ||
        wl_calibration_load(path, &cal, &why) != 0)
        return wl_ini_fail(r->ini, "gpu '%s' cannot be used: %s", name, why.msg);
    snprintf(r->step->gpu, sizeof r->step->gpu, "%.*s", WL_PROFILE_NAME_MAX - 1, name);
    return 0;
}

static int read_gpu(demo_reader *r, const char *value)
{
    for (int i = 0; i < r->nprofiles; i++)
        if (strcmp(r->profiles[i], value) == 0)
            return use_profile(r, value);
    char names[512] = "";
    for (int i = 0; i < r->nprofiles; i++)
        snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", i ? ", " : "",
                 r->profiles[i]);
    return wl_ini_fail(r->ini, "gpu '%s' is not a profile of reference/gpus/ (%s)", value,
                       r->nprofiles ? names : "there are none");
}

/* Every slider a binding can name, as the binding's table names it. */
static bool is_slider_name(const char *name)
{
    for (int s = WL_SLIDER_OFFSET; strcmp(wl_slider_name((wl_slider)s), "?") != 0; s++)
        if (strcmp(wl_slider_name((wl_slider)s), name) == 0)
            return true;
    return false;
}

/* Which curve the chart draws in front, the state s toggles without a GPU. */
static int read_curve(demo_reader *r, const char *value)
{
    if (strcmp(value, "model") == 0 || strcmp(value, "reference") == 0) {
        r->step->curve = strcmp(value, "model") == 0;
        return 0;
    }
    return wl_ini_fail(r->ini, "curve must be model or reference (as s toggles it), not '%s'",
                       value);
}

static int read_key(demo_reader *r, const wl_ini_entry *e)
{
    wl_demo_step *st = r->step;
    wl_type type;
    if (e->continued)
        return wl_ini_fail(r->ini, "a value is one line");
    for (int i = 0; i < r->nseen; i++)
        if (strcmp(r->seen[i], e->name) == 0)
            return wl_ini_fail(r->ini, "'%s' given twice in one step", e->name);
    if (r->nseen < 16)
        snprintf(r->seen[r->nseen++], sizeof r->seen[0], "%s", e->name);
    if (strcmp(e->name, "section") == 0)
        return find_section(r, e->value);
    if (strcmp(e->name, "caption") == 0) {
        size_t len = strlen(e->value);
        if (len >= sizeof st->caption)
            return wl_ini_fail(r->ini, "caption longer than %d bytes", WL_DEMO_CAPTION_MAX - 1);
        memcpy(st->caption, e->value, len + 1); /* length checked just above */
        return 0;
    }
    if (strcmp(e->name, "type") == 0) {
        if (wl_type_from_name(e->value, &type) != 0)
            return wl_ini_fail(r->ini, "type must be f32 or f64, not '%s'", e->value);
        st->type = (int)type;
        return 0;
    }
    if (strcmp(e->name, "size") == 0) {
        r->size_line = e->line;
        return read_size(r, e->value);
    }
    if (strcmp(e->name, "gpu") == 0)
        return read_gpu(r, e->value);
    if (strcmp(e->name, "zoom") == 0)
        return read_yes_no(r, "zoom", e->value, &st->zoom);
    if (strcmp(e->name, "compare") == 0) {
        r->compare_line = e->line;
        return read_yes_no(r, "compare", e->value, &st->compare);
    }
    if (strcmp(e->name, "curve") == 0) {
        r->curve_line = e->line;
        return read_curve(r, e->value);
    }
    if (strcmp(e->name, "warp") == 0) {
        r->warp_line = e->line;
        if (wl_parse_int(e->value, 0, LONG_MAX, &st->warp) != 0)
            return wl_ini_fail(r->ini, "warp must be a warp's number (0, 1, ...), not '%s'",
                               e->value);
        return 0;
    }
    if (strcmp(e->name, "unroll") == 0) {
        snprintf(r->unroll_value, sizeof r->unroll_value, "%s", e->value);
        r->unroll_line = e->line;
        return 0;
    }
    if (is_slider_name(e->name)) {
        if (r->slider_key[0]) /* one slider per section: the other would be lost */
            return wl_ini_fail(r->ini, "a step moves one slider: '%s' and '%s' both given",
                               r->slider_key, e->name);
        snprintf(r->slider_key, sizeof r->slider_key, "%s", e->name);
        snprintf(r->slider_value, sizeof r->slider_value, "%s", e->value);
        r->slider_line = e->line;
        return 0;
    }
    return wl_ini_fail(r->ini, "unknown key '%s'; a step's keys are %s", e->name, keys_list);
}

/* Where the slider value stands on the track, by its label ("aos", "x4")
 * or its number. */
static int track_pos(const wl_track *t, const char *value)
{
    for (int i = 0; i < t->n; i++) {
        char label[32];
        wl_track_label(t, i, label, sizeof label);
        long v;
        if (strcmp(label, value) == 0 ||
            (t->kind != WL_SLIDER_LAYOUT && wl_parse_int(value, 0, INT_MAX, &v) == 0 &&
             v == t->value[i]))
            return i;
    }
    return -1;
}

static void track_range(const wl_track *t, char *out, size_t outsz)
{
    char lo[32], hi[32];
    wl_track_label(t, 0, lo, sizeof lo);
    wl_track_label(t, t->n - 1, hi, sizeof hi);
    if (t->n <= 4) {
        size_t n = 0;
        for (int i = 0; i < t->n && n < outsz; i++) {
            wl_track_label(t, i, lo, sizeof lo);
            n += (size_t)snprintf(out + n, outsz - n, "%s%s", i ? ", " : "", lo);
        }
    } else {
        snprintf(out, outsz, "%s to %s", lo, hi);
    }
}

/* unroll = V where the section's slider is not the unrolling: the u key,
 * which toggles between 1 and 4 elements per thread. */
static int read_unroll_toggle(demo_reader *r, const wl_section *sec)
{
    if (strcmp(r->unroll_value, "1") != 0 && strcmp(r->unroll_value, "4") != 0)
        return wl_ini_fail_at(r->ini, r->unroll_line,
                              "unroll must be 1 or 4 in section %s (as the u key toggles; "
                              "its slider is %s), not '%s'",
                              sec->id, r->scratch->track.name ? r->scratch->track.name : "none",
                              r->unroll_value);
    r->step->unroll = r->unroll_value[0] - '0';
    return 0;
}

/* unroll = V: the section's slider when that is the unrolling and no
 * other slider is named, else the u key. */
static int read_unroll(demo_reader *r, const wl_section *sec)
{
    if (!r->unroll_line)
        return 0;
    if (r->scratch->track.kind != WL_SLIDER_UNROLL)
        return read_unroll_toggle(r, sec);
    if (r->slider_key[0])
        return wl_ini_fail_at(r->ini, r->slider_line,
                              "section %s's slider is the unrolling: %s cannot be set here",
                              sec->id, r->slider_key);
    snprintf(r->slider_key, sizeof r->slider_key, "unroll");
    snprintf(r->slider_value, sizeof r->slider_value, "%s", r->unroll_value);
    r->slider_line = r->unroll_line;
    return 0;
}

/* The slider's value looked up on the track the lab shows for the step. */
static int read_slider(demo_reader *r, const wl_section *sec)
{
    const wl_track *t = &r->scratch->track;
    if (!t->name || strcmp(t->name, r->slider_key) != 0)
        return wl_ini_fail_at(r->ini, r->slider_line, "section %s has %s%s%s, not %s", sec->id,
                              t->name ? "the slider " : "no slider", t->name ? t->name : "",
                              t->name ? "" : " to set", r->slider_key);
    int pos = track_pos(t, r->slider_value);
    if (pos < 0) {
        char range[160];
        track_range(t, range, sizeof range);
        return wl_ini_fail_at(r->ini, r->slider_line, "%s '%s' is not on the slider of %s (%s)",
                              r->slider_key, r->slider_value, sec->id, range);
    }
    r->step->slider_pos = pos;
    wl_experiment_slider_to(r->scratch, pos);
    return 0;
}

/* Plays the step just read on the scratch experiment: the section's
 * binding, the toggles, then the slider's value looked up on the track the
 * lab would show. */
static int finish_step(demo_reader *r)
{
    wl_demo_step *st = r->step;
    if (!st)
        return 0;
    if (st->section == (size_t)-1)
        return wl_ini_fail_at(r->ini, st->line, "a step needs section = SLUG");
    const wl_section *sec = wl_course_section(r->course, st->section, NULL);
    wl_experiment_bind(r->scratch, &sec->binding);
    if (read_unroll(r, sec) != 0)
        return -1;
    const char *why = wl_demo_play_experiment(r->scratch, &sec->binding, st);
    if (why)
        return wl_ini_fail_at(r->ini, r->compare_line, "section %s: %s", sec->id, why);
    if (st->unroll > 0 && r->scratch->spec.unroll != st->unroll)
        return wl_ini_fail_at(r->ini, r->unroll_line, "section %s cannot unroll to %d here",
                              sec->id, st->unroll);
    /* As the w key asks: a kernel the working set does not size has none to set. */
    if (st->seed_size >= 0 && !wl_kernel_uses_working_set(r->scratch->spec.kernel))
        return wl_ini_fail_at(r->ini, r->size_line,
                              "section %s: size has no effect on %s, whose working set is its "
                              "N x N matrix (w does nothing there either)",
                              sec->id, wl_kernel_name(r->scratch->spec.kernel));
    if (st->curve >= 0 && r->scratch->track.n == 0)
        return wl_ini_fail_at(r->ini, r->curve_line,
                              "section %s has no slider, so no curve over its range", sec->id);
    if (r->slider_key[0] && read_slider(r, sec) != 0)
        return -1;
    long warps = wl_spec_warp_count(&r->scratch->spec);
    if (st->warp >= warps)
        return wl_ini_fail_at(r->ini, r->warp_line,
                              "warp %ld: section %s has warps 0 to %ld here (as [ and ] step)",
                              st->warp, sec->id, warps - 1);
    return 0;
}

static int start_step(demo_reader *r, const wl_ini_entry *e)
{
    if (finish_step(r) != 0)
        return -1;
    if (strcmp(e->name, "step") != 0)
        return wl_ini_fail(r->ini, "unknown section [%s]; a demo has only [step] sections",
                           e->name);
    if (r->demo->nsteps == WL_DEMO_MAX_STEPS)
        return wl_ini_fail(r->ini, "more than %d steps", WL_DEMO_MAX_STEPS);
    r->step = &r->demo->step[r->demo->nsteps++];
    *r->step = (wl_demo_step){.line = e->line,
                              .section = (size_t)-1,
                              .slider_pos = -1,
                              .type = -1,
                              .seed_size = -1,
                              .compare = -1,
                              .curve = -1,
                              .warp = -1,
                              .zoom = -1};
    r->slider_key[0] = '\0';
    r->unroll_line = 0;
    r->nseen = 0;
    return 0;
}

static int read_entries(demo_reader *r)
{
    for (size_t i = 0; i < r->ini->count; i++) {
        const wl_ini_entry *e = &r->ini->entry[i];
        r->ini->line = e->line;
        int rc = e->header ? start_step(r, e)
                 : r->step ? read_key(r, e)
                           : wl_ini_fail(r->ini, "'%s' before the first [step]", e->name);
        if (rc != 0)
            return -1;
    }
    r->ini->line = r->ini->lines;
    if (wl_ini_stopped(r->ini) != 0 || finish_step(r) != 0)
        return -1;
    if (r->demo->nsteps == 0)
        return wl_ini_fail(r->ini, "no [step] sections: a demo has at least one");
    return 0;
}

int wl_demo_load(const char *path, const wl_course *course, const char *datadir, wl_demo *out,
                 wl_error *err)
{
    memset(out, 0, sizeof *out);
    snprintf(out->path, sizeof out->path, "%s", path);
    wl_contents text;
    if (wl_read_file(path, WL_LIMIT_DEMO, "demo", &text, err) != 0)
        return -1;
    char profiles[WL_PROFILES_MAX][WL_PROFILE_NAME_MAX];
    wl_ini ini;
    demo_reader r = {
        .ini = &ini, .course = course, .datadir = datadir, .demo = out, .profiles = profiles};
    r.nprofiles = datadir ? wl_calibration_profiles(datadir, profiles, WL_PROFILES_MAX, NULL) : 0;
    r.scratch = calloc(1, sizeof *r.scratch);
    int rc = r.scratch ? wl_ini_read(&ini, path, text.data, text.size, err)
                       : wl_fail(err, "%s: out of memory", path);
    if (rc == 0) {
        wl_experiment_init(r.scratch, NULL, 0, NULL);
        rc = read_entries(&r);
    }
    if (r.scratch)
        wl_ini_free(&ini);
    free(r.scratch);
    wl_contents_free(&text);
    if (rc != 0)
        out->nsteps = 0;
    return rc;
}
