/* The validation ledger (reference/model-ledger.txt): how often the model
 * was within 20% of the H200's measurements, per set and kernel family, as
 * bench/model-accuracy.sh last found. Shown beside a prediction; no
 * prediction reads it. */
#include "wl_ledger.h"

#include <stdio.h>
#include <string.h>

#include "wl_datadir.h"
#include "wl_file.h"
#include "wl_strings.h"

int wl_ledger_find(const char *datadir, const char *set, const char *family, wl_ledger_row *out)
{
    char dir[4096], path[4096], line[256], date[32] = "";
    memset(out, 0, sizeof *out);
    if (wl_datadir_find(datadir, dir, sizeof dir) != 0 ||
        wl_path_join(path, sizeof path, dir, "reference/model-ledger.txt") != 0)
        return -1;
    wl_stream s;
    wl_error err;
    if (wl_stream_open(&s, path, WL_LIMIT_TABLE, "model ledger", &err) != 0)
        return -1;
    FILE *f = s.f;
    int found = -1;
    while (found != 0 && fgets(line, sizeof line, f)) {
        char s[32], fam[64];
        wl_ledger_row r;
        if (sscanf(line, "date %31s", date) == 1)
            continue;
        memset(&r, 0, sizeof r);
        int got = sscanf(line, "%31s %63s %d %d %lf %lf %d %d %lf", s, fam, &r.within, &r.points,
                         &r.mae_pct, &r.worst, &r.shown, &r.effects, &r.ratio_err_pts);
        if (got < 9)
            r.shown = r.effects = 0; /* a ledger from before effects were counted */
        if (got < 6 || r.shown < 0 || r.shown > r.effects || strcmp(s, set) != 0 ||
            strcmp(fam, family) != 0 || r.points <= 0 || r.within < 0 || r.within > r.points)
            continue;
        *out = r;
        found = 0;
    }
    wl_stream_close(&s);
    snprintf(out->date, sizeof out->date, "%s", date);
    return found;
}

void wl_ledger_describe(const wl_ledger_row *r, const char *what, char *out, size_t outsz)
{
    char effects[96] = "";
    if (r->effects > 0)
        snprintf(effects, sizeof effects,
                 ", taught effects shown %d of %d, ratio error %.1f points", r->shown, r->effects,
                 r->ratio_err_pts);
    snprintf(out, outsz,
             "ledger: within 20%% of the H200 on %d of %d %s points measured, mean error %.1f%%, "
             "worst %.2fx%s (%s)",
             r->within, r->points, what, r->mae_pct, r->worst, effects, r->date);
}
