/* Printing a sweep: a table for people, CSV and JSON for programs. Model
 * figures are predictions and every format says so. */
#include <stdio.h>
#include <string.h>

#include "wl_json.h"
#include "wl_lab.h"
#include "wl_expr_model.h"
#include "wl_sweep.h"

const char *wl_sweep_kernel_label(const wl_spec *s)
{
    return wl_kernel_name(s->kernel);
}

/* A custom experiment's expressions, and the model's reason when it
 * answered on a GPU backend (no NVRTC). */
static void expr_lines(const wl_sweep_context *c, const wl_sweep_point *p, int n)
{
    const char *load = c->expr->load.text, *store = c->expr->store.text; /* as typed */
    if (c->expr->store_given)
        printf("# expression: a[%s] = a[%s] + 1 (block %d)\n", store, load, c->expr->block);
    else
        printf("# expression: a[%s] += 1 (block %d)\n", load, c->expr->block);
    if (n > 0 && p[0].m.note[0])
        printf("# PREDICTED, not measured: %s\n", p[0].m.note);
}

/* The sweep's working set: that of its rows the working set sizes, and
 * for rows of a family that launches its own N x N (a transpose) that. */
static void working_set_words(const wl_sweep_point *p, int n, char *out, size_t outsz)
{
    const wl_sweep_point *sized = NULL;
    bool own = false;
    for (int i = 0; i < n; i++)
        if (!wl_spec_uses_working_set(&p[i].spec))
            own = true;
        else if (!sized)
            sized = &p[i];
    char size[32] = "?";
    if (sized)
        wl_format_size(sized->m.size_bytes, size, sizeof size);
    if (!sized && own)
        snprintf(out, outsz, ": each row's N x N matrix");
    else
        snprintf(out, outsz, " %s%s", size, own ? " (transposes: their N x N matrix)" : "");
}

static void header_lines(const wl_sweep_context *c, const wl_sweep_point *p, int n)
{
    if (c->expr)
        expr_lines(c, p, n);
    char size[96];
    working_set_words(p, n, size, sizeof size);
    double ceiling = n > 0 ? p[0].m.copy_ceiling_gbps : 0;
    if (c->predicted) {
        printf("# PREDICTED by the performance model, not measured (%s)\n", c->why.msg);
        printf("# %s; working set%s\n", c->device.note, size);
        if (c->timing == WL_TIMING_SEED)
            printf("# %s\n", WL_SWEEP_PREDICTED_TIMING);
    } else {
        printf("# measured on %s (device %d); working set%s; copy ceiling %.0f GB/s\n",
               c->device.name, c->device.index, size, ceiling);
        printf("# timing: %s\n", c->timing == WL_TIMING_SEED
                                     ? "seed (each launch alone, synchronised after it)"
                                     : "warplab (launches back to back, an event between each)");
        if (n > 0 && p[0].have_pred) {
            char label[192];
            wl_calibration_label(&c->cal, label, sizeof label);
            printf("# model column: %s\n", label); /* which GPU it predicts for */
            if (c->timing == WL_TIMING_SEED)
                printf("# %s\n", WL_SWEEP_PREDICTED_TIMING);
        }
    }
    if (c->ref) {
        char ws[32];
        wl_format_size(c->ref->size_bytes, ws, sizeof ws);
        printf("# ref: %s (working set %s, copy ceiling %.0f GB/s, timed the %s way)\n",
               c->ref_label, ws, c->ref->copy_ceiling_gbps, wl_timing_name(c->ref->timing));
    }
}

/* Whether the model's figure leaves out a cost it counts (wl_perf.h): then
 * the real kernel is slower. */
static bool model_optimistic(const wl_sweep_point *q)
{
    return q->have_pred && q->pred.optimistic;
}

/* "  DRAM traffic" after a prediction; after a measurement, the model's
 * figure and limit, flagged when the two differ by more than 20%; either
 * marked * when the figure is optimistic. */
static void model_column(const wl_sweep_context *c, const wl_sweep_point *q)
{
    if (!q->have_pred)
        return;
    const char *mark = model_optimistic(q) ? " *" : "";
    if (c->predicted) {
        printf("  %s%s", wl_limit_name(q->pred.binding), mark);
        return;
    }
    double r = q->m.gbps_median > 0 ? q->pred.gbps / q->m.gbps_median : 0;
    printf(" %9.1f %s %s%s", q->pred.gbps, r > 1.2 || r < 1 / 1.2 ? "!" : " ",
           wl_limit_name(q->pred.binding), mark);
}

void wl_sweep_print_text(const wl_sweep_context *c, const wl_sweep_point *p, int n)
{
    header_lines(c, p, n);
    bool model = n > 0 && p[0].have_pred;
    printf("%-16s %-4s %6s %6s %9s %6s %9s %9s %5s %7s %7s%s%s\n", "kernel", "type", "param",
           "unroll", c->predicted ? "pred GB/s" : "GB/s", "%copy", "min", "max", "reps", "ld s/rq",
           "st s/rq", c->ref ? "   ref GB/s" : "",
           !model         ? ""
           : c->predicted ? "  limit"
                          : " model GB/s   limit (! off by > 20%)");
    for (int i = 0; i < n; i++) {
        const wl_sweep_point *q = &p[i];
        char ref[32] = "";
        if (c->ref && q->ref)
            snprintf(ref, sizeof ref, " %10.1f", q->ref->gbps_median);
        else if (c->ref)
            snprintf(ref, sizeof ref, " %10s", "-");
        if (c->predicted)
            printf("%-16s %-4s %6d %6d %9.1f %6.1f %9s %9s %5s %7.2f %7.2f%s",
                   wl_sweep_kernel_label(&q->spec), wl_type_name(q->spec.type), q->spec.param,
                   q->spec.unroll, q->m.gbps_median, q->m.pct_of_copy, "-", "-", "-", q->load_spr,
                   q->store_spr, ref);
        else
            printf("%-16s %-4s %6d %6d %9.1f %6.1f %9.1f %9.1f %5d %7.2f %7.2f%s",
                   wl_sweep_kernel_label(&q->spec), wl_type_name(q->spec.type), q->spec.param,
                   q->spec.unroll, q->m.gbps_median, q->m.pct_of_copy, q->m.gbps_min, q->m.gbps_max,
                   q->m.reps, q->load_spr, q->store_spr, ref);
        model_column(c, q);
        printf("\n");
    }
    bool marked = false;
    for (int i = 0; i < n; i++)
        marked = marked || model_optimistic(&p[i]);
    if (marked)
        printf("* stores meet other loads' fills: the model adds no time for this pattern; on "
               "the H200 some such kernels ran slower than its figure, others faster\n");
}

void wl_sweep_print_csv(const wl_sweep_context *c, const wl_sweep_point *p, int n)
{
    /* CSV has no room for a comment line: the reason goes to stderr. */
    if (c->expr && n > 0 && p[0].m.note[0])
        fprintf(stderr, "warplab sweep: PREDICTED, not measured: %s\n", p[0].m.note);
    if (c->predicted && c->timing == WL_TIMING_SEED)
        fprintf(stderr, "warplab sweep: %s\n", WL_SWEEP_PREDICTED_TIMING);
    printf("kernel,type,param,unroll,predicted,gbps_median,gbps_min,gbps_max,pct_of_copy,"
           "ms_median,reps,size_bytes,copy_ceiling_gbps,load_sectors_per_request,"
           "store_sectors_per_request,ref_gbps_median%s,model_gbps,model_limit,"
           "model_optimistic\n",
           c->expr ? ",compile_ms,wall_ms" : "");
    for (int i = 0; i < n; i++) {
        const wl_sweep_point *q = &p[i];
        char ref[32] = "";
        if (q->ref)
            snprintf(ref, sizeof ref, "%.1f", q->ref->gbps_median);
        printf("%s,%s,%d,%d,%s,%.1f,%.1f,%.1f,%.2f,%.5f,%d,%zu,%.1f,%.4f,%.4f,%s",
               wl_sweep_kernel_label(&q->spec), wl_type_name(q->spec.type), q->spec.param,
               q->spec.unroll, c->predicted || q->m.predicted ? "true" : "false", q->m.gbps_median,
               q->m.gbps_min, q->m.gbps_max, q->m.pct_of_copy, q->m.ms_median, q->m.reps,
               q->m.size_bytes, q->m.copy_ceiling_gbps, q->load_spr, q->store_spr, ref);
        if (c->expr)
            printf(",%.1f,%.1f", q->m.compile_ms, q->m.wall_ms);
        if (q->have_pred)
            printf(",%.1f,%s,%s", q->pred.gbps, wl_limit_key(q->pred.binding),
                   model_optimistic(q) ? "true" : "false");
        else
            printf(",,,");
        printf("\n");
    }
}

/* What the text header says of where the figures come from: the
 * constants the predictions were made with (which GPU), and a custom
 * experiment's expressions and block. */
static void json_sources(FILE *out, const wl_sweep_context *c, bool have_pred)
{
    char label[192] = "";
    if (c->predicted)
        snprintf(label, sizeof label, "%s", c->device.note);
    else if (have_pred)
        wl_calibration_label(&c->cal, label, sizeof label);
    fprintf(out, ", \"predictions\": ");
    if (label[0])
        wl_json_string(out, label);
    else
        fprintf(out, "null");
    if (!c->expr)
        return;
    fprintf(out, ", \"expr\": ");
    wl_json_string(out, c->expr->load.text);
    fprintf(out, ", \"store_expr\": ");
    if (c->expr->store_given)
        wl_json_string(out, c->expr->store.text);
    else
        fprintf(out, "null");
    fprintf(out, ", \"block\": %d", c->expr->block);
}

/* Device names come from the driver, notes from anywhere: every string
 * through the one escaper. */
void wl_sweep_print_json(FILE *out, const wl_sweep_context *c, const wl_sweep_point *p, int n)
{
    fprintf(out, "{\"backend\": ");
    wl_json_string(out, c->backend);
    fprintf(out, ", \"predicted\": %s, \"device\": ", c->predicted ? "true" : "false");
    wl_json_string(out, c->device.name);
    fprintf(out, ", \"note\": ");
    wl_json_string(out, c->predicted ? c->why.msg : c->device.note);
    json_sources(out, c, n > 0 && p[0].have_pred);
    fprintf(out,
            ", \"copy_ceiling_gbps\": %.1f, \"reference\": ", n > 0 ? p[0].m.copy_ceiling_gbps : 0);
    if (c->ref)
        wl_json_string(out, c->ref_label);
    else
        fprintf(out, "null");
    /* How the points were timed (--timing), and the reference run beside them. */
    fprintf(out, ", \"timing\": ");
    wl_json_string(out, wl_timing_name(c->timing));
    /* The model predicts launches timed back to back, whatever --timing. */
    if (c->predicted || (n > 0 && p[0].have_pred)) {
        fprintf(out, ", \"predictions_timing\": ");
        wl_json_string(out, wl_timing_name(WL_TIMING_WARPLAB));
    }
    fprintf(out, ",\n \"points\": [");
    for (int i = 0; i < n; i++) {
        const wl_sweep_point *q = &p[i];
        fprintf(out,
                "%s\n  {\"kernel\": \"%s\", \"type\": \"%s\", \"param\": %d, \"unroll\": %d, "
                "\"gbps_median\": %.1f, \"gbps_min\": %.1f, \"gbps_max\": %.1f, "
                "\"pct_of_copy\": %.2f, \"ms_median\": %.5f, \"reps\": %d, \"size_bytes\": %zu, "
                "\"load_sectors_per_request\": %.4f, \"store_sectors_per_request\": %.4f, "
                "\"ref_gbps_median\": ",
                i ? "," : "", wl_sweep_kernel_label(&q->spec), wl_type_name(q->spec.type),
                q->spec.param, q->spec.unroll, q->m.gbps_median, q->m.gbps_min, q->m.gbps_max,
                q->m.pct_of_copy, q->m.ms_median, q->m.reps, q->m.size_bytes, q->load_spr,
                q->store_spr);
        if (q->ref)
            fprintf(out, "%.1f", q->ref->gbps_median);
        else
            fprintf(out, "null");
        if (c->expr)
            fprintf(out, ", \"compile_ms\": %.1f, \"wall_ms\": %.1f, \"measured\": %s",
                    q->m.compile_ms, q->m.wall_ms, q->m.predicted ? "false" : "true");
        if (q->have_pred)
            fprintf(out,
                    ", \"model_gbps\": %.1f, \"model_limit\": \"%s\", \"model_optimistic\": %s",
                    q->pred.gbps, wl_limit_key(q->pred.binding),
                    model_optimistic(q) ? "true" : "false");
        fprintf(out, "}");
    }
    fprintf(out, "\n ]}\n");
}
