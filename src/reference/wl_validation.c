/* Reading the validation table (reference/gpu-validation.txt). */
#include "wl_validation.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>
#include <unistd.h>
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

/* At most this much of a source is shown, so both parts and their verdicts
 * fit one line of `info`. */
#define SOURCE_SHOWN 400

typedef struct {
    bool found;
    double gbps;
    char source[SOURCE_SHOWN + 4];
} published;

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

/* Reads the whole table and keeps the first row of profile `prof` and kind
 * `what` for each of the asked ones; -1 with err at the first bad line (a
 * table is read whole or not at all). */
typedef struct {
    const char *prof, *what;
    published *into;
} wanted;

static int read_table(const char *path, wanted *want, int nwant, wl_error *err)
{
    wl_stream st;
    if (wl_stream_open(&st, path, WL_LIMIT_TABLE, "validation table", err) != 0)
        return -1;
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    int at = 0, rc = 0;
    bool ended = false;
    while (rc == 0 && (len = getline(&line, &cap, st.f)) >= 0) {
        at++;
        /* a NUL would end the line's text early: refused, not half read */
        if (memchr(line, '\0', (size_t)len)) {
            rc = wl_fail_at(err, path, at, "a NUL byte in the line");
            break;
        }
        size_t text_len = strcspn(line, "\r\n"); /* LF or CRLF is not the line's text */
        line[text_len] = '\0';
        if (text_len > 1023) {
            rc = wl_fail_at(err, path, at, "a line over 1023 bytes");
            break;
        }
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
        if ((rc = read_row(line, path, at, &prof, &what, &gbps, &source, err)) != 0)
            break;
        for (int i = 0; i < nwant; i++)
            if (!want[i].into->found && strcmp(prof, want[i].prof) == 0 &&
                strcmp(what, want[i].what) == 0) {
                published *p = want[i].into;
                p->found = true;
                p->gbps = gbps;
                size_t shown = source_shown(source);
                snprintf(p->source, sizeof p->source, "%.*s%s", (int)shown, source,
                         source[shown] ? "..." : "");
            }
    }
    if (rc == 0 && at == 0)
        rc = wl_fail_at(err, path, 1, "empty: not a warplab validation table");
    if (rc == 0 && !ended)
        rc = wl_fail_at(err, path, at, "no 'end' line: the table is cut short");
    free(line);
    wl_stream_close(&st);
    return rc;
}

static const char *verdict(double off)
{
    return fabs(off) <= 10 ? ", within 10%" : ", more than 10% off";
}

/* The constants of profile `name` as shipped, or -1 with err. */
static int shipped_profile(const char *dir, const char *name, wl_calibration *cal, wl_error *err)
{
    char path[4096], rel[256];
    snprintf(rel, sizeof rel, "reference/gpus/%s.txt", name);
    if (wl_path_join(path, sizeof path, dir, rel) != 0)
        return wl_fail(err, "data directory path too long");
    return wl_calibration_load(path, cal, err);
}

/* "L2 read stream ..." where the table has the profile's L2 figure: through
 * the anchor's row and profile, or says what it lacks. "" with no L2 row. */
static void describe_l2(const char *dir, const char *want, const published *mine,
                        const published *anchor, const wl_gpu_consts *c, char *out, size_t outsz)
{
    out[0] = '\0';
    if (!mine->found)
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
    if (!anchor->found)
        wl_fail(&why, "no %s row in the table to check it through", L2_ANCHOR);
    else if (shipped_profile(dir, L2_ANCHOR, &a, &why) != 0)
        wl_error_context(&why,
                         "the %s profile, which it is checked through, does not load: ", L2_ANCHOR);
    if (why.msg[0]) {
        snprintf(out, outsz, "L2 unchecked: %.1f GB/s published, but %s", mine->gbps, why.msg);
        return;
    }
    double predicted = anchor->gbps * c->l2_bytes_per_s / a.consts.l2_bytes_per_s;
    double off = 100.0 * (predicted / mine->gbps - 1);
    snprintf(out, outsz, "L2 read stream %.0f GB/s, %+.1f%% against %.1f published (%s)%s",
             predicted, off, mine->gbps, mine->source, verdict(off));
}

int wl_validation_check(const char *dir, wl_error *err)
{
    char path[4096];
    if (wl_path_join(path, sizeof path, dir, "reference/gpu-validation.txt") != 0)
        return wl_fail(err, "%s: data directory path too long", dir);
    if (access(path, F_OK) != 0)
        return 0;
    return read_table(path, NULL, 0, err);
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
    published copy = {0}, l2 = {0}, anchor = {0};
    wanted rows[] = {{want, "copy", &copy}, {want, "l2", &l2}, {L2_ANCHOR, "l2", &anchor}};
    if (read_table(path, rows, 3, &err) != 0) {
        snprintf(out, outsz, "the validation table is unreadable: %s", err.msg);
        return;
    }
    char l2_text[1024], copy_text[1024] = "";
    describe_l2(dir, want, &l2, &anchor, c, l2_text, sizeof l2_text);
    if (copy.found) {
        double gbps = c->dram_bytes_per_s / 1e9, off = 100.0 * (gbps / copy.gbps - 1);
        snprintf(copy_text, sizeof copy_text,
                 "copy %.0f GB/s, %+.1f%% against %.1f published (%s)%s", gbps, off, copy.gbps,
                 copy.source, verdict(off));
    }
    if (copy.found && l2_text[0])
        snprintf(out, outsz, "%s; %s; strides unvalidated", copy_text, l2_text);
    else if (copy.found)
        snprintf(out, outsz, "%s; strides and L2 unvalidated", copy_text);
    else if (l2_text[0])
        snprintf(out, outsz, "%s; copy and strides unvalidated", l2_text);
}
