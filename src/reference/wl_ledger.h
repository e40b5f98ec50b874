/* The validation ledger: reference/model-ledger.txt, written from
 * bench/model-accuracy.sh (see that file). For the model command and the
 * lab's details view: how often the model was within 20% for the family on
 * screen. */
#ifndef WL_LEDGER_H
#define WL_LEDGER_H

#include <stddef.h>

typedef struct wl_ledger_row {
    int within, points; /* points within 20%, of how many */
    double mae_pct;     /* mean absolute error, per cent */
    double worst;       /* worst ratio, >= 1 */
    /* The effects the lessons teach (bench/model-effects.awk): points 5% or
     * more off their family's baseline, how many the model shows, and the
     * mean error of the ratio in points; effects 0 where none were measured. */
    int shown, effects;
    double ratio_err_pts;
    char date[32];
} wl_ledger_row;

/* The row of `set` ("reference", "custom", ...) and `family` (a kernel
 * name, a custom family, or "all"); datadir NULL: the one wl_datadir_find
 * picks. Returns 0, or -1 when there is no ledger or no such row. */
int wl_ledger_find(const char *datadir, const char *set, const char *family, wl_ledger_row *out);

/* "ledger: within 20% of the H200 on 108 of 132 offset points measured,
 * mean error 11.0%, worst 1.24x, taught effects shown 31 of 108, ratio
 * error 7.2 points (2026-12-02)" */
void wl_ledger_describe(const wl_ledger_row *r, const char *what, char *out, size_t outsz);

#endif
