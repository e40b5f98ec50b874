/* The performance model's prediction in words, for every view. */
#include <stdio.h>
#include <string.h>

#include "wl_json.h"
#include "wl_format.h"
#include "wl_perf.h"

void wl_perf_chain(const wl_prediction *p, bool ascii, char *out, size_t outsz)
{
    const char *dot = ascii ? "|" : "\u00b7", *arrow = ascii ? "->" : "\u2192";
    const wl_traffic *t = &p->traffic;
    char used[16], copy[16];
    wl_format_pct(wl_traffic_used_pct(t), used, sizeof used);
    wl_format_pct(p->pct_of_copy, copy, sizeof copy);
    /* What no limit counts comes right after the figure, so a narrow pane
     * still says that the figure is a bound here. */
    char caveat[64] = "";
    if (p->binding == WL_LIMIT_SHARED)
        snprintf(caveat, sizeof caveat, " %s %.3g shared wavefronts per element", dot,
                 p->shared_wavefronts);
    else if (p->optimistic)
        snprintf(caveat, sizeof caveat, " %s stores meet other loads' fills: untimed", dot);
    else if (p->launch_bound) /* a small launch: starting and draining it is most of it */
        snprintf(caveat, sizeof caveat, " %s launch cost dominates: %.2g of %.2g us", dot,
                 p->launch_s * 1e6, p->seconds * 1e6);
    snprintf(out, outsz,
             "limit: %s %s %s%% of " WL_DRAM_RATE_SHORT
             "%s %s DRAM %.3g rd + %.3g wr B for %.3g asked (%s%% of DRAM bytes used)",
             wl_limit_name(p->binding), arrow, copy, caveat, dot, t->dram_read_bytes,
             t->dram_write_bytes, t->asked_bytes, used);
    /* Why the DRAM bytes above cost no time, or less than theirs. */
    size_t len = strlen(out);
    if (p->fits_in_l2)
        snprintf(out + len, outsz - len, " %s fits in L2: no DRAM time", dot);
    else if (p->dram_share < 1)
        snprintf(out + len, outsz - len, " %s %.3gx L2: L2 keeps %.0f%% between launches", dot,
                 p->footprint_l2, 100 * (1 - p->dram_share));
}

void wl_perf_print_json(FILE *out, const wl_prediction *p, const char *calibration, int indent)
{
    const wl_traffic *t = &p->traffic;
    fprintf(out, "{\n%*s\"calibration\": ", indent + 2, "");
    wl_json_string(out, calibration); /* a file name may hold anything */
    fprintf(out, ",\n%*s\"gpu\": ", indent + 2, "");
    wl_json_string(out, p->device);
    fprintf(out, ",\n%*s\"constants\": \"%s\",\n", indent + 2, "",
            p->estimated ? "estimated" : "measured");
    fprintf(out, "%*s\"elements\": %.0f,\n", indent + 2, "", p->elements);
    fprintf(out, "%*s\"gbps\": %.6g,\n%*s\"pct_of_copy\": %.6g,\n%*s\"seconds\": %.6g,\n",
            indent + 2, "", p->gbps, indent + 2, "", p->pct_of_copy, indent + 2, "", p->seconds);
    fprintf(out, "%*s\"binding_limit\": \"%s\",\n%*s\"binding_limit_name\": \"%s\",\n", indent + 2,
            "", wl_limit_key(p->binding), indent + 2, "", wl_limit_name(p->binding));
    fprintf(out, "%*s\"launch_s\": %.6g,\n%*s\"limits_s\": {", indent + 2, "", p->launch_s,
            indent + 2, "");
    for (int l = 0; l < WL_LIMIT_COUNT; l++)
        fprintf(out, "%s\"%s\": %.6g", l ? ", " : "", wl_limit_key((wl_limit)l), p->limit_s[l]);
    fprintf(out, "},\n%*s\"per_element\": {", indent + 2, "");
    fprintf(out,
            "\"asked_bytes\": %.6g, \"distinct_asked_bytes\": %.6g, "
            "\"dram_read_bytes\": " WL_JSON_FIGURE ", \"dram_write_bytes\": " WL_JSON_FIGURE ", "
            "\"dram_used_pct\": %.6g, "
            "\"dram_write_cost_bytes\": %.6g, \"l1_lines\": %.6g, \"l2_partial_stores\": %.6g, "
            "\"l2_fills\": %.6g, \"dram_pages\": %.6g, \"shared_wavefronts\": %.6g},\n",
            t->asked_bytes, t->distinct_asked_bytes, t->dram_read_bytes, t->dram_write_bytes,
            wl_traffic_used_pct(t), t->dram_write_cost_bytes, t->l1_lines, t->l2_partial,
            t->l2_fills, t->dram_pages, p->shared_wavefronts);
    fprintf(out, "%*s\"fits_in_l2\": %s,\n", indent + 2, "", p->fits_in_l2 ? "true" : "false");
    fprintf(out, "%*s\"footprint_over_l2\": %.6g,\n%*s\"dram_share\": %.6g,\n", indent + 2, "",
            p->footprint_l2, indent + 2, "", p->dram_share);
    fprintf(out, "%*s\"launch_bound\": %s,\n", indent + 2, "", p->launch_bound ? "true" : "false");
    fprintf(out, "%*s\"store_fill_conflicts\": %.6g,\n", indent + 2, "", t->store_fill_conflicts);
    fprintf(out, "%*s\"optimistic\": %s,\n", indent + 2, "", p->optimistic ? "true" : "false");
    fprintf(out, "%*s\"load_sectors_per_request\": %.6g,\n", indent + 2, "", t->load_sectors);
    fprintf(out, "%*s\"store_sectors_per_request\": %.6g\n%*s}", indent + 2, "", t->store_sectors,
            indent, "");
}

void wl_perf_print_text(FILE *out, const wl_prediction *p, const char *calibration, bool ascii)
{
    char chain[256], gbps[16];
    wl_perf_chain(p, ascii, chain, sizeof chain);
    wl_format_gbps(p->gbps, gbps, sizeof gbps);
    fprintf(out, "prediction (%s): %s GB/s\n  %s\n  each limit:", calibration, gbps, chain);
    for (int l = 0; l < WL_LIMIT_COUNT; l++)
        fprintf(out, "%s %s %.3g ms", l ? "," : "", wl_limit_name((wl_limit)l),
                p->limit_s[l] * 1e3);
    fprintf(out, "; plus %.3g ms to launch\n", p->launch_s * 1e3);
}
