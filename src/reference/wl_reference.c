/* Loading the reference measurements (format: reference/README.md). */
#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wl_number.h"
#include "wl_datadir.h"
#include "wl_file.h"
#include "wl_family.h"
#include "wl_reference.h"
#include "wl_strings.h"

#define MAGIC "warplab-reference 1"
#define MAX_LINE 511 /* a point is under 100 characters */
#define COLUMNS "columns kernel type param unroll reps median_gbps min_gbps max_gbps median_ms"

typedef struct parser {
    const char *path;
    int line;
    wl_reference *ref;
    int capacity;
    unsigned keys_seen; /* bit per entry of keys[] */
    bool columns, ended;
    char date[11]; /* the day of the rows that follow */
} parser;

typedef enum key_kind { KEY_TEXT, KEY_SIZE, KEY_DOUBLE } key_kind;

typedef struct key_def {
    const char *name;
    key_kind kind;
    size_t offset, size;
} key_def;

#define TEXT_KEY(n, field)                                                                         \
    {                                                                                              \
        n, KEY_TEXT, offsetof(wl_reference, field), sizeof(((wl_reference *)0)->field)             \
    }
static const key_def keys[] = {
    TEXT_KEY("device", device),
    TEXT_KEY("compute_capability", compute_capability),
    TEXT_KEY("cuda_runtime", cuda_runtime),
    TEXT_KEY("driver", driver),
    TEXT_KEY("date", date),
    {"size_bytes", KEY_SIZE, offsetof(wl_reference, size_bytes), 0},
    {"copy_ceiling_gbps", KEY_DOUBLE, offsetof(wl_reference, copy_ceiling_gbps), 0},
};
enum { NKEYS = sizeof keys / sizeof keys[0] };

static int parse_long(const char *s, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || end == s || *end)
        return -1;
    *out = v;
    return 0;
}

static int key_line(parser *p, const char *name, const char *value, wl_error *err)
{
    if (strcmp(name, "timing") == 0) /* optional: how the launches were timed */
        return wl_timing_parse(value, &p->ref->timing) == 0
                   ? 0
                   : wl_fail_at(err, p->path, p->line, "timing: '%s' is none of " WL_TIMING_NAMES,
                                value);
    for (int i = 0; i < NKEYS; i++) {
        if (strcmp(name, keys[i].name) != 0)
            continue;
        char *field = (char *)p->ref + keys[i].offset;
        double d;
        long l;
        if (keys[i].kind == KEY_TEXT) {
            if (!*value || strlen(value) >= keys[i].size)
                return wl_fail_at(err, p->path, p->line, "%s: value empty or too long", name);
            strcpy(field, value);
        } else if (keys[i].kind == KEY_SIZE) {
            if (parse_long(value, &l) != 0 || l <= 0)
                return wl_fail_at(err, p->path, p->line, "%s: '%s' is not a positive integer", name,
                                  value);
            *(size_t *)(void *)field = (size_t)l;
        } else {
            if (wl_parse_double(value, &d) != 0 || d <= 0)
                return wl_fail_at(err, p->path, p->line, "%s: '%s' is not a positive number", name,
                                  value);
            *(double *)(void *)field = d;
        }
        p->keys_seen |= 1u << i;
        return 0;
    }
    return wl_fail_at(err, p->path, p->line, "unknown key '%s'", name);
}

/* YYYY-MM-DD, as the format writes every day. */
static bool iso_date(const char *s)
{
    static const char shape[] = "dddd-dd-dd";
    if (strlen(s) != sizeof shape - 1)
        return false;
    for (size_t i = 0; shape[i]; i++)
        if (shape[i] == 'd' ? (s[i] < '0' || s[i] > '9') : s[i] != '-')
            return false;
    return true;
}

static int set_date(parser *p, const char *value, wl_error *err)
{
    if (!iso_date(value))
        return wl_fail_at(err, p->path, p->line, "date: '%s' is not YYYY-MM-DD", value);
    strcpy(p->date, value);
    return 0;
}

static int check_keys(parser *p, wl_error *err)
{
    for (int i = 0; i < NKEYS; i++)
        if (!(p->keys_seen & (1u << i)))
            return wl_fail_at(err, p->path, p->line, "missing key '%s' before the columns line",
                              keys[i].name);
    return set_date(p, p->ref->date, err);
}

static int add_point(parser *p, const wl_ref_point *pt, wl_error *err)
{
    if (p->ref->npoints == p->capacity) {
        int cap = p->capacity ? 2 * p->capacity : 64;
        wl_ref_point *np = realloc(p->ref->points, (size_t)cap * sizeof *np);
        if (!np)
            return wl_fail_at(err, p->path, p->line, "out of memory");
        p->ref->points = np;
        p->capacity = cap;
    }
    p->ref->points[p->ref->npoints++] = *pt;
    return 0;
}

static int point_line(parser *p, char **f, int nf, wl_error *err)
{
    wl_ref_point pt;
    long param, unroll, reps;
    memset(&pt, 0, sizeof pt);
    if (nf != 9)
        return wl_fail_at(err, p->path, p->line, "expected 9 fields, found %d", nf);
    if (wl_kernel_from_name(f[0], &pt.kernel) != 0)
        return wl_fail_at(err, p->path, p->line, "unknown kernel '%s'", f[0]);
    if (wl_type_from_name(f[1], &pt.type) != 0)
        return wl_fail_at(err, p->path, p->line, "unknown type '%s'", f[1]);
    if (parse_long(f[2], &param) != 0 || parse_long(f[3], &unroll) != 0 ||
        parse_long(f[4], &reps) != 0 || param < 0 || param > WL_MATRIX_MAX || unroll < 1 ||
        unroll > WL_UNROLL_MAX || reps < 1)
        return wl_fail_at(err, p->path, p->line, "param, unroll or reps out of range");
    pt.param = (int)param;
    pt.unroll = (int)unroll;
    pt.reps = (int)reps;
    strcpy(pt.date, p->date);
    if (wl_parse_double(f[5], &pt.gbps_median) != 0 || wl_parse_double(f[6], &pt.gbps_min) != 0 ||
        wl_parse_double(f[7], &pt.gbps_max) != 0 || wl_parse_double(f[8], &pt.ms_median) != 0)
        return wl_fail_at(err, p->path, p->line, "a bandwidth or time is not a number");
    if (!(pt.gbps_min > 0 && pt.gbps_min <= pt.gbps_median && pt.gbps_median <= pt.gbps_max &&
          pt.ms_median > 0))
        return wl_fail_at(err, p->path, p->line,
                          "figures must be positive with min <= median <= max");
    /* One point per configuration: with two, the first would be shown and
     * the second ignored without a word. */
    if (wl_reference_find(p->ref, pt.kernel, pt.type, pt.param, pt.unroll))
        return wl_fail_at(err, p->path, p->line, "%s %s %d unroll %d is given twice", f[0], f[1],
                          pt.param, pt.unroll);
    return add_point(p, &pt, err);
}

static int end_line(parser *p, char **f, int nf, wl_error *err)
{
    long count;
    if (nf != 2 || parse_long(f[1], &count) != 0)
        return wl_fail_at(err, p->path, p->line, "expected 'end <number of points>'");
    if (count != p->ref->npoints)
        return wl_fail_at(err, p->path, p->line, "'end' says %ld points but %d were read", count,
                          p->ref->npoints);
    p->ended = true;
    return 0;
}

static int split(char *s, char **f, int max)
{
    int n = 0;
    for (char *save = NULL, *t = strtok_r(s, " \t", &save); t; t = strtok_r(NULL, " \t", &save))
        if (n < max)
            f[n++] = t;
        else
            return max + 1;
    return n;
}

static int one_line(parser *p, char *line, wl_error *err)
{
    line[strcspn(line, "\r\n")] = '\0';
    if (p->line == 1)
        return strcmp(line, MAGIC) == 0
                   ? 0
                   : wl_fail_at(err, p->path, 1, "not a warplab reference file (expected '%s')",
                                MAGIC);
    if (line[0] == '#' || line[strspn(line, " \t")] == '\0')
        return 0;
    if (p->ended)
        return wl_fail_at(err, p->path, p->line, "text after the 'end' line");
    if (!p->columns) {
        if (strcmp(line, COLUMNS) == 0) {
            p->columns = true;
            return check_keys(p, err);
        }
        char *sp = strchr(line, ' ');
        if (!sp)
            return wl_fail_at(err, p->path, p->line, "expected 'key value'");
        *sp = '\0';
        return key_line(p, line, sp + 1, err);
    }
    char *f[10];
    int nf = split(line, f, 10);
    if (nf >= 1 && strcmp(f[0], "end") == 0)
        return end_line(p, f, nf, err);
    if (nf >= 1 && strcmp(f[0], "date") == 0) /* the rows below were measured that day */
        return nf == 2 ? set_date(p, f[1], err)
                       : wl_fail_at(err, p->path, p->line, "expected 'date YYYY-MM-DD'");
    return point_line(p, f, nf, err);
}

/* The file is ASCII; its device name and versions are printed to a
 * terminal, which would obey a control character (ESC, C1) in them. */
static bool printable_ascii(const char *line)
{
    for (const unsigned char *c = (const unsigned char *)line; *c; c++)
        if ((*c < 0x20 && *c != '\t' && *c != '\n' && *c != '\r') || *c > 0x7e)
            return false;
    return true;
}

int wl_reference_load(const char *path, wl_reference *out, wl_error *err)
{
    memset(out, 0, sizeof *out);
    wl_contents text;
    if (wl_read_file(path, WL_LIMIT_REFERENCE, "reference", &text, err) != 0)
        return -1;
    parser p = {.path = path, .line = 0, .ref = out};
    int rc = wl_contents_no_nul(&text, path, err);
    char *cursor = text.data, *line;
    while (rc == 0 && (line = wl_next_line(&cursor))) {
        p.line++;
        if (strlen(line) > MAX_LINE)
            rc = wl_fail_at(err, path, p.line, "line too long");
        else if (!printable_ascii(line))
            rc = wl_fail_at(err, path, p.line, "not printable ASCII text");
        else
            rc = one_line(&p, line, err);
    }
    wl_contents_free(&text);
    if (rc == 0 && p.line == 0)
        rc = wl_fail_at(err, path, 1, "empty file");
    else if (rc == 0 && !p.ended)
        rc = wl_fail_at(err, path, p.line + 1, "truncated: no 'end' line (after %d points)",
                        out->npoints);
    if (rc != 0)
        wl_reference_free(out);
    return rc;
}

/* <datadir>/reference/name into path. */
static int reference_path(const char *datadir, const char *name, char *path, size_t pathsz,
                          wl_error *err)
{
    char dir[4096], sub[4096];
    if (wl_datadir_find(datadir, dir, sizeof dir) != 0)
        return wl_fail(err, "no data directory found (use --data-dir)");
    if (wl_path_join(sub, sizeof sub, dir, "reference") != 0 ||
        wl_path_join(path, pathsz, sub, name) != 0)
        return wl_fail(err, "data directory path too long");
    return 0;
}

int wl_reference_load_default(const char *datadir, wl_reference *out, wl_error *err)
{
    char path[4096];
    memset(out, 0, sizeof *out);
    if (reference_path(datadir, WL_REFERENCE_FILE, path, sizeof path, err) != 0)
        return -1;
    return wl_reference_load(path, out, err);
}

int wl_reference_runs_load(const char *datadir, wl_reference_runs *out, wl_error *err)
{
    char path[4096];
    memset(out, 0, sizeof *out);
    if (wl_reference_load_default(datadir, &out->run[0], err) != 0)
        return -1;
    out->list[out->n++] = &out->run[0];
    /* The seed's run is extra: a directory without it, or with a broken
     * one, still has the default run (check-content reports the file). */
    if (reference_path(datadir, WL_REFERENCE_SEED_FILE, path, sizeof path, &out->seed_error) != 0 ||
        access(path, F_OK) != 0)
        return 0;
    if (wl_reference_load(path, &out->run[1], &out->seed_error) == 0)
        out->list[out->n++] = &out->run[1];
    else
        out->seed_failed = true;
    /* The same size timed the seed's way, extra in the same manner. */
    if (!out->seed_failed &&
        reference_path(datadir, WL_REFERENCE_SEED_TIMING_FILE, path, sizeof path,
                       &out->seed_error) == 0 &&
        access(path, F_OK) == 0) {
        if (wl_reference_load(path, &out->run[2], &out->seed_error) == 0)
            out->list[out->n++] = &out->run[2];
        else
            out->seed_failed = true;
    }
    return 0;
}

void wl_reference_runs_free(wl_reference_runs *r)
{
    for (size_t i = 0; i < r->n; i++)
        wl_reference_free(&r->run[i]);
    memset(r, 0, sizeof *r);
}

const wl_ref_point *wl_reference_find(const wl_reference *ref, wl_kernel k, wl_type t, int param,
                                      int unroll)
{
    for (int i = 0; ref && i < ref->npoints; i++) {
        const wl_ref_point *pt = &ref->points[i];
        if (pt->kernel == k && pt->type == t && pt->param == param && pt->unroll == unroll)
            return pt;
    }
    return NULL;
}

const wl_reference *wl_reference_run_at(const wl_reference *const runs[], size_t nruns,
                                        size_t size_bytes)
{
    return wl_reference_run_timed(runs, nruns, size_bytes, WL_TIMING_WARPLAB);
}

const wl_reference *wl_reference_run_timed(const wl_reference *const runs[], size_t nruns,
                                           size_t size_bytes, wl_timing timing)
{
    if (nruns == 0)
        return NULL;
    if (size_bytes == 0)
        size_bytes = runs[0]->size_bytes;
    for (size_t i = 0; i < nruns; i++)
        if (runs[i]->size_bytes == size_bytes && runs[i]->timing == timing)
            return runs[i];
    return NULL;
}

const wl_ref_point *wl_reference_match(const wl_reference *const runs[], size_t nruns,
                                       const wl_spec *s, size_t size_bytes,
                                       const wl_reference **run)
{
    wl_param_range r;
    wl_kernel_param_range(s->kernel, &r);
    int param = r.kind == WL_PARAM_NONE ? 0 : s->param;
    const wl_reference *from = NULL;
    const wl_ref_point *p = NULL;
    const wl_family *f = wl_family_of(s->kernel);
    if (f && f->lanes_from != WL_LANES_KERNEL) {
        /* The runs hold the kernels of kernels/ only: a generated one has
         * no run to stand beside. */
    } else if (wl_spec_uses_working_set(s)) {
        /* Runs timed as the first one is: a list of the seed's timing
         * (wl_sweep's --timing seed) matches among its own. */
        from = nruns ? wl_reference_run_timed(runs, nruns, size_bytes, runs[0]->timing) : NULL;
        p = from ? wl_reference_find(from, s->kernel, s->type, param, s->unroll) : NULL;
    } else {
        for (size_t i = 0; i < nruns && !p; i++)
            p = wl_reference_find(from = runs[i], s->kernel, s->type, param, 1);
        from = p ? from : (nruns ? runs[0] : NULL);
    }
    if (run)
        *run = from;
    return p;
}

void wl_reference_label(const wl_reference *ref, const wl_ref_point *pt, char *out, size_t outsz)
{
    if (pt) {
        snprintf(out, outsz, "measured on %s, %s", ref->device, pt->date);
        return;
    }
    /* ISO days sort as text. */
    const char *first = ref->date, *last = ref->date;
    for (int i = 0; i < ref->npoints; i++) {
        const char *d = ref->points[i].date;
        first = strcmp(d, first) < 0 ? d : first;
        last = strcmp(d, last) > 0 ? d : last;
    }
    if (strcmp(first, last) == 0)
        snprintf(out, outsz, "measured on %s, %s", ref->device, first);
    else
        snprintf(out, outsz, "measured on %s, %s to %s", ref->device, first, last);
}

void wl_reference_free(wl_reference *ref)
{
    free(ref->points);
    ref->points = NULL;
    ref->npoints = 0;
}
