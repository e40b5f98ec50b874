#include "wl_model_json.h"

#include "wl_banks.h"
#include "wl_json.h"

static void json_access(FILE *out, const char *name, const wl_access *acc, double spr, double lpr)
{
    fprintf(out,
            "  \"%s\": {\"sectors\": %d, \"lines\": %d, \"requests\": %d, "
            "\"sectors_per_request\": %.4g, \"lines_per_request\": %.4g, "
            "\"useful_bytes\": %d, \"fetched_bytes\": %d, \"efficiency\": %.4g,\n"
            "    \"lane_addresses\": [",
            name, acc->sectors, acc->lines, acc->requests, spr, lpr, acc->useful_bytes,
            acc->fetched_bytes, acc->efficiency);
    for (int l = 0; l < WL_WARP_SIZE; l++)
        fprintf(out, "%s%llu", l ? ", " : "", (unsigned long long)acc->lane_addr[l]);
    fprintf(out, "],\n    \"sector_addresses\": [");
    for (int s = 0; s < acc->sectors; s++)
        fprintf(out, "%s%llu", s ? ", " : "", (unsigned long long)acc->sector_addr[s]);
    fprintf(out, "]}");
}

/* "shared": the featured shared-memory instruction and the per-warp counts,
 * or null for a kernel without shared memory. */
static void json_shared(FILE *out, const wl_spec *spec)
{
    wl_shared_summary s;
    wl_shared_of(spec, &s);
    if (!s.present) {
        fprintf(out, "  \"shared\": null,\n");
        return;
    }
    const wl_shared_access *a = &s.featured;
    fprintf(out,
            "  \"shared\": {\"op\": \"%s\", \"per_warp\": %d, \"lane_bytes\": %d, "
            "\"wavefronts\": %d, \"ideal_wavefronts\": %d, \"conflicts\": %d, "
            "\"conflict_ways\": %d,\n    \"lane_banks\": [",
            a->is_store ? "store" : "load", s.featured_count, a->elem_bytes, a->wavefronts,
            a->ideal, a->conflicts, a->conflict_ways);
    for (int l = 0; l < WL_WARP_SIZE; l++)
        fprintf(out, "%s%d", l ? ", " : "", a->lane_bank[l]);
    fprintf(out, "],\n    \"lane_wavefronts\": [");
    for (int l = 0; l < WL_WARP_SIZE; l++)
        fprintf(out, "%s%d", l ? ", " : "", a->lane_pass[l]);
    fprintf(out,
            "],\n    \"warp_loads\": %.6g, \"warp_load_wavefronts\": %.6g, "
            "\"warp_load_conflicts\": %.6g,\n    \"warp_stores\": %.6g, "
            "\"warp_store_wavefronts\": %.6g, \"warp_store_conflicts\": %.6g},\n",
            s.ld_requests, s.ld_wavefronts, s.ld_conflicts, s.st_requests, s.st_wavefronts,
            s.st_conflicts);
}

void wl_model_json_analysis(FILE *out, const wl_analysis *a, const wl_memparams *mem)
{
    json_access(out, "load", &a->load, a->load_sectors_per_request, a->load_lines_per_request);
    fprintf(out, ",\n");
    json_access(out, "store", &a->store, a->store_sectors_per_request, a->store_lines_per_request);
    fprintf(out,
            ",\n  \"useful_bytes_per_element\": %d,\n"
            "  \"dram_read_bytes_per_element\": " WL_JSON_FIGURE ",\n"
            "  \"dram_write_bytes_per_element\": " WL_JSON_FIGURE ",\n"
            "  \"dram_read_granule\": %d,\n  \"dram_write_granule\": %d,\n",
            a->useful_bytes_per_element, a->dram_read_bytes_per_element,
            a->dram_write_bytes_per_element, mem->dram_read_granule, mem->dram_write_granule);
    json_shared(out, &a->spec);
}

void wl_model_json_head(FILE *out, const char *kernel, const wl_spec *spec, const char *param_name,
                        const char *index_expression)
{
    fprintf(out, "{\n  \"kernel\": \"%s\",\n  \"type\": \"%s\",\n", kernel,
            wl_type_name(spec->type));
    if (!param_name)
        fprintf(out, "  \"param\": null,\n  \"param_name\": null,\n");
    else
        fprintf(out, "  \"param\": %d,\n  \"param_name\": \"%s\",\n", spec->param, param_name);
    fprintf(out, "  \"warp\": %ld,\n  \"unroll\": %d,\n  \"instructions_per_warp\": %d,\n",
            spec->warp, spec->unroll, wl_instructions_per_warp(spec));
    fprintf(out, "  \"index_expression\": ");
    wl_json_string(out, index_expression); /* an expression as typed: a TAB is not JSON */
    fprintf(out, ",\n");
}
