/* Reading the validation table (reference/gpu-validation.txt). */
#include "wl_validation.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <string.h>

#include "wl_calibration.h"
#include "wl_datadir.h"
#include "wl_error.h"
#include "wl_file.h"
#include "wl_number.h"
#include "wl_strings.h"

#define MAGIC "warplab-validation 1"

/* The profile whose constants are the H200's measured ones. Every profile's
 * L2 rate is the H200's scaled by a rule (tools/gpu-profiles.sh), and the
 * model's rate is a copy's where published L2 figures are of other kernels:
 * so a profile's prediction for a published benchmark is the H200's
 * published figure of that same benchmark times the profile's L2 rate over
 * the H200's, which checks the rule and nothing else. */
#define L2_ANCHOR "h200-datasheet"
#define L2_ANCHOR_DEVICE "NVIDIA H200"

/* At most this much of a source is shown, so both parts and their verdicts
 * fit one line of `info`. */
#define SOURCE_SHOWN 400

/* No GPU memory moves more (the H200's HBM3e: 4.8e3 GB/s; its L2 about
 * 1e4), nor less (a GTX 1650's GDDR5: 128). */
#define MIN_GBPS 1.0
#define MAX_GBPS 1e5

/* "t4" from "t4", "reference/gpus/t4.txt" or "/x/t4.txt". */
static void profile_name(const char *name, char *out, size_t outsz)
{
    const char *base = strrchr(name, '/');
    base = base ? base + 1 : name;
    snprintf(out, outsz, "%s", base);
    size_t len = strlen(out);
    if (len > 4 && strcmp(out + len - 4, ".txt") == 0)
        out[len - 4] = '\0';
}

/* One row `PROFILE WHAT GB/S SOURCE` into its fields; -1 with err (at path:line)
 * when it is not one. */
static int read_row(char *line, const char *path, int at, char **prof, char **what, double *gbps,
                    char **source, wl_error *err)
{
    char *save = NULL, *figure;
    *prof = strtok_r(line, " \t", &save);
    *what = strtok_r(NULL, " \t", &save);
    figure = strtok_r(NULL, " \t", &save);
    *source = save ? save + strspn(save, " \t") : NULL;
    if (!*prof || !*what || !figure || !*source || !**source)
        return wl_fail_at(err, path, at, "expected PROFILE copy|l2 GB/S SOURCE");
    if (strcmp(*what, "copy") != 0 && strcmp(*what, "l2") != 0)
        return wl_fail_at(err, path, at, "'%s' is neither copy nor l2", *what);
    if (wl_parse_double(figure, gbps) != 0 || *gbps <= 0)
        return wl_fail_at(err, path, at, "'%s' is not a finite positive GB/s", figure);
    if (*gbps < MIN_GBPS || *gbps > MAX_GBPS)
        return wl_fail_at(err, path, at, "%s GB/s is no memory's (from %g to %g)", figure, MIN_GBPS,
                          MAX_GBPS);
    return 0;
}

/* The bytes of source shown: at most SOURCE_SHOWN, ending on a whole UTF-8
 * character (a byte that starts none counts as one; printing escapes it). */
static size_t source_shown(const char *source)
{
    size_t at = 0, left = strlen(source);
    while (at < left) {
        size_t n = wl_utf8_seq_len(source + at, left - at);
        n = n ? n : 1;
        if (at + n > SOURCE_SHOWN)
            break;
        at += n;
    }
    return at;
}

/* One row of the table, its source already cut for showing. */
typedef struct {
    char prof[64], what[8];
    double gbps;
    char source[SOURCE_SHOWN + 4];
    int line;
} row;

typedef struct {
    row *rows;
    int n, cap;
} table;

static void table_free(table *t)
{
    free(t->rows);
    *t = (table){0};
}

static const row *table_find(const table *t, const char *prof, const char *what)
{
    for (int i = 0; i < t->n; i++)
        if (strcmp(t->rows[i].prof, prof) == 0 && strcmp(t->rows[i].what, what) == 0)
            return &t->rows[i];
    return NULL;
}

/* Adds a row; -1 with err when its profile and kind were given before (one
 * line a profile and kind) or its profile name is too long to be one. */
static int table_add(table *t, const char *prof, const char *what, double gbps, const char *source,
                     const char *path, int at, wl_error *err)
{
    if (strlen(prof) >= sizeof t->rows[0].prof)
        return wl_fail_at(err, path, at, "'%.40s...' is no profile name", prof);
    const row *before = table_find(t, prof, what);
    if (before)
        return wl_fail_at(err, path, at, "'%s %s' given twice (first on line %d)", prof, what,
                          before->line);
    if (t->n == t->cap) {
        int cap = t->cap ? 2 * t->cap : 16;
        row *rows = realloc(t->rows, (size_t)cap * sizeof *rows);
        if (!rows)
            return wl_fail(err, "out of memory");
        t->rows = rows;
        t->cap = cap;
    }
    row *r = &t->rows[t->n++];
    snprintf(r->prof, sizeof r->prof, "%s", prof);
    snprintf(r->what, sizeof r->what, "%s", what);
    r->gbps = gbps;
    r->line = at;
    size_t shown = source_shown(source);
    snprintf(r->source, sizeof r->source, "%.*s%s", (int)shown, source, source[shown] ? "..." : "");
    return 0;
}

/* The text of one line read with getline (the file holds no NUL): -1 with
 * err for a carriage return anywhere but before the line feed, or more than
 * 1023 bytes. */
static int line_text(char *line, size_t len, const char *path, int at, wl_error *err)
{
    if (len && line[len - 1] == '\n')
        line[--len] = '\0';
    if (len && line[len - 1] == '\r') /* CRLF */
        line[--len] = '\0';
    if (memchr(line, '\r', len))
        return wl_fail_at(err, path, at, "a carriage return inside the line");
    if (len > 1023)
        return wl_fail_at(err, path, at, "a line over 1023 bytes");
    return 0;
}

/* Reads the whole table into t; -1 with err at the first bad line (a table
 * is read whole or not at all). */
static int read_table(const char *path, table *t, wl_error *err)
{
    *t = (table){0};
    wl_stream st;
    if (wl_stream_open(&st, path, WL_LIMIT_TABLE, "validation table", err) != 0)
        return -1;
    if (wl_contents_no_nul(&st.text, path, err) != 0) {
        wl_stream_close(&st);
        return -1;
    }
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    int at = 0, rc = 0;
    bool ended = false;
    while (rc == 0 && (len = getline(&line, &cap, st.f)) >= 0) {
        at++;
        if ((rc = line_text(line, (size_t)len, path, at, err)) != 0)
            break;
        if (at == 1) {
            if (strcmp(line, MAGIC) != 0)
                rc = wl_fail_at(err, path, 1, "not a warplab validation table (expected '%s')",
                                MAGIC);
            continue;
        }
        if (line[0] == '#' || line[strspn(line, " \t")] == '\0')
            continue;
        if (ended) {
            rc = wl_fail_at(err, path, at, "text after the 'end' line");
            break;
        }
        if (strncmp(line, "end", 3) == 0 && line[3 + strspn(line + 3, " \t")] == '\0') {
            ended = true; /* blanks after it are no row */
            continue;
        }
        char *prof, *what, *source;
        double gbps;
        if ((rc = read_row(line, path, at, &prof, &what, &gbps, &source, err)) != 0 ||
            (rc = table_add(t, prof, what, gbps, source, path, at, err)) != 0)
            break;
    }
    if (rc == 0 && at == 0)
        rc = wl_fail_at(err, path, 1, "empty: not a warplab validation table");
    if (rc == 0 && !ended)
        rc = wl_fail_at(err, path, at, "no 'end' line: the table is cut short");
    free(line);
    wl_stream_close(&st);
    if (rc != 0)
        table_free(t);
    return rc;
}

/* The verdict on the difference as shown (to 0.1%), so a figure printed
 * +10.0% is within 10%. */
static const char *verdict(double off)
{
    return fabs(round(off * 10) / 10) <= 10 ? ", within 10%" : ", more than 10% off";
}

/* The constants of profile `name` as shipped (a profile's name, no path),
 * or -1 with err. */
static int shipped_profile(const char *dir, const char *name, wl_calibration *cal, wl_error *err)
{
    char path[4096];
    if (wl_calibration_profile_path(dir, name, path, sizeof path, err) != 0)
        return -1;
    return wl_calibration_load(path, cal, err);
}

/* The anchor's shipped profile, which must hold the H200 its row was
 * measured on; -1 with err (why it cannot anchor) otherwise. */
static int anchor_profile(const char *dir, wl_calibration *a, wl_error *err)
{
    if (shipped_profile(dir, L2_ANCHOR, a, err) != 0)
        return wl_error_context(
            err, "the %s profile, which it is checked through, does not load: ", L2_ANCHOR);
    if (strcmp(a->consts.device, L2_ANCHOR_DEVICE) != 0)
        return wl_fail(err, "the %s profile, which it is checked through, holds the %s, not the %s",
                       L2_ANCHOR, a->consts.device, L2_ANCHOR_DEVICE);
    return 0;
}

/* "L2 read stream ..." where the table has the profile's L2 figure: through
 * the anchor's row and profile, or says what it lacks. "" with no L2 row. */
static void describe_l2(const char *dir, const char *want, const table *t, const wl_gpu_consts *c,
                        char *out, size_t outsz)
{
    out[0] = '\0';
    const row *mine = table_find(t, want, "l2"), *anchor = table_find(t, L2_ANCHOR, "l2");
    if (!mine)
        return;
    if (strcmp(want, L2_ANCHOR) == 0) {
        snprintf(out, outsz,
                 "L2 read stream %.1f GB/s published, the figure every profile's L2 rate is "
                 "checked through (%s)",
                 mine->gbps, mine->source);
        return;
    }
    wl_calibration a;
    wl_error why = {0};
    if (!anchor)
        wl_fail(&why, "no %s row in the table to check it through", L2_ANCHOR);
    else
        anchor_profile(dir, &a, &why);
    if (why.msg[0]) {
        snprintf(out, outsz, "L2 unchecked: %.1f GB/s published, but %s", mine->gbps, why.msg);
        return;
    }
    double predicted = anchor->gbps * c->l2_bytes_per_s / a.consts.l2_bytes_per_s;
    double off = 100.0 * (predicted / mine->gbps - 1);
    snprintf(out, outsz, "L2 read stream %.0f GB/s, %+.1f%% against %.1f published (%s)%s",
             predicted, off, mine->gbps, mine->source, verdict(off));
}

/* Every row names a shipped profile that loads, and an anchor row's
 * profile holds the H200; -1 with err at the first row that does not. */
static int check_rows(const char *dir, const char *path, const table *t, wl_error *err)
{
    for (int i = 0; i < t->n; i++) {
        const row *r = &t->rows[i];
        wl_calibration cal;
        wl_error why;
        if (shipped_profile(dir, r->prof, &cal, &why) != 0)
            return wl_fail_at(err, path, r->line, "no profile '%s' to compare with: %s", r->prof,
                              why.msg);
        if (strcmp(r->prof, L2_ANCHOR) == 0 && strcmp(r->what, "l2") == 0 &&
            anchor_profile(dir, &cal, &why) != 0)
            return wl_fail_at(err, path, r->line, "%s", why.msg);
    }
    return 0;
}

int wl_validation_check(const char *dir, wl_error *err)
{
    char path[4096];
    struct stat st;
    if (wl_path_join(path, sizeof path, dir, "reference/gpu-validation.txt") != 0)
        return wl_fail(err, "%s: data directory path too long", dir);
    if (lstat(path, &st) != 0) /* not shipped (a link to nothing is, and is read) */
        return 0;
    table t;
    if (read_table(path, &t, err) != 0)
        return -1;
    int rc = check_rows(dir, path, &t, err);
    table_free(&t);
    return rc;
}

void wl_validation_describe(const char *datadir, const char *name, const wl_gpu_consts *c,
                            char *out, size_t outsz)
{
    char dir[4096], path[4096], want[128];
    snprintf(out, outsz, "no published measurement");
    profile_name(name, want, sizeof want);
    if (wl_datadir_find(datadir, dir, sizeof dir) != 0 ||
        wl_path_join(path, sizeof path, dir, "reference/gpu-validation.txt") != 0)
        return;
    /* The rows are of the shipped profile of that name: a file named so
     * that holds another GPU's constants has none. */
    wl_calibration mine_cal;
    wl_error err;
    if (shipped_profile(dir, want, &mine_cal, &err) != 0 ||
        strcmp(mine_cal.consts.device, c->device) != 0)
        return;
    table t;
    struct stat st;
    if (lstat(path, &st) != 0) /* none shipped (a link to nothing is, and is read) */
        return;
    if (read_table(path, &t, &err) != 0) {
        snprintf(out, outsz, "the validation table is unreadable: %s", err.msg);
        return;
    }
    char l2_text[1024], copy_text[1024] = "";
    describe_l2(dir, want, &t, c, l2_text, sizeof l2_text);
    const row *copy = table_find(&t, want, "copy");
    if (copy) {
        double gbps = c->dram_bytes_per_s / 1e9, off = 100.0 * (gbps / copy->gbps - 1);
        snprintf(copy_text, sizeof copy_text,
                 "copy %.0f GB/s, %+.1f%% against %.1f published (%s)%s", gbps, off, copy->gbps,
                 copy->source, verdict(off));
    }
    if (copy && l2_text[0])
        snprintf(out, outsz, "%s; %s; strides unvalidated", copy_text, l2_text);
    else if (copy)
        snprintf(out, outsz, "%s; strides and L2 unvalidated", copy_text);
    else if (l2_text[0])
        snprintf(out, outsz, "%s; copy and strides unvalidated", l2_text);
    table_free(&t);
}
