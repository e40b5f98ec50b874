/* The bank diagram as text (see wl_banks_text.h). */
#include "wl_banks_text.h"
#include "wl_diagram_text.h"

#include <string.h>

char wl_lane_mark(int lane)
{
    return (char)(lane < 10 ? '0' + lane : 'a' + lane - 10);
}

int wl_banks_cell(const wl_shared_access *a, int pass, int bank, bool *shared, bool *second)
{
    *shared = *second = false;
    int words = a->elem_bytes / WL_BANK_BYTES;
    for (int l = 0; l < WL_WARP_SIZE; l++) {
        if (a->lane_pass[l] != pass)
            continue;
        for (int w = 0; w < words; w++)
            if ((a->lane_bank[l] + w) % WL_BANKS == bank) {
                *shared = a->lane_shares[l];
                *second = w > 0;
                return l;
            }
    }
    return -1;
}

/* Appends text while it fits. */
static void put(char *out, size_t outsz, size_t *at, const char *text)
{
    size_t n = strlen(text);
    if (*at + n < outsz) {
        memcpy(out + *at, text, n + 1);
        *at += n;
    }
}

void wl_banks_row(const wl_shared_access *a, int pass, int cell, const char *idle, char *out,
                  size_t outsz)
{
    wl_banks_row_span(a, pass, 0, WL_BANKS, cell, idle, out, outsz);
}

void wl_banks_row_span(const wl_shared_access *a, int pass, int first, int count, int cell,
                       const char *idle, char *out, size_t outsz)
{
    size_t at = 0;
    out[0] = '\0';
    for (int b = first; b < first + count && b < WL_BANKS; b++) {
        bool shared, second;
        int lane = wl_banks_cell(a, pass, b, &shared, &second);
        char text[8];
        if (lane < 0)
            snprintf(text, sizeof text, "%*s%s", cell - 1, "", idle);
        else if (shared || second)
            snprintf(text, sizeof text, "%*s", cell, shared ? "*" : "=");
        else if (cell == 1)
            snprintf(text, sizeof text, "%c", wl_lane_mark(lane));
        else
            snprintf(text, sizeof text, "%*d", cell, lane);
        put(out, outsz, &at, text);
    }
}

static int shared_word_lanes(const wl_shared_access *a)
{
    int n = 0;
    for (int l = 0; l < WL_WARP_SIZE; l++)
        n += a->lane_shares[l];
    return n;
}

void wl_banks_readout(const wl_shared_access *a, char *out, size_t outsz)
{
    char conflict[64], cast[64] = "";
    if (a->conflict_ways > 1)
        snprintf(conflict, sizeof conflict, "a %d-way bank conflict", a->conflict_ways);
    else
        snprintf(conflict, sizeof conflict, "no bank conflict");
    int sharing = shared_word_lanes(a);
    if (sharing > 0 && !a->is_store)
        snprintf(cast, sizeof cast, ", %d lanes share words (broadcast)", sharing);
    else if (sharing > 0)
        snprintf(cast, sizeof cast, ", %d lanes write shared words", sharing);
    if (a->ideal > 1 || a->wavefronts != a->ideal)
        snprintf(out, outsz, "%d wavefront%s per request (%d without a conflict), %s%s",
                 a->wavefronts, a->wavefronts == 1 ? "" : "s", a->ideal, conflict, cast);
    else
        snprintf(out, outsz, "%d wavefront per request, %s%s", a->wavefronts, conflict, cast);
}

void wl_banks_print(FILE *out, const wl_shared_summary *s, bool ascii, int max_rows)
{
    const wl_shared_access *a = &s->featured;
    char line[256];
    wl_banks_readout(a, line, sizeof line);
    fprintf(out, "shared %s (%d per warp): %s\n", a->is_store ? "store" : "load", s->featured_count,
            line);
    fprintf(out, "  bank      ");
    for (int b = 0; b < WL_BANKS; b += 8)
        fprintf(out, b + 8 < WL_BANKS ? "%-8d" : "%d\n", b);
    for (int p = 0; p < a->wavefronts; p++) {
        if (p == max_rows - 1 && a->wavefronts > max_rows) {
            fprintf(out, "  ... %d more wavefronts (passes %d-%d)\n", a->wavefronts - p, p,
                    a->wavefronts - 1);
            break;
        }
        wl_banks_row(a, p, 1, wl_glyphs_get(ascii)->untouched, line, sizeof line);
        fprintf(out, "  pass %-5d%s\n", p, line);
    }
    fprintf(out, "  lanes 0-9 as 0-9, 10-31 as a-v; * several lanes on one word; "
                 "= an 8-byte lane's second bank\n");
    fprintf(out,
            "shared per warp: %.4g loads in %.4g wavefronts (%.4g conflicts), "
            "%.4g stores in %.4g wavefronts (%.4g conflicts)\n",
            s->ld_requests, s->ld_wavefronts, s->ld_conflicts, s->st_requests, s->st_wavefronts,
            s->st_conflicts);
}
