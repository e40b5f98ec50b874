/* Reading the validation table (reference/gpu-validation.txt). */
#include "wl_validation.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "wl_calibration.h"
#include "wl_datadir.h"
#include "wl_error.h"
#include "wl_file.h"
#include "wl_strings.h"

/* The profile whose constants are the H200's measured ones. Every profile's
 * L2 rate is the H200's scaled by a rule (tools/gpu-profiles.sh), and the
 * model's rate is a copy's where published L2 figures are of other kernels:
 * so a profile's prediction for a published benchmark is the H200's
 * published figure of that same benchmark times the profile's L2 rate over
 * the H200's, which checks the rule and nothing else. */
#define L2_ANCHOR "h200-datasheet"

typedef struct {
    bool found;
    double gbps;
    char source[768];
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

/* The first row `PROFILE WHAT GB/S SOURCE` of profile `prof` and kind `what`. */
static void find_row(FILE *f, const char *prof, const char *what, published *out)
{
    char line[1024];
    out->found = false;
    rewind(f);
    while (fgets(line, sizeof line, f)) {
        char p[128], w[16];
        double gbps;
        int at = 0;
        if (line[0] == '#' || sscanf(line, "%127s %15s %lf %n", p, w, &gbps, &at) != 3 || at == 0 ||
            strcmp(p, prof) != 0 || strcmp(w, what) != 0 || !(gbps > 0))
            continue;
        char *source = line + at;
        source[strcspn(source, "\n")] = '\0';
        snprintf(out->source, sizeof out->source, "%s", source);
        out->gbps = gbps;
        out->found = true;
        return;
    }
}

static const char *verdict(double off)
{
    return fabs(off) <= 10 ? ", within 10%" : ", more than 10% off";
}

/* The anchor profile's L2 rate, or 0 where its file does not load. */
static double anchor_l2_rate(const char *dir)
{
    char path[4096];
    wl_calibration cal;
    wl_error err;
    if (wl_path_join(path, sizeof path, dir, "reference/gpus/" L2_ANCHOR ".txt") != 0 ||
        wl_calibration_load(path, &cal, &err) != 0)
        return 0;
    return cal.consts.l2_bytes_per_s;
}

/* "; L2 read stream ..." where the table has the profile's L2 figure and the
 * anchor's; "" otherwise. */
static void describe_l2(FILE *f, const char *dir, const char *want, const wl_gpu_consts *c,
                        char *out, size_t outsz)
{
    published mine, anchor;
    out[0] = '\0';
    find_row(f, want, "l2", &mine);
    find_row(f, L2_ANCHOR, "l2", &anchor);
    if (!mine.found || !anchor.found)
        return;
    if (strcmp(want, L2_ANCHOR) == 0) {
        snprintf(out, outsz,
                 "L2 read stream %.1f GB/s published, the figure every profile's L2 "
                 "rate is checked through (%s)",
                 mine.gbps, mine.source);
        return;
    }
    double rate = anchor_l2_rate(dir);
    if (!(rate > 0))
        return;
    double predicted = anchor.gbps * c->l2_bytes_per_s / rate;
    double off = 100.0 * (predicted / mine.gbps - 1);
    snprintf(out, outsz, "L2 read stream %.0f GB/s, %+.1f%% against %.1f published (%s)%s",
             predicted, off, mine.gbps, mine.source, verdict(off));
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
    wl_stream st;
    wl_error err;
    if (wl_stream_open(&st, path, WL_LIMIT_TABLE, "validation table", &err) != 0)
        return;
    published copy;
    char l2[1024], copy_text[1024] = "";
    find_row(st.f, want, "copy", &copy);
    describe_l2(st.f, dir, want, c, l2, sizeof l2);
    wl_stream_close(&st);
    if (copy.found) {
        double gbps = c->dram_bytes_per_s / 1e9, off = 100.0 * (gbps / copy.gbps - 1);
        snprintf(copy_text, sizeof copy_text,
                 "copy %.0f GB/s, %+.1f%% against %.1f published (%s)%s", gbps, off, copy.gbps,
                 copy.source, verdict(off));
    }
    if (copy.found && l2[0])
        snprintf(out, outsz, "%s; %s; strides unvalidated", copy_text, l2);
    else if (copy.found)
        snprintf(out, outsz, "%s; strides and L2 unvalidated", copy_text);
    else if (l2[0])
        snprintf(out, outsz, "%s; copy and strides unvalidated", l2);
}
