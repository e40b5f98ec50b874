/* The performance model's prediction in words, for every view. */
#include <stdio.h>

#include "wl_format.h"
#include "wl_perf.h"

void wl_perf_chain(const wl_prediction *p, bool ascii, char *out, size_t outsz)
{
    const char *dot = ascii ? "|" : "\u00b7", *arrow = ascii ? "->" : "\u2192";
    const wl_traffic *t = &p->traffic;
    double fetched = t->dram_read_bytes + t->dram_write_bytes;
    char used[16], copy[16];
    wl_format_pct(fetched > 0 ? 100.0 * t->asked_bytes / fetched : 0, used, sizeof used);
    wl_format_pct(p->pct_of_copy, copy, sizeof copy);
    snprintf(out, outsz,
             "limit: %s %s %s%% of copy %s DRAM %.3g rd + %.3g wr B for %.3g asked (%s%% "
             "used)",
             wl_limit_name(p->binding), arrow, copy, dot, t->dram_read_bytes, t->dram_write_bytes,
             t->asked_bytes, used);
}
