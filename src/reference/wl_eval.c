/* One evaluation of an experiment (wl_eval.h). */
#include "wl_eval.h"
#include "wl_eval_memo.h"

#include <stdio.h>
#include <string.h>

void wl_eval_launch_elements(const wl_spec *spec, size_t elements, wl_launch_ctx *out)
{
    wl_spec s = *spec;
    s.n = elements;
    wl_launch_of(&s, out);
    out->spec.n = out->n;
}

void wl_eval_launch(const wl_spec *spec, size_t size_bytes, wl_launch_ctx *out)
{
    size_t bytes = size_bytes ? size_bytes : WL_MIN_DEFAULT_SIZE_BYTES;
    wl_eval_launch_elements(spec, wl_elements_for_size(bytes, spec->type), out);
}

static void note(wl_eval *out, const wl_error *why)
{
    if (!out->why[0])
        snprintf(out->why, sizeof out->why, "%s", why->msg);
}

static void take_dram(wl_analysis *a, const wl_traffic *t)
{
    a->dram_read_bytes_per_element = t->dram_read_bytes;
    a->dram_write_bytes_per_element = t->dram_write_bytes;
    a->distinct_bytes_per_element = t->distinct_asked_bytes;
}

/* Whether the analysis counts the launch as the prediction will (a family
 * that counts its whole launch, a custom expression, predicted for a GPU):
 * the prediction counts it as L2 would hold it (its footprint), and one
 * count then serves both, the analysis's DRAM bytes being the
 * prediction's anyway (take_dram). Its sectors and lines do not depend on
 * how DRAM pieces are counted. */
static bool counts_as_held(const wl_eval_request *req, const wl_spec *spec)
{
    return (req->want & WL_EVAL_ACCESS) && (req->want & WL_EVAL_PREDICT) && req->consts &&
           wl_family_of(spec->kernel)->whole;
}

/* The analysis, its DRAM pieces counted as L2 holding the launch when
 * held; a held count refused (one the prediction can do without beyond
 * L2) falls back to windows of threads, as without a GPU. */
static void analyse(const wl_spec *spec, const wl_memparams *mem, bool held, wl_eval *out)
{
    wl_memparams as_held;
    if (held) {
        if (mem)
            as_held = *mem;
        else
            wl_memparams_default(&as_held);
        as_held.l2_holds_launch = true;
    }
    wl_error why;
    out->analysis_ok = wl_analyze(spec, held ? &as_held : mem, &out->analysis, &why) == 0;
    if (!out->analysis_ok && held)
        out->analysis_ok = wl_analyze(spec, mem, &out->analysis, &why) == 0;
    if (!out->analysis_ok)
        note(out, &why);
}

static void predict(const wl_eval_request *req, wl_eval *out)
{
    const wl_launch_ctx *l = &out->launch;
    wl_error why;
    int block = (int)(l->geometry.threads_x * l->geometry.threads_y);
    /* the granules of the analysis, in the prediction too (model --read-granule) */
    out->predicted = wl_memo_predict(&l->spec, (double)l->n, block, req->mem, req->consts,
                                     &out->prediction, &why) == 0;
    if (!out->predicted)
        note(out, &why);
    /* One DRAM figure per experiment: the prediction's. It knows the GPU's
     * L2 (whether it holds the launch, and the reuse walk beyond it, which
     * the H200's counters confirmed for a column walk), where the analysis
     * alone counts windows of threads; so the analysis takes the
     * prediction's bytes, and every screen and command prints one figure. */
    if (out->predicted && out->analysis_ok)
        take_dram(&out->analysis, &out->prediction.traffic);
}

int wl_eval_experiment(const wl_eval_request *req, wl_eval *out, wl_error *err)
{
    memset(out, 0, sizeof *out);
    out->size_bytes = req->size_bytes ? req->size_bytes : WL_MIN_DEFAULT_SIZE_BYTES;
    if (req->elements)
        wl_eval_launch_elements(&req->spec, req->elements, &out->launch);
    else
        wl_eval_launch(&req->spec, out->size_bytes, &out->launch);
    const wl_spec *spec = &out->launch.spec;
    out->bytes_asked =
        out->launch.n * (size_t)wl_kernel_useful_bytes_per_element(spec->kernel, spec->type);
    wl_error why;
    bool valid = wl_spec_validate(spec, &why) == 0;
    if (!valid)
        note(out, &why);
    bool held = valid && counts_as_held(req, spec);
    if (valid && (req->want & WL_EVAL_ACCESS))
        analyse(spec, req->mem, held, out);
    /* A launch the analysis refused (a lane outside the array) is not
     * predicted from. */
    bool analysable = !(req->want & WL_EVAL_ACCESS) || out->analysis_ok;
    if (valid && analysable && (req->want & WL_EVAL_PREDICT)) {
        if (req->consts)
            predict(req, out);
        else if (!out->why[0])
            snprintf(out->why, sizeof out->why, "no GPU calibration to predict with");
    }
    /* No prediction took the held count's DRAM bytes: the analysis says
     * its own, by windows of threads, as without a GPU. */
    if (held && out->analysis_ok && !out->predicted)
        analyse(spec, req->mem, false, out);
    if (req->want & WL_EVAL_REFERENCE)
        out->reference =
            wl_reference_match(req->runs, req->nruns, spec, req->size_bytes, &out->reference_run);
    if (!out->why[0])
        return 0;
    return wl_fail(err, "%s", out->why);
}
